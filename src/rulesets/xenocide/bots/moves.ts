import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { whyMoveEntersHeld } from '../commands/buildings/enter';
import { sampleMoves } from '../commands/move-unit';
import type { MoveUnitCommand } from '../commands/schema';
import { memoize, modelsOnTable, opponentOf, profileOf } from '../context';
import { baseAllowance } from '../rules/movement/allowance';
import { traitsOf } from '../rules/movement/traits';
import { validateMove } from '../rules/movement/validate-move';
import { weaponSystemsOf } from '../rules/shooting';
import { controllerOf, distanceToEdge } from '../scenarios/zones';
import type { ModelState, Objective, UnitState, XenocideState } from '../state';
import {
  assaultExchange,
  centroid,
  depthFromOwnEdge,
  enemiesOnTable,
  gapTo,
  isArtilleryUnit,
  isTitanUnit,
  longestRange,
  moversOf,
  nearestEnemy,
  roleOf,
  roughShot,
  unitCentre,
} from './evaluation';

/** A unit holding its ground goes for an enemy when the assault is expected to gain this share of its own value. */
const ASSAULT_EDGE = 0.25;

/** XEN-WIN-10 / R22: how deep (inches from its own edge) an Invasion attacker's unit must stand to score. */
export const INVASION_SCORING_DEPTH = 24;

const round = (v: number) => Math.round(v * 1000) / 1000;

function nearest<T extends Vec2>(points: readonly T[], from: Vec2): T | undefined {
  let best: T | undefined;
  let gap = Number.POSITIVE_INFINITY;
  for (const p of points) {
    const d = geometry.distance(p, from);
    if (d < gap) {
      best = p;
      gap = d;
    }
  }
  return best;
}

/** Whether a unit goes for objectives: on the table, with models that move, neither artillery nor a flyer. */
function takesObjectives(state: XenocideState, unit: UnitState): boolean {
  return (
    unit.status === 'on-table' &&
    moversOf(unit).length > 0 &&
    !isArtilleryUnit(state, unit) &&
    !unit.models.some((m) => !m.removed && profileOf(state, m).types.includes('Flyer'))
  );
}

/**
 * XEN-SCEN-09: the objective a unit is sent to. Seize Ground: every objective (holding its own, contesting
 * the enemy's); Command Centers: the enemy objectives still standing. The side's units are shared out
 * nearest first, at most an even share per objective, so every objective gets someone.
 */
export function assignedObjective(state: XenocideState, unit: UnitState): Objective | undefined {
  // One sharing-out per side and state (every unit of the side asks for its part of it).
  return memoize(state, `bot-objectives:${unit.player}`, () => shareObjectives(state, unit.player)).get(
    unit.id,
  );
}

function shareObjectives(state: XenocideState, player: PlayerId): Map<string, Objective> {
  const assigned = new Map<string, Objective>();
  const targets =
    state.scenario === 'seize-ground'
      ? state.objectives.filter((o) => !o.removed)
      : state.scenario === 'command-centers'
        ? objectivesToTake(state, player)
        : [];
  if (targets.length === 0) return assigned;
  const units = state.units.filter((u) => u.player === player && takesObjectives(state, u));
  const share = Math.max(1, Math.ceil(units.length / targets.length));
  const pairs: { unit: string; objective: number; gap: number }[] = [];
  for (const u of units) {
    const at = unitCentre(state, u);
    if (!at) continue;
    targets.forEach((o, objective) => {
      pairs.push({ unit: u.id, objective, gap: geometry.distance(at, o) });
    });
  }
  pairs.sort(
    (a, b) => a.gap - b.gap || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : a.objective - b.objective),
  );
  const load = targets.map(() => 0);
  for (const pair of pairs) {
    if (assigned.has(pair.unit) || (load[pair.objective] ?? 0) >= share) continue;
    load[pair.objective] = (load[pair.objective] ?? 0) + 1;
    assigned.set(pair.unit, targets[pair.objective] as Objective);
  }
  return assigned;
}

/** XEN-SCEN-09: the objectives worth taking: not held by `player` (Seize Ground), or the enemy's still standing (Command Centers). */
export function objectivesToTake(state: XenocideState, player: PlayerId): Objective[] {
  if (state.scenario === 'seize-ground')
    return state.objectives.filter((o) => !o.removed && controllerOf(state, o) !== player);
  if (state.scenario === 'command-centers')
    return state.objectives.filter((o) => !o.removed && o.owner !== player);
  return [];
}

/**
 * Where a unit heads, by scenario, or undefined to hold its ground: Seize Ground and Command Centers send it
 * to the nearest objective to take (a unit on a held objective stays); an Invasion attacker advances to
 * 24" from its edge before it fights; a side that holds its ground (Attrition) sends
 * out only the units expected to win a close assault with the nearest enemy; otherwise it closes on the
 * nearest enemy, and ranged units stop when an enemy is within their range (artillery never advances).
 */
export function goalOf(state: XenocideState, unit: UnitState): Vec2 | undefined {
  const from = unitCentre(state, unit);
  if (!from) return undefined;
  const player = unit.player;
  const assault = unit.order === 'assault';
  const enemy = nearestEnemy(state, player, from);
  if (state.scenario === 'invasion' && roleOf(state, player) === 'attacker') {
    const depth = Math.min(...moversOf(unit).map((m) => depthFromOwnEdge(state, player, m) - m.radius));
    if (depth < INVASION_SCORING_DEPTH + 1) {
      const edge = state.sides.find((s) => s.player === player)?.edge;
      const y = edge === 'north' ? state.table.depth - 30 : 30;
      return { x: from.x, y };
    }
    // Past the line the unit scores every turn it survives: it stays, shooting and charging what comes close.
    return undefined;
  }
  if (!isArtilleryUnit(state, unit)) {
    const objective = assignedObjective(state, unit);
    if (objective) return geometry.distance(objective, from) < 2 ? undefined : objective;
  }
  if (!enemy || isArtilleryUnit(state, unit)) return undefined;
  // XEN-CA: holding its ground, a unit still goes for the nearest enemy when it expects to win the assault
  // by more than the fire it takes on the way costs (a run under fire loses VP, which decide Attrition).
  if (holdsGround(state, player)) {
    const gain = assaultExchange(state, unit, enemy.unit);
    return gain > unit.value * ASSAULT_EDGE && gain > approachCost(state, unit, enemy.distance)
      ? nearest(modelsOnTable(state, enemy.unit), from)
      : undefined;
  }
  if (!assault && enemy.distance <= longestRange(state, unit) - 2) return undefined;
  return nearest(modelsOnTable(state, enemy.unit), from);
}

/**
 * XEN-SHOOT: the points the unit is expected to lose to enemy fire while it closes `distance` to charge: one
 * volley of every enemy unit (a range-only upper estimate, {@link roughShot}) for each turn of the run.
 */
function approachCost(state: XenocideState, unit: UnitState, distance: number): number {
  const speed = allowanceOf(state, { ...unit, order: 'assault' });
  if (speed <= 0) return Number.POSITIVE_INFINITY;
  const turns = Math.max(0, Math.ceil((distance - speed - 4) / speed));
  if (turns === 0) return 0;
  const volley = memoize(state, `bot-volley:${unit.id}`, () => {
    let total = 0;
    for (const enemy of enemiesOnTable(state, unit.player)) {
      const weapons = weaponSystemsOf(state, enemy).map((weapon) => ({ weapon }));
      if (weapons.length > 0) total += roughShot(state, { unit: enemy.id, target: unit.id, weapons }).value;
    }
    return total;
  });
  return volley * turns;
}

/**
 * Whether the side waits for the enemy instead of advancing: in Attrition the side that loses fewer VP wins,
 * so its units keep their ground (and cover), shoot what comes into range and charge only what is within
 * reach. The Invasion defender does not: every attacker's unit past the 24" line scores each turn it lives
 * (XEN-WIN-10), so the defender closes with the attackers (its ranged units stop once in range), having
 * started on overwatch (XEN-SCEN-16). Both sides of a scenario hold or advance alike.
 */
export function holdsGround(state: XenocideState, _player: PlayerId): boolean {
  return state.scenario === 'attrition';
}

/** The smallest allowance among the unit's moving models, on its order (titans with this turn's boost). */
export function allowanceOf(state: XenocideState, unit: UnitState): number {
  const models = moversOf(unit);
  if (models.length === 0) return 0;
  return Math.min(
    ...models.map((m) =>
      baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
    ),
  );
}

/**
 * Whether the move-unit command is accepted now (checked as `move-unit` does, without rolling dice) and is
 * no assault by accident: a titan on Fire and Move orders may end a move within 4" of an enemy (XEN-TITAN-12,
 * XEN-MOVE-09), but the heuristic charges only when it means to (its charge moves), never by walking into
 * contact on the way to its goal.
 */
export function isAcceptedMove(state: XenocideState, command: MoveUnitCommand): boolean {
  return (
    !('code' in validateMove(state, command)) &&
    whyMoveEntersHeld(state, command) === undefined &&
    !walksIntoAssault(state, command)
  );
}

/** XEN-MOVE-09 / XEN-TITAN-12: whether a move not on Assault orders ends a model within 4" of an enemy model. */
export function walksIntoAssault(state: XenocideState, command: MoveUnitCommand): boolean {
  const unit = state.units.find((u) => u.id === command.unit);
  if (!unit || unit.order === 'assault' || command.high === true || !isTitanUnit(state, unit)) return false;
  const enemies = enemiesOnTable(state, unit.player)
    .filter((e) => !e.high)
    .flatMap((e) => modelsOnTable(state, e));
  return command.models.some((m) => {
    const end = m.path[m.path.length - 1];
    const model = unit.models.find((x) => x.id === m.model);
    if (!end || !model) return false;
    return enemies.some((e) => geometry.distance(end, e) - e.radius - model.radius <= 4);
  });
}

/** What a straight move carries besides the movers' shifts: models' own paths and transport lists. */
export type MoveExtras = Pick<MoveUnitCommand, 'embark' | 'disembark' | 'suppressedMove'> & {
  readonly paths?: MoveUnitCommand['models'];
};

function shifted(
  unit: UnitState,
  movers: readonly ModelState[],
  shift: Vec2,
  extras: MoveExtras,
): MoveUnitCommand {
  const { paths, ...rest } = extras;
  return {
    type: 'move-unit',
    player: unit.player,
    unit: unit.id,
    mode: 'normal',
    models: [
      ...(paths ?? []),
      ...movers.map((m) => ({
        model: m.id,
        path: [{ x: round(m.x + shift.x), y: round(m.y + shift.y) }],
      })),
    ],
    ...rest,
  };
}

const SCALES = [1, 0.6, 0.3];
const SIDESTEPS = [0, 3, -3];

/**
 * XEN-MOVE-01..07 / XEN-TERR-32/33: a straight move of the whole unit (every model by the same shift, so
 * coherency holds) toward `goal`, as far as the movement rules accept: full allowance first, then shorter
 * steps and steps aside to slip past terrain and enemy zones of control. Jumpers and teleporters use their
 * special move when it takes them farther than walking. `movers` (default: the unit's models on the table)
 * and `extras` (boarders, paying for a suppressed move) let transports and suppressed units use it.
 * Undefined when no such move is accepted.
 */
export function moveToward(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2,
  movers: readonly ModelState[] = moversOf(unit),
  extras: MoveExtras = {},
): MoveUnitCommand | undefined {
  const models = movers;
  if (models.length === 0) return undefined;
  const from = centroid(models);
  const gap = geometry.distance(from, goal);
  if (gap < 1) return undefined;
  // XEN-SUP-03: a suppressed unit may not end closer to the enemy unless it pays for it (XEN-CP-13).
  const free = extras.suppressedMove === true || unit.activity.suppressedMoveBought;
  if (unit.suppression > 0 && !free && !isTitanUnit(state, unit)) return undefined;
  const walk = Math.min(
    ...models.map((m) =>
      baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
    ),
  );
  const special = (kind: 'jump' | 'teleport') =>
    Math.min(...models.map((m) => traitsOf(profileOf(state, m))[kind] ?? 0));
  // Embarking models board at the transport's start, so the transport keeps its special moves out of it.
  const modes: { mode: 'normal' | 'jump' | 'teleport'; allowance: number }[] = [];
  if (!extras.embark && !extras.disembark) {
    const teleport = special('teleport');
    const jump = special('jump');
    if (teleport > walk && teleport >= jump) modes.push({ mode: 'teleport', allowance: teleport });
    if (jump > walk) modes.push({ mode: 'jump', allowance: jump });
  }
  modes.push({ mode: 'normal', allowance: walk });
  for (const { mode, allowance } of modes) {
    const command = straightMove(state, unit, models, from, goal, allowance - 0.05, mode, extras);
    if (command) return command;
  }
  return undefined;
}

function straightMove(
  state: XenocideState,
  unit: UnitState,
  movers: readonly ModelState[],
  from: Vec2,
  goal: Vec2,
  allowance: number,
  mode: 'normal' | 'jump' | 'teleport',
  extras: MoveExtras,
): MoveUnitCommand | undefined {
  if (allowance <= 0.5) return undefined;
  const gap = geometry.distance(from, goal);
  const direction = geometry.normalize(geometry.subtract(goal, from));
  const side = { x: direction.y, y: -direction.x };
  const others = state.units.flatMap((u) => (u.id === unit.id ? [] : modelsOnTable(state, u)));
  for (const scale of SCALES) {
    const step = Math.min(allowance * scale, gap);
    if (step < 0.5) continue;
    for (const offset of SIDESTEPS) {
      let shift = geometry.add(geometry.scale(direction, step), geometry.scale(side, offset));
      const length = geometry.magnitude(shift);
      if (length > allowance) shift = geometry.scale(shift, allowance / length);
      if (!landsClear(state, movers, shift, others)) continue;
      const command = { ...shifted(unit, movers, shift, extras), mode };
      if (isAcceptedMove(state, command)) return command;
    }
  }
  return undefined;
}

/**
 * A cheap check before the rules' own: every moved model ends on the table and off every other base
 * (XEN-MOVE-06); most refused straight moves bump into a friendly unit ahead.
 */
function landsClear(
  state: XenocideState,
  movers: readonly ModelState[],
  shift: Vec2,
  others: readonly ModelState[],
): boolean {
  const { width, depth } = state.table;
  return movers.every((m) => {
    const x = m.x + shift.x;
    const y = m.y + shift.y;
    if (x < m.radius || y < m.radius || x > width - m.radius || y > depth - m.radius) return false;
    return others.every((o) => {
      const reach = o.radius + m.radius - 0.01;
      const dx = o.x - x;
      const dy = o.y - y;
      return reach <= 0 || dx * dx + dy * dy >= reach * reach;
    });
  });
}

/** Where a move leaves the unit's moving models (their centre). */
export function endOf(unit: UnitState, command: MoveUnitCommand): Vec2 {
  const ends = moversOf(unit).map((m) => {
    const path = command.models.find((x) => x.model === m.id)?.path;
    return path?.[path.length - 1] ?? { x: m.x, y: m.y };
  });
  return centroid(ends);
}

/**
 * XEN-MOVE-01 / XEN-SCEN-19 / XEN-TERR-29: among the engine's own sampled moves of the unit (entering from
 * reserve, flyers, units the straight move cannot shift), the one that ends nearest `goal` (or, without a
 * goal, deepest toward the enemy edge).
 */
export function bestSampledMove(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2 | undefined,
): MoveUnitCommand | undefined {
  // The heuristic keeps hover units low (it pops them up to shoot instead); a unit already high may land.
  const samples = sampleMoves(state, unit.id).filter(
    (m) => !m.embark && !m.leaveTable && (m.high === undefined || unit.high) && !walksIntoAssault(state, m),
  );
  let best: { command: MoveUnitCommand; score: number } | undefined;
  const enemy = opponentOf(state, unit.player);
  const enemyEdge = state.sides.find((s) => s.player === enemy)?.edge;
  for (const command of samples) {
    const end = sampleEnd(state, unit, command);
    const score = goal
      ? -geometry.distance(end, goal)
      : enemyEdge
        ? -distanceToEdge(state, end.y, enemyEdge)
        : 0;
    if (!best || score > best.score) best = { command, score };
  }
  return best?.command;
}

function sampleEnd(state: XenocideState, unit: UnitState, command: MoveUnitCommand): Vec2 {
  const ends = command.models.map((m) => m.path[m.path.length - 1] as Vec2);
  if (ends.length > 0) return centroid(ends);
  return unitCentre(state, unit) ?? { x: state.table.width / 2, y: state.table.depth / 2 };
}

/** The enemy units within `reach` inches of the unit (centre to nearest model), nearest first. */
export function enemiesWithin(state: XenocideState, unit: UnitState, reach: number): UnitState[] {
  const from = unitCentre(state, unit);
  if (!from) return [];
  return enemiesOnTable(state, unit.player)
    .map((u) => ({ u, d: gapTo(state, from, u) }))
    .filter((x) => x.d <= reach)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.u);
}
