import type { Dice, Vec2 } from 'sandtable';
import { findModel, findUnit } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { type FirePhase, type ShootingRefusal, whyCannotShoot, whyNotTargetable } from './eligibility';
import { shootingModels } from './engagement';
import { mingledUnits } from './mingled';
import { passThroughHits } from './pass-through';
import { type HitChoices, resolveHits, type TargetOutcome } from './resolve-target';
import { losFeatures } from './sight';
import { type SuppressionTally, tallyFire } from './suppression-tally';
import { canFireAtModel, type FiringModel, targetWeapon, type WeaponTargeting } from './targeting';
import { rollShotGroup, type ShotGroup, type ShotHit } from './volley';
import type { WeaponFire } from './weapon-system';

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
  /** XEN-SHOOT-01: when given (Shooting phase), the shooter must be one of these units and able to shoot. */
  readonly activationUnits?: readonly string[];
}

/** XEN-SHOOT-02: one weapon system's fire: its targeting and its shot groups at the declared target. */
export interface WeaponVolley {
  readonly weapon: string;
  readonly targeting: WeaponTargeting;
  readonly groups: readonly ShotGroup[];
}

/** XEN-AOE-12 / R37: misses rerolled against a mingled unit. */
export interface MingledReroll {
  readonly unit: string;
  readonly weapon: string;
  readonly group: ShotGroup;
}

/** XEN-SHOOT-02: everything one shooting attack did, as plain data (no state was changed). */
export interface ShootingAttackResult {
  readonly shooter: string;
  readonly target: string;
  readonly phase: FirePhase;
  readonly volleys: readonly WeaponVolley[];
  readonly rerolls: readonly MingledReroll[];
  readonly hits: readonly ShotHit[];
  /** The declared target first, then each mingled unit that took hits, then open-transport riders (XEN-TRANS-20). */
  readonly outcomes: readonly TargetOutcome[];
  readonly removed: readonly string[];
  /** What each unit shot at adds to the phase's suppression tally; empty for overwatch (XEN-OW-09). */
  readonly tally: readonly SuppressionTally[];
}

/** XEN-SHOOT-04: a validated attack: the units and each weapon system's targeting, ready to roll. */
export interface ValidatedAttack {
  readonly shooter: UnitState;
  readonly target: UnitState;
  readonly targetings: readonly WeaponTargeting[];
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

/** XEN-HIT-01: firing models grouped by stat line and base Accuracy, in model order. */
function groupsOf(firing: readonly FiringModel[]): FiringModel[][] {
  const groups = new Map<string, FiringModel[]>();
  for (const f of firing) {
    const key = `${f.accuracy}|${f.mode ?? ''}|${JSON.stringify(f.stats)}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()];
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
  if (isRefusal(valid)) throw new Error(`xenocide: resolveShootingAttack: ${valid.message}`);
  const { shooter, target } = valid;
  const phase = spec.phase ?? 'shooting';
  let nextId = 0;
  const hits: ShotHit[] = [];
  const volleys: WeaponVolley[] = [];
  const rerolls: MingledReroll[] = [];
  const mingled = mingledUnits(state, target, spec.mingledOrder);
  const features = losFeatures(state);
  valid.targetings.forEach((targeting, index) => {
    const fire = spec.weapons[index] as WeaponFire;
    const groups: ShotGroup[] = [];
    for (const models of groupsOf(targeting.firing)) {
      const first = models[0] as FiringModel;
      const rolled = rollShotGroup(state, dice, {
        shooter,
        target,
        weapon: targeting.weapon,
        models: models.map((m) => m.model),
        stats: first.stats,
        baseAccuracy: first.accuracy,
        ...(first.mode === undefined ? {} : { mode: first.mode }),
        focusFire: fire.focusFire === true,
        visible: targeting.visible,
        firstHitId: nextId,
      });
      nextId += rolled.hits.length;
      hits.push(...rolled.hits);
      groups.push(rolled.group);
      let misses = rolled.group.misses;
      for (const other of mingled) {
        if (misses === 0) break;
        const shooters = rolled.group.models.flatMap((id) => {
          const m = findModel(state, id);
          return m ? [m] : [];
        });
        const visible = shootingModels(state, other)
          .filter((t) => shooters.some((s) => canFireAtModel(state, shooter, s, other, t, features)))
          .map((t) => t.id);
        const again = rollShotGroup(state, dice, {
          shooter,
          target: other,
          weapon: targeting.weapon,
          models: rolled.group.models,
          stats: { ...first.stats, strength: rolled.group.strength },
          baseAccuracy: first.accuracy,
          ...(first.mode === undefined ? {} : { mode: first.mode }),
          shots: misses,
          visible,
          firstHitId: nextId,
        });
        nextId += again.hits.length;
        hits.push(...again.hits);
        rerolls.push({ unit: other.id, weapon: targeting.weapon, group: again.group });
        misses = again.group.misses;
      }
    }
    volleys.push({ weapon: targeting.weapon, targeting, groups });
  });
  const from: Vec2[] = [];
  for (const v of volleys) {
    for (const f of v.targeting.firing) {
      const m = findModel(state, f.model);
      if (m) from.push({ x: m.x, y: m.y });
    }
  }
  const on = (unit: string) => hits.filter((h) => h.target === unit);
  const outcomes: TargetOutcome[] = [resolveHits(state, dice, target, on(target.id), from, spec)];
  for (const other of mingled) {
    const theirs = on(other.id);
    const choices = spec.casualties ? { casualties: spec.casualties } : {};
    if (theirs.length > 0) outcomes.push(resolveHits(state, dice, other, theirs, from, choices));
  }
  for (const outcome of [...outcomes]) {
    for (const pass of passThroughHits(state, outcome, hits, nextId)) {
      const riders = findUnit(state, pass.unit);
      if (!riders) continue;
      nextId += pass.hits.length;
      hits.push(...pass.hits);
      outcomes.push(
        resolveHits(
          state,
          dice,
          riders,
          pass.hits,
          from,
          spec.casualties ? { casualties: spec.casualties } : {},
        ),
      );
    }
  }
  const group = [target, ...mingled];
  const tally: SuppressionTally[] = [];
  if (phase === 'shooting') {
    for (const u of group) {
      const fire =
        u.id === target.id
          ? volleys.flatMap((v) => v.groups.map((g) => ({ weapon: v.weapon, group: g })))
          : rerolls.filter((r) => r.unit === u.id).map((r) => ({ weapon: r.weapon, group: r.group }));
      if (u.id !== target.id && fire.length === 0) continue;
      const others = mingled.length > 0 ? group.filter((g) => g.id !== u.id).map((g) => g.id) : [];
      tally.push(tallyFire(state, u, shooter.id, fire, outcomes, others));
    }
  }
  return {
    shooter: shooter.id,
    target: target.id,
    phase,
    volleys,
    rerolls,
    hits,
    outcomes,
    removed: outcomes.flatMap((o) => o.removed),
    tally,
  };
}
