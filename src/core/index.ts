export type { ProvideDiceCommand } from './command-validation.js';
export {
  type ArmyPlacement,
  chosenOption,
  type DescribedBot,
  type DescribedBotRandom,
  type ExportRef,
  type ListValidation,
  type RulesetDescription,
  type SampleSetup,
  type SetupArmy,
  type SetupChoices,
  type SetupOption,
  type SummaryTable,
  type UnitFigure,
} from './description.js';
export {
  type Dice,
  type DiceRequest,
  type DiceRolledEvent,
  evaluate as evaluateRoll,
  type Roll,
  type RollSpec,
  type RollTarget,
} from './dice.js';
export {
  DICE_SCHEME,
  type DiceSource,
  type DiceState,
  type DieSides,
  manual,
  type Seed,
  scripted,
  seeded,
  withScriptedDice,
} from './dice-source.js';
export {
  applyCommand,
  type CommandResult,
  type CreateGameOptions,
  commandTemplates,
  createGame,
  gameFromState,
  legalCommands,
  outcome,
  pending,
  rulesetOf,
  type ValidationResult,
  validateCommand,
  viewFor,
} from './engine.js';
export {
  COMMON_REJECTION_CODES,
  CORE_REJECTION_CODES,
  type CommonRejectionCode,
  type CoreRejectionCode,
  type Rejection,
  type RejectionCode,
  SandtableError,
  type SandtableErrorCode,
} from './errors.js';
export {
  type CoreEvent,
  type DiceRequestedEvent,
  eventsFor,
  type GameEndedEvent,
  type GameEvent,
} from './events.js';
export { canonicalJson, stateHash } from './hash.js';
export { createMatch, type Match, type UndoCheck, type UndoResult } from './match.js';
export { type PromptSchemaExtras, promptSchema, type RollPrompt, RollPromptSchema } from './prompt-schema.js';
export { readDraft } from './read-draft.js';
export {
  deserialize,
  FORMAT_VERSION,
  type GameRecord,
  GameRecordSchema,
  parseRecord,
  type RecordedDice,
  type ReplayResult,
  replay,
  serialize,
  serializeRecord,
} from './record.js';
export { registerRuleset } from './registry.js';
export {
  type AnyRuleset,
  type ApplyContext,
  type CommandInputOf,
  type CommandOf,
  type CommandTemplate,
  defineRuleset,
  type EventOf,
  type GameStateOf,
  type PromptOf,
  type Ruleset,
  type RulesetPromptOf,
  type SetupInputOf,
  type SetupOf,
  type StateOf,
  type ViewOf,
} from './ruleset.js';
export {
  awaitingSecretChoices,
  hasChosen,
  isSecretChoiceComplete,
  openSecretChoices,
  redactSecretChoices,
  revealSecretChoices,
  type SecretChoices,
  withSecretChoice,
} from './secret-choices.js';
export type {
  AwaitingDice,
  AwaitingDiceView,
  CommandBase,
  EventBase,
  GameState,
  GameView,
  Json,
  Outcome,
  PlayerId,
  Prompt,
  Visibility,
} from './types.js';
export { UNDO_REFUSAL_CODES, type UndoRefusal, type UndoRefusalCode } from './undo.js';
