import { geometry, openSecretChoices, readDraft } from 'sandtable';
import {
  draftUnit,
  liveUnits,
  modelsOnTable,
  opponentOf,
  setStage,
  sideIndex,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { keepsOverwatchCounter } from '../rules/shooting';
import { controllerOf, distanceToEdge, objectivesToReveal, oppositeEdge } from '../scenarios/zones';
import type { XenocideState } from '../state';
import { startTurn } from './start-turn';

/** XEN-WIN-03 / XEN-WIN-08: the break test passes on 2d6 ≥ 9 (before CP modifiers). */
export const BREAK_TEST_TARGET = 9;

/** XEN-END-01..03 / XEN-SCEN-26 / R25: end-of-activation scenario actions: the Command Centers reveal. */
export function endOfActivation(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readDraft(draft);
  if (state.scenario !== 'command-centers' || state.stage.kind !== 'activation') return;
  const player = state.stage.player;
  for (const objective of objectivesToReveal(state, player)) {
    const o = draft.objectives.find((x) => x.id === objective.id);
    if (!o || o.revealed) continue;
    o.revealed = true;
    ctx.emit({ type: 'objective-revealed', objective: o.id, owner: o.owner, real: o.real === true });
    if (o.real) {
      // XEN-SCEN-26: the owner's remaining decoys are removed, which shows them to be decoys.
      for (const decoy of draft.objectives) {
        if (decoy.owner !== o.owner || decoy.real || decoy.removed) continue;
        decoy.revealed = true;
        decoy.removed = true;
        ctx.emit({ type: 'objective-revealed', objective: decoy.id, owner: decoy.owner, real: false });
      }
    } else {
      o.removed = true;
    }
  }
}

/**
 * XEN-TURN-10 / R21: end of turn in order: objective scoring, Invasion scoring, break tests (leftover CP
 * may be spent), victory check, CP discarded; then a new turn (XEN-TURN-09).
 */
export function endOfTurn(draft: XenocideDraft, ctx: XenocideContext): void {
  if (draft.scenario === 'seize-ground') scoreObjectives(draft, ctx);
  if (draft.scenario === 'invasion') scoreInvasion(draft, ctx);
  const state = readDraft(draft);
  const testers = breakTesters(state);
  if (testers.length > 0) {
    const [first, ...queue] = testers;
    const equal = testers.length === 2 && state.sides[0].lostVp === state.sides[1].lostVp;
    openBreakTest(draft, first as string, queue, equal, []);
    return;
  }
  finishTurn(draft, ctx);
}

/** XEN-SCEN-09/10: each controlled objective gives its controller 1 point. */
function scoreObjectives(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readDraft(draft);
  for (const objective of state.objectives) {
    const controller = controllerOf(state, objective);
    if (controller === undefined || controller === 'contested') continue;
    const side = draft.sides[sideIndex(state, controller)] as { score: number };
    side.score += 1;
    ctx.emit({ type: 'objective-scored', player: controller, objective: objective.id, score: side.score });
  }
}

/**
 * XEN-WIN-10 / R22: the attacker scores each unit with a model at least 24" from its own edge, measured
 * from the nearest point of the model's base (R66).
 */
function scoreInvasion(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readDraft(draft);
  const attacker = state.sides.find((s) => s.role === 'attacker');
  if (!attacker?.edge) return;
  const edge = attacker.edge;
  const points = state.units
    .filter((u) => u.player === attacker.player)
    .filter((u) =>
      modelsOnTable(state, u).some(
        (m) => distanceToEdge(state, m.y, edge) - m.radius >= 24 - geometry.GEOMETRY_EPSILON,
      ),
    )
    .reduce((sum, u) => sum + u.value, 0);
  const side = draft.sides[sideIndex(state, attacker.player)] as { score: number };
  side.score += points;
  ctx.emit({ type: 'invasion-scored', player: attacker.player, points, score: side.score });
}

/** XEN-WIN-03/06/08 / R20: who takes a break test this end of turn, in rolling order. */
export function breakTesters(state: XenocideState): string[] {
  const over = (p: string) => {
    const side = state.sides[sideIndex(state, p)];
    return side !== undefined && side.lostVp * 2 >= side.value && side.lostVp > 0;
  };
  if (state.scenario === 'attrition') {
    const testers = state.players.filter(over);
    // XEN-WIN-06: the one who lost more VP rolls first.
    return [...testers].sort(
      (a, b) =>
        (state.sides[sideIndex(state, b)]?.lostVp ?? 0) - (state.sides[sideIndex(state, a)]?.lostVp ?? 0),
    );
  }
  if (state.scenario === 'invasion') {
    const attacker = state.sides.find((s) => s.role === 'attacker')?.player;
    return attacker && over(attacker) ? [attacker] : [];
  }
  return [];
}

/** XEN-WIN-05/09 / R21: opens a break test of `tester`, collecting leftover CP secretly from every decider. */
export function openBreakTest(
  draft: XenocideDraft,
  tester: string,
  queue: readonly string[],
  equalLosses: boolean,
  results: readonly { player: string; passed: boolean }[],
): void {
  const state = draft as XenocideState;
  // XEN-WIN-05: the tester may spend leftover CP; XEN-WIN-09: in Invasion the defender may too.
  const deciders = state.scenario === 'invasion' ? [...state.players] : [tester];
  setStage(draft, {
    kind: 'break-test',
    tester,
    queue: [...queue],
    equalLosses,
    results: [...results],
    commits: openSecretChoices<number>(deciders),
  });
}

/** XEN-TURN-10 steps 4–5: the victory check, then unspent CP are discarded and a new turn starts. */
export function finishTurn(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readDraft(draft);
  const verdict = victoryCheck(state);
  if (verdict) return endGame(draft, ctx, verdict.winner, verdict.reason, verdict.rules);
  for (const side of draft.sides) {
    if (side.cp > 0) ctx.emit({ type: 'cp-discarded', player: side.player, cp: side.cp });
    side.cp = 0;
  }
  startTurn(draft, ctx);
}

/** A decided battle: the winner (undefined for a draw) and why. */
export interface Verdict {
  readonly winner?: string;
  readonly reason: string;
  /** The rules that decided it (XEN-WIN-07, XEN-WIN-14...). */
  readonly rules: readonly string[];
}

/** XEN-WIN-07/11/14/15/16/17: the end-of-turn victory conditions, or undefined to play on. */
export function victoryCheck(state: XenocideState): Verdict | undefined {
  const [a, b] = state.players;
  // XEN-WIN-16 / R10: a player with no units left loses; both: a draw.
  const noneA = liveUnits(state, a).length === 0;
  const noneB = liveUnits(state, b).length === 0;
  const lastUnits = ['XEN-WIN-16'];
  if (noneA && noneB) return { reason: 'neither army has a unit left (XEN-WIN-16)', rules: lastUnits };
  if (noneA) return { winner: b, reason: `${a} has no units left (XEN-WIN-16)`, rules: lastUnits };
  if (noneB) return { winner: a, reason: `${b} has no units left (XEN-WIN-16)`, rules: lastUnits };
  const side = (p: string) => state.sides[sideIndex(state, p)] as XenocideState['sides'][0];
  if (state.scenario === 'seize-ground') {
    // XEN-WIN-07: 10 or more points and ahead.
    const sa = side(a).score;
    const sb = side(b).score;
    if ((sa >= 10 || sb >= 10) && sa !== sb) {
      const winner = sa > sb ? a : b;
      return {
        winner,
        reason: `${winner} holds ${Math.max(sa, sb)} objective points to ${Math.min(sa, sb)} (XEN-WIN-07)`,
        rules: ['XEN-WIN-07'],
      };
    }
  }
  if (state.scenario === 'invasion') {
    // XEN-WIN-11/12: the attacker wins when its score exceeds its starting army value (after passing any break test).
    const attacker = state.sides.find((s) => s.role === 'attacker');
    if (attacker && attacker.score > attacker.value) {
      return {
        winner: attacker.player,
        reason: `the attacker scored ${attacker.score}, more than its army value ${attacker.value} (XEN-WIN-11)`,
        // XEN-WIN-12: a break test due at the same end of turn was passed first.
        rules: breakTesters(state).length > 0 ? ['XEN-WIN-11', 'XEN-WIN-12'] : ['XEN-WIN-11'],
      };
    }
  }
  if (state.scenario === 'command-centers') {
    // XEN-WIN-14/15 / R25.
    const captured = state.players.filter((p) => {
      const real = state.objectives.find((o) => o.owner === opponentOf(state, p) && o.real && !o.removed);
      return real !== undefined && controllerOf(state, real) === p;
    });
    if (captured.length === 1) {
      const winner = captured[0] as string;
      return {
        winner,
        reason: `${winner} controls the enemy command center (XEN-WIN-14)`,
        rules: ['XEN-WIN-14'],
      };
    }
    if (captured.length === 2) {
      const la = side(a).lostVp;
      const lb = side(b).lostVp;
      const both = ['XEN-WIN-14', 'XEN-WIN-15'];
      if (la === lb) return { reason: 'both command centers captured with equal losses (R25)', rules: both };
      const winner = la < lb ? a : b;
      return {
        winner,
        reason: `both command centers captured; ${winner} lost fewer VP (XEN-WIN-15)`,
        rules: both,
      };
    }
  }
  if (state.maxTurns !== undefined && state.turn >= state.maxTurns) {
    // XEN-WIN-17 / R10: fewer VP lost wins (Seize Ground: more objective points); otherwise a draw.
    const key =
      state.scenario === 'seize-ground' ? (p: string) => side(p).score : (p: string) => -side(p).lostVp;
    const ka = key(a);
    const kb = key(b);
    const last = ['XEN-WIN-17'];
    if (ka === kb)
      return { reason: `the last turn (${state.maxTurns}) ended level (XEN-WIN-17)`, rules: last };
    const winner = ka > kb ? a : b;
    return {
      winner,
      reason: `${winner} is ahead when the last turn (${state.maxTurns}) ends (XEN-WIN-17)`,
      rules: last,
    };
  }
  return undefined;
}

/** Ends the battle (XEN-WIN-01). */
export function endGame(
  draft: XenocideDraft,
  ctx: XenocideContext,
  winner: string | undefined,
  reason: string,
  rules: readonly string[] = [],
): void {
  draft.result = winner === undefined ? { reason } : { winner, reason };
  setStage(draft, { kind: 'game-over' });
  const tagged = rules.length > 0 ? { rules: [...rules] } : {};
  ctx.emit(
    winner === undefined
      ? { type: 'battle-won', reason, ...tagged }
      : { type: 'battle-won', player: winner, reason, ...tagged },
  );
}

/** The attacker's table edge in Invasion. */
export function attackerEdge(state: XenocideState): 'south' | 'north' | undefined {
  const attacker = state.sides.find((s) => s.role === 'attacker');
  return (
    attacker?.edge ??
    (state.sides.find((s) => s.role === 'defender')?.edge
      ? oppositeEdge(state.sides.find((s) => s.role === 'defender')?.edge ?? 'south')
      : undefined)
  );
}

/**
 * XEN-OW-11: at the end of its activation, a unit that held a counter from before it (not one it went on
 * overwatch with now) keeps it only if it did not move, shoot or take part in a close assault or overrun.
 */
export function checkOverwatchCounters(
  draft: XenocideDraft,
  ctx: XenocideContext,
  units: readonly string[],
): void {
  for (const id of units) {
    const unit = draftUnit(draft, id);
    if (!unit?.overwatch || unit.activity.insteadOfShooting === 'overwatch') continue;
    if (keepsOverwatchCounter(unit.activity)) continue;
    unit.overwatch = false;
    const reason = unit.activity.moved || unit.activity.shot ? 'moved-or-shot' : 'assaulted';
    ctx.emit({ type: 'overwatch-removed', unit: id, reason, rules: ['XEN-OW-11'] });
  }
}
