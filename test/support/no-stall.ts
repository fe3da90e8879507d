/**
 * Setups for the no-stall property (issue 15): every mission with 2, 3 and 4 players, at every game size, on
 * an open table, on the built-up table, and on the built-up table with every advanced rule.
 */

import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import {
  type BattleGroup,
  BUNDLED_PROFILES,
  type FactionId,
  type GameSize,
  type MissionId,
  missionById,
  type UnitProfile,
  type WastelandSetup,
  wastelandHeuristicPolicy,
  wastelandTactics,
} from '../../src/rulesets/wasteland-tactics/index';
import { LONG } from './scale';
import { ADVANCED_TERRAIN, force, setupFor, tinyGroup } from './wasteland-tactics';

/** The table a property game is played on. */
export type TableKind = 'open' | 'terrain' | 'advanced';

/** Every table kind. */
export const TABLE_KINDS: readonly TableKind[] = ['open', 'terrain', 'advanced'];

const PROFILES = new Map<string, UnitProfile>(BUNDLED_PROFILES.map((p) => [p.id, p]));
const FACTIONS: readonly FactionId[] = ['scrap-raiders', 'iron-covenant', 'mutant-brood', 'scrap-raiders'];

/**
 * WT-MIS-02 / WT-SIZE-06: the cheapest legal medium or large Battle Group from a faction's bundled force: its
 * first Command unit and its three cheapest Troops units at their fewest models (attackers share one pool).
 */
export function leanGroup(faction: FactionId, size: GameSize): BattleGroup[] {
  if (size === 'small') return tinyGroup(faction);
  const units = force(faction, size).flatMap((g) => g.units);
  const profile = (id: string) => PROFILES.get(id) as UnitProfile;
  const cost = (id: string) => profile(id).costPerModel * profile(id).models.min;
  const leader = units.find((u) => profile(u.profile).unitType === 'Command');
  const troops = [
    ...new Set(units.filter((u) => profile(u.profile).unitType === 'Troops').map((u) => u.profile)),
  ]
    .sort((a, b) => cost(a) - cost(b) || a.localeCompare(b))
    .slice(0, 1);
  const picks = troops.length > 0 ? [troops[0], troops[0], troops[0]] : [];
  return [
    {
      name: `${faction} vanguard`,
      units: [
        ...(leader ? [{ profile: leader.profile }] : []),
        ...picks.map((id) => ({ profile: id as string, models: profile(id as string).models.min })),
      ],
    },
  ];
}

/** A setup of `count` players with the bundled forces (lean attackers where they share a pool), on `table`. */
export function propertySetup(
  mission: MissionId,
  count: number,
  size: GameSize,
  table: TableKind,
  maxRounds?: number,
): WastelandSetup {
  const base = setupFor(count, mission, size);
  const shared = missionById(mission).defender && count > 2;
  const players = base.players.map((p, i) =>
    shared && i < count - 1 ? { ...p, battleGroups: leanGroup(FACTIONS[i] as FactionId, size) } : p,
  );
  return {
    ...base,
    players,
    ...(maxRounds === undefined ? {} : { maxRounds }),
    ...(table === 'open' ? {} : { terrain: ADVANCED_TERRAIN }),
    ...(table === 'advanced'
      ? {
          advanced: {
            advantages: true,
            battlefieldConditions: 'random',
            firingPositions: true,
            occupyBuildings: true,
          },
        }
      : {}),
  };
}

/** One cell of the no-stall grid: a mission, a player count, a game size and a table. */
export interface Cell {
  readonly mission: MissionId;
  readonly players: number;
  readonly size: GameSize;
  readonly table: TableKind;
}

/** Every mission × 2/3/4 players × small/medium/large × open table / terrain / terrain and advanced rules (270). */
export const CELLS: readonly Cell[] = (['small', 'medium', 'large'] as const).flatMap((size) =>
  [2, 3, 4].flatMap((players) =>
    TABLE_KINDS.flatMap((table) =>
      Array.from({ length: 10 }, (_, m) => ({ mission: (m + 1) as MissionId, players, size, table })),
    ),
  ),
);

/**
 * Rounds a property game lasts: small games stop after 2 rounds, medium and large ones after 1
 * (with the mission's fallback result, R42); whole small games (8 rounds) made the 320 small random games alone
 * take 531 s in CI. That still covers deployment, ambush and Scouts, transports, shooting, fights, the morale
 * phase and a round's turn-over (coherency moves, recovery) in small games, at a cost the long suite can
 * afford (a large 4-player round costs seconds of CPU).
 */
export const ROUNDS: Readonly<Record<GameSize, number | undefined>> = {
  small: 2,
  medium: 1,
  large: 1,
};

/**
 * The cell of the k-th random game: the 270 cells in order, then small cells again (the costly medium and
 * large games once per cell).
 */
export function randomCell(k: number): Cell {
  return (k < CELLS.length ? CELLS[k] : CELLS[(k - CELLS.length) % 90]) as Cell;
}

/**
 * The cell of the k-th of 200 heuristic games: 160 small cells (each of the 90, then 70 again), 25 medium
 * cells and 15 large ones spread evenly over theirs (a heuristic large game costs seconds of CPU).
 */
export function heuristicCell(k: number): Cell {
  if (k < 160) return CELLS[k % 90] as Cell;
  if (k < 185) return CELLS[90 + Math.floor(((k - 160) * 90) / 25)] as Cell;
  return CELLS[180 + Math.floor(((k - 185) * 90) / 15)] as Cell;
}

/** A short label of a cell, for failure messages. */
export function cellLabel(cell: Cell, seed: number): string {
  return `mission ${cell.mission}, ${cell.players} players, ${cell.size}, ${cell.table} table, seed ${seed}`;
}

/** What went wrong in one game, or undefined when it ended with an outcome and every invariant held. */
export function playCell(cell: Cell, seed: number, bot: 'random' | 'heuristic'): string | undefined {
  const setup = propertySetup(cell.mission, cell.players, cell.size, cell.table, ROUNDS[cell.size]);
  let broken: string | undefined;
  try {
    const match = playRandomGame(wastelandTactics, setup, {
      seed,
      maxCommands: 20_000,
      ...(bot === 'heuristic'
        ? { policy: ({ state, player, legal }) => wastelandHeuristicPolicy(state, player, legal) }
        : {}),
      onCommand(state, _events, index) {
        const problems = wastelandTactics.invariants(state.game);
        if (problems.length > 0) throw new Error(`after command ${index}: ${problems.join('; ')}`);
      },
    });
    if (!match.state.outcome)
      broken = `no outcome after ${match.record().commands.length} commands (a stall)`;
  } catch (error) {
    broken = error instanceof Error ? error.message : String(error);
  }
  return broken === undefined ? undefined : `${bot}, ${cellLabel(cell, seed)}: ${broken.slice(0, 400)}`;
}

/** What {@link noStallSuite} plays: `games` games, cells from `cellOf` (long suite) or `quick` (quick suite). */
export interface NoStallSuite {
  readonly title: string;
  readonly bot: 'random' | 'heuristic';
  readonly games: number;
  readonly sizes: readonly GameSize[];
  readonly cellOf: (k: number) => Cell;
  readonly quick: readonly Cell[];
  readonly seed: number;
}

/**
 * Declares one test per game size: the suite's games of that size (game k plays `cellOf(k)` in the long
 * suite, `quick[k % quick.length]` in the quick one, seed `seed + k`) all end with an outcome and break no
 * invariant.
 */
export function noStallSuite(suite: NoStallSuite): void {
  describe(suite.title, () => {
    for (const size of suite.sizes) {
      const games = Array.from({ length: suite.games }, (_, k) => ({
        cell: LONG ? suite.cellOf(k) : (suite.quick[k % suite.quick.length] as Cell),
        seed: suite.seed + k,
      })).filter((g) => g.cell.size === size);
      if (games.length === 0) continue;
      const what =
        suite.bot === 'random'
          ? 'end with an outcome: always a legal command, the one picked accepted, no invariant broken'
          : 'end with an outcome and break no invariant';
      it(`${games.length} ${suite.bot} ${size} games ${what}`, () => {
        const failures = games.map((g) => playCell(g.cell, g.seed, suite.bot)).filter((f) => f !== undefined);
        expect(failures).toEqual([]);
      });
    }
  });
}
