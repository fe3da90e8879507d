import { stateHash } from 'sandtable';
import { playGame } from 'sandtable/sim';
import { integerFlag, parseCommandArgs, stringFlag } from '../args.js';
import { ARMY_HELP, ARMY_OPTION, withArmyFiles } from '../armies.js';
import { battleReport } from '../battle-report.js';
import { BOTS_HELP, BOTS_OPTION, botChoicesOf, botDescription, botsFor } from '../bot-choice.js';
import { type CliCommand, RULESET_OPTION } from '../command.js';
import { writeTextFile } from '../io.js';
import { cliRuleset, DEFAULT_RULESET, RULESET_CHOICES } from '../rulesets.js';
import { savedGameText } from '../saved-game.js';
import { playableSetup, SETUP_OPTIONS, setupOf, setupOptionsHelp } from '../setup-options.js';
import { outputStyle } from '../style.js';

const HELP = `Usage: sandtable demo [options]

Plays a whole battle between bots on the bundled armies (or your own) and narrates it turn by turn,
every roll shown, then prints the winner and a summary table. The same seed prints the same battle.

Options:
  --ruleset ID      ${RULESET_CHOICES} (default ${DEFAULT_RULESET})
${setupOptionsHelp()}
${ARMY_HELP}
  --seed N          the battle's seed, any integer (default 1)
${BOTS_HELP}
  --json            print the saved game (record and state hash) as JSON instead of the story
  --out FILE        save the game to FILE for 'sandtable replay FILE'
  --no-color        no colour even on a terminal (NO_COLOR=1 and FORCE_COLOR=1 are honoured too)
  -h, --help        show this help
`;

/** `sandtable demo`: a narrated bot-vs-bot battle on the bundled armies. */
export const demoCommand: CliCommand = {
  name: 'demo',
  summary: 'play a narrated bot-vs-bot battle on the bundled armies',
  help: HELP,
  async run(argv, io) {
    const args = parseCommandArgs(
      'demo',
      argv,
      {
        ...RULESET_OPTION,
        ...SETUP_OPTIONS,
        ...ARMY_OPTION,
        seed: { type: 'string' },
        ...BOTS_OPTION,
        json: { type: 'boolean' },
        out: { type: 'string' },
      },
      0,
    );
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    const entry = cliRuleset(stringFlag(args, 'ruleset', DEFAULT_RULESET));
    const setup = playableSetup(entry, withArmyFiles(entry, setupOf(entry, args).setup, args, io));
    const seed = integerFlag(args, 'seed', 1, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const choices = botChoicesOf(entry, setup, args);
    const bots = botsFor(entry, choices);
    const game = playGame({ ruleset: entry.ruleset, setup, bots, seed });
    const saved = savedGameText(game.record, game.state);
    const out = stringFlag(args, 'out');
    if (out !== undefined) writeTextFile(io, out, saved);
    if (args.values.json) {
      io.stdout(saved);
      return 0;
    }
    const style = outputStyle(args, io);
    io.stdout(
      `${style.heading(`${entry.title}, seed ${seed}`)}\n${entry.describe(setup)}.\n${botDescription(choices)}.\n\n`,
    );
    io.stdout(battleReport(entry, game.events, game.state, game.commands, stateHash(game.state), style));
    if (out !== undefined) io.stdout(`Saved the game to ${out}; 'sandtable replay ${out}' plays it again.\n`);
    return 0;
  },
};
