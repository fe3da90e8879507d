import type { MoveUnitCommand } from '../../commands/schema';
import { sideIndex } from '../../context';
import type { ActivationPhase, Order, UnitState, XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';

/** XEN-TURN-14: the movement phase a unit's order moves it in. */
export function movementPhaseOf(order: Order): ActivationPhase {
  return order === 'move-and-fire' ? 'first-movement' : 'second-movement';
}

/** XEN-TURN-14 / XEN-SCEN-20 / XEN-TERR-29: the unit found eligible, and how it comes onto the table, if it does. */
export interface EligibleUnit {
  readonly unit: UnitState;
  readonly unitIndex: number;
  readonly entering?: 'reserve' | 'return';
}

/**
 * XEN-TURN-14 / XEN-MOVE-02 / XEN-SCEN-19 / XEN-TERR-29: whether `unitId` of `player` may move now: a
 * movement phase of its owner's activation, a unit acting in it whose order moves it in this phase, that
 * has not moved yet and is on the table, in reserve, or a flyer whose return turn has come.
 */
export function checkEligibility(
  state: XenocideState,
  player: string,
  unitId: string,
): EligibleUnit | MoveRejection {
  const stage = state.stage;
  if (
    stage.kind !== 'activation' ||
    (stage.phase !== 'first-movement' && stage.phase !== 'second-movement')
  ) {
    return refuse(
      'illegal-action',
      'Units move only in the First or Second Movement phase of an activation (XEN-TURN-14).',
    );
  }
  if (stage.player !== player) {
    return refuse(
      'illegal-action',
      `Only ${stage.player}, whose company is activated, may move units now (XEN-TURN-16).`,
    );
  }
  const unitIndex = state.units.findIndex((u) => u.id === unitId);
  const unit = state.units[unitIndex];
  if (!unit) return refuse('unknown-entity', `There is no unit '${unitId}'.`, ['unit']);
  if (unit.player !== player) {
    return refuse('illegal-action', `Unit ${unitId} belongs to ${unit.player}; move one of your own units.`, [
      'unit',
    ]);
  }
  if (!stage.units.includes(unitId)) {
    return refuse('illegal-action', `Unit ${unitId} does not act in this activation (XEN-TURN-12).`, [
      'unit',
    ]);
  }
  const order = unit.order;
  if (!order || movementPhaseOf(order) !== stage.phase) {
    const when = order
      ? `its ${order} order moves it in the ${movementPhaseOf(order)} phase`
      : 'it has no order';
    return refuse(
      'illegal-action',
      `Unit ${unitId} cannot move in the ${stage.phase} phase: ${when} (XEN-TURN-14).`,
      ['unit'],
    );
  }
  if (unit.activity.moved) {
    return refuse('illegal-action', `Unit ${unitId} has already moved in this activation (XEN-TURN-14).`, [
      'unit',
    ]);
  }
  switch (unit.status) {
    case 'on-table':
      return { unit, unitIndex };
    case 'reserve':
      if (order === 'fire-and-move') {
        return refuse(
          'illegal-action',
          `Unit ${unitId} enters as reinforcements and needs Move and Fire or Assault orders (XEN-SCEN-19).`,
          ['unit'],
        );
      }
      if (state.sides[sideIndex(state, player)]?.edge === undefined) {
        return refuse('illegal-action', `Unit ${unitId} has no table edge to enter from yet (XEN-SCEN-20).`, [
          'unit',
        ]);
      }
      return { unit, unitIndex, entering: 'reserve' };
    case 'off-board': {
      const back = unit.returnTurn ?? Number.POSITIVE_INFINITY;
      if (state.turn < back) {
        return refuse(
          'illegal-action',
          `Flyer unit ${unitId} left the table and may return from turn ${back}; this is turn ${state.turn} (XEN-TERR-29).`,
          ['unit'],
        );
      }
      return { unit, unitIndex, entering: 'return' };
    }
    default:
      return refuse('illegal-action', `Unit ${unitId} is ${unit.status} and cannot move.`, ['unit']);
  }
}

/** XEN-CP-13: checks a requested suppressed move and whether it must be paid for now. */
export function checkSuppressedMovePurchase(
  state: XenocideState,
  command: MoveUnitCommand,
  unit: UnitState,
  titan: boolean,
): { buy: boolean } | MoveRejection {
  if (!command.suppressedMove) return { buy: false };
  if (unit.suppression === 0) {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} is not suppressed; a suppressed move (XEN-CP-13) is not needed.`,
      ['suppressedMove'],
    );
  }
  if (titan) {
    return refuse(
      'illegal-action',
      `Titans move freely while suppressed (XEN-TITAN-24); do not buy a suppressed move.`,
      ['suppressedMove'],
    );
  }
  if (unit.activity.suppressedMoveBought) return { buy: false };
  const cp = state.sides[sideIndex(state, unit.player)]?.cp ?? 0;
  if (cp < 1) {
    return refuse(
      'insufficient-resources',
      `A suppressed move costs 1 CP and ${unit.player} has ${cp} (XEN-CP-13).`,
      ['suppressedMove'],
    );
  }
  return { buy: true };
}

/** XEN-MOVE-01: whether a check returned a rejection rather than a result. */
export function isRejection<T extends object>(value: T | MoveRejection): value is MoveRejection {
  return 'code' in value && 'message' in value;
}
