import { hasChosen, isSecretChoiceComplete, revealSecretChoices, withSecretChoice } from 'sandtable';
import {
  opponentOf,
  setStage,
  sideIndex,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { enqueueFlow } from '../flow/queue';
import { isInvasionFirstTurn, orderableCompanies } from '../flow/turn-order';
import type { TurnPlan } from '../state';
import type { CommandOfType } from './schema';

/** XEN-TURN-02 / XEN-CP-04: a player's secret activation order and initiative CP. */
export function planTurn(
  draft: XenocideDraft,
  command: CommandOfType<'plan-turn'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'plan-turn')
    return ctx.reject('illegal-action', 'Turn plans are made at the start of a turn.');
  if (hasChosen(stage.plans, command.player))
    return ctx.reject('already-chosen', 'You have already planned this turn.');
  const expected = orderableCompanies(state, command.player).map((c) => c.id);
  const given = new Set(command.order);
  if (
    given.size !== command.order.length ||
    given.size !== expected.length ||
    expected.some((id) => !given.has(id))
  ) {
    const names = expected.join(', ');
    return ctx.reject(
      'illegal-action',
      `The activation order must list each of your companies still in the game exactly once: ${names} (XEN-TURN-02, XEN-TURN-03).`,
      { path: ['order'] },
    );
  }
  const cp = state.sides[sideIndex(state, command.player)]?.cp ?? 0;
  if (isInvasionFirstTurn(state) && command.initiativeCp > 0) {
    return ctx.reject(
      'illegal-action',
      'No initiative is rolled on the first turn of Invasion, so no CP can be spent on it (R24).',
      { path: ['initiativeCp'] },
    );
  }
  if (command.initiativeCp > cp) {
    return ctx.reject(
      'insufficient-resources',
      `You have ${cp} CP; you cannot commit ${command.initiativeCp} to initiative (XEN-CP-03, XEN-CP-04).`,
      {
        path: ['initiativeCp'],
      },
    );
  }
  const plans = withSecretChoice(stage.plans, command.player, {
    order: command.order,
    initiativeCp: command.initiativeCp,
  });
  // XEN-SCEN-18: on Invasion's first turn only the attacker plans an order, and no initiative is rolled.
  ctx.emit({
    type: 'turn-planned',
    player: command.player,
    ...(isInvasionFirstTurn(state) ? { rules: ['XEN-SCEN-18'] } : {}),
  });
  if (!isSecretChoiceComplete(plans)) {
    setStage(draft, { kind: 'plan-turn', plans });
    return;
  }
  for (const { player, choice } of revealSecretChoices(plans)) {
    const side = draft.sides[sideIndex(state, player)] as { activationOrder: string[]; cp: number };
    side.activationOrder = [...choice.order];
    if (choice.initiativeCp > 0) {
      side.cp -= choice.initiativeCp;
      ctx.emit({
        type: 'cp-spent',
        player,
        cp: choice.initiativeCp,
        use: 'initiative dice (XEN-CP-04)',
        left: side.cp,
      });
    }
  }
  if (isInvasionFirstTurn(state)) {
    // XEN-SCEN-18 / R24: the attacker makes the first activation; no initiative roll.
    const attacker = state.sides.find((s) => s.role === 'attacker')?.player ?? state.players[0];
    draft.nextToActivate = attacker;
    const defender = opponentOf(state, attacker);
    (draft.sides[sideIndex(state, defender)] as { activationOrder: string[] }).activationOrder = [];
    // XEN-TURN-05 / R24: for a turn-2 tie the defender counts as having lost turn-1 initiative.
    for (const side of draft.sides) side.lostInitiative = side.player === defender;
    enqueueFlow(draft, { kind: 'advance' });
    return;
  }
  rollInitiative(draft, ctx, revealSecretChoices(plans));
}

/** XEN-TURN-04..06: both roll 1 d6 plus CP dice, highest die wins; ties per turn. */
function rollInitiative(
  draft: XenocideDraft,
  ctx: XenocideContext,
  plans: { player: string; choice: TurnPlan }[],
): void {
  const state = ctx.base;
  let winner: string | undefined;
  let rolls: { player: string; dice: readonly number[]; cp: number }[] = [];
  let tie: string | undefined;
  while (!winner) {
    rolls = plans.map(({ player, choice }) => ({
      player,
      cp: choice.initiativeCp,
      dice: ctx.dice.roll({
        purpose: 'initiative',
        count: 1 + choice.initiativeCp,
        sides: 6,
        player,
        rules: choice.initiativeCp > 0 ? ['XEN-TURN-04', 'XEN-CP-04'] : ['XEN-TURN-04'],
      }).dice,
    }));
    const [a, b] = rolls.map((r) => Math.max(...r.dice)) as [number, number];
    if (a !== b) winner = (a > b ? rolls[0] : rolls[1])?.player;
    else if (state.turn > 1) {
      // XEN-TURN-05: the player who lost initiative last turn wins the tie.
      winner = state.sides.find((s) => s.lostInitiative)?.player ?? state.players[0];
      tie = 'XEN-TURN-05';
    } else tie = 'XEN-TURN-06'; // XEN-TURN-06: on turn 1 both reroll with the same dice counts.
  }
  for (const side of draft.sides) side.lostInitiative = side.player !== winner;
  ctx.emit({ type: 'initiative-rolled', rolls, winner, ...(tie ? { rules: [tie] } : {}) });
  setStage(draft, { kind: 'choose-initiative', player: winner });
}

/** The `plan-turn` command's row of the command table. */
export const planTurnCommand: XenocideCommandSpec<'plan-turn'> = { apply: planTurn };
