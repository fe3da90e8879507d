import { type Dice, geometry, type PlayerId, type Vec2 } from 'sandtable';
import { findUnit } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { AssaultParticipant, AssaultState, AssaultStep } from '../../state/assault';
import { type AssaultingModel, checkDefendedEdges } from '../movement/assault-approach';
import {
  type AssaultMoveRules,
  checkEndPlacement,
  type PlannedModel,
  planUnitMove,
  resolveAssaultMove,
  type UnitMove,
} from './assault-move';
import { whyNoTransportUse } from './assault-transport';
import { type Disembarking, disembarkIntoAssault, whyBadDisembark } from './disembark';
import type { AssaultEffect, AssaultStepResult } from './effects';
import { checkSuppressedAssaultMove } from './follow-up';
import {
  ASSAULT_RANGE,
  baseOf,
  fightingUnits,
  otherSide,
  participantOf,
  presentModels,
  sideOfPlayer,
} from './participants';
import { type AssaultRefusal, assertAccepted, inches, refuse } from './refusal';

/** XEN-CA-05: how far a maneuvering model may move. */
export const MANEUVER_DISTANCE = 2;

/** XEN-CA-05: a maneuver is a normal move of up to 2". */
export const MANEUVER_RULES: AssaultMoveRules = {
  rule: 'XEN-CA-05',
  modes: ['normal'],
  allowance: () => MANEUVER_DISTANCE,
};

/** XEN-CA-05 / XEN-TRANS-09: one player's step-1 maneuver: unit moves and passengers getting out. */
export interface Maneuver {
  readonly moves: readonly UnitMove[];
  readonly disembark?: readonly Disembarking[];
}

/** XEN-CA-05 / XEN-CA-08: the units that may move in the current maneuver step. */
export function maneuveringUnits(state: XenocideState, assault: AssaultState): string[] {
  const step = assault.step;
  if (step.kind !== 'maneuver') return [];
  const own = fightingUnits(state, assault, sideOfPlayer(assault, step.player)).map((u) => u.id);
  return step.units ? own.filter((u) => step.units?.includes(u)) : own;
}

function enemyBasesInAssault(state: XenocideState, assault: AssaultState, unit: UnitState) {
  const side = participantOf(assault, unit.id)?.side ?? 'attacker';
  return fightingUnits(state, assault, otherSide(side)).flatMap((u) =>
    presentModels(state, u).map((m) => ({ unit: u.id, ...baseOf(m) })),
  );
}

/**
 * XEN-CA-05..07 / R12: why one unit's maneuver is refused: models move up to 2", each one that moves ends
 * closer to a model of an enemy unit in the assault (never away), attacking models may not enter an edge
 * or building the enemy defends, a suppressed unit may not approach (R12), and the unit ends clear of other
 * bases and in coherency.
 */
export function whyBadManeuverMove(
  state: XenocideState,
  assault: AssaultState,
  move: UnitMove,
): AssaultRefusal | undefined {
  const unit = findUnit(state, move.unit);
  if (!unit || !maneuveringUnits(state, assault).includes(move.unit))
    return refuse('illegal-action', `Unit ${move.unit} may not maneuver now (XEN-CA-05).`, ['unit']);
  const transports = whyNoTransportUse(move, 'maneuver');
  if (transports) return transports;
  const planned = planUnitMove(state, unit, move, MANEUVER_RULES);
  if (!Array.isArray(planned)) return planned;
  const enemies = enemyBasesInAssault(state, assault, unit);
  for (const p of planned) {
    if (p.length === 0 || enemies.length === 0) continue;
    const before = geometry.nearestDistance({ center: p.start, radius: p.radius }, enemies);
    const after = geometry.nearestDistance({ center: p.end, radius: p.radius }, enemies);
    if (after >= before - 1e-9) {
      return refuse(
        'illegal-action',
        `Model ${p.model} would end ${inches(after)} from the nearest enemy model, not closer than ${inches(before)}; a maneuvering model must move closer to the enemy (XEN-CA-06).`,
        ['models'],
      );
    }
  }
  if (participantOf(assault, unit.id)?.side === 'attacker') {
    const models: AssaultingModel[] = planned.map((p) => ({
      model: p.model,
      traits: p.traits,
      locomotion: p.locomotion,
      radius: p.radius,
      start: p.start,
      end: p.end,
      path: p.path,
      teleport: false,
      allowance: p.allowance,
    }));
    const edge = checkDefendedEdges(state, models, [...new Set(enemies.map((e) => e.unit))]);
    if (edge) {
      return refuse(
        'illegal-action',
        `${edge.message.replace(/ \(XEN-MOVE-11\)\.$/, '')}: attacking maneuvers may not enter an edge or building the enemy defends (XEN-CA-07).`,
        ['models'],
      );
    }
  }
  return checkSuppressedAssaultMove(state, unit, planned) ?? checkEndPlacement(state, unit, planned);
}

/** XEN-CA-05 / XEN-CA-08: why a player's maneuver is refused (see {@link whyBadManeuverMove} and {@link whyBadDisembark}). */
export function whyBadManeuver(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  maneuver: Maneuver,
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'maneuver' || assault.step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn to maneuver; the defender maneuvers first, then the attacker (XEN-CA-05).',
    );
  }
  for (const [i, move] of maneuver.moves.entries()) {
    if (maneuver.moves.findIndex((m) => m.unit === move.unit) !== i)
      return refuse('illegal-action', `Unit ${move.unit} is listed twice.`, ['moves', i]);
    const why = whyBadManeuverMove(state, assault, move);
    if (why) return { ...why, path: ['moves', i, ...(why.path ?? [])] };
  }
  return maneuver.disembark ? whyBadDisembark(state, assault, player, maneuver.disembark) : undefined;
}

/**
 * XEN-CA-05 / XEN-CA-06: a bot's maneuver: each model of an unsuppressed unit that is not yet within 4" of
 * an enemy model moves straight toward the nearest one, up to 2"; a unit whose moves would be refused
 * stays where it is.
 */
export function defaultManeuver(state: XenocideState, assault: AssaultState): Maneuver {
  const moves: UnitMove[] = [];
  for (const id of maneuveringUnits(state, assault)) {
    const unit = findUnit(state, id) as UnitState;
    const enemies = enemyBasesInAssault(state, assault, unit);
    const models = presentModels(state, unit)
      .filter((m) => m.embarkedIn === undefined)
      .flatMap((m) => {
        const near = geometry.nearest(baseOf(m), enemies);
        if (!near || geometry.isAtMost(near.distance, ASSAULT_RANGE)) return [];
        const to = (enemies[near.index] as { center: Vec2 }).center;
        const step = Math.min(MANEUVER_DISTANCE, near.distance - 0.1);
        const gap = geometry.distance({ x: m.x, y: m.y }, to);
        if (step <= 0 || gap === 0) return [];
        return [{ model: m.id, path: [geometry.lerp({ x: m.x, y: m.y }, to, step / gap)] }];
      });
    const move = { unit: id, models };
    if (models.length > 0 && !whyBadManeuverMove(state, assault, move)) moves.push(move);
  }
  return { moves };
}

function drawnIn(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
  ends: ReadonlyMap<string, Vec2>,
): UnitState[] {
  const bases = presentModels(state, unit).map((m) => ({
    center: ends.get(m.id) ?? { x: m.x, y: m.y },
    radius: m.radius,
  }));
  return state.units.filter(
    (other) =>
      other.player !== unit.player &&
      other.status === 'on-table' &&
      !other.high &&
      participantOf(assault, other.id) === undefined &&
      presentModels(state, other).some((m) =>
        bases.some((b) => geometry.isWithin(baseOf(m), b, ASSAULT_RANGE)),
      ),
  );
}

/** XEN-CA-05 / XEN-CA-08: the step after a maneuver: the attacker's, then each drawn-in unit's reply, then the tally. */
export function afterManeuver(
  assault: AssaultState,
  queue: AssaultState['maneuvers'],
): { step: AssaultStep; queue: AssaultState['maneuvers'] } {
  const step = assault.step;
  if (step.kind === 'maneuver' && step.units === undefined && step.player === assault.defender) {
    return {
      step: { kind: 'maneuver', player: assault.attacker },
      queue: queue.filter((q) => q.player !== assault.attacker),
    };
  }
  const [head, ...rest] = queue;
  if (head) return { step: { kind: 'maneuver', player: head.player, units: head.units }, queue: rest };
  return { step: { kind: 'tally' }, queue: [] };
}

/**
 * XEN-CA-05..08 / XEN-TRANS-09 / XEN-SAVE-14 / R57: step 1 for one player: the moves are made (terrain tests
 * as usual; a unit that moves loses its Dug In marker), passengers get out, and every enemy unit a
 * maneuvering unit ends within 4" of is drawn into the assault and may reply with its own maneuver.
 */
export function maneuver(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  choice: Maneuver,
): AssaultStepResult {
  assertAccepted('maneuver', 'whyBadManeuver', whyBadManeuver(state, assault, player, choice));
  const effects: AssaultEffect[] = [];
  const side = sideOfPlayer(assault, player);
  const participants: AssaultParticipant[] = [...assault.participants];
  const queue = [...assault.maneuvers];
  for (const move of choice.moves) {
    const unit = findUnit(state, move.unit) as UnitState;
    const planned = planUnitMove(state, unit, move, MANEUVER_RULES) as PlannedModel[];
    const resolved = resolveAssaultMove(state, dice, unit, planned, 'normal', 'maneuver');
    effects.push(...resolved.effects);
    if (unit.dugIn && resolved.effects.some((e) => e.kind === 'models-moved'))
      effects.push({ kind: 'dug-in-lost', unit: unit.id });
    for (const other of drawnIn(state, { ...assault, participants }, unit, resolved.ends)) {
      participants.push({
        unit: other.id,
        side: otherSide(side),
        joinedBy: 'drawn-in',
        joinedRound: assault.round,
        initiator: false,
        status: 'fighting',
      });
      queue.push({ player: other.player, units: [other.id] });
    }
  }
  const landed = disembarkIntoAssault(state, { ...assault, participants }, side, choice.disembark ?? []);
  participants.push(...landed.joined);
  effects.push(...landed.effects);
  const next = afterManeuver({ ...assault, participants }, queue);
  return { assault: { ...assault, participants, maneuvers: next.queue, step: next.step }, effects };
}
