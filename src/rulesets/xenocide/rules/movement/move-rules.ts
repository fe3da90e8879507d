import { geometry } from 'sandtable';
import { modelsOnTable } from '../../context';
import type { XenocideState } from '../../state';
import { ASSAULT_INFANTRY_BONUS } from './allowance';
import { DEFENDED_EDGE } from './assault-approach';
import { mayAssaultByMoving } from './assault-orders';
import type { MovePlan } from './move-plan';
import { pathDistanceToBase } from './path-geometry';
import { BUILDING_KIND } from './special-movement';
import { isInside } from './terrain-effects';
import { enemyZoneBases, ZONE_OF_CONTROL, type ZoneBase } from './zone-of-control';

/** XEN-MOVE-07: the most two models of a unit may stand apart (also the company spacing XEN-MOVE-08 waives). */
const COHERENCY = 8;

/**
 * The rules that governed a resolved move, for its `unit-moved` event, beyond its mode's: XEN-MOVE-02 (the
 * Second Movement phase moves by the same rules), XEN-MOVE-03 (Move-4 Infantry on Assault orders), XEN-MOVE-04/05
 * (an enemy zone of control within reach of the move), XEN-MOVE-06 (a unit flying high passed or ended within
 * 4" of enemy ground units, or a ground unit within 4" of enemies flying high: no zone of control), XEN-MOVE-07 (coherency at its end), XEN-MOVE-08 (the
 * unit may end far from the rest of its company), XEN-STAT-05/06 / XEN-TERR-01/02/11/12 (the terrain table
 * gave each crossed feature its effect for the model's most favourable type), XEN-TERR-09/10 (intrinsically
 * dangerous, impassable crossed by flying), XEN-TERR-14/17 (road bonus, none for skimmers),
 * XEN-TERR-15/16 (skimmers clearing low terrain, slowed by tall cover), XEN-TERR-20/22 (hover altitude,
 * landing), XEN-TERR-26/28 (flyers: always high, turning), XEN-TERR-37 / XEN-STAT-07 (amphibious),
 * XEN-SUP-03 / XEN-TITAN-24 (suppressed movers), XEN-SAVE-14 (leaving a dug-in position), XEN-TITAN-11,
 * XEN-TERR-35 / XEN-STAT-21 (a recon-spotted teleport), XEN-TRANS-03 (a transport unloading and loading).
 * `before` is the state the move was validated in.
 * @example moveRules(state, plan) // ['XEN-MOVE-07', 'XEN-TERR-01', ...]
 */
export function moveRules(before: XenocideState, plan: MovePlan): string[] {
  const rules = new Set<string>();
  const unit = before.units[plan.unitIndex];
  if (!unit) return [];
  if (before.stage.kind === 'activation' && before.stage.phase === 'second-movement')
    rules.add('XEN-MOVE-02');
  if (plan.steps.length > 1) rules.add('XEN-MOVE-07');
  const zones = enemyZoneBases(before, plan.player);
  if (passesUnderOrOver(before, plan, zones)) rules.add('XEN-MOVE-06');
  for (const step of plan.steps) {
    const { traits, locomotion } = step;
    if (
      unit.order === 'assault' &&
      traits.infantry &&
      traits.move === 4 &&
      !traits.titan &&
      step.base >= 4 + ASSAULT_INFANTRY_BONUS
    )
      rules.add('XEN-MOVE-03');
    const start = step.path[0];
    if (
      start &&
      !locomotion.flying &&
      zones.some((z) =>
        geometry.isAtMost(
          geometry.baseDistance({ center: start, radius: step.radius }, z),
          step.allowance + ZONE_OF_CONTROL,
        ),
      )
    ) {
      rules.add('XEN-MOVE-04');
      rules.add('XEN-MOVE-05');
    }
    if (step.allowance > step.base + 1e-9) rules.add('XEN-TERR-14');
    if (traits.flyer) {
      rules.add('XEN-TERR-26');
      rules.add('XEN-TERR-28');
    }
    if (traits.hover) {
      rules.add('XEN-TERR-20');
      if (locomotion.flying && !plan.highAfter) rules.add('XEN-TERR-22');
    }
    for (const crossing of step.crossings) {
      const feature = before.terrain[crossing.feature];
      if (!feature) continue;
      if (traits.tabled && crossing.effect !== 'over') {
        rules.add('XEN-STAT-05');
        rules.add('XEN-TERR-01');
        if (feature.kind !== 'custom') {
          rules.add('XEN-TERR-11');
          rules.add('XEN-TERR-12');
        }
        if (traits.types.length > 1) rules.add('XEN-STAT-06');
      }
      if (crossing.effect === 'open') rules.add('XEN-TERR-02');
      if (feature.intrinsicallyDangerous && crossing.effect !== 'over') rules.add('XEN-TERR-09');
      if (crossing.effect === 'over' && Object.values(feature.movement).includes('impassable'))
        rules.add('XEN-TERR-10');
      if (locomotion.skimming && !locomotion.flying) {
        if (crossing.effect === 'over') rules.add('XEN-TERR-15');
        if (crossing.effect === 'difficult' && feature.cover !== 'none') rules.add('XEN-TERR-16');
        if (feature.road && !traits.tabled) rules.add('XEN-TERR-17');
      }
      if (traits.amphibious && feature.water) {
        rules.add('XEN-STAT-07');
        rules.add('XEN-TERR-37');
      }
    }
  }
  if (farFromCompany(before, plan)) rules.add('XEN-MOVE-08');
  for (const id of assaultRules(before, plan, zones)) rules.add(id);
  // XEN-SUP-03: a suppressed unit's move may not close on the enemy (a suppressed titan moves freely,
  // XEN-TITAN-24); XEN-SAVE-14: moving ends digging in; XEN-TITAN-11: a titan's jump or teleport costs power.
  const titan = plan.steps.some((s) => s.traits.titan);
  if (unit.suppression > 0) rules.add(titan ? 'XEN-TITAN-24' : 'XEN-SUP-03');
  if (unit.dugIn) rules.add('XEN-SAVE-14');
  if (plan.titanPower.length > 0) rules.add('XEN-TITAN-11');
  // XEN-TERR-35 / XEN-STAT-21: a friendly recon model's sight spared the teleport its test.
  if (plan.teleportSpotted) rules.add('XEN-TERR-35').add('XEN-STAT-21');
  // XEN-TRANS-03: a transport that unloads and loads in this move loses 8" of its own.
  const unloading = new Set(plan.disembarks.map((d) => d.transport));
  if (plan.embarks.some((e) => unloading.has(e.transport))) rules.add('XEN-TRANS-03');
  return [...rules];
}

/**
 * XEN-MOVE-06 / R41: the move came within 4" of enemies whose zone of control did not apply: a unit flying high
 * near enemy ground units, or a unit on the ground near enemy units flying high.
 */
function passesUnderOrOver(state: XenocideState, plan: MovePlan, zones: readonly ZoneBase[]): boolean {
  const high = state.units.filter((u) => u.player !== plan.player && u.status === 'on-table' && u.high);
  const above = high.flatMap((u) =>
    modelsOnTable(state, u).map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius })),
  );
  return plan.steps.some((step) => {
    if (step.path.length === 0) return false;
    const others = step.locomotion.flying ? zones : above;
    return others.some((z) =>
      geometry.isAtMost(pathDistanceToBase(step.path, step.radius, z), ZONE_OF_CONTROL),
    );
  });
}

/** XEN-MOVE-08: another unit of the mover's company on the table stands more than 8" from every end of this move. */
function farFromCompany(state: XenocideState, plan: MovePlan): boolean {
  const unit = state.units[plan.unitIndex];
  if (!unit) return false;
  const ends = plan.steps.flatMap((s) => {
    const end = s.path[s.path.length - 1];
    return end ? [{ center: end, radius: s.radius }] : [];
  });
  if (ends.length === 0) return false;
  return state.units.some(
    (other) =>
      other.id !== unit.id &&
      other.company === unit.company &&
      other.status === 'on-table' &&
      modelsOnTable(state, other).every((m) =>
        ends.every(
          (e) =>
            !geometry.isAtMost(
              geometry.baseDistance(e, { center: { x: m.x, y: m.y }, radius: m.radius }),
              COHERENCY,
            ),
        ),
      ),
  );
}

/**
 * XEN-MOVE-09 / XEN-MOVE-10 / XEN-TITAN-12: a unit on Assault orders (or a titan on Fire and Move) ending within 4" of an enemy assaults it, with as many
 * models within 4" as it can; XEN-MOVE-11: an assaulted model in a feature, within 2" of its edge, defends it.
 */
function assaultRules(state: XenocideState, plan: MovePlan, zones: readonly ZoneBase[]): string[] {
  const unit = state.units[plan.unitIndex];
  if (!unit || !mayAssaultByMoving(unit) || plan.highAfter) return [];
  const ends = plan.steps.flatMap((s) => {
    const end = s.path[s.path.length - 1];
    return end ? [{ center: end, radius: s.radius }] : [];
  });
  const reached = zones.filter((z) =>
    ends.some((e) => geometry.isAtMost(geometry.baseDistance(e, z), ZONE_OF_CONTROL)),
  );
  if (reached.length === 0) return [];
  const defended = reached.some((z) =>
    state.terrain.some(
      (f) =>
        isInside(z.center, f) &&
        (f.kind === BUILDING_KIND ||
          geometry.isAtMost(
            geometry.distanceToPolygonBoundary(z.center, f.polygon) - z.radius,
            DEFENDED_EDGE,
          )),
    ),
  );
  const rules = defended ? ['XEN-MOVE-09', 'XEN-MOVE-10', 'XEN-MOVE-11'] : ['XEN-MOVE-09', 'XEN-MOVE-10'];
  // XEN-TITAN-12: a titan on Fire and Move orders moved into the assault after shooting.
  return unit.order === 'assault' ? rules : [...rules, 'XEN-TITAN-12'];
}
