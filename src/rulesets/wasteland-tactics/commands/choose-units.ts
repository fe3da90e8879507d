import type { WastelandContext } from '../events';
import { demoteCommander, strongestLeaders } from '../rules/advantages/advantages';
import { defect, MAX_TRAITOR_PASSES, newOwner } from '../rules/advantages/setup-choices';
import { rollD10 } from '../rules/dice/dice';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/**
 * WT-ADV-11 / WT-ADV-12 / R53 / R54: the owner's set-up choice: which of the tied leaders is the Terrible
 * commander (the first unit listed), or the order in which the Traitors roll is made (every unit once).
 */
function chooseUnits(
  draft: WastelandDraft,
  command: CommandOfType<'choose-units'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'setup-choice' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No set-up choice is waiting for you.');
  if (stage.choice === 'terrible-commander') {
    const tied = strongestLeaders(state, command.player).map((u) => u.id);
    const chosen = command.units[0];
    if (chosen === undefined || command.units.length !== 1 || !tied.includes(chosen))
      return ctx.reject(
        'out-of-range',
        `Name one of your leaders tied for the highest Leadership: ${tied.join(', ')} (WT-ADV-11, R54).`,
        { path: ['units'] },
      );
    demoteCommander(draft, ctx, chosen);
  } else {
    const mine = state.units
      .filter((u) => u.player === command.player && u.status !== 'destroyed')
      .map((u) => u.id);
    const given = new Set(command.units);
    if (
      given.size !== command.units.length ||
      given.size !== mine.length ||
      mine.some((id) => !given.has(id))
    )
      return ctx.reject(
        'out-of-range',
        `List each of your units once, in the order the Traitors roll is made: ${mine.join(', ')} (WT-ADV-12).`,
        { path: ['units'] },
      );
    let traitor: string | undefined;
    for (let pass = 0; pass < MAX_TRAITOR_PASSES && traitor === undefined; pass++)
      traitor = command.units.find(
        (id) => rollD10(ctx, `traitors (${id})`, ['WT-ADV-12'], command.player) === 1,
      );
    const to = traitor === undefined ? undefined : newOwner(draft, ctx, command.player);
    if (traitor !== undefined && to !== undefined) defect(draft, ctx, traitor, to);
  }
  draft.setupChoices = (state.setupChoices ?? []).slice(1);
}

/** The `choose-units` command. WT-ADV-11 / WT-ADV-12 / R53 / R54: the owner's set-up choice: which of the tied leaders is the Terrible commander (the first unit listed), or the order in which the Traitors roll is made (every unit once). */
export const chooseUnitsCommand: WastelandCommandRow<'choose-units'> = { apply: chooseUnits };
