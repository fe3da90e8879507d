import { runQueue, type StepResult } from 'sandtable/kit';
import type { SqContext } from './events';
import { availableActions } from './rules/actions';
import { CQB_STEPS } from './rules/cqb/combat';
import { DAMAGE_STEPS } from './rules/damage';
import { d6 } from './rules/dice';
import { FIRE_STEPS } from './rules/fire-missions/steps';
import { draftUnit, fallBack } from './rules/leadership';
import type { SqStep, SqStepHandler } from './rules/queue';
import { firings } from './rules/shooting';
import { activatable, checkGameEnd, endTurn, nextActive, startTurn } from './rules/turn';
import { alive, hasRule, inPlay, opponentOf } from './rules/units';
import type { SqDraft, SqState, Stage } from './state';

/** SQ-DEF-04: after an action: another if the activation allows it, else the activation ends. */
const afterAction: SqStepHandler = (draft, raw) => {
  const step = raw as { kind: 'after-action'; unit: string };
  const acting = draft.acting;
  if (!acting || acting.unit !== step.unit) return 'done';
  acting.actionsLeft -= 1;
  const unit = draftUnit(draft, step.unit);
  const last = acting.done[acting.done.length - 1];
  const terminal = last === 'shoot' || last === 'assault' || last === 'call-fire' || last === 'hold';
  if (
    acting.actionsLeft > 0 &&
    !terminal &&
    inPlay(unit) &&
    availableActions(draft as SqState, unit).length > 1
  )
    return 'done';
  return [{ kind: 'end-activation', unit: step.unit }];
};

/** SQ-DEF-03: the activation ends: the unit is marked, the other player activates next. */
const endActivation: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as { kind: 'end-activation'; unit: string };
  const unit = draft.units.find((u) => u.id === step.unit);
  if (unit) unit.activated = true;
  delete draft.acting;
  if (checkGameEnd(draft, ctx, false)) return 'done';
  nextActive(draft);
  return 'done';
};

/**
 * SQ-DEF-14: a unit finished a Move, an Exit or a fall back: each enemy unit on Overwatch that sees it in range
 * may fire (the overwatching player decides, one unit at a time).
 */
const overwatchTrigger: SqStepHandler = (draft, raw) => {
  const step = raw as { kind: 'overwatch-trigger'; target: string; fired?: string[]; passed?: boolean };
  if (step.passed) return 'done';
  const state = draft as SqState;
  const target = draftUnit(draft, step.target);
  if (target.status !== 'table' || alive(target).length === 0) return 'done';
  const shooters = state.units
    .filter(
      (u) =>
        u.player !== target.player &&
        u.overwatch &&
        !u.pinned &&
        u.status === 'table' &&
        u.engaged.length === 0 &&
        !(step.fired ?? []).includes(u.id) &&
        firings(state, u, target, true).length > 0,
    )
    .map((u) => u.id);
  if (shooters.length === 0) return 'done';
  draft.stage = { kind: 'overwatch', player: opponentOf(state, target.player), target: target.id, shooters };
  return 'wait';
};

/** SQ-DEF-06: a queued fall back (after a failed Terrifying test). */
const fallBackStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as { kind: 'fall-back'; unit: string; cause?: string };
  const unit = draftUnit(draft, step.unit);
  if (unit.status === 'table' && alive(unit).length > 0) fallBack(draft, unit, ctx, step.cause);
  return 'done';
};

/** SQ-SPC-10: jump packs landing in difficult terrain: a d6, on a 1 one hit (AP 0) with saves. */
const jumpLanding: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as { kind: 'jump-landing'; unit: string };
  const unit = draftUnit(draft, step.unit);
  if (unit.status !== 'table') return 'done';
  const face = d6(ctx.dice, `jump landing: ${unit.name}`, ['SQ-SPC-10'], unit.player);
  ctx.emit({
    type: 'test-taken',
    unit: unit.id,
    test: 'jump-pack landing',
    passed: face !== 1,
    rules: ['SQ-SPC-10', 'SQ-DEF-26'],
  });
  if (face !== 1) return 'done';
  return [{ kind: 'hits', unit: unit.id, groups: [{ hits: 1, ap: 0, noCover: true }], rules: ['SQ-SPC-10'] }];
};

/** Every queued step kind and its handler. */
export const STEP_HANDLERS: Record<string, SqStepHandler> = {
  ...DAMAGE_STEPS,
  ...FIRE_STEPS,
  ...CQB_STEPS,
  'after-action': afterAction,
  'end-activation': endActivation,
  'overwatch-trigger': overwatchTrigger,
  'fall-back': fallBackStep,
  'jump-landing': jumpLanding,
};

/** Who deploys next (SQ-DEF-02: alternating, the roll-off winner first), or undefined when all are placed. */
export function deployingPlayer(state: SqState): string | undefined {
  const left = (p: string) => state.units.some((u) => u.player === p && u.status === 'undeployed');
  const placed = (p: string) => state.units.filter((u) => u.player === p && u.status !== 'undeployed').length;
  const first = state.first as string;
  const second = opponentOf(state, first);
  const turn = placed(first) <= placed(second) ? first : second;
  if (left(turn)) return turn;
  const other = opponentOf(state, turn);
  return left(other) ? other : undefined;
}

/** Who makes the next Recon move (SQ-DEF-26: alternating from the first deployer), or undefined. */
function reconPlayer(state: SqState): string | undefined {
  const due = (p: string) =>
    state.units.some(
      (u) => u.player === p && u.status === 'table' && !u.reconDone && hasRule(state, u, 'recon'),
    );
  const done = (p: string) => state.units.filter((u) => u.player === p && u.reconDone).length;
  const first = state.first as string;
  const second = opponentOf(state, first);
  const turn = done(first) <= done(second) ? first : second;
  if (due(turn)) return turn;
  return due(opponentOf(state, turn)) ? opponentOf(state, turn) : undefined;
}

/**
 * One step of the game's resolution: queued steps first, then the phase: the roll-off and zones (SQ-DEF-02),
 * deployment, Recon moves (SQ-SPC-12), then turns of alternating activations (SQ-DEF-03) until the game ends
 * (SQ-DEF-28).
 */
export function settleStep(draft: SqDraft, ctx: SqContext): StepResult {
  const state = draft as SqState;
  if (state.result) return wait(draft, { kind: 'game-over' });
  if (draft.queue.length > 0) return runQueue(draft.queue as SqStep[], draft, ctx, STEP_HANDLERS as never);
  switch (state.phase) {
    case 'setup': {
      if (!state.first) return wait(draft, { kind: 'roll-off', player: state.players[0] as string });
      return wait(draft, { kind: 'choose-zone', player: state.first });
    }
    case 'deploy': {
      const player = deployingPlayer(state);
      if (player) return wait(draft, { kind: 'deploy', player });
      draft.phase = 'recon';
      return 'continue';
    }
    case 'recon': {
      const player = reconPlayer(state);
      if (player) return wait(draft, { kind: 'recon', player });
      draft.phase = 'turn';
      startTurn(draft, ctx);
      return 'continue';
    }
    case 'turn': {
      if (state.acting)
        return wait(draft, {
          kind: 'action',
          player: draftUnit(draft, state.acting.unit).player,
          unit: state.acting.unit,
        });
      const active = state.active as string;
      if (activatable(state, active).length > 0) return wait(draft, { kind: 'activate', player: active });
      const other = opponentOf(state, active);
      if (activatable(state, other).length > 0) {
        draft.active = other;
        return 'continue';
      }
      endTurn(draft, ctx);
      if (!checkGameEnd(draft, ctx, true)) startTurn(draft, ctx);
      return 'continue';
    }
    case 'over':
      return wait(draft, { kind: 'game-over' });
  }
}

function wait(draft: SqDraft, stage: Stage): StepResult {
  draft.stage = stage as SqDraft['stage'];
  return 'wait';
}
