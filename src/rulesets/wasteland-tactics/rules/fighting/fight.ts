import { geometry } from 'sandtable';
import type { WastelandContext } from '../../events';
import { isRanged } from '../../schemas/weapon';
import type { UnitState, WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import { buildingArea } from '../buildings/buildings';
import { unitDistance, unitInContact, unitsInContactWith, unitTooHighForContact } from '../measuring/measure';
import { moraleWillRoll } from '../morale/morale-test';
import { directionAway, forcedMove } from '../movement/forced-move';
import { modelMove } from '../movement/move-check';
import { shootTarget } from '../shooting/targets';
import { moveTerrainPenalty } from '../terrain/terrain-effects';
import { fightsAfterDisembark, findCarrier } from '../transport/carriers';
import {
  effectiveMarkers,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  unitRule,
  unitsById,
} from '../units/units';
import { chargeMove } from './charge-move';
import { strike, strikeOptions } from './strikes';

/** R23: how far the unit may charge: its Move (Exhausted, Push forward! and the Vehicle/Monster cap included), +Bloodthirsty X when no model starts in contact. */
export function chargeReach(state: WastelandState, unit: UnitState): number {
  const bloodthirsty = unitInContact(state, unit) ? 0 : (unitRule(state, unit, 'Bloodthirsty') ?? 0);
  const move = Math.max(0, ...liveModels(unit).map((m) => modelMove(state, unit, m)));
  return move + bloodthirsty;
}

/** WT-FIGHT-01/02 / R23: why the unit may not Fight (charging these targets) now, or undefined. */
export function fightProblem(
  state: WastelandState,
  unit: UnitState,
  targets: readonly string[],
): string | undefined {
  if (unit.status !== 'on-table') return `${unit.name} is not on the table.`;
  if (unit.disembarked !== undefined) {
    const carrier = findCarrier(state, unit.disembarked);
    if (!carrier || !fightsAfterDisembark(state, carrier))
      return `${unit.name} disembarked this round and may not Fight (WT-SUR-54; from an Open transport that moved less, it may, WT-SUR-37).`;
  }
  if (targets.length === 0)
    return unitInContact(state, unit)
      ? undefined
      : unitTooHighForContact(state, unit)
        ? `${unit.name} must name charge targets when not in base contact (WT-FIGHT-02); the enemy its base touches stands higher than the lower model is tall (WT-MEAS-04).`
        : `${unit.name} must name charge targets when not in base contact (WT-FIGHT-02).`;
  const reach = chargeReach(state, unit);
  for (const id of targets) {
    const target = shootTarget(state, id);
    if (target?.status !== 'on-table') return `'${id}' is not on the table.`;
    const area = buildingArea(state, id);
    const gap = area
      ? Math.min(...footprints(state, unit).map((c) => geometry.circlePolygonDistance(c, area.polygon)))
      : unitDistance(state, unit, target);
    // The terrain penalty (at most 3) only matters when the gap is close to the reach.
    const mine = footprints(state, unit);
    const theirs = footprints(state, target);
    const penalty =
      gap > reach || gap <= reach - 3
        ? 0
        : moveTerrainPenalty(
            state,
            unit,
            mine.flatMap((c) => theirs.map((t) => [c.center, t.center])),
          );
    if (!geometry.isAtMost(gap, reach - penalty))
      return `${target.name} is ${gap.toFixed(1)}" away, beyond ${unit.name}'s charge range of ${reach - penalty}" (WT-FIGHT-02).`;
  }
  return undefined;
}

/** WT-FIGHT-02: declares the charge; reactions, the charge move and the blows follow (stepCharge). */
export function startCharge(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  targets: readonly string[],
  weapons: readonly { model: string; weapon: string }[],
  reroll = true,
): void {
  const unit = unitsById.get(draft as WastelandState, unitId) as UnitState;
  draft.charge = {
    unit: unitId,
    player: unit.player,
    targets: [...targets],
    asked: [],
    weapons: weapons.map((w) => ({ model: w.model, weapon: w.weapon })),
    ...(reroll ? {} : { reroll: false }),
  };
  if (targets.length > 0) ctx.emit({ type: 'charge-declared', unit: unitId, targets: [...targets] });
}

/** WT-FIGHT-03 / R22: a target may react if it has at most one (effective) marker, no contact with the charger's side, and a ranged weapon. */
export function canReact(state: WastelandState, target: UnitState, charger: UnitState): boolean {
  if (target.status !== 'on-table' || effectiveMarkers(state, target) > 1) return false;
  if (!profileOf(state, target).weapons.some(isRanged)) return false;
  return !unitsInContactWith(state, target).some((u) => u.player === charger.player);
}

/**
 * WT-FIGHT-03 … WT-FIGHT-10: moves a charge along: offers each target its reaction in the charging
 * player's order, then makes the charge move and strikes. Returns false when a target's owner must decide.
 */
export function stepCharge(draft: WastelandDraft, ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const charge = state.charge;
  if (!charge) return true;
  const unit = unitsById.get(state, charge.unit);
  if (unit?.status !== 'on-table') {
    delete draft.charge;
    return true;
  }
  const reacting = charge.reacting === undefined ? undefined : unitsById.get(state, charge.reacting);
  if (reacting && canReact(state, reacting, unit)) {
    setStage(draft, {
      kind: 'charge-reaction',
      player: reacting.player,
      unit: reacting.id,
      charger: unit.id,
    });
    return false;
  }
  if (draft.charge) delete draft.charge.reacting;
  for (const id of charge.targets) {
    if (charge.asked.includes(id)) continue;
    draft.charge?.asked.push(id);
    const target = unitsById.get(state, id);
    if (target && canReact(state, target, unit)) {
      if (draft.charge) draft.charge.reacting = id;
      setStage(draft, { kind: 'charge-reaction', player: target.player, unit: id, charger: unit.id });
      return false;
    }
  }
  if (!charge.moved) {
    const before = unitInContact(state, unit);
    const touchedBefore = unitsInContactWith(state, unit).map((u) => u.id);
    const targets = charge.targets.filter((id) => shootTarget(state, id)?.status === 'on-table');
    if (targets.length > 0) chargeMove(draft, ctx, unit.id, targets);
    if (isVehicle(state, unit)) terrify(draft, ctx, unit.id, targets, touchedBefore);
    const moved = unitsById.get(draft as WastelandState, unit.id);
    // WT-SUR-08: Bloodthirsty when the charge makes first contact.
    const bloodthirsty =
      moved?.status === 'on-table' && !before && unitInContact(draft as WastelandState, moved)
        ? (unitRule(state, moved, 'Bloodthirsty') ?? 0)
        : 0;
    if (draft.charge) {
      draft.charge.moved = true;
      if (bloodthirsty > 0) draft.charge.bonus = bloodthirsty;
    }
  }
  const after = unitsById.get(draft as WastelandState, unit.id);
  const current = (draft as WastelandState).charge ?? charge;
  if (after && after.status === 'on-table') {
    // WT-FIGHT-07: equally close targets wait for the owner's choice.
    const open = strikeOptions(draft as WastelandState, after).filter(
      (o) => o.targets.length > 1 && !(current.picks ?? []).some((p) => p.model === o.model),
    );
    if (open.length > 0) {
      setStage(draft, { kind: 'strike-targets', player: after.player, unit: after.id });
      return false;
    }
    strike(
      draft,
      ctx,
      after.id,
      current.weapons,
      current.bonus ?? 0,
      current.reroll !== false,
      current.picks,
    );
  }
  delete draft.charge;
  return true;
}

/**
 * WT-SUR-66 / R28: a Vehicle/Monster's charge that brings it into contact with a non-Vehicle/Monster target
 * it was not touching: each such target passes a Will roll or makes a Forced Move directly away from it.
 */
function terrify(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  targets: readonly string[],
  touchedBefore: readonly string[],
): void {
  const state = draft as WastelandState;
  const monster = unitsById.get(state, unitId);
  if (monster?.status !== 'on-table') return;
  const touching = unitsInContactWith(state, monster).map((u) => u.id);
  for (const id of targets) {
    const target = unitsById.get(draft as WastelandState, id);
    if (target?.status !== 'on-table' || isVehicle(state, target)) continue;
    if (touchedBefore.includes(id) || !touching.includes(id)) continue;
    if (moraleWillRoll(draft, ctx, target, 'terror', 0, ['WT-SUR-66'])) continue;
    forcedMove(
      draft,
      ctx,
      id,
      directionAway(state, footprints(state, monster), target),
      'terrified by a Vehicle/Monster (WT-SUR-66)',
    );
  }
}
