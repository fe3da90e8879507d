import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { type AssaultPowerChoice, type DiceSplit, declareDiceSplit, whyBadDiceSplit } from '../rules/assault';
import { decide } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-12..16 / XEN-TITAN-26: step 2: each unit's defence dice (defender first, then attacker) and titan close-assault power. */
export function assaultSplit(
  draft: XenocideDraft,
  command: CommandOfType<'assault-split'>,
  ctx: XenocideContext,
): void {
  const split: DiceSplit = command.split.map((c) => ({ unit: c.unit, defence: c.defence }));
  const power: AssaultPowerChoice = (command.power ?? []).map((p) => ({
    titan: p.titan,
    weapon: p.weapon,
    power: p.power,
  }));
  decide(
    draft,
    ctx,
    command.player,
    'split',
    '',
    (s, a) => {
      const why = whyBadDiceSplit(s, a, command.player, split, power);
      // Power refusals already name their field ('power'); the others point into 'split'.
      if (!why || why.path?.[0] === 'power') return why;
      return { ...why, path: ['split', ...(why.path ?? [])] };
    },
    (s, a) => declareDiceSplit(s, a, command.player, split, power),
  );
}

/** The `assault-split` command's row of the command table: XEN-CA-15, close-assault dice set aside for defence. */
export const assaultSplitCommand: XenocideCommandSpec<'assault-split'> = { apply: assaultSplit };
