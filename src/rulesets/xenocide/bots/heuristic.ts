import {
  type GameState,
  geometry,
  type Json,
  legalCommands,
  type PlayerId,
  type Prompt,
  type ProvideDiceCommand,
  type Vec2,
} from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { assaultDecisionCommands } from '../commands/assault/decisions';
import { assaultMoveSamples, overrunSamples } from '../commands/assault/moves';
import { digInCommands } from '../commands/dig-in';
import { goOnOverwatchCommands } from '../commands/go-on-overwatch';
import { sampleMoves } from '../commands/move-unit';
import { rallyCommands } from '../commands/rally';
import type { CommandOfType, MoveUnitCommand, XenocideCommand } from '../commands/schema';
import { overwatchCommands } from '../commands/shooting/overwatch-window';
import { findUnit, modelsOnTable, profileOf, sideIndex } from '../context';
import { mayAssaultByMoving } from '../rules/movement/assault-orders';
import { bombWeaponsOf } from '../rules/movement/bombs';
import { checkEligibility, isRejection } from '../rules/movement/move-eligibility';
import { losFeatures } from '../rules/shooting';
import { autoDeploy } from '../scenarios/deployment';
import { objectivePlacementProblem } from '../scenarios/zones';
import type { ActivationStage, Order, UnitState, XenocideState } from '../state';
import { airAndTitanDecision } from './air-and-titans';
import {
  buildingAssaultMove,
  buildingAssaults,
  buildingMove,
  buildingShot,
  holdsBuildingOnGoal,
  stormMove,
  stormsFromInside,
} from './buildings';
import {
  assaultExchange,
  assaultKills,
  depthFromOwnEdge,
  forecastShot,
  isArtilleryUnit,
  isFlyerUnit,
  isTitanUnit,
  longestRange,
  moversOf,
  nearestEnemy,
  unitCentre,
} from './evaluation';
import {
  allowanceOf,
  assignedObjective,
  bestSampledMove,
  endOf,
  enemiesWithin,
  goalOf,
  holdsGround,
  moveToward,
} from './moves';
import { bestShot } from './shots';
import { canSpare, coordination, cpOf, deployOnOverwatch, overwatchUnits } from './tactics';
import {
  teleportOutReach,
  teleportStrike,
  transportAssaultMove,
  transportMove,
  withRidersOut,
} from './transport';

/**
 * What the heuristic reads: the state, the player it plays and the legal answers to its prompt (which may be
 * listed on first read). It is structurally the `PolicyContext` of `sandtable/bots`, so the policy also plugs
 * into `policyBot`; the ruleset itself imports only the core (layering).
 */
export interface XenocidePolicyContext {
  readonly state: GameState;
  readonly player: PlayerId;
  readonly candidates: readonly XenocideCommand[];
}

type Context = XenocidePolicyContext;

/** The random source a bot is given (structurally `BotRandom` of `sandtable/bots`). */
export interface XenocideBotRandom {
  /** A uniform integer in [0, n); 0 when n ≤ 1. */
  int(n: number): number;
  /** A uniformly chosen element, or undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
}

/** The heuristic bot: structurally a `Bot` of `sandtable/bots`, usable by `playGame`, `simulate` and the CLI. */
export interface XenocideHeuristicBot {
  /** `'xenocide-heuristic'`. */
  readonly name: string;
  /** How a worker thread rebuilds it. */
  readonly recipe: { readonly module: string; readonly export: string; readonly args: readonly Json[] };
  /** The command `player` sends now. */
  choose(state: GameState, player: PlayerId, random: XenocideBotRandom): XenocideCommand | ProvideDiceCommand;
}

/** Options of {@link xenocideHeuristicBot} (plain JSON, so worker threads can rebuild the bot). */
export interface XenocideHeuristicOptions {
  /**
   * Put units with nothing to shoot on overwatch when they expect an enemy to cross into their range or
   * charge them (1 CP per company activation, XEN-CP-11). Default true; false never goes on overwatch.
   */
  readonly overwatch?: boolean;
}

/** The name the heuristic bot reports in simulations. */
export const XENOCIDE_HEURISTIC_NAME = 'xenocide-heuristic';

/** A shot or overwatch fire is taken only when it is expected to be worth at least this much. */
const WORTH_SHOOTING = 0.2;

/** XEN-MOVE-09: a move that ends this close (inches, base to base) to an enemy assaults it. */
const ASSAULT_REACH = 3.9;

const gameOf = (state: GameState): XenocideState => state.game as XenocideState;

/** The best option by a score (the first of equals, so choices stay deterministic). */
function best<T>(
  options: readonly T[],
  score: (option: T) => number,
): { option: T; score: number } | undefined {
  let top: { option: T; score: number } | undefined;
  for (const option of options) {
    const s = score(option);
    if (!top || s > top.score) top = { option, score: s };
  }
  return top;
}

function of<T extends XenocideCommand['type']>(
  commands: readonly XenocideCommand[],
  type: T,
): CommandOfType<T>[] {
  return commands.filter((c): c is CommandOfType<T> => c.type === type);
}

/** A model's points (its profile's VP), for choosing which models to lose first. */
function modelVp(state: XenocideState, modelId: string): number {
  for (const unit of state.units) {
    const model = unit.models.find((m) => m.id === modelId);
    if (model) return profileOf(state, model).vp;
  }
  return 0;
}

/** Sorts model ids by VP (cheapest first, or dearest first), keeping the given order among equals. */
export function byModelValue(
  state: XenocideState,
  models: readonly string[],
  dearestFirst = false,
): string[] {
  const sign = dearestFirst ? -1 : 1;
  return models
    .map((id, index) => ({ id, index, vp: modelVp(state, id) }))
    .sort((a, b) => sign * (a.vp - b.vp) || a.index - b.index)
    .map((x) => x.id);
}

// ---------------------------------------------------------------------------------------------------
// Pre-game

/** XEN-SCEN-07/08/22/23: an objective spot near the middle of the own half (Seize Ground) or own zone. */
function placeObjective(state: XenocideState, player: PlayerId): XenocideCommand | undefined {
  const edge = state.sides[sideIndex(state, player)]?.edge;
  const { width, depth } = state.table;
  // Seize Ground places objectives before the edges are chosen: near the middle line, where either side
  // reaches them; Command Centers: a little way out from the own edge.
  const wanted = edge === undefined ? depth / 2 : 8;
  let top: { at: { x: number; y: number }; score: number } | undefined;
  for (let d = 6; d <= depth / 2; d += 2) {
    for (let x = 6; x <= width - 6; x += 3) {
      const at = { x, y: edge === 'north' ? depth - d : d };
      if (objectivePlacementProblem(state, player, at)) continue;
      const score = -Math.abs(d - wanted) - Math.abs(x - width / 2) / 4;
      if (!top || score > top.score) top = { at, score };
    }
  }
  return top ? { type: 'place-objective', player, at: top.at } : undefined;
}

/** The table edge the objectives placed so far lie nearer to on the whole (south when there are none). */
function objectiveSide(state: XenocideState): 'south' | 'north' {
  const placed = state.objectives.filter((o) => !o.removed);
  if (placed.length === 0) return 'south';
  const mean = placed.reduce((sum, o) => sum + o.y, 0) / placed.length;
  return mean > state.table.depth / 2 ? 'north' : 'south';
}

/** XEN-SCEN-03/04: in Seize Ground the edge nearer the objectives (its deployment zone is on them). */
function chooseEdge(state: XenocideState, player: PlayerId): XenocideCommand | undefined {
  if (state.scenario !== 'seize-ground') return undefined;
  return { type: 'choose-edge', player, edge: objectiveSide(state) };
}

/** XEN-SCEN-24: the real command center is the own objective nearest the own edge (hardest to reach). */
function chooseCommandCenter(state: XenocideState, player: PlayerId): XenocideCommand | undefined {
  const own = state.objectives.filter((o) => o.owner === player && !o.removed);
  const pick = best(own, (o) => -depthFromOwnEdge(state, player, o));
  return pick ? { type: 'choose-command-center', player, objective: pick.option.id } : undefined;
}

/**
 * XEN-TERR-27..31: a flyer with bombs that has an enemy model within one move of where it deploys faces the
 * enemy edge, so its first move takes it over the enemy and it bombs; other flyers face their own edge, so
 * their first move takes them off the table (out of reach of the enemy guns, to return on a bombing run).
 */
function flyersFacing(
  state: XenocideState,
  deploy: CommandOfType<'deploy-company'>,
): CommandOfType<'deploy-company'> {
  const edge = state.sides[sideIndex(state, deploy.player)]?.edge;
  if (!edge) return deploy;
  const home = edge === 'south' ? 180 : 0;
  const enemies = state.units
    .filter((u) => u.player !== deploy.player && u.status === 'on-table')
    .flatMap((u) => modelsOnTable(state, u));
  const units = deploy.units.map((u) => {
    const unit = findUnit(state, u.unit);
    if (!unit) return u;
    const bombs = bombWeaponsOf(state, unit).length > 0;
    const models = u.models.map((m) => {
      const model = unit.models.find((x) => x.id === m.model);
      if (!model || !profileOf(state, model).types.includes('Flyer')) return m;
      const reach = profileOf(state, model).move;
      const inReach = bombs && enemies.some((e) => geometry.distance(e, m.at) <= reach);
      return { ...m, facing: inReach ? (home + 180) % 360 : home };
    });
    return { ...u, models };
  });
  return { ...deploy, units };
}

/**
 * XEN-TRANS-01: a company whose units will ride their own transports to a goal (a side that advances, not
 * one holding its ground) deploys with each unit's infantry aboard, when all of that unit's infantry fit;
 * otherwise the engine's own placement on foot.
 */
function deployment(state: XenocideState, companyId: string): XenocideCommand | undefined {
  const company = state.companies.find((c) => c.id === companyId);
  const rides = company !== undefined && !holdsGround(state, company.player);
  const aboard = rides ? autoDeploy(state, companyId, 0, { aboard: true, wholeUnits: true }) : undefined;
  const embarks = aboard?.type === 'deploy-company' && aboard.units.some((u) => (u.embark ?? []).length > 0);
  return embarks ? aboard : autoDeploy(state, companyId);
}

// ---------------------------------------------------------------------------------------------------
// Activation orders

/**
 * XEN-TURN-13: the order a unit wants: Assault for units without guns, or strong in close assault with an
 * enemy in charge reach; Fire & Move for artillery and units with a target in range now (shoot, then
 * advance); Move & Fire otherwise (advance, then shoot).
 */
function wantedOrder(state: XenocideState, unit: UnitState): Order {
  if (unit.status !== 'on-table') return 'move-and-fire';
  const range = longestRange(state, unit);
  if (isArtilleryUnit(state, unit)) return 'fire-and-move';
  const from = unitCentre(state, unit);
  const enemy = from ? nearestEnemy(state, unit.player, from) : undefined;
  if (range === 0 && !isFlyerUnit(state, unit)) return 'assault';
  if (enemy && !isTitanUnit(state, unit) && !isFlyerUnit(state, unit)) {
    const reach = allowanceOf(state, { ...unit, order: 'assault' }) + 4;
    if (enemy.distance <= reach && assaultExchange(state, unit, enemy.unit) > 0) return 'assault';
    // XEN-TRANS-13: teleport troops aboard their transport strike from it (Teleport less 6", XEN-TERR-36).
    const teleport = teleportOutReach(state, unit);
    if (
      teleport > 0 &&
      enemy.distance <= teleport + 5.5 &&
      assaultExchange(state, withRidersOut(unit), enemy.unit) > 0
    )
      return 'assault';
  }
  if (enemy && enemy.distance <= range) return 'fire-and-move';
  return 'move-and-fire';
}

/** XEN-TURN-13: activates the next company with an order per unit, built from the legal variants. */
function activate(context: Context, game: XenocideState): XenocideCommand | undefined {
  const activations = of(context.candidates, 'activate-company');
  const first = activations[0];
  if (!first) return undefined;
  const variants = activations.filter((c) => c.company === first.company);
  // The legal list gives one variant per order (with the rules' substitutions, e.g. flyers never assault).
  const variant = (order: Order) => variants.find((v) => v.orders.some((o) => o.order === order));
  const orders = first.orders.map(({ unit }) => {
    const own = findUnit(game, unit);
    const want = own ? wantedOrder(game, own) : 'move-and-fire';
    const fixed = variant(want)?.orders.find((o) => o.unit === unit)?.order ?? want;
    return { unit, order: fixed };
  });
  // Each unit's order is taken from a legal variant (flyers never assault, reserves never Fire & Move).
  const command = { ...first, orders };
  // XEN-CP-06: units with nothing in range yet act later, after the enemy has come closer.
  const coordinate = canSpare(game, context.player) ? coordination(game, command) : undefined;
  if (!coordinate) return command;
  // Coordinated units act with the later company, so they get their orders then.
  const acting = orders.filter((o) => !coordinate.units.includes(o.unit));
  return { ...command, orders: acting, coordinate };
}

// ---------------------------------------------------------------------------------------------------
// Movement

/** Whether a move ends with a model of the unit within 4" of a model of `target` (XEN-MOVE-09: it assaults). */
function reaches(state: XenocideState, unit: UnitState, move: MoveUnitCommand, target: UnitState): boolean {
  const enemies = modelsOnTable(state, target);
  return move.models.some((m) => {
    const end = m.path[m.path.length - 1];
    const model = unit.models.find((x) => x.id === m.model);
    if (!end || !model) return false;
    return enemies.some((e) => geometry.distance(end, e) - e.radius - model.radius <= ASSAULT_REACH);
  });
}

/**
 * XEN-MOVE-09: the best charge of an Assault unit that reaches an enemy it is expected to beat (XEN-CA).
 * `afterFiring` (XEN-TITAN-12, a titan that has shot on Fire and Move orders) weighs every enemy unit the
 * move would engage, and never takes on an enemy titan: the dice estimate does not see titan damage, and a
 * shooting titan is worth more firing than locked in a titan duel.
 */
function chargeMove(state: XenocideState, unit: UnitState, afterFiring = false): MoveUnitCommand | undefined {
  const from = unitCentre(state, unit);
  const near = from ? nearestEnemy(state, unit.player, from) : undefined;
  if (!near || near.distance > allowanceOf(state, unit) + ASSAULT_REACH + 4) return undefined;
  let top: { move: MoveUnitCommand; score: number } | undefined;
  for (const move of assaultMoveSamples(state, unit.id)) {
    const end = endOf(unit, move);
    const enemy = nearestEnemy(state, unit.player, end);
    if (!enemy || !reaches(state, unit, move, enemy.unit)) continue;
    let score = assaultExchange(state, unit, enemy.unit);
    if (afterFiring) {
      const engaged = enemiesWithin(state, unit, allowanceOf(state, unit) + ASSAULT_REACH + 4).filter((e) =>
        reaches(state, unit, move, e),
      );
      if (engaged.some((e) => isTitanUnit(state, e))) continue;
      score = engaged.reduce((sum, e) => sum + assaultExchange(state, unit, e), 0);
    }
    if (score <= 0) continue;
    if (!top || score > top.score) top = { move, score };
  }
  return top?.move;
}

/**
 * XEN-OVR-01..05: an overrun of the nearest enemy when the drive takes the unit toward its goal (the enemy in
 * the way, or beside it) and the unit is expected to win the single assault round by a clear margin (a third
 * of its dice lost off Assault orders, XEN-OVR-04): it kills at least half a model and at least one and a
 * half times what it loses, while the target is not dug in.
 */
function overrun(state: XenocideState, unit: UnitState, goal: Vec2 | undefined): MoveUnitCommand | undefined {
  const from = unitCentre(state, unit);
  if (!from || !goal) return undefined;
  for (const move of overrunSamples(state, unit.id)) {
    const target = move.overrun ? findUnit(state, move.overrun) : undefined;
    if (!target || target.dugIn) continue;
    const penalty = unit.order === 'assault' ? 1 : 2 / 3;
    const gain = assaultKills(state, unit, target) * penalty;
    const loss = assaultKills(state, target, unit);
    if (gain < 0.5 || gain < 1.5 * loss) continue;
    if (geometry.distance(endOf(unit, move), goal) > geometry.distance(from, goal)) continue;
    return move;
  }
  return undefined;
}

/**
 * XEN-TERR-27: a flyer must move at least half its Move every activation or it is destroyed: among the
 * engine's sampled moves that go far enough, the one heading for the nearest side edge, to leave the table.
 */
function flyerMove(state: XenocideState, unit: UnitState): MoveUnitCommand | undefined {
  const need = Math.max(0, ...moversOf(unit).map((m) => profileOf(state, m).move / 2));
  let top: { move: MoveUnitCommand; score: number } | undefined;
  const samples = sampleMoves(state, unit.id);
  // XEN-TERR-29: fragile flyers are shot down fast; off the table they cost no VP, so they leave when they can.
  const leave = samples.find((m) => m.leaveTable);
  if (leave) return leave;
  for (const move of samples) {
    if (move.embark || move.leaveTable) continue;
    const far = move.models.every((m) => {
      const model = unit.models.find((x) => x.id === m.model);
      let length = 0;
      let at = model ? { x: model.x, y: model.y } : m.path[0];
      for (const p of m.path) {
        if (at) length += geometry.distance(at, p);
        at = p;
      }
      return length >= need + 0.05;
    });
    if (!far || move.models.length === 0) continue;
    const end = endOf(unit, move);
    const score = -Math.min(end.x, state.table.width - end.x);
    if (!top || score > top.score) top = { move, score };
  }
  return top?.move;
}

/** Whether the goal is an objective the unit can reach this move (XEN-SCEN-09: taking it decides games). */
function objectiveWithinReach(state: XenocideState, unit: UnitState, goal: Vec2): boolean {
  const from = unitCentre(state, unit);
  const objective = assignedObjective(state, unit);
  if (!from || !objective || objective.x !== goal.x || objective.y !== goal.y) return false;
  return geometry.distance(from, goal) <= allowanceOf(state, unit) + 3;
}

/** The move a unit makes this movement phase, or undefined to stay put. */
function moveFor(state: XenocideState, unit: UnitState): MoveUnitCommand | undefined {
  // XEN-TERR-29 / R23: flyers off the table (left it, or Invasion reserves) stay off: fragile, they are
  // shot down within a turn or two, and off the table they are never eliminated.
  if (unit.status === 'off-board' || (unit.status === 'reserve' && isFlyerUnit(state, unit)))
    return undefined;
  if (unit.status !== 'on-table') return bestSampledMove(state, unit, undefined);
  if (isFlyerUnit(state, unit)) return flyerMove(state, unit);
  if (unit.high) {
    const goal = goalOf(state, unit);
    return goal ? bestSampledMove(state, unit, goal) : undefined;
  }
  // XEN-BLD-28 / XEN-BLD-36: a unit in a building next to a weaker enemy in another stays to storm it.
  if (stormsFromInside(state, unit)) return undefined;
  const goal = goalOf(state, unit);
  // XEN-OVR: an enemy between the unit and its goal is driven through rather than fought to the end.
  const drive = unit.suppression > 0 ? undefined : overrun(state, unit, goal);
  if (drive) return drive;
  if (unit.order === 'assault') {
    const strike = teleportStrike(state, unit);
    if (strike) return strike;
    // XEN-BLD-36 / XEN-BLD-28: an enemy in a building is stormed from next door rather than from the open.
    const storm = stormMove(state, unit);
    if (storm) return storm;
    const charge = chargeMove(state, unit);
    if (charge) return charge;
  } else if (mayAssaultByMoving(unit)) {
    // XEN-TITAN-12: a titan that has shot on Fire and Move orders charges what it is expected to beat.
    const charge = chargeMove(state, unit, true);
    if (charge) return charge;
  }
  // XEN-BLD: occupy a building on the goal (or, holding ground, the nearest).
  const building = buildingMove(state, unit, goal);
  if (building) return building;
  if (!goal || holdsBuildingOnGoal(state, unit, goal)) return undefined;
  // XEN-TRANS: units with their own transports ride to the goal and get out near it.
  const ride = transportMove(state, unit, goal);
  if (ride) return ride;
  const straight = moveToward(state, unit, goal);
  if (straight) return straight;
  const from = unitCentre(state, unit);
  // XEN-CP-13: a suppressed unit pays 1 CP to go on only when an objective is within its reach.
  if (
    from &&
    unit.suppression > 0 &&
    objectiveWithinReach(state, unit, goal) &&
    canSpare(state, unit.player)
  ) {
    const paid = moveToward(state, unit, goal, undefined, { suppressedMove: true });
    if (paid) return paid;
  }
  // A suppressed unit may only move away from the enemy (XEN-SUP): it stays and rallies instead.
  if (!from || unit.suppression > 0 || geometry.distance(from, goal) < 3) return undefined;
  const sampled = bestSampledMove(state, unit, goal);
  if (!sampled) return undefined;
  return geometry.distance(endOf(unit, sampled), goal) < geometry.distance(from, goal) - 1
    ? sampled
    : undefined;
}

/** XEN-TURN-14: moves the activation's units one at a time, then ends the phase. */
function movementPhase(game: XenocideState, stage: ActivationStage, player: PlayerId): XenocideCommand {
  for (const id of stage.units) {
    const unit = findUnit(game, id);
    if (!unit || unit.activity.moved || (moversOf(unit).length === 0 && unit.status === 'on-table')) continue;
    if (isRejection(checkEligibility(game, player, id))) continue;
    const move = moveFor(game, unit);
    if (move) return move;
  }
  return { type: 'end-phase', player };
}

// ---------------------------------------------------------------------------------------------------
// Shooting

/** XEN-SHOOT: the most valuable shot of the activation; else overwatch or digging in for idle units. */
function shootingPhase(
  game: XenocideState,
  player: PlayerId,
  options: XenocideHeuristicOptions,
): XenocideCommand {
  const atUnit = bestShot(game, player, WORTH_SHOOTING, canSpare(game, player));
  // XEN-BLD-17..23: or bring down the building an enemy shelters in, when that is expected to cost it more.
  const atBuilding = buildingShot(game, player);
  const shot = atBuilding && atBuilding.value > (atUnit?.value ?? 0) ? atBuilding : atUnit;
  if (shot && shot.value >= WORTH_SHOOTING) return shot.command;
  // Units that still could shoot but have nothing worth it stay ready: overwatch (1 CP) or dig in.
  // XEN-CP-11: units that expect an enemy to cross into their range or charge them wait on overwatch.
  const paid = game.stage.kind === 'activation' && game.stage.overwatchPaid === true;
  const overwatch =
    options.overwatch !== false && (paid || canSpare(game, player))
      ? of(goOnOverwatchCommands(game, player), 'go-on-overwatch')[0]
      : undefined;
  if (overwatch) {
    const units = overwatchUnits(game, overwatch.units);
    if (units.length > 0) return { ...overwatch, units };
  }
  const dig = of(digInCommands(game, player), 'dig-in').find((d) => {
    const unit = findUnit(game, d.unit);
    // Units that have moved, or hold their ground (they will not move after shooting), dig in.
    return (
      unit !== undefined &&
      !unit.dugIn &&
      (unit.order === 'move-and-fire' || goalOf(game, unit) === undefined)
    );
  });
  if (dig) return dig;
  return { type: 'end-phase', player };
}

/** XEN-OW-03..07: fires on overwatch at the mover when it is worth it, else passes. */
function overwatchFire(game: XenocideState, player: PlayerId): XenocideCommand | undefined {
  const options = overwatchCommands(game, player);
  const fires = of(options, 'overwatch-fire');
  const features = losFeatures(game);
  const pick = best(fires, (f) => forecastShot(game, f, features).value + f.snapshot * 1e-3);
  if (pick && pick.score >= WORTH_SHOOTING) return pick.option;
  return of(options, 'pass-overwatch')[0];
}

// ---------------------------------------------------------------------------------------------------
// Decisions in an attack

/** XEN-ALLOC-04 / R59 / R65: the hits of a partial round go to the cheapest models (the dearest under directed fire). */
function allocate(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
): XenocideCommand | undefined {
  const decision = stage.attack?.decision;
  if (decision?.kind !== 'allocate-hits' || decision.player !== player) return undefined;
  const owner = findUnit(game, decision.unit)?.player === player;
  const cover = (pool: string) => Number(/cover(\d+)$/.exec(pool)?.[1] ?? 0);
  const loss = (id: string) => {
    const pool = decision.pools.find((p) => p.models.includes(id))?.pool ?? '';
    return modelVp(game, id) * (1 - cover(pool) / 6);
  };
  const ranked = decision.models
    .map((id, index) => ({ id, index, loss: loss(id) }))
    .sort((a, b) => (owner ? a.loss - b.loss : b.loss - a.loss) || a.index - b.index)
    .map((x) => x.id);
  return { type: 'allocate-hits', player, models: ranked };
}

/** XEN-SAVE-15: the defender loses the cheapest models of the pool. */
function casualties(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
): XenocideCommand | undefined {
  const decision = stage.attack?.decision;
  if (decision?.kind !== 'assign-casualties' || decision.player !== player) return undefined;
  const models = byModelValue(game, decision.models).slice(0, decision.count);
  return { type: 'assign-casualties', player, pool: decision.pool, models };
}

// ---------------------------------------------------------------------------------------------------
// Close assault

/** XEN-CA-04: the rules' default answer to each close-assault step, buying extra suppression dice when CP allow. */
function assaultDecision(game: XenocideState, player: PlayerId, kind: string): XenocideCommand | undefined {
  const options = assaultDecisionCommands(game, player);
  // XEN-BLD-07 / XEN-BLD-31: move into the section the enemy fled, or fall back under a roof (never
  // retreating when the rules' default stays).
  const retreats = options[0]?.type !== 'assault-retreat' || options[0].retreat;
  const roofed = retreats ? buildingAssaultMove(options) : undefined;
  if (roofed) return roofed;
  // XEN-TRANS-10 / XEN-TRANS-12: flee aboard the transports, or mount up after winning when the goal is far.
  const ride = transportAssaultMove(game, options);
  if (ride) return ride;
  if (kind === 'assault-suppression-die' && cpOf(game, player) > 0) {
    const most = best(of(options, 'assault-suppression-die'), (c) => c.units.length);
    if (most && most.option.units.length <= cpOf(game, player)) return most.option;
  }
  return options[0];
}

// ---------------------------------------------------------------------------------------------------
// The policy

function activationDecision(
  options: XenocideHeuristicOptions,
  context: Context,
  game: XenocideState,
  stage: ActivationStage,
  prompt: Prompt,
): XenocideCommand | undefined {
  const { player } = context;
  const air = airAndTitanDecision(game, stage, player, prompt.kind, WORTH_SHOOTING);
  if (air) return air;
  switch (prompt.kind) {
    case 'allocate-hits':
      return allocate(game, stage, player);
    case 'assign-casualties':
      return casualties(game, stage, player);
    case 'buy-suppression-die': {
      const asked = prompt.constraints as { unit?: string; target?: number; total?: number } | undefined;
      const unit = asked?.unit ?? '';
      // XEN-CP-14: one extra d6 can only help when the test missed by 6 or less.
      const short = (asked?.target ?? 0) - (asked?.total ?? 0);
      return { type: 'buy-suppression-die', player, unit, buy: cpOf(game, player) > 0 && short <= 6 };
    }
    case 'overwatch':
      return overwatchFire(game, player);
    case 'order-assaults':
      return undefined;
    case 'declare-building-assaults':
      return buildingAssaults(game, player);
    case 'first-movement':
    case 'second-movement':
      return movementPhase(game, stage, player);
    case 'shooting':
      return shootingPhase(game, player, options);
    case 'close-assault':
      return { type: 'end-phase', player };
    case 'morale': {
      const rallies = of(rallyCommands(game, player), 'rally');
      const withDie = rallies.find((r) => r.cpDie);
      return withDie ?? rallies[0] ?? { type: 'end-phase', player };
    }
    default:
      if (prompt.commands.some((c) => c.startsWith('assault-') || c === 'assign-assault-casualties'))
        return assaultDecision(game, player, prompt.commands[0] ?? '');
      return undefined;
  }
}

/**
 * A heuristic policy for Xenocide that answers every prompt: it gives each unit an order that suits it
 * (charging with assault units, shooting first when a target is in range), advances on the scenario's goal
 * (Seize Ground and Command Centers objectives, the Invasion scoring line, else the nearest enemy) by moves
 * it builds itself (riding its transports, teleporting or jumping, occupying buildings on the goal,
 * overrunning weak enemies, paying for a suppressed unit's move onto an objective), shoots the target with
 * the highest expected damage (focusing Strength-0 fire, directing hits at dear models when worth 1 CP),
 * goes on overwatch when it expects an enemy to come into range or charge (from deployment as Invasion
 * defender), coordinates idle ranged units with a later company, else digs in; it rallies with the CP die,
 * buys suppression dice that can still pass, commits leftover CP to break tests, loses its cheapest models,
 * declares building assaults that favour it, and takes the rules' default for the remaining close-assault
 * choices. Unknown prompts get the first legal answer. Use it with `policyBot(xenocideHeuristicPolicy, { lazyCandidates: true })`.
 * @example const bot = policyBot(xenocideHeuristicPolicy, { name: 'mine', lazyCandidates: true });
 */
export function xenocideHeuristicPolicy(
  context: XenocidePolicyContext,
  options: XenocideHeuristicOptions = {},
): XenocideCommand | undefined {
  const { state, player } = context;
  const game = gameOf(state);
  const prompt = state.pending.find((p) => p.player === player);
  if (!prompt) return undefined;
  const chosen = decide(options, context, game, prompt);
  return chosen ?? context.candidates[0];
}

function decide(
  options: XenocideHeuristicOptions,
  context: Context,
  game: XenocideState,
  prompt: Prompt,
): XenocideCommand | undefined {
  const { player } = context;
  const stage = game.stage;
  switch (stage.kind) {
    case 'choose-edge':
      return chooseEdge(game, context.player);
    case 'choose-role':
      // R22: defending measured far better (the attacker must cross the table under fire).
      return { type: 'choose-role', player, role: 'defender' };
    case 'place-objective':
      return placeObjective(game, player);
    case 'choose-command-center':
      return chooseCommandCenter(game, player);
    case 'deploy': {
      // XEN-SCEN-04/05: the next company, aboard its transports when it will ride them (never held in reserve).
      const company = game.companies.find(
        (c) => c.player === player && c.units.some((id) => findUnit(game, id)?.status === 'undeployed'),
      );
      const deploy = company ? deployment(game, company.id) : undefined;
      return deploy?.type === 'deploy-company'
        ? deployOnOverwatch(game, flyersFacing(game, deploy))
        : undefined;
    }
    case 'choose-initiative':
      return { type: 'choose-initiative', player, first: true };
    case 'activate':
      return activate(context, game);
    case 'activation':
      return activationDecision(options, context, game, stage, prompt);
    case 'break-test':
      return best(of(context.candidates, 'commit-break-cp'), (c) => c.cp)?.option;
    default:
      return undefined;
  }
}

/**
 * The Xenocide heuristic as a bot (see {@link xenocideHeuristicPolicy}); it lists the legal answers only
 * when it needs them, so a whole game takes little time, and answers physical-dice prompts with random
 * faces. Simulations rebuild it in worker threads from its recipe.
 * @example simulate({ ruleset: xenocide, setup, bots: { red: xenocideHeuristicBot(), blue: randomBot() }, games: 100, seed: 1 });
 */
export function xenocideHeuristicBot(options: XenocideHeuristicOptions = {}): XenocideHeuristicBot {
  const args: Json[] = [options.overwatch === undefined ? {} : { overwatch: options.overwatch }];
  return {
    name: XENOCIDE_HEURISTIC_NAME,
    recipe: { module: 'sandtable/xenocide', export: 'xenocideHeuristicBot', args },
    choose(state, player, random) {
      const awaiting = state.awaitingDice;
      if (awaiting?.player === player) {
        const { count, sides } = awaiting.request;
        return {
          type: 'provide-dice',
          player,
          dice: Array.from({ length: count }, () => 1 + random.int(sides)),
        };
      }
      let listed: readonly XenocideCommand[] | undefined;
      const candidates = (): readonly XenocideCommand[] => {
        listed ??= legalCommands(state, player) as XenocideCommand[];
        if (listed.length === 0)
          throw rulesetBug(`xenocide: ${player} is asked for a decision but has no legal command.`);
        return listed;
      };
      const context: XenocidePolicyContext = {
        state,
        player,
        get candidates() {
          return candidates();
        },
      };
      return xenocideHeuristicPolicy(context, options) ?? (random.pick(candidates()) as XenocideCommand);
    },
  };
}
