import { createGame } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  activation,
  aLineUnit,
  aPosition,
  aSetup,
  aUnit,
  eventsOf,
  gameOf,
  play,
} from '../../../support/xenocide';

const shooters = aLineUnit({
  id: 'red.c1.u1',
  profile: 'generic/line-infantry',
  order: 'fire-and-move',
  at: [
    { x: 10, y: 10 },
    { x: 11.5, y: 10 },
  ],
});
/** Blue's six-strong platoon: two models on the table, the other four as `rest` says. */
const platoon = (rest: 'embarked' | 'removed') =>
  aUnit({
    id: 'blue.c1.u1',
    models: [
      { at: { x: 10, y: 20 } },
      { at: { x: 11.5, y: 20 } },
      ...Array.from({ length: 4 }, () =>
        rest === 'embarked'
          ? { at: { x: 16, y: 20 }, embarkedIn: 'blue.c2.u1.m1' }
          : { at: { x: 16, y: 20 }, removed: true },
      ),
    ],
  });
const carrier = aUnit({ id: 'blue.c2.u1', models: [{ at: { x: 16, y: 20 }, profile: 'test/apc' }] });
const position = (rest: 'embarked' | 'removed', extra: Partial<XenocideState> = {}): XenocideState => ({
  ...aPosition({
    units: [shooters, platoon(rest), carrier],
    stage: activation('red', 'shooting', ['red.c1.u1']),
  }),
  ...extra,
});

/** Red's rifles miss with six 6s; ending the phase tests blue's platoon (6 shots ≥ 2 models), which passes (6, 6). */
function testModifiers(state: XenocideState) {
  const { events } = play(
    gameOf(state, [6, 6, 6, 6, 6, 6, 6, 6]),
    {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    },
    { type: 'end-phase', player: 'red' },
  );
  const tested = eventsOf(events, 'suppression-tested').find((e) => e.unit === 'blue.c1.u1');
  if (!tested) throw new Error('blue.c1.u1 took no suppression test');
  return tested.modifiers.map((m) => [m.rule, m.value]);
}

describe('XEN-SUP-11 below half strength counts models riding in the unit’s carriers (R44)', () => {
  it('XEN-SUP-11 an unhurt platoon with four of six models in its closed carrier is not below half strength', () => {
    expect(testModifiers(position('embarked'))).not.toContainEqual(['XEN-SUP-11', 1]);
  });

  it('XEN-SUP-11 the same platoon with four of six models lost is below half strength (+1)', () => {
    expect(testModifiers(position('removed'))).toContainEqual(['XEN-SUP-11', 1]);
  });
});

describe('XEN-SUP-14 a scenario’s suppression modifier', () => {
  it('XEN-SUP-14 the setup’s modifier for a player is added to its units’ suppression tests', () => {
    const state = createGame(
      xenocide,
      { ...aSetup('attrition'), suppressionModifier: { blue: 2 } },
      { seed: 1 },
    ).game;
    expect(state.suppressionModifier).toEqual({ red: 0, blue: 2 });
    const both = createGame(xenocide, { ...aSetup('attrition'), suppressionModifier: -1 }, { seed: 1 }).game;
    expect(both.suppressionModifier).toEqual({ red: -1, blue: -1 });
    expect(testModifiers(position('embarked', { suppressionModifier: { red: 0, blue: 2 } }))).toContainEqual([
      'XEN-SUP-14',
      2,
    ]);
    expect(testModifiers(position('embarked'))).not.toContainEqual(['XEN-SUP-14', expect.anything()]);
  });

  it('XEN-SUP-14 a modifier for someone who is not a player is refused at setup', () => {
    expect(() =>
      createGame(xenocide, { ...aSetup('attrition'), suppressionModifier: { green: 1 } }, { seed: 1 }),
    ).toThrow(/'green' is not one of the players \(XEN-SUP-14\)/);
  });
});
