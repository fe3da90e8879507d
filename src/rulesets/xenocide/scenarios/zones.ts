import { geometry } from 'sandtable';
import { modelsOnTable, opponentOf } from '../context';
import type { Edge, Objective, UnitState, XenocideState } from '../state';

/** Distance from a point to a table edge. */
export function distanceToEdge(state: XenocideState, y: number, edge: Edge): number {
  return edge === 'south' ? y : state.table.depth - y;
}

/** The opposite edge. */
export function oppositeEdge(edge: Edge): Edge {
  return edge === 'south' ? 'north' : 'south';
}

/** XEN-SCEN-05: depth of the standard deployment zone: (table depth − 36")/2, 6" on a 48" table. */
export function standardZoneDepth(state: XenocideState): number {
  return Math.max(0, (state.table.depth - 36) / 2);
}

/** A model placement to check against a deployment zone. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** Whether a whole base lies on the table. */
export function isOnTable(state: XenocideState, p: Placement): boolean {
  return geometry.isOnTable({ center: { x: p.x, y: p.y }, radius: p.radius }, state.table);
}

/**
 * Where a player may deploy a unit, as a reason it may not (undefined when it may):
 * XEN-SCEN-05 standard zones, XEN-SCEN-13 Invasion defender (≥18" from the attacker's edge),
 * XEN-SCEN-25 Command Centers (anywhere if every model is within 4" of an own objective).
 * Bases must lie wholly inside the zone.
 */
export function deploymentProblem(
  state: XenocideState,
  player: string,
  models: readonly Placement[],
): string | undefined {
  const side = state.sides.find((s) => s.player === player);
  if (!side?.edge) return 'the table edges have not been chosen yet';
  const edge = side.edge;
  if (state.scenario === 'invasion') {
    const attackerEdge = oppositeEdge(edge);
    const bad = models.find(
      (m) => distanceToEdge(state, m.y, attackerEdge) - m.radius < 18 - geometry.GEOMETRY_EPSILON,
    );
    return bad ? `every model must be at least 18" from the attacker's edge (XEN-SCEN-13)` : undefined;
  }
  const depth = standardZoneDepth(state);
  const inZone = (m: Placement) => geometry.isAtMost(distanceToEdge(state, m.y, edge) + m.radius, depth);
  if (models.every(inZone)) return undefined;
  if (state.scenario === 'command-centers') {
    const own = state.objectives.filter((o) => o.owner === player && !o.removed);
    const nearObjective = own.some((o) =>
      models.every((m) =>
        geometry.isAtMost(
          geometry.baseDistance({ center: o, radius: 0 }, { center: m, radius: m.radius }),
          4,
        ),
      ),
    );
    if (nearObjective) return undefined;
    return `every model must be wholly within ${depth}" of your table edge, or all within 4" of one of your objectives (XEN-SCEN-05, XEN-SCEN-25)`;
  }
  return `every model must be wholly within ${depth}" of your table edge (XEN-SCEN-05)`;
}

/**
 * XEN-SCEN-08 (Seize Ground) and XEN-SCEN-23 (Command Centers): why an objective may not go at `at`,
 * or undefined when it may.
 */
export function objectivePlacementProblem(
  state: XenocideState,
  player: string,
  at: { x: number; y: number },
): string | undefined {
  const { width, depth } = state.table;
  if (at.x < 0 || at.y < 0 || at.x > width || at.y > depth) return `(${at.x}, ${at.y}) is off the table`;
  const others = state.objectives.filter((o) => !o.removed);
  const tooClose = others.find((o) => Math.hypot(o.x - at.x, o.y - at.y) < 12 - geometry.GEOMETRY_EPSILON);
  if (state.scenario === 'seize-ground') {
    if (tooClose)
      return `it must be at least 12" from every other objective; ${tooClose.id} is ${Math.hypot(tooClose.x - at.x, tooClose.y - at.y).toFixed(1)}" away (XEN-SCEN-08)`;
    const edge = Math.min(at.x, at.y, width - at.x, depth - at.y);
    if (edge < 6 - geometry.GEOMETRY_EPSILON)
      return `it must be at least 6" from every table edge; it is ${edge.toFixed(1)}" (XEN-SCEN-08)`;
    return undefined;
  }
  const side = state.sides.find((s) => s.player === player);
  if (!side?.edge) return 'the table edges have not been chosen yet';
  const fromOwn = distanceToEdge(state, at.y, side.edge);
  if (fromOwn < 6 - geometry.GEOMETRY_EPSILON || fromOwn > 18 + geometry.GEOMETRY_EPSILON) {
    return `it must be between 6" and 18" from your table edge; it is ${fromOwn.toFixed(1)}" (XEN-SCEN-23)`;
  }
  if (tooClose)
    return `it must be at least 12" from every other objective; ${tooClose.id} is too close (XEN-SCEN-23)`;
  const enemy = others.find(
    (o) => o.owner !== player && Math.hypot(o.x - at.x, o.y - at.y) <= 24 + geometry.GEOMETRY_EPSILON,
  );
  if (enemy)
    return `it may not be within 24" of an enemy objective; ${enemy.id} is ${Math.hypot(enemy.x - at.x, enemy.y - at.y).toFixed(1)}" away (XEN-SCEN-23)`;
  return undefined;
}

/** R66: whether any on-table model of the unit is within `range` of a point (edge of base to the point). */
export function unitWithin(
  state: XenocideState,
  unit: UnitState,
  point: { x: number; y: number },
  range: number,
): boolean {
  return modelsOnTable(state, unit).some((m) =>
    geometry.isAtMost(
      geometry.baseDistance({ center: point, radius: 0 }, { center: m, radius: m.radius }),
      range,
    ),
  );
}

/** XEN-SCEN-09: who controls an objective: the only player with units within 4", else 'contested' or undefined. */
export function controllerOf(state: XenocideState, objective: Objective): string | 'contested' | undefined {
  const near = state.players.filter((p) =>
    state.units.some((u) => u.player === p && u.status === 'on-table' && unitWithin(state, u, objective, 4)),
  );
  if (near.length === 2) return 'contested';
  return near[0];
}

/** XEN-SCEN-26: the unrevealed enemy objectives a player's units are within 4" of. */
export function objectivesToReveal(state: XenocideState, player: string): Objective[] {
  const enemy = opponentOf(state, player);
  return state.objectives.filter(
    (o) =>
      o.owner === enemy &&
      !o.revealed &&
      !o.removed &&
      state.units.some((u) => u.player === player && u.status === 'on-table' && unitWithin(state, u, o, 4)),
  );
}
