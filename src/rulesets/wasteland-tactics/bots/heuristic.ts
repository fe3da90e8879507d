import { type GameState, geometry, type PlayerId } from 'sandtable';
import type { ActionDeclaration, CommandOfType, WastelandCommand } from '../commands/schema';
import type { WastelandEvent } from '../events';
import { declarationProblem } from '../rules/activation/activation';
import { actionsAllowed } from '../rules/activation/eligibility';
import { ambushRules } from '../rules/deployment/ambush';
import { deploymentRules, deploymentZone, zoneBox } from '../rules/deployment/deployment';
import { chargeReach } from '../rules/fighting/fight';
import { unitDistance, unitInContact } from '../rules/measuring/measure';
import { findPlacement, gridAnchors } from '../rules/measuring/placement';
import { keyCarrier } from '../rules/missions/rescue';
import { circleToArea } from '../rules/missions/scoring';
import { zoneCenter } from '../rules/missions/zones';
import { checkMove } from '../rules/movement/move-check';
import { missionGoal, slideToward } from '../rules/movement/move-samples';
import { canFocus, completelyVisibleModels } from '../rules/shooting/modifiers';
import { areEnemies, footprints, liveModels, profileOf, roleOf, unitsById } from '../rules/units/units';
import { isMelee, isRanged } from '../schemas/weapon';
import type { UnitState, WastelandState, Zone } from '../state';
import {
  centreOf,
  chance,
  chargeLands,
  destination,
  expectedFightKills,
  expectedShootKills,
  inReachAfterMove,
  inShelter,
  keyFetcher,
  missionDestination,
  nearestEnemy,
  targetValue,
} from './evaluation';
import { fireActivations, fireMove, fireValue, splitVolley, withAssaultFire } from './fire-play';
import { buildingShotValue, climbBonus, disembarkScore, embarkScore, openFireBonus } from './transport-play';

/** A Wasteland Tactics game state, or the ruleset's own state inside it. */
export type WastelandGame = GameState<WastelandState, WastelandCommand, WastelandEvent> | WastelandState;

/** How far aside (inches) the bot tries to step to slip past obstacles on its way. */
const SIDESTEPS = [0, 1, -1, 2, -2, 4, -4];

/** Whether a unit can make way toward a point at all, remembered per state (several declarations ask). */
const progress = new WeakMap<WastelandState, Map<string, boolean>>();
function canProgress(state: WastelandState, unit: UnitState, goal: { x: number; y: number }): boolean {
  let known = progress.get(state);
  if (!known) {
    known = new Map();
    progress.set(state, known);
  }
  let can = known.get(unit.id);
  if (can === undefined) {
    can = slideToward(state, unit, goal, [0, 2, -2]) !== undefined;
    known.set(unit.id, can);
  }
  return can;
}

const gameOf = (state: WastelandGame): WastelandState => ('game' in state ? state.game : state);

/** The value of one declared action for a unit. */
function actionValue(state: WastelandState, unit: UnitState, action: ActionDeclaration): number {
  switch (action.type) {
    case 'shoot': {
      // A volley that cannot hurt (a shot needing 11+, out of range) is worse than doing something else.
      const target = unitsById.get(state, action.target);
      const kills = target ? expectedShootKills(state, unit, target) : 0;
      if (!target) return buildingShotValue(state, unit, action.target) ?? -0.3;
      return kills > 0.01 ? kills * targetValue(state, target) + openFireBonus(state, unit, target) : -0.3;
    }
    case 'fight': {
      const targets = action.targets.map((id) => unitsById.get(state, id)).filter((t): t is UnitState => !!t);
      // WT-FIGHT-05/06: a charge stopped short by other models strikes no blows.
      const reach = targets.length > 0 ? chargeReach(state, unit) : 0;
      if (targets.some((t) => !chargeLands(state, unit, t, reach))) return -0.3;
      const engaged = targets.length === 0 ? 1 : 0;
      return (
        targets.reduce(
          (sum, t) => sum + expectedFightKills(state, unit, t) * targetValue(state, t) * 1.2,
          0,
        ) +
        engaged * 4
      );
    }
    case 'move': {
      if (unit.status === 'embarked') return disembarkScore(state, unit);
      const goal = destination(state, unit);
      if (!goal) return 0.2;
      const far = geometry.distance(centreOf(unit), goal);
      // A Rescue counter must be touched, a table edge reached: only a precise goal counts as reached.
      const close = state.mission.id === 8 || state.mission.id === 1 ? 0.01 : 1.5;
      if (far < close || nearMissionArea(state, unit) || !canProgress(state, unit, goal)) return -0.5; // there already, or boxed in
      // WT-MIS-05: the Ambush defender's units run for the far edge before anything else.
      if (state.mission.id === 1 && roleOf(state, unit.player) === 'defender') return 6;
      // WT-MIS-22/23: the Rescue carrier and the fetchers of a loose counter run before they shoot.
      if (keyFetcher(state, unit) || keyCarrier(state)?.unit.id === unit.id)
        return Math.max(3.5, Math.min(4, far / 6) + 0.5);
      // Closing on the enemy is worth little once the unit's guns already reach something it can hurt.
      // Hunting (no mission goal), a step forward is worth less than any volley that can hurt, so units with
      // targets fire before the others advance into the enemy's guns.
      if (!missionDestination(state, unit))
        return canHurtNow(state, unit) ? 0.1 : 0.5 + Math.min(0.4, far / 60);
      // With rounds to spare, a unit whose guns reach a target fires first and walks to its goal later
      // (running into the enemy's guns loses the units the mission needs); the Rescue race never waits.
      const roundsNeeded = far / (2 * Math.max(1, profileOf(state, unit).move));
      const spare = state.settings.maxRounds - state.round - roundsNeeded;
      if (state.mission.id !== 8 && spare >= 2 && canHurtNow(state, unit)) return 0.5;
      return Math.min(4, far / 6) + 0.5;
    }
    case 'defend':
      return inShelter(state, unit) ? 1 : 0.4;
    case 'cast':
      // War Blessing is valued with the action it helps (see activationValue).
      return action.power === 'psychic-fury' ? 4 * chance(profileOf(state, unit).will) : 0;
  }
}

/**
 * WT-MIS-11 / WT-MIS-16 / WT-MIS-25: whether the unit already stands where the mission's terrain piece counts
 * it (every model within 4" of the critical objective, evacuation point or facility, inside the 6" that
 * counts), so it stops crowding toward the piece's centre.
 */
function nearMissionArea(state: WastelandState, unit: UnitState): boolean {
  if (state.mission.id !== 4 && state.mission.id !== 6 && state.mission.id !== 9) return false;
  const area = state.terrain.find((t) => t.id === state.mission.area);
  if (!area || !missionDestination(state, unit)) return false;
  const circles = footprints(state, unit);
  return circles.length > 0 && circles.every((c) => circleToArea(c, area) <= 4);
}

/** Whether some enemy stands where the unit's ranged weapons can already hurt it (remembered per state). */
const hurting = new WeakMap<WastelandState, Map<string, boolean>>();
function canHurtNow(state: WastelandState, unit: UnitState): boolean {
  let known = hurting.get(state);
  if (!known) {
    known = new Map();
    hurting.set(state, known);
  }
  let can = known.get(unit.id);
  if (can === undefined) {
    can = state.units.some(
      (other) =>
        other.status === 'on-table' &&
        areEnemies(state, unit.player, other.player) &&
        expectedShootKills(state, unit, other) > 0.05,
    );
    known.set(unit.id, can);
  }
  return can;
}

/** WT-ACT-01: how good an activation is: the sum of its actions, each judged with what comes before it. */
function activationValue(state: WastelandState, command: CommandOfType<'activate-unit'>): number {
  const unit = unitsById.get(state, command.unit);
  if (!unit) return 0;
  if (command.actions.length === 0) return -0.2;
  const [first, second] = command.actions.map((a) => actionValue(state, unit, a));
  const [a, b] = command.actions;
  if (a?.type === 'move' && b?.type === 'shoot') {
    // Shooting after the move only counts when the target could be in range by then.
    const target = unitsById.get(state, b.target);
    const reachable = target !== undefined && inReachAfterMove(state, unit, target);
    const after = target ? expectedShootKills(state, unit, target, true) * targetValue(state, target) : 0;
    return (first ?? 0) + (reachable ? after * 0.7 : 0);
  }
  if (a?.type === 'move' && b?.type === 'fight') {
    // WT-FIGHT-02: the charge after the Move (the target may still react, or terrain hold the charge short).
    const target = unitsById.get(state, b.targets[0] ?? '');
    const move = profileOf(state, unit).move;
    if (!target || !chargeLands(state, unit, target, chargeReach(state, unit), move)) return -0.3;
    const blows = expectedFightKills(state, unit, target) * targetValue(state, target);
    return blows * 0.8 + 0.3;
  }
  if (a?.type === 'cast' && a.power === 'war-blessing') {
    // WT-SUR-15: the blessing helps only the unit's next action, and only if that is a Shoot or Fight.
    const helped = b?.type === 'shoot' || b?.type === 'fight' ? (second ?? 0) : 0;
    const castChance = chance(profileOf(state, unit).will);
    return helped > 0 ? helped * (1 + 0.3 * castChance) - 0.2 : -1;
  }
  if (a?.type === 'fight' && b?.type === 'fight') {
    // WT-FIGHT-06: the second Fight strikes again only while the charged unit still stands in contact.
    const target = unitsById.get(state, a.targets[0] ?? '');
    const models = target ? liveModels(target).length : 1;
    const kills = target ? expectedFightKills(state, unit, target) : 0;
    const left = target ? Math.max(0, 1 - kills / models) : 0.8;
    return (first ?? 0) + Math.max(0, first ?? 0) * left * 0.9;
  }
  if (a?.type === 'shoot' && b?.type === 'shoot' && a.target === b.target) {
    // WT-SHOOT: a second volley at the same unit only kills what the first left standing.
    const target = unitsById.get(state, a.target);
    const models = target ? liveModels(target).length : 1;
    const kills = target ? expectedShootKills(state, unit, target) : 0;
    const left = Math.max(0, 1 - kills / models);
    return (first ?? 0) + (second ?? 0) * (models === 1 ? left * 0.6 : left * 0.9);
  }
  if (a?.type === 'move' && b?.type === 'move' && unit.status === 'on-table' && timeToFire(state, unit)) {
    // A unit that has time to spare stops where its guns reach the enemy and fires (Move + Shoot) rather than
    // walking on into the enemy's guns.
    return (first ?? 0) + Math.min(second ?? 0, 0.5);
  }
  return (first ?? 0) + (second ?? 0) * 0.9;
}

/**
 * Whether a unit with ranged weapons can afford to stop and fire: its guns would reach an enemy they can hurt
 * after one Move, and it has two rounds to spare before it must set out for its mission goal (never in the
 * Rescue race, WT-MIS-23).
 */
function timeToFire(state: WastelandState, unit: UnitState): boolean {
  if (state.mission.id === 8 || !profileOf(state, unit).weapons.some(isRanged)) return false;
  const goal = missionDestination(state, unit);
  if (goal) {
    const far = geometry.distance(centreOf(unit), goal);
    const roundsNeeded = far / (2 * Math.max(1, profileOf(state, unit).move));
    if (state.settings.maxRounds - state.round - roundsNeeded < 2) return false;
  }
  return state.units.some(
    (other) =>
      other.status === 'on-table' &&
      areEnemies(state, unit.player, other.player) &&
      inReachAfterMove(state, unit, other) &&
      expectedShootKills(state, unit, other, true) > 0.05,
  );
}

/**
 * More declarations than the listed ones, checked against the rules before they are offered: two volleys at
 * different units, a War Blessing followed by the action it helps, Move then Fight.
 */
function extraActivations(
  state: WastelandState,
  listed: readonly CommandOfType<'activate-unit'>[],
): CommandOfType<'activate-unit'>[] {
  const out: CommandOfType<'activate-unit'>[] = [];
  const byUnit = new Map<string, CommandOfType<'activate-unit'>[]>();
  for (const c of listed) byUnit.set(c.unit, [...(byUnit.get(c.unit) ?? []), c]);
  for (const [id, commands] of byUnit) {
    const unit = unitsById.get(state, id);
    if (unit?.status !== 'on-table' || actionsAllowed(state, unit) < 2) continue;
    const player = unit.player;
    const shots = commands.flatMap((c) => c.actions.filter((a) => a.type === 'shoot'));
    const targets = [...new Set(shots.map((a) => a.target))]
      .map((t) => ({ t, v: actionValue(state, unit, { type: 'shoot', target: t }) }))
      .sort((x, y) => y.v - x.v);
    const fights = commands.flatMap((c) => c.actions.filter((a) => a.type === 'fight'));
    const candidates: ActionDeclaration[][] = [];
    const [best, next] = targets;
    if (best && next)
      candidates.push([
        { type: 'shoot', target: best.t },
        { type: 'shoot', target: next.t },
      ]);
    if (best) candidates.push([{ type: 'shoot', target: best.t }, { type: 'move' }]);
    const canBless = commands.some((c) =>
      c.actions.some((a) => a.type === 'cast' && a.power === 'war-blessing'),
    );
    if (canBless) {
      const bless: ActionDeclaration = { type: 'cast', power: 'war-blessing', target: unit.id };
      if (best) candidates.push([bless, { type: 'shoot', target: best.t }]);
      for (const fight of fights) candidates.push([bless, fight]);
    }
    const charge = chargeAfterMove(state, unit);
    if (charge) candidates.push([{ type: 'move' }, { type: 'fight', targets: [charge.id] }]);
    // WT-FIGHT-02/06: a charge at any enemy it reaches, then blows again while still in contact.
    if (profileOf(state, unit).weapons.some(isMelee)) {
      const again: ActionDeclaration = { type: 'fight', targets: [] };
      if (unitInContact(state, unit)) candidates.push([again, again]);
      else
        for (const target of chargeTargets(state, unit)) {
          const fight: ActionDeclaration = { type: 'fight', targets: [target.id] };
          candidates.push([fight], [fight, again]);
        }
    }
    for (const actions of candidates)
      if (!declarationProblem(state, unit, actions, 2))
        out.push({ type: 'activate-unit', player, unit: id, actions });
  }
  return out;
}

/**
 * WT-SHOOT-04: the declaration with fire focused on the completely visible models of a target in Concealment
 * or Cover wherever that is expected to kill more than the penalised volley at the whole unit (a Shoot after
 * a Move is left as it is: the unit sees from elsewhere by then).
 */
function withFocus(
  state: WastelandState,
  command: CommandOfType<'activate-unit'>,
): CommandOfType<'activate-unit'> {
  const unit = unitsById.get(state, command.unit);
  if (unit?.status !== 'on-table' || command.actions[0]?.type === 'move') return command;
  let changed = false;
  const actions = command.actions.map((action) => {
    const target = action.type === 'shoot' ? unitsById.get(state, action.target) : undefined;
    if (action.type !== 'shoot' || !target || !canFocus(state, unit, target)) return action;
    const visible = completelyVisibleModels(state, unit, target).length;
    const focused = Math.min(visible, expectedShootKills(state, unit, target, false, true));
    if (focused <= expectedShootKills(state, unit, target)) return action;
    changed = true;
    return { ...action, focus: [action.target] };
  });
  return changed ? { ...command, actions } : command;
}

/** WT-FIGHT-02/05: the (at most three) enemies a melee unit's charge reaches and lands on, the most hurt first. */
function chargeTargets(state: WastelandState, unit: UnitState): UnitState[] {
  const reach = chargeReach(state, unit);
  return state.units
    .filter(
      (other) =>
        other.status === 'on-table' &&
        areEnemies(state, unit.player, other.player) &&
        unitDistance(state, unit, other) <= reach &&
        chargeLands(state, unit, other, reach),
    )
    .map((other) => ({ other, value: expectedFightKills(state, unit, other) * targetValue(state, other) }))
    .sort((a, b) => b.value - a.value || a.other.id.localeCompare(b.other.id))
    .slice(0, 3)
    .map((t) => t.other);
}

/**
 * WT-FIGHT-02 / R17: the enemy a melee unit not yet in contact can reach by a Move and then a charge (beyond
 * the charge range alone, within the Move plus the charge range): the one it is expected to hurt most.
 */
function chargeAfterMove(state: WastelandState, unit: UnitState): UnitState | undefined {
  if (!profileOf(state, unit).weapons.some(isMelee) || unitInContact(state, unit)) return undefined;
  const reach = chargeReach(state, unit);
  const move = profileOf(state, unit).move;
  let top: { target: UnitState; value: number } | undefined;
  for (const other of state.units) {
    if (other.status !== 'on-table' || !areEnemies(state, unit.player, other.player)) continue;
    const gap = unitDistance(state, unit, other);
    if (gap <= reach || gap > reach + move - 1 || !chargeLands(state, unit, other, reach, move)) continue;
    const value = expectedFightKills(state, unit, other) * targetValue(state, other);
    if (!top || value > top.value) top = { target: other, value };
  }
  return top?.target;
}

/**
 * WT-SUR-06: where an arriving Ambush unit goes (as close to the nearest enemy as the rolled distance allows)
 * and its one action: the best of shooting the enemies in range, charging, moving and defending.
 */
function placeFromAmbush(state: WastelandState, player: PlayerId): WastelandCommand | undefined {
  const stage = state.stage;
  if (stage.kind !== 'place-ambush' || stage.player !== player) return undefined;
  const unit = unitsById.get(state, stage.unit);
  if (!unit) return undefined;
  const enemy = state.units.find((u) => u.status === 'on-table' && areEnemies(state, player, u.player));
  const focus = enemy ? centreOf(enemy) : { x: state.table.width / 2, y: state.table.depth / 2 };
  const box = { x0: 0, y0: 0, x1: state.table.width, y1: state.table.depth };
  const models = findPlacement(
    state,
    unit,
    gridAnchors(box, 2, focus),
    ambushRules(state, unit, stage.distance),
  );
  if (!models) return undefined;
  const placed: UnitState = {
    ...unit,
    status: 'on-table',
    moved: true,
    models: unit.models.map((m) => {
      const at = models.find((p) => p.model === m.id);
      return at ? { ...m, x: at.x, y: at.y } : m;
    }),
  };
  const there: WastelandState = { ...state, units: state.units.map((u) => (u.id === unit.id ? placed : u)) };
  const near = nearestEnemy(there, placed);
  const options: ActionDeclaration[][] = [[], [{ type: 'move' }], [{ type: 'defend' }]];
  for (const other of state.units)
    if (other.status === 'on-table' && areEnemies(state, player, other.player))
      options.push([{ type: 'shoot', target: other.id }]);
  if (near) options.push([{ type: 'fight', targets: [near.unit.id] }]);
  const legal = options.filter((actions) => !declarationProblem(there, placed, actions, 1));
  const actions =
    best(legal, (actions) => {
      const action = actions[0];
      return action ? actionValue(there, placed, action) : -0.2;
    }) ?? [];
  return { type: 'place-ambush', player, unit: unit.id, models, actions };
}

/**
 * WT-DEP-01 / R40: the unit deploys at the end of its zone nearest to where its mission sends it (the far
 * edge of an Ambush escape, the objective, the markers), under the same placement rules; undefined when the
 * mission sends it nowhere in particular or no such spot is legal (the listed placement is used then).
 */
function deployTowardGoal(
  state: WastelandState,
  deploy: CommandOfType<'deploy-unit'>,
): CommandOfType<'deploy-unit'> | undefined {
  const unit = unitsById.get(state, deploy.unit);
  if (!unit || unit.scouting || deploy.models.length === 0) return undefined;
  const zone = deploymentZone(state, unit.id);
  if (!zone) return undefined;
  const goal = missionGoal(state, unit, zoneCenter(zone)) ?? enemyFront(state, unit, zone);
  if (!goal) return undefined;
  const models = findPlacement(
    state,
    unit,
    gridAnchors(zoneBox(zone), 3, goal),
    deploymentRules(state, unit),
  );
  return models ? { ...deploy, models } : undefined;
}

/**
 * Where a unit with no mission goal deploys toward: a point far off in the enemies' direction (the mean of
 * their zones' centres), so the anchors nearest it are the rank at the front of the unit's own zone, centre
 * outward, and units stand abreast rather than in a block whose rear ranks queue behind the front.
 */
function enemyFront(
  state: WastelandState,
  unit: UnitState,
  zone: Zone,
): { x: number; y: number } | undefined {
  const zones = state.sides
    .filter((s) => s.zone && areEnemies(state, unit.player, s.player))
    .map((s) => zoneCenter(s.zone as Zone));
  if (zones.length === 0) return undefined;
  const from = zoneCenter(zone);
  const enemies = {
    x: zones.reduce((a, z) => a + z.x, 0) / zones.length,
    y: zones.reduce((a, z) => a + z.y, 0) / zones.length,
  };
  if (geometry.distance(from, enemies) < 1) return enemies;
  return geometry.add(from, geometry.scale(geometry.normalize(geometry.subtract(enemies, from)), 1000));
}

/** R20 / R55: how much a standing command helps now. */
function standingValue(state: WastelandState, command: WastelandCommand): number {
  if (command.type === 'call-air-support') {
    const target = unitsById.get(state, command.target);
    return target ? 2 + targetValue(state, target) / 10 : 0;
  }
  if (command.type !== 'issue-command') return 0;
  const unit = unitsById.get(state, command.unit);
  if (!unit) return 0;
  switch (command.command) {
    case 'get-back-into-the-fight':
      return 2 + unit.markers;
    case 'seize-the-initiative':
      return 1.5;
    case 'strike-harder':
      return profileOf(state, unit).weapons.some(isRanged) ? 1.2 : 1;
    case 'push-forward':
      return 0.8;
  }
}

/** How many models a unit has left (0 when it is gone). */
function modelsLeft(state: WastelandState, id: string): number {
  const unit = unitsById.get(state, id);
  return unit ? liveModels(unit).length : 0;
}

/** The best command by a scoring function (the first of equals, so choices stay deterministic). */
function best<T>(options: readonly T[], score: (option: T) => number): T | undefined {
  let top: { option: T; score: number } | undefined;
  for (const option of options) {
    const s = score(option);
    if (!top || s > top.score) top = { option, score: s };
  }
  return top?.option;
}

/**
 * A move that puts the unit's centre exactly on a goal within reach (a table edge, a counter), which the
 * sampled slides can miss by a rounding; undefined when it is out of reach or the rules refuse it.
 */
function exactMove(
  state: WastelandState,
  unit: UnitState,
  goal: { x: number; y: number },
): CommandOfType<'move-unit'> | undefined {
  const live = liveModels(unit);
  if (unit.status !== 'on-table' || live.length === 0) return undefined;
  const from = centreOf(unit);
  const shift = { x: goal.x - from.x, y: goal.y - from.y };
  const length = Math.hypot(shift.x, shift.y);
  if (length < 1e-6 || length > profileOf(state, unit).move) return undefined;
  const models = live.map((m) => ({ model: m.id, path: [{ x: m.x + shift.x, y: m.y + shift.y }] }));
  if (!checkMove(state, unit, models).ok) return undefined;
  return { type: 'move-unit', player: unit.player, unit: unit.id, models };
}

/** R17: where a Move heads when the unit declared a charge after it: the charge target's models. */
function chargeGoal(state: WastelandState, unit: UnitState): { x: number; y: number } | undefined {
  const activation = state.activation;
  if (activation?.unit !== unit.id) return undefined;
  const fight = activation.actions.find((a) => a.type === 'fight' && (a.targets?.length ?? 0) > 0);
  const target = fight?.type === 'fight' ? unitsById.get(state, fight.targets?.[0] ?? '') : undefined;
  return target?.status === 'on-table' ? centreOf(target) : undefined;
}

/** Angles (degrees) off the straight line at which a unit blocked on its way tries a full slide instead. */
const VEERS = [20, -20, 40, -40, 60, -60];

/**
 * When the straight slide toward a goal falls short (a friend or a rock in the way: models never pass through
 * one another, WT-MOVE-03), full slides veering off the line, so a crowd fans out round what blocks it
 * instead of queueing behind it.
 */
function veeringSlides(
  state: WastelandState,
  unit: UnitState,
  goal: { x: number; y: number },
  straight: CommandOfType<'move-unit'> | undefined,
): CommandOfType<'move-unit'>[] {
  const live = liveModels(unit);
  if (unit.status !== 'on-table' || live.length === 0) return [];
  const from = centreOf(unit);
  const reach = Math.min(geometry.distance(from, goal), profileOf(state, unit).move);
  const first = live[0];
  const path = first && straight?.models.find((p) => p.model === first.id)?.path;
  const end = path?.[path.length - 1];
  if (reach < 2 || (first && end && geometry.distance(first, end) >= reach - 0.5)) return [];
  const dir = geometry.normalize(geometry.subtract(goal, from));
  const out: CommandOfType<'move-unit'>[] = [];
  for (const degrees of VEERS) {
    const a = (degrees * Math.PI) / 180;
    const turned = {
      x: dir.x * Math.cos(a) - dir.y * Math.sin(a),
      y: dir.x * Math.sin(a) + dir.y * Math.cos(a),
    };
    const slide = slideToward(state, unit, geometry.add(from, geometry.scale(turned, reach)));
    if (slide) out.push(slide);
  }
  return out;
}

/** WT-MOVE: among the sampled moves and a slide toward its destination, the move that brings the unit closest to it. */
function chooseMove(
  state: WastelandState,
  moves: readonly CommandOfType<'move-unit'>[],
): WastelandCommand | undefined {
  const unit = unitsById.get(state, moves[0]?.unit ?? '');
  const goal = unit ? (chargeGoal(state, unit) ?? destination(state, unit)) : undefined;
  const own = unit && goal ? slideToward(state, unit, goal, SIDESTEPS) : undefined;
  const exact = unit && goal ? exactMove(state, unit, goal) : undefined;
  const veers = unit && goal && !exact ? veeringSlides(state, unit, goal, own) : [];
  const options = [...moves, ...(own ? [own] : []), ...(exact ? [exact] : []), ...veers];
  return best(options, (move) => {
    if (!unit) return 0;
    if (move.embark !== undefined) return embarkScore(state, unit, move, goal);
    if (unit.status === 'embarked') return move.models.length > 0 ? disembarkScore(state, unit) : 0;
    const ends = liveModels(unit).map((m) => {
      const path = move.models.find((p) => p.model === m.id)?.path;
      return path?.[path.length - 1] ?? { x: m.x, y: m.y };
    });
    const centre = ends.reduce((a, p) => ({ x: a.x + p.x / ends.length, y: a.y + p.y / ends.length }), {
      x: 0,
      y: 0,
    });
    return (goal ? -geometry.distance(centre, goal) : 0) + climbBonus(state, unit, move);
  });
}

/**
 * A heuristic policy for Wasteland Tactics that answers every prompt: it activates the unit with the best
 * expected result (shooting the most valuable target it can hurt, charging units it can beat, advancing on
 * objectives, defending in cover), moves toward its mission goal or the enemy, issues useful Commands, calls
 * Air support on the most valuable enemy, reacts to charges when unshaken, nullifies enemy powers, and
 * takes the first legal answer for the rest. Returns undefined only when `legal` is empty.
 * @example
 * playRandomGame(wastelandTactics, setup, { seed: 1, policy: ({ state, player, legal }) => wastelandHeuristicPolicy(state, player, legal) });
 */
export function wastelandHeuristicPolicy(
  state: WastelandGame,
  player: PlayerId,
  legal: readonly WastelandCommand[],
): WastelandCommand | undefined {
  const game = gameOf(state);
  const of = <T extends WastelandCommand['type']>(type: T) =>
    legal.filter((c): c is CommandOfType<T> => c.type === type);
  const standing = best([...of('issue-command'), ...of('call-air-support')], (c) => standingValue(game, c));
  const standingScore = standing ? standingValue(game, standing) : 0;
  const stage = game.stage;
  // A player asked nothing may still send standing commands (Commands, Air support).
  const kind = 'player' in stage && stage.player !== player ? 'other' : stage.kind;
  switch (kind) {
    case 'activate': {
      const listed = of('activate-unit');
      const extra = [...extraActivations(game, listed), ...fireActivations(game, listed)];
      const activation = best([...listed, ...extra], (c) =>
        Math.max(activationValue(game, c), fireValue(game, c)),
      );
      const arrival = of('arrive-from-ambush')[0];
      const score = activation
        ? Math.max(activationValue(game, activation), fireValue(game, activation))
        : -2;
      if (standing && standingScore >= 2) return standing;
      if (arrival && score < 3) return arrival;
      return (
        (activation && splitVolley(game, withFocus(game, activation))) ?? arrival ?? standing ?? legal[0]
      );
    }
    case 'move': {
      const move = fireMove(game, of('move-unit')) ?? chooseMove(game, of('move-unit')) ?? legal[0];
      return move?.type === 'move-unit' ? withAssaultFire(game, move) : move;
    }
    case 'charge-reaction': {
      const unit = unitsById.get(game, stage.kind === 'charge-reaction' ? stage.unit : '');
      return (
        of('react-to-charge').find((c) => c.react === (unit !== undefined && unit.markers === 0)) ?? legal[0]
      );
    }
    case 'nullify':
      return of('nullify').find((c) => c.unit !== undefined) ?? legal[0];
    case 'misfire':
      // WT-SHOOT-09: the failed shots go to the shooter's biggest unit.
      return best(of('assign-misfires'), (c) => modelsLeft(game, c.units[0] ?? '')) ?? legal[0];
    case 'priority':
      return standing && standingScore >= 2 ? standing : (of('pass-priority')[0] ?? legal[0]);
    case 'deploy': {
      const deploy = of('deploy-unit')[0];
      return (deploy && deployTowardGoal(game, deploy)) ?? deploy ?? legal[0];
    }
    case 'place-ambush':
      return placeFromAmbush(game, player) ?? legal[0];
    case 'setup-choice': {
      // WT-ADV-12: the cheapest units roll first for Traitors (the first to roll a 1 defects).
      const order = of('choose-units')[0];
      if (!order || order.units.length < 2) return legal[0];
      const cost = (id: string) => unitsById.get(game, id)?.cost ?? 0;
      return { ...order, units: [...order.units].sort((x, y) => cost(x) - cost(y) || x.localeCompare(y)) };
    }
    case 'recover':
      return legal.find((c) => c.type === 'recover' && c.model !== undefined) ?? legal[0];
    case 'other':
      return standing && standingScore >= 2 ? standing : undefined;
    default:
      return legal[0];
  }
}
