import type { WastelandContext } from '../events';
import { rollTest } from '../rules/dice/dice';
import { willModifiers } from '../rules/dice/modifiers';
import { addMarker } from '../rules/morale/markers';
import { resolveShoot } from '../rules/shooting/shoot';
import { profileOf, unitsById } from '../rules/units/units';
import type { UnitState, WastelandDraft, WastelandState } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-FIGHT-03/04: the charged unit's owner reacts: a marker and a Will roll for a free Shoot at the charger. */
function reactToCharge(
  draft: WastelandDraft,
  command: CommandOfType<'react-to-charge'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'charge-reaction' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No charge against your units is waiting for a reaction.');
  if (stage.unit !== command.unit)
    return ctx.reject('illegal-action', `The charged unit is ${stage.unit}.`, { path: ['unit'] });
  const target = unitsById.get(state, stage.unit) as UnitState;
  if (draft.charge) delete draft.charge.reacting;
  ctx.emit({ type: 'charge-reaction', unit: target.id, charger: stage.charger, reacted: command.react });
  if (command.react) {
    addMarker(draft, ctx, target.id, 'reacted to a charge (WT-FIGHT-03)');
    const current = unitsById.get(draft as WastelandState, target.id);
    if (current && current.status === 'on-table') {
      const test = rollTest(ctx, {
        purpose: `charge reaction (${target.id})`,
        target: profileOf(state, current).will,
        modifier: 0,
        summary: 'WT-SUM-04',
        modifiers: willModifiers(draft as WastelandState, current),
        rules: ['WT-FIGHT-03'],
        player: current.player,
      });
      ctx.emit({
        type: 'test-rolled',
        unit: target.id,
        test: 'will',
        purpose: 'charge reaction',
        needed: test.needed,
        die: test.die,
        passed: test.passed,
        rules: test.rules ?? [],
      });
      if (test.passed) resolveShoot(draft, ctx, target.id, { target: stage.charger }, { free: true });
    }
  }
}

/** The `react-to-charge` command. WT-FIGHT-03/04: the charged unit's owner reacts: a marker and a Will roll for a free Shoot at the charger. */
export const reactToChargeCommand: WastelandCommandRow<'react-to-charge'> = { apply: reactToCharge };
