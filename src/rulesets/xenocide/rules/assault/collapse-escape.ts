import type { PlayerId } from 'sandtable';
import type { XenocideState } from '../../state';
import type { AssaultSide, AssaultState, AssaultStep, PendingEscape } from '../../state/assault';
import {
  defaultEscapePlan,
  type EscapePlan,
  escapeOwner,
  resolveEscapes,
  whyBadEscapePlan,
} from '../buildings/escape';
import type { AssaultStepResult } from './effects';
import { otherSide, playerOfSide } from './participants';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';

/**
 * XEN-BLD-24 / XEN-CA-22: where the assault goes once `side`'s strike has rolled: the escape from the first
 * section it collapsed (asked of the occupants' owner), or, with none left, the struck player's cancellation.
 */
export function afterStrikeRolls(
  state: XenocideState,
  assault: AssaultState,
  side: AssaultSide,
  escapes: readonly PendingEscape[],
): AssaultState {
  const { escapes: _, ...rest } = assault;
  const struck = playerOfSide(assault, otherSide(side));
  const first = escapes[0];
  const step: AssaultStep = first
    ? { kind: 'escape', side, player: escapeOwner(state, first.escapes) ?? struck }
    : { kind: 'cancel', side, player: struck };
  return first ? { ...rest, escapes, step } : { ...rest, step };
}

/** XEN-BLD-23 / XEN-BLD-24: the collapse whose escape the assault waits for, if it waits for one. */
export function pendingEscape(assault: AssaultState): PendingEscape | undefined {
  return assault.step.kind === 'escape' ? assault.escapes?.[0] : undefined;
}

/**
 * XEN-BLD-24: the rules' plan for the escape the assault waits for ({@link defaultEscapePlan}: into the first
 * section the unit may enter, else each model to the first safe spot); `[]` when none waits.
 */
export function defaultCollapseEscape(state: XenocideState, assault: AssaultState): EscapePlan {
  const pending = pendingEscape(assault);
  return pending ? defaultEscapePlan(state, state.buildings ?? [], pending.damage, pending.escapes) : [];
}

/**
 * XEN-BLD-24: why an owner's escape plan after a collapse in close assault is refused: it must be that
 * player's escape to answer, and the plan must pass {@link whyBadEscapePlan} (the one shooting uses).
 */
export function whyBadCollapseEscape(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  plan: EscapePlan,
): AssaultRefusal | undefined {
  const pending = pendingEscape(assault);
  const step = assault.step;
  if (!pending || step.kind !== 'escape' || step.player !== player)
    return refuse(
      'illegal-action',
      'No models wait for you to lead them out of a collapse now (XEN-BLD-24).',
    );
  return whyBadEscapePlan(state, state.buildings ?? [], pending.damage, pending.escapes, plan);
}

/**
 * XEN-BLD-23 / XEN-BLD-24: resolves the escape the assault waits for with an accepted plan: models that
 * failed their roll are removed, the others go where the plan says (or die with no safe place); then the
 * next collapse's escape is asked, or the struck player cancels (XEN-CA-22). `state` shows the collapse.
 * @example const next = escapeCollapse(state, assault, 'blue', defaultCollapseEscape(state, assault));
 */
export function escapeCollapse(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  plan: EscapePlan,
): AssaultStepResult {
  assertAccepted(
    'escapeCollapse',
    'whyBadCollapseEscape',
    whyBadCollapseEscape(state, assault, player, plan),
  );
  const step = assault.step as Extract<AssaultStep, { kind: 'escape' }>;
  const [pending, ...rest] = assault.escapes as readonly PendingEscape[];
  const { damage, escapes } = pending as PendingEscape;
  const effects = resolveEscapes(state, state.buildings ?? [], damage, escapes, plan);
  return {
    assault: afterStrikeRolls(state, assault, step.side, rest),
    effects: effects.length > 0 ? [{ kind: 'building-changed', effects }] : [],
  };
}
