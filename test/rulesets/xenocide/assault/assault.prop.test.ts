import fc from 'fast-check';
import { produce } from 'immer';
import { type Dice, seeded } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { CommandDice } from '../../../../src/core/dice';
import { initialDiceState } from '../../../../src/core/dice-source';
import type { XenocideDraft } from '../../../../src/rulesets/xenocide/context';
import {
  type AssaultStepResult,
  applyAssaultEffects,
  assaultDecision,
  assignCasualties,
  buySuppressionDice,
  cancelAttacks,
  decideRetreat,
  declareDiceSplit,
  defaultAttackAllocation,
  defaultBuildingJoin,
  defaultCancellation,
  defaultCasualties,
  defaultCollapseEscape,
  defaultDiceSplit,
  defaultFleeMoves,
  defaultFollowUp,
  defaultManeuver,
  defaultReinforcements,
  defaultRetreat,
  defaultSuppressionDice,
  escapeCollapse,
  flee,
  followUp,
  joinBuildingAssault,
  maneuver,
  reinforce,
  settleAssault,
  startCloseAssault,
  strike,
} from '../../../../src/rulesets/xenocide/rules/assault';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import type { AssaultState } from '../../../../src/rulesets/xenocide/state/assault';
import { aPosition, aUnit } from '../../../support/xenocide';

const PROFILES = [
  'test/trooper',
  'test/brute',
  'test/shield',
  'test/power',
  'test/weak',
  'test/tank',
  'test/ogre',
];

const unitArb = fc.record({
  profiles: fc.array(fc.constantFrom(...PROFILES), { minLength: 1, maxLength: 5 }),
  suppression: fc.integer({ min: 0, max: 2 }),
  dugIn: fc.boolean(),
  order: fc.constantFrom('assault' as const, 'fire-and-move' as const, 'move-and-fire' as const),
});

/** Every decision answered with the bots' default choice (which the step functions validate). */
function decide(state: XenocideState, assault: AssaultState, dice: Dice): AssaultStepResult {
  const d = assaultDecision(assault);
  if (!d) throw new Error(`no decision at ${assault.step.kind}`);
  const p = d.player;
  switch (d.kind) {
    case 'join':
      return joinBuildingAssault(state, assault, p, defaultBuildingJoin(state, assault, p));
    case 'reinforce':
      return reinforce(state, assault, dice, p, defaultReinforcements());
    case 'maneuver':
      return maneuver(state, assault, dice, p, defaultManeuver(state, assault));
    case 'split':
      return declareDiceSplit(state, assault, p, defaultDiceSplit(state, assault, p));
    case 'strike':
      return strike(state, assault, dice, p, defaultAttackAllocation(state, assault, p));
    case 'escape':
      return escapeCollapse(state, assault, p, defaultCollapseEscape(state, assault));
    case 'cancel':
      return cancelAttacks(state, assault, p, defaultCancellation(assault));
    case 'casualties':
      return assignCasualties(state, assault, dice, p, defaultCasualties(state, assault));
    case 'suppression-die':
      return buySuppressionDice(state, assault, dice, p, defaultSuppressionDice(state, assault, p));
    case 'flee':
      return flee(state, assault, dice, p, defaultFleeMoves(state, assault, p));
    case 'retreat':
      return decideRetreat(state, assault, dice, p, defaultRetreat(state, assault, p));
    case 'follow-up':
      return followUp(state, assault, dice, p, defaultFollowUp());
  }
}

const alive = (state: XenocideState) =>
  Object.fromEntries(state.units.map((u) => [u.id, u.models.filter((m) => !m.removed).length]));

describe('close assault (property)', () => {
  it('XEN-CA-04 XEN-CA-27 over random assaults model counts never grow, markers stay ≥ 0 and bot choices are always legal', () => {
    fc.assert(
      fc.property(
        unitArb,
        unitArb,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 6 }),
        (r, b, seed, gap) => {
          const at = (y: number, n: number) => Array.from({ length: n }, (_, i) => ({ x: 20 + 2.5 * i, y }));
          const red = aUnit({
            id: 'red.c1.u1',
            order: r.order,
            suppression: r.suppression,
            dugIn: r.dugIn,
            models: at(20, r.profiles.length).map((p, i) => ({ at: p, profile: r.profiles[i] as string })),
          });
          const blue = aUnit({
            id: 'blue.c1.u1',
            order: b.order,
            suppression: b.suppression,
            dugIn: b.dugIn,
            models: at(20 + gap, b.profiles.length).map((p, i) => ({
              at: p,
              profile: b.profiles[i] as string,
            })),
          });
          let state = aPosition({ units: [red, blue] });
          let assault = startCloseAssault({
            id: 'prop',
            attacker: 'red',
            defender: 'blue',
            attackers: [red.id],
            defenders: [blue.id],
            approach: { x: 0, y: 1 },
          });
          const dice = new CommandDice(initialDiceState(seeded(seed)), () => {});
          const emit = () => {};
          const settle = () => {
            const base = state;
            state = produce(base, (draft) => {
              assault = settleAssault(draft as XenocideDraft, base, assault, { dice, emit });
            });
          };
          settle();
          for (let i = 0; i < 60 && assault.step.kind !== 'ended'; i++) {
            const before = alive(state);
            const result = decide(state, assault, dice);
            const base = state;
            state = produce(base, (draft) =>
              applyAssaultEffects(draft as XenocideDraft, base, result.effects, { dice, emit }),
            );
            assault = result.assault;
            settle();
            const after = alive(state);
            for (const id of Object.keys(before)) expect(after[id]).toBeLessThanOrEqual(before[id] as number);
            for (const u of state.units) expect(u.suppression).toBeGreaterThanOrEqual(0);
            for (const side of state.sides) expect(side.cp).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
