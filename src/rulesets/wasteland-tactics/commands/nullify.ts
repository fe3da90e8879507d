import { rulesOf } from 'sandtable/kit';
import type { WastelandContext } from '../events';
import { backlash, NULLIFY_RANGE, nullifiers } from '../rules/casting/cast';
import { rollTest } from '../rules/dice/dice';
import { willModifiers } from '../rules/dice/modifiers';
import { draftUnitsById, liveModels, profileOf } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-CAST-03/04/06: an enemy player nullifies with one Caster unit (a Will roll, no Defend or Cover bonus) or declines. */
function nullify(draft: WastelandDraft, command: CommandOfType<'nullify'>, ctx: WastelandContext): void {
  const state = ctx.base;
  const stage = state.stage;
  const cast = state.cast;
  if (stage.kind !== 'nullify' || stage.player !== command.player || !cast)
    return ctx.reject('not-your-turn', 'No psychic power is waiting for you to nullify.');
  if (command.unit === undefined) {
    if (draft.cast) delete draft.cast.asking;
    return;
  }
  const unit = nullifiers(state, command.player, cast).find((u) => u.id === command.unit);
  if (!unit)
    return ctx.reject(
      'illegal-action',
      `${command.unit} cannot nullify: it needs a Caster within ${NULLIFY_RANGE}" with attempts left (WT-CAST-03, WT-SUR-12).`,
      { path: ['unit'] },
    );
  draftUnitsById.require(draft, unit.id).nullifies = (unit.nullifies ?? 0) + 1;
  const model = liveModels(unit)[0];
  const roll = rollTest(ctx, {
    purpose: `nullify (${unit.id})`,
    target: profileOf(state, unit).will,
    modifier: 0,
    summary: 'WT-SUM-04',
    modifiers: willModifiers(state, unit, { cast: true }),
    rules: ['WT-CAST-03', 'WT-CAST-04'],
    player: unit.player,
    alwaysRoll: true,
  });
  const die = roll.die ?? 1;
  const nullified = roll.passed && die > cast.face;
  ctx.emit({
    type: 'power-nullify',
    unit: unit.id,
    die,
    needed: roll.needed,
    nullified,
    rules: rulesOf(roll.rules, die === 1 ? 'WT-CAST-06' : undefined),
  });
  if (die === 1 && model) backlash(draft, unit, model.id);
  const pending = draft.cast;
  if (pending) {
    pending.nullified = nullified;
    pending.asked = [...state.players];
    delete pending.asking;
  }
}

/** The `nullify` command. WT-CAST-03/04/06: an enemy player nullifies with one Caster unit (a Will roll, no Defend or Cover bonus) or declines. */
export const nullifyCommand: WastelandCommandRow<'nullify'> = {
  apply: nullify,
};
