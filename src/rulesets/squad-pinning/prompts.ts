import type { DecisionSpec } from 'sandtable/kit';
import type { SqCommand } from './commands/schema';
import type { SqPrompt } from './schemas/prompts';
import type { SqState, Stage } from './state';

export {
  type SqPrompt,
  type SqPromptKind,
  type SqPromptOf,
  squadPinningPromptSchema,
} from './schemas/prompts';

/** The kinds of decision Squad pinning asks for (one per stage of the decision table but `game-over`). */
export const SQ_PROMPT_KINDS = [
  'roll-off',
  'choose-zone',
  'deploy',
  'recon',
  'activate',
  'action',
  'casualties',
  'overwatch',
  'consolidate',
  'split-attacks',
  'choose-strike',
  'mark-target',
  'assign-shots',
  'spread-hits',
] as const satisfies readonly SqPrompt['kind'][];

/**
 * A row of the decision table: what the stage of kind `K` asks and which commands answer it. Narrower than the
 * kit's `DecisionSpec` (to which it is assignable): `prompt` returns prompts of the stage's own kind with that
 * kind's constraints (`commands` left out: `accepts` fills it), and `accepts` lists only commands the kind's
 * schema allows.
 */
export type SqDecision<K extends Stage['kind']> = Omit<
  DecisionSpec<SqState, SqCommand, SqPrompt, Extract<Stage, { readonly kind: K }>>,
  'accepts' | 'prompt'
> & {
  readonly accepts: readonly Extract<SqPrompt, { readonly kind: K }>['commands'][number][];
  prompt(
    state: SqState,
    stage: Extract<Stage, { readonly kind: K }>,
  ): readonly Omit<Extract<SqPrompt, { readonly kind: K }>, 'commands'>[];
};
