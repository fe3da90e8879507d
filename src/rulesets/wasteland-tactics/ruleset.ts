import { defineRuleset, type Outcome } from 'sandtable';
import { nullify } from './actions/cast';
import { reactToCharge } from './actions/fight';
import { issueCommand } from './actions/leadership';
import { assignMisfires } from './actions/misfire';
import { moveUnit } from './actions/move';
import { callAirSupport } from './advanced/air-support';
import { chooseUnits } from './advanced/setup-choices';
import {
  WASTELAND_COMMAND_TYPES,
  type WastelandCommand,
  type WastelandCommandInput,
  WastelandCommandSchema,
} from './commands/schema';
import type { WastelandContext, WastelandDraft } from './context';
import type { WastelandEvent } from './events';
import { wastelandInvariants } from './invariants';
import { wastelandLegalCommands } from './legal-commands';
import { activateUnit } from './phases/activation';
import { arriveFromAmbush, placeAmbush } from './phases/ambush';
import { deployUnit, holdForScouting, holdInAmbush } from './phases/deployment';
import { passPriority } from './phases/priority';
import { recover } from './phases/recovery';
import { startGame } from './phases/start';
import { wastelandPending } from './prompts';
import { allocateCasualties } from './resolution/casualties';
import type { WastelandTacticsPrompt } from './schemas/prompts';
import { WastelandStateSchema } from './schemas/state';
import { buildInitialState, type WastelandSetup, WastelandSetupSchema } from './setup';
import { wastelandStandingCommands } from './standing';
import type { WastelandState } from './state';
import { placeSurvivors } from './transport/survivors';
import { wastelandViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const WASTELAND_TACTICS_VERSION = '0.2.0';

function apply(draft: WastelandDraft, command: WastelandCommand, ctx: WastelandContext): void {
  switch (command.type) {
    case 'start-game':
      return startGame(draft, command, ctx);
    case 'deploy-unit':
      return deployUnit(draft, command, ctx);
    case 'hold-in-ambush':
      return holdInAmbush(draft, command, ctx);
    case 'activate-unit':
      return activateUnit(draft, command, ctx);
    case 'arrive-from-ambush':
      return arriveFromAmbush(draft, command, ctx);
    case 'place-ambush':
      return placeAmbush(draft, command, ctx);
    case 'move-unit':
      return moveUnit(draft, command, ctx);
    case 'react-to-charge':
      return reactToCharge(draft, command, ctx);
    case 'allocate-casualties':
      return allocateCasualties(draft, command, ctx);
    case 'nullify':
      return nullify(draft, command, ctx);
    case 'issue-command':
      return issueCommand(draft, command, ctx);
    case 'choose-units':
      return chooseUnits(draft, command, ctx);
    case 'hold-for-scouting':
      return holdForScouting(draft, command, ctx);
    case 'assign-misfires':
      return assignMisfires(draft, command, ctx);
    case 'place-survivors':
      return placeSurvivors(draft, command, ctx);
    case 'recover':
      return recover(draft, command, ctx);
    case 'pass-priority':
      return passPriority(draft, command, ctx);
    case 'call-air-support':
      return callAirSupport(draft, command, ctx);
  }
}

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
export const wastelandTactics = defineRuleset<
  WastelandState,
  WastelandCommand,
  WastelandEvent,
  WastelandSetup,
  WastelandCommandInput,
  WastelandSetup,
  WastelandTacticsPrompt
>({
  id: 'wasteland-tactics',
  version: WASTELAND_TACTICS_VERSION,
  schemas: {
    setup: WastelandSetupSchema as never,
    command: WastelandCommandSchema,
    state: WastelandStateSchema,
  },
  commandTypes: WASTELAND_COMMAND_TYPES,
  setup: buildInitialState,
  apply,
  pending: wastelandPending,
  legalCommands: wastelandLegalCommands,
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
