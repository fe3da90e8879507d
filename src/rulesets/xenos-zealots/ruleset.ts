import type { Outcome } from 'sandtable';
import { type CommandTable, type DecisionTable, defineTableRuleset, type EventRules } from 'sandtable/kit';
import {
  moveCommand,
  moveToCoverCommand,
  passActionCommand,
  readyCommand,
  turnToFaceCommand,
  withdrawCommand,
} from './commands/actions';
import { assaultCommand, consolidateCommand } from './commands/assault';
import { chooseDamageCommand } from './commands/damage';
import { chooseLeaderCommand, rerollCommand } from './commands/decisions';
import { assignOrdersCommand, requestSupportCommand } from './commands/orders';
import { type XzCommand, type XzCommandInput, XzCommandSchema } from './commands/schema';
import {
  chooseRoleCommand,
  chooseZoneCommand,
  deployUnitCommand,
  rollOddsEvensCommand,
} from './commands/setup';
import { shootCommand } from './commands/shoot';
import { consolidateDecision, withdrawDecision } from './decisions/assault';
import { damageTypeDecision } from './decisions/damage';
import {
  actDecision,
  chooseRoleDecision,
  chooseZoneDecision,
  deployDecision,
  gameOverDecision,
  newLeaderDecision,
  oddsEvensDecision,
  ordersDecision,
  rerollDecision,
} from './decisions/index';
import type { XzEvent } from './events';
import { xzInvariants } from './invariants';
import type { XzPrompt } from './prompts';
import { xzReveals } from './reveals';
import { settleStep } from './settle';
import { buildInitialState, type XzParsedSetup, type XzSetup, XzSetupSchema } from './setup';
import { type Stage, type XzState, XzStateSchema } from './state';
import { type XzView, xzViewFor } from './view';

/** The ruleset's version; saves and records carry it. */
export const XENOS_ZEALOTS_VERSION = '0.1.0';

/** Every command type and how it is applied (in the order of the command schema). */
const commands: CommandTable<XzState, XzCommand, XzEvent> = {
  'roll-odds-evens': rollOddsEvensCommand,
  'choose-role': chooseRoleCommand,
  'choose-zone': chooseZoneCommand,
  'deploy-unit': deployUnitCommand,
  'assign-orders': assignOrdersCommand,
  'request-support': requestSupportCommand,
  move: moveCommand,
  shoot: shootCommand,
  assault: assaultCommand,
  ready: readyCommand,
  'pass-action': passActionCommand,
  'move-to-cover': moveToCoverCommand,
  'turn-to-face': turnToFaceCommand,
  withdraw: withdrawCommand,
  reroll: rerollCommand,
  'choose-damage': chooseDamageCommand,
  'choose-leader': chooseLeaderCommand,
  consolidate: consolidateCommand,
};

/** Every stage the game can wait at: what it asks and which commands answer it. */
const decisions: DecisionTable<XzState, XzCommand, XzPrompt, Stage> = {
  'odds-evens': oddsEvensDecision,
  'choose-role': chooseRoleDecision,
  'choose-zone': chooseZoneDecision,
  deploy: deployDecision,
  orders: ordersDecision,
  act: actDecision,
  reroll: rerollDecision,
  'damage-type': damageTypeDecision,
  'new-leader': newLeaderDecision,
  withdraw: withdrawDecision,
  consolidate: consolidateDecision,
  'game-over': gameOverDecision,
};

/** The catalogue rule IDs each event type names by itself; events add the specific rules in their own `rules`. */
const events: EventRules<XzEvent> = {
  'roles-decided': ['XZ-TURN-01'],
  'odds-evens-rolled': ['XZ-TURN-01', 'R37'],
  'zone-chosen': ['XZ-TURN-02'],
  'unit-deployed': ['R2'],
  'turn-started': ['XZ-TURN-04'],
  'orders-placed': ['XZ-TURN-05'],
  'order-revealed': ['R20'],
  'support-requested': ['XZ-TURN-07'],
  'support-arrived': ['XZ-TURN-12'],
  'action-taken': ['XZ-ORD-01'],
  'action-skipped': ['R22'],
  'unit-moved': ['XZ-MOVE-01'],
  'model-removed': ['XZ-SAVE-10'],
  'morale-changed': ['XZ-MOR-02'],
  'rally-attempted': ['XZ-MOR-16'],
  'reroll-used': ['XZ-RES-10'],
  'fire-declared': ['XZ-SHOOT-06'],
  'hits-scored': ['XZ-SHOOT-08'],
  'hit-allocated': ['R9'],
  'battle-over': ['R2'],
  'assault-declared': ['XZ-ORD-07'],
  'strike-order': ['XZ-ASLT-07'],
  'assault-attacks': ['XZ-ASLT-10'],
  'assault-result': ['XZ-ASLT-14'],
  'unit-consolidated': ['XZ-ASLT-19'],
};

/**
 * Xenos & Zealots: two players, secret simultaneous order counters revealed unit by unit, two actions per unit
 * (Primary then Secondary Actions, the Attacker first), armour facings and weapon arcs, four morale states, D6 saves
 * against AP and damage against Resilience. Specification: the `xenos-zealots` rules catalogue.
 * @example
 * import { createGame } from 'sandtable';
 * import { xenosZealots } from 'sandtable/xenos-zealots';
 * const state = createGame(xenosZealots, {
 *   players: [
 *     { id: 'zealots', force: 'ashen-sun-crusade' },
 *     { id: 'xenos', force: 'vyrkai-brood' },
 *   ],
 *   scenario: 'ashfall-crossing',
 *   attacker: 'zealots',
 * }, { seed: 42 });
 */
export const xenosZealots = defineTableRuleset<
  XzState,
  XzCommand,
  XzEvent,
  XzParsedSetup,
  XzCommandInput,
  XzSetup,
  XzPrompt,
  XzView,
  Stage
>({
  id: 'xenos-zealots',
  version: XENOS_ZEALOTS_VERSION,
  schemas: {
    setup: XzSetupSchema,
    command: XzCommandSchema,
    state: XzStateSchema,
  },
  setup: buildInitialState,
  stage: (state) => state.stage,
  commands,
  decisions,
  settle: settleStep,
  events,
  viewFor: xzViewFor,
  reveals: xzReveals,
  outcome(state): Outcome | undefined {
    const result = state.result;
    if (!result) return undefined;
    return result.winners.length === 0
      ? { kind: 'draw', reason: result.reason, scores: result.scores }
      : { kind: 'win', winners: result.winners, reason: result.reason, scores: result.scores };
  },
  invariants: xzInvariants,
});
