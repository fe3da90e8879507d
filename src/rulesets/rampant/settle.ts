import { current, isDraft } from 'immer';
import { runQueue, type StepResult } from 'sandtable/kit';
import type { RmpContext } from './events';
import {
  attackEndStep,
  attackStep,
  mustWildCharge,
  shootReactStep,
  shootStep,
  skirmishMoveStep,
} from './rules/combat';
import {
  courageStep,
  finish,
  passengersStep,
  removeModelsStep,
  retreatStep,
  scores,
  separateStep,
  sideChecksStep,
} from './rules/damage';
import { d6 } from './rules/dice';
import type { RmpStep } from './rules/steps';
import { inPlay, opponentOf } from './rules/units';
import type { RmpDraft, RmpState, Stage, UnitState } from './state';

/** Every queued step kind and its handler. */
export const STEP_HANDLERS = {
  shoot: shootStep,
  'shoot-react': shootReactStep,
  'skirmish-move': skirmishMoveStep,
  attack: attackStep,
  'attack-end': attackEndStep,
  'remove-models': removeModelsStep,
  courage: courageStep,
  retreat: retreatStep,
  separate: separateStep,
  'side-checks': sideChecksStep,
  passengers: passengersStep,
} as const;

/** Who deploys next (RMP-DEF-02: the roll-off loser first, then alternating), or undefined when all are placed. */
export function deployingPlayer(state: RmpState): string | undefined {
  const left = (p: string) => state.units.some((u) => u.player === p && u.status === 'undeployed');
  const placed = (p: string) => state.units.filter((u) => u.player === p && u.status !== 'undeployed').length;
  const second = opponentOf(state, state.first as string);
  const first = state.first as string;
  const turn = placed(second) <= placed(first) ? second : first;
  if (left(turn)) return turn;
  const other = opponentOf(state, turn);
  return left(other) ? other : undefined;
}

/** RMP-DEF-04: a unit that may still be ordered this phase. */
export function orderable(state: RmpState, unit: UnitState): boolean {
  const act = state.activation;
  if (!act || unit.player !== act.player || !inPlay(unit)) return false;
  return !act.tried.includes(unit.id) && !unit.suppressed && !unit.goneToGround;
}

/** RMP-PHS-01 / RMP-DEF-03: a player's activation phase begins. */
function startPhase(draft: RmpDraft, ctx: RmpContext, player: string, index: 0 | 1): void {
  const rally = draft.units
    .filter((u) => u.player === player && inPlay(u as UnitState) && u.suppressed)
    .map((u) => u.id);
  draft.activation = { player, step: 'rally', tried: [], wildTested: [], rally, index, freeFailed: false };
  ctx.emit({ type: 'phase-started', player, rules: ['RMP-PHS-01', 'RMP-DEF-03'] });
}

/**
 * RMP-PHS-06: the phase ends (a failed test, every unit ordered, or the player's choice); Gone to Ground marks of
 * the player's units lapse (RMP-DEF-09); the next phase begins or the turn ends.
 */
export function endPhase(
  draft: RmpDraft,
  ctx: RmpContext,
  reason: 'test-failed' | 'all-ordered' | 'player-ended',
): void {
  const act = draft.activation;
  if (!act) return;
  const player = act.player;
  for (const u of draft.units) if (u.player === player && u.goneToGround) u.goneToGround = false;
  ctx.emit({
    type: 'phase-ended',
    player,
    reason,
    rules: reason === 'test-failed' ? ['RMP-PHS-04', 'RMP-PHS-06', 'RMP-DEF-04'] : ['RMP-PHS-06'],
  });
  if (act.index === 0) {
    startPhase(draft, ctx, opponentOf(draft as RmpState, player), 1);
    return;
  }
  delete draft.activation;
  endTurn(draft, ctx);
}

/** RMP-DEF-03: the turn ends: per-turn marks reset; after the last turn the game ends on victory points. */
function endTurn(draft: RmpDraft, ctx: RmpContext): void {
  for (const u of draft.units) delete u.firstTargetedBy;
  ctx.emit({ type: 'turn-ended', turn: draft.turn, rules: ['RMP-DEF-03'] });
  if (draft.turn >= draft.params.maxTurns) {
    const s = scores(draft as RmpState);
    const [a, b] = draft.players as [string, string];
    const winners =
      (s[a] as number) === (s[b] as number) ? [] : (s[a] as number) > (s[b] as number) ? [a] : [b];
    finish(draft, ctx, winners, `turn ${draft.turn} ended: victory points`);
    return;
  }
  startTurn(draft, ctx, draft.turn + 1);
}

/** RMP-DEF-03: a turn begins: the first player (fixed, or a roll-off each turn) takes the first phase. */
export function startTurn(draft: RmpDraft, ctx: RmpContext, turn: number): void {
  const state = draft as RmpState;
  draft.turn = turn;
  let first = state.first as string;
  if (state.params.turn.order === 'rolloff' && turn > 1) {
    const [a, b] = state.players as [string, string];
    const ra = d6(ctx.dice, `turn ${turn} initiative: ${a}`, ['RMP-DEF-03'], a);
    const rb = d6(ctx.dice, `turn ${turn} initiative: ${b}`, ['RMP-DEF-03'], b);
    const lastSecond = opponentOf(state, state.initiative ?? first);
    first = ra === rb ? lastSecond : ra > rb ? a : b;
    ctx.emit({ type: 'roll-off', winner: first, purpose: 'initiative', rules: ['RMP-DEF-03'] });
  }
  draft.initiative = first;
  ctx.emit({ type: 'turn-started', turn, first, rules: ['RMP-DEF-03'] });
  startPhase(draft, ctx, first, 0);
}

/**
 * One step of the game's resolution: queued steps first, then the phase: roll-off and zones, deployment
 * (RMP-DEF-02), then turns of two activation phases (RMP-PHS-01): Rally the Suppressed, test Wild Charges, then
 * orders until a test fails (RMP-PHS-04/06), until the game ends (RMP-DEF-20).
 */
export function settleStep(draft: RmpDraft, ctx: RmpContext): StepResult {
  const state = draft as RmpState;
  if (state.result) return wait(draft, { kind: 'game-over' });
  if (draft.queue.length > 0) return runQueue(draft.queue as RmpStep[], draft, ctx, STEP_HANDLERS as never);
  switch (state.phase) {
    case 'setup':
      if (!state.first) return wait(draft, { kind: 'roll-off', player: state.players[0] as string });
      return wait(draft, { kind: 'choose-zone', player: state.first });
    case 'deploy': {
      const player = deployingPlayer(state);
      if (player) return wait(draft, { kind: 'deploy', player });
      draft.phase = 'turn';
      startTurn(draft, ctx, 1);
      return 'continue';
    }
    case 'turn': {
      const act = state.activation;
      if (!act) throw new Error('rampant: a turn without an activation phase');
      const player = act.player;
      if (act.step === 'rally') {
        // RMP-SUP-01: a unit Suppressed during this Rally step Rallies at the start of its next phase.
        const units = state.units.filter(
          (u) =>
            u.player === player &&
            inPlay(u) &&
            u.suppressed &&
            !act.tried.includes(u.id) &&
            (act.rally?.includes(u.id) ?? true),
        );
        if (units.length > 0 && !act.freeFailed)
          return wait(draft, { kind: 'rally', player, units: units.map((u) => u.id) });
        (draft.activation as NonNullable<RmpDraft['activation']>).step = 'wild';
        return 'continue';
      }
      if (act.step === 'wild') {
        // Read from a snapshot of the draft (the same values; unchanged parts are the frozen originals, which the
        // geometry caches know), not through the draft's proxies.
        const snap = (isDraft(draft) ? current(draft) : draft) as RmpState;
        const units = snap.units.filter(
          (u) =>
            u.player === player &&
            !act.wildTested.includes(u.id) &&
            !act.tried.includes(u.id) &&
            mustWildCharge(snap, u),
        );
        if (units.length > 0 && !act.freeFailed)
          return wait(draft, { kind: 'wild-charge', player, units: units.map((u) => u.id) });
        (draft.activation as NonNullable<RmpDraft['activation']>).step = 'orders';
        return 'continue';
      }
      if (act.freeFailed) {
        endPhase(draft, ctx, 'test-failed');
        return 'continue';
      }
      if (state.units.some((u) => orderable(state, u))) return wait(draft, { kind: 'order', player });
      endPhase(draft, ctx, 'all-ordered');
      return 'continue';
    }
    case 'over':
      return wait(draft, { kind: 'game-over' });
  }
}

function wait(draft: RmpDraft, stage: Stage): StepResult {
  draft.stage = stage as RmpDraft['stage'];
  return 'wait';
}
