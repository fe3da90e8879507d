import type { PlayerId, RulesetDescription } from 'sandtable';
import type { SideArrangement } from './report.js';

/** A setup's armies by player, and the arrangements that play each seed again with the sides exchanged. */
export interface SwappedSides<Setup> {
  /** The army each player brings in the setup, by name (two armies of one name get their seat added). */
  readonly armies: Readonly<Record<PlayerId, string>>;
  /** The setup with the armies rotated one seat, then two, ...: for two players, the sides exchanged. */
  readonly swaps: readonly SideArrangement<Setup>[];
}

/** The armies of a setup by player, named uniquely for reports (`Terran Guard`, or `Terran Guard (red's list)`). */
export function armyNames<Setup>(
  description: RulesetDescription<Setup>,
  setup: Setup,
): Readonly<Record<PlayerId, string>> {
  const players = description.players(setup);
  const read = description.army?.bind(description);
  if (!read)
    throw new Error(`${description.id}: the description cannot read a setup's armies (no army hook).`);
  const names = players.map((player) => read(setup, player)?.name ?? player);
  return Object.fromEntries(
    players.map((player, i) => {
      const name = names[i] as string;
      return [player, names.filter((n) => n === name).length > 1 ? `${name} (${player}'s list)` : name];
    }),
  );
}

/**
 * The arrangements that play every seed of a simulation on each seat with each army: for two players the
 * setup with the sides exchanged; for n players the n − 1 rotations of the armies. Each army is put in with
 * the description's `withArmy`, so the setups are exactly what `--army` files would build.
 * @example
 * const { armies, swaps } = swapSides(xenocideDescription, setup);
 * await simulate({ ruleset: xenocide, setup, armies, swaps, bots, games: 100, seed: 1 });
 */
export function swapSides<Setup>(description: RulesetDescription<Setup>, setup: Setup): SwappedSides<Setup> {
  const players = description.players(setup);
  const read = description.army?.bind(description);
  const put = description.withArmy?.bind(description);
  if (!read || !put)
    throw new Error(`${description.id}: the description cannot swap sides (it needs army and withArmy).`);
  const armies = armyNames(description, setup);
  const lists = players.map((player) => {
    const army = read(setup, player);
    if (!army) throw new Error(`${description.id}: the setup has no army for ${player}.`);
    return army.list;
  });
  const swaps: SideArrangement<Setup>[] = [];
  for (let shift = 1; shift < players.length; shift++) {
    let swapped = setup;
    const names: Record<PlayerId, string> = {};
    players.forEach((player, i) => {
      const from = (i + shift) % players.length;
      const placed = put(swapped, player, lists[from]);
      if (!placed.ok) {
        throw new Error(
          `${description.id}: ${players[from]}'s army cannot play as ${player}: ${placed.problems.join(' ')}`,
        );
      }
      swapped = placed.setup;
      names[player] = armies[players[from] as string] as string;
    });
    swaps.push({ setup: swapped, armies: names });
  }
  return { armies, swaps };
}
