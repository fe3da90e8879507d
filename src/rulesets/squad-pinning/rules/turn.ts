import { geometry } from 'sandtable';
import type { SqContext } from '../events';
import type { SqDraft, SqState, UnitState } from '../state';
import { d6 } from './dice';
import { baseOf, pointToUnit } from './geometry';
import { leadershipTest, terrorPassed } from './leadership';
import { alive, hasRule, inPlay, opponentOf } from './units';

/** SQ-DEF-03: whether a unit may still be activated this turn. */
export function canActivate(unit: UnitState): boolean {
  if (unit.activated) return false;
  if (unit.status === 'embarked') return alive(unit).length > 0;
  return unit.status === 'table' && alive(unit).length > 0;
}

/** The units `player` may activate now. */
export function activatable(state: SqState, player: string): UnitState[] {
  return state.units.filter((u) => u.player === player && canActivate(u));
}

/**
 * SQ-DEF-03 (a): initiative: each player rolls a d6, the higher activates first; ties are re-rolled in turn 1 and
 * later go to the player who activated second in the previous turn.
 */
export function startTurn(draft: SqDraft, ctx: SqContext): void {
  const state = draft as SqState;
  draft.turn += 1;
  const [a, b] = state.players as [string, string];
  let first: string | undefined;
  // `turn.firstActivation: 'alternate'`: after turn 1 the player who went second last turn goes first.
  if (state.params.turn.firstActivation === 'alternate' && state.turn > 1 && state.initiative)
    first = opponentOf(state, state.initiative);
  for (let i = 0; i < 20 && !first; i++) {
    const ra = d6(ctx.dice, `initiative: ${a}`, ['SQ-DEF-03'], a);
    const rb = d6(ctx.dice, `initiative: ${b}`, ['SQ-DEF-03'], b);
    if (ra > rb) first = a;
    else if (rb > ra) first = b;
    else if (state.turn > 1 && state.initiative) first = opponentOf(state, state.initiative);
  }
  first ??= a;
  for (const u of draft.units) {
    u.activated = false;
    u.movedThisTurn = false;
    u.calledThisTurn = false;
    u.usedOnce = [];
  }
  draft.initiative = first;
  draft.active = first;
  ctx.emit({ type: 'turn-started', turn: state.turn, first, rules: ['SQ-DEF-03'] });
}

/** SQ-DEF-03 (b): after an activation the other player activates, if it has a unit left; else the same player. */
export function nextActive(draft: SqDraft): void {
  const state = draft as SqState;
  const current = state.active as string;
  const other = opponentOf(state, current);
  if (activatable(state, other).length > 0) draft.active = other;
}

/**
 * SQ-DEF-03 (c) / SQ-DEF-15: the end of a turn: smoke placed before this turn is removed (after
 * `smoke.durationTurns`), activation marks and once-per-turn uses reset at the next start.
 */
export function endTurn(draft: SqDraft, ctx: SqContext): void {
  const state = draft as SqState;
  const before = draft.smoke.length;
  draft.smoke = draft.smoke.filter((s) => state.turn - s.turn < state.params.smoke.durationTurns);
  if (draft.smoke.length < before)
    ctx.emit({ type: 'smoke-cleared', count: before - draft.smoke.length, rules: ['SQ-DEF-15'] });
  ctx.emit({ type: 'turn-ended', turn: state.turn, rules: ['SQ-DEF-03'] });
}

/** SQ-DEF-28: the victory points each player has scored so far (objectives only at the end). */
export function scores(state: SqState, final: boolean): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of state.players) out[p] = 0;
  const v = state.params.victory;
  for (const u of state.units) {
    const enemy = opponentOf(state, u.player);
    const gone =
      u.status === 'destroyed' ||
      u.status === 'removed' ||
      (final && v.brokenCountsAsDestroyed && u.broken && inPlay(u));
    if (gone) out[enemy] = (out[enemy] ?? 0) + (u.kind === 'vehicle' ? v.vehicleVP : v.unitVP);
  }
  if (final && state.scenario.victory === 'seize-the-ground') {
    for (const o of state.scenario.objectives) {
      const holders = state.players.filter((p) =>
        state.units.some(
          (u) =>
            u.player === p &&
            u.status === 'table' &&
            u.kind === 'infantry' &&
            !u.pinned &&
            alive(u).length > 0 &&
            pointToUnit(o, u) <= 3,
        ),
      );
      if (holders.length === 1) out[holders[0] as string] = (out[holders[0] as string] ?? 0) + v.objectiveVP;
    }
  }
  return out;
}

/** SQ-DEF-28: a side with no units left loses at once; after the last turn, more VP wins. */
export function checkGameEnd(draft: SqDraft, ctx: SqContext, endOfTurn: boolean): boolean {
  const state = draft as SqState;
  if (state.result) return true;
  const standing = state.players.filter((p) => state.units.some((u) => u.player === p && inPlay(u)));
  if (standing.length < 2) {
    const sc = scores(state, false);
    finish(
      draft,
      ctx,
      standing,
      sc,
      standing.length === 1 ? 'the enemy has no units left' : 'both sides were wiped out',
    );
    return true;
  }
  if (endOfTurn && state.turn >= state.params.turns) {
    const sc = scores(state, true);
    const [a, b] = state.players as [string, string];
    const winners = (sc[a] ?? 0) > (sc[b] ?? 0) ? [a] : (sc[b] ?? 0) > (sc[a] ?? 0) ? [b] : [];
    finish(
      draft,
      ctx,
      winners,
      sc,
      winners.length ? 'more victory points after the last turn' : 'equal victory points',
    );
    return true;
  }
  return false;
}

function finish(
  draft: SqDraft,
  ctx: SqContext,
  winners: string[],
  sc: Record<string, number>,
  reason: string,
): void {
  draft.result = { winners, reason, scores: sc };
  draft.phase = 'over';
  ctx.emit({ type: 'game-over', winners, scores: sc, reason, rules: ['SQ-DEF-28'] });
}

/**
 * SQ-DEF-26 / SQ-SPC-03 / SQ-SPC-16 / SQ-SPC-17: the tests at the start of an activation: a Terrifying test
 * within 10" of an enemy Terrifying model (never again once passed), then a Conscript's activation test (not
 * for a Pinned or Broken unit). Answers false when the activation is lost.
 */
export function activationTests(draft: SqDraft, unit: UnitState, ctx: SqContext): boolean {
  const state = draft as SqState;
  if (terrifyingTestDue(state, unit)) {
    if (!terrifyingTest(draft, unit, ctx)) return false;
  }
  if (hasRule(state, unit, 'conscript') && !unit.pinned && !unit.broken) {
    const result = leadershipTest(state, unit, ctx, 'conscript activation test', ['SQ-SPC-03', 'SQ-DEF-26']);
    if (!result.passed) {
      ctx.emit({
        type: 'activation-lost',
        unit: unit.id,
        reason: 'failed its conscript test',
        rules: ['SQ-SPC-03'],
      });
      return false;
    }
  }
  return true;
}

/** SQ-SPC-16 / SQ-DEF-26: whether a unit must take a Terrifying test now (within range of an enemy Terrifying model). */
export function terrifyingTestDue(state: SqState, unit: UnitState, against?: UnitState): boolean {
  if (unit.terrifyingPassed || unit.status !== 'table') return false;
  if (unit.kind === 'vehicle' && !state.params.terrifying.affectsVehicles) return false;
  if (hasRule(state, unit, 'fearless')) return false;
  const range = state.params.terrifying.range;
  const sources = against
    ? [against]
    : state.units.filter(
        (u) => u.player !== unit.player && u.status === 'table' && hasRule(state, u, 'terrifying'),
      );
  return sources.some(
    (t) =>
      hasRule(state, t, 'terrifying') &&
      alive(t).some((m) =>
        alive(unit).some((n) => geometry.baseDistance(baseOf(t, m), baseOf(unit, n)) <= range + 1e-9),
      ),
  );
}

/** SQ-SPC-16 / SQ-SPC-17: the Terrifying (break) test; a pass makes the unit immune for the game. */
export function terrifyingTest(draft: SqDraft, unit: UnitState, ctx: SqContext): boolean {
  const state = draft as SqState;
  if (terrorPassed(draft, unit, ctx)) return true;
  // SQ-DEF-06: the fall back runs from the Terrifying unit that caused the test (the nearest one).
  const source = state.units
    .filter((u) => u.player !== unit.player && u.status === 'table' && hasRule(state, u, 'terrifying'))
    .map((u) => ({ u, d: closest(u, unit) }))
    .sort((a, b) => a.d - b.d)[0]?.u;
  unit.broken = true;
  unit.pinned = true;
  unit.overwatch = false;
  ctx.emit({ type: 'unit-broken', unit: unit.id, rules: ['SQ-SPC-16', 'SQ-DEF-06'] });
  draft.queue.unshift({ kind: 'fall-back', unit: unit.id, ...(source ? { cause: source.id } : {}) });
  ctx.emit({ type: 'activation-lost', unit: unit.id, reason: 'broke in terror', rules: ['SQ-SPC-16'] });
  return false;
}

/** The closest centre-to-centre distance between two units' living models. */
function closest(a: UnitState, b: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of alive(a)) for (const n of alive(b)) best = Math.min(best, geometry.distance(m, n));
  return best;
}
