import type { Prompt } from 'sandtable';

/** The kinds of decision Xenos & Zealots asks for (one per stage of the decision table). */
export const XZ_PROMPT_KINDS = [
  'odds-evens',
  'choose-role',
  'choose-zone',
  'deploy',
  'orders',
  'act',
  'reroll',
  'damage-type',
  'new-leader',
  'withdraw',
  'consolidate',
] as const;

/** A decision Xenos & Zealots waits for. */
export interface XzPrompt extends Prompt {
  readonly kind: (typeof XZ_PROMPT_KINDS)[number];
}
