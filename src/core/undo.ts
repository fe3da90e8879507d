import type { GameEvent } from './events.js';
import type { AnyRuleset } from './ruleset.js';
import type { GameState, Json } from './types.js';

/** Why a match cannot undo its last command, each with the situation it names. */
export const UNDO_REFUSAL_CODES = {
  'nothing-to-undo': 'No command has been accepted yet (or every one has been undone).',
  'undo-would-reveal-dice':
    'The last command rolled dice (seeded or scripted) or entered physical dice: taking it back would let a player roll again.',
  'undo-would-reveal-secret':
    'The last command revealed hidden information (a completed secret choice, or a reveal the ruleset declares).',
} as const;

/** A code of {@link UNDO_REFUSAL_CODES}. */
export type UndoRefusalCode = keyof typeof UNDO_REFUSAL_CODES;

/** Why an undo was refused: a stable code and a message in a player's words. */
export interface UndoRefusal {
  /** Stable code (see {@link UNDO_REFUSAL_CODES}). */
  readonly code: UndoRefusalCode;
  /** Why, in a player's words, naming the command and what it revealed. */
  readonly message: string;
}

/**
 * Whether an accepted command may be taken back, from the states around it: refused when it rolled or
 * entered dice, completed a secret simultaneous choice (a kind of `secret` prompt open before and closed
 * after), or revealed what the ruleset's `reveals` declares.
 */
export function undoRefusalFor(
  ruleset: AnyRuleset,
  before: GameState,
  after: GameState,
  command: Json,
  events: readonly GameEvent[],
): UndoRefusal | undefined {
  const type = (command as { type: string }).type;
  if (type === 'provide-dice') {
    return {
      code: 'undo-would-reveal-dice',
      message: 'Physical dice were entered for that command; it cannot be taken back.',
    };
  }
  const rolled = events.find((e) => e.type === 'dice-rolled') as { purpose?: unknown } | undefined;
  if (rolled || after.dice !== before.dice) {
    const purpose = typeof rolled?.purpose === 'string' ? ` ('${rolled.purpose}')` : '';
    return {
      code: 'undo-would-reveal-dice',
      message: `'${type}' rolled dice${purpose}; it cannot be taken back without rolling them again.`,
    };
  }
  // A game that ends closes every prompt without revealing anything by itself.
  const secretKinds = new Set(after.outcome ? [] : before.pending.filter((p) => p.secret).map((p) => p.kind));
  for (const kind of secretKinds) {
    if (!after.pending.some((p) => p.secret && p.kind === kind)) {
      return {
        code: 'undo-would-reveal-secret',
        message: `'${type}' completed the secret '${kind}' choices, which are now revealed; it cannot be taken back.`,
      };
    }
  }
  const revealed = ruleset.reveals?.(before.game, after.game, command, events);
  if (revealed) {
    return {
      code: 'undo-would-reveal-secret',
      message: `'${type}' revealed hidden information (${revealed}); it cannot be taken back.`,
    };
  }
  return undefined;
}
