import { geometry } from 'sandtable';
import type { WastelandContext } from '../../events';
import { hasWeaponRule, isMelee, type Weapon } from '../../schemas/weapon';
import type { Hit, ModelState, TerrainArea, UnitState, WastelandDraft, WastelandState } from '../../state';
import { buildingAsUnit, buildingsTouching, findBuilding } from '../buildings/buildings';
import {
  basesInContact,
  contactWithUnit,
  type ModelFootprint,
  unitsInContactWith,
  unitTooHighForContact,
} from '../measuring/measure';
import {
  areEnemies,
  draftUnitsById,
  effectiveMarkers,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  supportGrants,
  unitHas,
  unitsById,
} from '../units/units';
import { rollAttack } from '../weapons/attack-dice';

/** WT-FIGHT-06 / WT-SUR-39 / R24: a model strikes if it touches an enemy, or a friendly model that does; Reach always. */
export function canStrike(state: WastelandState, unit: UnitState, model: ModelState): boolean {
  return unitHas(state, unit, 'Reach') || strikesByContact(state, unit, model);
}

/** WT-FIGHT-06 / R24: the model touches an enemy (or an occupiable building), or a friendly model that does. */
function strikesByContact(state: WastelandState, unit: UnitState, model: ModelState): boolean {
  const me = footprint(state, unit, model);
  const enemies = state.units.filter(
    (u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player),
  );
  const enemyCircles = enemies.flatMap((u) => footprints(state, u));
  // R47: an occupiable building is fought like an enemy model.
  const engages = (c: ModelFootprint) =>
    enemyCircles.some((e) => basesInContact(state, c, e)) || buildingsTouching(state, c).length > 0;
  if (engages(me)) return true;
  const friends = state.units
    .filter((u) => u.status === 'on-table' && u.player === unit.player)
    .flatMap((u) =>
      liveModels(u)
        .filter((m) => m.id !== model.id)
        .map((m) => footprint(state, u, m)),
    );
  return friends.some((f) => basesInContact(state, me, f) && engages(f));
}

/** WT-FIGHT-09 / R24: +1 per (effective) marker on the target, +1 outnumbering it 2:1, +2 at 3:1. */
export function fightModifier(state: WastelandState, unit: UnitState, target: UnitState): number {
  if (!state.units.some((u) => u.id === target.id)) return 0; // a building (R47): no markers, no numbers
  const mine = liveModels(unit).length;
  const theirs = Math.max(1, liveModels(target).length);
  const outnumber = mine >= 3 * theirs ? 2 : mine >= 2 * theirs ? 1 : 0;
  return effectiveMarkers(state, target) + outnumber;
}

function meleeWeapons(
  state: WastelandState,
  unit: UnitState,
  model: ModelState,
  choices: readonly { model: string; weapon: string }[],
): Weapon[] {
  const weapons = profileOf(state, unit).weapons.filter(isMelee);
  // R49: a pure melee weapon first, an Assault weapon otherwise.
  const ordered = [
    ...weapons.filter((w) => w.range === 0),
    ...weapons.filter((w) => w.range > 0 && hasWeaponRule(w, 'Assault')),
  ];
  if (isVehicle(state, unit)) return ordered.slice(0, model.wounds); // WT-SUR-57
  const chosen = choices.find((c) => c.model === model.id);
  const pick = chosen ? ordered.find((w) => w.name === chosen.weapon) : ordered[0];
  return pick ? [pick] : [];
}

/** The enemy units engaged with the unit (occupiable buildings included, R47) and those buildings' walls. */
function engagement(
  state: WastelandState,
  unit: UnitState,
): { readonly engaged: UnitState[]; readonly walls: ReadonlyMap<string, TerrainArea> } {
  const walls = new Map<string, TerrainArea>();
  for (const c of footprints(state, unit))
    for (const area of buildingsTouching(state, c)) walls.set(area.id, area);
  const buildings = [...walls.keys()].flatMap((id) => {
    const building = findBuilding(state, id);
    return building ? [buildingAsUnit(state, building)] : [];
  });
  return { engaged: [...unitsInContactWith(state, unit), ...buildings], walls };
}

/** A striking model and the engaged units closest to it (several when equally close: its owner chooses). */
export interface StrikeOptions {
  readonly model: string;
  readonly targets: readonly string[];
}

/**
 * WT-FIGHT-07 / R24: for every model able to strike, the closest engaged enemy units; units whose distances
 * differ by no more than the base-contact tolerance (R14) are equally close.
 */
export function strikeOptions(state: WastelandState, unit: UnitState): StrikeOptions[] {
  const { engaged, walls } = engagement(state, unit);
  if (engaged.length === 0) return [];
  return liveModels(unit).flatMap((model) => {
    if (!canStrike(state, unit, model)) return [];
    const me = footprint(state, unit, model);
    const distances = engaged.map((u) => {
      const wall = walls.get(u.id);
      const d = wall
        ? geometry.circlePolygonDistance(me, wall.polygon)
        : Math.min(...footprints(state, u).map((c) => geometry.baseDistance(me, c)));
      return { id: u.id, d };
    });
    const closest = Math.min(...distances.map((x) => x.d));
    const tie = state.settings.contactTolerance + geometry.GEOMETRY_EPSILON;
    return [{ model: model.id, targets: distances.filter((x) => x.d <= closest + tie).map((x) => x.id) }];
  });
}

/**
 * WT-FIGHT-06 … WT-FIGHT-10: every model able to strike targets the closest enemy unit in base contact with
 * its unit (the owner's `picks` among equally close ones) and rolls its melee weapon's Attacks at the Fight
 * modifiers; hits become the target's Life rolls.
 */
export function strike(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  choices: readonly { model: string; weapon: string }[],
  bonus: number,
  reroll = true,
  picks: readonly { model: string; target: string }[] = [],
): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId) as UnitState;
  const { engaged } = engagement(state, unit);
  if (engaged.length === 0) {
    // WT-MEAS-04: bases that touch across too great a difference in elevation are not in contact.
    const tooHigh = unitTooHighForContact(state, unit);
    ctx.emit({
      type: 'action-wasted',
      unit: unitId,
      action: 'fight',
      reason: tooHigh
        ? 'no enemy unit is in base contact: the one it touches stands higher than the lower model is tall (WT-FIGHT-06, WT-MEAS-04)'
        : 'no enemy unit is in base contact (WT-FIGHT-06)',
      rules: ['WT-FIGHT-06', ...(tooHigh ? ['WT-MEAS-04'] : [])],
    });
    return;
  }
  const hits = new Map<string, Hit[]>();
  const reach = unitHas(state, unit, 'Reach');
  const vehicle = isVehicle(state, unit);
  // WT-SUR-46 / R34: a Support model's Bloodthirsty is part of the charge bonus (it was counted just now).
  const supported = bonus !== 0 && supportGrants(state, unit).some((r) => r.rule === 'Bloodthirsty');
  for (const option of strikeOptions(state, unit)) {
    const model = unit.models.find((m) => m.id === option.model) as ModelState;
    // WT-SUR-39: the model strikes only because of Reach.
    const byReach = reach && !strikesByContact(state, unit, model);
    const picked = picks.find((p) => p.model === model.id)?.target;
    const id = picked !== undefined && option.targets.includes(picked) ? picked : option.targets[0];
    const target = engaged.find((u) => u.id === id) as UnitState;
    // WT-MEAS-04: the model touches its target only across elevation (raised no more than the lower is tall).
    const raised =
      !byReach &&
      state.units.some((u) => u.id === target.id) &&
      contactWithUnit(state, footprint(state, unit, model), target) === 'raised';
    for (const weapon of meleeWeapons(state, unit, model, choices)) {
      const fight = fightModifier(state, unit, target);
      const modifier = fight + bonus;
      const result = rollAttack(draft, ctx, {
        action: 'fight',
        shooter: unit,
        model: model.id,
        target,
        weapon,
        modifier,
        reroll,
        rules: [
          ...(fight !== 0 ? ['WT-FIGHT-09'] : []),
          ...(bonus !== 0 ? ['WT-SUR-08'] : []),
          ...(supported ? ['WT-SUR-46'] : []),
          ...(byReach ? ['WT-SUR-39'] : []),
          ...(vehicle ? ['WT-SUR-57'] : []),
          ...(raised ? ['WT-MEAS-04'] : []),
        ],
      });
      hits.set(target.id, [...(hits.get(target.id) ?? []), ...result.hits]);
    }
  }
  // WT-SUR-29 / R20: the Strike harder! re-rolls are used up by this Fight action.
  if (reroll && unitsById.get(draft as WastelandState, unitId)?.strikeHarder !== undefined)
    delete draftUnitsById.require(draft, unitId).strikeHarder;
  for (const [targetId, list] of hits) {
    const target = engaged.find((u) => u.id === targetId) as UnitState;
    if (list.length > 0)
      draft.losses.push({
        unit: targetId,
        owner: target.player,
        by: unit.player,
        byUnit: unitId,
        cause: 'fight',
        hits: list,
      });
  }
}
