import type { PlayerId } from 'sandtable';
import type { XzContext } from '../events';
import type { XzDraft, XzState } from '../state';
import { unitsToAct } from './actions';
import { enqueueLast } from './queue';
import { actingPlayer, attackerOf, cardOf, defenderOf, opponentOf, unitsOnTable } from './units';

/**
 * XZ-TURN-04 / R4 / R21 / R24: starts a game turn: refills every commander's re-rolls, ends last turn's order
 * effects, and opens the Command Phase (both players place counters, XZ-TURN-05).
 */
export function startTurn(draft: XzDraft, ctx: XzContext): void {
  draft.turn += 1;
  draft.phase = 'command';
  draft.half = 0;
  draft.revealed = false;
  ctx.emit({ type: 'turn-started', turn: draft.turn, rules: ['XZ-TURN-04'] });
  ctx.emit({
    type: 'phase-started',
    turn: draft.turn,
    phase: 'command',
    rules: ['XZ-TURN-04', 'XZ-TURN-05'],
  });
  for (const unit of draft.units) {
    unit.rerolls = unit.status === 'on-table' ? (cardOf(draft as XzState, unit).command?.rerolls ?? 0) : 0;
    unit.infiltrating = false;
    unit.fireSupport = false;
    unit.actions = 0;
    unit.routMoves = 0;
    delete unit.routedIn;
    unit.countedAsMoving = false;
    unit.behaviourDue = false;
    delete unit.order;
    unit.firedOnBy = unit.firedOnBy.filter((f) => f.turn >= draft.turn - 1);
  }
  for (const side of draft.sides)
    side.ordersDone = !unitsOnTable(draft as XzState, side.player).some((u) => u.morale === 'ok');
}

/** XZ-TURN-05 / XZ-MOR-03: the units of `player` that take an order counter this Command Phase (good morale). */
export function orderableUnits(state: XzState, player: PlayerId) {
  return unitsOnTable(state, player).filter((u) => u.morale === 'ok');
}

/**
 * XZ-TURN-08 / XZ-TURN-09 / R20 / R23: at the start of a player's Primary Actions all its counters are turned
 * over, one event per unit, and its Suppressed units owe their one behaviour.
 */
export function revealCounters(draft: XzDraft, ctx: XzContext): void {
  const player = actingPlayer(draft as XzState);
  for (const unit of draft.units) {
    if (unit.player !== player || unit.status !== 'on-table') continue;
    if (unit.order && !unit.order.revealed) {
      unit.order.revealed = true;
      if (unit.order.value === 'infiltrate') unit.infiltrating = true;
      if (unit.order.value === 'fire-support') unit.fireSupport = true;
      ctx.emit({
        type: 'order-revealed',
        player,
        unit: unit.id,
        order: unit.order.value,
        rules: [
          draft.half === 0 ? 'XZ-TURN-08' : 'XZ-TURN-09',
          'R20',
          ...(unit.order.value === 'infiltrate' ? ['XZ-ORD-04', 'R21'] : []),
        ],
      });
    }
    if (unit.morale === 'suppressed') unit.behaviourDue = true;
  }
  draft.revealed = true;
}

/** Whether the acting player has nothing left to do in this half. */
export function halfDone(state: XzState): boolean {
  return unitsToAct(state, actingPlayer(state)).length === 0;
}

/**
 * XZ-TURN-09 … XZ-TURN-13: moves on when the acting player is done: to the Defender's half, then to Secondary
 * Actions, then to the Resolution Phase.
 */
export function nextHalf(draft: XzDraft, ctx: XzContext): void {
  if (draft.half === 0) {
    draft.half = 1;
    draft.revealed = draft.phase === 'secondary';
    ctx.emit({
      type: 'phase-started',
      turn: draft.turn,
      phase: draft.phase,
      player: actingPlayer(draft as XzState),
      rules: [draft.phase === 'primary' ? 'XZ-TURN-09' : 'XZ-TURN-11'],
    });
    return;
  }
  if (draft.phase === 'primary') {
    draft.phase = 'secondary';
    draft.half = 0;
    draft.revealed = true;
    ctx.emit({
      type: 'phase-started',
      turn: draft.turn,
      phase: 'secondary',
      player: actingPlayer(draft as XzState),
      rules: ['XZ-TURN-04', 'XZ-TURN-10'],
    });
    return;
  }
  draft.phase = 'resolution';
  ctx.emit({
    type: 'phase-started',
    turn: draft.turn,
    phase: 'resolution',
    rules: ['XZ-TURN-04', 'XZ-TURN-12'],
  });
}

/**
 * XZ-TURN-12 / XZ-TURN-13 / R3: the Resolution Phase: off-table support arrivals first, then a rally roll for
 * every unit on poor morale (attacker's first).
 */
export function beginResolution(draft: XzDraft): void {
  const order = [attackerOf(draft as XzState), defenderOf(draft as XzState)];
  for (const player of order) {
    const side = draft.sides.find((s) => s.player === player);
    side?.assets.forEach((asset) => {
      if (asset.status === 'requested')
        enqueueLast(draft, { kind: 'support-arrival', player, asset: asset.index } as never);
    });
  }
  for (const player of order)
    for (const unit of draft.units)
      if (unit.player === player && unit.status === 'on-table' && unit.morale !== 'ok')
        enqueueLast(draft, { kind: 'rally', unit: unit.id } as never);
  draft.phase = 'end';
}

/** R2: the scores (enemy units destroyed) by player. */
export function scores(state: XzState): Record<string, number> {
  return Object.fromEntries(state.sides.map((s) => [s.player, s.destroyed]));
}

/**
 * R2: ends the game at once when a side has no units on the table (after deployment), or after the Resolution
 * Phase of the last turn; the side that destroyed more enemy units wins, equal numbers is a draw.
 */
export function checkGameEnd(draft: XzDraft, ctx: XzContext, endOfTurn: boolean): boolean {
  const state = draft as XzState;
  if (state.result) return true;
  if (state.turn === 0 && !endOfTurn) return false;
  const wiped = state.players.filter(
    (p) => !state.units.some((u) => u.player === p && u.status === 'on-table'),
  );
  const last = endOfTurn && state.turn >= state.scenario.maxTurns;
  if (wiped.length === 0 && !last) return false;
  const s = scores(state);
  const [a, b] = state.players as [PlayerId, PlayerId];
  let winners: PlayerId[];
  let reason: string;
  if (wiped.length === 1) {
    const survivor = opponentOf(state, wiped[0] as PlayerId);
    winners = [survivor];
    reason = `${wiped[0]} has no units left on the table`;
  } else {
    const sa = s[a] ?? 0;
    const sb = s[b] ?? 0;
    winners = sa === sb ? [] : [sa > sb ? a : b];
    reason =
      wiped.length === 2
        ? 'both sides were wiped out'
        : `turn ${state.turn} ended: ${sa} to ${sb} units destroyed`;
  }
  draft.result = { winners, reason, scores: s };
  draft.phase = 'over';
  draft.queue = [];
  ctx.emit({ type: 'battle-over', winners, reason, scores: s, rules: ['R2'] });
  return true;
}
