import { geometry } from 'sandtable';
import { type Modifier, modified, modifier } from 'sandtable/kit';
import { hasWeaponRule, type Weapon } from '../../schemas/weapon';
import type { UnitState, WastelandState } from '../../state';
import { exhaustedPenalty } from '../advantages/advantages';
import { corrosivePenalty, hasCondition, hauntedPenalty } from '../conditions/conditions';
import { isDeepTarget, isElevatedFirer } from '../firing-positions/firing-positions';
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
  else if (hasCondition(state, 'haunted')) out.push(modifier('WT-SUR-16', 0, 'Fearless ignores Haunted'));
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
 * WT-SUM-03 / R35: the modifiers on Life rolls against one hit, each with its rule: −Damage (WT-WPN-06); +1 in
 * Cover (WT-TERR-13; not Vehicle/Monster or Flying; negated by Heavy WT-WSR-12, Spray WT-WSR-03 and focused
 * fire WT-SHOOT-04); +1 Defend or suppressed (WT-DEF-02/04; negated by Spray and Acute Senses shooters,
 * WT-SUR-04); −X Vulnerable in melee, against Indirect Fire and from behind (WT-SUR-69/70/71); −1 Corrosive
 * atmosphere (WT-COND-07); −1 for each firing-position penalty (WT-ADVF-01/03). Hardened (WT-SUR-19) ignores
 * every penalty against Damage 1 or 2. A rule that cancels a bonus is listed with value 0.
 */
export function lifeModifiers(state: WastelandState, unit: UnitState, hit: HitSource): Modifier[] {
  const out: Modifier[] = [];
  const spray = hasWeaponRule(hit.weapon, 'Spray');
  if (isInCover(state, unit) && !isVehicle(state, unit) && !unitHas(state, unit, 'Flying')) {
    if (spray) out.push(modifier('WT-WSR-03', 0, 'Spray cancels Cover'));
    else if (hasWeaponRule(hit.weapon, 'Heavy')) out.push(modifier('WT-WSR-12', 0, 'Heavy cancels Cover'));
    else if (hit.focused) out.push(modifier('WT-SHOOT-04', 0, 'focused fire cancels Cover'));
    else out.push(modifier('WT-TERR-13', 1, 'in Cover'));
  }
  const acute =
    hit.action === 'shoot' && hit.attacker !== undefined && unitHas(state, hit.attacker, 'Acute Senses');
  if (countsAsDefending(state, unit)) {
    if (spray) out.push(modifier('WT-WSR-03', 0, 'Spray cancels Defend'));
    else if (acute) out.push(modifier('WT-SUR-04', 0, 'Acute Senses cancel Defend'));
    else out.push(modifier(unit.defending ? 'WT-DEF-02' : 'WT-DEF-04', 1, 'defending'));
  }
  const x = unitRule(state, unit, 'Vulnerable') ?? 0;
  const vulnerable =
    x <= 0
      ? undefined
      : hit.action === 'fight'
        ? 'WT-SUR-69'
        : hasWeaponRule(hit.weapon, 'Indirect Fire')
          ? 'WT-SUR-70'
          : hit.attacker !== undefined && attackedFromBehind(unit, hit.attacker)
            ? 'WT-SUR-71'
            : undefined;
  const penalties: Modifier[] = [];
  if (hit.damage !== 0) penalties.push(modifier('WT-WPN-06', -hit.damage, `Damage ${hit.damage}`));
  if (vulnerable) penalties.push(modifier(vulnerable, -x, `Vulnerable ${x}`));
  const corrosive = corrosivePenalty(state);
  if (corrosive !== 0) penalties.push(modifier('WT-COND-07', -corrosive, 'Corrosive atmosphere'));
  if (hit.action === 'shoot' && hit.attacker) {
    const attacker = hit.attacker;
    if (attacker.status === 'on-table' && unit.status === 'on-table') {
      if (isDeepTarget(state, attacker, unit)) penalties.push(modifier('WT-ADVF-01', -1, 'deep footprint'));
      if (isElevatedFirer(state, attacker, unit))
        penalties.push(modifier('WT-ADVF-03', -1, 'elevated firers'));
    }
  }
  const hardened = unitHas(state, unit, 'Hardened') && (hit.damage === 1 || hit.damage === 2);
  if (hardened && penalties.length > 0) out.push(modifier('WT-SUR-19', 0, 'Hardened ignores the penalties'));
  else out.push(...penalties);
  return out;
}

/** WT-SUM-03: the sum of the Life modifiers against one hit ({@link lifeModifiers}). */
export function lifeModifier(state: WastelandState, unit: UnitState, hit: HitSource): number {
  return modified(0, lifeModifiers(state, unit, hit));
}
