import type { CommandSpec, DecisionSpec } from 'sandtable/kit';
import type { XzCommand } from './commands/schema';
import type { XzEvent } from './events';
import type { XzPrompt } from './prompts';
import type { Stage, XzState } from './state';

/** A row of the command table: how the command of type `T` is applied. */
export type XzCommandRow<T extends XzCommand['type']> = CommandSpec<
  XzState,
  Extract<XzCommand, { readonly type: T }>,
  XzEvent
>;

/** A row of the decision table: what the stage of kind `K` asks and which commands answer it. */
export type XzDecision<K extends Stage['kind']> = DecisionSpec<
  XzState,
  XzCommand,
  XzPrompt,
  Extract<Stage, { readonly kind: K }>
>;
