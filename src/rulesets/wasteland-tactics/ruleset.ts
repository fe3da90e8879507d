import type { Outcome } from 'sandtable';
import { type CommandTable, type DecisionTable, defineTableRuleset } from 'sandtable/kit';
import { activateUnitCommand } from './commands/activate-unit';
import { allocateCasualtiesCommand } from './commands/allocate-casualties';
import { arriveFromAmbushCommand } from './commands/arrive-from-ambush';
import { assignMisfiresCommand } from './commands/assign-misfires';
import { callAirSupportCommand } from './commands/call-air-support';
import { chooseUnitsCommand } from './commands/choose-units';
import { deployUnitCommand } from './commands/deploy-unit';
import { holdForScoutingCommand } from './commands/hold-for-scouting';
import { holdInAmbushCommand } from './commands/hold-in-ambush';
import { issueCommandCommand } from './commands/issue-command';
import { moveUnitCommand } from './commands/move-unit';
import { nullifyCommand } from './commands/nullify';
import { passPriorityCommand } from './commands/pass-priority';
import { placeAmbushCommand } from './commands/place-ambush';
import { placeSurvivorsCommand } from './commands/place-survivors';
import { reactToChargeCommand } from './commands/react-to-charge';
import { recoverCommand } from './commands/recover';
import { type WastelandCommand, type WastelandCommandInput, WastelandCommandSchema } from './commands/schema';
import { startGameCommand } from './commands/start-game';
import { activateDecision } from './decisions/activate';
import { casualtiesDecision } from './decisions/casualties';
import { chargeReactionDecision } from './decisions/charge-reaction';
import { deployDecision } from './decisions/deploy';
import { gameOverDecision } from './decisions/game-over';
import { misfireDecision } from './decisions/misfire';
import { moveDecision } from './decisions/move';
import { nullifyDecision } from './decisions/nullify';
import { placeAmbushDecision } from './decisions/place-ambush';
import { placeSurvivorsDecision } from './decisions/place-survivors';
import { priorityDecision } from './decisions/priority';
import { recoverDecision } from './decisions/recover';
import { setupChoiceDecision } from './decisions/setup-choice';
import { startDecision } from './decisions/start';
import type { WastelandEvent } from './events';
import { wastelandInvariants } from './invariants';
import type { WastelandTacticsPrompt } from './schemas/prompts';
import { WastelandStateSchema } from './schemas/state';
import { settleStep } from './settle';
import { buildInitialState, type WastelandSetup, WastelandSetupSchema } from './setup';
import { wastelandStandingCommands } from './standing';
import type { Stage, WastelandState } from './state';
import { wastelandViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const WASTELAND_TACTICS_VERSION = '0.2.0';

/** Every command type and how it is applied (in the order of the command schema). */
const commands: CommandTable<WastelandState, WastelandCommand, WastelandEvent> = {
  'start-game': startGameCommand,
  'deploy-unit': deployUnitCommand,
  'hold-in-ambush': holdInAmbushCommand,
  'activate-unit': activateUnitCommand,
  'arrive-from-ambush': arriveFromAmbushCommand,
  'place-ambush': placeAmbushCommand,
  'move-unit': moveUnitCommand,
  'react-to-charge': reactToChargeCommand,
  'allocate-casualties': allocateCasualtiesCommand,
  nullify: nullifyCommand,
  'issue-command': issueCommandCommand,
  'choose-units': chooseUnitsCommand,
  'hold-for-scouting': holdForScoutingCommand,
  'assign-misfires': assignMisfiresCommand,
  'place-survivors': placeSurvivorsCommand,
  recover: recoverCommand,
  'pass-priority': passPriorityCommand,
  'call-air-support': callAirSupportCommand,
};

/** Every stage the game can wait at: what it asks and which commands answer it. */
const decisions: DecisionTable<WastelandState, WastelandCommand, WastelandTacticsPrompt, Stage> = {
  start: startDecision,
  deploy: deployDecision,
  activate: activateDecision,
  'place-ambush': placeAmbushDecision,
  move: moveDecision,
  'charge-reaction': chargeReactionDecision,
  casualties: casualtiesDecision,
  nullify: nullifyDecision,
  'setup-choice': setupChoiceDecision,
  misfire: misfireDecision,
  'place-survivors': placeSurvivorsDecision,
  recover: recoverDecision,
  priority: priorityDecision,
  'game-over': gameOverDecision,
};

/**
 * Wasteland Tactics: 2-4 players, D10 Will/Life rolls, initiative order, single-unit activations with two
 * declared actions, ten missions. Specification: the `wasteland-tactics` rules catalogue.
 * @example
 * import { createGame } from 'sandtable';
 * import { wastelandTactics, SAMPLE_FORCES } from 'sandtable/wasteland-tactics';
 * const state = createGame(wastelandTactics, {
 *   players: [
 *     { id: 'red', battleGroups: [...SAMPLE_FORCES['scrap-raiders'].small] },
 *     { id: 'blue', battleGroups: [...SAMPLE_FORCES['iron-covenant'].small] },
 *   ],
 *   gameSize: 'small',
 *   mission: 10,
 * }, { seed: 42 });
 */
export const wastelandTactics = defineTableRuleset<
  WastelandState,
  WastelandCommand,
  WastelandEvent,
  WastelandSetup,
  WastelandCommandInput,
  WastelandSetup,
  WastelandTacticsPrompt,
  WastelandState,
  Stage
>({
  id: 'wasteland-tactics',
  version: WASTELAND_TACTICS_VERSION,
  schemas: {
    setup: WastelandSetupSchema as never,
    command: WastelandCommandSchema,
    state: WastelandStateSchema,
  },
  setup: buildInitialState,
  stage: (state) => state.stage,
  commands,
  decisions,
  settle: settleStep,
  standingCommands: wastelandStandingCommands,
  viewFor: wastelandViewFor,
  outcome(state): Outcome | undefined {
    const result = state.result;
    if (!result) return undefined;
    const scores = result.scores ?? {};
    return result.winners.length === 0
      ? { kind: 'draw', reason: result.reason, scores }
      : { kind: 'win', winners: result.winners, reason: result.reason, scores };
  },
  invariants: wastelandInvariants,
});
