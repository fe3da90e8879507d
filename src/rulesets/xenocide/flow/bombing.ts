import { readDraft } from 'sandtable';
import { driveAttack, emitShotsFired } from '../commands/shooting/attack-flow';
import { runSuppressionTests } from '../commands/shooting/suppression';
import { unitById, type XenocideContext, type XenocideDraft } from '../context';
import { bombWeaponsOf } from '../rules/movement/bombs';
import { beginAttack, isRefusal, validateShootingAttack } from '../rules/shooting';
import type { XenocideState } from '../state';

/**
 * XEN-TERR-31 / R40: the next step of a flyer's bombing run: its Bombs weapons attack the next unit it flew
 * over (no LOS, no range, no 6"), resolved like shooting and stopping for the players' allocation and
 * casualty decisions; when every unit is bombed, the bombed units take their suppression tests.
 */
export function continueBombing(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readDraft(draft) as XenocideState;
  const stage = draft.stage;
  const run = state.stage.kind === 'activation' ? state.stage.bombing : undefined;
  if (!run || stage.kind !== 'activation' || !stage.bombing) return;
  const flyer = unitById.get(state, run.flyer);
  const weapons = flyer ? bombWeaponsOf(state, flyer).map((weapon) => ({ weapon })) : [];
  for (const [i, target] of run.targets.entries()) {
    const valid = validateShootingAttack(state, { shooter: run.flyer, target, weapons, phase: 'bombing' });
    if (weapons.length === 0 || isRefusal(valid)) continue; // the unit has gone (or the flyer has)
    stage.bombing.targets = run.targets.slice(i + 1);
    stage.bombing.bombed = [...run.bombed, target];
    const attack = beginAttack(state, ctx.dice, valid, {
      shooter: run.flyer,
      target,
      weapons,
      phase: 'bombing',
    });
    emitShotsFired(ctx, attack);
    return driveAttack(draft, { ...ctx, base: state }, attack);
  }
  // R40: the bombed units' suppression thresholds are checked after the flyer's move.
  stage.bombing.targets = [];
  runSuppressionTests(draft, { ...ctx, base: state }, run.bombed, { bombing: true });
}
