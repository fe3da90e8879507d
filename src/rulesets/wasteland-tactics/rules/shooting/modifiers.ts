import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import { type Modifier, modifier } from 'sandtable/kit';
import { hasWeaponRule, type Weapon } from '../../schemas/weapon';
import type { ModelState, TerrainArea, UnitState, WastelandState } from '../../state';
import { advantageOf } from '../advantages/advantages';
import { buildingAsUnit } from '../buildings/buildings';
import { hasCondition, limitedVisibilityPenalty } from '../conditions/conditions';
import { isDeepTarget, isWideFirer } from '../firing-positions/firing-positions';
import { centroid } from '../measuring/measure';
import { actingCircles, carrierOf } from '../transport/carriers';
import { footprints, liveModels, unitHas, unitRule } from '../units/units';

/** The circles a unit looks from at a target (its models, or its Open carrier's spot, WT-SUR-37). */
export function lookingCircles(state: WastelandState, unit: UnitState, target: UnitState): Circle[] {
  return actingCircles(state, unit, centroid(liveModels(target).map((m) => ({ x: m.x, y: m.y }))));
}

/** R12: whether a target model is inside or behind one of these areas, seen from the firing model closest to it. */
function hiddenBy(
  firing: readonly Circle[],
  model: ModelState,
  areas: readonly { polygon: Polygon }[],
): boolean {
  const closest = firing.reduce<Vec2 | undefined>(
    (best, c) =>
      best === undefined || geometry.distance(c.center, model) < geometry.distance(best, model)
        ? c.center
        : best,
    undefined,
  );
  return areas.some(
    (a) =>
      geometry.pointInPolygon(model, a.polygon) ||
      (closest !== undefined &&
        geometry.segmentLengthInPolygon(closest, model, a.polygon) > geometry.GEOMETRY_EPSILON),
  );
}

/** R12: the Concealment and Cover areas that can hide the target from this unit (not those holding most of it). */
function screeningAreas(state: WastelandState, firing: readonly Circle[]) {
  const holdsShooters = (polygon: Polygon) =>
    firing.filter((c) => geometry.pointInPolygon(c.center, polygon)).length * 2 > firing.length;
  return state.terrain.filter((a) => (a.concealment || a.cover) && !holdsShooters(a.polygon));
}

/**
 * WT-TERR-09/10/12 / WT-SUR-44 / R12: the Shoot penalty for Concealment or Cover (−2) plus Stealth X, when
 * more than half the target's models are inside or behind such an area that does not hold the majority of
 * the firing unit; never against Flying targets (WT-SUR-23). `observer` is the firing unit, or the spotter
 * of Indirect Fire (R50).
 */
export function concealmentPenalty(state: WastelandState, observer: UnitState, target: UnitState): number {
  return concealmentOf(state, observer, target).penalty;
}

/** What Concealment and Cover do to one Shoot (R12): the penalty, and which rules decided it. */
interface Concealment {
  /** −2 plus Stealth X as a positive number; 0 when none applies. */
  readonly penalty: number;
  /** WT-TERR-12: a Cover area (not only Concealment) hides the majority. */
  readonly cover: boolean;
  /** WT-TERR-10: an area would hide the majority but holds most of the firing unit, so no penalty. */
  readonly excepted: boolean;
  /** WT-SUR-23: the area would hide the target, but it is Flying. */
  readonly flying: boolean;
  /** WT-BLD-02: ruins hide the majority (their Concealment or Cover). */
  readonly ruins?: boolean;
}

function concealmentOf(state: WastelandState, observer: UnitState, target: UnitState): Concealment {
  const none = { penalty: 0, cover: false, excepted: false, flying: false };
  const firing = lookingCircles(state, observer, target);
  const candidates = screeningAreas(state, firing);
  const models = liveModels(target);
  const hides = (areas: readonly TerrainArea[]) =>
    areas.length > 0 && models.filter((m) => hiddenBy(firing, m, areas)).length * 2 > models.length;
  if (!hides(candidates)) {
    const held = state.terrain.filter((a) => (a.concealment || a.cover) && !candidates.includes(a));
    return { ...none, excepted: !unitHas(state, target, 'Flying') && hides(held) };
  }
  // WT-SUR-23: Flying models get no benefit from Concealment or Cover.
  if (unitHas(state, target, 'Flying')) return { ...none, flying: true };
  return {
    penalty: 2 + (unitRule(state, target, 'Stealth') ?? 0),
    cover: hides(candidates.filter((a) => a.cover)),
    excepted: false,
    flying: false,
    ruins: hides(candidates.filter((a) => a.ruins)),
  };
}

/**
 * WT-SHOOT-04 / R12: the target's models that are completely visible: inside or behind no Concealment or
 * Cover area, seen from every firing model.
 */
export function completelyVisibleModels(
  state: WastelandState,
  shooter: UnitState,
  target: UnitState,
): string[] {
  const firing = lookingCircles(state, shooter, target);
  const areas = screeningAreas(state, firing);
  return liveModels(target)
    .filter((m) => firing.every((c) => !hiddenBy([c], m, areas)))
    .map((m) => m.id);
}

/** WT-SHOOT-04: focused fire is possible when the target benefits from Concealment or Cover but some models are completely visible. */
export function canFocus(state: WastelandState, shooter: UnitState, target: UnitState): boolean {
  return (
    concealmentPenalty(state, shooter, target) > 0 &&
    completelyVisibleModels(state, shooter, target).length > 0
  );
}

/** Where an embarked unit is, for measuring: its transport unit (or building); any other unit stands for itself. */
export function standIn(state: WastelandState, unit: UnitState): UnitState {
  const carrier = carrierOf(state, unit);
  if (!carrier) return unit;
  return carrier.kind === 'unit' ? carrier.unit : buildingAsUnit(state, carrier.building);
}

/** How a shot is fired, for its modifiers. */
export interface ShotConditions {
  /** WT-WSR-10 / R50: fired by Indirect Fire at a target the firer cannot see, with this spotter. */
  readonly spotter?: UnitState;
  /** WT-SHOOT-04: focused fire on the completely visible models. */
  readonly focused?: boolean;
}

/**
 * WT-SUM-01: the modifiers on one weapon's Shoot rolls, each with its rule: Concealment/Cover (WT-TERR-09/12)
 * and Stealth (WT-SUR-44), negated by Area Effect/Spray, Good intel and focused fire and judged from the
 * spotter for Indirect Fire; −2 Indirect Fire without a Scouts spotter (WT-WSR-10); Limited visibility
 * (WT-COND-04); Low ammunition (WT-ADV-10); and the firing-position bonuses (WT-ADVF-01/02).
 */
export function shootModifiers(
  state: WastelandState,
  shooter: UnitState,
  target: UnitState,
  weapon: Weapon,
  shot: ShotConditions,
): Modifier[] {
  const out: Modifier[] = [];
  const spread = hasWeaponRule(weapon, 'Area Effect') || hasWeaponRule(weapon, 'Spray');
  const intel = advantageOf(state, shooter.player) === 'good-intel';
  const hidden = concealmentOf(state, shot.spotter ?? shooter, target);
  if (hidden.excepted) out.push(modifier('WT-TERR-10', 0, 'the firers hold the area: no Concealment/Cover'));
  if (hidden.flying) out.push(modifier('WT-SUR-23', 0, 'Flying: no Concealment/Cover'));
  if (hidden.penalty > 0) {
    if (spread) out.push(modifier('WT-WSR-01', 0, 'Area Effect/Spray cancels Concealment/Cover'));
    else if (intel) out.push(modifier('WT-ADV-04', 0, 'Good intel cancels Concealment/Cover'));
    else if (shot.focused) out.push(modifier('WT-SHOOT-04', 0, 'focused fire on completely visible models'));
    else {
      out.push(modifier(hidden.cover ? 'WT-TERR-12' : 'WT-TERR-09', -2, 'target in Concealment or Cover'));
      if (hidden.ruins) out.push(modifier('WT-BLD-02', 0, 'ruins are Concealment or Cover'));
      if (hidden.penalty > 2) out.push(modifier('WT-SUR-44', 2 - hidden.penalty, 'Stealth'));
    }
  }
  if (shot.spotter)
    out.push(
      unitHas(state, shot.spotter, 'Scouts')
        ? modifier('WT-SUR-42', 0, 'a Scouts spotter: no Indirect Fire penalty')
        : modifier('WT-WSR-10', -2, 'Indirect Fire without a Scouts spotter'),
    );
  const place = standIn(state, target);
  const firing = lookingCircles(state, shooter, place);
  let gap = Number.POSITIVE_INFINITY;
  for (const c of firing)
    for (const t of footprints(state, place)) gap = Math.min(gap, geometry.baseDistance(c, t));
  const limited = limitedVisibilityPenalty(state, shooter, gap);
  if (limited !== 0) out.push(modifier('WT-COND-04', -limited, 'Limited visibility'));
  else if (gap >= 10 && hasCondition(state, 'limited-visibility') && unitHas(state, shooter, 'Acute Senses'))
    out.push(modifier('WT-SUR-02', 0, 'Acute Senses ignore Limited visibility'));
  const lowAmmo = shooter.lowAmmo ?? 0;
  if (lowAmmo !== 0) out.push(modifier('WT-ADV-10', -lowAmmo, 'Low ammunition'));
  if (shooter.status === 'on-table' && target.status === 'on-table') {
    if (isDeepTarget(state, shooter, target)) out.push(modifier('WT-ADVF-01', 1, 'deep target footprint'));
    if (isWideFirer(state, shooter, target)) out.push(modifier('WT-ADVF-02', 1, 'wide firing line'));
  }
  return out;
}
