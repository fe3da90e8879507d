import type { CommandSpec, DecisionSpec } from 'sandtable/kit';
import type { WastelandCommand } from './commands/schema';
import type { WastelandEvent } from './events';
import type { WastelandTacticsPrompt } from './schemas/prompts';
import type { Stage, WastelandState } from './state';

/** A row of the command table: how the command of type `T` is applied. */
export type WastelandCommandRow<T extends WastelandCommand['type']> = CommandSpec<
  WastelandState,
  Extract<WastelandCommand, { readonly type: T }>,
  WastelandEvent
>;

/** A row of the decision table: what the stage of kind `K` asks and which commands answer it. */
export type WastelandDecision<K extends Stage['kind']> = DecisionSpec<
  WastelandState,
  WastelandCommand,
  WastelandTacticsPrompt,
  Extract<Stage, { readonly kind: K }>
>;
