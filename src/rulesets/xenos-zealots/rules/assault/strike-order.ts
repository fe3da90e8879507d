import { geometry } from 'sandtable';
import type { UnitState, XzState } from '../../state';
import { bodyPolygonDistance, pointInFeature, terrainPolygon } from '../geometry';
import type { XzStep, XzStepHandler } from '../queue';
import { cardOf, leaderOf, modelCard } from '../units';
import { attacksStep } from './attacks';
import { resultStep } from './result';

/** R30 / R15: the unit note that gives +1 in Step Two. */
export const ASSAULT_WAR_GEAR = 'assaultWarGear';

/**
 * XZ-ASLT-07 / XZ-ASLT-08 / R30: a unit's modified assault value in Step Two: its leader's Assault value, +2
 * charging, +2 holding a fortification (its leader inside a `fortification` feature), +1 defending an obstacle the
 * charging leader's path crossed (its leader within 1" of it), +1 with the `assaultWarGear` note (XZ-STAT-09, R15), +1 against a
 * Suppressed enemy (XZ-MOR-10), then ×2 against a Neutralized enemy (XZ-MOR-12).
 */
export function assaultValue(
  state: XzState,
  unit: UnitState,
  enemy: UnitState,
  charging: boolean,
  crossed: readonly string[],
): { value: number; rules: string[] } {
  const leader = leaderOf(unit);
  let value = leader ? modelCard(state, unit, leader).assault : cardOf(state, unit).assault;
  const rules = ['XZ-STAT-06', 'R30'];
  if (charging) {
    value += 2;
    rules.push('XZ-ASLT-08');
  }
  if (!charging && leader) {
    const terrain = state.scenario.terrain;
    if (terrain.some((f) => f.fortification && pointInFeature(leader, f))) {
      value += 2;
      rules.push('XZ-ASLT-08');
    }
    const defended = terrain.some(
      (f) =>
        f.kind === 'obstacle' &&
        crossed.includes(f.id) &&
        terrainPolygon(f).some((poly) => bodyPolygonDistance(leader, poly) <= 1 + geometry.GEOMETRY_EPSILON),
    );
    if (defended) {
      value += 1;
      rules.push('XZ-ASLT-08');
    }
  }
  if (cardOf(state, unit).notes.includes(ASSAULT_WAR_GEAR)) {
    value += 1;
    rules.push('XZ-ASLT-08', 'XZ-STAT-09', 'R15');
  }
  if (enemy.morale === 'suppressed') {
    value += 1;
    rules.push('XZ-ASLT-08', 'XZ-MOR-10');
  }
  if (enemy.morale === 'neutralized') {
    value *= 2;
    rules.push('XZ-ASLT-08', 'XZ-MOR-12');
  }
  return { value, rules };
}

/** Step Two of an assault (XZ-ASLT-07). */
export interface StrikeOrderStep extends XzStep {
  readonly kind: 'assault-strike-order';
  readonly charger: string;
  readonly defender: string;
  /** R30: the obstacles the charging leader's path crossed. */
  readonly crossed: readonly string[];
}

/**
 * XZ-ASLT-07 / XZ-STAT-06 / R6 / XZ-RES-06 / R29 / R30 / R37: Step Two: each player rolls a D10 (R6: the one D10
 * roll of the game; a roll-off: no Command re-rolls) and adds its unit's modified assault value; the higher total
 * strikes first, the charger on a tie. Then Step Three (the first unit's attacks), Step Four (the other's) and
 * Step Five (the result) follow.
 */
export const strikeOrderStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as StrikeOrderStep;
  const state = draft as XzState;
  const charger = state.units.find((u) => u.id === s.charger);
  const defender = state.units.find((u) => u.id === s.defender);
  if (!charger || !defender || charger.status !== 'on-table' || defender.status !== 'on-table')
    return [resultStep(s.charger, s.defender)];
  const mine = assaultValue(state, charger, defender, true, s.crossed);
  const theirs = assaultValue(state, defender, charger, false, s.crossed);
  const roll = (unit: UnitState) =>
    ctx.dice.roll({
      purpose: `strike order: ${unit.name}`,
      sides: 10,
      player: unit.player,
      rules: ['XZ-ASLT-07', 'R6', 'XZ-RES-06'],
    }).dice[0] as number;
  const totals: [number, number] = [roll(charger) + mine.value, roll(defender) + theirs.value];
  const chargerFirst = totals[0] >= totals[1];
  const [first, second] = chargerFirst ? [charger, defender] : [defender, charger];
  ctx.emit({
    type: 'strike-order',
    charger: charger.id,
    defender: defender.id,
    totals,
    first: first.id,
    rules: [
      ...new Set([
        'XZ-ASLT-07',
        'R29',
        ...mine.rules,
        ...theirs.rules,
        ...(totals[0] === totals[1] ? ['R29'] : []),
      ]),
    ],
  });
  return [
    attacksStep(first.id, second.id, 3),
    attacksStep(second.id, first.id, 4),
    resultStep(charger.id, defender.id),
  ];
};
