import type { RulesetDescription } from 'sandtable';
import type { OptionSpec, ParsedArgs } from './args.js';
import { CliError, type CliIo, readJsonFile } from './io.js';

/** The `--army PLAYER=FILE` flag (repeatable) of `demo` and `simulate`. */
export const ARMY_OPTION: OptionSpec = { army: { type: 'string', multiple: true } };

/** The `--army` help lines (padded like the other options). */
export const ARMY_HELP =
  '  --army P=FILE     player P brings the army list in FILE instead of the bundled one (repeat it for\n' +
  "                    each player: --army red=a.json --army blue=b.json); checked like 'validate'";

/**
 * The setup with each `--army PLAYER=FILE` put in through the description's `withArmy`; a malformed flag, an
 * unknown player or a file that is not a valid list of the ruleset is a {@link CliError} in a player's words.
 */
export function withArmyFiles<Setup>(
  entry: RulesetDescription<Setup>,
  setup: Setup,
  args: ParsedArgs,
  io: CliIo,
): Setup {
  const raw = args.values.army;
  const flags = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  if (flags.length === 0) return setup;
  if (!entry.withArmy) throw new CliError(`${entry.id} cannot load army files yet.`, 2);
  const players = entry.players(setup);
  const seen = new Set<string>();
  let out = setup;
  for (const flag of flags) {
    const at = flag.indexOf('=');
    const player = flag.slice(0, at).trim();
    const path = flag.slice(at + 1);
    if (at < 1 || path === '')
      throw new CliError(
        `--army takes PLAYER=FILE (e.g. --army ${players[0]}=my-army.json), got '${flag}'.`,
        2,
      );
    if (!players.includes(player))
      throw new CliError(
        `--army ${flag}: this game has no player '${player}'; it has ${players.join(', ')}.`,
        2,
      );
    if (seen.has(player)) throw new CliError(`--army names ${player} twice; give each player one army.`, 2);
    seen.add(player);
    const placed = entry.withArmy(out, player, readJsonFile(io, path));
    if (!placed.ok) {
      const count = placed.problems.length;
      throw new CliError(
        `${path}: not a valid ${entry.id} army list for ${player} (${count} problem${count === 1 ? '' : 's'}):\n${placed.problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
    out = placed.setup;
  }
  return out;
}
