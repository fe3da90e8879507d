import { awaitingSecretChoices } from 'sandtable';
import { ASSAULT_DECISION_COMMANDS } from './commands/assault-decisions';
import { buildingAssaultOptions } from './commands/assault-declarations';
import { stagedAssault } from './commands/assault-flow';
import { buildingFirePrompt } from './commands/building-fire';
import { spendingTitans } from './commands/spend-power';
import { opponentOf } from './context';
import {
  type AssaultDecisionKind,
  assaultDecision,
  assaultPowerCandidates,
  buildingTargetsOf,
  diceOf,
  fightingUnits,
  fleeDuty,
  joinCandidates,
  maneuveringUnits,
  pendingEscape,
  poolOf,
  reinforcementCandidates,
  sideOfPlayer,
  strikeOf,
  suppressionDieCandidates,
  victimsOf,
} from './rules/assault';
import type { XenocidePrompt, XenocidePromptOf } from './schemas/prompts';
import type { ActivationPhase, ActivationStage, XenocideState } from './state';
import type { AssaultState } from './state/assault';

/** The open decisions of a Xenocide game, from its stage. */
export function xenocidePending(state: XenocideState): XenocidePrompt[] {
  const stage = state.stage;
  switch (stage.kind) {
    case 'roll-scenario':
      return [
        {
          player: state.players[0],
          kind: 'roll-scenario',
          commands: ['roll-scenario'],
          message: 'Roll for a random scenario (R52).',
        },
      ];
    case 'roll-off':
      return [
        {
          player: state.players[0],
          kind: 'roll-off',
          commands: ['roll-off'],
          message: `Roll off for ${stage.purpose} (R52).`,
        },
      ];
    case 'choose-edge':
      return [
        {
          player: stage.player,
          kind: 'choose-edge',
          commands: ['choose-edge'],
          message:
            state.scenario === 'invasion'
              ? 'Choose the table edge the attacker arrives from (XEN-SCEN-12).'
              : 'Choose your table edge (XEN-SCEN-03/04).',
        },
      ];
    case 'choose-role':
      return [
        {
          player: stage.player,
          kind: 'choose-role',
          commands: ['choose-role'],
          message: 'Choose to attack or defend (R22).',
        },
      ];
    case 'place-objective':
      return [
        {
          player: stage.player,
          kind: 'place-objective',
          commands: ['place-objective'],
          message: 'Place an objective marker.',
        },
      ];
    case 'choose-command-center':
      return awaitingSecretChoices(stage.choices).map(
        (player): XenocidePromptOf<'choose-command-center'> => ({
          player,
          kind: 'choose-command-center',
          commands: ['choose-command-center'],
          secret: true,
          message: 'Secretly choose which of your objectives is the real command center (XEN-SCEN-24).',
        }),
      );
    case 'deploy':
      return [
        {
          player: stage.player,
          kind: 'deploy',
          commands: ['deploy-company'],
          message: 'Deploy a company (R52).',
        },
      ];
    case 'plan-turn':
      return awaitingSecretChoices(stage.plans).map(
        (player): XenocidePromptOf<'plan-turn'> => ({
          player,
          kind: 'plan-turn',
          commands: ['plan-turn'],
          secret: true,
          message: 'Secretly order your companies and commit CP to initiative dice (XEN-TURN-02, XEN-CP-04).',
        }),
      );
    case 'choose-initiative':
      return [
        {
          player: stage.player,
          kind: 'choose-initiative',
          commands: ['choose-initiative'],
          message: 'You won initiative: activate first or second (XEN-TURN-04).',
        },
      ];
    case 'activate':
      return [
        {
          player: stage.player,
          kind: 'activate',
          commands: ['activate-company', 'delay-company', 'skip-activation'],
          message: 'Activate your next company (XEN-TURN-07).',
        },
      ];
    case 'activation':
      return activationPrompts(state, stage);
    case 'break-test':
      return awaitingSecretChoices(stage.commits).map(
        (player): XenocidePromptOf<'break-test'> => ({
          player,
          kind: 'break-test',
          commands: ['commit-break-cp'],
          secret: true,
          message:
            player === stage.tester
              ? 'Break test: commit leftover CP to lower the target (XEN-WIN-05/09).'
              : `Break test of ${opponentOf(state, player)}: commit leftover CP to raise the target (XEN-WIN-09).`,
        }),
      );
    case 'game-over':
      return [];
  }
}

/** The commands of each activation phase besides `spend-power`; typed by each phase's prompt kind. */
const PHASE_COMMANDS: { readonly [K in ActivationPhase]: XenocidePromptOf<K>['commands'] } = {
  'first-movement': ['move-unit', 'end-phase'],
  shooting: ['shoot', 'dig-in', 'go-on-overwatch', 'end-phase'],
  'second-movement': ['move-unit', 'end-phase'],
  'close-assault': ['end-phase'],
  morale: ['rally', 'end-phase'],
};

/** XEN-TURN-14: the prompt of the active company's phase (with `spend-power` while a titan can spend). */
function phasePrompt(state: XenocideState, stage: ActivationStage): XenocidePromptOf<ActivationPhase> {
  const commands = [
    ...PHASE_COMMANDS[stage.phase],
    ...(spendingTitans(state, stage.player).length > 0 ? (['spend-power'] as const) : []),
  ];
  // The table above types each phase's commands; TS cannot correlate `kind` with them through the union.
  return {
    player: stage.player,
    kind: stage.phase,
    commands,
    message: `Company ${stage.company}: ${stage.phase.replace('-', ' ')} phase (XEN-TURN-14).`,
  } as XenocidePromptOf<ActivationPhase>;
}

/**
 * XEN-TURN-14 / XEN-SHOOT-02 / XEN-SUP-05 / XEN-OW-04: who decides what in an activation: a waiting attack's
 * allocation or casualties, a failed suppression test's extra die, an open overwatch window, or else the
 * active player's phase.
 */
function activationPrompts(state: XenocideState, stage: ActivationStage): XenocidePrompt[] {
  // XEN-BLD-19 / XEN-BLD-20 / XEN-BLD-24: a shot at a building waiting for a decision.
  if (stage.attack && 'kind' in stage.attack) {
    const prompt = buildingFirePrompt(state, stage.attack);
    if (prompt) return [prompt];
  }
  const decision = stage.attack?.decision;
  if (decision?.kind === 'allocate-hits') {
    return [
      {
        player: decision.player,
        kind: 'allocate-hits',
        commands: ['allocate-hits'],
        message: decision.byShooter
          ? `Directed fire: order the models of ${decision.unit} that take the hits of a partial round (XEN-ALLOC-04, R59).`
          : `Order the models of ${decision.unit} that take the hits of a partial round (XEN-ALLOC-04, R65).`,
        constraints: {
          unit: decision.unit,
          models: [...decision.models],
          pools: decision.pools.map((p) => ({ pool: p.pool, models: [...p.models] })),
        },
      },
    ];
  }
  if (decision?.kind === 'assign-casualties') {
    return [
      {
        player: decision.player,
        kind: 'assign-casualties',
        commands: ['assign-casualties'],
        message: `Remove ${decision.count} of ${decision.models.join(', ')} (XEN-SAVE-15).`,
        constraints: {
          unit: decision.unit,
          pool: decision.pool,
          models: [...decision.models],
          count: decision.count,
        },
      },
    ];
  }
  const staged = stagedAssault(state);
  if (staged) {
    const prompt = assaultPrompt(state, staged.assault);
    if (prompt) return [prompt];
  }
  if (stage.assaults?.declaring) {
    const options = buildingAssaultOptions(state, stage.player);
    return [
      {
        player: stage.player,
        kind: 'declare-building-assaults',
        commands: ['declare-building-assaults'],
        message:
          'Declare any assaults out of your buildings and section-to-section assaults, or none (XEN-BLD-28, XEN-BLD-36).',
        constraints: {
          out: options.out.map((o) => ({ ...o })),
          sections: options.sections.map((d) => ({
            building: d.building,
            target: d.target,
            from: [...d.from],
          })),
        },
      },
    ];
  }
  if (stage.assaults?.ordering) {
    return [
      {
        player: stage.player,
        kind: 'order-assaults',
        commands: ['order-assaults'],
        message: `Choose the order to resolve ${stage.assaults.groups.length} close assaults in (XEN-CA-38).`,
        constraints: {
          assaults: stage.assaults.groups.map((g, index) => ({
            index,
            attackers: [...g.attackers],
            defenders: [...g.defenders],
          })),
        },
      },
    ];
  }
  const waiting = stage.suppression?.waiting;
  if (waiting) {
    const owner = state.units.find((u) => u.id === waiting.unit)?.player ?? stage.player;
    return [
      {
        player: owner,
        kind: 'buy-suppression-die',
        commands: ['buy-suppression-die'],
        message: `${waiting.unit} rolled ${waiting.test.total} against ${waiting.test.target}+: buy an extra die for 1 CP? (XEN-CP-14)`,
        constraints: { unit: waiting.unit, target: waiting.test.target, total: waiting.test.total },
      },
    ];
  }
  const window = stage.overwatch;
  if (window) {
    return [
      {
        player: window.player,
        kind: 'overwatch',
        commands: ['overwatch-fire', 'pass-overwatch'],
        message: `${window.mover} has moved: fire on overwatch with ${window.units.join(', ')}, or pass (XEN-OW-03, XEN-OW-04).`,
        constraints: {
          mover: window.mover,
          units: [...window.units],
          snapshots: window.snapshots.map((s) => s.index),
        },
      },
    ];
  }
  return [phasePrompt(state, stage)];
}

/** The prompt kind (and command) that answers each close-assault decision. */
type AssaultPromptKind<D extends AssaultDecisionKind> = (typeof ASSAULT_DECISION_COMMANDS)[D]['command'];

/** What a close-assault prompt says besides the assault, its kind and round. */
type AssaultFacts<D extends AssaultDecisionKind> = Omit<
  XenocidePromptOf<AssaultPromptKind<D>>['constraints'],
  'assault' | 'kind' | 'round'
>;

/** XEN-CA-04: what a close-assault decision asks for: the message and the facts a client needs to answer it. */
function assaultPrompt(state: XenocideState, assault: AssaultState): XenocidePrompt | undefined {
  const decision = assaultDecision(assault);
  if (!decision) return undefined;
  const { player, kind } = decision;
  const own = fightingUnits(state, assault, sideOfPlayer(assault, player)).map((u) => u.id);
  const base = { assault: assault.id, kind: assault.kind, round: assault.round };
  // The facts are checked against the decision's prompt kind; the cast only joins them to the common fields.
  const ask = <D extends AssaultDecisionKind>(
    decision: D,
    message: string,
    facts: AssaultFacts<D>,
  ): XenocidePromptOf<AssaultPromptKind<D>> => {
    const { command, rule } = ASSAULT_DECISION_COMMANDS[decision];
    return {
      player,
      kind: command,
      commands: [command],
      message: `${message} (${rule}).`,
      constraints: { ...base, ...facts },
    } as unknown as XenocidePromptOf<AssaultPromptKind<D>>;
  };
  const step = assault.step;
  switch (kind) {
    case 'join':
      return ask('join', 'Choose which of your units in nearby buildings join the assault, or none', {
        candidates: joinCandidates(state, assault, player),
      });
    case 'reinforce':
      return ask('reinforce', 'Bring units within 8" into the close assault for 1 CP each, or none', {
        candidates: reinforcementCandidates(state, assault, player),
        distance: 8,
      });
    case 'maneuver':
      return ask(
        'maneuver',
        'Maneuver your units in the close assault up to 2" closer to the enemy, or stay',
        {
          units: maneuveringUnits(state, assault),
          distance: 2,
        },
      );
    case 'split':
      return ask('split', 'Set aside close-assault dice for defence', {
        units: own.flatMap((unit) => {
          const pool = poolOf(assault, unit);
          return pool
            ? [
                {
                  unit,
                  dice: pool.dice,
                  maxDefence: pool.maxDefence,
                  bonusDefence: pool.infantryDefence + pool.specialDefence,
                },
              ]
            : [];
        }),
        // XEN-TITAN-26: titans that may put power into close-assault weapons with the split.
        titanPower: assaultPowerCandidates(state, assault, player),
      });
    case 'strike':
      return ask('strike', "Send each unit's attack dice at the enemy units it reaches", {
        units: own.flatMap((unit) => {
          const pool = poolOf(assault, unit);
          const dice = diceOf(assault, unit);
          return pool && dice
            ? [
                {
                  unit,
                  attack: dice.attack,
                  antiArmor: dice.antiArmor,
                  reach: [...pool.reach],
                  // XEN-BLD-32: building sections its attack dice may go to.
                  buildings: buildingTargetsOf(state, assault, unit),
                },
              ]
            : [];
        }),
      });
    case 'escape': {
      // XEN-BLD-24: the same facts as the escape prompt of a collapse under fire.
      const pending = pendingEscape(assault);
      if (!pending) return undefined;
      const escaped = pending.escapes.filter((e) => e.escaped);
      return ask(
        'escape',
        `${pending.damage.section} collapsed: move the models that got out up to 4" away, out of buildings and not within 4" of an enemy, or into another section`,
        {
          building: pending.damage.building,
          section: pending.damage.section,
          distance: 4,
          units: [...new Set(escaped.map((e) => e.unit))].map((unit) => ({
            unit,
            models: escaped.filter((e) => e.unit === unit).map((e) => e.model),
          })),
        },
      );
    }
    case 'cancel':
    case 'casualties': {
      const side = step.kind === 'cancel' || step.kind === 'casualties' ? step.side : 'attacker';
      const targets = strikeOf(assault, side)?.targets ?? [];
      return kind === 'cancel'
        ? ask('cancel', 'Cancel attack dice with defence dice of equal or higher value', {
            targets: targets.map((t) => ({ unit: t.unit, attack: [...t.attack], defence: [...t.defence] })),
          })
        : ask('casualties', 'Remove the models the attack dice kill, lowest dice first', {
            targets: targets
              .filter((t) => t.pending.length > 0)
              .map((t) => ({
                unit: t.unit,
                dice: [...t.pending],
                models: victimsOf(state, assault, t.unit).map((v) => ({
                  model: v.model,
                  cad: String(v.cad),
                })),
              })),
          });
    }
    case 'suppression-die':
      return ask(
        'suppression-die',
        'Buy an extra die (1 CP each) for failed close-assault suppression tests, or none',
        {
          units: suppressionDieCandidates(state, assault, player).map((unit) => {
            const t = assault.tests.find((x) => x.unit === unit);
            return { unit, total: t?.test.total ?? 0, target: t?.test.target ?? 0 };
          }),
        },
      );
    case 'flee': {
      const duty = fleeDuty(state, assault, player);
      return ask('flee', 'Flee 8" away from the enemy with your suppressed units', {
        forced: [...duty.forced],
        optional: [...duty.optional],
        distance: 8,
      });
    }
    case 'retreat':
      return ask('retreat', 'Retreat from the close assault by the flee rules, or fight another round', {
        units: own,
      });
    case 'follow-up':
      return ask('follow-up', 'Follow up up to 4" with your units, never within 4" of an enemy, or stay', {
        units: own,
        distance: 4,
      });
  }
}
