import type { Outcome } from 'sandtable';
import { type CommandTable, defineTableRuleset, type EventRules } from 'sandtable/kit';
import { EXTRA_COMMANDS } from './commands/extra';
import {
  activateCommand,
  chooseZoneCommand,
  deployCommand,
  embarkCommand,
  exitCommand,
  holdCommand,
  moveCommand,
  overwatchCommand,
  overwatchFireCommand,
  overwatchPassCommand,
  rallyCommand,
  reconMoveCommand,
  removeCasualtiesCommand,
  rollOffCommand,
  shootCommand,
  smokeCommand,
} from './commands/index';
import { type SqCommand, type SqCommandInput, SqCommandSchema } from './commands/schema';
import { DECISIONS, type SqPrompt } from './decisions';
import type { SqEvent } from './events';
import { sqInvariants } from './invariants';
import { settleStep } from './settle';
import { buildInitialState, type SqParsedSetup, type SqSetup, SqSetupSchema } from './setup';
import { type SqState, SqStateSchema, type Stage } from './state';
import { type SqView, sqViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const SQUAD_PINNING_VERSION = '0.1.0';

const commands: CommandTable<SqState, SqCommand, SqEvent> = {
  'roll-off': rollOffCommand,
  'choose-zone': chooseZoneCommand,
  deploy: deployCommand,
  'recon-move': reconMoveCommand,
  activate: activateCommand,
  move: moveCommand,
  shoot: shootCommand,
  overwatch: overwatchCommand,
  embark: embarkCommand,
  exit: exitCommand,
  smoke: smokeCommand,
  rally: rallyCommand,
  hold: holdCommand,
  'remove-casualties': removeCasualtiesCommand,
  'overwatch-fire': overwatchFireCommand,
  'overwatch-pass': overwatchPassCommand,
  ...EXTRA_COMMANDS,
};

/** The rule IDs each event type names by itself. */
const events: EventRules<SqEvent> = {
  'zone-chosen': ['SQ-DEF-02'],
  'unit-deployed': ['SQ-DEF-02', 'SQ-DEF-29'],
  'turn-started': ['SQ-DEF-03'],
  'unit-activated': ['SQ-DEF-03', 'SQ-DEF-30'],
  'game-over': ['SQ-DEF-28'],
};

/**
 * Squad pinning & CQB: two players activate units alternately; shooting pins, pinned units rally or break;
 * close-quarters rounds settle assaults; officers and spotters call in off-board fire missions and airstrikes.
 * Specification: the `squad-pinning` rules catalogue (a quick-reference sheet and 31 defaults, SQ-DEF-01…31).
 * @example
 * import { createGame } from 'sandtable';
 * import { squadPinning } from 'sandtable/squad-pinning';
 * const state = createGame(squadPinning, {
 *   players: [{ id: 'red', force: 'linePatrol' }, { id: 'blue', force: 'strikePatrol' }],
 * }, { seed: 7 });
 */
export const squadPinning = defineTableRuleset<
  SqState,
  SqCommand,
  SqEvent,
  SqParsedSetup,
  SqCommandInput,
  SqSetup,
  SqPrompt,
  SqView,
  Stage
>({
  id: 'squad-pinning',
  version: SQUAD_PINNING_VERSION,
  schemas: { setup: SqSetupSchema, command: SqCommandSchema, state: SqStateSchema },
  setup: buildInitialState,
  stage: (state) => state.stage,
  commands,
  decisions: DECISIONS,
  settle: settleStep,
  events,
  viewFor: sqViewFor,
  outcome(state): Outcome | undefined {
    const result = state.result;
    if (!result) return undefined;
    return result.winners.length === 0
      ? { kind: 'draw', reason: result.reason, scores: result.scores }
      : { kind: 'win', winners: result.winners, reason: result.reason, scores: result.scores };
  },
  invariants: sqInvariants,
});
