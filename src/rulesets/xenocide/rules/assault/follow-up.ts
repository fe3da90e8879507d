import { type Dice, geometry, type PlayerId } from 'sandtable';
import { findModel, findUnit } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import type { Occupancy } from '../../state/buildings';
import { whyCannotMoveInAfterFlight } from '../buildings/entering';
import { boardingPlan } from '../movement/boarding';
import { checkSuppressedMove } from '../movement/suppressed-movement';
import { checkZoneOfControl, enemyZoneBases, ZONE_OF_CONTROL } from '../movement/zone-of-control';
import {
  type AssaultMoveRules,
  checkEndPlacement,
  type PlannedModel,
  planUnitMove,
  resolveAssaultMove,
  type UnitMove,
} from './assault-move';
import {
  boardingEffects,
  landingEffects,
  whyBadFollowUpBoarding,
  whyBadFollowUpLanding,
  whyNoTransportUse,
} from './assault-transport';
import type { AssaultEffect, AssaultStepResult } from './effects';
import { moveIntoEffects } from './flee';
import { fightingUnits, sideOfPlayer } from './participants';
import { type AssaultRefusal, assertAccepted, inches, refuse } from './refusal';

/** XEN-CA-37: how far a follow-up move goes. */
export const FOLLOW_UP_DISTANCE = 4;

/** XEN-CA-37: a follow-up is a normal move of up to 4"; no special movement. */
export const FOLLOW_UP_RULES: AssaultMoveRules = {
  rule: 'XEN-CA-37',
  modes: ['normal'],
  allowance: () => FOLLOW_UP_DISTANCE,
};

/**
 * XEN-SUP-03 / XEN-TITAN-24 / R12: the suppressed-movement check for a voluntary close-assault move: no
 * model of a suppressed unit may end closer to the nearest enemy, unless all end in cover 12" from every
 * enemy; titans and units that bought XEN-CP-13 are free.
 */
export function checkSuppressedAssaultMove(
  state: XenocideState,
  unit: UnitState,
  planned: readonly PlannedModel[],
): AssaultRefusal | undefined {
  const titan = unit.models.some((m) => !m.removed && m.titan !== undefined);
  if (unit.suppression === 0 || titan || unit.activity.suppressedMoveBought) return undefined;
  const moved = planned
    .filter((p) => geometry.distance(p.start, p.end) > 0)
    .map((p) => ({
      model: p.model,
      from: { center: p.start, radius: p.radius },
      to: { center: p.end, radius: p.radius },
    }));
  const ends = unit.models
    .filter((m) => !m.removed && m.embarkedIn === undefined)
    .map((m) => ({
      center: planned.find((p) => p.model === m.id)?.end ?? { x: m.x, y: m.y },
      radius: m.radius,
    }));
  return checkSuppressedMove(state, unit.id, unit.player, moved, ends);
}

/**
 * XEN-CA-37 / XEN-MOVE-05 / XEN-TRANS-10 / R12: why a player's follow-up moves are refused: it must be their
 * turn (attacker first), each unit one of theirs still in the assault, moving up to 4" with no special
 * movement, and no model may end within 4" of an enemy unit or pass through a zone of control; models may
 * get into a friendly transport they end within 1" of, and passengers out within 4" of theirs.
 */
export function whyBadFollowUp(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  moves: readonly UnitMove[],
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'follow-up' || assault.step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn for a follow-up move; the attacker follows up first, then the defender (XEN-CA-37).',
    );
  }
  const remaining = fightingUnits(state, assault, sideOfPlayer(assault, player)).map((u) => u.id);
  const enemies = enemyZoneBases(state, player);
  for (const [i, move] of moves.entries()) {
    const unit = findUnit(state, move.unit);
    if (!unit || !remaining.includes(move.unit) || moves.findIndex((m) => m.unit === move.unit) !== i) {
      return refuse(
        'illegal-action',
        `Unit ${move.unit} is not one of your units remaining in this assault, or is listed twice (XEN-CA-37).`,
        [i, 'unit'],
      );
    }
    if (move.into !== undefined) {
      const why = whyBadMoveIn(state, assault, move);
      if (why) return { ...why, path: [i, ...(why.path ?? [])] };
      continue;
    }
    const transports = whyNoTransportUse(move, 'follow-up');
    if (transports) return { ...transports, path: [i, ...(transports.path ?? [])] };
    const planned = planUnitMove(state, unit, move, FOLLOW_UP_RULES);
    if (!Array.isArray(planned)) return { ...planned, path: [i, ...(planned.path ?? [])] };
    const ends = new Map(planned.map((p) => [p.model, p.end]));
    const carried =
      whyBadFollowUpBoarding(state, unit, ends, move.embark ?? []) ??
      whyBadFollowUpLanding(state, unit, ends, move.disembark ?? []);
    if (carried) return { ...carried, path: [i, ...(carried.path ?? [])] };
    for (const p of planned) {
      const near = geometry.nearest({ center: p.end, radius: p.radius }, enemies);
      if (near && geometry.isAtMost(near.distance, ZONE_OF_CONTROL)) {
        return refuse(
          'zone-of-control',
          `Model ${p.model} would end ${inches(near.distance)} from ${enemies[near.index]?.unit}; a follow-up move may not end within 4" of an enemy unit (XEN-CA-37).`,
          [i, 'models'],
        );
      }
    }
    const zone = checkZoneOfControl(
      planned.map((p) => ({ model: p.model, radius: p.radius, path: p.path, jumpsToEnd: false })),
      enemies,
      { assault: false, highDuring: false, highAfter: false },
    );
    if ('code' in zone) return { ...zone, path: [i, 'models'] };
    const boarded = new Set((move.embark ?? []).map((b) => b.model));
    const problem =
      checkSuppressedAssaultMove(state, unit, planned) ?? checkEndPlacement(state, unit, planned, boarded);
    if (problem) return { ...problem, path: [i] };
  }
  return undefined;
}

/**
 * XEN-BLD-07 / XEN-CA-37: why a unit's follow-up into a building section is refused: the enemy of this
 * assault must have been driven out of that section, the unit must be within 4" of it and free to enter it
 * (no enemy inside, size limits), and it gives no model paths.
 */
function whyBadMoveIn(
  state: XenocideState,
  assault: AssaultState,
  move: UnitMove,
): AssaultRefusal | undefined {
  const into = move.into as Occupancy;
  const unit = findUnit(state, move.unit) as UnitState;
  if (move.models.length > 0 || move.embark?.length || move.disembark?.length || move.mode !== undefined)
    return refuse(
      'illegal-action',
      'A unit moving into the building its enemy fled gives no model paths, mode or transport moves (XEN-BLD-07).',
      ['models'],
    );
  const driven = (assault.vacated ?? []).some(
    (v) =>
      v.building === into.building &&
      v.section === into.section &&
      findUnit(state, v.unit)?.player !== unit.player,
  );
  if (!driven)
    return refuse(
      'illegal-action',
      `No enemy of this assault was driven out of ${into.section}; a follow-up enters only the building the enemy fled (XEN-BLD-07, XEN-CA-37).`,
      ['into'],
    );
  const why = whyCannotMoveInAfterFlight(state, state.buildings ?? [], unit.id, into);
  return why ? { ...why, path: ['into'] } : undefined;
}

/** XEN-BLD-07: a follow-up of the first of `player`'s units that may move into a section the enemy was driven from (none: `[]`). */
export function moveInOptions(state: XenocideState, assault: AssaultState, player: PlayerId): UnitMove[] {
  for (const unit of fightingUnits(state, assault, sideOfPlayer(assault, player)))
    for (const v of assault.vacated ?? []) {
      const move = { unit: unit.id, models: [], into: { building: v.building, section: v.section } };
      if (!whyBadMoveIn(state, assault, move)) return [move];
    }
  return [];
}

/**
 * XEN-CA-37: a follow-up offered to players: each of the player's remaining units that can moves its models
 * on the table together up to 4" (3.9", else shorter) toward the nearest enemy unit, ending outside every
 * enemy's 4" zone; empty when none can. Bounded: one move per unit, checked by {@link whyBadFollowUp}.
 */
export function advanceOptions(state: XenocideState, assault: AssaultState, player: PlayerId): UnitMove[] {
  const enemies = state.units.filter(
    (u) => u.player !== player && u.status === 'on-table' && u.models.some((m) => !m.removed),
  );
  const out: UnitMove[] = [];
  for (const unit of fightingUnits(state, assault, sideOfPlayer(assault, player))) {
    const models = unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
    if (models.length === 0) continue;
    const centre = {
      x: models.reduce((n, m) => n + m.x, 0) / models.length,
      y: models.reduce((n, m) => n + m.y, 0) / models.length,
    };
    let best: { at: { x: number; y: number }; gap: number } | undefined;
    for (const enemy of enemies)
      for (const m of enemy.models) {
        if (m.removed || m.embarkedIn !== undefined) continue;
        const gap = geometry.distance(centre, m);
        if (!best || gap < best.gap) best = { at: { x: m.x, y: m.y }, gap };
      }
    if (!best || best.gap < 1e-6) continue;
    const toward = geometry.normalize(geometry.subtract(best.at, centre));
    for (const step of [FOLLOW_UP_DISTANCE - 0.1, 2.5, 1.2]) {
      const move: UnitMove = {
        unit: unit.id,
        models: models.map((m) => {
          const end = geometry.add(m, geometry.scale(toward, step));
          return {
            model: m.id,
            path: [{ x: Math.round(end.x * 1000) / 1000, y: Math.round(end.y * 1000) / 1000 }],
          };
        }),
      };
      if (whyBadFollowUp(state, assault, player, [...out, move])) continue;
      out.push(move);
      break;
    }
  }
  return out;
}

/**
 * XEN-TRANS-10 / XEN-CA-37: a follow-up offered to players: each of the player's remaining units whose models
 * on foot can reach a friendly transport with room (a walk of under 4" to within 1" of its base,
 * {@link boardingPlan}) gets them in; units with none stay. Empty when no unit can; checked by
 * {@link whyBadFollowUp}.
 */
export function boardingFollowUps(state: XenocideState, assault: AssaultState, player: PlayerId): UnitMove[] {
  const out: UnitMove[] = [];
  for (const unit of fightingUnits(state, assault, sideOfPlayer(assault, player))) {
    const plan = boardingPlan(state, unit, BOARDING_WALK);
    if (plan.length === 0) continue;
    const move: UnitMove = {
      unit: unit.id,
      models: plan.flatMap((b) => (b.path ? [{ model: b.model, path: [...b.path] }] : [])),
      embark: plan.map((b) => ({ model: b.model, transport: b.transport })),
    };
    if (!whyBadFollowUp(state, assault, player, [...out, move])) out.push(move);
  }
  return out;
}

/** XEN-CA-37 / XEN-TRANS-10: how far (edge to edge) a model may start from a transport it walks up to and boards in a follow-up. */
const BOARDING_WALK = FOLLOW_UP_DISTANCE + 0.8;

/** XEN-CA-37: a bot's follow-up: none (every unit holds its ground). */
export function defaultFollowUp(): UnitMove[] {
  return [];
}

/**
 * XEN-CA-37 / XEN-SAVE-14: step 10 for one player (attacker, then defender): the moves are made with the
 * usual terrain tests; a unit that moves loses its Dug In marker. After the defender the assault ends.
 */
export function followUp(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  moves: readonly UnitMove[],
): AssaultStepResult {
  assertAccepted('followUp', 'whyBadFollowUp', whyBadFollowUp(state, assault, player, moves));
  const effects: AssaultEffect[] = [];
  for (const move of moves) {
    const unit = findUnit(state, move.unit) as UnitState;
    if (move.into !== undefined) {
      effects.push(...moveIntoEffects(state, unit, move.into, ['XEN-BLD-07', 'XEN-CA-37']));
      continue;
    }
    const planned = planUnitMove(state, unit, move, FOLLOW_UP_RULES) as PlannedModel[];
    const resolved = resolveAssaultMove(state, dice, unit, planned, 'normal', 'follow-up');
    effects.push(...resolved.effects);
    // XEN-TRANS-10: passengers get out, and models that reached their transport get in, at the end.
    const dead = new Set(resolved.effects.flatMap((e) => (e.kind === 'model-killed' ? [e.model] : [])));
    const reached = (id: string) => {
      const p = planned.find((x) => x.model === id);
      const end = resolved.ends.get(id);
      return !dead.has(id) && (!p || (end !== undefined && geometry.distance(end, p.end) < 1e-6));
    };
    effects.push(
      ...landingEffects(
        state,
        unit.id,
        (move.disembark ?? []).filter((l) => !dead.has(findModel(state, l.model)?.embarkedIn ?? '')),
      ),
    );
    effects.push(
      ...boardingEffects(
        state,
        (move.embark ?? []).filter((b) => reached(b.model) && reached(b.transport)),
        'XEN-TRANS-10',
      ),
    );
    const moved =
      resolved.effects.some((e) => e.kind === 'models-moved') ||
      (move.embark?.length ?? 0) > 0 ||
      (move.disembark?.length ?? 0) > 0;
    if (unit.dugIn && moved) effects.push({ kind: 'dug-in-lost', unit: unit.id });
  }
  const next =
    player === assault.attacker
      ? ({ kind: 'follow-up', player: assault.defender } as const)
      : ({ kind: 'ended', reason: 'no-contact' } as const);
  return { assault: { ...assault, step: next }, effects };
}
