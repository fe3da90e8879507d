import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { UnitState, WastelandState, Zone } from '../../state';
import { isEntirelyInZone } from '../missions/zones';
import { areEnemies, footprints, liveModels, profileOf, unitHas } from '../units/units';
import { unitsSeeEachOther } from '../visibility/visibility';
import { isCoherent } from './measure';

/** A model position in a placement. */
export interface ModelPlacement {
  readonly model: string;
  readonly x: number;
  readonly y: number;
}

/** Limits a placement must respect. */
export interface PlacementRules {
  /** WT-DEP-01: entirely within this zone. */
  readonly zone?: Zone;
  /** WT-DEP-02 / WT-SUR-06: farther than this from every enemy model. */
  readonly awayFromEnemies?: number;
  /** WT-SUR-03: more than 18" from enemy Acute Senses models (Scouts and Ambush set-up). */
  readonly acuteSenses?: boolean;
  /** WT-SUR-41 / R39: out of sight of every enemy model (Scouts deploying last). */
  readonly hidden?: boolean;
}

const EPS = geometry.GEOMETRY_EPSILON;

/** How many distinct clusters {@link clusterPlacement} grows before it gives up. */
const MAX_CLUSTERS = 24;

/** How many clusters a hidden (Scouts) placement tries: each checks sight lines to every enemy unit. */
const HIDDEN_CLUSTERS = 6;

/** The models a placement must not overlap, bucketed by a grid of {@link CELL}" squares. */
interface Obstacles {
  readonly cells: Map<number, { readonly circle: Circle; readonly order: number; readonly unit: string }[]>;
  readonly widest: number;
}

/** The side of an obstacle grid square (inches). */
const CELL = 3;

const cellKey = (ix: number, iy: number): number => ix * 100_003 + iy;

/** Obstacle grids per (frozen) units array and ignored unit: the placement search asks thousands of spots. */
const obstacleCache = new WeakMap<readonly UnitState[], Map<string, Obstacles>>();

function obstaclesFor(state: WastelandState, ignoreUnit: string): Obstacles {
  const frozen = Object.isFrozen(state.units);
  const known = frozen ? obstacleCache.get(state.units)?.get(ignoreUnit) : undefined;
  if (known) return known;
  const cells: Obstacles['cells'] = new Map();
  let widest = 0;
  for (const [order, other] of state.units.entries()) {
    if (other.status !== 'on-table' || other.id === ignoreUnit) continue;
    for (const circle of footprints(state, other)) {
      widest = Math.max(widest, circle.radius);
      const key = cellKey(Math.floor(circle.center.x / CELL), Math.floor(circle.center.y / CELL));
      const bucket = cells.get(key);
      const entry = { circle, order, unit: other.name };
      if (bucket) bucket.push(entry);
      else cells.set(key, [entry]);
    }
  }
  const obstacles = { cells, widest };
  if (frozen) {
    let byUnit = obstacleCache.get(state.units);
    if (!byUnit) {
      byUnit = new Map();
      obstacleCache.set(state.units, byUnit);
    }
    byUnit.set(ignoreUnit, obstacles);
  }
  return obstacles;
}

/** R13: a legal position: on the table, overlapping no model and no Impassible terrain. */
export function positionProblem(
  state: WastelandState,
  circle: Circle,
  ignoreUnit: string,
  obstacles: Obstacles = obstaclesFor(state, ignoreUnit),
): string | undefined {
  if (!geometry.isOnTable(circle, state.table)) return 'is off the table';
  for (const area of state.terrain)
    if (area.impassible && geometry.circlePolygonDistance(circle, area.polygon) <= EPS)
      return `is inside Impassible terrain '${area.name}' (WT-TERR-07)`;
  const { cells, widest } = obstacles;
  const reach = circle.radius + widest;
  const { x, y } = circle.center;
  let first: { readonly order: number; readonly unit: string } | undefined;
  for (let ix = Math.floor((x - reach) / CELL); ix <= Math.floor((x + reach) / CELL); ix++)
    for (let iy = Math.floor((y - reach) / CELL); iy <= Math.floor((y + reach) / CELL); iy++)
      for (const entry of cells.get(cellKey(ix, iy)) ?? []) {
        const c = entry.circle;
        if (
          geometry.distance(c.center, circle.center) < c.radius + circle.radius - 1e-6 &&
          (!first || entry.order < first.order)
        )
          first = entry;
      }
  return first ? `overlaps a model of ${first.unit}` : undefined;
}

/** What a unit's placement is checked against, read once for a whole search of spots. */
export interface Surroundings {
  readonly obstacles: Obstacles;
  readonly enemies: readonly {
    readonly unit: UnitState;
    readonly circles: readonly Circle[];
    readonly box: Box;
    readonly acuteSenses: boolean;
  }[];
}

/**
 * The models a placement of `unit` must not overlap and the enemy units on the table (their footprints and
 * whether they have Acute Senses): a search of many spots reads them once, not once per spot (on a draft,
 * every read goes through a proxy).
 */
export function surroundings(state: WastelandState, unit: UnitState): Surroundings {
  const enemies: Surroundings['enemies'][number][] = [];
  for (const enemy of state.units) {
    if (enemy.status !== 'on-table' || !areEnemies(state, unit.player, enemy.player)) continue;
    const circles = footprints(state, enemy);
    enemies.push({
      unit: enemy,
      circles,
      box: circlesBox(circles),
      acuteSenses: unitHas(state, enemy, 'Acute Senses'),
    });
  }
  return { obstacles: obstaclesFor(state, unit.id), enemies };
}

/** Why a unit cannot be placed at these positions, or undefined when it can (deployment, ambush arrival). */
export function placementProblem(
  state: WastelandState,
  unit: UnitState,
  positions: readonly ModelPlacement[],
  rules: PlacementRules,
  around: Surroundings = surroundings(state, unit),
): string | undefined {
  const live = liveModels(unit).map((m) => m.id);
  const given = new Set(positions.map((p) => p.model));
  if (given.size !== positions.length || given.size !== live.length || live.some((id) => !given.has(id)))
    return `Place each model of ${unit.name} exactly once: ${live.join(', ')}.`;
  const radius = profileOf(state, unit).base / 2;
  const circles = positions.map((p) => ({ center: { x: p.x, y: p.y }, radius }));
  for (const [i, circle] of circles.entries()) {
    const problem = positionProblem(state, circle, unit.id, around.obstacles);
    if (problem) return `Model ${positions[i]?.model} ${problem} (R13).`;
    for (const other of circles.slice(i + 1))
      if (geometry.distance(other.center, circle.center) < 2 * radius - 1e-6)
        return `Models of ${unit.name} overlap each other (R13).`;
    if (rules.zone && !isEntirelyInZone(circle, rules.zone))
      return `Model ${positions[i]?.model} is not entirely within your deployment zone (WT-DEP-01).`;
  }
  if (!isCoherent(circles))
    return `Each model must be within 2" of two others (one, in a unit of two) (WT-UNIT-04).`;
  const placed = circlesBox(circles);
  for (const { unit: enemy, circles: footprint, box, acuteSenses } of around.enemies) {
    const acute = rules.acuteSenses && acuteSenses;
    // A unit farther than every limit from the placement's box cannot break one of them.
    const limit = Math.max(state.settings.contactTolerance, rules.awayFromEnemies ?? 0, acute ? 18 : 0);
    if (boxGap(placed, box) > limit + 1) continue;
    for (const e of footprint)
      for (const c of circles) {
        const d = geometry.baseDistance(c, e);
        if (d <= state.settings.contactTolerance + EPS) return `A model would touch ${enemy.name}.`;
        if (rules.awayFromEnemies !== undefined && d <= rules.awayFromEnemies + EPS)
          return `Every model must be farther than ${rules.awayFromEnemies}" from ${enemy.name} (WT-DEP-02 / WT-SUR-06).`;
        if (acute && d <= 18 + EPS)
          return `Scouts and Ambush units may not be set up within 18" of ${enemy.name}'s Acute Senses (WT-SUR-03).`;
      }
  }
  if (rules.hidden) {
    const placed: UnitState = {
      ...unit,
      status: 'on-table',
      models: unit.models.map((m) => {
        const at = positions.find((p) => p.model === m.id);
        return at ? { ...m, x: at.x, y: at.y } : m;
      }),
    };
    const hypothetical = { ...state, units: state.units.map((u) => (u.id === unit.id ? placed : u)) };
    const spotter = state.units.find(
      (e) =>
        e.status === 'on-table' &&
        areEnemies(state, unit.player, e.player) &&
        unitsSeeEachOther(hypothetical, e, placed),
    );
    if (spotter)
      return `Scouts must deploy out of sight of every enemy model; ${spotter.name} would see them (WT-SUR-41).`;
  }
  return undefined;
}

/** The box around some circles. */
function circlesBox(circles: readonly Circle[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const c of circles) {
    x0 = Math.min(x0, c.center.x - c.radius);
    y0 = Math.min(y0, c.center.y - c.radius);
    x1 = Math.max(x1, c.center.x + c.radius);
    y1 = Math.max(y1, c.center.y + c.radius);
  }
  return { x0, y0, x1, y1 };
}

/** The distance between two boxes (0 when they meet): no point of one is nearer to the other. */
function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
  const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
  return Math.hypot(dx, dy);
}

/** A compact block formation (rows of five, ¼" apart) centred on `anchor`, always coherent. */
export function formation(state: WastelandState, unit: UnitState, anchor: Vec2): ModelPlacement[] {
  const models = liveModels(unit);
  const step = profileOf(state, unit).base + 0.25;
  const columns = Math.min(5, models.length);
  const rows = Math.ceil(models.length / columns);
  return models.map((m, i) => ({
    model: m.id,
    x: round(anchor.x + ((i % columns) - (columns - 1) / 2) * step),
    y: round(anchor.y + (Math.floor(i / columns) - (rows - 1) / 2) * step),
  }));
}

/** The first candidate anchor whose formation satisfies the rules. */
export function findPlacement(
  state: WastelandState,
  unit: UnitState,
  anchors: readonly Vec2[],
  rules: PlacementRules,
): ModelPlacement[] | undefined {
  const around = surroundings(state, unit);
  for (const anchor of anchors) {
    const positions = formation(state, unit, anchor);
    if (!placementProblem(state, unit, positions, rules, around)) return positions;
  }
  return undefined;
}

/** Grid points over a box, every `step` inches, nearest to `focus` first. */
export function gridAnchors(
  box: { x0: number; y0: number; x1: number; y1: number },
  step: number,
  focus: Vec2,
): Vec2[] {
  const out: Vec2[] = [];
  for (let x = box.x0 + step / 2; x <= box.x1; x += step)
    for (let y = box.y0 + step / 2; y <= box.y1; y += step) out.push({ x, y });
  return out.sort(
    (a, b) => geometry.distance(a, focus) - geometry.distance(b, focus) || a.x - b.x || a.y - b.y,
  );
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A box on the table: x0…x1 by y0…y1 inches. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The centres a base of `radius` may take in a box, on a triangular lattice one base (plus a hair) apart,
 * clipped to the table, that pass `free` (each on its own: a legal, allowed spot for one model).
 */
export function latticeSpots(
  state: WastelandState,
  box: Box,
  radius: number,
  free: (circle: Circle) => boolean,
): Vec2[] {
  const step = 2 * radius + 0.02;
  const rowStep = (step * Math.sqrt(3)) / 2;
  const x0 = Math.max(box.x0, radius);
  const x1 = Math.min(box.x1, state.table.width - radius);
  const y0 = Math.max(box.y0, radius);
  const y1 = Math.min(box.y1, state.table.depth - radius);
  const out: Vec2[] = [];
  for (let row = 0, y = y0; y <= y1 + EPS; row++, y = y0 + row * rowStep)
    for (let x = x0 + (row % 2) * (step / 2); x <= x1 + EPS; x += step) {
      const at = { x: round(x), y: round(y) };
      if (free({ center: at, radius })) out.push(at);
    }
  return out;
}

/**
 * R13 / WT-UNIT-04: a coherent placement of the unit's live models on free lattice spots, grown from each
 * seed in turn: the spot nearest the seed, then, again and again, the spot nearest the seed within 2" of
 * two models already placed (one for the second model), so every model is in coherency by construction.
 * Returns the first cluster `accept` takes (it checks what one spot alone cannot: sight, zone rules).
 */
export function clusterPlacement(
  state: WastelandState,
  unit: UnitState,
  spots: readonly Vec2[],
  seeds: readonly Vec2[],
  accept: (positions: ModelPlacement[]) => boolean,
  maxClusters = MAX_CLUSTERS,
): ModelPlacement[] | undefined {
  const models = liveModels(unit);
  if (models.length === 0 || spots.length < models.length) return undefined;
  const radius = profileOf(state, unit).base / 2;
  const reach = 2 * radius + 2 + EPS;
  const tried = new Set<number>();
  for (const seed of seeds) {
    if (tried.size >= maxClusters) break;
    const byDistance = [...spots.keys()].sort(
      (a, b) =>
        geometry.distance(spots[a] as Vec2, seed) - geometry.distance(spots[b] as Vec2, seed) || a - b,
    );
    const first = byDistance[0] as number;
    if (tried.has(first)) continue;
    tried.add(first);
    const chosen = [first];
    const taken = new Set(chosen);
    while (chosen.length < models.length) {
      const needed = Math.min(2, chosen.length);
      const next = byDistance.find(
        (k) =>
          !taken.has(k) &&
          chosen.filter((c) => geometry.distance(spots[c] as Vec2, spots[k] as Vec2) <= reach).length >=
            needed,
      );
      if (next === undefined) break;
      chosen.push(next);
      taken.add(next);
    }
    if (chosen.length < models.length) continue;
    const positions = models.map((m, i) => {
      const at = spots[chosen[i] as number] as Vec2;
      return { model: m.id, x: at.x, y: at.y };
    });
    if (accept(positions)) return positions;
  }
  return undefined;
}

/**
 * A legal placement (R13, WT-UNIT-04) under `rules` inside `box`: first the compact block formation at each
 * anchor ({@link findPlacement}), then coherent clusters on free lattice spots grown from the anchors, which
 * fill the gaps a block cannot.
 */
export function searchPlacement(
  state: WastelandState,
  unit: UnitState,
  box: Box,
  anchors: readonly Vec2[],
  rules: PlacementRules,
): ModelPlacement[] | undefined {
  const block = findPlacement(state, unit, anchors, rules);
  if (block) return block;
  const radius = profileOf(state, unit).base / 2;
  const enemies = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .map((u) => {
      const acute = rules.acuteSenses === true && unitHas(state, u, 'Acute Senses');
      const circles = footprints(state, u);
      const limit = Math.max(state.settings.contactTolerance, rules.awayFromEnemies ?? 0, acute ? 18 : 0);
      return { acute, circles, box: circlesBox(circles), limit };
    });
  const spots = latticeSpots(state, box, radius, (circle) => {
    if (rules.zone && !isEntirelyInZone(circle, rules.zone)) return false;
    if (positionProblem(state, circle, unit.id)) return false;
    const spot = circlesBox([circle]);
    for (const enemy of enemies) {
      if (boxGap(spot, enemy.box) > enemy.limit + 1) continue;
      for (const e of enemy.circles) {
        const d = geometry.baseDistance(circle, e);
        if (d <= state.settings.contactTolerance + EPS) return false;
        if (rules.awayFromEnemies !== undefined && d <= rules.awayFromEnemies + EPS) return false;
        if (enemy.acute && d <= 18 + EPS) return false;
      }
    }
    return true;
  });
  // A hidden placement (Scouts) checks sight lines for every cluster: fewer tries.
  return clusterPlacement(
    state,
    unit,
    spots,
    anchors,
    (positions) => !placementProblem(state, unit, positions, rules),
    rules.hidden ? HIDDEN_CLUSTERS : MAX_CLUSTERS,
  );
}
