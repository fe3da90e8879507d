import type { Dice, PlayerId } from 'sandtable';
import type { XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import type { UnitMove } from './assault-move';
import type { AssaultStepResult } from './effects';
import { defaultFleeMove, resolveFlight, whyBadFleeMove } from './flee';
import { fightingUnits, sideOfPlayer } from './participants';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';

/** XEN-CA-36: a side's step-9 decision: stay and fight on, or retreat every unit it still has in the assault. */
export type RetreatDecision =
  | { readonly retreat: false }
  | { readonly retreat: true; readonly moves: readonly UnitMove[] };

/**
 * XEN-CA-36: why a retreat decision is refused: it must be the player's turn (attacker first, then
 * defender), and a retreat moves every unit of theirs still fighting, each by the flee rules
 * ({@link whyBadFleeMove}).
 */
export function whyBadRetreat(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  decision: RetreatDecision,
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'retreat' || assault.step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn to decide on a retreat; the attacker decides first, then the defender (XEN-CA-36).',
    );
  }
  if (!decision.retreat) return undefined;
  const units = fightingUnits(state, assault, sideOfPlayer(assault, player)).map((u) => u.id);
  const missing = units.find((u) => !decision.moves.some((m) => m.unit === u));
  if (missing)
    return refuse(
      'illegal-action',
      `A retreat moves every unit still in the assault; ${missing} has no move (XEN-CA-36).`,
    );
  for (const [i, move] of decision.moves.entries()) {
    if (!units.includes(move.unit) || decision.moves.findIndex((m) => m.unit === move.unit) !== i)
      return refuse(
        'illegal-action',
        `Unit ${move.unit} is not one of your units in the assault, or is listed twice.`,
        [i],
      );
    const why = whyBadFleeMove(state, assault, move);
    if (why)
      return {
        ...why,
        message: `${why.message} A retreat follows the flee rules (XEN-CA-36).`,
        path: [i, ...(why.path ?? [])],
      };
  }
  return undefined;
}

/** XEN-CA-36: a bot's decision: stay, unless every one of its units still fighting is suppressed. */
export function defaultRetreat(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): RetreatDecision {
  const units = fightingUnits(state, assault, sideOfPlayer(assault, player));
  if (units.length === 0 || units.some((u) => u.suppression === 0)) return { retreat: false };
  return { retreat: true, moves: units.map((u) => defaultFleeMove(state, assault, u.id)) };
}

/**
 * XEN-CA-36 / XEN-SAVE-14: step 9: the attacker, then the defender, may retreat by the flee rules without
 * taking a marker; if neither does, a new round begins.
 */
export function decideRetreat(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  decision: RetreatDecision,
): AssaultStepResult {
  assertAccepted('decideRetreat', 'whyBadRetreat', whyBadRetreat(state, assault, player, decision));
  if (decision.retreat) {
    const result = resolveFlight(state, assault, dice, decision.moves, 'retreated');
    return { assault: { ...result.assault, step: { kind: 'contact' } }, effects: result.effects };
  }
  if (player === assault.attacker)
    return { assault: { ...assault, step: { kind: 'retreat', player: assault.defender } }, effects: [] };
  return { assault: { ...assault, step: { kind: 'new-round' } }, effects: [] };
}
