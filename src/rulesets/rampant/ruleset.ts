import type { Outcome } from 'sandtable';
import { defineTableRuleset, type EventRules } from 'sandtable/kit';
import { COMMANDS } from './commands/index';
import { type RmpCommand, type RmpCommandInput, RmpCommandSchema } from './commands/schema';
import { DECISIONS } from './decisions';
import type { RmpEvent } from './events';
import { rmpInvariants } from './invariants';
import type { RmpPrompt } from './prompts';
import { settleStep } from './settle';
import { buildInitialState, type RmpParsedSetup, type RmpSetup, RmpSetupSchema } from './setup';
import { type RmpState, RmpStateSchema, type Stage } from './state';
import { type RmpView, rmpViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const RAMPANT_VERSION = '0.1.0';

/** The rule IDs each event type names by itself. */
const events: EventRules<RmpEvent> = {
  'zone-chosen': ['RMP-DEF-02'],
  'unit-deployed': ['RMP-DEF-02'],
  'turn-started': ['RMP-DEF-03'],
  'game-over': ['RMP-DEF-20'],
};

/**
 * Rampant-style sci-fi: two players take alternate activation phases; each Rallies its Suppressed units, tests
 * its Wild Charges, then orders units one at a time with 2d6 activation tests until one fails, which ends the
 * phase. Damage is Strength Points; morale is a Courage test that makes units Retreat, become Suppressed or rout.
 * Specification: the `rampant` rules catalogue (a flowchart quick-reference sheet and 22 defaults,
 * RMP-DEF-01…22).
 * @example
 * import { createGame } from 'sandtable';
 * import { rampant } from 'sandtable/rampant';
 * const state = createGame(rampant, {
 *   players: [{ id: 'red', army: 'expedition' }, { id: 'blue', army: 'hive' }],
 * }, { seed: 7 });
 */
export const rampant = defineTableRuleset<
  RmpState,
  RmpCommand,
  RmpEvent,
  RmpParsedSetup,
  RmpCommandInput,
  RmpSetup,
  RmpPrompt,
  RmpView,
  Stage
>({
  id: 'rampant',
  version: RAMPANT_VERSION,
  schemas: { setup: RmpSetupSchema, command: RmpCommandSchema, state: RmpStateSchema },
  setup: buildInitialState,
  stage: (state) => state.stage,
  commands: COMMANDS,
  decisions: DECISIONS,
  settle: settleStep,
  events,
  viewFor: rmpViewFor,
  outcome(state): Outcome | undefined {
    const result = state.result;
    if (!result) return undefined;
    return result.winners.length === 0
      ? { kind: 'draw', reason: result.reason, scores: result.scores }
      : { kind: 'win', winners: result.winners, reason: result.reason, scores: result.scores };
  },
  invariants: rmpInvariants,
});
