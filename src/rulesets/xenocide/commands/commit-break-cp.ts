import { hasChosen, isSecretChoiceComplete, revealSecretChoices, withSecretChoice } from 'sandtable';
import {
  opponentOf,
  setStage,
  sideIndex,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { BREAK_TEST_TARGET, endGame, openBreakTest } from '../flow/end-of-turn';
import { enqueueFlow } from '../flow/queue';
import type { CommandOfType } from './schema';

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
      { rule: 'XEN-CP-03', path: ['cp'] },
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
    ctx.emit({
      type: 'cp-spent',
      player,
      cp: choice,
      use: 'break test (XEN-WIN-05/09)',
      left: side.cp,
      rules: ['XEN-CP-15', state.scenario === 'invasion' ? 'XEN-WIN-09' : 'XEN-WIN-05'],
    });
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
  // XEN-WIN-08/09: Invasion's attacker test (a natural 11 or 12 passes); XEN-SCEN-06: Attrition is won
  // only by break tests; XEN-WIN-06: both players test, the bigger loser first.
  const both = stage.queue.length > 0 || stage.results.length > 0;
  const testRules =
    state.scenario === 'invasion'
      ? ['XEN-WIN-08', 'XEN-WIN-09']
      : ['XEN-SCEN-06', ...(both ? ['XEN-WIN-06'] : [])];
  ctx.emit({ type: 'break-test', player: stage.tester, target, total: roll.total, passed, rules: testRules });
  const results = [...stage.results, { player: stage.tester, passed }];
  const [next, ...queue] = stage.queue;
  if (stage.equalLosses) {
    // R20: with equal losses both roll; exactly one failing loses, both failing draw.
    if (next) return openBreakTest(draft, next, queue, true, results);
    const failed = results.filter((r) => !r.passed).map((r) => r.player);
    if (failed.length === 2)
      return endGame(draft, ctx, undefined, 'both armies broke with equal losses (R20)', [
        'XEN-WIN-04',
        'XEN-WIN-06',
      ]);
    if (failed.length === 1) {
      const loser = failed[0] as string;
      return endGame(draft, ctx, opponentOf(state, loser), `${loser}'s army broke (XEN-WIN-04)`, [
        'XEN-WIN-04',
        'XEN-WIN-06',
      ]);
    }
    enqueueFlow(draft, { kind: 'finish-turn' });
    return;
  }
  if (!passed) {
    // XEN-WIN-04 / XEN-WIN-06 / XEN-WIN-13: a failed break test loses the battle at once.
    const reason =
      state.scenario === 'invasion'
        ? `the attacker's army broke (XEN-WIN-13)`
        : `${stage.tester}'s army broke (XEN-WIN-04)`;
    const rules = state.scenario === 'invasion' ? ['XEN-WIN-13'] : ['XEN-WIN-04', 'XEN-SCEN-06'];
    return endGame(draft, ctx, opponentOf(state, stage.tester), reason, rules);
  }
  if (next) return openBreakTest(draft, next, queue, false, results);
  enqueueFlow(draft, { kind: 'finish-turn' });
}

/** The `commit-break-cp` command's row of the command table. */
export const commitBreakCpCommand: XenocideCommandSpec<'commit-break-cp'> = { apply: commitBreakCp };
