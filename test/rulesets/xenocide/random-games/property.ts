/**
 * The random-full-games property of Xenocide (issue 5): every prompt answered by a uniformly random legal
 * command, from the sample armies to `outcome(state)`, checking after every command that nothing throws
 * and the invariants hold. Split over several test files so vitest runs the parts on parallel workers.
 */
import fc from 'fast-check';
import { geometry } from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { expect } from 'vitest';
import { modelsOnTable } from '../../../../src/rulesets/xenocide/context';
import {
  SCENARIOS,
  type XenocideCommand,
  type XenocideEvent,
  xenocide,
} from '../../../../src/rulesets/xenocide/index';
import { isInCoherency } from '../../../../src/rulesets/xenocide/rules/movement/coherency';
import type { UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import { scale } from '../../../support/scale';
import { aSetup } from '../../../support/xenocide';

/** Games each part plays: 500 in the long suite, 8 in the quick one; `RANDOM_GAMES` (per part) overrides both. */
export const GAMES_PER_PART = Number(process.env.RANDOM_GAMES ?? scale(5, 500));

/** Breaks of the properties that span two states: live models never come back, lost VP never go down. */
export function regrowth(before: XenocideState, after: XenocideState): string[] {
  const problems: string[] = [];
  after.units.forEach((unit, i) => {
    const was =
      before.units[i]?.id === unit.id ? before.units[i] : before.units.find((u) => u.id === unit.id);
    if (!was || was === unit) return;
    let live = 0;
    let liveBefore = 0;
    unit.models.forEach((m, j) => {
      const then = was.models[j]?.id === m.id ? was.models[j] : was.models.find((x) => x.id === m.id);
      if (!m.removed) live++;
      if (then && !then.removed) liveBefore++;
      if (then?.removed && !m.removed) problems.push(`${m.id} came back`);
    });
    if (live > liveBefore) problems.push(`${unit.id} grew from ${liveBefore} to ${live} models`);
  });
  for (const side of after.sides) {
    const was = before.sides.find((s) => s.player === side.player);
    if (was && side.lostVp < was.lostVp) problems.push(`${side.player}'s lost VP went down`);
  }
  return problems;
}

const coherent = (state: XenocideState, unit: UnitState) =>
  isInCoherency(
    modelsOnTable(state, unit)
      .filter((m) => m.embarkedIn === undefined)
      .map((m) => ({ center: m, radius: m.radius })),
  );

/**
 * XEN-MOVE-07: a unit that was in coherency ends an accepted move in coherency, unless terrain cut a path
 * short, a model was lost, or models got in or out of transports on the way.
 */
export function incoherentMove(
  before: XenocideState,
  after: XenocideState,
  command: XenocideCommand,
  events: readonly XenocideEvent[],
): string | undefined {
  if (command.type !== 'move-unit') return undefined;
  const was = before.units.find((u) => u.id === command.unit);
  const now = after.units.find((u) => u.id === command.unit);
  if (!was || !now || was.status !== 'on-table' || now.status !== 'on-table') return undefined;
  if (!coherent(before, was) || coherent(after, now)) return undefined;
  const moved = events.find((e) => e.type === 'unit-moved' && e.unit === command.unit);
  const cut =
    moved?.type === 'unit-moved' &&
    moved.models.some((m) => {
      const declared = command.models.find((c) => c.model === m.model)?.path.at(-1);
      return declared !== undefined && geometry.distance(declared, m.to) > 1e-6;
    });
  const excused = events.some(
    (e) => e.type === 'model-removed' || e.type === 'models-embarked' || e.type === 'models-disembarked',
  );
  return cut || excused ? undefined : `${command.unit} ended its move out of coherency (XEN-MOVE-07)`;
}

/** Runs `GAMES_PER_PART` random full games with fast-check seed `seed`; throws on the first broken one. */
export function checkRandomGames(seed: number): void {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1_000_000_000 }),
      fc.constantFrom(...SCENARIOS),
      (gameSeed, scenario) => {
        // Uniform random play rarely ends a battle by itself; the turn limit (XEN-WIN-17) ends it after 3 turns.
        const setup = aSetup(scenario, { maxTurns: 3 });
        let previous = undefined as XenocideState | undefined;
        const match = playRandomGame(xenocide, setup, {
          seed: gameSeed,
          maxCommands: 8_000,
          onCommand: (state, events, index, command) => {
            const game = state.game;
            const problems = [...xenocide.invariants(game)];
            if (previous) {
              problems.push(...regrowth(previous, game));
              const broken = incoherentMove(
                previous,
                game,
                command as XenocideCommand,
                events as XenocideEvent[],
              );
              if (broken) problems.push(broken);
            }
            for (const unit of game.units)
              if (unit.suppression < 0) problems.push(`${unit.id} has negative markers`);
            for (const side of game.sides)
              if (side.lostVp > side.value) problems.push(`${side.player} lost more VP than it fielded`);
            if (problems.length > 0)
              throw new Error(`${scenario} game seed ${gameSeed}, command ${index}: ${problems.join('; ')}`);
            previous = game;
          },
        });
        expect(match.state.outcome).toBeDefined();
      },
    ),
    { numRuns: GAMES_PER_PART, seed },
  );
}
