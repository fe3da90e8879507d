import { type Dice, geometry, type Vec2 } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type {
  Allocation,
  PoolOutcome,
  RolledPool,
  SavePool,
  ShotHit,
  TargetOutcome,
} from '../../state/shooting';
import { aspectOf } from './accuracy';
import { type AllocatableHit, type AllocationTarget, allocateHits } from './allocation';
import { chooseCasualties, titanDamage } from './casualties';
import { coverFactsOf, coverSave, coverSaveRules } from './cover';
import { shootingModels } from './engagement';
import { rollPoolSaves } from './saves';
import { dieHitsAt } from './to-hit';

/** XEN-ALLOC-04 / XEN-HIT-10 / XEN-SAVE-15: the player choices resolving hits on a unit takes (each with a default). */
export interface HitChoices {
  /** XEN-HIT-10 / XEN-ALLOC-12 / R59: directed fire: the chosen target models; non-AOE hits go only to them. */
  readonly directedAt?: readonly string[];
  /** XEN-ALLOC-04: see {@link allocateHits}; default unit order. */
  readonly partialRoundChoice?: readonly string[];
  /** XEN-SAVE-15: per pool key, the models the defender removes; default the first listed. */
  readonly casualties?: Readonly<Record<string, readonly string[]>>;
}

/**
 * XEN-HIT-09 / XEN-SHOOT-07 / XEN-ALLOC-11 / XEN-ALLOC-12: the target models a hit may go to: AOE hits
 * any model of the unit on the table (seen or not); other hits only models seen by the firing models,
 * whose own Aspect the die would also have hit, and under directed fire only the chosen models.
 */
export function eligibleModels(
  state: XenocideState,
  hit: ShotHit,
  models: readonly ModelState[],
  directedAt?: readonly string[],
): string[] {
  if (hit.restrictedTo !== undefined) models = models.filter((m) => hit.restrictedTo?.includes(m.id));
  if (hit.aoe) return models.map((m) => m.id);
  const before = hit.accuracyBeforeAspect ?? 0;
  return models
    .filter((m) => hit.visible.includes(m.id))
    .filter((m) => directedAt === undefined || directedAt.includes(m.id))
    .filter((m) => hit.die !== undefined && dieHitsAt(hit.die, before + aspectOf(state, m)))
    .map((m) => m.id);
}

function nearest(points: readonly Vec2[], to: Vec2): Vec2 | undefined {
  let best: Vec2 | undefined;
  for (const p of points) if (!best || geometry.distance(p, to) < geometry.distance(best, to)) best = p;
  return best;
}

/** XEN-ALLOC-05 / R2: the pool key of a model: its unit, profile and cover save. */
export function poolKey(unit: string, profile: string, cover: number): string {
  return `${unit}:${profile}:cover${cover}`;
}

/**
 * XEN-ALLOC-05 / XEN-SAVE-06 / R2: the save pool of each model of `unit` on the table: its profile and the
 * cover save it has seen from the nearest firing model in `from`.
 */
export function modelPools(
  state: XenocideState,
  unit: UnitState,
  from: readonly Vec2[],
): Map<string, { readonly key: string; readonly profile: string; readonly cover: number }> {
  const out = new Map<string, { key: string; profile: string; cover: number }>();
  for (const model of shootingModels(state, unit)) {
    const cover = coverSave(coverFactsOf(state, unit, model, nearest(from, { x: model.x, y: model.y })));
    out.set(model.id, { key: poolKey(unit.id, model.profile, cover), profile: model.profile, cover });
  }
  return out;
}

/**
 * XEN-ALLOC-05 / XEN-ALLOC-06 / R2: groups the models that received hits into pools of one profile and one
 * cover save (seen from the nearest firing model in `from`). With `eligibility` (hit id → models it could
 * go to), a pool's casualty candidates are every model of the pool one of its hits could have gone to;
 * without it, the models that received hits.
 */
export function buildPools(
  state: XenocideState,
  unit: UnitState,
  allocation: Allocation,
  from: readonly Vec2[],
  eligibility?: ReadonlyMap<number, readonly string[]>,
): SavePool[] {
  const poolOf = modelPools(state, unit, from);
  const pools = new Map<
    string,
    { unit: string; profile: string; cover: number; models: string[]; hits: number[] }
  >();
  for (const model of shootingModels(state, unit)) {
    const hits = allocation.byModel[model.id] ?? [];
    const at = poolOf.get(model.id);
    if (hits.length === 0 || !at) continue;
    const pool = pools.get(at.key) ?? {
      unit: unit.id,
      profile: at.profile,
      cover: at.cover,
      models: [],
      hits: [],
    };
    pool.models.push(model.id);
    pool.hits.push(...hits);
    pools.set(at.key, pool);
  }
  return [...pools].map(([key, p]) => {
    const reach = new Set(p.hits.flatMap((h) => eligibility?.get(h) ?? []));
    const candidates = eligibility
      ? [...poolOf].filter(([id, at]) => at.key === key && (reach.has(id) || p.models.includes(id)))
      : [];
    return {
      key,
      ...p,
      candidates: eligibility ? candidates.map(([id]) => id) : [...p.models],
      hits: [...p.hits].sort((a, b) => a - b),
    };
  });
}

/**
 * XEN-SAVE-01..05 / XEN-TITAN-18 / XEN-TITAN-22 / R1: rolls one pool's saves (cover → shield or deflector →
 * armor), the defender rolling; a titan's unsaved hits become core damage.
 */
export function rollPool(
  state: XenocideState,
  dice: Dice,
  pool: SavePool,
  hitsById: ReadonlyMap<number, ShotHit>,
): RolledPool {
  const profile = state.profiles[pool.profile];
  if (!profile) throw rulesetBug(`xenocide: unknown profile ${pool.profile}`);
  const unit = state.units.find((u) => u.id === pool.unit);
  const titanModel = profile.kind === 'titan' ? unit?.models.find((m) => m.id === pool.models[0]) : undefined;
  const hits = pool.hits.flatMap((id) => {
    const h = hitsById.get(id);
    return h
      ? [{ id, strength: h.strength, shieldBreaker: h.shieldBreaker, ignoresCover: h.ignoresCover }]
      : [];
  });
  const shield = profile.kind === 'titan' ? undefined : profile.defenseSpecials?.shield;
  const first = unit?.models.find((m) => m.id === pool.models[0]);
  const coverRules = unit && first ? coverSaveRules(state, unit, first, pool.cover) : [];
  const saves = rollPoolSaves(dice, hits, {
    cover: pool.cover,
    coverRules,
    armor: profile.armor,
    player: unit?.player ?? '',
    ...(shield === undefined ? {} : { shield }),
    ...(titanModel ? { deflectorLayers: titanModel.titan?.layers ?? 0 } : {}),
  });
  const rolled = { ...pool, rolls: saves.rolls, unsaved: saves.unsaved };
  if (!titanModel) return rolled;
  const damage = titanDamage(titanModel.titan?.core ?? 0, saves.layers ?? 0, saves.unsaved.length);
  return { ...rolled, titan: { ...damage, model: titanModel.id } };
}

/**
 * XEN-SAVE-15 / R2: how many models a rolled pool loses (one per unsaved hit, at most its candidates) and
 * whether its owner has a choice of which: more candidates than models to remove. Titans never do.
 */
export function casualtyChoice(pool: RolledPool): { readonly count: number; readonly choice: boolean } {
  if (pool.titan) return { count: 0, choice: false };
  const count = Math.min(pool.unsaved.length, pool.candidates.length);
  return { count, choice: count > 0 && count < pool.candidates.length };
}

/**
 * XEN-SAVE-01 / XEN-SAVE-15 / R2: a rolled pool's casualties: a removed model per unsaved hit, chosen by the
 * defender among the pool's candidates (default: the models that took hits first, in unit order), or the
 * titan's damage. An unacceptable choice falls back to the default (check it with `whyBadCasualtyChoice`).
 */
export function takeCasualties(pool: RolledPool, choice?: readonly string[]): PoolOutcome {
  if (pool.titan) {
    return { ...pool, removed: pool.titan.destroyed ? [pool.titan.model] : [], lost: pool.titan.lost };
  }
  const order = [...pool.models, ...pool.candidates.filter((id) => !pool.models.includes(id))];
  return { ...pool, ...chooseCasualties(order, pool.unsaved.length, choice) };
}

/**
 * XEN-SAVE-01..05 / XEN-SAVE-15 / XEN-TITAN-18 / XEN-TITAN-22 / R1 / R2: rolls one pool's saves (cover →
 * shield or deflector → armor) and takes its casualties: a removed model per unsaved hit, chosen by the
 * defender, or core damage on a titan.
 */
export function resolvePool(
  state: XenocideState,
  dice: Dice,
  pool: SavePool,
  hitsById: ReadonlyMap<number, ShotHit>,
  choice?: readonly string[],
): PoolOutcome {
  return takeCasualties(rollPool(state, dice, pool, hitsById), choice);
}

/**
 * XEN-ALLOC-01..12 / XEN-SAVE-01..16: allocates `hits` over `unit` (all before any save), then rolls each
 * pool's saves and removes its casualties. `from` are the firing models' centres (for cover).
 * @example resolveHits(state, dice, unit, hits, firingCentres, { partialRoundChoice: ['blue.c1.u1.m3'] })
 */
export function resolveHits(
  state: XenocideState,
  dice: Dice,
  unit: UnitState,
  hits: readonly ShotHit[],
  from: readonly Vec2[],
  choices: HitChoices = {},
): TargetOutcome {
  const inputs = allocationInputs(state, unit, hits, choices.directedAt);
  const allocation = allocateHits(
    inputs.hits,
    inputs.targets,
    choices.partialRoundChoice ? { partialRoundChoice: choices.partialRoundChoice } : {},
  );
  const byId = new Map(hits.map((h) => [h.id, h]));
  const pools = buildPools(state, unit, allocation, from, inputs.eligibility).map((p) =>
    resolvePool(state, dice, p, byId, choices.casualties?.[p.key]),
  );
  return { unit: unit.id, allocation, pools, removed: pools.flatMap((p) => p.removed) };
}

/** XEN-ALLOC-02 / XEN-HIT-09: what allocating `hits` over `unit` starts from. */
export interface AllocationInputs {
  readonly hits: readonly AllocatableHit[];
  readonly targets: readonly AllocationTarget[];
  /** Hit id → the models it may go to. */
  readonly eligibility: ReadonlyMap<number, readonly string[]>;
}

/**
 * XEN-ALLOC-02 / XEN-HIT-09 / XEN-SHOOT-07 / XEN-ALLOC-11 / XEN-ALLOC-12: each hit with the models of `unit`
 * it may go to, and the unit's models with their Aspects.
 */
export function allocationInputs(
  state: XenocideState,
  unit: UnitState,
  hits: readonly ShotHit[],
  directedAt?: readonly string[],
): AllocationInputs {
  const models = shootingModels(state, unit);
  const allocatable = hits.map((h) => ({
    id: h.id,
    aoe: h.aoe,
    eligible: eligibleModels(state, h, models, directedAt),
  }));
  return {
    hits: allocatable,
    targets: models.map((m) => ({ id: m.id, aspect: profileOf(state, m).aspect })),
    eligibility: new Map(allocatable.map((h) => [h.id, h.eligible])),
  };
}
