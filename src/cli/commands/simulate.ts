import type { RulesetDescription } from 'sandtable';
import {
  armyNames,
  type DecisiveRecord,
  type RuleReachReport,
  type SideArrangement,
  type SimulationReport,
  simulate,
  swapSides,
} from 'sandtable/sim';
import { integerFlag, parseCommandArgs, stringFlag } from '../args.js';
import { ARMY_HELP, ARMY_OPTION, withArmyFiles } from '../armies.js';
import { BOTS_HELP, BOTS_OPTION, botChoicesOf, botsFor } from '../bot-choice.js';
import { type CliCommand, RULESET_OPTION } from '../command.js';
import { CliError, type CliIo } from '../io.js';
import { progressBar } from '../progress.js';
import { cliRuleset, DEFAULT_RULESET, RULESET_CHOICES } from '../rulesets.js';
import {
  type ChosenSetup,
  otherChoicesText,
  playableSetup,
  SETUP_OPTIONS,
  setupOf,
} from '../setup-options.js';
import { formatTable, percent } from '../table.js';
import { cliWorkerEntry } from '../worker-entry.js';

const MAX_WORKERS = 64;

/** One worker per CPU (at most 8): the main thread only collects results and draws the progress bar. */
function defaultWorkers(io: CliIo): number {
  return Math.max(1, Math.min(8, io.cpus));
}

const HELP = `Usage: sandtable simulate [options]

Plays many seeded games between bots (on worker threads) and prints win and draw rates with 95%
Wilson intervals: each side's and each army's share of the decisive games (those someone won),
game length, and per unit how often it survived, the enemy models it removed and the points it
destroyed per point it cost. The results depend only on the seed, never on the number of workers.

Options:
  --ruleset ID      ${RULESET_CHOICES} (default ${DEFAULT_RULESET})
  --scenario NAME   the scenario or mission (see 'sandtable demo --help')
  --OPTION VALUE    the ruleset's other setup options: players, size, ... (see 'sandtable demo --help')
${ARMY_HELP}
  --swap-sides      play each seed again with the armies exchanged (with 3 or 4 players: rotated
                    through every seat), to tell the side from the army; bots stay with their seats
  --games N         how many seeds (default 100); with --swap-sides each is played once per
                    arrangement (twice for two players)
  --workers N       worker threads (default: one per CPU, at most 8; 1 plays in this process)
  --seed N          the simulation's seed, any integer (default 1); game i is played with a seed
                    derived from it
${BOTS_HELP}
  --rules           also report each catalogue rule ID the games' events and prompts named: in how
                    many games it occurred and how many times in all (in --json: the "rules" field)
  --json            print the report as JSON
  --quiet           no progress bar
  -h, --help        show this help
`;

const interval = (r: { low: number; high: number }) => `${percent(r.low)}–${percent(r.high)}`;

const decisiveCells = (r: DecisiveRecord) => [
  String(r.games),
  String(r.decisive),
  String(r.wins.count),
  percent(r.share.rate),
  interval(r.share),
];

/** Each side's, then each army's (overall and per side), share of the decisive games. */
function sharesText(report: SimulationReport): string {
  const columns = ['games', 'decisive', 'won', 'share', '95% interval'];
  const sides = Object.entries(report.sides).map(([player, r]) => [
    player,
    report.bots[player] ?? '',
    ...decisiveCells(r),
  ]);
  const lines = [
    `\nDecisive games: ${report.decisive.count} of ${report.games} (${percent(report.decisive.rate)}); share = games won of the decisive games played.\n\n`,
    formatTable({ columns: ['side', 'bot', ...columns], rows: sides, right: [2, 3, 4, 5] }),
  ];
  if (report.armies) {
    const rows = Object.entries(report.armies).flatMap(([army, r]) => [
      [army, 'all', ...decisiveCells(r)],
      ...Object.entries(r.bySide).map(([player, side]) => ['', `as ${player}`, ...decisiveCells(side)]),
    ]);
    lines.push('\n', formatTable({ columns: ['army', 'side', ...columns], rows, right: [2, 3, 4, 5] }));
  }
  if (report.roles && Object.keys(report.roles).length > 0) {
    const rows = Object.entries(report.roles).flatMap(([role, r]) => [
      [role, 'all', ...decisiveCells(r)],
      ...Object.entries(r.byArmy).map(([army, a]) => ['', army, ...decisiveCells(a)]),
    ]);
    lines.push('\n', formatTable({ columns: ['role', 'played by', ...columns], rows, right: [2, 3, 4, 5] }));
  }
  return lines.join('');
}

/** Per unit: cost, survival, kills and points destroyed per game, and points destroyed per point spent. */
function unitsText(report: SimulationReport): string {
  const rows = Object.entries(report.units ?? {}).map(([unit, u]) => [
    unit,
    String(u.points),
    percent(u.survival.rate),
    interval(u.survival),
    u.kills.toFixed(2),
    u.pointsDestroyed.toFixed(1),
    u.pointsPerPoint.toFixed(2),
  ]);
  return formatTable({
    columns: ['unit', 'points', 'survived', '95% interval', 'kills/game', 'pts destroyed/game', 'per point'],
    rows,
    right: [1, 2, 4, 5, 6],
  });
}

function resultsText(entry: RulesetDescription, chosen: ChosenSetup, report: SimulationReport): string {
  const rows = Object.entries(report.wins).map(([player, rate]) => [
    `${player} wins`,
    report.bots[player] ?? '',
    String(rate.count),
    percent(rate.rate),
    interval(rate),
  ]);
  rows.push(['draws', '', String(report.draws.count), percent(report.draws.rate), interval(report.draws)]);
  if (report.unfinished.count > 0) {
    const u = report.unfinished;
    rows.push(['unfinished', '', String(u.count), percent(u.rate), interval(u)]);
  }
  const survival = Object.entries(report.survival).map(([unit, rate]) => [
    unit,
    percent(rate.rate),
    interval(rate),
  ]);
  const { mean, min, max } = report.length;
  const arrangements = report.arrangements.length;
  const games =
    arrangements > 1
      ? `${report.seeds} seed${report.seeds === 1 ? '' : 's'} × ${arrangements} arrangements of the armies = ${report.games} games`
      : `${report.games} games`;
  return [
    `${entry.title}, scenario ${chosen.scenario}${otherChoicesText(entry, chosen.choices)}: ${games}, seed ${report.seed}\n`,
    ...report.arrangements.map((armies, i) => {
      const line = Object.entries(armies)
        .map(([player, army]) => `${army} (${player})`)
        .join(' vs ');
      return line === '' ? '' : `${arrangements > 1 ? `Arrangement ${i + 1}: ` : ''}${line}\n`;
    }),
    '\n',
    formatTable({ columns: ['result', 'bot', 'games', 'rate', '95% interval'], rows, right: [2, 3] }),
    sharesText(report),
    `\nGame length: ${mean.toFixed(1)} commands on average (shortest ${min}, longest ${max}).\n\n`,
    report.units
      ? unitsText(report)
      : survival.length > 0
        ? formatTable({ columns: ['unit', 'survived', '95% interval'], rows: survival, right: [1] })
        : '',
    report.rules ? rulesText(report.rules, report.games) : '',
  ].join('');
}

/** The `--rules` table: each rule ID named, in how many games (and what share of them) and how many times. */
export function rulesText(rules: RuleReachReport, games: number): string {
  const rows = Object.entries(rules).map(([rule, reach]) => [
    rule,
    String(reach.games),
    percent(games === 0 ? 0 : reach.games / games),
    String(reach.times),
  ]);
  if (rows.length === 0) return '\nNo event or prompt of these games named a catalogue rule.\n';
  const named = `${rows.length} catalogue rule${rows.length === 1 ? '' : 's'} named by events and prompts`;
  return `\n${named}:\n\n${formatTable({ columns: ['rule', 'games', 'share', 'times'], rows, right: [1, 2, 3] })}`;
}

/** `sandtable simulate`: many bot-vs-bot games and their statistics. */
export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'play many games and report win rates with confidence intervals',
  help: HELP,
  async run(argv, io) {
    const args = parseCommandArgs(
      'simulate',
      argv,
      {
        ...RULESET_OPTION,
        ...SETUP_OPTIONS,
        ...ARMY_OPTION,
        'swap-sides': { type: 'boolean' },
        games: { type: 'string' },
        workers: { type: 'string' },
        seed: { type: 'string' },
        ...BOTS_OPTION,
        rules: { type: 'boolean' },
        json: { type: 'boolean' },
        quiet: { type: 'boolean' },
      },
      0,
    );
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    const entry = cliRuleset(stringFlag(args, 'ruleset', DEFAULT_RULESET));
    const chosen = setupOf(entry, args);
    const setup = playableSetup(entry, withArmyFiles(entry, chosen.setup, args, io));
    const games = integerFlag(args, 'games', 100, 1, 1_000_000);
    const workers = integerFlag(args, 'workers', defaultWorkers(io), 1, MAX_WORKERS);
    const seed = integerFlag(args, 'seed', 1, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const bots = botsFor(entry, botChoicesOf(entry, setup, args));
    let armies: Readonly<Record<string, string>> | undefined;
    let swaps: readonly SideArrangement[] = [];
    if (args.values['swap-sides']) {
      if (!entry.withArmy || !entry.army) throw new CliError(`${entry.id} cannot swap sides yet.`, 2);
      try {
        ({ armies, swaps } = swapSides(entry, setup));
      } catch (error) {
        throw new CliError(`--swap-sides: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else if (entry.army) armies = armyNames(entry, setup);
    const bar = args.values.quiet ? undefined : progressBar(io);
    const entryUrl = cliWorkerEntry();
    const report = await simulate({
      ruleset: workers > 1 ? entry.ref : entry.ruleset,
      setup,
      ...(armies ? { armies } : {}),
      ...(swaps.length > 0 ? { swaps } : {}),
      bots,
      games,
      seed,
      workers,
      survival: entry.survival,
      ...(entry.unitFigures ? { unitFigures: true as const } : {}),
      ...(entry.roles ? { roles: true as const } : {}),
      ...(args.values.rules ? { rules: true } : {}),
      ...(entryUrl ? { workerEntry: entryUrl } : {}),
      ...(bar ? { onProgress: (p: { done: number; total: number }) => bar.update(p.done, p.total) } : {}),
    });
    bar?.finish();
    io.stdout(args.values.json ? `${JSON.stringify(report, null, 2)}\n` : resultsText(entry, chosen, report));
    return 0;
  },
};
