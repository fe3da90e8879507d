import type { PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { AssaultParticipant, AssaultState } from '../../state/assault';
import { buildingAssaultCandidates, whyBadJoin } from '../buildings/building-assault';
import type { AssaultStepResult } from './effects';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';

/**
 * XEN-BLD-30: the units of `player` in buildings that may still join this assault on a building: within 4" of
 * the edges of their building of an enemy unit in it, not in it yet, and not already declined.
 */
export function joinCandidates(state: XenocideState, assault: AssaultState, player: PlayerId): string[] {
  const buildings = state.buildings ?? [];
  if (buildings.length === 0) return [];
  const inIt = assault.participants.filter((p) => p.status === 'fighting').map((p) => p.unit);
  return buildingAssaultCandidates(state, buildings, inIt).filter(
    (id) =>
      findUnit(state, id)?.player === player &&
      !(assault.declined ?? []).includes(id) &&
      !assault.participants.some((p) => p.unit === id),
  );
}

/**
 * XEN-BLD-30: why a player's choice of units joining an assault on a building is refused: it must be their
 * turn to choose, and each unit one of {@link joinCandidates}, named once.
 */
export function whyBadBuildingJoin(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  units: readonly string[],
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'join' || assault.step.player !== player)
    return refuse(
      'illegal-action',
      'It is not your turn to choose units joining the assault on the building (XEN-BLD-30).',
    );
  const twice = units.findIndex((u, i) => units.indexOf(u) !== i);
  if (twice >= 0) return refuse('illegal-action', `Unit ${units[twice]} is listed twice.`, [twice]);
  return whyBadJoin(state, joinCandidates(state, assault, player), player, units);
}

/**
 * XEN-BLD-30: one owner's choice (the attacker first): the chosen units join the assault, the active player's
 * as attackers (no building CAD bonus) and the other's as defenders; the rest are not asked again. Then the
 * other player chooses, as long as either has units left to ask about (joining can bring new units within
 * 4"); after that the round begins with the defender's maneuver.
 */
export function joinBuildingAssault(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  units: readonly string[],
): AssaultStepResult {
  assertAccepted(
    'joinBuildingAssault',
    'whyBadBuildingJoin',
    whyBadBuildingJoin(state, assault, player, units),
  );
  const open = joinCandidates(state, assault, player);
  const side = player === assault.attacker ? 'attacker' : 'defender';
  const joined: AssaultParticipant[] = units.map((unit) => ({
    unit,
    side,
    joinedBy: 'drawn-in',
    joinedRound: assault.round,
    initiator: false,
    status: 'fighting',
  }));
  const other = player === assault.attacker ? assault.defender : assault.attacker;
  return {
    assault: {
      ...assault,
      participants: [...assault.participants, ...joined],
      declined: [...(assault.declined ?? []), ...open.filter((u) => !units.includes(u))],
      step: { kind: 'join', player: other },
    },
    effects: [],
  };
}

/** XEN-BLD-30: after a player had nothing (more) to choose: the other player's turn if they have units to ask about, else the maneuvers. */
export function afterJoin(state: XenocideState, assault: AssaultState, player: PlayerId): AssaultState {
  const other = player === assault.attacker ? assault.defender : assault.attacker;
  if (joinCandidates(state, assault, other).length > 0)
    return { ...assault, step: { kind: 'join', player: other } };
  return { ...assault, step: { kind: 'maneuver', player: assault.defender } };
}

/** XEN-BLD-30: a bot's choice: its units on Assault orders join. */
export function defaultBuildingJoin(state: XenocideState, assault: AssaultState, player: PlayerId): string[] {
  return joinCandidates(state, assault, player).filter((id) => findUnit(state, id)?.order === 'assault');
}
