import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { sideIndex } from '../../context';
import type { Edge, UnitState, XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';

const ON_EDGE = 1e-6;

/** XEN-SCEN-20: whether a point lies on the given table edge ('south' is y = 0, 'north' is y = depth). */
export function isOnEdge(point: Vec2, edge: Edge, table: XenocideState['table']): boolean {
  const y = edge === 'south' ? 0 : table.depth;
  return Math.abs(point.y - y) <= ON_EDGE && point.x >= -ON_EDGE && point.x <= table.width + ON_EDGE;
}

/** XEN-TERR-29 / R40: whether a point lies on any table edge. */
export function isOnAnyEdge(point: Vec2, table: XenocideState['table']): boolean {
  const inX = point.x >= -ON_EDGE && point.x <= table.width + ON_EDGE;
  const inY = point.y >= -ON_EDGE && point.y <= table.depth + ON_EDGE;
  const onX = Math.abs(point.x) <= ON_EDGE || Math.abs(point.x - table.width) <= ON_EDGE;
  const onY = Math.abs(point.y) <= ON_EDGE || Math.abs(point.y - table.depth) <= ON_EDGE;
  return (onX && inY) || (onY && inX);
}

/**
 * XEN-SCEN-19/20 / R23 / XEN-TERR-29 / R40: the one entry point of a unit coming onto the table. The first
 * path point of every entering model names it (the same point for all), on the owner's edge for reserves
 * and on any edge for a returning flyer; every model not boarding a transport must enter.
 */
export function entryPoint(
  state: XenocideState,
  command: MoveUnitCommand,
  unit: UnitState,
  entering: 'reserve' | 'return',
): Vec2 | MoveRejection {
  const boarding = new Set((command.embark ?? []).map((e) => e.model));
  const missing = unit.models.find(
    (m) =>
      !m.removed &&
      m.embarkedIn === undefined &&
      !boarding.has(m.id) &&
      !command.models.some((c) => c.model === m.id),
  );
  if (missing) {
    return refuse(
      'illegal-action',
      `Model ${missing.id} must enter with its unit: list a path for every model (XEN-SCEN-20).`,
      ['models'],
    );
  }
  const first = command.models[0]?.path[0];
  if (!first)
    return refuse(
      'illegal-action',
      `Unit ${unit.id} enters the table: give each model a path from the entry point (XEN-SCEN-20).`,
      ['models'],
    );
  const i = command.models.findIndex((c) => geometry.distance(c.path[0] as Vec2, first) > ON_EDGE);
  if (i >= 0) {
    return refuse(
      'illegal-action',
      `Every model of an entering unit measures its move from one entry point; model ${command.models[i]?.model} starts elsewhere (XEN-SCEN-20).`,
      ['models', i, 'path', 0],
    );
  }
  if (entering === 'reserve') {
    const edge = state.sides[sideIndex(state, unit.player)]?.edge as Edge;
    if (!isOnEdge(first, edge, state.table)) {
      return refuse(
        'illegal-action',
        `The entry point (${first.x}, ${first.y}) is not on ${unit.player}'s ${edge} table edge (XEN-SCEN-20).`,
        ['models', 0, 'path', 0],
      );
    }
  } else if (!isOnAnyEdge(first, state.table)) {
    return refuse(
      'illegal-action',
      `A returning flyer enters from a point on a table edge; (${first.x}, ${first.y}) is not on one (XEN-TERR-29).`,
      ['models', 0, 'path', 0],
    );
  }
  if (command.mode === 'teleport') {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} enters the table by moving from its edge, not by teleport (XEN-SCEN-20).`,
      ['mode'],
    );
  }
  return first;
}
