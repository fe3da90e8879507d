import { geometry, type Vec2 } from 'sandtable';
import type { Policy } from 'sandtable/testing';
import type {
  MoveUnitCommand,
  XenocideCommand,
  XenocideEvent,
  XenocideState,
} from '../../../src/rulesets/xenocide/index';
import { baseAllowance } from '../../../src/rulesets/xenocide/rules/movement/allowance';
import { traitsOf } from '../../../src/rulesets/xenocide/rules/movement/traits';
import { validateMove } from '../../../src/rulesets/xenocide/rules/movement/validate-move';
import { controllerOf } from '../../../src/rulesets/xenocide/scenarios/zones';
import type { UnitState } from '../../../src/rulesets/xenocide/state';

type Cmd = XenocideCommand;

const centroid = (points: readonly Vec2[]): Vec2 => ({
  x: points.reduce((s, p) => s + p.x, 0) / Math.max(1, points.length),
  y: points.reduce((s, p) => s + p.y, 0) / Math.max(1, points.length),
});

function movers(unit: UnitState) {
  return unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
}

function enemyPoints(state: XenocideState, player: string): Vec2[] {
  return state.units
    .filter((u) => u.player !== player && u.status === 'on-table')
    .flatMap((u) => movers(u).map((m) => ({ x: m.x, y: m.y })));
}

/**
 * Where a unit heads: the scenario's goal. Seize Ground: the nearest objective its side does not hold;
 * Command Centers: the nearest enemy objective still on the table; otherwise (and when there is none) the
 * nearest enemy model.
 */
function goalOf(state: XenocideState, unit: UnitState, from: Vec2): Vec2 | undefined {
  const nearest = (points: readonly Vec2[]) =>
    [...points].sort((a, b) => geometry.distance(a, from) - geometry.distance(b, from))[0];
  let objectives: Vec2[] = [];
  if (state.scenario === 'seize-ground')
    objectives = state.objectives.filter((o) => controllerOf(state, o) !== unit.player);
  if (state.scenario === 'command-centers')
    objectives = state.objectives.filter((o) => o.owner !== unit.player && !o.removed);
  return nearest(objectives) ?? nearest(enemyPoints(state, unit.player));
}

/** Where a move-unit command leaves the unit's models (their centroid). */
function endOf(state: XenocideState, command: MoveUnitCommand): Vec2 | undefined {
  const unit = state.units.find((u) => u.id === command.unit);
  if (!unit) return undefined;
  const ends = movers(unit).map((m) => {
    const path = command.models.find((x) => x.model === m.id)?.path;
    return path?.[path.length - 1] ?? { x: m.x, y: m.y };
  });
  return ends.length > 0 ? centroid(ends) : undefined;
}

/** Straight moves of the whole unit toward its goal, as far as the movement rules accept. */
function movesToward(state: XenocideState, unit: UnitState, goal: Vec2): MoveUnitCommand[] {
  const models = movers(unit);
  if (models.length === 0) return [];
  const from = centroid(models);
  const gap = geometry.distance(from, goal);
  if (gap < 1) return [];
  const allowance = Math.min(
    ...models.map((m) => {
      const profile = state.profiles[m.profile];
      return profile ? baseAllowance(traitsOf(profile), unit.order, 'normal') : 0;
    }),
  );
  const direction = geometry.normalize(geometry.subtract(goal, from));
  for (const scale of [1, 0.75, 0.5, 0.25]) {
    const step = Math.min(allowance * scale, gap) - 0.01;
    if (step <= 0) continue;
    const shift = geometry.scale(direction, step);
    const command: MoveUnitCommand = {
      type: 'move-unit',
      player: unit.player,
      unit: unit.id,
      mode: 'normal',
      models: models.map((m) => ({
        model: m.id,
        path: [
          { x: Math.round((m.x + shift.x) * 1000) / 1000, y: Math.round((m.y + shift.y) * 1000) / 1000 },
        ],
      })),
    };
    if (!('code' in validateMove(state, command))) return [command];
  }
  return [];
}

/**
 * A test-only policy that plays to win quickly: it activates companies (never skips), gives Assault orders
 * to most of them, moves every unit as close to its goal as it can (assault moves and overruns preferred
 * when they bring it closer), shoots whenever it can, rallies, and answers every other prompt with the
 * first legal command (the rules' default).
 */
export function aggressivePolicy(): Policy<{ game: XenocideState } & object, Cmd, XenocideEvent> {
  return ({ state, player, legal, random }) => {
    const game = (state as unknown as { game: XenocideState }).game;
    const stage = game.stage;
    if (stage.kind === 'activate') {
      const activations = legal.filter((c) => c.type === 'activate-company');
      const assault = activations.find(
        (c) =>
          c.type === 'activate-company' &&
          c.orders.every((o) => o.order !== 'fire-and-move') &&
          c.orders.some((o) => o.order === 'assault'),
      );
      const firing = activations.find(
        (c) => c.type === 'activate-company' && c.orders.every((o) => o.order === 'move-and-fire'),
      );
      return (random(3) < 2 ? assault : firing) ?? assault ?? firing ?? legal[0];
    }
    const fire = legal.find((c) => c.type === 'overwatch-fire');
    if (fire) return fire;
    const decision = legal.some(
      (c) => !['move-unit', 'end-phase', 'shoot', 'dig-in', 'go-on-overwatch', 'rally'].includes(c.type),
    );
    if (stage.kind !== 'activation' || stage.player !== player || decision) return legal[0];
    if (stage.phase === 'first-movement' || stage.phase === 'second-movement') {
      const moves = legal.filter((c): c is MoveUnitCommand => c.type === 'move-unit');
      const entering = moves.find((m) => game.units.find((u) => u.id === m.unit)?.status !== 'on-table');
      if (entering) return entering;
      const extra = stage.units.flatMap((id) => {
        const unit = game.units.find((u) => u.id === id);
        if (unit?.status !== 'on-table' || unit.activity.moved || moves.every((m) => m.unit !== id))
          return [];
        const goal = goalOf(game, unit, centroid(movers(unit)));
        return goal ? movesToward(game, unit, goal) : [];
      });
      let best: { command: Cmd; gain: number } | undefined;
      for (const command of [...moves, ...extra]) {
        const unit = game.units.find((u) => u.id === command.unit);
        if (!unit || movers(unit).length === 0) continue;
        const start = centroid(movers(unit));
        const goal = goalOf(game, unit, start);
        const end = endOf(game, command);
        if (!goal || !end) continue;
        const gain =
          geometry.distance(start, goal) - geometry.distance(end, goal) + (command.overrun ? 1 : 0);
        if (!best || gain > best.gain) best = { command, gain };
      }
      if (best && best.gain > 0.5) return best.command;
      return legal.find((c) => c.type === 'end-phase') ?? legal[0];
    }
    if (stage.phase === 'shooting') {
      const shots = legal.filter((c) => c.type === 'shoot');
      return shots[random(shots.length)] ?? legal.find((c) => c.type === 'end-phase') ?? legal[0];
    }
    if (stage.phase === 'morale') return legal.find((c) => c.type === 'rally') ?? legal[0];
    return legal[0];
  };
}
