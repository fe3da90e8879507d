import type { PlayerId } from 'sandtable';
import type { XzContext } from '../events';
import { type ActionKind, ORDER_ACTIONS, type UnitState, type XzDraft, type XzState } from '../state';
import { actingPlayer, unitsOnTable } from './units';

/** What a unit may do now in its owner's half of an action phase. */
export type Turn =
  | { readonly kind: 'action'; readonly action: ActionKind; readonly slot: 1 | 2 }
  | { readonly kind: 'behaviour' };

/**
 * XZ-TURN-08 … XZ-TURN-11 / XZ-ORD-01 / R20 / R23: what `unit` may do now: the next action of its revealed
 * counter (the first in Primary Actions, the second in Secondary Actions), or, for a unit Suppressed at the start
 * of its owner's Primary Actions, its one behaviour; undefined when it has nothing to do.
 */
export function turnOf(state: XzState, unit: UnitState): Turn | undefined {
  if (unit.status !== 'on-table' || unit.player !== actingPlayer(state)) return undefined;
  if (state.phase !== 'primary' && state.phase !== 'secondary') return undefined;
  if (unit.morale === 'suppressed')
    return state.phase === 'primary' && unit.behaviourDue ? { kind: 'behaviour' } : undefined;
  if (unit.morale !== 'ok' || !unit.order?.revealed) return undefined;
  const slot = state.phase === 'primary' ? 1 : 2;
  if (unit.actions !== slot - 1) return undefined;
  const action = ORDER_ACTIONS[unit.order.value][slot - 1] as ActionKind;
  return { kind: 'action', action, slot };
}

/** The units `player` may still act with in this half. */
export function unitsToAct(state: XzState, player: PlayerId): UnitState[] {
  if (actingPlayer(state) !== player) return [];
  return unitsOnTable(state, player).filter((u) => turnOf(state, u) !== undefined);
}

/**
 * XZ-ORD-01 / XZ-TURN-10: marks the unit's action taken; after its second action its counter is removed. A
 * behaviour (R23) is its one act this turn.
 */
export function finishAction(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  turn: Turn,
  label?: string,
): void {
  if (turn.kind === 'behaviour') {
    unit.behaviourDue = false;
    if (label)
      ctx.emit({ type: 'action-taken', unit: unit.id, action: label as never, rules: ['XZ-MOR-04', 'R23'] });
    return;
  }
  unit.actions = turn.slot;
  if (turn.slot === 2) delete unit.order;
  void draft;
}

/** The reason a unit cannot take `action` now, in a player's words, with its rule; undefined when it can. */
export function actionProblem(
  state: XzState,
  unit: UnitState | undefined,
  player: PlayerId,
  action: ActionKind | 'behaviour',
):
  | {
      code: 'unknown-unit' | 'not-yours' | 'wrong-action' | 'not-now';
      message: string;
      rule: string;
    }
  | undefined {
  if (!unit)
    return {
      code: 'unknown-unit',
      message: 'There is no such unit; name one of your units on the table.',
      rule: 'XZ-ORD-09',
    };
  if (unit.player !== player)
    return { code: 'not-yours', message: `'${unit.name}' is not your unit.`, rule: 'XZ-ORD-09' };
  const turn = turnOf(state, unit);
  const ownHalf =
    unit.status === 'on-table' &&
    (state.phase === 'primary' || state.phase === 'secondary') &&
    actingPlayer(state) === unit.player;
  if (!turn && ownHalf && unit.morale === 'neutralized')
    return {
      code: 'not-now',
      message: `'${unit.name}' is Neutralized: it may not move or shoot until it rallies (XZ-MOR-11).`,
      rule: 'XZ-MOR-11',
    };
  if (!turn && ownHalf && unit.morale === 'routed')
    return {
      code: 'not-now',
      message: `'${unit.name}' is Routed: it only makes its rout moves, which the engine makes for it (XZ-MOR-13, R24).`,
      rule: 'XZ-MOR-13',
    };
  if (!turn && ownHalf && unit.morale === 'suppressed')
    return {
      code: 'not-now',
      message: `'${unit.name}' is Suppressed and has no behaviour due now: a unit Suppressed at the start of your Primary Actions does one behaviour then, and a unit suppressed later does nothing more this turn (R23).`,
      rule: 'R23',
    };
  if (!turn)
    return {
      code: 'not-now',
      message: `'${unit.name}' has nothing to do now: it acts once per action phase with its revealed counter (XZ-ORD-01, R20), and a unit on poor morale only as its state allows (R23).`,
      rule: 'XZ-ORD-01',
    };
  if (action === 'behaviour') {
    if (turn.kind !== 'behaviour')
      return {
        code: 'wrong-action',
        message: `'${unit.name}' is not Suppressed; it takes its order's ${turn.kind === 'action' ? turn.action : ''} action (XZ-MOR-04).`,
        rule: 'XZ-MOR-04',
      };
    return undefined;
  }
  if (turn.kind === 'behaviour')
    return {
      code: 'wrong-action',
      message: `'${unit.name}' is Suppressed: it may only Move to Cover, Withdraw or Return Fire (XZ-MOR-04).`,
      rule: 'XZ-MOR-04',
    };
  if (turn.action !== action)
    return {
      code: 'wrong-action',
      message: `'${unit.name}' is on ${unit.order?.value ?? 'no'} orders: its ${turn.slot === 1 ? 'first' : 'second'} action is ${turn.action}, not ${action}; take it or pass (XZ-ORD-09, R22).`,
      rule: 'XZ-ORD-09',
    };
  return undefined;
}
