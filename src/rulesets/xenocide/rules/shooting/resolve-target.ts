import { type Dice, geometry, type Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { aspectOf } from './accuracy';
import { type Allocation, allocateHits } from './allocation';
import { chooseCasualties, type TitanDamage, titanDamage } from './casualties';
import { coverFactsOf, coverSave } from './cover';
import { shootingModels } from './engagement';
import { rollPoolSaves, type SaveRoll } from './saves';
import { dieHitsAt } from './to-hit';
import type { ShotHit } from './volley';

/** XEN-ALLOC-05 / XEN-ALLOC-06: models of one type and one cover save that took hits and save together. */
export interface SavePool {
  /** `${unit}:${profile}:cover${n}`: the key casualty choices are given under. */
  readonly key: string;
  readonly unit: string;
  readonly profile: string;
  readonly cover: number;
  /** The models of the pool that received hits, in unit order: casualties come from these. */
  readonly models: readonly string[];
  readonly hits: readonly number[];
}

/** XEN-SAVE-01..05 / XEN-SAVE-15: a pool's saves and casualties. */
export interface PoolOutcome extends SavePool {
  readonly rolls: readonly SaveRoll[];
  readonly unsaved: readonly number[];
  readonly removed: readonly string[];
  readonly lost: number;
  /** Titans: core and deflector damage instead of removal (XEN-TITAN-22). */
  readonly titan?: TitanDamage & { readonly model: string };
}

/** XEN-ALLOC-04 / XEN-HIT-10 / XEN-SAVE-15: the player choices resolving hits on a unit takes (each with a default). */
export interface HitChoices {
  /** XEN-HIT-10 / XEN-ALLOC-12 / R59: directed fire: the chosen target models; non-AOE hits go only to them. */
  readonly directedAt?: readonly string[];
  /** XEN-ALLOC-04: see {@link allocateHits}; default unit order. */
  readonly partialRoundChoice?: readonly string[];
  /** XEN-SAVE-15: per pool key, the models the defender removes; default the first listed. */
  readonly casualties?: Readonly<Record<string, readonly string[]>>;
}

/** XEN-ALLOC / XEN-SAVE: everything that happened to one unit's models from a set of hits. */
export interface TargetOutcome {
  readonly unit: string;
  readonly allocation: Allocation;
  readonly pools: readonly PoolOutcome[];
  readonly removed: readonly string[];
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

/**
 * XEN-ALLOC-05 / XEN-ALLOC-06 / R2: groups the models that received hits into pools of one profile and one
 * cover save (seen from the nearest firing model in `from`).
 */
export function buildPools(
  state: XenocideState,
  unit: UnitState,
  allocation: Allocation,
  from: readonly Vec2[],
): SavePool[] {
  const pools = new Map<
    string,
    { unit: string; profile: string; cover: number; models: string[]; hits: number[] }
  >();
  for (const model of shootingModels(state, unit)) {
    const hits = allocation.byModel[model.id] ?? [];
    if (hits.length === 0) continue;
    const cover = coverSave(coverFactsOf(state, unit, model, nearest(from, { x: model.x, y: model.y })));
    const key = `${unit.id}:${model.profile}:cover${cover}`;
    const pool = pools.get(key) ?? { unit: unit.id, profile: model.profile, cover, models: [], hits: [] };
    pool.models.push(model.id);
    pool.hits.push(...hits);
    pools.set(key, pool);
  }
  return [...pools].map(([key, p]) => ({ key, ...p, hits: [...p.hits].sort((a, b) => a - b) }));
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
  const profile = state.profiles[pool.profile];
  if (!profile) throw new Error(`xenocide: unknown profile ${pool.profile}`);
  const unit = state.units.find((u) => u.id === pool.unit);
  const titanModel = profile.kind === 'titan' ? unit?.models.find((m) => m.id === pool.models[0]) : undefined;
  const hits = pool.hits.flatMap((id) => {
    const h = hitsById.get(id);
    return h
      ? [{ id, strength: h.strength, shieldBreaker: h.shieldBreaker, ignoresCover: h.ignoresCover }]
      : [];
  });
  const shield = profile.kind === 'titan' ? undefined : profile.defenseSpecials?.shield;
  const saves = rollPoolSaves(dice, hits, {
    cover: pool.cover,
    armor: profile.armor,
    player: unit?.player ?? '',
    ...(shield === undefined ? {} : { shield }),
    ...(titanModel ? { deflectorLayers: titanModel.titan?.layers ?? 0 } : {}),
  });
  if (titanModel) {
    const damage = titanDamage(titanModel.titan?.core ?? 0, saves.layers ?? 0, saves.unsaved.length);
    return {
      ...pool,
      rolls: saves.rolls,
      unsaved: saves.unsaved,
      removed: damage.destroyed ? [titanModel.id] : [],
      lost: damage.lost,
      titan: { ...damage, model: titanModel.id },
    };
  }
  const casualties = chooseCasualties(pool.models, saves.unsaved.length, choice);
  return { ...pool, rolls: saves.rolls, unsaved: saves.unsaved, ...casualties };
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
  const models = shootingModels(state, unit);
  const allocation = allocateHits(
    hits.map((h) => ({
      id: h.id,
      aoe: h.aoe,
      eligible: eligibleModels(state, h, models, choices.directedAt),
    })),
    models.map((m) => ({ id: m.id, aspect: profileOf(state, m).aspect })),
    choices.partialRoundChoice ? { partialRoundChoice: choices.partialRoundChoice } : {},
  );
  const byId = new Map(hits.map((h) => [h.id, h]));
  const pools = buildPools(state, unit, allocation, from).map((p) =>
    resolvePool(state, dice, p, byId, choices.casualties?.[p.key]),
  );
  return { unit: unit.id, allocation, pools, removed: pools.flatMap((p) => p.removed) };
}
