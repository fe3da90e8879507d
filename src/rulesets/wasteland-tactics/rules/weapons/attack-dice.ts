import { type Modifier, modified, rulesOf } from 'sandtable/kit';
import type { WastelandContext } from '../../events';
import { hasWeaponRule, type Weapon, weaponRuleValue } from '../../schemas/weapon';
import type { Hit, UnitState, WastelandDraft, WastelandState } from '../../state';
import { cuttingEdgeBonus } from '../advantages/advantages';
import { lifeModifiers } from '../dice/modifiers';
import { type ShotConditions, shootModifiers } from '../shooting/modifiers';
import { draftUnitsById, liveModels, unitHas } from '../units/units';

/** One model's attack with one weapon. */
export interface AttackSpec extends ShotConditions {
  readonly action: 'shoot' | 'fight';
  readonly shooter: UnitState;
  readonly model: string;
  readonly target: UnitState;
  readonly weapon: Weapon;
  /** Extra modifiers on the attack dice (Fight bonuses, WT-FIGHT-09). */
  readonly modifier?: number;
  /** The rules behind `modifier` (WT-FIGHT-09, WT-SUR-08), named by the roll. */
  readonly rules?: readonly string[];
  /** WT-SUR-29: spend the unit's Strike harder! re-rolls on missed dice. */
  readonly reroll?: boolean;
  /** WT-SUR-65: the target is a Vehicle/Monster, so only natural 1s count as failed shots for WT-SHOOT-09. */
  readonly vehicleTarget?: boolean;
}

/** What an attack roll produced. */
export interface AttackResult {
  readonly hits: Hit[];
  /** R8: Shoot dice actually rolled (autohit dice excluded), and how many failed. */
  readonly rolled: number;
  readonly failed: number;
  /** WT-SHOOT-09 / WT-SUR-65: failed Shoot rolls that may hit the shooter's own units in a melee. */
  readonly misses: number;
}

/** WT-ADV-05 / R35: a weapon's Damage after modifiers. */
export function weaponDamage(state: WastelandState, shooter: UnitState, weapon: Weapon): number {
  return weapon.damage + cuttingEdgeBonus(state, shooter.player);
}

/** R6 / WT-SUR-35 / WT-WSR-07: wounds a failed Life roll deals: Deadly X, doubled against Open (Area Effect, Spray) and on a critical. */
export function hitWounds(
  state: WastelandState,
  target: UnitState,
  weapon: Weapon,
  critical: boolean,
): number {
  const spread = hasWeaponRule(weapon, 'Area Effect') || hasWeaponRule(weapon, 'Spray');
  let deadly = weaponRuleValue(weapon, 'Deadly') ?? 0;
  if (unitHas(state, target, 'Open') && spread) deadly = deadly > 0 ? deadly * 2 : 2;
  if (critical) deadly = deadly > 0 ? deadly * 2 : 2;
  return Math.max(1, deadly);
}

/**
 * WT-SHOOT-05 / WT-FIGHT-08 / WT-WSR-01/02/06/07/19/20 / WT-SUR-29 / R4 / R5 / R6: rolls one weapon's attacks
 * and turns each hit into a pending Life roll at −Damage with its Deadly wounds; critical hits fail
 * automatically and double Deadly; Unstable dice hurt the firing model; Strike harder! re-rolls misses.
 */
export function rollAttack(draft: WastelandDraft, ctx: WastelandContext, spec: AttackSpec): AttackResult {
  const state = draft as WastelandState;
  const { weapon, shooter, target } = spec;
  const spread = hasWeaponRule(weapon, 'Area Effect') || hasWeaponRule(weapon, 'Spray');
  let modifier = (spec.modifier ?? 0) + (shooter.blessing === 'active' ? 1 : 0); // WT-SUR-15
  const shotModifiers = spec.action === 'shoot' ? shootModifiers(state, shooter, target, weapon, spec) : [];
  modifier += modified(0, shotModifiers);
  const attacks = spread ? Math.min(weapon.attacks, liveModels(target).length) : weapon.attacks;
  const critical = weaponRuleValue(weapon, 'Critical');
  const unstable = weaponRuleValue(weapon, 'Unstable');
  const autohit = weapon.hit === 'autohit';
  const needed = autohit ? 1 : (weapon.hit as number) - modifier;
  const mustRoll =
    critical !== undefined || unstable !== undefined || (!autohit && needed > 1 && needed < 11);
  const purpose = `${spec.action} ${weapon.name} (${spec.model})`;
  const assaultInMelee = spec.action === 'fight' && weapon.range > 0 && hasWeaponRule(weapon, 'Assault');
  const rules = rulesOf(
    spec.action === 'shoot' ? 'WT-SHOOT-05' : 'WT-FIGHT-08',
    'WT-DICE-02',
    // WT-WPN-01/02/07: the profile's shorthand, its range (R0 melee, else ranged) and its special rules.
    'WT-WPN-01',
    'WT-WPN-02',
    'WT-WPN-03',
    weapon.rules.length > 0 ? 'WT-WPN-07' : undefined,
    // WT-SHOOT-01 / WT-MEAS-01/02: a ranged weapon, no contact, range from the closest points of the bases.
    ...(spec.action === 'shoot'
      ? ['WT-SHOOT-01', 'WT-SHOOT-03', 'WT-VIS-01', 'WT-MEAS-01', 'WT-MEAS-02']
      : ['WT-FIGHT-01', 'WT-FIGHT-06', 'WT-FIGHT-07', 'WT-MEAS-03']),
    assaultInMelee ? 'WT-WSR-04' : undefined,
    // WT-DICE-08 / R2: a unit's dice rolled as groups, one per model and weapon.
    liveModels(shooter).length > 1 ? 'WT-DICE-08' : undefined,
    autohit ? 'WT-WPN-05' : 'WT-WPN-04',
    !autohit && needed <= 1 ? 'WT-DICE-05' : undefined,
    spread ? 'WT-WSR-02' : undefined,
    critical !== undefined ? 'WT-WSR-06' : undefined,
    unstable !== undefined ? 'WT-WSR-19' : undefined,
    shooter.blessing === 'active' ? 'WT-SUR-15' : undefined,
    spec.rules,
    shotModifiers,
    // WT-SUM-01/02: the derived Shoot and Fight modifier summaries, when one of their modifiers applies.
    spec.action === 'shoot' && (shotModifiers.length > 0 || shooter.blessing === 'active')
      ? 'WT-SUM-01'
      : undefined,
    spec.action === 'fight' && ((spec.rules ?? []).length > 0 || shooter.blessing === 'active')
      ? 'WT-SUM-02'
      : undefined,
  );
  let roll = mustRoll
    ? ctx.dice.roll({ purpose, count: attacks, sides: 10, player: shooter.player, rules })
    : undefined;
  const normalHit = (face: number | undefined) =>
    autohit || needed <= 1 || (needed <= 10 && face !== undefined && face >= needed);
  const isCritical = (face: number | undefined) =>
    critical !== undefined && face !== undefined && face >= critical;
  const spare = state.units.find((u) => u.id === shooter.id)?.strikeHarder ?? 0;
  let rerolled = false;
  if (roll && spec.reroll && spare > 0 && !autohit) {
    const misses = roll.dice.flatMap((f, i) => (normalHit(f) || isCritical(f) ? [] : [i])).slice(0, spare);
    if (misses.length > 0) {
      roll = ctx.dice.reroll(roll, misses, `${purpose} (Strike harder!)`);
      rerolled = true;
      draftUnitsById.require(draft, shooter.id).strikeHarder = spare - misses.length;
    }
  }
  const faces = roll?.dice ?? [];
  const hits: Hit[] = [];
  let criticals = 0;
  let unstableFails = 0;
  let misses = 0;
  const damage = weaponDamage(state, shooter, weapon);
  const lifeRules: Modifier[] = [];
  for (let i = 0; i < attacks; i++) {
    const face = faces[i];
    const crit = isCritical(face);
    if (unstable !== undefined && face !== undefined && face <= unstable) unstableFails += 1;
    if (!crit && !normalHit(face)) {
      if (!autohit && (!spec.vehicleTarget || face === 1)) misses += 1;
      continue;
    }
    if (crit) criticals += 1;
    const life = lifeModifiers(state, target, {
      weapon,
      damage,
      action: spec.action,
      attacker: shooter,
      ...(spec.focused ? { focused: true } : {}),
    });
    lifeRules.push(...life);
    hits.push({
      kind: 'life',
      modifier: modified(0, life),
      wounds: hitWounds(state, target, weapon, crit),
      autoFail: crit,
    });
  }
  ctx.emit({
    type: 'attack-rolled',
    action: spec.action,
    unit: shooter.id,
    model: spec.model,
    weapon: weapon.name,
    target: target.id,
    needed,
    dice: [...faces],
    hits: hits.length,
    criticals,
    rules: rulesOf(
      rules,
      rerolled ? 'WT-SUR-29' : undefined,
      faces.includes(10) ? 'WT-DICE-03' : undefined,
      lifeRules,
      lifeRules.length > 0 ? 'WT-SUM-03' : undefined,
      hits.length > 0 && damage !== weapon.damage ? 'WT-ADV-05' : undefined,
      criticals > 0 ? 'WT-WSR-07' : undefined,
      hits.length > 0 && damage > 0 ? 'WT-WPN-06' : undefined,
      hits.length > 0 && weaponRuleValue(weapon, 'Deadly') !== undefined ? 'WT-WSR-08' : undefined,
      // WT-SUR-35: an Area Effect or Spray hit on an Open model is Deadly 2 (or its Deadly doubled).
      hits.length > 0 && spread && unitHas(state, target, 'Open') ? 'WT-SUR-35' : undefined,
      unstableFails > 0 ? 'WT-WSR-20' : undefined,
    ),
  });
  if (unstableFails > 0)
    draft.losses.push({
      unit: shooter.id,
      owner: shooter.player,
      cause: 'unstable',
      model: spec.model,
      hits: Array.from({ length: unstableFails }, () => ({
        kind: 'life' as const,
        modifier: 0,
        wounds: 1,
        autoFail: true,
      })),
    });
  const rolled = autohit ? 0 : faces.length;
  return { hits, rolled, failed: rolled > 0 ? attacks - hits.length : 0, misses };
}
