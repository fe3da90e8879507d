/** A Xenocide shooting position for benchmarks: four riflemen (12 shots) against a brood in the open. */
import { createGame, type GameState, gameFromState } from '../src/index.js';
import {
  kethriSwarmArmy,
  terranGuardArmy,
  type XenocideCommand,
  type XenocideState,
  xenocide,
} from '../src/rulesets/xenocide/index.js';

/** The state in red's Shooting phase, and the 12-shot `shoot` command to apply to it. */
export function twelveShotPosition(): { state: GameState<XenocideState>; shoot: XenocideCommand } {
  const start = createGame(
    xenocide,
    {
      players: [
        { id: 'red', army: terranGuardArmy },
        { id: 'blue', army: kethriSwarmArmy },
      ],
      scenario: 'attrition',
    },
    { seed: 1 },
  ).game;
  const shooter = 'red.c1.u1';
  const target = 'blue.c1.u1';
  const position: XenocideState = {
    ...start,
    turn: 1,
    sides: [
      { ...start.sides[0], edge: 'south', cp: 3 },
      { ...start.sides[1], edge: 'north', cp: 3 },
    ],
    units: start.units.map((unit) => {
      if (unit.id !== shooter && unit.id !== target) return unit;
      const infantry = unit.models.filter((m) => start.profiles[m.profile]?.types.includes('Infantry'));
      // Four riflemen shoot (3 shots each); the rest of the platoon is already lost.
      const keep = unit.id === shooter ? infantry.slice(0, 4) : infantry;
      return {
        ...unit,
        status: 'on-table' as const,
        ...(unit.id === shooter ? { order: 'fire-and-move' as const } : {}),
        models: unit.models.map((m) => {
          const i = keep.indexOf(m);
          return i >= 0
            ? { ...m, x: 30 + i * 1.5, y: unit.id === shooter ? 12 : 24 }
            : { ...m, removed: true, x: 0, y: 0 };
        }),
      };
    }),
    stage: { kind: 'activation', player: 'red', company: 'red.c1', phase: 'shooting', units: [shooter] },
  };
  return {
    state: gameFromState(xenocide, position, { seed: 1 }),
    shoot: { type: 'shoot', player: 'red', unit: shooter, target, weapons: [{ weapon: 'Rifles' }] },
  };
}

/**
 * A structurally equal copy of a state with a new game object and terrain array, so per-state memos and
 * per-terrain sight answers start cold: a benchmark
 * that applied a command to the very same state again and again would time cache hits.
 */
export function coldCopy<S>(state: GameState<S>): GameState<S> {
  const game = state.game as S & { terrain?: readonly unknown[] };
  // A new terrain array too: line-of-sight answers are shared by every state with the same terrain.
  const terrain = game.terrain ? { terrain: Object.freeze([...game.terrain]) } : {};
  return Object.freeze({ ...state, game: Object.freeze({ ...game, ...terrain }) });
}
