import { geometry } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { destroyModel } from '../casualties/destroy';
import { rollTest } from '../dice/dice';
import { willModifiers } from '../dice/modifiers';
import { areEnemies, footprint, footprints, liveModels, profileOf, unitRule } from '../units/units';

/**
 * WT-SUR-38 / R28: a Will roll "for morale". When it fails and a friendly Price of Failure X model is within
 * 6" of the unit, the X models of the unit closest to it are destroyed and the roll counts as passed (the
 * highest X applies; they do not stack). Returns whether the roll (finally) passed.
 */
export function moraleWillRoll(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unit: UnitState,
  purpose: string,
  extra = 0,
  rules: readonly string[] = [],
): boolean {
  const state = draft as WastelandState;
  const test = rollTest(ctx, {
    purpose: `${purpose} (${unit.id})`,
    target: profileOf(state, unit).will,
    modifier: extra,
    summary: 'WT-SUM-04',
    modifiers: willModifiers(state, unit),
    rules,
    player: unit.player,
  });
  ctx.emit({
    type: 'test-rolled',
    unit: unit.id,
    test: 'will',
    purpose,
    needed: test.needed,
    die: test.die,
    passed: test.passed,
    rules: test.rules ?? [],
  });
  if (test.passed) return true;
  const mine = footprints(state, unit);
  let enforcer: { x: number; center: { x: number; y: number } } | undefined;
  for (const other of state.units) {
    const x = unitRule(state, other, 'Price of Failure');
    if (
      x === undefined ||
      other.status !== 'on-table' ||
      other.player !== unit.player ||
      areEnemies(state, unit.player, other.player)
    )
      continue;
    for (const model of liveModels(other)) {
      const circle = footprint(state, other, model);
      if (mine.some((c) => geometry.isWithin(c, circle, 6)) && (!enforcer || x > enforcer.x))
        enforcer = { x, center: circle.center };
    }
  }
  if (!enforcer) return false;
  const at = enforcer.center;
  const victims = liveModels(unit)
    .map((m) => ({ id: m.id, d: geometry.distance(at, m) }))
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
    .slice(0, enforcer.x);
  for (const v of victims) destroyModel(draft, ctx, unit.id, v.id, 'Price of Failure (WT-SUR-38)');
  return true;
}
