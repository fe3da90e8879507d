import { type GameState, RollPromptSchema, rulesetOf } from 'sandtable';
import * as z from 'zod';
import { rampantPromptSchema } from '../../src/rulesets/rampant/index';
import { squadPinningPromptSchema } from '../../src/rulesets/squad-pinning/index';
import { wastelandTacticsPromptSchema } from '../../src/rulesets/wasteland-tactics/index';
import { xenocidePromptSchema } from '../../src/rulesets/xenocide/index';
import { xenosZealotsPromptSchema } from '../../src/rulesets/xenos-zealots/index';

/** Each bundled ruleset's prompt schema, by ruleset id. */
const PROMPT_SCHEMAS: Readonly<Record<string, () => z.ZodType>> = {
  xenocide: xenocidePromptSchema,
  'wasteland-tactics': wastelandTacticsPromptSchema,
  'xenos-zealots': xenosZealotsPromptSchema,
  'squad-pinning': squadPinningPromptSchema,
  rampant: rampantPromptSchema,
};

/**
 * Issue 12: throws unless every prompt in `state.pending` parses against its ruleset's prompt schema (or is
 * the core's `roll`). The rule tests' `run` helpers call it after every command, so every prompt any rule test
 * reaches is checked against the declared kinds.
 */
export function checkPendingPrompts(state: GameState): void {
  const schema = PROMPT_SCHEMAS[rulesetOf(state).id]?.();
  if (!schema) return;
  for (const prompt of state.pending) {
    const parsed = (prompt.kind === 'roll' ? RollPromptSchema : schema).safeParse(prompt);
    if (!parsed.success) {
      throw new Error(
        `prompt '${prompt.kind}' does not match ${rulesetOf(state).id}'s prompt schema: ${z.prettifyError(parsed.error)}\n${JSON.stringify(prompt)}`,
      );
    }
  }
}
