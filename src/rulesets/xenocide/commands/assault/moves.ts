import { type Circle, geometry, type Vec2 } from 'sandtable';
import { modelsOnTable, profileOf, unitById } from '../../context';
import { baseAllowance } from '../../rules/movement/allowance';
import { mayAssaultByMoving } from '../../rules/movement/assault-orders';
import { isFlyerUnit } from '../../rules/movement/flyers';
import { checkEligibility, isRejection } from '../../rules/movement/move-eligibility';
import { basesOverlap, type PlacedBase, standingBases } from '../../rules/movement/overlap';
import { traitsOf } from '../../rules/movement/traits';
import { validateMove } from '../../rules/movement/validate-move';
import { ZONE_OF_CONTROL } from '../../rules/movement/zone-of-control';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { MoveUnitCommand } from '../schema';
import { checkOverrun } from './overrun';

const round = (v: number) => Math.round(v * 1000) / 1000;
const at = (p: Vec2): Vec2 => ({ x: round(p.x), y: round(p.y) });

/** The models of a unit that move with it: on the table and not riding in a transport. */
function movers(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
}

/** The nearest enemy ground units of a unit with models on the table, nearest first. */
function nearestEnemies(state: XenocideState, unit: UnitState, limit: number): UnitState[] {
  const own = movers(unit);
  const gap = (enemy: UnitState) =>
    Math.min(
      ...modelsOnTable(state, enemy).flatMap((e) =>
        own.map((m) =>
          geometry.baseDistance({ center: m, radius: m.radius }, { center: e, radius: e.radius }),
        ),
      ),
    );
  return state.units
    .filter((u) => u.player !== unit.player && u.status === 'on-table' && !u.high)
    .filter((u) => modelsOnTable(state, u).length > 0)
    .map((u) => ({ u, d: gap(u) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((x) => x.u);
}

/** Whether `unit` may move now in a movement phase from the table (not entering, not a flyer). */
function movesFromTable(state: XenocideState, unit: UnitState): boolean {
  const eligible = checkEligibility(state, unit.player, unit.id);
  return !isRejection(eligible) && !eligible.entering && !isFlyerUnit(state, unit) && !unit.high;
}

/**
 * XEN-MOVE-09 / XEN-MOVE-10: each model heads straight for the nearest model of `target` and stops `gap`
 * inches short of it (or where its allowance runs out), shifted aside when it would land on another base.
 */
function charge(state: XenocideState, unit: UnitState, target: UnitState, gap: number): MoveUnitCommand {
  const enemies = modelsOnTable(state, target).map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius }));
  const placed: PlacedBase[] = standingBases(state, new Set(unit.models.map((m) => m.id)));
  const models: MoveUnitCommand['models'] = [];
  for (const m of movers(unit)) {
    const allowance =
      baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn) - 0.01;
    const near = geometry.nearest({ center: m, radius: m.radius }, enemies);
    const goal = near ? (enemies[near.index] as Circle) : undefined;
    if (!near || !goal || allowance <= 0) continue;
    const from = { x: m.x, y: m.y };
    const total = geometry.distance(from, goal.center);
    const step = Math.min(allowance, near.distance - gap);
    if (step <= 0 || total === 0) continue;
    const toward = geometry.normalize(geometry.subtract(goal.center, from));
    const side = { x: toward.y, y: -toward.x };
    let end: Vec2 | undefined;
    for (const offset of [0, 1, -1, 2, -2, 3, -3]) {
      const aim = geometry.add(
        geometry.add(from, geometry.scale(toward, step)),
        geometry.scale(side, offset * m.radius * 2),
      );
      const shift = geometry.subtract(aim, from);
      const capped =
        geometry.magnitude(shift) > allowance
          ? geometry.add(from, geometry.scale(geometry.normalize(shift), allowance))
          : aim;
      const base: PlacedBase = { model: m.id, center: at(capped), radius: m.radius, high: false };
      if (!geometry.isOnTable(base, state.table) || placed.some((b) => basesOverlap(base, b))) continue;
      end = base.center;
      placed.push(base);
      break;
    }
    if (end) models.push({ model: m.id, path: [end] });
  }
  return { type: 'move-unit', player: unit.player, unit: unit.id, mode: 'normal', models };
}

/**
 * XEN-MOVE-09 / XEN-MOVE-10 / XEN-CA-01: moves that take a unit on Assault orders into close assault with
 * one of its two nearest enemy units (each model charging to 2" or 3" of the nearest enemy model), as the
 * movement rules accept them; for legal-command lists and bots.
 */
export function assaultMoveSamples(state: XenocideState, unitId: string): MoveUnitCommand[] {
  const unit = unitById.get(state, unitId);
  if (!unit || !mayAssaultByMoving(unit) || !movesFromTable(state, unit)) return [];
  const out: MoveUnitCommand[] = [];
  for (const target of nearestEnemies(state, unit, 2)) {
    for (const gap of [2, 3]) {
      const command = charge(state, unit, target, gap);
      if (command.models.length === 0 || 'code' in validateMove(state, command)) continue;
      out.push(command);
      break;
    }
  }
  return out;
}

/**
 * XEN-OVR-01 / XEN-OVR-02: moves that overrun one of the unit's two nearest enemy units: the whole unit drives
 * straight through it (through its centre, else 2" to either side) to end more than 4" beyond, as far as its
 * allowance reaches; at most one per enemy unit; for legal-command lists and bots.
 */
export function overrunSamples(state: XenocideState, unitId: string): MoveUnitCommand[] {
  const unit = unitById.get(state, unitId);
  if (!unit || !movesFromTable(state, unit)) return [];
  const models = movers(unit);
  if (models.length === 0) return [];
  const allowance =
    Math.min(
      ...models.map((m) =>
        baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
      ),
    ) - 0.01;
  const out: MoveUnitCommand[] = [];
  const centre = (list: readonly ModelState[]) => ({
    x: list.reduce((s, m) => s + m.x, 0) / list.length,
    y: list.reduce((s, m) => s + m.y, 0) / list.length,
  });
  const from = centre(models);
  for (const target of nearestEnemies(state, unit, 2)) {
    const to = centre(modelsOnTable(state, target));
    const gap = geometry.distance(from, to);
    if (gap === 0 || gap + ZONE_OF_CONTROL > allowance) continue;
    const ahead = geometry.normalize(geometry.subtract(to, from));
    const side = { x: ahead.y, y: -ahead.x };
    for (const offset of [0, 2, -2]) {
      const aim = geometry.add(to, geometry.scale(side, offset));
      const direction = geometry.normalize(geometry.subtract(aim, from));
      const command: MoveUnitCommand = {
        type: 'move-unit',
        player: unit.player,
        unit: unit.id,
        mode: 'normal',
        overrun: target.id,
        models: models.map((m) => ({
          model: m.id,
          path: [at(geometry.add(m, geometry.scale(direction, allowance)))],
        })),
      };
      if ('code' in checkOverrun(state, command)) continue;
      out.push(command);
      break;
    }
  }
  return out;
}
