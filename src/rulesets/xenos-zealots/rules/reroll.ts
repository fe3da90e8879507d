import type { PlayerId } from 'sandtable';
import type { XzContext } from '../events';
import type { UnitState, XzDraft, XzState } from '../state';
import type { XzStep } from './queue';
import { cardOf, leaderOf, modelDistance } from './units';

/**
 * R4 / XZ-STAT-08: the friendly unit whose Command re-rolls may be spent on a roll for `unit`: one with re-rolls
 * left whose leader is within its Command range of `unit`'s leader (the unit itself included), first in state
 * order; undefined when none can.
 */
export function commanderFor(state: XzState, player: PlayerId, unit: UnitState): UnitState | undefined {
  const leader = leaderOf(unit);
  if (!leader) return undefined;
  for (const u of state.units) {
    if (u.player !== player || u.status !== 'on-table' || u.rerolls <= 0) continue;
    const command = cardOf(state, u).command;
    const own = leaderOf(u);
    if (!command || !own) continue;
    if (u.id === unit.id || modelDistance(own, leader) <= command.range) return u;
  }
  return undefined;
}

/**
 * XZ-RES-10 / XZ-RES-11 / XZ-STAT-08 / R4: after `player` rolled `step.dice` for `unit`, opens a re-roll offer
 * when some failed die (`failed(face)`) not yet re-rolled could be re-rolled with a commander's re-roll in range
 * (its Command Value's pool and radius). Returns
 * true when the game must wait for the answer (the step stays at the head of the queue; the `reroll` command
 * replaces the chosen faces and marks it offered).
 */
export function offerReroll(
  draft: XzDraft,
  step: XzStep,
  player: PlayerId,
  unit: UnitState,
  purpose: string,
  sides: 6 | 10,
  failed: (face: number, index: number) => boolean,
): boolean {
  if (step.offered) return false;
  step.offered = true;
  const dice = step.dice ?? [];
  const done = step.rerolled ?? [];
  const eligible = dice.flatMap((face, i) => (!done.includes(i) && failed(face, i) ? [i] : []));
  if (eligible.length === 0) return false;
  const commander = commanderFor(draft as XzState, player, unit);
  if (!commander) return false;
  step.offered = false;
  draft.reroll = { player, commander: commander.id, purpose, dice: [...dice], eligible, sides };
  draft.stage = { kind: 'reroll', player };
  return true;
}

/**
 * XZ-RES-10 / XZ-STAT-08 / R4: rolls the re-rolled faces for an answered offer, writes them into the waiting step
 * and spends them from the commander's pool.
 */
export function applyReroll(draft: XzDraft, ctx: XzContext, indices: readonly number[]): void {
  const offer = draft.reroll;
  const step = draft.queue[0] as XzStep | undefined;
  if (!offer || !step) return;
  if (indices.length > 0) {
    const roll = ctx.dice.roll({
      purpose: `re-roll: ${offer.purpose}`,
      count: indices.length,
      sides: offer.sides,
      player: offer.player,
      rules: ['XZ-RES-10', 'XZ-RES-11', 'R4'],
    });
    const dice = [...(step.dice ?? [])];
    indices.forEach((index, k) => {
      dice[index] = roll.dice[k] as number;
    });
    step.dice = dice;
    step.rerolled = [...(step.rerolled ?? []), ...indices];
    const commander = draft.units.find((u) => u.id === offer.commander);
    if (commander) commander.rerolls -= indices.length;
    ctx.emit({
      type: 'reroll-used',
      player: offer.player,
      commander: offer.commander,
      dice: [...indices],
      rules: ['XZ-RES-10', 'XZ-STAT-08', 'R4'],
    });
  }
  step.offered = true;
  delete draft.reroll;
}
