import { defineRuleset, type Outcome } from 'sandtable';
import {
  assaultCancel,
  assaultEscape,
  assaultFlee,
  assaultFollowUp,
  assaultJoin,
  assaultManeuver,
  assaultReinforce,
  assaultRetreat,
  assaultSplit,
  assaultStrike,
  assaultSuppressionDie,
  assignAssaultCasualties,
} from './commands/assault-decisions';
import { declareBuildingAssaults } from './commands/assault-declarations';
import { orderAssaults, stagedAssault } from './commands/assault-flow';
import { allocateHits, assignCasualties } from './commands/attack-decisions';
import { assignBuildingCasualties, combineAoeHitsCommand, escapeBuilding } from './commands/building-fire';
import { digIn } from './commands/dig-in';
import { goOnOverwatch } from './commands/go-on-overwatch';
import { moveTemplates } from './commands/move-unit';
import { moveUnitWithOverwatch, overwatchFire, passOverwatch } from './commands/overwatch-window';
import {
  XENOCIDE_COMMAND_TYPES,
  type XenocideCommand,
  type XenocideCommandInput,
  XenocideCommandSchema,
} from './commands/schema';
import { shoot } from './commands/shoot';
import { spendPower } from './commands/spend-power';
import type { XenocideContext, XenocideDraft } from './context';
import type { XenocideEvent } from './events';
import { xenocideInvariants } from './invariants';
import { xenocideLegalCommands } from './legal-commands';
import { commitBreakCp } from './phases/end-of-turn';
import { rally } from './phases/morale';
import { afterScenario, handlePreGame } from './phases/pre-game';
import {
  activateCompany,
  answerSuppressionDie,
  chooseInitiative,
  delayCompany,
  endPhase,
  planTurn,
  skipActivation,
} from './phases/turn-sequence';
import { xenocidePending } from './prompts';
import { xenocideReveals } from './reveals';
import type { XenocidePrompt } from './schemas/prompts';
import { XenocideStateSchema } from './schemas/state';
import { buildInitialState, type XenocideSetup, XenocideSetupSchema } from './setup';
import type { XenocideState } from './state';
import { xenocideViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const XENOCIDE_VERSION = '0.1.0';

function apply(draft: XenocideDraft, command: XenocideCommand, ctx: XenocideContext): void {
  switch (command.type) {
    case 'roll-scenario':
    case 'roll-off':
    case 'choose-edge':
    case 'choose-role':
    case 'place-objective':
    case 'choose-command-center':
    case 'deploy-company':
      return handlePreGame(draft, command, ctx);
    case 'plan-turn':
      return planTurn(draft, command, ctx);
    case 'choose-initiative':
      return chooseInitiative(draft, command, ctx);
    case 'activate-company':
      return activateCompany(draft, command, ctx);
    case 'delay-company':
      return delayCompany(draft, command, ctx);
    case 'skip-activation':
      return skipActivation(draft, command, ctx);
    case 'move-unit':
      return moveUnitWithOverwatch(draft, command, ctx);
    case 'end-phase':
      return endPhase(draft, command, ctx);
    case 'shoot':
      return shoot(draft, command, ctx);
    case 'spend-power':
      return spendPower(draft, command, ctx);
    case 'dig-in':
      return digIn(draft, command, ctx);
    case 'go-on-overwatch':
      return goOnOverwatch(draft, command, ctx);
    case 'overwatch-fire':
      return overwatchFire(draft, command, ctx);
    case 'pass-overwatch':
      return passOverwatch(draft, command, ctx);
    case 'allocate-hits':
      return allocateHits(draft, command, ctx);
    case 'assign-casualties':
      return assignCasualties(draft, command, ctx);
    case 'combine-aoe-hits':
      return combineAoeHitsCommand(draft, command, ctx);
    case 'assign-building-casualties':
      return assignBuildingCasualties(draft, command, ctx);
    case 'escape-building':
      // XEN-BLD-24: one command answers a collapse under fire and one in close assault (or a titan's burst).
      return stagedAssault(ctx.base)
        ? assaultEscape(draft, command, ctx)
        : escapeBuilding(draft, command, ctx);
    case 'buy-suppression-die':
      return answerSuppressionDie(draft, command, ctx);
    case 'rally':
      return rally(draft, command, ctx);
    case 'commit-break-cp':
      return commitBreakCp(draft, command, ctx);
    case 'order-assaults':
      return orderAssaults(draft, command, ctx);
    case 'declare-building-assaults':
      return declareBuildingAssaults(draft, command, ctx);
    case 'assault-join':
      return assaultJoin(draft, command, ctx);
    case 'assault-reinforce':
      return assaultReinforce(draft, command, ctx);
    case 'assault-maneuver':
      return assaultManeuver(draft, command, ctx);
    case 'assault-split':
      return assaultSplit(draft, command, ctx);
    case 'assault-strike':
      return assaultStrike(draft, command, ctx);
    case 'assault-cancel':
      return assaultCancel(draft, command, ctx);
    case 'assign-assault-casualties':
      return assignAssaultCasualties(draft, command, ctx);
    case 'assault-suppression-die':
      return assaultSuppressionDie(draft, command, ctx);
    case 'assault-flee':
      return assaultFlee(draft, command, ctx);
    case 'assault-retreat':
      return assaultRetreat(draft, command, ctx);
    case 'assault-follow-up':
      return assaultFollowUp(draft, command, ctx);
  }
}

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
export const xenocide = defineRuleset<
  XenocideState,
  XenocideCommand,
  XenocideEvent,
  XenocideSetup,
  XenocideCommandInput,
  XenocideSetup,
  XenocidePrompt
>({
  id: 'xenocide',
  version: XENOCIDE_VERSION,
  schemas: {
    setup: XenocideSetupSchema as never,
    command: XenocideCommandSchema,
    state: XenocideStateSchema,
  },
  commandTypes: XENOCIDE_COMMAND_TYPES,
  setup(input) {
    const state = buildInitialState(input);
    // XEN-SCEN-01/02: a scenario chosen by agreement skips the scenario roll.
    if (state.scenario === 'random') return state;
    return nextStage(state);
  },
  apply,
  pending: xenocidePending,
  legalCommands: xenocideLegalCommands,
  commandTemplates: moveTemplates,
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
