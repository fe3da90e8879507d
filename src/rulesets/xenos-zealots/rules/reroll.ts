import type { PlayerId } from 'sandtable';
import type { XzContext } from '../events';
import type { LimitedRerollRoll } from '../schemas/unit-stats';
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
 * XZ-RES-10 / XZ-RES-11 / XZ-RES-12 / R4: after `player` rolled `step.dice` for `unit`, opens a re-roll offer when
 * some failed die (`failed(face)`) not yet re-rolled could be re-rolled: first, for a `roll` of the kind the unit
 * card's limited re-roll names, the failed dice showing its natural value (the face before modifiers,
 * XZ-RES-12; free, as often as it comes up); then, for the failed dice left, a commander's Command re-roll in
 * range (its Command Value's pool and radius, XZ-STAT-08). Returns true when the game must wait for the answer
 * (the step stays at the head of the queue; the `reroll` command replaces the chosen faces and marks the offer
 * answered).
 */
export function offerReroll(
  draft: XzDraft,
  step: XzStep,
  player: PlayerId,
  unit: UnitState,
  purpose: string,
  sides: 6 | 10,
  failed: (face: number, index: number) => boolean,
  roll?: LimitedRerollRoll,
): boolean {
  if (step.offered) return false;
  const dice = step.dice ?? [];
  const done = step.rerolled ?? [];
  if (roll !== undefined && !step.limitedOffered) {
    step.limitedOffered = true;
    const ability = cardOf(draft as XzState, unit).limitedReroll;
    if (ability?.roll === roll) {
      const natural = dice.flatMap((face, i) =>
        !done.includes(i) && face === ability.natural && failed(face, i) ? [i] : [],
      );
      if (natural.length > 0) {
        draft.reroll = {
          player,
          commander: unit.id,
          purpose,
          dice: [...dice],
          eligible: natural,
          sides,
          limited: { name: ability.name, natural: ability.natural },
        };
        draft.stage = { kind: 'reroll', player };
        return true;
      }
    }
  }
  step.offered = true;
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
 * Rolls the re-rolled faces for an answered offer and writes them into the waiting step (XZ-RES-10): a Command
 * re-roll costs its commander one re-roll a die from its pool (R4, XZ-STAT-08); a limited re-roll (XZ-RES-12) costs nothing.
 */
export function applyReroll(draft: XzDraft, ctx: XzContext, indices: readonly number[]): void {
  const offer = draft.reroll;
  const step = draft.queue[0] as XzStep | undefined;
  if (!offer || !step) return;
  const limited = offer.limited;
  if (indices.length > 0) {
    const roll = ctx.dice.roll({
      purpose: `re-roll: ${offer.purpose}`,
      count: indices.length,
      sides: offer.sides,
      player: offer.player,
      rules: limited ? ['XZ-RES-12', 'XZ-RES-11'] : ['XZ-RES-10', 'XZ-RES-11', 'R4'],
    });
    const dice = [...(step.dice ?? [])];
    indices.forEach((index, k) => {
      dice[index] = roll.dice[k] as number;
    });
    step.dice = dice;
    step.rerolled = [...(step.rerolled ?? []), ...indices];
    if (limited)
      ctx.emit({
        type: 'reroll-used',
        player: offer.player,
        commander: offer.commander,
        dice: [...indices],
        limited: { name: limited.name, natural: limited.natural },
        rules: ['XZ-RES-12', 'XZ-RES-11'],
      });
    else {
      const commander = draft.units.find((u) => u.id === offer.commander);
      if (commander) commander.rerolls -= indices.length;
      ctx.emit({
        type: 'reroll-used',
        player: offer.player,
        commander: offer.commander,
        dice: [...indices],
        rules: ['XZ-RES-10', 'XZ-STAT-08', 'R4', 'XZ-RES-11'],
      });
    }
  }
  // A limited offer answered leaves the Command offer to come (for the failed dice left); a Command offer ends it.
  if (!limited) step.offered = true;
  delete draft.reroll;
}
