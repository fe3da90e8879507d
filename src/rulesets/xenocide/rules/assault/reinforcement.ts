import { type Dice, geometry, type PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { baseAllowance } from '../movement/allowance';
import { checkZoneOfControl, enemyZoneBases } from '../movement/zone-of-control';
import { isEngaged } from '../shooting/engagement';
import {
  type AssaultMoveRules,
  checkEndPlacement,
  type PlannedModel,
  planUnitMove,
  resolveAssaultMove,
  type UnitMove,
} from './assault-move';
import { whyNoTransportUse } from './assault-transport';
import type { AssaultEffect, AssaultStepResult } from './effects';
import {
  ASSAULT_RANGE,
  baseOf,
  fightingUnits,
  participantOf,
  presentModels,
  sideOfPlayer,
} from './participants';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';

/** XEN-CA-09 / R62: a reinforcing unit starts within, and moves up to, this many inches. */
export const REINFORCEMENT_DISTANCE = 8;

/** XEN-CP-12: CP per reinforcing unit. */
export const REINFORCEMENT_COST = 1;

function reinforcementRules(unit: UnitState): AssaultMoveRules {
  return {
    rule: 'XEN-CA-09, R62',
    modes: ['normal', 'jump', 'teleport'],
    allowance: (traits, mode) => Math.min(REINFORCEMENT_DISTANCE, baseAllowance(traits, unit.order, mode)),
  };
}

function assaultBases(state: XenocideState, assault: AssaultState) {
  return fightingUnits(state, assault).flatMap((u) => presentModels(state, u).map(baseOf));
}

/**
 * XEN-CA-09 / XEN-CP-12 / R62: why a unit may not be brought into the assault, or undefined: it must be the
 * player's own unit on the table, not already in it, not suppressed, not high, not in another close assault,
 * with a model within 8" of a model in the assault.
 */
export function whyCannotReinforce(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  unitId: string,
): AssaultRefusal | undefined {
  const unit = findUnit(state, unitId);
  if (
    !unit ||
    unit.player !== player ||
    unit.status !== 'on-table' ||
    presentModels(state, unit).length === 0
  )
    return refuse('unknown-entity', `Unit ${unitId} is not one of your units on the table.`);
  if (participantOf(assault, unitId))
    return refuse('illegal-action', `Unit ${unitId} is already in this assault.`);
  if (unit.suppression > 0)
    return refuse(
      'illegal-action',
      `Unit ${unitId} is suppressed; only unsuppressed units may reinforce (XEN-CA-09).`,
    );
  if (unit.high)
    return refuse('illegal-action', `Unit ${unitId} is flying high and cannot join a close assault (R41).`);
  if (isEngaged(state, unit))
    return refuse('illegal-action', `Unit ${unitId} is in another close assault (R62).`);
  const near = assaultBases(state, assault);
  const close = presentModels(state, unit).some((m) =>
    near.some((b) => geometry.isWithin(baseOf(m), b, REINFORCEMENT_DISTANCE)),
  );
  if (!close)
    return refuse(
      'out-of-range',
      `Unit ${unitId} has no model within 8" of the close assault (XEN-CA-09, R62).`,
    );
  return undefined;
}

/** XEN-CA-09 / R62: the units a player could bring into the assault now (before paying CP). */
export function reinforcementCandidates(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): string[] {
  return state.units.filter((u) => !whyCannotReinforce(state, assault, player, u.id)).map((u) => u.id);
}

/**
 * XEN-CA-09 / XEN-CP-12 / R62: why a player's reinforcements are refused: it must be their turn in step 1
 * of round 2 or later (defender first), 1 CP per unit, each unit eligible ({@link whyCannotReinforce}) and
 * moving up to the lesser of 8" and its allowance (special movement allowed), every moving model closer to
 * the assault, ending with a model within 4" of an enemy unit in it and not within 4" of any other enemy
 * unit.
 */
export function whyBadReinforcement(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  moves: readonly UnitMove[],
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'reinforce' || assault.step.player !== player) {
    return refuse(
      'illegal-action',
      'Reinforcements come in step 1 of the second and later rounds, the defender first, then the attacker (XEN-CA-09).',
    );
  }
  const cp = state.sides.find((s) => s.player === player)?.cp ?? 0;
  if (moves.length * REINFORCEMENT_COST > cp) {
    return refuse(
      'insufficient-resources',
      `Each reinforcing unit costs 1 CP; you have ${cp} CP for ${moves.length} unit(s) (XEN-CP-12).`,
    );
  }
  const side = sideOfPlayer(assault, player);
  const inAssault = new Set(fightingUnits(state, assault).map((u) => u.id));
  const targets = fightingUnits(state, assault).filter((u) => participantOf(assault, u.id)?.side !== side);
  const targetBases = targets.flatMap((u) => presentModels(state, u).map(baseOf));
  const others = enemyZoneBases(state, player).filter((b) => !inAssault.has(b.unit));
  for (const [i, move] of moves.entries()) {
    if (moves.findIndex((m) => m.unit === move.unit) !== i)
      return refuse('illegal-action', `Unit ${move.unit} is listed twice.`, [i, 'unit']);
    const why = whyCannotReinforce(state, assault, player, move.unit);
    if (why) return { ...why, path: [i, 'unit'] };
    const transports = whyNoTransportUse(move, 'reinforcement');
    if (transports) return { ...transports, path: [i, ...(transports.path ?? [])] };
    const unit = findUnit(state, move.unit) as UnitState;
    const planned = planUnitMove(state, unit, move, reinforcementRules(unit));
    if (!Array.isArray(planned)) return { ...planned, path: [i, ...(planned.path ?? [])] };
    for (const p of planned) {
      if (p.length === 0) continue;
      const before = geometry.nearestDistance({ center: p.start, radius: p.radius }, targetBases);
      const after = geometry.nearestDistance({ center: p.end, radius: p.radius }, targetBases);
      if (after >= before - 1e-9)
        return refuse('illegal-action', `Model ${p.model} must move towards the close assault (XEN-CA-09).`, [
          i,
          'models',
        ]);
    }
    const ends = unit.models
      .filter((m) => !m.removed && m.embarkedIn === undefined)
      .map((m) => ({
        center: planned.find((p) => p.model === m.id)?.end ?? { x: m.x, y: m.y },
        radius: m.radius,
      }));
    if (!ends.some((b) => targetBases.some((t) => geometry.isWithin(b, t, ASSAULT_RANGE)))) {
      return refuse(
        'out-of-range',
        `Unit ${move.unit} must end with a model within 4" of an enemy unit in the assault to join it (XEN-CA-09, R62).`,
        [i, 'models'],
      );
    }
    const zone = checkZoneOfControl(
      planned.map((p) => ({
        model: p.model,
        radius: p.radius,
        path: p.path,
        jumpsToEnd: (move.mode ?? 'normal') === 'teleport',
      })),
      others,
      { assault: false, highDuring: false, highAfter: false },
    );
    if ('code' in zone) {
      return refuse(
        'zone-of-control',
        `${zone.message.replace(/\.$/, '')}; a reinforcement joins this assault only (XEN-CA-09, R62).`,
        [i, 'models'],
      );
    }
    const placement = checkEndPlacement(state, unit, planned);
    if (placement) return { ...placement, path: [i] };
  }
  return undefined;
}

/** XEN-CA-09: a bot's reinforcements: none (bots keep their command points). */
export function defaultReinforcements(): UnitMove[] {
  return [];
}

/**
 * XEN-CA-09 / XEN-CA-10 / XEN-CP-12 / R45 / R62: the player pays 1 CP per unit and moves them in; they join
 * on the player's side, are never disadvantaged by their orders, and may still activate later with their
 * company (their activity is not touched).
 */
export function reinforce(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  moves: readonly UnitMove[],
): AssaultStepResult {
  assertAccepted('reinforce', 'whyBadReinforcement', whyBadReinforcement(state, assault, player, moves));
  const side = sideOfPlayer(assault, player);
  const effects: AssaultEffect[] =
    moves.length > 0
      ? [{ kind: 'cp-spent', player, cp: moves.length * REINFORCEMENT_COST, use: 'reinforce-assault' }]
      : [];
  for (const move of moves) {
    const unit = findUnit(state, move.unit) as UnitState;
    const planned = planUnitMove(state, unit, move, reinforcementRules(unit)) as PlannedModel[];
    const resolved = resolveAssaultMove(state, dice, unit, planned, move.mode ?? 'normal', 'reinforcement');
    effects.push(...resolved.effects);
    if (unit.dugIn && resolved.effects.some((e) => e.kind === 'models-moved'))
      effects.push({ kind: 'dug-in-lost', unit: unit.id });
  }
  const joined = moves.map((m) => ({
    unit: m.unit,
    side,
    joinedBy: 'reinforcement' as const,
    joinedRound: assault.round,
    initiator: false,
    status: 'fighting' as const,
  }));
  const next =
    player === assault.defender
      ? ({ kind: 'reinforce', player: assault.attacker } as const)
      : ({ kind: 'maneuver', player: assault.defender } as const);
  return {
    assault: {
      ...assault,
      participants: [...assault.participants, ...joined],
      reinforcements: [...assault.reinforcements, ...moves.map((m) => m.unit)],
      step: next,
    },
    effects,
  };
}
