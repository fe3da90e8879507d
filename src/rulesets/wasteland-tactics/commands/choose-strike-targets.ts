import type { WastelandContext } from '../events';
import { strikeOptions } from '../rules/fighting/strikes';
import { unitsById } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-FIGHT-07 / R24: the owner names the target of every striking model whose closest enemy units tie. */
function chooseStrikeTargets(
  draft: WastelandDraft,
  command: CommandOfType<'choose-strike-targets'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  const unit = unitsById.get(state, command.unit);
  if (stage.kind !== 'strike-targets' || stage.player !== command.player || !unit || !draft.charge)
    return ctx.reject('not-your-turn', 'No blows of yours are waiting for their targets.');
  if (stage.unit !== command.unit)
    return ctx.reject('illegal-action', `The striking unit is ${stage.unit}.`, { path: ['unit'] });
  const open = strikeOptions(state, unit).filter((o) => o.targets.length > 1);
  for (const [i, pick] of command.targets.entries()) {
    const option = open.find((o) => o.model === pick.model);
    if (!option?.targets.includes(pick.target))
      return ctx.reject(
        'out-of-range',
        option
          ? `${pick.model} may strike ${option.targets.join(' or ')}, the equally close units (WT-FIGHT-07).`
          : `${pick.model} has no tie to settle; name only ${open.map((o) => o.model).join(', ')} (WT-FIGHT-07).`,
        { path: ['targets', i] },
      );
  }
  const missing = open.filter((o) => !command.targets.some((p) => p.model === o.model));
  if (missing.length > 0)
    return ctx.reject(
      'invalid-payload',
      `Name a target for ${missing.map((o) => o.model).join(', ')} (WT-FIGHT-07).`,
      { path: ['targets'] },
    );
  draft.charge.picks = command.targets.map((p) => ({ model: p.model, target: p.target }));
}

/** The `choose-strike-targets` command. WT-FIGHT-07: the owner picks among equally close targets. */
export const chooseStrikeTargetsCommand: WastelandCommandRow<'choose-strike-targets'> = {
  apply: chooseStrikeTargets,
};
