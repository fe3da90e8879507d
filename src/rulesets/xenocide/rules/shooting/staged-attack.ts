import type { Dice, Vec2 } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { findModel, findUnit } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type {
  Allocation,
  AttackDecision,
  AttackInProgress,
  AttackSpec,
  FirePhase,
  FiringModel,
  HitBatch,
  MingledReroll,
  RolledPool,
  ShootingRefusal,
  ShotGroup,
  ShotHit,
  TargetOutcome,
  WeaponFire,
  WeaponTargeting,
  WeaponVolley,
} from '../../state/shooting';
import type { SuppressionTally } from '../../state/suppression';
import { allocateHits } from './allocation';
import { partialRoundChoice, whyBadAllocationChoice } from './allocation-choice';
import { whyBadCasualtyChoice } from './casualties';
import { shootingModels } from './engagement';
import { mingledUnits } from './mingled';
import { passThroughHits } from './pass-through';
import {
  allocationInputs,
  buildPools,
  casualtyChoice,
  type HitChoices,
  modelPools,
  rollPool,
  takeCasualties,
} from './resolve-target';
import { losFeatures } from './sight';
import { tallyFire } from './suppression-tally';
import { canFireAtModel } from './targeting';
import { rollShotGroup } from './volley';

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
 * XEN-HIT-01..09 / XEN-SHOOT-09 / XEN-AOE-01..04 / XEN-AOE-12: rolls every weapon system of a validated
 * attack to hit (AOE hits roll Xd3), rerolling misses against mingled units (R37). `state` is the state
 * the attack is measured in (for overwatch: with the target at the chosen snapshot).
 */
export function beginAttack(
  state: XenocideState,
  dice: Dice,
  valid: ValidatedAttack,
  spec: AttackSpec,
): AttackInProgress {
  const { shooter, target } = valid;
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
          .filter((t) =>
            shooters.some((s) => canFireAtModel(state, shooter, s, other, t, features, spec.sightFrom)),
          )
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
          rules: ['XEN-AOE-11', 'XEN-AOE-12'],
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
  const on = (unit: string) => hits.filter((h) => h.target === unit).map((h) => h.id);
  const queue: HitBatch[] = [{ unit: target.id, hits: on(target.id), passThrough: false }];
  for (const other of mingled) {
    const theirs = on(other.id);
    if (theirs.length > 0) queue.push({ unit: other.id, hits: theirs, passThrough: false });
  }
  return {
    spec,
    player: shooter.player,
    volleys,
    rerolls,
    hits,
    from,
    mingled: mingled.map((u) => u.id),
    queue,
    outcomes: [],
  };
}

/** How {@link continueAttack} gets the players' choices. */
export type AttackMode =
  /** Stop at every real choice with a decision for a player (the engine). */
  | { readonly interactive: true }
  /** Take every choice from `choices` or its default (the pure `resolveShootingAttack`). */
  | { readonly interactive: false; readonly choices: HitChoices };

/** XEN-ALLOC / XEN-SAVE: a unit whose hits were allocated and saves rolled in one call of {@link continueAttack}. */
export interface RolledUnit {
  readonly unit: string;
  readonly allocation: Allocation;
  readonly pools: readonly RolledPool[];
}

/** Whether an attack has resolved every hit (its result can be taken with {@link attackResult}). */
export function isAttackDone(attack: AttackInProgress): boolean {
  return attack.decision === undefined && attack.current === undefined && attack.queue.length === 0;
}

/**
 * XEN-ALLOC-01..12 / XEN-SAVE-01..16 / XEN-TRANS-20: resolves an attack's hits unit by unit — allocation
 * (all before any save), saves pool by pool (the defender rolls), casualties — until it is done or, in
 * interactive mode, a player has a real choice to make: then the attack is returned with its `decision`.
 * Open-transport riders are resolved after the units whose transports took AOE hits.
 */
export function continueAttack(
  state: XenocideState,
  dice: Dice,
  attack: AttackInProgress,
  mode: AttackMode,
): { readonly attack: AttackInProgress; readonly rolled: readonly RolledUnit[] } {
  const rolled: RolledUnit[] = [];
  let hits = [...attack.hits];
  let queue = [...attack.queue];
  const outcomes = [...attack.outcomes];
  let current = attack.current;
  const byId = () => new Map(hits.map((h) => [h.id, h]));
  const snapshot = (extra: Partial<AttackInProgress>): AttackInProgress => {
    const { decision: _d, current: _c, ...rest } = attack;
    return {
      ...rest,
      hits,
      queue,
      outcomes,
      ...(current ? { current } : {}),
      ...extra,
    };
  };
  for (;;) {
    if (!current) {
      const next = queue[0];
      if (!next) return { attack: snapshot({}), rolled };
      queue = queue.slice(1);
      current = { ...next, casualties: {} };
    }
    const unit = findUnit(state, current.unit);
    if (!unit) throw rulesetBug(`xenocide: continueAttack: unit ${current.unit} is gone`);
    const isTarget = current.unit === attack.spec.target && !current.passThrough;
    const directedAt = isTarget ? attack.spec.directedAt : undefined;
    if (!current.allocation) {
      const mine = byId();
      const unitHits = current.hits.flatMap((id) => mine.get(id) ?? []);
      const inputs = allocationInputs(state, unit, unitHits, directedAt);
      let preference = current.partialRoundChoice;
      if (preference === undefined && mode.interactive) {
        const pools = modelPools(state, unit, attack.from);
        const keys = new Map([...pools].map(([id, p]) => [id, p.key]));
        const choice = partialRoundChoice(inputs, keys);
        if (choice) {
          const byShooter = directedAt !== undefined;
          const decision: AttackDecision = {
            kind: 'allocate-hits',
            player: byShooter ? attack.player : unit.player,
            unit: unit.id,
            byShooter,
            ...choice,
          };
          return { attack: snapshot({ decision }), rolled };
        }
      }
      if (preference === undefined && !mode.interactive && isTarget)
        preference = mode.choices.partialRoundChoice;
      const allocation = allocateHits(
        inputs.hits,
        inputs.targets,
        preference ? { partialRoundChoice: preference } : {},
      );
      const pools = buildPools(state, unit, allocation, attack.from, inputs.eligibility).map((p) =>
        rollPool(state, dice, p, mine),
      );
      current = { ...current, allocation, pools };
      rolled.push({ unit: unit.id, allocation, pools });
    }
    const pools = current.pools ?? [];
    if (mode.interactive) {
      const open = pools.find((p) => current?.casualties[p.key] === undefined && casualtyChoice(p).choice);
      if (open) {
        const decision: AttackDecision = {
          kind: 'assign-casualties',
          player: unit.player,
          unit: unit.id,
          pool: open.key,
          models: open.candidates,
          count: casualtyChoice(open).count,
        };
        return { attack: snapshot({ decision }), rolled };
      }
    }
    const chosen = mode.interactive ? current.casualties : (mode.choices.casualties ?? {});
    const taken = pools.map((p) => takeCasualties(p, chosen[p.key]));
    const outcome: TargetOutcome = {
      unit: unit.id,
      allocation: current.allocation as Allocation,
      pools: taken,
      removed: taken.flatMap((p) => p.removed),
    };
    outcomes.push(outcome);
    if (!current.passThrough) {
      const firstId = hits.reduce((n, h) => Math.max(n, h.id + 1), 0);
      for (const pass of passThroughHits(state, outcome, hits, firstId)) {
        if (!findUnit(state, pass.unit)) continue;
        hits = [...hits, ...pass.hits];
        queue = [...queue, { unit: pass.unit, hits: pass.hits.map((h) => h.id), passThrough: true }];
      }
    }
    current = undefined;
  }
}

/**
 * XEN-ALLOC-04: why an answer to an `allocate-hits` decision is not acceptable, or undefined; then the
 * attack with the answer recorded (resume it with {@link continueAttack}).
 */
export function answerAllocation(
  attack: AttackInProgress,
  models: readonly string[],
): ShootingRefusal | AttackInProgress {
  const decision = attack.decision;
  if (decision?.kind !== 'allocate-hits' || !attack.current) {
    return { code: 'illegal-action', message: 'No hits wait to be allocated now (XEN-ALLOC-04).' };
  }
  const bad = whyBadAllocationChoice(decision, models);
  if (bad) return bad;
  const { decision: _d, ...rest } = attack;
  return { ...rest, current: { ...attack.current, partialRoundChoice: [...models] } };
}

/**
 * XEN-SAVE-15 / R2: why an answer to an `assign-casualties` decision is not acceptable (the pool asked
 * about, models of that pool, the right number), or the attack with it recorded.
 */
export function answerCasualties(
  attack: AttackInProgress,
  pool: string,
  models: readonly string[],
): ShootingRefusal | AttackInProgress {
  const decision = attack.decision;
  if (decision?.kind !== 'assign-casualties' || !attack.current) {
    return { code: 'illegal-action', message: 'No casualties wait to be chosen now (XEN-SAVE-15).' };
  }
  if (pool !== decision.pool) {
    return {
      code: 'illegal-action',
      message: `Casualties are asked for pool ${decision.pool}, not ${pool} (XEN-SAVE-15).`,
    };
  }
  const rolled = attack.current.pools?.find((p) => p.key === pool);
  const bad = whyBadCasualtyChoice(decision.models, rolled?.unsaved.length ?? decision.count, models);
  if (bad) return bad;
  const { decision: _d, ...rest } = attack;
  return {
    ...rest,
    current: { ...attack.current, casualties: { ...attack.current.casualties, [pool]: [...models] } },
  };
}

/**
 * XEN-SHOOT-02 / XEN-SUP-05 / XEN-OW-09: the result of a finished attack: every outcome, the models removed
 * and what it adds to each unit's suppression tally (nothing for overwatch). `state` must be the state the
 * attack was measured in, before its casualties are applied.
 */
export function attackResult(state: XenocideState, attack: AttackInProgress): ShootingAttackResult {
  if (!isAttackDone(attack)) throw rulesetBug('xenocide: attackResult: the attack is not finished');
  const { spec, volleys, rerolls, outcomes } = attack;
  const shooter = findUnit(state, spec.shooter);
  const target = findUnit(state, spec.target);
  const tally: SuppressionTally[] = [];
  // XEN-OW-09: overwatch fire adds nothing; R40: bombs count toward the target's test after the flyer's move.
  if (spec.phase !== 'overwatch' && shooter && target) {
    const group = [target, ...attack.mingled.flatMap((id) => findUnit(state, id) ?? [])];
    for (const u of group) {
      const fire =
        u.id === target.id
          ? volleys.flatMap((v) => v.groups.map((g) => ({ weapon: v.weapon, group: g })))
          : rerolls.filter((r) => r.unit === u.id).map((r) => ({ weapon: r.weapon, group: r.group }));
      if (u.id !== target.id && fire.length === 0) continue;
      const others = attack.mingled.length > 0 ? group.filter((g) => g.id !== u.id).map((g) => g.id) : [];
      tally.push(tallyFire(state, u, shooter.id, fire, outcomes, others));
    }
  }
  return {
    shooter: spec.shooter,
    target: spec.target,
    phase: spec.phase,
    volleys,
    rerolls,
    hits: attack.hits,
    outcomes,
    removed: outcomes.flatMap((o) => o.removed),
    tally,
  };
}
