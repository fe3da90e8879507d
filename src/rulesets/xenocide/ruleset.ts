import type { Outcome } from 'sandtable';
import { type CommandTable, type DecisionTable, defineTableRuleset } from 'sandtable/kit';
import { activateCompanyCommand } from './commands/activate-company';
import { allocateHitsCommand } from './commands/allocate-hits';
import { assaultCancelCommand } from './commands/assault-cancel';
import { assaultFleeCommand } from './commands/assault-flee';
import { assaultFollowUpCommand } from './commands/assault-follow-up';
import { assaultJoinCommand } from './commands/assault-join';
import { assaultManeuverCommand } from './commands/assault-maneuver';
import { assaultReinforceCommand } from './commands/assault-reinforce';
import { assaultRetreatCommand } from './commands/assault-retreat';
import { assaultSplitCommand } from './commands/assault-split';
import { assaultStrikeCommand } from './commands/assault-strike';
import { assaultSuppressionDieCommand } from './commands/assault-suppression-die';
import { assignAssaultCasualtiesCommand } from './commands/assign-assault-casualties';
import { assignBuildingCasualtiesCommand } from './commands/assign-building-casualties';
import { assignCasualtiesCommand } from './commands/assign-casualties';
import { buySuppressionDieCommand } from './commands/buy-suppression-die';
import { chooseCommandCenterCommand } from './commands/choose-command-center';
import { chooseEdgeCommand } from './commands/choose-edge';
import { chooseInitiativeCommand } from './commands/choose-initiative';
import { chooseRoleCommand } from './commands/choose-role';
import { combineAoeHitsCommand } from './commands/combine-aoe-hits';
import { commitBreakCpCommand } from './commands/commit-break-cp';
import { declareBuildingAssaultsCommand } from './commands/declare-building-assaults';
import { delayCompanyCommand } from './commands/delay-company';
import { deployCompanyCommand } from './commands/deploy-company';
import { digInCommand } from './commands/dig-in';
import { endPhaseCommand } from './commands/end-phase';
import { escapeBuildingCommand } from './commands/escape-building';
import { goOnOverwatchCommand } from './commands/go-on-overwatch';
import { moveUnitCommand } from './commands/move-unit';
import { orderAssaultsCommand } from './commands/order-assaults';
import { overwatchFireCommand } from './commands/overwatch-fire';
import { passOverwatchCommand } from './commands/pass-overwatch';
import { placeObjectiveCommand } from './commands/place-objective';
import { planTurnCommand } from './commands/plan-turn';
import { afterScenario } from './commands/pre-game/sequence';
import { rallyCommand } from './commands/rally';
import { rollOffCommand } from './commands/roll-off';
import { rollScenarioCommand } from './commands/roll-scenario';
import { rollTableCommand } from './commands/roll-table';
import { type XenocideCommand, type XenocideCommandInput, XenocideCommandSchema } from './commands/schema';
import { shootCommand } from './commands/shoot';
import { skipActivationCommand } from './commands/skip-activation';
import { spendPowerCommand } from './commands/spend-power';
import type { XenocideDraft } from './context';
import { activateDecision } from './decisions/activate';
import { activationDecision } from './decisions/activation';
import { breakTestDecision } from './decisions/break-test';
import { chooseCommandCenterDecision } from './decisions/choose-command-center';
import { chooseEdgeDecision } from './decisions/choose-edge';
import { chooseInitiativeDecision } from './decisions/choose-initiative';
import { chooseRoleDecision } from './decisions/choose-role';
import { deployDecision } from './decisions/deploy';
import { gameOverDecision } from './decisions/game-over';
import { placeObjectiveDecision } from './decisions/place-objective';
import { planTurnDecision } from './decisions/plan-turn';
import { rollOffDecision } from './decisions/roll-off';
import { rollScenarioDecision } from './decisions/roll-scenario';
import { rollTableDecision } from './decisions/roll-table';
import { XENOCIDE_EVENT_RULES } from './event-rules';
import type { XenocideEvent } from './events';
import { settleXenocide } from './flow/settle';
import { xenocideInvariants } from './invariants';
import { xenocideReveals } from './reveals';
import type { XenocidePrompt } from './schemas/prompts';
import { XenocideStateSchema } from './schemas/state';
import {
  buildInitialState,
  type XenocideSetup,
  type XenocideSetupParsed,
  XenocideSetupSchema,
} from './setup';
import type { Stage, XenocideState } from './state';
import { type XenocideView, xenocideViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const XENOCIDE_VERSION = '0.1.0';

/** XEN-*: how each command type is applied, one row per type (each in `commands/<type>.ts`). */
const commands: CommandTable<XenocideState, XenocideCommand, XenocideEvent> = {
  'roll-table': rollTableCommand,
  'roll-scenario': rollScenarioCommand,
  'roll-off': rollOffCommand,
  'choose-edge': chooseEdgeCommand,
  'choose-role': chooseRoleCommand,
  'place-objective': placeObjectiveCommand,
  'choose-command-center': chooseCommandCenterCommand,
  'deploy-company': deployCompanyCommand,
  'plan-turn': planTurnCommand,
  'choose-initiative': chooseInitiativeCommand,
  'activate-company': activateCompanyCommand,
  'delay-company': delayCompanyCommand,
  'skip-activation': skipActivationCommand,
  'move-unit': moveUnitCommand,
  'end-phase': endPhaseCommand,
  shoot: shootCommand,
  'spend-power': spendPowerCommand,
  'dig-in': digInCommand,
  'go-on-overwatch': goOnOverwatchCommand,
  'overwatch-fire': overwatchFireCommand,
  'pass-overwatch': passOverwatchCommand,
  'allocate-hits': allocateHitsCommand,
  'assign-casualties': assignCasualtiesCommand,
  'combine-aoe-hits': combineAoeHitsCommand,
  'assign-building-casualties': assignBuildingCasualtiesCommand,
  'escape-building': escapeBuildingCommand,
  'buy-suppression-die': buySuppressionDieCommand,
  rally: rallyCommand,
  'commit-break-cp': commitBreakCpCommand,
  'order-assaults': orderAssaultsCommand,
  'declare-building-assaults': declareBuildingAssaultsCommand,
  'assault-join': assaultJoinCommand,
  'assault-reinforce': assaultReinforceCommand,
  'assault-maneuver': assaultManeuverCommand,
  'assault-split': assaultSplitCommand,
  'assault-strike': assaultStrikeCommand,
  'assault-cancel': assaultCancelCommand,
  'assign-assault-casualties': assignAssaultCasualtiesCommand,
  'assault-suppression-die': assaultSuppressionDieCommand,
  'assault-flee': assaultFleeCommand,
  'assault-retreat': assaultRetreatCommand,
  'assault-follow-up': assaultFollowUpCommand,
};

/** What the game asks at each stage and what answers it, one row per stage kind (each in `decisions/<kind>.ts`). */
const decisions: DecisionTable<XenocideState, XenocideCommand, XenocidePrompt, Stage> = {
  'roll-table': rollTableDecision,
  'roll-scenario': rollScenarioDecision,
  'roll-off': rollOffDecision,
  'choose-edge': chooseEdgeDecision,
  'choose-role': chooseRoleDecision,
  'place-objective': placeObjectiveDecision,
  'choose-command-center': chooseCommandCenterDecision,
  deploy: deployDecision,
  'plan-turn': planTurnDecision,
  'choose-initiative': chooseInitiativeDecision,
  activate: activateDecision,
  activation: activationDecision,
  'break-test': breakTestDecision,
  'game-over': gameOverDecision,
};

/**
 * Xenocide 0.34: company-level alternating activation with secret orders, command points, five activation
 * phases, terrain, transports and four scenarios. Specification: the `xenocide` rules catalogue.
 * @example
 * import { createGame } from 'sandtable';
 * import { xenocide, terranGuardArmy, kethriSwarmArmy } from 'sandtable/xenocide';
 * const state = createGame(xenocide, {
 *   players: [{ id: 'red', army: terranGuardArmy }, { id: 'blue', army: kethriSwarmArmy }],
 *   scenario: 'attrition',
 * }, { seed: 42 });
 */
export const xenocide = defineTableRuleset<
  XenocideState,
  XenocideCommand,
  XenocideEvent,
  XenocideSetupParsed,
  XenocideCommandInput,
  XenocideSetup,
  XenocidePrompt,
  XenocideView,
  Stage
>({
  id: 'xenocide',
  version: XENOCIDE_VERSION,
  schemas: {
    setup: XenocideSetupSchema,
    command: XenocideCommandSchema,
    state: XenocideStateSchema,
  },
  setup(input) {
    const state = buildInitialState(input);
    // XEN-SCEN-01/02/03: a layout still to roll, or a random scenario, is the first command; a scenario
    // chosen by agreement on an agreed table skips both rolls.
    if (state.layouts || state.scenario === 'random') return state;
    return nextStage(state);
  },
  stage: (state) => state.stage,
  commands,
  decisions,
  settle: settleXenocide,
  events: XENOCIDE_EVENT_RULES,
  viewFor: xenocideViewFor,
  outcome(state): Outcome | undefined {
    if (!state.result) return undefined;
    const scores = Object.fromEntries(state.sides.map((s) => [s.player, s.score]));
    return state.result.winner === undefined
      ? { kind: 'draw', reason: state.result.reason, scores }
      : { kind: 'win', winners: [state.result.winner], reason: state.result.reason, scores };
  },
  invariants: xenocideInvariants,
  reveals: xenocideReveals,
});

/** The stage after setup when the scenario is already known (a plain-object transition, no draft needed). */
function nextStage(state: XenocideState): XenocideState {
  const holder = { ...state } as XenocideState;
  afterScenario(holder as unknown as XenocideDraft);
  return holder;
}
