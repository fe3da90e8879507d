import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { baseAllowance, LOAD_AND_UNLOAD_PENALTY, roadBonus } from './allowance';
import { type ModelStep, type MoveRejection, refuse } from './move-plan';
import { inches } from './path-geometry';
import { featureCrossings, isInside, isLandingForbidden, type Locomotion } from './terrain-effects';
import { traitsOf } from './traits';

/** XEN-MOVE-01: float noise forgiven when a path is compared with its allowance, in inches. */
export const MEASURING_TOLERANCE = 1e-6;

/** XEN-MOVE-01: what every model step of one command shares. */
export interface StepContext {
  readonly state: XenocideState;
  readonly command: MoveUnitCommand;
  readonly unit: UnitState;
  /** The entry point of a unit coming onto the table (XEN-SCEN-20, XEN-TERR-29). */
  readonly entry?: Vec2;
  /** The unit flies high during the move (XEN-TERR-20/26). */
  readonly highDuring: boolean;
  /** Transport models that unload and load in this move (XEN-TRANS-03). */
  readonly loadAndUnload: ReadonlySet<string>;
}

/** XEN-MOVE-12 / XEN-TERR-29: where a path leaving the table crosses the edge (the last leg is cut there). */
function clampToTable(from: Vec2, to: Vec2, table: XenocideState['table']): Vec2 {
  let t = 1;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (to.x < 0) t = Math.min(t, -from.x / dx);
  if (to.x > table.width) t = Math.min(t, (table.width - from.x) / dx);
  if (to.y < 0) t = Math.min(t, -from.y / dy);
  if (to.y > table.depth) t = Math.min(t, (table.depth - from.y) / dy);
  return geometry.lerp(from, to, Math.max(0, t));
}

/**
 * XEN-MOVE-01 / XEN-MOVE-12 / XEN-TERR-10 / XEN-TERR-32/33: validates one model's declared path (on the
 * table, no impassable terrain crossed or landed in, no longer than its greatest possible allowance) and
 * returns its step.
 */
export function buildStep(
  ctx: StepContext,
  entryIndex: number,
  seen: Set<string>,
): ModelStep | MoveRejection {
  const { state, command, unit } = ctx;
  const entry = command.models[entryIndex] as MoveUnitCommand['models'][number];
  const at = (...rest: (string | number)[]) => ['models', entryIndex, ...rest];
  const index = unit.models.findIndex((m) => m.id === entry.model);
  const model = unit.models[index];
  if (!model) return refuse('unknown-entity', `Unit ${unit.id} has no model '${entry.model}'.`, at('model'));
  if (seen.has(model.id))
    return refuse(
      'illegal-action',
      `Model ${model.id} is listed twice; give each model one path.`,
      at('model'),
    );
  seen.add(model.id);
  if (model.removed)
    return refuse('illegal-action', `Model ${model.id} has been removed as a casualty.`, at('model'));
  if (model.embarkedIn !== undefined) {
    return refuse(
      'illegal-action',
      `Model ${model.id} rides in ${model.embarkedIn}; disembark it instead of moving it (XEN-TRANS-04).`,
      at('model'),
    );
  }
  const traits = traitsOf(profileOf(state, model));
  const mode = command.mode;
  if (mode === 'jump' && traits.jump === undefined) {
    return refuse('illegal-action', `Model ${model.id} has no Jump ability (XEN-TERR-32).`, at('model'));
  }
  if (mode === 'teleport' && traits.teleport === undefined) {
    return refuse('illegal-action', `Model ${model.id} has no Teleport ability (XEN-TERR-33).`, at('model'));
  }
  if (mode === 'teleport' && entry.path.length !== 1) {
    return refuse(
      'illegal-action',
      `A teleport names only its destination; model ${model.id} lists ${entry.path.length} points (XEN-TERR-33).`,
      at('path'),
    );
  }
  const flying = traits.flyer || ctx.highDuring;
  const locomotion: Locomotion = {
    flying,
    skimming: !flying && (traits.skimmer || traits.hover),
    ...(mode === 'jump' ? { jumpHeight: traits.jump as number } : {}),
  };
  const start: Vec2 = ctx.entry ?? { x: model.x, y: model.y };
  const path: Vec2[] = ctx.entry ? entry.path.map((p) => ({ x: p.x, y: p.y })) : [start, ...entry.path];
  if (command.leaveTable && path.length >= 2) {
    path[path.length - 1] = clampToTable(
      path[path.length - 2] as Vec2,
      path[path.length - 1] as Vec2,
      state.table,
    );
  }
  // XEN-SCEN-20 / XEN-MOVE-12: an entering model's first point is the entry point on the edge, where its base
  // straddles the edge; it must move on from there, so a path of that one point ends half off the table.
  if (ctx.entry && path.length === 1) {
    const point = path[0] as Vec2;
    return refuse(
      'out-of-range',
      `Model ${model.id} would end its entry at (${point.x}, ${point.y}) on the table edge, half off the table; add a point on the table after the entry point (XEN-MOVE-12).`,
      at('path', 0),
    );
  }
  for (let i = ctx.entry ? 1 : 0; i < path.length; i++) {
    const point = path[i] as Vec2;
    const last = i === path.length - 1;
    const onTable =
      command.leaveTable && last
        ? geometry.isPointOnTable(point, state.table)
        : geometry.isOnTable({ center: point, radius: model.radius }, state.table);
    if (!onTable) {
      return refuse(
        'out-of-range',
        `Model ${model.id} would leave the table at (${point.x}, ${point.y}); only flyers may leave, with leaveTable (XEN-MOVE-12).`,
        at('path', Math.max(0, i - (ctx.entry ? 0 : 1))),
      );
    }
  }
  const end = path[path.length - 1] as Vec2;
  const teleport = mode === 'teleport';
  const crossings = teleport ? [] : featureCrossings(path, state.terrain, traits, locomotion);
  for (const crossing of crossings) {
    const feature = state.terrain[crossing.feature];
    if (!feature) continue;
    if (crossing.effect === 'impassable') {
      return refuse(
        'illegal-action',
        `Model ${model.id} cannot enter ${feature.name} (${feature.id}): it is impassable to it (XEN-TERR-10).`,
        at('path'),
      );
    }
  }
  if (!command.leaveTable) {
    const landing = state.terrain.find((f) => isInside(end, f) && isLandingForbidden(f, traits));
    if (landing) {
      return refuse(
        'illegal-action',
        `Model ${model.id} may cross ${landing.name} (${landing.id}) but may not end its move in it (XEN-TERR-10).`,
        at('path'),
      );
    }
  }
  const length = teleport ? geometry.distance(start, end) : geometry.pathLength(path);
  const base = baseAllowance(traits, unit.order, mode, model.titan?.boostThisTurn);
  const onTheGround = mode === 'normal' && !flying;
  const road = roadBonus(traits, path, state.terrain, onTheGround);
  const penalty = ctx.loadAndUnload.has(model.id) ? LOAD_AND_UNLOAD_PENALTY : 0;
  const allowance = Math.max(0, base + road - penalty);
  if (length > allowance + MEASURING_TOLERANCE) {
    const rule = teleport
      ? 'XEN-TERR-33'
      : mode === 'jump'
        ? 'XEN-TERR-32'
        : penalty > 0
          ? 'XEN-TRANS-03'
          : 'XEN-MOVE-01';
    return refuse(
      'out-of-range',
      `Model ${model.id} would move ${inches(length)}; its allowance is ${inches(allowance)} (${rule}).`,
      at('path'),
    );
  }
  return {
    model: model.id,
    index,
    profile: model.profile,
    traits,
    radius: model.radius,
    locomotion,
    path,
    length,
    base,
    allowance,
    crossings,
    ...(entry.facing === undefined ? {} : { facing: entry.facing }),
  };
}
