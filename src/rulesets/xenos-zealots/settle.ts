import { runQueue, type StepResult } from 'sandtable/kit';
import type { XzContext } from './events';
import { ASSAULT_STEP_HANDLERS } from './rules/assault/steps';
import { resolveHitStep } from './rules/damage/hit';
import { resolveStructureStep } from './rules/damage/structure';
import { deployingPlayer } from './rules/deployment';
import type { XzStep, XzStepHandler } from './rules/queue';
import { rallyStep, routMoveDue } from './rules/rally';
import { routMove } from './rules/rout';
import { SHOOTING_STEPS } from './rules/shooting/steps';
import { supportArrivalStep } from './rules/support';
import {
  beginResolution,
  checkGameEnd,
  halfDone,
  nextHalf,
  orderableUnits,
  revealCounters,
  startTurn,
} from './rules/turn';
import { actingPlayer, attackerOf, defenderOf } from './rules/units';
import type { Stage, XzDraft, XzState } from './state';

/** R27: the owner may name another leader than the one chosen at once (the closest model). */
const newLeaderStep: XzStepHandler = (draft, step) => {
  const s = step as XzStep & { unit: string; chosen?: boolean };
  if (s.chosen) return 'done';
  const unit = draft.units.find((u) => u.id === s.unit);
  if (
    !unit ||
    unit.status !== 'on-table' ||
    unit.models.filter((m) => m.alive && m.body !== 'gun').length < 2
  )
    return 'done';
  draft.stage = { kind: 'new-leader', player: unit.player, unit: unit.id };
  return 'wait';
};

/** Every queued step kind and its handler (each rule module owns its kinds). */
export const STEP_HANDLERS: Record<string, XzStepHandler> = {
  hit: resolveHitStep,
  structure: resolveStructureStep,
  rally: rallyStep,
  'support-arrival': supportArrivalStep,
  'new-leader': newLeaderStep,
  ...SHOOTING_STEPS,
  ...ASSAULT_STEP_HANDLERS,
};

/**
 * One step of the game's resolution (the kit's settle loop runs it after every accepted command until it
 * answers `'wait'`): queued steps first (hits, assaults, rallies, arrivals, leader choices), then the turn's
 * phase: roles, zone and deployment (XZ-TURN-01, XZ-TURN-02, R2), the Command Phase (XZ-TURN-05), Primary and
 * Secondary Actions, attacker first (XZ-TURN-03, XZ-TURN-08 … XZ-TURN-11), the Resolution Phase (XZ-TURN-12,
 * XZ-TURN-13) and the end of the game (R2).
 */
export function settleStep(draft: XzDraft, ctx: XzContext): StepResult {
  const state = draft as XzState;
  if (state.result) return wait(draft, { kind: 'game-over' });
  if (draft.queue.length > 0) return runQueue(draft.queue as XzStep[], draft, ctx, STEP_HANDLERS as never);
  if (checkGameEnd(draft, ctx, false)) return 'continue';
  switch (state.phase) {
    case 'setup': {
      if (!attackerOf(state))
        return wait(
          draft,
          draft.stage.kind === 'choose-role'
            ? draft.stage
            : { kind: 'odds-evens', player: state.players[0] as string },
        );
      const defender = defenderOf(state) as string;
      if (!state.sides.some((s) => s.zone)) return wait(draft, { kind: 'choose-zone', player: defender });
      draft.phase = 'deploy';
      return 'continue';
    }
    case 'deploy': {
      const player = deployingPlayer(state);
      if (player) return wait(draft, { kind: 'deploy', player });
      startTurn(draft, ctx);
      return 'continue';
    }
    case 'command': {
      const waiting = state.sides
        .filter((s) => !s.ordersDone && orderableUnits(state, s.player).length > 0)
        .map((s) => s.player);
      if (waiting.length > 0) return wait(draft, { kind: 'orders', players: waiting });
      draft.phase = 'primary';
      draft.half = 0;
      draft.revealed = false;
      ctx.emit({
        type: 'phase-started',
        turn: state.turn,
        phase: 'primary',
        player: actingPlayer(state),
        rules: ['XZ-TURN-04', 'XZ-TURN-08', 'XZ-TURN-03'],
      });
      return 'continue';
    }
    case 'primary':
    case 'secondary': {
      if (!state.revealed) {
        revealCounters(draft, ctx);
        return 'continue';
      }
      const routing = state.units.find((u) => u.player === actingPlayer(state) && routMoveDue(state, u));
      if (routing) {
        routMove(draft, ctx, draft.units.find((u) => u.id === routing.id) as XzDraft['units'][number]);
        return 'continue';
      }
      if (!halfDone(state)) return wait(draft, { kind: 'act', player: actingPlayer(state) });
      nextHalf(draft, ctx);
      return 'continue';
    }
    case 'resolution':
      beginResolution(draft);
      return 'continue';
    case 'end':
      ctx.emit({ type: 'turn-ended', turn: state.turn, rules: ['XZ-TURN-04'] });
      if (!checkGameEnd(draft, ctx, true)) startTurn(draft, ctx);
      return 'continue';
    case 'over':
      return wait(draft, { kind: 'game-over' });
  }
}

/** Sets the stage a player must decide at, and waits for them. */
function wait(draft: XzDraft, stage: Stage): StepResult {
  draft.stage = stage as XzDraft['stage'];
  return 'wait';
}
