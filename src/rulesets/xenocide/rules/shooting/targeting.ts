import { geometry } from 'sandtable';
import { memoize, profileOf } from '../../context';
import { isArtillery, type WeaponStats } from '../../schemas/weapon';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { FiringModel, ShootingRefusal, WeaponTargeting } from '../../state/shooting';
import type { TitanSightPoint } from '../titans/titan-sight';
import { ARTILLERY_ACCURACY, artilleryMode } from './artillery';
import { shootingModels } from './engagement';
import { isInWeaponRange, rangePenalty } from './range';
import { baseOf, losFeatures } from './sight';
import { canSeeModel } from './stealth';
import { weaponStatsFor } from './weapon-system';

/** XEN-TERR-30: a flyer's forward firing arc, in degrees (45° either side of its facing). */
export const FLYER_ARC = 90;

/** XEN-SHOOT-04: options of {@link targetWeapon}. */
export interface TargetingOptions {
  /** Titan weapons: the power line fired (XEN-STAT-22). */
  readonly power?: number;
  /** XEN-TERR-25 / R41: an overwatch reply to a pop-up attack gets no +6" range penalty. */
  readonly popUpReply?: boolean;
  /** XEN-TERR-31 / R40: bombs dropped on a unit flown over need neither LOS nor range. */
  readonly bombing?: boolean;
  /** XEN-TITAN-14: a titan shooter's sight point (default its head). */
  readonly sightFrom?: TitanSightPoint;
  /** Precomputed terrain for LOS (from {@link losFeatures}). */
  readonly features?: readonly geometry.LosFeature[];
}

function isFlyer(state: XenocideState, model: ModelState): boolean {
  return profileOf(state, model).types.includes('Flyer');
}

/**
 * XEN-SHOOT-06 / XEN-TERR-30: whether a shooting model may fire at a target model: it sees it (LOS and
 * Stealth) and, for a flyer, the target's base is in its forward 90° arc.
 */
export function canFireAtModel(
  state: XenocideState,
  shooterUnit: UnitState,
  shooter: ModelState,
  targetUnit: UnitState,
  target: ModelState,
  features?: readonly geometry.LosFeature[],
  sightFrom?: TitanSightPoint,
): boolean {
  if (isFlyer(state, shooter)) {
    const facing = { center: { x: shooter.x, y: shooter.y }, radius: shooter.radius, facing: shooter.facing };
    if (!geometry.isBaseInArc(facing, baseOf(target), 0, FLYER_ARC)) return false;
  }
  return canSeeModel(state, shooterUnit, shooter, targetUnit, target, features, sightFrom);
}

function refused(weapon: string, code: ShootingRefusal['code'], message: string): WeaponTargeting {
  return { weapon, refusal: { code, message }, firing: [], visible: [] };
}

/**
 * XEN-SHOOT-04..07 / XEN-SHOOT-10/11 / XEN-STAT-12 / XEN-TERR-23/30 / XEN-AOE-05..10: which models of
 * `shooterUnit` fire weapon system `weapon` at `targetUnit`, and which target models they see. The system
 * may fire if one carrier sees a target model within range (soft range: then every carrier that sees a
 * target model fires). Artillery may instead fire indirectly when in range (R15).
 * @example targetWeapon(state, findUnit(state, 'red.c1.u1')!, findUnit(state, 'blue.c1.u1')!, 'Rifles')
 */
export function targetWeapon(
  state: XenocideState,
  shooterUnit: UnitState,
  targetUnit: UnitState,
  weapon: string,
  options: TargetingOptions = {},
): WeaponTargeting {
  const features = options.features ?? losFeatures(state);
  // Listing and validating shots ask the same question of one state many times: memoise it when the state
  // is frozen, its own units are asked about and the terrain is the state's own.
  if (
    features === losFeatures(state) &&
    state.units.includes(shooterUnit) &&
    state.units.includes(targetUnit)
  ) {
    const key = `target-weapon:${shooterUnit.id}>${targetUnit.id}:${weapon}:${options.power ?? ''}:${options.popUpReply === true}:${options.bombing === true}:${options.sightFrom ?? ''}`;
    return memoize(state, key, () =>
      targetWeaponNow(state, shooterUnit, targetUnit, weapon, options, features),
    );
  }
  return targetWeaponNow(state, shooterUnit, targetUnit, weapon, options, features);
}

function targetWeaponNow(
  state: XenocideState,
  shooterUnit: UnitState,
  targetUnit: UnitState,
  weapon: string,
  options: TargetingOptions,
  features: readonly geometry.LosFeature[],
): WeaponTargeting {
  const carriers = shootingModels(state, shooterUnit).flatMap((m) => {
    const stats = weaponStatsFor(profileOf(state, m), weapon, options.power);
    return stats ? [{ model: m, stats }] : [];
  });
  if (carriers.length === 0) {
    return refused(
      weapon,
      'illegal-action',
      `No model of unit ${shooterUnit.id} on the table carries '${weapon}' (XEN-SHOOT-08).`,
    );
  }
  const targets = shootingModels(state, targetUnit);
  const bombs = carriers.some((c) => c.stats.specials?.bombs);
  if (bombs !== (options.bombing === true)) {
    return refused(
      weapon,
      'illegal-action',
      bombs
        ? `'${weapon}' is a bomb weapon: drop it on a unit the flyer passes over during its move (XEN-TERR-31, R40).`
        : `Only bomb weapons are dropped on units flown over (XEN-TERR-31).`,
    );
  }
  if (options.bombing) {
    const firing = carriers.map((c) => ({ model: c.model.id, stats: c.stats, accuracy: numeric(c.stats) }));
    return { weapon, firing, visible: targets.map((t) => t.id) };
  }
  const penalty = rangePenalty(shooterUnit, targetUnit, options.popUpReply);
  const sight = carriers.map((c) => ({
    ...c,
    sees: targets.filter((t) =>
      canFireAtModel(state, shooterUnit, c.model, targetUnit, t, features, options.sightFrom),
    ),
    reaches: targets.filter((t) => isInWeaponRange(c.model, t, c.stats.range, penalty)),
  }));
  const visible = targets.filter((t) => sight.some((s) => s.sees.includes(t))).map((t) => t.id);
  if (sight.every((s) => isArtillery(s.stats))) {
    const all = targets.map((t) => t.id);
    return targetArtillery(state, shooterUnit, targetUnit, { weapon, sight, features, visible, all });
  }
  const direct = sight.some((s) => s.sees.some((t) => s.reaches.includes(t)));
  if (!direct) {
    return sight.some((s) => s.sees.length > 0)
      ? refused(
          weapon,
          'out-of-range',
          `No model of unit ${shooterUnit.id} that sees unit ${targetUnit.id} has it within the ${carriers[0]?.stats.range}" range of '${weapon}'${penalty ? ' (+6" against a high unit, XEN-TERR-23)' : ''} (XEN-SHOOT-04).`,
        )
      : refused(
          weapon,
          'line-of-sight',
          `No model of unit ${shooterUnit.id} carrying '${weapon}' can see a model of unit ${targetUnit.id} (XEN-SHOOT-04, XEN-SHOOT-10, XEN-SHOOT-11, XEN-STAT-12).`,
        );
  }
  const firing = sight
    .filter((s) => s.sees.length > 0)
    .map((s) => ({ model: s.model.id, stats: s.stats, accuracy: numeric(s.stats) }));
  return { weapon, firing, visible };
}

function numeric(stats: WeaponStats): number {
  return stats.accuracy === 'Art' ? ARTILLERY_ACCURACY.direct : stats.accuracy;
}

interface Sight {
  readonly model: ModelState;
  readonly stats: WeaponStats;
  readonly sees: readonly ModelState[];
  readonly reaches: readonly ModelState[];
}

/** XEN-AOE-05..10 / R15: artillery needs range (soft, for the whole unit) but not LOS. */
function targetArtillery(
  state: XenocideState,
  shooterUnit: UnitState,
  targetUnit: UnitState,
  inputs: {
    readonly weapon: string;
    readonly sight: readonly Sight[];
    readonly features: readonly geometry.LosFeature[];
    readonly visible: readonly string[];
    readonly all: readonly string[];
  },
): WeaponTargeting {
  const { weapon, sight, features } = inputs;
  if (!sight.some((s) => s.reaches.length > 0)) {
    return refused(
      weapon,
      'out-of-range',
      `Unit ${targetUnit.id} is beyond the ${sight[0]?.stats.range}" range of '${weapon}'; indirect fire still needs range (XEN-AOE-05, R15).`,
    );
  }
  const firing: FiringModel[] = [];
  for (const s of sight) {
    const mode = artilleryMode(state, shooterUnit, s.sees.length > 0, targetUnit, features);
    if (mode) firing.push({ model: s.model.id, stats: s.stats, accuracy: ARTILLERY_ACCURACY[mode], mode });
  }
  if (firing.length === 0) {
    return refused(
      weapon,
      'line-of-sight',
      shooterUnit.suppression > 0
        ? `Unit ${shooterUnit.id} is suppressed: its artillery may fire only at a target it sees (XEN-AOE-10).`
        : `No friendly model sees unit ${targetUnit.id} from within 24", so '${weapon}' cannot fire indirectly (XEN-AOE-08, R15).`,
    );
  }
  const indirect = firing.some((f) => f.mode !== 'direct');
  return { weapon, firing, visible: indirect ? inputs.all : inputs.visible };
}
