import { assaultDecisionCommands } from '../commands/assault/decisions';
import { buildingAssaultCommands, buildingAssaultOptions } from '../commands/assault/declarations';
import { assaultMoveSamples, overrunSamples } from '../commands/assault/moves';
import { stagedAssault } from '../commands/assault/staged';
import { enterCommands } from '../commands/buildings/enter';
import { buildingFirePrompt } from '../commands/buildings/fire';
import { digInCommands } from '../commands/dig-in';
import { goOnOverwatchCommands } from '../commands/go-on-overwatch';
import { moveTemplates, sampleMoves } from '../commands/move-unit';
import { rallyCommands } from '../commands/rally';
import type { XenocideCommand } from '../commands/schema';
import { shootCommands } from '../commands/shoot';
import { attackDecisionCommands } from '../commands/shooting/attack-decisions';
import { overwatchCommands } from '../commands/shooting/overwatch-window';
import { suppressionDieCommands } from '../commands/shooting/suppression';
import { spendingTitans, spendPowerCommands } from '../commands/spend-power';
import { unitById, type XenocideDecisionSpec } from '../context';
import { isPoppedUp } from '../rules/movement/high-units';
import { isIndirectFireWithheld, whyCannotShoot } from '../rules/shooting';
import type { XenocidePrompt, XenocidePromptOf } from '../schemas/prompts';
import type { ActivationPhase, ActivationStage, XenocideState } from '../state';
import { assaultPrompt } from './assault-prompts';

/**
 * XEN-TURN-14 / XEN-SHOOT-02 / XEN-SUP-05 / XEN-OW-04 / XEN-CA-04: a company's activation, phase by phase,
 * with the decisions its attacks, tests, overwatch windows and close assaults wait for.
 */
export const activationDecision: XenocideDecisionSpec<'activation'> = {
  accepts: [
    'move-unit',
    'shoot',
    'dig-in',
    'go-on-overwatch',
    'rally',
    'spend-power',
    'end-phase',
    'allocate-hits',
    'assign-casualties',
    'combine-aoe-hits',
    'assign-building-casualties',
    'escape-building',
    'buy-suppression-die',
    'overwatch-fire',
    'pass-overwatch',
    'declare-building-assaults',
    'order-assaults',
    'assault-join',
    'assault-reinforce',
    'assault-maneuver',
    'assault-split',
    'assault-strike',
    'assault-cancel',
    'assign-assault-casualties',
    'assault-suppression-die',
    'assault-flee',
    'assault-retreat',
    'assault-follow-up',
  ],
  // XEN-TURN-14: the phases in order; XEN-TURN-16: the active player resolves its units one at a time. Each
  // prompt adds the rules of its own sub-decision.
  rules: ['XEN-TURN-14', 'XEN-TURN-16'],
  prompt: (state, stage) => activationPrompts(state, stage),
  legal: (state, player, stage) => activationCommands(state, player, stage),
  templates: (state, player) => moveTemplates(state, player),
};

/** The discrete commands open to `player` in an activation (moves are samples; see the templates). */
function activationCommands(state: XenocideState, player: string, stage: ActivationStage): XenocideCommand[] {
  if (stagedAssault(state)) return assaultDecisionCommands(state, player);
  if (stage.assaults?.declaring) return buildingAssaultCommands(state, player);
  if (stage.assaults?.ordering)
    return stage.player === player ? assaultOrders(stage.assaults.groups.length, player) : [];
  if (stage.attack?.decision) return attackDecisionCommands(state, player);
  if (stage.suppression?.waiting) return suppressionDieCommands(state, player);
  if (stage.overwatch) return overwatchCommands(state, player);
  if (stage.player !== player) return [];
  const out: XenocideCommand[] = [{ type: 'end-phase', player }];
  out.push(...spendPowerCommands(state, player));
  if (stage.phase === 'first-movement' || stage.phase === 'second-movement') {
    for (const unit of stage.units)
      out.push(
        ...sampleMoves(state, unit),
        ...assaultMoveSamples(state, unit),
        ...overrunSamples(state, unit),
      );
    out.push(...enterCommands(state, player));
  }
  if (stage.phase === 'shooting') {
    out.push(...shootCommands(state, player));
    out.push(...digInCommands(state, player));
    out.push(...goOnOverwatchCommands(state, player));
  }
  if (stage.phase === 'morale') out.push(...rallyCommands(state, player));
  return out;
}

/** The commands of each activation phase besides `spend-power`; typed by each phase's prompt kind. */
const PHASE_COMMANDS: { readonly [K in ActivationPhase]: XenocidePromptOf<K>['commands'] } = {
  'first-movement': ['move-unit', 'end-phase'],
  shooting: ['shoot', 'dig-in', 'go-on-overwatch', 'end-phase'],
  'second-movement': ['move-unit', 'end-phase'],
  'close-assault': ['end-phase'],
  morale: ['rally', 'end-phase'],
};

/**
 * The rules that govern what a phase lets the active company do: XEN-SHOOT-01 / XEN-TURN-15 (units on
 * firing orders shoot once), XEN-END-01 / XEN-END-02 (the morale phase: the company's own units rally).
 */
const PHASE_RULES: { readonly [K in ActivationPhase]?: readonly string[] } = {
  shooting: ['XEN-SHOOT-01', 'XEN-TURN-15'],
  morale: ['XEN-END-01', 'XEN-END-02'],
};

/** XEN-TURN-14: the prompt of the active company's phase (with `spend-power` while a titan can spend). */
function phasePrompt(state: XenocideState, stage: ActivationStage): XenocidePromptOf<ActivationPhase> {
  const commands = [
    ...PHASE_COMMANDS[stage.phase],
    ...(spendingTitans(state, stage.player).length > 0 ? (['spend-power'] as const) : []),
  ];
  // XEN-AOE-10: suppressed artillery of the company that would otherwise fire indirectly is held to targets it sees.
  const withheld = stage.phase === 'shooting' ? indirectFireWithheld(state, stage) : [];
  const phaseRules = PHASE_RULES[stage.phase];
  const rules = withheld.length > 0 ? [...(phaseRules ?? []), 'XEN-AOE-10'] : phaseRules;
  const note =
    withheld.length > 0
      ? ` Suppressed, ${withheld.join(', ')} may fire artillery only at targets it sees (XEN-AOE-10).`
      : '';
  // The table above types each phase's commands; TS cannot correlate `kind` with them through the union.
  return {
    player: stage.player,
    kind: stage.phase,
    commands,
    message: `Company ${stage.company}: ${stage.phase.replace('-', ' ')} phase (XEN-TURN-14).${note}`,
    ...(rules ? { rules } : {}),
  } as XenocidePromptOf<ActivationPhase>;
}

/** XEN-AOE-10: the company's units that may shoot but, suppressed, may not fire their artillery indirectly as they otherwise would. */
function indirectFireWithheld(state: XenocideState, stage: ActivationStage): string[] {
  return stage.units.filter((id) => {
    const unit = unitById.get(state, id);
    return (
      unit !== undefined &&
      unit.suppression > 0 &&
      !whyCannotShoot(state, unit, stage.units) &&
      isIndirectFireWithheld(state, unit)
    );
  });
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
        rules: decision.byShooter ? ['XEN-ALLOC-04', 'XEN-ALLOC-12', 'XEN-CP-09'] : ['XEN-ALLOC-04'],
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
        rules: ['XEN-SAVE-15'],
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
        // XEN-BLD-28: assaulting out of a building is the active player's choice; XEN-BLD-36: so is a section-to-section one.
        rules: [
          ...(options.out.length > 0 ? ['XEN-BLD-28'] : []),
          ...(options.sections.length > 0 ? ['XEN-BLD-35', 'XEN-BLD-36'] : []),
        ],
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
        rules: ['XEN-CA-38'],
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
    const owner = unitById.get(state, waiting.unit)?.player ?? stage.player;
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
        message: isPoppedUp(state, window.mover)
          ? `${window.mover} has popped up to fire: reply on overwatch with ${window.units.join(', ')} (no 6" added), or pass (XEN-TERR-25, XEN-OW-04).`
          : `${window.mover} has moved: fire on overwatch with ${window.units.join(', ')}, or pass (XEN-OW-03, XEN-OW-04).`,
        // XEN-OW-05: fire comes after the move; XEN-OW-06: at a point of it the overwatching player picks;
        // XEN-OW-08: several units may fire at the mover, one after another.
        rules: [
          ...(isPoppedUp(state, window.mover) ? ['XEN-TERR-25'] : []),
          'XEN-OW-05',
          'XEN-OW-06',
          ...(window.units.length > 1 ? ['XEN-OW-08'] : []),
        ],
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

/** XEN-CA-38: orders for resolving `count` close assaults: as found, and reversed. */
function assaultOrders(count: number, player: string): XenocideCommand[] {
  const order = Array.from({ length: count }, (_, i) => i);
  return [
    { type: 'order-assaults', player, order },
    { type: 'order-assaults', player, order: [...order].reverse() },
  ];
}
