import { geometry } from 'sandtable';
import { effectiveMarkers, isVehicle, liveModels, unitHas, unitRule } from '../context';
import { hasWeaponRule, type Weapon } from '../schemas/weapon';
import type { UnitState, WastelandState } from '../state';

/** R12: more than half of the unit's models have their centre inside a Cover area. */
export function isInCover(state: WastelandState, unit: UnitState): boolean {
  const models = liveModels(unit);
  const inside = models.filter((m) =>
    state.terrain.some((a) => a.cover && geometry.pointInPolygon(m, a.polygon)),
  );
  return inside.length * 2 > models.length;
}

/** WT-DEF-02/03/04 / R21: the unit took a Defend action this round or has a suppression marker. */
export function countsAsDefending(state: WastelandState, unit: UnitState): boolean {
  return unit.defending || effectiveMarkers(state, unit) > 0;
}

/**
 * WT-SUM-04: the modifier on a unit's Will rolls: +1 Defend or suppressed (WT-DEF-03/04) and +1 in Cover
 * (WT-TERR-14), neither for Cast actions or resisting them.
 */
export function willModifier(
  state: WastelandState,
  unit: UnitState,
  options: { readonly cast?: boolean } = {},
): number {
  if (options.cast) return 0;
  return (countsAsDefending(state, unit) ? 1 : 0) + (isInCover(state, unit) ? 1 : 0);
}

/** What hits a unit, for its Life roll modifiers. */
export interface HitSource {
  readonly weapon: Weapon;
  /** Damage after modifiers (R35). */
  readonly damage: number;
  readonly action: 'shoot' | 'fight';
  /** The firing unit (WT-SUR-04 Acute Senses). */
  readonly attacker?: UnitState;
}

/**
 * WT-SUM-03 / R35: the modifier on Life rolls against one hit: −Damage, +1 in Cover (not Vehicle/Monster or
 * Flying; negated by Heavy and Spray), +1 Defend or suppressed (negated by Spray and Acute Senses shooters),
 * −X Vulnerable in melee; Hardened ignores every penalty against Damage 1 or 2.
 */
export function lifeModifier(state: WastelandState, unit: UnitState, hit: HitSource): number {
  let bonus = 0;
  const spray = hasWeaponRule(hit.weapon, 'Spray');
  if (isInCover(state, unit) && !isVehicle(state, unit) && !unitHas(state, unit, 'Flying'))
    if (!spray && !hasWeaponRule(hit.weapon, 'Heavy')) bonus += 1;
  const acute =
    hit.action === 'shoot' && hit.attacker !== undefined && unitHas(state, hit.attacker, 'Acute Senses');
  if (countsAsDefending(state, unit) && !spray && !acute) bonus += 1;
  // WT-SUR-69: Vulnerable X against melee attacks by models in base contact.
  const vulnerable = hit.action === 'fight' ? (unitRule(state, unit, 'Vulnerable') ?? 0) : 0;
  const penalty = -hit.damage - vulnerable;
  const hardened = unitHas(state, unit, 'Hardened') && (hit.damage === 1 || hit.damage === 2);
  return bonus + (hardened ? 0 : penalty);
}
