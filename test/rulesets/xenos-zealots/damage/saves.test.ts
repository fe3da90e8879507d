import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aTank, aUnit } from '../builders';
import { BLUE, game, position, unit } from '../engine-support';
import { savePending } from './support';

const commanded = aUnit({ command: { rerolls: 2, range: 12 } });

function squads(): XzState {
  return position({
    red: aForce([aUnit()]),
    blue: aForce([commanded]),
    place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 30, spacing: 1.1 } },
  });
}

function keep(state: XzState, faces: number[] = []) {
  const result = applyCommand(game(state, faces), { type: 'reroll', player: BLUE, dice: [] } as never);
  if (!result.ok) throw new Error(result.error.message);
  return {
    after: result.state.game as XzState,
    events: result.events as unknown as { type: string; rules?: string[] }[],
  };
}

describe('Xenos & Zealots saves and damage', () => {
  it('XZ-SAVE-02 a save total equal to the AP stops the hit', () => {
    // AV 2 + die 4 = 6 against AP 6.
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 6, damage: 2, from: { x: 10, y: 10 }, die: 4 },
      'blue.squad',
    );
    const { after, events } = keep(state);
    const m = unit(after, 'blue.squad').models[0];
    expect(m?.alive).toBe(true);
    expect(m?.suppressed).toBe(false);
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({ saved: true, save: 6, ap: 6 });
  });

  it('XZ-SAVE-03 a save total below the AP fails and the model is at least suppressed', () => {
    // AV 2 + die 3 = 5 < AP 6; damage 1 + penetration 1 = 2 < Resilience 3: no wounds.
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 6, damage: 1, from: { x: 10, y: 10 }, die: 3 },
      'blue.squad',
    );
    const { after, events } = keep(state);
    expect(unit(after, 'blue.squad').models[0]?.suppressed).toBe(true);
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({
      saved: false,
      save: 5,
      damage: 2,
      wounds: 0,
    });
    expect(events.find((e) => e.type === 'model-suppressed')?.rules).toContain('XZ-DMG-04');
  });

  it('XZ-SAVE-04 penetration value is AP minus the save total', () => {
    // AV 2 + die 1 = 3 against AP 8: penetration 5; damage 0 + 5 = 5 ≥ Resilience 3 → 1 wound.
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 8, damage: 0, from: { x: 10, y: 10 }, die: 1 },
      'blue.squad',
    );
    const { events } = keep(state);
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({ save: 3, damage: 5 });
  });

  it('XZ-SAVE-05 modified damage is the weapon Damage plus the penetration value', () => {
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 7, damage: 3, from: { x: 10, y: 10 }, die: 2 },
      'blue.squad',
    );
    const { events } = keep(state);
    // save 4, penetration 3, damage 3 + 3 = 6.
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({ damage: 6 });
  });

  it('XZ-SAVE-06 modified damage below Resilience takes no wound but suppresses', () => {
    // save 2 + 2 = 4 against AP 5: penetration 1; damage 0 + 1 = 1 < Resilience 3.
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 5, damage: 0, from: { x: 10, y: 10 }, die: 2 },
      'blue.squad',
    );
    const { after } = keep(state);
    const m = unit(after, 'blue.squad').models[0];
    expect(m?.wounds).toBe(1);
    expect(m?.suppressed).toBe(true);
  });

  it('XZ-SAVE-07 modified damage from Resilience to under double takes one wound', () => {
    const tough = aUnit({ command: { rerolls: 2, range: 12 }, wounds: 3 });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tough]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 30, spacing: 1.1 } },
    });
    // save 2 + 1 = 3, AP 6 → penetration 3; damage 2 + 3 = 5: ≥ 3, < 6 → 1 wound.
    savePending(
      state,
      { target: 'blue.squad', attacker: 'red.squad', ap: 6, damage: 2, from: { x: 10, y: 10 }, die: 1 },
      'blue.squad',
    );
    const { after } = keep(state);
    expect(unit(after, 'blue.squad').models[0]?.wounds).toBe(2);
  });

  it('XZ-SAVE-08 modified damage from double to under triple Resilience takes two wounds', () => {
    const tough = aUnit({ command: { rerolls: 2, range: 12 }, wounds: 3 });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tough]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 30, spacing: 1.1 } },
    });
    // save 3, AP 7 → penetration 4; damage 2 + 4 = 6 = 2 × 3 → 2 wounds.
    savePending(
      state,
      { target: 'blue.squad', attacker: 'red.squad', ap: 7, damage: 2, from: { x: 10, y: 10 }, die: 1 },
      'blue.squad',
    );
    const { after } = keep(state);
    expect(unit(after, 'blue.squad').models[0]?.wounds).toBe(1);
  });

  it('XZ-SAVE-09 modified damage of triple Resilience destroys the model outright', () => {
    const tough = aUnit({ command: { rerolls: 2, range: 12 }, wounds: 5 });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tough]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 30, spacing: 1.1 } },
    });
    // save 3, AP 9 → penetration 6; damage 3 + 6 = 9 = 3 × 3: destroyed though it has 5 wounds.
    savePending(
      state,
      { target: 'blue.squad', attacker: 'red.squad', ap: 9, damage: 3, from: { x: 10, y: 10 }, die: 1 },
      'blue.squad',
    );
    const { after, events } = keep(state);
    expect(unit(after, 'blue.squad').models[0]?.alive).toBe(false);
    expect(events.find((e) => e.type === 'hit-resolved')?.rules).toContain('XZ-SAVE-09');
  });

  it('XZ-SAVE-10 a model that loses its last wound is removed', () => {
    const state = savePending(
      squads(),
      {
        target: 'blue.squad',
        model: 2,
        attacker: 'red.squad',
        ap: 6,
        damage: 2,
        from: { x: 10, y: 10 },
        die: 1,
      },
      'blue.squad',
    );
    const { after, events } = keep(state);
    const m = unit(after, 'blue.squad').models[2];
    expect(m?.alive).toBe(false);
    expect(m?.wounds).toBe(0);
    expect(events.some((e) => e.type === 'model-removed')).toBe(true);
  });

  it('XZ-RES-10 the owner re-rolls a failed save with a Command re-roll and the new result stands', () => {
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 6, damage: 2, from: { x: 10, y: 10 }, die: 1 },
      'blue.squad',
    );
    const result = applyCommand(game(state, [5]), { type: 'reroll', player: BLUE, dice: [0] } as never);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = result.state.game as XzState;
    expect(unit(after, 'blue.squad').models[0]?.alive).toBe(true);
    expect(
      (result.events as unknown as { type: string }[]).find((e) => e.type === 'reroll-used'),
    ).toMatchObject({ commander: 'blue.squad', dice: [0] });
    expect(
      (result.events as unknown as { type: string }[]).find((e) => e.type === 'hit-resolved'),
    ).toMatchObject({ saved: true, save: 7 });
  });

  it('XZ-RES-11 a die not offered for re-rolling is refused', () => {
    const state = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 6, damage: 2, from: { x: 10, y: 10 }, die: 1 },
      'blue.squad',
    );
    const before = game(state, [5]);
    const result = applyCommand(before, { type: 'reroll', player: BLUE, dice: [1] } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-RES-11');
    expect(result.state).toBe(before);
  });

  it("XZ-STAT-02 the save adds the model's one Armour Value, or a large model's value for the facing hit", () => {
    const squad = savePending(
      squads(),
      { target: 'blue.squad', attacker: 'red.squad', ap: 9, damage: 0, from: { x: 10, y: 10 }, die: 3 },
      'blue.squad',
    );
    const plain = keep(squad).events.find((e) => e.type === 'hit-resolved');
    expect(plain).toMatchObject({ save: 5 });
    expect(plain?.rules).toContain('XZ-STAT-02');
    const tank = position({
      red: aForce([aUnit()]),
      blue: aForce([aTank({ command: { rerolls: 1, range: 6 } })]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.tank': { x: 10, y: 30, facing: 0 } },
    });
    // Facing 0 (toward +y), the attacker behind at y = 10: Rear & Top AV 2 + 3 = 5.
    savePending(
      tank,
      { target: 'blue.tank', attacker: 'red.squad', ap: 9, damage: 0, from: { x: 10, y: 10 }, die: 3 },
      'blue.tank',
    );
    const facing = keep(tank, [1, 1, 1, 1]).events.find((e) => e.type === 'hit-resolved');
    expect(facing).toMatchObject({ facing: 'rear', save: 5 });
    expect(facing?.rules).toEqual(expect.arrayContaining(['XZ-STAT-02', 'XZ-SMU-04']));
  });

  it('XZ-SMU-02 an attacker in front of a vehicle hits its Front AV', () => {
    const tank = aTank({ command: { rerolls: 1, range: 6 } });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tank]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.tank': { x: 10, y: 30, facing: 180 } },
    });
    // Facing 180 points toward −y, toward the attacker at y = 10: Front AV 6 + 1 = 7 ≥ AP 7.
    savePending(
      state,
      { target: 'blue.tank', attacker: 'red.squad', ap: 7, damage: 5, from: { x: 10, y: 10 }, die: 1 },
      'blue.tank',
    );
    const { events } = keep(state);
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({
      saved: true,
      facing: 'front',
      save: 7,
    });
  });

  it('XZ-SMU-03 an attacker beside a vehicle hits its Side AV', () => {
    const tank = aTank({ command: { rerolls: 1, range: 6 } });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tank]),
      place: { 'red.squad': { x: 30, y: 30, spacing: 1.1 }, 'blue.tank': { x: 10, y: 30, facing: 180 } },
    });
    savePending(
      state,
      { target: 'blue.tank', attacker: 'red.squad', ap: 7, damage: 0, from: { x: 30, y: 30 }, die: 2 },
      'blue.tank',
    );
    const { events } = keep(state, [3, 1]);
    // Side AV 4 + 2 = 6 < AP 7.
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({
      saved: false,
      facing: 'side',
      save: 6,
    });
  });

  it('XZ-SMU-04 an attacker behind a vehicle, or a hit from above, uses Rear & Top AV', () => {
    const tank = aTank({ command: { rerolls: 1, range: 6 } });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tank]),
      place: { 'red.squad': { x: 10, y: 45, spacing: 1.1 }, 'blue.tank': { x: 10, y: 30, facing: 180 } },
    });
    savePending(
      state,
      { target: 'blue.tank', attacker: 'red.squad', ap: 5, damage: 0, from: { x: 10, y: 45 }, die: 2 },
      'blue.tank',
    );
    const { events } = keep(state);
    // Rear AV 2 + 2 = 4 < AP 5.
    expect(events.find((e) => e.type === 'hit-resolved')).toMatchObject({
      saved: false,
      facing: 'rear',
      save: 4,
    });
  });

  it('XZ-SMU-11 a penetrating hit on a single-model unit Suppresses it', () => {
    const tank = aTank({ command: { rerolls: 1, range: 6 } });
    const state = position({
      red: aForce([aUnit()]),
      blue: aForce([tank]),
      place: { 'red.squad': { x: 10, y: 45, spacing: 1.1 }, 'blue.tank': { x: 10, y: 30, facing: 180 } },
    });
    savePending(
      state,
      { target: 'blue.tank', attacker: 'red.squad', ap: 5, damage: 0, from: { x: 10, y: 45 }, die: 2 },
      'blue.tank',
    );
    const { after } = keep(state);
    expect(unit(after, 'blue.tank').morale).toBe('suppressed');
  });
});
