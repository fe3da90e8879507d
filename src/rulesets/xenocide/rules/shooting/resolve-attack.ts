import type { Dice } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type {
  AttackSpec,
  FirePhase,
  ShootingRefusal,
  WeaponFire,
  WeaponTargeting,
} from '../../state/shooting';
import { whyCannotShoot, whyNotTargetable } from './eligibility';
import { shootingModels } from './engagement';
import type { HitChoices } from './resolve-target';
import { losFeatures } from './sight';
import {
  attackResult,
  beginAttack,
  continueAttack,
  type ShootingAttackResult,
  type ValidatedAttack,
} from './staged-attack';
import { targetWeapon } from './targeting';

/** XEN-SHOOT-02: one unit's shooting at one target unit, with every choice its players make (all optional). */
export interface ShootingAttackSpec extends HitChoices {
  readonly shooter: string;
  readonly target: string;
  /** XEN-SHOOT-08: the weapon systems fired at this target, each once. */
  readonly weapons: readonly WeaponFire[];
  /** Default 'shooting'; 'overwatch' fire adds nothing to suppression (XEN-OW-09). */
  readonly phase?: FirePhase;
  /** XEN-AOE-12 / R37: the shooter's tie order for mingled units of equal size; default state order. */
  readonly mingledOrder?: readonly string[];
  /** XEN-TERR-25: an overwatch reply to a pop-up (no +6" range). */
  readonly popUpReply?: boolean;
  /** XEN-TITAN-14: a titan shooter's sight point (default its head). */
  readonly sightFrom?: 'head' | 'mount';
  /** XEN-SHOOT-01: when given (Shooting phase), the shooter must be one of these units and able to shoot. */
  readonly activationUnits?: readonly string[];
}

/**
 * XEN-SHOOT-04..12 / XEN-HIT-10 / XEN-HIT-11: checks an attack before any die: both units exist and may
 * shoot / be shot at, each weapon system is named once and may fire at the target, and directed fire
 * names models of the target. Returns the refusal, or the targeting to roll with.
 */
export function validateShootingAttack(
  state: XenocideState,
  spec: ShootingAttackSpec,
): ValidatedAttack | ShootingRefusal {
  const shooter = findUnit(state, spec.shooter);
  if (!shooter) return { code: 'unknown-entity', message: `There is no unit '${spec.shooter}'.` };
  const phase = spec.phase ?? 'shooting';
  if (phase === 'shooting' && spec.activationUnits !== undefined) {
    const cannot = whyCannotShoot(state, shooter, spec.activationUnits);
    if (cannot) return cannot;
  }
  const refusal = whyNotTargetable(state, shooter, spec.target, phase);
  const target = findUnit(state, spec.target);
  if (refusal || !target)
    return refusal ?? { code: 'unknown-entity', message: `There is no unit '${spec.target}'.` };
  if (spec.weapons.length === 0)
    return { code: 'illegal-action', message: 'Name at least one weapon system to fire (XEN-SHOOT-08).' };
  const names = spec.weapons.map((w) => w.weapon);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) {
    return {
      code: 'illegal-action',
      message: `Weapon system '${twice}' is named twice; each fires once per activation (XEN-SHOOT-08).`,
    };
  }
  const already =
    phase === 'shooting' ? names.find((n) => shooter.activity.firedWeapons?.includes(n)) : undefined;
  if (already !== undefined) {
    return {
      code: 'illegal-action',
      message: `Weapon system '${already}' of unit ${shooter.id} has already fired this activation; each fires once (XEN-SHOOT-08).`,
    };
  }
  if (spec.directedAt !== undefined) {
    const ids = shootingModels(state, target).map((m) => m.id);
    const bad = spec.directedAt.find((id) => !ids.includes(id));
    if (spec.directedAt.length === 0 || bad !== undefined) {
      return {
        code: 'illegal-action',
        message: `Directed fire must name models of unit ${target.id} on the table${bad ? `; ${bad} is not one` : ''} (XEN-HIT-10, R59).`,
      };
    }
  }
  const features = losFeatures(state);
  const targetings: WeaponTargeting[] = [];
  for (const w of spec.weapons) {
    const t = targetWeapon(state, shooter, target, w.weapon, {
      features,
      ...(w.power === undefined ? {} : { power: w.power }),
      ...(spec.popUpReply ? { popUpReply: true } : {}),
      ...(phase === 'bombing' ? { bombing: true } : {}),
      ...(spec.sightFrom ? { sightFrom: spec.sightFrom } : {}),
    });
    if (t.refusal) return t.refusal;
    targetings.push(t);
  }
  return { shooter, target, targetings };
}

/** XEN-SHOOT-04: whether a validation result is a refusal. */
export function isRefusal(value: ValidatedAttack | ShootingRefusal): value is ShootingRefusal {
  return 'code' in value;
}

/**
 * XEN-SHOOT-02 / XEN-HIT / XEN-AOE / XEN-ALLOC / XEN-SAVE: resolves one unit's shooting at one target with
 * the given choices (defaults where absent): every weapon system rolls to hit (AOE hits roll Xd3), misses
 * are rerolled against mingled units (R37), hits are allocated, saves rolled pool by pool, casualties
 * chosen. No state changes: apply the result with `applyShootingResult`. Throws on an invalid spec; check
 * it with {@link validateShootingAttack} first.
 * @example resolveShootingAttack(state, dice, { shooter: 'red.c1.u1', target: 'blue.c1.u1', weapons: [{ weapon: 'Rifles' }] })
 */
export function resolveShootingAttack(
  state: XenocideState,
  dice: Dice,
  spec: ShootingAttackSpec,
): ShootingAttackResult {
  const valid = validateShootingAttack(state, spec);
  if (isRefusal(valid)) throw rulesetBug(`xenocide: resolveShootingAttack: ${valid.message}`);
  const staged: AttackSpec = {
    shooter: spec.shooter,
    target: spec.target,
    weapons: spec.weapons,
    phase: spec.phase ?? 'shooting',
    ...(spec.directedAt === undefined ? {} : { directedAt: spec.directedAt }),
    ...(spec.mingledOrder === undefined ? {} : { mingledOrder: spec.mingledOrder }),
    ...(spec.popUpReply === undefined ? {} : { popUpReply: spec.popUpReply }),
    ...(spec.sightFrom === undefined ? {} : { sightFrom: spec.sightFrom }),
  };
  const begun = beginAttack(state, dice, valid, staged);
  const { attack } = continueAttack(state, dice, begun, { interactive: false, choices: spec });
  return attackResult(state, attack);
}
