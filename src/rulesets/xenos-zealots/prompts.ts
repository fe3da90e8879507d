import type { XzPrompt } from './schemas/prompts';

export { type XzPrompt, xenosZealotsPromptSchema } from './schemas/prompts';

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
] as const satisfies readonly XzPrompt['kind'][];
