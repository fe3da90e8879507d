import type { XenocideDraft } from '../context';
import type { AssaultState } from '../state/assault';

/** Where the stage keeps the assault being fought: the Close Assault phase's queue, or an overrun in a move. */
export type AssaultSlot = 'close-assault' | 'overrun';

/**
 * What a command handler asks the flow to do once it has written its own effects (effects as data): the kit's
 * settle loop runs these steps, in order, after the command. Handlers enqueue them; they never call the flow.
 */
export type FlowStep =
  /** XEN-TURN-03/07/08/09: hand the next activation to the right player, or end the turn. */
  | { readonly kind: 'advance' }
  /** XEN-TURN-01: a new turn. */
  | { readonly kind: 'start-turn' }
  /** XEN-TURN-10 steps 4–5: the victory check, CP discarded, a new turn. */
  | { readonly kind: 'finish-turn' }
  /** XEN-TURN-14: the activation's next phase (or its end after Morale). */
  | { readonly kind: 'leave-phase' }
  /** XEN-CA-04 / XEN-OVR-03: resolve the stage's assault until a player must decide. */
  | { readonly kind: 'settle-assault'; readonly assault: AssaultState; readonly slot: AssaultSlot }
  /** XEN-CA-38: start the next close assault of the phase's queue. */
  | { readonly kind: 'next-assault' }
  /** XEN-TERR-31 / R40: drop the flyer's bombs on the next unit it flew over, or end its bombing run. */
  | { readonly kind: 'continue-bombing' };

/**
 * The steps waiting for the current command, beside its draft: a queue lives for one command and is empty
 * between commands, so it is kept out of the game state (whose shape saves and golden records pin).
 */
const queues = new WeakMap<object, FlowStep[]>();

/** The flow queue of a draft (created empty on first use). */
export function flowQueue(draft: XenocideDraft): FlowStep[] {
  let queue = queues.get(draft);
  if (!queue) {
    queue = [];
    queues.set(draft, queue);
  }
  return queue;
}

/** Asks the flow to run `step` after the command (and after the steps already asked for). */
export function enqueueFlow(draft: XenocideDraft, step: FlowStep): void {
  flowQueue(draft).push(step);
}
