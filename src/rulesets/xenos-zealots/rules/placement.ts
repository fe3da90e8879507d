import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import type { Rect } from '../schemas/scenario';
import type { ModelState, UnitState, XzState } from '../state';
import { bodySeparation } from './geometry';
import { CONTACT, cardOf, footprint, modelDistance } from './units';

/** A problem with placed models, in a player's words, with its rule. */
export interface PlacementProblem {
  readonly code: string;
  readonly message: string;
  readonly rule: string;
}

/** The unit's models moved to `placements` (others where they are), as new objects. */
export function placed(unit: UnitState, placements: readonly Placement[]): ModelState[] {
  return unit.models.map((m) => {
    const p = placements.find((q) => q.model === m.id);
    return p ? { ...m, x: p.x, y: p.y, facing: p.facing ?? m.facing } : m;
  });
}

/** Whether a model's footprint lies inside a rectangle (a zone or the table). */
export function insideRect(m: ModelState, rect: Rect): boolean {
  const poly = m.shape.kind === 'circle' ? undefined : footprint(m);
  if (!poly) {
    const r = m.shape.kind === 'circle' ? m.shape.diameter / 2 : 0;
    return (
      m.x - r >= rect.x0 - 1e-9 &&
      m.x + r <= rect.x1 + 1e-9 &&
      m.y - r >= rect.y0 - 1e-9 &&
      m.y + r <= rect.y1 + 1e-9
    );
  }
  return poly.points.every(
    (p) => p.x >= rect.x0 - 1e-9 && p.x <= rect.x1 + 1e-9 && p.y >= rect.y0 - 1e-9 && p.y <= rect.y1 + 1e-9,
  );
}

/** The table as a rectangle. */
export function tableRect(state: XzState): Rect {
  return { x0: 0, y0: 0, x1: state.scenario.table.width, y1: state.scenario.table.depth };
}

/**
 * XZ-UNIT-03 / XZ-UNIT-07 / R35: whether every model is within the unit's Coherency radius of its leader
 * (artillery crew within 1" of the gun).
 */
export function coherencyProblem(
  state: XzState,
  unit: UnitState,
  models: readonly ModelState[],
): PlacementProblem | undefined {
  const card = cardOf(state, unit);
  const leader = models.find((m) => m.id === unit.leader && m.alive);
  if (!leader) return undefined;
  const gun = card.unitType === 'Artillery' ? models.find((m) => m.body === 'gun' && m.alive) : undefined;
  for (const m of models) {
    if (!m.alive || m.id === leader.id) continue;
    if (gun && m.id !== gun.id) {
      if (modelDistance(m, gun) > 1 + 1e-9)
        return {
          code: 'out-of-coherency',
          message: `${m.name} (${m.id}) must stay within 1" of its gun (XZ-UNIT-07, R35).`,
          rule: 'XZ-UNIT-07',
        };
      continue;
    }
    if (modelDistance(m, leader) > card.coherency + 1e-9)
      return {
        code: 'out-of-coherency',
        message: `${m.name} (${m.id}) would end ${modelDistance(m, leader).toFixed(2)}" from its leader; keep every model within ${card.coherency}" of the unit leader (XZ-UNIT-03).`,
        rule: 'XZ-UNIT-03',
      };
  }
  return undefined;
}

/**
 * R38 / XZ-MOVE-02 / XZ-MOVE-11: models placed must be on the table, overlap no other model, and (unless
 * `contactAllowed`) end out of base contact with every enemy model.
 */
export function overlapProblem(
  state: XzState,
  unit: UnitState,
  models: readonly ModelState[],
  contactAllowed: boolean,
): PlacementProblem | undefined {
  const table = tableRect(state);
  const others: ModelState[] = [];
  const enemies = new Set<string>();
  for (const u of state.units) {
    if (u.id === unit.id || u.status !== 'on-table') continue;
    for (const m of u.models) {
      if (!m.alive) continue;
      others.push(m);
      if (u.player !== unit.player) enemies.add(m.id);
    }
  }
  for (const m of models) {
    if (!m.alive) continue;
    if (!insideRect(m, table))
      return { code: 'off-table', message: `${m.name} (${m.id}) would be off the table.`, rule: 'R38' };
    const reach = boundingRadius(m) + CONTACT;
    for (const o of models) {
      if (o === m || !o.alive || o.id <= m.id) continue;
      if (geometry.distance(m, o) > reach + boundingRadius(o)) continue;
      if (bodySeparation(m, o) < -CONTACT)
        return {
          code: 'overlap',
          message: `${m.name} (${m.id}) and ${o.id} would overlap; models occupy their bases (XZ-MOVE-02).`,
          rule: 'XZ-MOVE-02',
        };
    }
    for (const o of others) {
      if (geometry.distance(m, o) > reach + boundingRadius(o)) continue;
      const separation = bodySeparation(m, o);
      if (separation < -CONTACT)
        return {
          code: 'overlap',
          message: `${m.name} (${m.id}) would overlap ${o.id}; models occupy their bases (XZ-MOVE-02).`,
          rule: 'XZ-MOVE-02',
        };
      if (!contactAllowed && enemies.has(o.id) && separation <= CONTACT + 1e-9)
        return {
          code: 'contact',
          message: `${m.name} (${m.id}) would end in base contact with the enemy ${o.id}; only an Assault action moves into contact (XZ-MOVE-11, R22).`,
          rule: 'XZ-MOVE-11',
        };
    }
  }
  return undefined;
}

/** The radius of the smallest circle around a model's centre that holds its footprint. */
function boundingRadius(m: ModelState): number {
  return m.shape.kind === 'circle' ? m.shape.diameter / 2 : Math.hypot(m.shape.length, m.shape.width) / 2;
}

/** R38: two footprints overlap by more than the contact tolerance. */
export function overlaps(a: ModelState, b: ModelState): boolean {
  if (a.shape.kind === 'circle' && b.shape.kind === 'circle')
    return geometry.distance(a, b) < a.shape.diameter / 2 + b.shape.diameter / 2 - CONTACT;
  if (modelDistance(a, b) > 0) return false;
  const shrink = (m: ModelState): ModelState =>
    m.shape.kind === 'circle'
      ? { ...m, shape: { kind: 'circle', diameter: Math.max(0.01, m.shape.diameter - 2 * CONTACT) } }
      : {
          ...m,
          shape: {
            kind: 'rect',
            length: Math.max(0.01, m.shape.length - 2 * CONTACT),
            width: Math.max(0.01, m.shape.width - 2 * CONTACT),
          },
        };
  return modelDistance(shrink(a), shrink(b)) === 0;
}

/**
 * A formation for the unit around `anchor`, facing `facing`: the leader (or the gun) at the anchor, the others in
 * ranks behind it within coherency (artillery crew beside the gun, R35).
 */
export function formation(state: XzState, unit: UnitState, anchor: Vec2, facing: number): Placement[] {
  const card = cardOf(state, unit);
  const alive = unit.models.filter((m) => m.alive);
  const gun = card.unitType === 'Artillery' ? alive.find((m) => m.body === 'gun') : undefined;
  const first = gun ?? alive.find((m) => m.id === unit.leader) ?? alive[0];
  if (!first) return [];
  const out: Placement[] = [{ model: first.id, x: anchor.x, y: anchor.y, facing }];
  const back = geometry.directionOf(facing + 180);
  const side = geometry.directionOf(facing + 90);
  const size = (m: ModelState) =>
    m.shape.kind === 'circle' ? m.shape.diameter : Math.max(m.shape.length, m.shape.width);
  const firstSize = size(first);
  const rest = alive.filter((m) => m !== first);
  const perRank = gun ? 3 : rest.length > 12 ? 7 : 5;
  rest.forEach((m, i) => {
    const s = size(m) + 0.2;
    const rank = Math.floor(i / perRank);
    const file = (i % perRank) - Math.floor(perRank / 2);
    const depth = gun ? firstSize / 2 + s / 2 + 0.3 : firstSize / 2 + s / 2 + 0.1 + rank * s;
    const across = gun ? file * s : file * s + (rank % 2 === 1 ? s / 2 : 0);
    out.push({
      model: m.id,
      x: anchor.x + back.x * depth + side.x * across,
      y: anchor.y + back.y * depth + side.y * across,
      facing,
    });
  });
  return out;
}
