import {
  geometry,
  hasChosen,
  isSecretChoiceComplete,
  openSecretChoices,
  revealSecretChoices,
  withSecretChoice,
} from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import {
  liveUnits,
  modelsOnTable,
  opponentOf,
  readable,
  setStage,
  sideIndex,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { controllerOf, distanceToEdge, objectivesToReveal, oppositeEdge } from '../scenarios/zones';
import type { XenocideState } from '../state';
import { startTurn } from './turn-sequence';

/** XEN-WIN-03 / XEN-WIN-08: the break test passes on 2d6 ≥ 9 (before CP modifiers). */
export const BREAK_TEST_TARGET = 9;

/** XEN-END-01..03 / XEN-SCEN-26 / R25: end-of-activation scenario actions: the Command Centers reveal. */
export function endOfActivation(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readable(draft);
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
  const state = readable(draft);
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
  const state = readable(draft);
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
  const state = readable(draft);
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

function openBreakTest(
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

/** XEN-WIN-05/09 / R21: leftover CP committed to a break test; when all are in, the test is rolled. */
export function commitBreakCp(
  draft: XenocideDraft,
  command: CommandOfType<'commit-break-cp'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'break-test') return ctx.reject('illegal-action', 'No break test is being taken now.');
  if (hasChosen(stage.commits, command.player))
    return ctx.reject('already-chosen', 'You have already committed CP to this break test.');
  const cp = state.sides[sideIndex(state, command.player)]?.cp ?? 0;
  if (command.cp > cp) {
    return ctx.reject(
      'insufficient-resources',
      `You have ${cp} CP left this turn; you cannot spend ${command.cp} (XEN-CP-03).`,
      { path: ['cp'] },
    );
  }
  const commits = withSecretChoice(stage.commits, command.player, command.cp);
  if (!isSecretChoiceComplete(commits)) {
    setStage(draft, { ...stage, commits });
    return;
  }
  let target = BREAK_TEST_TARGET;
  for (const { player, choice } of revealSecretChoices(commits)) {
    if (choice === 0) continue;
    const side = draft.sides[sideIndex(state, player)] as { cp: number };
    side.cp -= choice;
    // The tester lowers the target; in Invasion the defender raises it.
    target += player === stage.tester ? -choice : choice;
    ctx.emit({ type: 'cp-spent', player, cp: choice, use: 'break test (XEN-WIN-05/09)', left: side.cp });
  }
  const roll = ctx.dice.roll({
    purpose: 'break-test',
    count: 2,
    sides: 6,
    player: stage.tester,
    target: { per: 'total', op: 'atLeast', value: target },
  });
  const natural = roll.total >= 11 && state.scenario === 'invasion'; // XEN-WIN-09: natural 11 or 12 passes
  const passed = natural || roll.total >= target;
  ctx.emit({ type: 'break-test', player: stage.tester, target, total: roll.total, passed });
  const results = [...stage.results, { player: stage.tester, passed }];
  const [next, ...queue] = stage.queue;
  if (stage.equalLosses) {
    // R20: with equal losses both roll; exactly one failing loses, both failing draw.
    if (next) return openBreakTest(draft, next, queue, true, results);
    const failed = results.filter((r) => !r.passed).map((r) => r.player);
    if (failed.length === 2)
      return endGame(draft, ctx, undefined, 'both armies broke with equal losses (R20)');
    if (failed.length === 1) {
      const loser = failed[0] as string;
      return endGame(draft, ctx, opponentOf(state, loser), `${loser}'s army broke (XEN-WIN-04)`);
    }
    return finishTurn(draft, ctx);
  }
  if (!passed) {
    // XEN-WIN-04 / XEN-WIN-06 / XEN-WIN-13: a failed break test loses the battle at once.
    const reason =
      state.scenario === 'invasion'
        ? `the attacker's army broke (XEN-WIN-13)`
        : `${stage.tester}'s army broke (XEN-WIN-04)`;
    return endGame(draft, ctx, opponentOf(state, stage.tester), reason);
  }
  if (next) return openBreakTest(draft, next, queue, false, results);
  finishTurn(draft, ctx);
}

/** XEN-TURN-10 steps 4–5: the victory check, then unspent CP are discarded and a new turn starts. */
function finishTurn(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readable(draft);
  const verdict = victoryCheck(state);
  if (verdict) return endGame(draft, ctx, verdict.winner, verdict.reason);
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
}

/** XEN-WIN-07/11/14/15/16/17: the end-of-turn victory conditions, or undefined to play on. */
export function victoryCheck(state: XenocideState): Verdict | undefined {
  const [a, b] = state.players;
  // XEN-WIN-16 / R10: a player with no units left loses; both: a draw.
  const noneA = liveUnits(state, a).length === 0;
  const noneB = liveUnits(state, b).length === 0;
  if (noneA && noneB) return { reason: 'neither army has a unit left (XEN-WIN-16)' };
  if (noneA) return { winner: b, reason: `${a} has no units left (XEN-WIN-16)` };
  if (noneB) return { winner: a, reason: `${b} has no units left (XEN-WIN-16)` };
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
      return { winner, reason: `${winner} controls the enemy command center (XEN-WIN-14)` };
    }
    if (captured.length === 2) {
      const la = side(a).lostVp;
      const lb = side(b).lostVp;
      if (la === lb) return { reason: 'both command centers captured with equal losses (R25)' };
      const winner = la < lb ? a : b;
      return { winner, reason: `both command centers captured; ${winner} lost fewer VP (XEN-WIN-15)` };
    }
  }
  if (state.maxTurns !== undefined && state.turn >= state.maxTurns) {
    // XEN-WIN-17 / R10: fewer VP lost wins (Seize Ground: more objective points); otherwise a draw.
    const key =
      state.scenario === 'seize-ground' ? (p: string) => side(p).score : (p: string) => -side(p).lostVp;
    const ka = key(a);
    const kb = key(b);
    if (ka === kb) return { reason: `the last turn (${state.maxTurns}) ended level (XEN-WIN-17)` };
    const winner = ka > kb ? a : b;
    return { winner, reason: `${winner} is ahead when the last turn (${state.maxTurns}) ends (XEN-WIN-17)` };
  }
  return undefined;
}

/** Ends the battle (XEN-WIN-01). */
export function endGame(
  draft: XenocideDraft,
  ctx: XenocideContext,
  winner: string | undefined,
  reason: string,
): void {
  draft.result = winner === undefined ? { reason } : { winner, reason };
  setStage(draft, { kind: 'game-over' });
  ctx.emit(
    winner === undefined ? { type: 'battle-won', reason } : { type: 'battle-won', player: winner, reason },
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
