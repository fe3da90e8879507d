import { type GameState, geometry, type PlayerId } from 'sandtable';
import type { ActionDeclaration, CommandOfType, WastelandCommand } from '../commands/schema';
import type { WastelandEvent } from '../events';
import { slideToward } from '../rules/movement/move-samples';
import { liveModels, profileOf, unitsById } from '../rules/units/units';
import { isRanged } from '../schemas/weapon';
import type { UnitState, WastelandState } from '../state';
import {
  centreOf,
  chance,
  destination,
  expectedFightKills,
  expectedShootKills,
  inReachAfterMove,
  inShelter,
  targetValue,
} from './evaluation';

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
      const target = unitsById.get(state, action.target);
      return target ? expectedShootKills(state, unit, target) * targetValue(state, target) : 0;
    }
    case 'fight': {
      const targets = action.targets.map((id) => unitsById.get(state, id)).filter((t): t is UnitState => !!t);
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
      if (unit.status === 'embarked') return 3;
      const goal = destination(state, unit);
      if (!goal) return 0.2;
      const far = geometry.distance(centreOf(unit), goal);
      if (far < 1.5 || !canProgress(state, unit, goal)) return -0.5; // there already, or boxed in
      return Math.min(4, far / 6) + 0.5;
    }
    case 'defend':
      return inShelter(state, unit) ? 1 : 0.4;
    case 'cast':
      return action.power === 'psychic-fury' ? 4 * chance(profileOf(state, unit).will) : 1.5;
  }
}

/** WT-ACT-01: how good an activation is: the sum of its actions (a second identical shot is worth a little less). */
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
    return (first ?? 0) + (reachable ? (second ?? 0) * 0.7 : 0);
  }
  return (first ?? 0) + (second ?? 0) * 0.9;
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

/** WT-MOVE: among the sampled moves and a slide toward its destination, the move that brings the unit closest to it. */
function chooseMove(
  state: WastelandState,
  moves: readonly CommandOfType<'move-unit'>[],
): WastelandCommand | undefined {
  const unit = unitsById.get(state, moves[0]?.unit ?? '');
  const goal = unit ? destination(state, unit) : undefined;
  const own = unit && goal ? slideToward(state, unit, goal, SIDESTEPS) : undefined;
  return best(own ? [...moves, own] : moves, (move) => {
    if (!unit) return 0;
    if (move.embark !== undefined) return -1e6;
    if (unit.status === 'embarked') return move.models.length > 0 ? 1 : 0;
    const ends = liveModels(unit).map((m) => {
      const path = move.models.find((p) => p.model === m.id)?.path;
      return path?.[path.length - 1] ?? { x: m.x, y: m.y };
    });
    const centre = ends.reduce((a, p) => ({ x: a.x + p.x / ends.length, y: a.y + p.y / ends.length }), {
      x: 0,
      y: 0,
    });
    return goal ? -geometry.distance(centre, goal) : 0;
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
      const activation = best(of('activate-unit'), (c) => activationValue(game, c));
      const arrival = of('arrive-from-ambush')[0];
      const score = activation ? activationValue(game, activation) : -2;
      if (standing && standingScore >= 2) return standing;
      if (arrival && score < 3) return arrival;
      return activation ?? arrival ?? standing ?? legal[0];
    }
    case 'move':
      return chooseMove(game, of('move-unit')) ?? legal[0];
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
    case 'deploy':
      return of('deploy-unit')[0] ?? legal[0];
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
