import { geometry } from 'sandtable';
import {
  draftUnit,
  findUnit,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  unitRule,
  type WastelandContext,
  type WastelandDraft,
} from '../context';
import { hasWeaponRule, isRanged, type Weapon } from '../schemas/weapon';
import type { Hit, UnitState, WastelandState } from '../state';
import { unitDistance, unitInContact, unitsInContactWith } from '../table/measure';
import { unitsSeeEachOther, visibilityMatrix } from '../table/visibility';
import { rollAttack } from './attack-dice';
import { suppressionTest } from './suppression';

/**
 * WT-SUR-26 / R37: a unit holding a Leadership model may be shot only when it is among the closest visible
 * enemy units, its leader is Tough 6+, or it is more than 3" from every other unit of its side.
 */
export function isLeaderProtected(state: WastelandState, shooter: UnitState, target: UnitState): boolean {
  if (unitRule(state, target, 'Leadership') === undefined) return false;
  if ((unitRule(state, target, 'Tough') ?? 0) >= 6) return false;
  const friends = state.units.filter(
    (u) => u.player === target.player && u.id !== target.id && u.status === 'on-table',
  );
  if (friends.every((u) => unitDistance(state, u, target) > 3)) return false;
  const visible = state.units.filter(
    (u) => u.status === 'on-table' && u.player === target.player && unitsSeeEachOther(state, shooter, u),
  );
  const closest = Math.min(...visible.map((u) => unitDistance(state, shooter, u)));
  return unitDistance(state, shooter, target) > closest + geometry.GEOMETRY_EPSILON;
}

/** WT-SHOOT-01/02 / WT-SUR-26/64: why the unit may not Shoot at the target now, or undefined. */
export function shootProblem(state: WastelandState, unit: UnitState, target: UnitState): string | undefined {
  if (unit.status !== 'on-table') return `${unit.name} is not on the table.`;
  const weapons = profileOf(state, unit).weapons.filter(isRanged);
  if (weapons.length === 0) return `${unit.name} has no ranged weapon (WT-SHOOT-01).`;
  if (target.status !== 'on-table') return `${target.name} is not on the table.`;
  if (unitInContact(state, unit)) {
    const contacts = unitsInContactWith(state, unit);
    const vehicleFight = isVehicle(state, unit) || contacts.every((c) => isVehicle(state, c));
    if (!vehicleFight || !contacts.some((c) => c.id === target.id))
      return `${unit.name} is in base contact with the enemy and cannot Shoot (WT-SHOOT-01).`;
  }
  if (!unitsSeeEachOther(state, unit, target))
    return `${target.name} is not visible to ${unit.name} (WT-SHOOT-02).`;
  if (isLeaderProtected(state, unit, target) && !weapons.some((w) => hasWeaponRule(w, 'Sniper')))
    return `${target.name} has a leader who may only be shot when it is the closest visible target (WT-SUR-26).`;
  return undefined;
}

/** The weapons a model fires: its chosen weapon, else the first that can; a Vehicle/Monster fires up to its wounds' worth (WT-SUR-57). */
function weaponsFor(
  state: WastelandState,
  unit: UnitState,
  modelId: string,
  choices: readonly { model: string; weapon: string }[],
  usable: (w: Weapon) => boolean,
): Weapon[] {
  const profile = profileOf(state, unit);
  const chosen = choices.find((c) => c.model === modelId);
  const candidates = profile.weapons.filter((w) => isRanged(w) && usable(w));
  if (isVehicle(state, unit)) {
    const wounds = unit.models.find((m) => m.id === modelId)?.wounds ?? 1;
    return candidates.slice(0, wounds);
  }
  const pick = chosen ? candidates.find((w) => w.name === chosen.weapon) : candidates[0];
  return pick ? [pick] : [];
}

/**
 * WT-SHOOT-03 … WT-SHOOT-08 / WT-WSR: resolves a Shoot action: every model that sees the target fires one
 * ranged weapon in range (Heavy not after moving, Slow once a round); hits become Life rolls the target's
 * owner allocates among the visible models. `free` marks a free Shoot (a charge reaction: all in range).
 */
export function resolveShoot(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  targetId: string,
  choices: readonly { model: string; weapon: string }[],
  options: { readonly free: boolean; readonly only?: (weapon: Weapon) => boolean },
): void {
  const state = draft as WastelandState;
  const shooter = findUnit(state, unitId) as UnitState;
  const target = findUnit(state, targetId) as UnitState;
  const matrix = visibilityMatrix(state, shooter, target);
  const visible = [...new Set([...matrix.values()].flat())];
  const hits: Hit[] = [];
  const sniperHits: Hit[] = [];
  // R37: a protected leader may be shot only with Sniper weapons.
  const protectedLeader = isLeaderProtected(state, shooter, target);
  const fired: Weapon[] = [];
  const scoring: Weapon[] = [];
  const targetModels = liveModels(target);
  for (const model of liveModels(shooter)) {
    const seen = targetModels.filter((m) => matrix.get(model.id)?.includes(m.id));
    if (seen.length === 0) continue;
    const from = footprint(state, shooter, model);
    const range = Math.min(...seen.map((m) => geometry.baseDistance(from, footprint(state, target, m))));
    const usable = (w: Weapon) =>
      (options.only?.(w) ?? true) &&
      (!protectedLeader || hasWeaponRule(w, 'Sniper')) &&
      (options.free || geometry.isAtMost(range, w.range)) &&
      !(hasWeaponRule(w, 'Heavy') && shooter.moved && !isVehicle(state, shooter)) &&
      !(hasWeaponRule(w, 'Slow') && shooter.slowUsed.includes(w.name));
    for (const weapon of weaponsFor(state, shooter, model.id, choices, usable)) {
      fired.push(weapon);
      const result = rollAttack(draft, ctx, { action: 'shoot', shooter, model: model.id, target, weapon });
      (hasWeaponRule(weapon, 'Sniper') && liveModels(target).length > 1 ? sniperHits : hits).push(
        ...result.hits,
      );
      if (result.hits.length > 0) scoring.push(weapon);
      if (hasWeaponRule(weapon, 'Slow')) draftUnit(draft, unitId).slowUsed.push(weapon.name);
    }
  }
  if (fired.length === 0) {
    ctx.emit({
      type: 'action-wasted',
      unit: unitId,
      action: 'shoot',
      reason: 'no model can see the target with a weapon in range (WT-SHOOT-03)',
    });
    return;
  }
  if (hits.length > 0)
    draft.losses.push({
      unit: targetId,
      owner: target.player,
      by: shooter.player,
      byUnit: unitId,
      cause: 'shoot',
      hits,
      visible,
    });
  // WT-WSR-15 / R51: the firer allocates Sniper hits on a multi-model unit, overriding the Tough allocation.
  if (sniperHits.length > 0)
    draft.losses.push({
      unit: targetId,
      owner: shooter.player,
      by: shooter.player,
      byUnit: unitId,
      cause: 'shoot',
      hits: sniperHits,
      visible,
      sniper: true,
    });
  if (scoring.length > 0) suppressionTest(draft, ctx, shooter, target, scoring);
}

/** Whether the unit's models can reach the target with their ranged weapons (for bots): a cheap range test. */
export function anyInRange(state: WastelandState, unit: UnitState, target: UnitState): boolean {
  const reach = Math.max(
    0,
    ...profileOf(state, unit)
      .weapons.filter(isRanged)
      .map((w) => w.range),
  );
  const mine = footprints(state, unit);
  return footprints(state, target).some((t) =>
    mine.some((c) => geometry.isAtMost(geometry.baseDistance(c, t), reach)),
  );
}
