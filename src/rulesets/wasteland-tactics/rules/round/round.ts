import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { basesInContact, isCoherent, type ModelFootprint } from '../measuring/measure';
import { segmentPolygonDistance } from '../measuring/paths';
import { positionProblem } from '../measuring/placement';
import { carryKeyCounter } from '../missions/rescue';
import { addMarker } from '../morale/markers';
import { straightReach } from '../terrain/elevation';
import { areEnemies, draftUnitsById, footprints, isVehicle, profileOf, unitHas } from '../units/units';

/** WT-MOR-06: a new round: per-round records cleared, then coherency moves before initiative (WT-UNIT-05). */
export function beginRound(draft: WastelandDraft, ctx: WastelandContext): void {
  draft.round += 1;
  for (const unit of draft.units) {
    unit.activated = false;
    unit.defending = false;
    unit.moved = false;
    unit.failedLife = false;
    unit.slowUsed = [];
    delete unit.casts;
    delete unit.nullifies;
    delete unit.commandsUsed;
    delete unit.commandsReceived;
    delete unit.assaultFired;
    delete unit.disembarked;
    delete unit.moveActions;
  }
  draft.fightKills = [];
  draft.initiative = [];
  draft.turn = 0;
  draft.phase = 'round-start';
  ctx.emit({ type: 'round-started', round: draft.round });
}

/** Whether each model meets R15's requirement among these footprints. */
function modelCoherent(circles: readonly Circle[], index: number): boolean {
  const needed = circles.length === 2 ? 1 : 2;
  const me = circles[index] as Circle;
  return circles.filter((c, j) => j !== index && geometry.isWithin(me, c, 2)).length >= needed;
}

/**
 * R13 / R15: whether model `index` of the unit may step from `from` to `to` during its coherency move: the
 * step crosses no Impassible terrain, and the model there is in a legal position (on the table, overlapping
 * no model and no Impassible terrain), overlaps no model of its own unit and touches no enemy base.
 */
function coherencySpotFree(
  state: WastelandState,
  unit: UnitState,
  index: number,
  from: Vec2,
  to: Vec2,
): boolean {
  const circles = footprints(state, unit);
  const me = { ...(circles[index] as ModelFootprint), center: to, level: undefined };
  if (positionProblem(state, me, unit.id) !== undefined) return false;
  for (const area of state.terrain)
    if (area.impassible && segmentPolygonDistance(from, to, area.polygon) < me.radius - 1e-6) return false;
  if (circles.some((c, j) => j !== index && geometry.distance(c.center, to) < c.radius + me.radius - 1e-6))
    return false;
  return !state.units.some(
    (u) =>
      u.status === 'on-table' &&
      areEnemies(state, unit.player, u.player) &&
      footprints(state, u).some((c) => basesInContact(state, me, c)),
  );
}

/**
 * WT-UNIT-05 / R15: before initiative, each unit out of coherency makes a restoring Forced Move: every stray
 * model goes straight toward the nearest model of its unit, up to its Move, stopping once coherent or before
 * anything in its way (it never overlaps a model or enters Impassible terrain, R13); the unit
 * then gains a marker. Fearless units lose a model instead of moving; Vehicle/Monster units never move so.
 * The Rescue counter is picked up or dropped at the same moment (WT-MIS-22).
 */
export function restoreCoherency(draft: WastelandDraft, ctx: WastelandContext): void {
  const state = draft as WastelandState;
  for (const unit of state.units) {
    if (unit.status !== 'on-table' || isVehicle(state, unit)) continue;
    const circles = footprints(state, unit);
    if (isCoherent(circles)) continue;
    if (unitHas(state, unit, 'Fearless')) {
      addMarker(draft, ctx, unit.id, 'out of coherency (WT-UNIT-05)');
      continue;
    }
    const move = profileOf(state, unit).move;
    const target = draftUnitsById.require(draft, unit.id);
    const models = target.models.filter((m) => m.alive);
    const groups = geometry.coherencyGroups(circles, 2);
    const main = groups.reduce((a, b) => (b.length > a.length ? b : a), groups[0] ?? []);
    const order = [...models.keys()].sort((a, b) => Number(main.includes(a)) - Number(main.includes(b)));
    const moved: { model: string; from: { x: number; y: number }; to: { x: number; y: number } }[] = [];
    for (const i of order) {
      const current = footprints(draft as WastelandState, target);
      if (modelCoherent(current, i)) continue;
      const me = current[i] as Circle;
      const pool = main.includes(i) ? [...current.keys()] : main;
      const others = pool
        .filter((j) => j !== i && !geometry.isWithin(me, current[j] as Circle, 2))
        .map((j) => current[j] as Circle);
      const nearest = geometry.nearest(me, others);
      const model = models[i];
      if (!nearest || !model) continue;
      const goal = (others[nearest.index] as Circle).center;
      const from = { x: model.x, y: model.y };
      const direction = geometry.normalize(geometry.subtract(goal, from));
      const limit = Math.min(move, Math.max(0, geometry.distance(goal, from) - 2 * me.radius));
      // R15 / R13: the model stops before anything it would overlap, touch or cross (a model, an enemy's
      // base, Impassible terrain, a height it cannot climb); it never leaves the table.
      const reach =
        limit *
        straightReach(
          state,
          from,
          geometry.add(from, geometry.scale(direction, limit)),
          limit,
          profileOf(state, unit).height,
        ).t;
      let last = from;
      for (let d = 0.25; d < reach + 0.25; d += 0.25) {
        const at = geometry.add(from, geometry.scale(direction, Math.min(d, reach)));
        if (!coherencySpotFree(draft as WastelandState, target, i, last, at)) break;
        model.x = at.x;
        model.y = at.y;
        last = at;
        if (modelCoherent(footprints(draft as WastelandState, target), i)) break;
      }
      if (last === from) continue;
      delete model.elevation;
      moved.push({ model: model.id, from, to: { x: model.x, y: model.y } });
    }
    target.moved = true;
    ctx.emit({
      type: 'unit-moved',
      unit: unit.id,
      kind: 'coherency',
      models: moved,
      rules: ['WT-UNIT-04', 'WT-UNIT-05'],
    });
    addMarker(draft, ctx, unit.id, 'restoring coherency is a Forced Move (WT-MOVE-10)');
  }
  carryKeyCounter(draft, ctx);
}
