import { geometry, type Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import { COVER_SAVE } from '../../data/terrain-table';
import type { CoverKind } from '../../schemas/terrain';
import type { ModelState, TerrainFeature, UnitState, XenocideState } from '../../state';
import { BUILDING_KIND } from '../movement/special-movement';
import { isInOpenTransport } from './engagement';
import { baseOf } from './sight';

/** XEN-SAVE-09: added to a cover save an Infantry model has. */
export const INFANTRY_COVER_BONUS = 1;
/** XEN-SAVE-11: added to the cover save of a Dug In model. */
export const DUG_IN_COVER_BONUS = 1;
/** XEN-TRANS-21: the hard-cover save of models riding in an open transport. */
export const OPEN_TRANSPORT_COVER = 2;
/** XEN-SAVE-06: how close (edge to edge, inches) a cover feature must be to a model to be "directly behind". */
export const DIRECTLY_BEHIND = 1;

const RANK: readonly CoverKind[] = ['none', 'light', 'hard', 'fortified'];

/** XEN-SAVE-07: the better of two cover kinds. */
export function betterCover(a: CoverKind, b: CoverKind): CoverKind {
  return RANK.indexOf(a) >= RANK.indexOf(b) ? a : b;
}

/**
 * XEN-SAVE-06: the best cover a model is in or directly behind: a feature giving cover that contains its
 * centre, or one within 1" of its base that the line from `from` (the nearest firing model) crosses.
 */
export function terrainCoverOf(state: XenocideState, model: ModelState, from?: Vec2): CoverKind {
  const base = baseOf(model);
  let best: CoverKind = 'none';
  for (const f of state.terrain) {
    if (f.cover === 'none') continue;
    const inside = geometry.pointInPolygon(base.center, f.polygon);
    const behind =
      from !== undefined &&
      geometry.isAtMost(geometry.circlePolygonDistance(base, f.polygon), DIRECTLY_BEHIND) &&
      geometry.segmentLengthInPolygon(from, base.center, f.polygon) > geometry.GEOMETRY_EPSILON;
    if (inside || behind) best = betterCover(best, f.cover);
  }
  return best;
}

/**
 * XEN-TITAN-16: a titan's height in inches. The book gives titans no height; the engine takes 6", so a
 * 3"-tall building or forest is "half as tall as the titan".
 */
export const DEFAULT_TITAN_HEIGHT = 6;

function titanCoverOfFeature(feature: TerrainFeature): CoverKind {
  if (feature.solid || feature.kind === BUILDING_KIND) return 'hard';
  if (feature.cover === 'hard' || feature.cover === 'fortified') return 'hard';
  return feature.cover === 'light' ? 'light' : 'none';
}

/**
 * XEN-TITAN-16: the cover a titan gets from terrain seen from `from` (the firing model): a building, solid
 * or hard-cover feature at least half the titan's height that the sight line crosses (or the titan stands
 * in) gives hard cover; a forest (light cover) at least half its height gives soft cover; anything
 * lower gives none.
 */
export function titanTerrainCover(
  state: XenocideState,
  titan: Pick<ModelState, 'x' | 'y'>,
  from: Vec2,
  titanHeight = DEFAULT_TITAN_HEIGHT,
): CoverKind {
  const at = { x: titan.x, y: titan.y };
  let best: CoverKind = 'none';
  for (const f of state.terrain) {
    if (f.height < titanHeight / 2) continue;
    const crossed = geometry.segmentLengthInPolygon(from, at, f.polygon) > geometry.GEOMETRY_EPSILON;
    if (crossed || geometry.pointInPolygon(at, f.polygon)) best = betterCover(best, titanCoverOfFeature(f));
  }
  return best;
}

/** XEN-SAVE-07..12 / XEN-TRANS-21: what decides a model's cover save. */
export interface CoverFacts {
  readonly cover: CoverKind;
  readonly infantry: boolean;
  readonly dugIn: boolean;
  readonly openTransport?: boolean;
  /** XEN-TITAN-30: a titan's flicker shield, a permanent cover save. */
  readonly flicker?: number;
  /** XEN-SAVE-08: the weapon ignores cover. */
  readonly ignoresCover?: boolean;
}

/**
 * XEN-SAVE-07..12 / XEN-TRANS-21 / R35: the cover save: light 1, hard 2, fortified 3, +1 for Infantry
 * that have one; Dug In adds +1 (and gives +1 more to Infantry even in the open: 2, other units 1);
 * open-transport riders have 2, never increased; a weapon that ignores cover allows none.
 * @example coverSave({ cover: 'hard', infantry: true, dugIn: false }) // 3
 */
export function coverSave(facts: CoverFacts): number {
  if (facts.ignoresCover) return 0;
  if (facts.openTransport) return OPEN_TRANSPORT_COVER;
  const base = COVER_SAVE[facts.cover];
  let save = base;
  if (facts.dugIn) save = base + DUG_IN_COVER_BONUS + (facts.infantry ? INFANTRY_COVER_BONUS : 0);
  else if (base > 0 && facts.infantry) save = base + INFANTRY_COVER_BONUS;
  return Math.min(6, Math.max(save, facts.flicker ?? 0));
}

/**
 * XEN-SAVE-09 / XEN-SAVE-11 / XEN-SAVE-12 / XEN-TRANS-21 / XEN-TITAN-30: the rules that made a model's cover
 * save `save` besides its terrain's (XEN-SAVE-06 / XEN-SAVE-07), as its cover save roll names them.
 */
export function coverSaveRules(
  state: XenocideState,
  unit: UnitState,
  model: ModelState,
  save: number,
): string[] {
  if (save <= 0) return [];
  const profile = profileOf(state, model);
  if (profile.kind === 'titan') {
    // XEN-TITAN-30: the flicker shield gave the save; XEN-TITAN-16: terrain gave a better one.
    const flicker = profile.flickerShield ?? 0;
    return [
      ...(flicker > 0 && save === flicker ? ['XEN-TITAN-30'] : []),
      ...(save > flicker ? ['XEN-TITAN-16'] : []),
    ];
  }
  if (isInOpenTransport(state, model)) return ['XEN-TRANS-21'];
  const infantry = profile.types.includes('Infantry');
  if (!unit.dugIn) return infantry ? ['XEN-SAVE-09'] : [];
  const inTheOpen = save === DUG_IN_COVER_BONUS + (infantry ? INFANTRY_COVER_BONUS : 0);
  return [...(infantry ? ['XEN-SAVE-09'] : []), 'XEN-SAVE-11', ...(inTheOpen ? ['XEN-SAVE-12'] : [])];
}

/** XEN-SAVE-06..12 / XEN-TRANS-21: the cover facts of one model of `unit`, seen from `from`. */
export function coverFactsOf(
  state: XenocideState,
  unit: UnitState,
  model: ModelState,
  from?: Vec2,
): CoverFacts {
  const profile = profileOf(state, model);
  if (profile.kind === 'titan') {
    return {
      // XEN-TITAN-16: terrain at least half its height between it and the firing model.
      cover: from ? titanTerrainCover(state, model, from) : 'none',
      infantry: false,
      dugIn: false,
      ...(profile.flickerShield ? { flicker: profile.flickerShield } : {}),
    };
  }
  return {
    cover: terrainCoverOf(state, model, from),
    infantry: profile.types.includes('Infantry'),
    dugIn: unit.dugIn,
    openTransport: isInOpenTransport(state, model),
  };
}

/**
 * XEN-SUP-13 / R64: whether a model counts as in hard or fortified cover for the suppression modifier:
 * its centre is inside such a feature, or it rides in an open transport (hard cover, XEN-TRANS-21).
 */
export function isInHardCover(state: XenocideState, model: ModelState): boolean {
  if (isInOpenTransport(state, model)) return true;
  const kind = terrainCoverOf(state, model);
  return kind === 'hard' || kind === 'fortified';
}
