import type { Outcome } from 'sandtable';
import { type CommandTable, type DecisionTable, defineTableRuleset, type EventRules } from 'sandtable/kit';
import type * as z from 'zod';
import { activateUnitCommand } from './commands/activate-unit';
import { allocateCasualtiesCommand } from './commands/allocate-casualties';
import { arriveFromAmbushCommand } from './commands/arrive-from-ambush';
import { assignMisfiresCommand } from './commands/assign-misfires';
import { callAirSupportCommand } from './commands/call-air-support';
import { chooseStrikeTargetsCommand } from './commands/choose-strike-targets';
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
import { strikeTargetsDecision } from './decisions/strike-targets';
import type { WastelandEvent } from './events';
import { wastelandInvariants } from './invariants';
import { withNamedRejections } from './rules/rule-ids';
import type { WastelandTacticsPrompt } from './schemas/prompts';
import { WastelandStateSchema } from './schemas/state';
import { settleStep } from './settle';
import { buildInitialState, type WastelandSetup, WastelandSetupSchema } from './setup';
import { wastelandStandingCommands } from './standing';
import type { Stage, WastelandState } from './state';
import { wastelandViewFor } from './view';

/** A setup as the setup schema gives it to `setup` (defaults filled in); callers write `WastelandSetup`. */
type ParsedSetup = z.output<typeof WastelandSetupSchema>;

/** The ruleset's version; saves and records carry it. */
export const WASTELAND_TACTICS_VERSION = '0.2.0';

/**
 * Every command type and how it is applied (in the order of the command schema); a rejection names the rule
 * its message cites as its `rule`.
 */
const commands: CommandTable<WastelandState, WastelandCommand, WastelandEvent> = withNamedRejections({
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
  'choose-strike-targets': chooseStrikeTargetsCommand,
});

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
  'strike-targets': strikeTargetsDecision,
  'place-survivors': placeSurvivorsDecision,
  recover: recoverDecision,
  priority: priorityDecision,
  'game-over': gameOverDecision,
};

/**
 * The catalogue rule IDs each event type names by itself; events add the specific rule that applied (which
 * kind of move, which Command, which cause) in their own `rules`.
 */
const events: EventRules<WastelandEvent> = {
  'game-started': ['WT-MIS-01'],
  'key-counter-rolled': ['WT-MIS-21'],
  'unit-deployed': ['WT-DEP-01', 'WT-DEP-02'],
  'unit-held-in-ambush': ['WT-SUR-05'],
  'round-started': ['WT-INIT-01'],
  'initiative-rolled': ['WT-INIT-01', 'WT-INIT-05'],
  'unit-activated': ['WT-ACT-01', 'WT-ACT-09'],
  'ambush-arrived': ['WT-SUR-06'],
  'action-started': ['WT-ACT-06', 'WT-ACT-10'],
  'action-wasted': ['WT-ACT-06'],
  'unit-defending': ['WT-DEF-01', 'WT-DEF-02'],
  'wound-lost': ['WT-SUR-48'],
  'hits-lost': ['WT-SHOOT-08'],
  'charge-declared': ['WT-FIGHT-02'],
  'charge-reaction': ['WT-FIGHT-03'],
  'morale-phase': ['WT-MOR-01'],
  'unit-exempted': ['WT-SUR-56'],
  'power-cast': ['WT-CAST-01', 'WT-CAST-02', 'WT-SUR-11', 'WT-SUR-13'],
  'power-nullify': ['WT-CAST-03', 'WT-CAST-04', 'WT-SUR-12'],
  'command-issued': ['WT-SUR-27'],
  'key-counter-carried': ['WT-MIS-22'],
  'facility-destroyed': ['WT-MIS-25'],
  'key-counter-delivered': ['WT-MIS-23', 'WT-WIN-01'],
  'round-ended': ['WT-MOR-06'],
  'battlefield-condition': ['WT-COND-01'],
  'advantages-rolled': ['WT-ADV-01', 'WT-ADV-08'],
  'leadership-lost': ['WT-ADV-11'],
  'unit-defected': ['WT-ADV-12'],
  'unit-held-for-scouting': ['WT-SUR-41'],
  'low-ammunition': ['WT-ADV-10'],
  'air-support-called': ['WT-ADV-07'],
  'terrain-turned-dangerous': ['WT-COND-08'],
  'shots-went-astray': ['WT-SHOOT-09'],
  'unit-embarked': ['WT-SUR-51', 'WT-SUR-52'],
  'unit-disembarked': ['WT-SUR-53'],
  'model-recovered': ['WT-SUR-33'],
  'wreck-left': ['WT-SUR-67'],
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
  ParsedSetup,
  WastelandCommandInput,
  WastelandSetup,
  WastelandTacticsPrompt,
  WastelandState,
  Stage
>({
  id: 'wasteland-tactics',
  version: WASTELAND_TACTICS_VERSION,
  schemas: {
    setup: WastelandSetupSchema,
    command: WastelandCommandSchema,
    state: WastelandStateSchema,
  },
  setup: buildInitialState,
  stage: (state) => state.stage,
  commands,
  decisions,
  settle: settleStep,
  events,
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
