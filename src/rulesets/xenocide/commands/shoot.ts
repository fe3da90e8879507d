import { canonicalJson, geometry } from 'sandtable';
import {
  memoize,
  refuse,
  settled,
  sideIndex,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { sectionAt } from '../rules/buildings/building-state';
import { canPopUp, whyCannotPopUp, withPoppedUp } from '../rules/movement/high-units';
import {
  baseOf,
  beginAttack,
  isRefusal,
  losFeatures,
  shootingModels,
  targetWeapon,
  type ValidatedAttack,
  validateShootingAttack,
  weaponSystemsOf,
  whyCannotShoot,
  whyNotTargetable,
} from '../rules/shooting';
import {
  buildingTargetOf,
  targetBuildingWeapon,
  whyNotBuildingTarget,
} from '../rules/shooting/building-targeting';
import { aoeDice } from '../rules/shooting/weapon-system';
import type { ActivationStage, UnitState, XenocideState } from '../state';
import type { Occupancy } from '../state/buildings';
import type { AttackSpec, ShootingRefusal, WeaponFire } from '../state/shooting';
import { fireAtBuilding, type ValidatedBuildingFire } from './buildings/fire';
import type { CommandOfType, XenocideCommand } from './schema';
import { driveAttack, emitShotsFired } from './shooting/attack-flow';
import { popUp } from './shooting/pop-up';
import {
  defaultTitanFires,
  isTitanFireRefusal,
  type TitanFireCost,
  titanFireCost,
} from './shooting/titan-fire';
import { payPowerPlan } from './spend-power';

/** A refusal with the rejection code the engine answers with. */
type Refusal = {
  readonly code: ShootingRefusal['code'] | 'insufficient-resources';
  readonly message: string;
  readonly path?: readonly (string | number)[];
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

/** What {@link validateShoot} answers: a refusal, or the attack ready to roll. */
export type CheckedShot =
  | Refusal
  | {
      readonly valid: ValidatedAttack;
      readonly spec: AttackSpec;
      /** XEN-TITAN-13: the power plan a titan pays for its weapon lines. */
      readonly titanCost?: TitanFireCost;
    }
  | {
      /** XEN-BLD-17: the target is a building section: the shot at it, ready to roll. */
      readonly building: ValidatedBuildingFire;
      readonly titanCost?: TitanFireCost;
    };

/**
 * XEN-SHOOT-01..12 / XEN-TURN-15 / XEN-CP-09: everything `shoot` checks before a die is rolled. Pure in the
 * state and the command: on a frozen state each distinct command is checked once (a bot's check of the
 * shot it then sends, and the engine's own, ask the same question); the answer is frozen.
 */
export function validateShoot(state: XenocideState, command: CommandOfType<'shoot'>): CheckedShot {
  if (!Object.isFrozen(state)) return checkShot(state, command);
  return memoize(
    state,
    `shoot:${canonicalJson(command)}`,
    () => settled(checkShot(state, command)) as CheckedShot,
  );
}

function checkShot(state: XenocideState, command: CommandOfType<'shoot'>): CheckedShot {
  const stage = whyNotShootingPhase(state, command.player);
  if ('code' in stage) return stage;
  const shooter = unitById.get(state, command.unit);
  if (!shooter) return { code: 'unknown-entity', message: `There is no unit '${command.unit}'.` };
  if (shooter.player !== command.player) {
    return { code: 'illegal-action', message: `Unit ${shooter.id} is not yours (XEN-SHOOT-01).` };
  }
  if (shooter.activity.overrun === 'failed') {
    return {
      code: 'illegal-action',
      message: shooter.activity.stoppedByBuilding
        ? `Titan ${shooter.id} burst into a building that stood and stopped against it; a titan keeps moving or shooting only when the building collapses (XEN-BLD-34, R51, XEN-OVR-08).`
        : `Unit ${shooter.id} failed its overrun and fled; only a unit that overruns successfully may shoot afterwards (XEN-OVR-08).`,
    };
  }
  const titan = shootingModels(state, shooter).some((m) => m.titan !== undefined);
  if (command.sightFrom !== undefined && !titan)
    return {
      code: 'illegal-action',
      message: `Only a titan chooses to trace sight from its head or a weapon mount; ${shooter.id} is not a titan (XEN-TITAN-14).`,
      path: ['sightFrom'],
    };
  if (command.popUp) {
    const why = whyCannotPopUp(state, shooter);
    if (why) return { ...why, path: ['popUp'] };
    if (!unitById.get(state, command.target))
      return {
        code: 'illegal-action',
        message: 'A pop-up attack is made at an enemy unit, not at a building section (XEN-TERR-24).',
        path: ['target'],
      };
  }
  // XEN-TERR-24 / R19: a popped-up unit is high while it fires (12" for sight).
  const measured = command.popUp ? withPoppedUp(state, shooter.id) : state;
  const weapons = weaponFires(command.weapons);
  // XEN-TITAN-13 / R60: a titan's weapon lines are paid from the power its core gave this activation.
  const titanCost = titanFireCost(state, command.unit, weapons);
  if (isTitanFireRefusal(titanCost)) return titanCost;
  const at = unitById.get(state, command.target) ? undefined : buildingTargetOf(state, command.target);
  if (at) {
    const building = validateBuildingShot(state, command, stage.units, at);
    if ('code' in building) return building;
    return titanCost ? { building, titanCost } : { building };
  }
  // XEN-TITAN-14: a titan sees from its head unless its owner picks a weapon mount.
  const sightFrom = titan ? (command.sightFrom ?? 'head') : undefined;
  const valid = validateShootingAttack(measured, {
    shooter: command.unit,
    target: command.target,
    weapons,
    activationUnits: stage.units,
    ...(command.directedAt ? { directedAt: command.directedAt } : {}),
    ...(sightFrom ? { sightFrom } : {}),
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
    ...(command.popUp ? { popUp: true } : {}),
    ...(sightFrom ? { sightFrom } : {}),
  };
  return titanCost ? { valid, spec, titanCost } : { valid, spec };
}

/**
 * XEN-BLD-17 / XEN-SHOOT-01 / XEN-SHOOT-04 / XEN-SHOOT-08: everything a shot at a building section checks
 * before a die is rolled: the shooter may shoot, the section stands and holds no friendly unit, no directed
 * fire, each weapon system named once and unfired, and each may fire at the section (sight, range).
 */
export function validateBuildingShot(
  state: XenocideState,
  command: CommandOfType<'shoot'>,
  activationUnits: readonly string[],
  at: Occupancy,
): Refusal | ValidatedBuildingFire {
  const shooter = unitById.get(state, command.unit);
  if (!shooter) return { code: 'unknown-entity', message: `There is no unit '${command.unit}'.` };
  const cannot = whyCannotShoot(state, shooter, activationUnits);
  if (cannot) return { ...cannot, path: ['unit'] };
  const bad = whyNotBuildingTarget(state, shooter, at);
  if (bad) return { ...bad, path: ['target'] };
  const found = sectionAt(state.buildings ?? [], at);
  if (!found) return { code: 'unknown-entity', message: `There is no building section '${command.target}'.` };
  if (command.directedAt)
    return {
      code: 'illegal-action',
      message:
        'Directed fire picks models of a unit, and a building has none: leave out directedAt to shoot at the building, or target the unit inside (XEN-HIT-10, R59, XEN-BLD-17).',
      path: ['directedAt'],
    };
  const names = command.weapons.map((w) => w.weapon);
  const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (twice >= 0)
    return {
      code: 'illegal-action',
      message: `Weapon system '${names[twice]}' is named twice; each fires once per activation (XEN-SHOOT-08).`,
      path: ['weapons', twice, 'weapon'],
    };
  const fired = names.findIndex((n) => shooter.activity.firedWeapons?.includes(n));
  if (fired >= 0)
    return {
      code: 'illegal-action',
      message: `Weapon system '${names[fired]}' of unit ${shooter.id} has already fired this activation; each fires once (XEN-SHOOT-08).`,
      path: ['weapons', fired, 'weapon'],
    };
  const features = losFeatures(state);
  const weapons = weaponFires(command.weapons);
  const volleys: ValidatedBuildingFire['volleys'][number][] = [];
  for (const [i, fire] of weapons.entries()) {
    const t = targetBuildingWeapon(state, shooter, found, fire, features);
    if (t.refusal) return { ...t.refusal, path: ['weapons', i] };
    volleys.push(...t.volleys);
  }
  return {
    spec: { shooter: shooter.id, building: at.building, section: at.section, weapons, phase: 'shooting' },
    volleys,
  };
}

/** XEN-CP-09: pays the directed-fire CP of an accepted attack. */
export function payDirectedFire(draft: XenocideDraft, ctx: XenocideContext, player: string): void {
  const side = draft.sides[sideIndex(ctx.base, player)];
  if (!side) return;
  side.cp -= 1;
  ctx.emit({
    type: 'cp-spent',
    player,
    cp: 1,
    use: 'directed fire (XEN-CP-09)',
    left: side.cp,
    rules: ['XEN-CP-09', 'XEN-HIT-10'],
  });
}

/**
 * XEN-SHOOT-01..12 / XEN-HIT / XEN-AOE / XEN-CP-09 / XEN-BLD-17: one unit fires weapon systems (each once per
 * activation) at one enemy unit, or at a building section itself (`target` names the section). Everything is checked first; then the to-hit dice are rolled and the
 * attack is resolved as far as it can go without a player's decision.
 * @example shoot(draft, { type: 'shoot', player: 'red', unit: 'red.c1.u1', target: 'blue.c1.u1',
 *   weapons: [{ weapon: 'Rifles' }] }, ctx);
 */
export function shoot(draft: XenocideDraft, command: CommandOfType<'shoot'>, ctx: XenocideContext): void {
  const checked = validateShoot(ctx.base, command);
  if ('code' in checked) return refuse(ctx, checked, checked.path ? { path: [...checked.path] } : {});
  if ('building' in checked) {
    if (checked.titanCost) payPowerPlan(draft, ctx, checked.titanCost.plan, checked.titanCost.window);
    return fireAtBuilding(draft, ctx, command.player, checked.building);
  }
  if (command.directedAt) payDirectedFire(draft, ctx, command.player);
  if (checked.titanCost) payPowerPlan(draft, ctx, checked.titanCost.plan, checked.titanCost.window);
  // XEN-TERR-24 / R19: the unit rises to 12" before it fires, and stays high until enemy overwatch replied.
  const base = command.popUp ? popUp(draft, ctx, command.unit) : ctx.base;
  const attack = beginAttack(base, ctx.dice, checked.valid, checked.spec);
  emitShotsFired(ctx, attack);
  driveAttack(draft, { ...ctx, base }, attack);
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
    const shooter = unitById.get(state, id);
    if (!shooter || whyCannotShoot(state, shooter, stage.units)) continue;
    const weapons = weaponSystemsOf(state, shooter).filter(
      (w) => !shooter.activity.firedWeapons?.includes(w),
    );
    // XEN-TITAN-13: a titan powers each weapon as a bot would, within the power it has left.
    const fires = defaultTitanFires(state, id, weapons);
    const reach = reachOf(state, shooter);
    features ??= losFeatures(state);
    const low = unitShootCommands(state, player, shooter, fires, reach, features);
    out.push(...low);
    // XEN-TITAN-14: a titan may also trace sight from a weapon mount (its head is the default).
    if (shootingModels(state, shooter).some((m) => m.titan !== undefined))
      for (const command of low) {
        const mount = { ...command, sightFrom: 'mount' as const };
        if (!('code' in validateShoot(state, mount))) out.push(mount);
      }
    // XEN-TERR-24 / R19: a unit that may pop up is offered the shots popping up adds (new targets or weapons).
    if (canPopUp(state, shooter)) {
      const popped = withPoppedUp(state, id);
      const high = unitById.get(popped, id) as UnitState;
      for (const command of unitShootCommands(popped, player, high, fires, reach, losFeatures(popped))) {
        const same = low.find((c) => c.type === 'shoot' && c.target === command.target);
        if (same?.type === 'shoot' && same.weapons.length >= command.weapons.length) continue;
        const popUp = { ...command, popUp: true };
        if (!('code' in validateShoot(state, popUp))) out.push(popUp);
      }
    }
    out.push(...buildingShootCommands(state, player, shooter, fires, reach, features));
  }
  return out;
}

/** XEN-SHOOT-04 / XEN-SHOOT-08: one shooter's `shoot` commands at enemy units: one per target it can reach. */
function unitShootCommands(
  state: XenocideState,
  player: string,
  shooter: UnitState,
  fires: readonly { readonly weapon: string; readonly power?: number }[],
  reach: number,
  features: ReturnType<typeof losFeatures>,
): CommandOfType<'shoot'>[] {
  const out: CommandOfType<'shoot'>[] = [];
  for (const target of state.units) {
    if (target.player === player || target.status !== 'on-table') continue;
    if (whyNotTargetable(state, shooter, target.id, 'shooting')) continue;
    if (!isWithinReach(state, shooter, target, reach)) continue;
    const able = fires.filter(
      (f) =>
        !targetWeapon(state, shooter, target, f.weapon, {
          features,
          ...(f.power === undefined ? {} : { power: f.power }),
        }).refusal,
    );
    if (able.length === 0) continue;
    const command: CommandOfType<'shoot'> = {
      type: 'shoot',
      player,
      unit: shooter.id,
      target: target.id,
      weapons: able.map((f) => ({ ...f })),
    };
    if (!('code' in validateShoot(state, command))) out.push(command);
  }
  return out;
}

/**
 * XEN-BLD-17: the `shoot` commands at building sections for one shooter: one per standing section within
 * reach that holds no friendly unit, with every weapon system that may fire at it.
 */
function buildingShootCommands(
  state: XenocideState,
  player: string,
  shooter: UnitState,
  fires: readonly { readonly weapon: string; readonly power?: number }[],
  reach: number,
  features: ReturnType<typeof losFeatures>,
): XenocideCommand[] {
  const out: XenocideCommand[] = [];
  const models = shootingModels(state, shooter);
  for (const building of state.buildings ?? []) {
    for (const section of building.sections) {
      const at = { building: building.id, section: section.id };
      if (whyNotBuildingTarget(state, shooter, at)) continue;
      const near = models.some((m) =>
        geometry.isAtMost(geometry.circlePolygonDistance(baseOf(m), section.polygon), reach),
      );
      if (!near) continue;
      const able = fires.filter(
        (f) => !targetBuildingWeapon(state, shooter, { building, section }, f, features).refusal,
      );
      if (able.length === 0) continue;
      const command: CommandOfType<'shoot'> = {
        type: 'shoot',
        player,
        unit: shooter.id,
        target: section.id,
        weapons: able.map((f) => ({ ...f })),
      };
      if (!('code' in validateShoot(state, command))) out.push(command);
    }
  }
  return out;
}

/** The `shoot` command's row of the command table. */
export const shootCommand: XenocideCommandSpec<'shoot'> = { apply: shoot };
