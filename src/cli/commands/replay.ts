import { type GameEvent, replay, SandtableError, stateHash } from 'sandtable';
import { rulesetDescription } from 'sandtable/sim';
import { parseCommandArgs } from '../args.js';
import { battleReport } from '../battle-report.js';
import type { CliCommand } from '../command.js';
import { CliError, readJsonFile } from '../io.js';
import { CLI_RULESETS } from '../rulesets.js';
import { loadGame } from '../saved-game.js';
import { outputStyle } from '../style.js';

const HELP = `Usage: sandtable replay FILE [options]

Plays a saved game again from its record ('sandtable demo --out FILE' writes one; a bare record
from serializeRecord works too), checks that the final state hash matches the saved one, and prints
the narration, or the events as JSON. Exits with 1 if the hash differs.

Options:
  --json       print { ruleset, outcome, stateHash, verified, events } as JSON
  --no-color   no colour even on a terminal (NO_COLOR=1 and FORCE_COLOR=1 are honoured too)
  -h, --help   show this help
`;

/** `sandtable replay`: re-runs a saved game and verifies it. */
export const replayCommand: CliCommand = {
  name: 'replay',
  summary: 're-run a saved game, verify its state hash and narrate it',
  help: HELP,
  async run(argv, io) {
    const args = parseCommandArgs('replay', argv, { json: { type: 'boolean' } }, 1);
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    const path = args.positionals[0];
    if (path === undefined) throw new CliError('which file? Usage: sandtable replay FILE [--json].', 2);
    const saved = loadGame(readJsonFile(io, path), path);
    const id = saved.record.ruleset;
    const entry = rulesetDescription(id);
    if (!entry) {
      throw new CliError(
        `'${path}' is a '${id}' game; this sandtable knows ${CLI_RULESETS.map((r) => r.id).join(', ')}.`,
      );
    }
    let result: ReturnType<typeof replay>;
    try {
      result = replay(saved.record, entry.ruleset);
    } catch (error) {
      if (error instanceof SandtableError) throw new CliError(`'${path}': ${error.message}`);
      throw error;
    }
    const hash = stateHash(result.state);
    const verified = saved.stateHash === undefined ? undefined : saved.stateHash === hash;
    if (args.values.json) {
      const doc = {
        ruleset: id,
        outcome: result.state.outcome ?? null,
        stateHash: hash,
        verified: verified ?? null,
        events: result.events,
      };
      io.stdout(`${JSON.stringify(doc)}\n`);
    } else {
      const style = outputStyle(args, io);
      io.stdout(`${style.heading(`${entry.title}: replaying ${path}`)}\n\n`);
      io.stdout(
        battleReport(
          entry,
          result.events as GameEvent[],
          result.state,
          saved.record.commands.length,
          hash,
          style,
        ),
      );
      if (verified === true) io.stdout(`The state hash matches the saved one (${hash}).\n`);
      if (verified === undefined) io.stdout('The file holds no state hash to check.\n');
    }
    if (verified === false) {
      io.stderr(
        `sandtable replay: the replayed game ends in state ${hash}, but '${path}' saved ${saved.stateHash}: the rules or the file changed.\n`,
      );
      return 1;
    }
    return 0;
  },
};
