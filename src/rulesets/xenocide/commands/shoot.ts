import { geometry } from 'sandtable';
import { findUnit, sideIndex, type XenocideContext, type XenocideDraft } from '../context';
import {
  type AttackSpec,
  beginAttack,
  isRefusal,
  losFeatures,
  type ShootingRefusal,
  shootingModels,
  targetWeapon,
  type ValidatedAttack,
  validateShootingAttack,
  type WeaponFire,
  weaponSystemsOf,
  whyCannotShoot,
  whyNotTargetable,
} from '../rules/shooting';
import { aoeDice } from '../rules/shooting/weapon-system';
import type { ActivationStage, UnitState, XenocideState } from '../state';
import { driveAttack, emitShotsFired } from './attack-flow';
import type { CommandOfType, XenocideCommand } from './schema';
import { payPowerPlan } from './spend-power';
import { defaultTitanFires, isTitanFireRefusal, type TitanFireCost, titanFireCost } from './titan-fire';

/** A refusal with the rejection code the engine answers with. */
type Refusal = {
  readonly code: ShootingRefusal['code'] | 'insufficient-resources';
  readonly message: string;
};

/**
 * XEN-SHOOT-01 / XEN-TURN-14: why the active player may not act in the Shooting phase now, or the stage:
 * it must be their activation's Shooting phase with no attack, test or overwatch window waiting.
 */
export function whyNotShootingPhase(state: XenocideState, player: string): Refusal | ActivationStage {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.phase !== 'shooting' || stage.player !== player) {
    return {
      code: 'illegal-action',
      message:
        'Units shoot, dig in or go on overwatch only in their own Shooting phase (XEN-SHOOT-01, XEN-TURN-14).',
    };
  }
  if (stage.attack || stage.suppression || stage.overwatch || stage.assaults || stage.overrun) {
    return { code: 'illegal-action', message: 'Finish the attack or test in progress first (XEN-SHOOT-02).' };
  }
  return stage;
}

/** The weapon fire of a command, without undefined fields. */
export function weaponFires(weapons: CommandOfType<'shoot'>['weapons']): WeaponFire[] {
  return weapons.map((w) => ({
    weapon: w.weapon,
    ...(w.power === undefined ? {} : { power: w.power }),
    ...(w.focusFire === undefined ? {} : { focusFire: w.focusFire }),
  }));
}

/**
 * XEN-CP-09 / XEN-HIT-10 / XEN-HIT-11 / R59: why directed fire may not be bought for this attack: it needs
 * a non-AOE weapon system to direct, and 1 CP.
 */
export function whyNoDirectedFire(
  state: XenocideState,
  valid: ValidatedAttack,
  player: string,
): Refusal | undefined {
  if (valid.targetings.every((t) => t.firing.every((f) => aoeDice(f.stats) > 0))) {
    return {
      code: 'illegal-action',
      message:
        'Directed fire never applies to AOE weapons, and every weapon system fired is AOE (XEN-HIT-11, R59).',
    };
  }
  const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
  if (cp < 1) {
    return {
      code: 'insufficient-resources',
      message: `Directed fire costs 1 CP and you have ${cp} (XEN-CP-03, XEN-CP-09).`,
    };
  }
  return undefined;
}

/** XEN-SHOOT-01..12 / XEN-TURN-15 / XEN-CP-09: everything `shoot` checks before a die is rolled. */
export function validateShoot(
  state: XenocideState,
  command: CommandOfType<'shoot'>,
):
  | Refusal
  | {
      readonly valid: ValidatedAttack;
      readonly spec: AttackSpec;
      /** XEN-TITAN-13: the power plan a titan pays for its weapon lines. */
      readonly titanCost?: TitanFireCost;
    } {
  const stage = whyNotShootingPhase(state, command.player);
  if ('code' in stage) return stage;
  const shooter = findUnit(state, command.unit);
  if (!shooter) return { code: 'unknown-entity', message: `There is no unit '${command.unit}'.` };
  if (shooter.player !== command.player) {
    return { code: 'illegal-action', message: `Unit ${shooter.id} is not yours (XEN-SHOOT-01).` };
  }
  if (shooter.activity.overrun === 'failed') {
    return {
      code: 'illegal-action',
      message: `Unit ${shooter.id} failed its overrun and fled; only a unit that overruns successfully may shoot afterwards (XEN-OVR-08).`,
    };
  }
  const weapons = weaponFires(command.weapons);
  // XEN-TITAN-13 / R60: a titan's weapon lines are paid from the power its core gave this activation.
  const titanCost = titanFireCost(state, command.unit, weapons);
  if (isTitanFireRefusal(titanCost)) return titanCost;
  const valid = validateShootingAttack(state, {
    shooter: command.unit,
    target: command.target,
    weapons,
    activationUnits: stage.units,
    ...(command.directedAt ? { directedAt: command.directedAt } : {}),
  });
  if (isRefusal(valid)) return valid;
  if (command.directedAt) {
    const refusal = whyNoDirectedFire(state, valid, command.player);
    if (refusal) return refusal;
  }
  const spec: AttackSpec = {
    shooter: command.unit,
    target: command.target,
    weapons,
    phase: 'shooting',
    ...(command.directedAt ? { directedAt: [...command.directedAt] } : {}),
  };
  return titanCost ? { valid, spec, titanCost } : { valid, spec };
}

/** XEN-CP-09: pays the directed-fire CP of an accepted attack. */
export function payDirectedFire(draft: XenocideDraft, ctx: XenocideContext, player: string): void {
  const side = draft.sides[sideIndex(ctx.base, player)];
  if (!side) return;
  side.cp -= 1;
  ctx.emit({ type: 'cp-spent', player, cp: 1, use: 'directed fire (XEN-CP-09)', left: side.cp });
}

/**
 * XEN-SHOOT-01..12 / XEN-HIT / XEN-AOE / XEN-CP-09: one unit fires weapon systems (each once per
 * activation) at one enemy unit. Everything is checked first; then the to-hit dice are rolled and the
 * attack is resolved as far as it can go without a player's decision.
 * @example shoot(draft, { type: 'shoot', player: 'red', unit: 'red.c1.u1', target: 'blue.c1.u1',
 *   weapons: [{ weapon: 'Rifles' }] }, ctx);
 */
export function shoot(draft: XenocideDraft, command: CommandOfType<'shoot'>, ctx: XenocideContext): void {
  const checked = validateShoot(ctx.base, command);
  if ('code' in checked) return ctx.reject(checked.code, checked.message);
  if (command.directedAt) payDirectedFire(draft, ctx, command.player);
  if (checked.titanCost) payPowerPlan(draft, ctx, checked.titanCost.plan, checked.titanCost.window);
  const attack = beginAttack(ctx.base, ctx.dice, checked.valid, checked.spec);
  emitShotsFired(ctx, attack);
  driveAttack(draft, ctx, attack);
}

/** The longest range among a unit's weapon systems, plus the 6" a high target adds (XEN-TERR-23). */
function reachOf(state: XenocideState, unit: UnitState): number {
  let best = 0;
  for (const m of shootingModels(state, unit)) {
    const profile = state.profiles[m.profile];
    if (!profile) continue;
    const ranges =
      profile.kind === 'titan'
        ? profile.weapons.flatMap((w) => w.lines.map((l) => l.range))
        : profile.weapons.map((w) => w.range);
    best = Math.max(best, ...ranges);
  }
  return best + 6;
}

/** Whether some model of `a` is within `reach` of some model of `b` (a cheap filter before LOS). */
function isWithinReach(state: XenocideState, a: UnitState, b: UnitState, reach: number): boolean {
  const mine = shootingModels(state, a);
  return shootingModels(state, b).some((t) =>
    mine.some((m) => geometry.distance(m, t) - m.radius - t.radius <= reach),
  );
}

/**
 * XEN-SHOOT-04 / XEN-SHOOT-08: the `shoot` commands `player` may send now: for each unit that may shoot,
 * one per target it can reach, with every unfired weapon system that may fire at it.
 */
export function shootCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = whyNotShootingPhase(state, player);
  if ('code' in stage) return [];
  const out: XenocideCommand[] = [];
  let features: ReturnType<typeof losFeatures> | undefined;
  for (const id of stage.units) {
    const shooter = findUnit(state, id);
    if (!shooter || whyCannotShoot(state, shooter, stage.units)) continue;
    const weapons = weaponSystemsOf(state, shooter).filter(
      (w) => !shooter.activity.firedWeapons?.includes(w),
    );
    // XEN-TITAN-13: a titan powers each weapon as a bot would, within the power it has left.
    const fires = defaultTitanFires(state, id, weapons);
    const reach = reachOf(state, shooter);
    features ??= losFeatures(state);
    for (const target of state.units) {
      if (target.player === player || target.status !== 'on-table') continue;
      if (whyNotTargetable(state, shooter, target.id, 'shooting')) continue;
      if (!isWithinReach(state, shooter, target, reach)) continue;
      const able = fires.filter(
        (f) =>
          !targetWeapon(state, shooter, target, f.weapon, {
            ...(features ? { features } : {}),
            ...(f.power === undefined ? {} : { power: f.power }),
          }).refusal,
      );
      if (able.length === 0) continue;
      const command: CommandOfType<'shoot'> = {
        type: 'shoot',
        player,
        unit: id,
        target: target.id,
        weapons: able.map((f) => ({ ...f })),
      };
      if (!('code' in validateShoot(state, command))) out.push(command);
    }
  }
  return out;
}
