import { geometry, type PlayerId } from 'sandtable';
import type { Placement } from '../commands/schema';
import { type DeploymentZone, deploymentZonesOf, type Rect } from '../schemas/scenario';
import type { ModelState, UnitState, XzState } from '../state';
import { groundProblem } from './movement';
import {
  coherencyProblem,
  formation,
  insideRect,
  overlapProblem,
  overlaps,
  type PlacementProblem,
  placed,
} from './placement';
import { attackerOf, cardOf, defenderOf, modelDistance, sideOf } from './units';

/** R2: the zone a player deploys in (undefined before the Defender chose). */
export function zoneOf(state: XzState, player: PlayerId): DeploymentZone | undefined {
  const id = sideOf(state, player).zone;
  return deploymentZonesOf(state.scenario).find((z) => z.id === id);
}

/** R2: who deploys now (the Defender's units first, then the Attacker's), or undefined when all are down. */
export function deployingPlayer(state: XzState): PlayerId | undefined {
  for (const player of [defenderOf(state), attackerOf(state)])
    if (player && state.units.some((u) => u.player === player && u.status === 'undeployed')) return player;
  return undefined;
}

/** The units `player` still has to deploy. */
export function undeployed(state: XzState, player: PlayerId): UnitState[] {
  return state.units.filter((u) => u.player === player && u.status === 'undeployed');
}

/** The bearing a unit deployed in `zone` faces: toward the middle of the table. */
export function facingFrom(state: XzState, zone: DeploymentZone): number {
  const cx = (zone.rect.x0 + zone.rect.x1) / 2;
  const cy = (zone.rect.y0 + zone.rect.y1) / 2;
  const dx = state.scenario.table.width / 2 - cx;
  const dy = state.scenario.table.depth / 2 - cy;
  if (Math.abs(dy) >= Math.abs(dx)) return dy >= 0 ? 0 : 180;
  return dx >= 0 ? 90 : 270;
}

/** R2 / XZ-UNIT-03 / R38 / R16: why a deployment is illegal (outside the zone, on ground it can't stand on, overlapping, out of coherency), or undefined. */
export function deploymentProblem(
  state: XzState,
  unit: UnitState,
  models: readonly Placement[],
): PlacementProblem | undefined {
  const zone = zoneOf(state, unit.player);
  if (!zone)
    return {
      code: 'illegal-action',
      message: 'No deployment zone has been chosen yet (XZ-TURN-02).',
      rule: 'XZ-TURN-02',
    };
  const alive = unit.models.filter((m) => m.alive);
  for (const m of alive)
    if (!models.some((p) => p.model === m.id))
      return {
        code: 'missing-model',
        message: `Place every model of '${unit.name}': ${m.id} has no position (R2).`,
        rule: 'R2',
      };
  for (const p of models)
    if (!alive.some((m) => m.id === p.model))
      return { code: 'unknown-entity', message: `'${unit.name}' has no model '${p.model}'.`, rule: 'R2' };
  const after = placed(unit, models);
  for (const m of after)
    if (m.alive && !insideRect(m, zone.rect))
      return {
        code: 'outside-zone',
        message: `${m.name} (${m.id}) must be placed wholly inside your deployment zone '${zone.id}' (R2).`,
        rule: 'R2',
      };
  return (
    groundProblem(state, unit, models) ??
    overlapProblem(state, unit, after, false) ??
    coherencyProblem(state, unit, after)
  );
}

/** R2: legal deployments of a unit in formation at anchors across its zone (what bots and UIs start from). */
export function deploymentSamples(state: XzState, unit: UnitState, count = 6): Placement[][] {
  const zone = zoneOf(state, unit.player);
  if (!zone) return [];
  const facing = facingFrom(state, zone);
  const forward = geometry.directionOf(facing);
  const { x0, y0, x1, y1 } = zone.rect;
  const out: Placement[][] = [];
  const fractions = [
    0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95, 0.4, 0.6, 0.22, 0.78, 0.1, 0.9, 0.35, 0.65, 0.45, 0.55,
  ];
  for (const depth of [0.75, 0.5, 0.9, 0.3, 0.15, 0.97, 0.6, 0.4]) {
    for (const across of fractions) {
      // `depth` runs from the back of the zone (0) to its front edge (1), toward the enemy.
      const fx = Math.abs(forward.x) < 1e-9 ? across : forward.x > 0 ? depth : 1 - depth;
      const fy = Math.abs(forward.y) < 1e-9 ? across : forward.y > 0 ? depth : 1 - depth;
      const anchor = { x: x0 + (x1 - x0) * fx, y: y0 + (y1 - y0) * fy };
      const f = formation(state, unit, anchor, facing);
      if (!deploymentProblem(state, unit, f)) out.push(f);
      if (out.length >= count) return out;
    }
  }
  if (out.length > 0) return out;
  // A crowded zone: every point of a 1" grid, front rows first, facing ahead or turned side-on.
  for (const turn of [0, 90])
    for (let d = 0.98; d >= 0; d -= 1 / Math.max(x1 - x0, y1 - y0)) {
      for (let a = 0.02; a <= 0.98; a += 1 / Math.max(x1 - x0, y1 - y0)) {
        const fx = Math.abs(forward.x) < 1e-9 ? a : forward.x > 0 ? d : 1 - d;
        const fy = Math.abs(forward.y) < 1e-9 ? a : forward.y > 0 ? d : 1 - d;
        const anchor = { x: x0 + (x1 - x0) * fx, y: y0 + (y1 - y0) * fy };
        const f = formation(state, unit, anchor, facing + turn);
        if (!deploymentProblem(state, unit, f)) return [f];
        const packed = packedFormation(state, unit, anchor, facing + turn, zone.rect);
        if (packed && !deploymentProblem(state, unit, packed)) return [packed];
      }
    }
  return out;
}

/**
 * A formation squeezed into the room left: the leader (or gun) at `anchor`, each other model at the nearest free
 * point around it inside `rect` and within coherency (the crew within 1" of the gun, R35).
 */
function packedFormation(
  state: XzState,
  unit: UnitState,
  anchor: { x: number; y: number },
  facing: number,
  rect: Rect,
): Placement[] | undefined {
  const card = cardOf(state, unit);
  const alive = unit.models.filter((m) => m.alive);
  const gun = card.unitType === 'Artillery' ? alive.find((m) => m.body === 'gun') : undefined;
  const first = gun ?? alive.find((m) => m.id === unit.leader) ?? alive[0];
  if (!first) return undefined;
  const out: Placement[] = [{ model: first.id, x: anchor.x, y: anchor.y, facing }];
  const done: ModelState[] = [{ ...first, x: anchor.x, y: anchor.y, facing }];
  const others = state.units
    .filter((u) => u.id !== unit.id && u.status === 'on-table')
    .flatMap((u) => u.models.filter((m) => m.alive));
  const reach = gun ? 1 : card.coherency;
  for (const m of alive) {
    if (m === first) continue;
    let spot: ModelState | undefined;
    for (let r = 0.6; r <= reach + 3 && !spot; r += 0.5)
      for (let a = 0; a < 360 && !spot; a += 20) {
        const dir = geometry.directionOf(facing + 180 + a);
        const c = { ...m, x: anchor.x + dir.x * r, y: anchor.y + dir.y * r, facing };
        if (!insideRect(c, rect) || modelDistance(c, done[0] as ModelState) > reach) continue;
        if (done.some((d) => overlaps(c, d)) || others.some((o) => overlaps(c, o))) continue;
        spot = c;
      }
    if (!spot) return undefined;
    done.push(spot);
    out.push({ model: m.id, x: spot.x, y: spot.y, facing });
  }
  return out;
}
