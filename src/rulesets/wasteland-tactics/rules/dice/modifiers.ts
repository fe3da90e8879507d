import { geometry } from 'sandtable';
import { type Modifier, modified, modifier } from 'sandtable/kit';
import { hasWeaponRule, type Weapon } from '../../schemas/weapon';
import type { UnitState, WastelandState } from '../../state';
import { exhaustedPenalty } from '../advantages/advantages';
import { corrosivePenalty, hauntedPenalty } from '../conditions/conditions';
import { firingPositionLifePenalty } from '../firing-positions/firing-positions';
import { centroid } from '../measuring/measure';
import { effectiveMarkers, isVehicle, liveModels, unitHas, unitRule } from '../units/units';

/** R12: more than half of the unit's models have their centre inside a Cover area. */
export function isInCover(state: WastelandState, unit: UnitState): boolean {
  if (unit.status !== 'on-table') return false;
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

/** WT-SUM-04: the permanent Will penalties (Exhausted, Haunted unless Fearless), as a positive number. */
export function willPenalty(state: WastelandState, unit: UnitState): number {
  return exhaustedPenalty(state, unit) + hauntedPenalty(state, unit);
}

/**
 * WT-SUM-04: the modifiers on a unit's Will rolls, each with its rule: +1 Defend or suppressed (WT-DEF-03/04)
 * and +1 in Cover (WT-TERR-14), neither for Cast actions or resisting them; −1 Exhausted (WT-ADV-09, R8) and
 * −1 Haunted (WT-COND-06).
 */
export function willModifiers(
  state: WastelandState,
  unit: UnitState,
  options: { readonly cast?: boolean } = {},
): Modifier[] {
  const out: Modifier[] = [];
  if (!options.cast) {
    if (countsAsDefending(state, unit))
      out.push(
        unit.defending
          ? modifier('WT-DEF-03', 1, 'took a Defend action')
          : modifier('WT-DEF-04', 1, 'suppressed: counts as defending'),
      );
    if (isInCover(state, unit)) out.push(modifier('WT-TERR-14', 1, 'in Cover'));
  }
  const exhausted = exhaustedPenalty(state, unit);
  if (exhausted !== 0) out.push(modifier('WT-ADV-09', -exhausted, 'Exhausted'));
  const haunted = hauntedPenalty(state, unit);
  if (haunted !== 0) out.push(modifier('WT-COND-06', -haunted, 'Haunted'));
  return out;
}

/** WT-SUM-04: the sum of a unit's Will modifiers ({@link willModifiers}). */
export function willModifier(
  state: WastelandState,
  unit: UnitState,
  options: { readonly cast?: boolean } = {},
): number {
  return modified(0, willModifiers(state, unit, options));
}

/** What hits a unit, for its Life roll modifiers. */
export interface HitSource {
  readonly weapon: Weapon;
  /** Damage after modifiers (R35: Cutting-edge included). */
  readonly damage: number;
  readonly action: 'shoot' | 'fight';
  /** The firing unit (WT-SUR-04 Acute Senses, WT-SUR-71 Vulnerable, WT-ADVF). */
  readonly attacker?: UnitState;
  /** WT-SHOOT-04: focused fire strips the Cover bonus. */
  readonly focused?: boolean;
}

/**
 * WT-SUR-71 / R32: more than half of the attacker's models stand behind the line through the target's centre
 * (square to its facing); a multi-model target is judged from its centroid and its first model's facing.
 */
export function attackedFromBehind(unit: UnitState, attacker: UnitState): boolean {
  const models = liveModels(unit);
  const first = models[0];
  if (!first || attacker.status !== 'on-table') return false;
  const centre = centroid(models.map((m) => ({ x: m.x, y: m.y })));
  const from = liveModels(attacker);
  const behind = from.filter(
    (m) =>
      geometry.arcOf({ center: centre, radius: 0, facing: first.facing }, m, { front: 180, rear: 180 }) ===
      'rear',
  );
  return behind.length * 2 > from.length;
}

/**
 * WT-SUM-03 / R35: the modifier on Life rolls against one hit: −Damage; +1 in Cover (not Vehicle/Monster or
 * Flying; negated by Heavy, Spray and focused fire); +1 Defend or suppressed (negated by Spray and Acute
 * Senses shooters); −X Vulnerable in melee, against Indirect Fire and from behind (WT-SUR-69/70/71); −1
 * Corrosive atmosphere; −1 for each firing-position penalty. Hardened ignores every penalty against Damage 1 or 2.
 */
export function lifeModifier(state: WastelandState, unit: UnitState, hit: HitSource): number {
  let bonus = 0;
  const spray = hasWeaponRule(hit.weapon, 'Spray');
  if (isInCover(state, unit) && !isVehicle(state, unit) && !unitHas(state, unit, 'Flying'))
    if (!spray && !hasWeaponRule(hit.weapon, 'Heavy') && !hit.focused) bonus += 1;
  const acute =
    hit.action === 'shoot' && hit.attacker !== undefined && unitHas(state, hit.attacker, 'Acute Senses');
  if (countsAsDefending(state, unit) && !spray && !acute) bonus += 1;
  const x = unitRule(state, unit, 'Vulnerable') ?? 0;
  const exposed =
    hit.action === 'fight' ||
    hasWeaponRule(hit.weapon, 'Indirect Fire') ||
    (hit.attacker !== undefined && attackedFromBehind(unit, hit.attacker));
  let penalty = hit.damage + (x > 0 && exposed ? x : 0) + corrosivePenalty(state);
  if (hit.action === 'shoot' && hit.attacker) penalty += firingPositionLifePenalty(state, hit.attacker, unit);
  const hardened = unitHas(state, unit, 'Hardened') && (hit.damage === 1 || hit.damage === 2);
  return bonus - (hardened ? 0 : penalty);
}
