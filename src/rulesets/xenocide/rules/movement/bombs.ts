import type { Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { weaponNamesOf, weaponStatsFor } from '../shooting/weapon-system';
import { unitsFlownOver } from './high-units';
import { type MoveRejection, refuse } from './move-plan';

/** XEN-TERR-31 / XEN-STAT-20: the Bombs weapon systems a unit's live models carry (none for a non-flyer). */
export function bombWeaponsOf(state: XenocideState, unit: UnitState): string[] {
  const names = new Set<string>();
  for (const m of unit.models) {
    if (m.removed) continue;
    const profile = profileOf(state, m);
    if (!profile.types.includes('Flyer')) continue;
    for (const name of weaponNamesOf(profile))
      if (weaponStatsFor(profile, name)?.specials?.bombs) names.add(name);
  }
  return [...names];
}

/** XEN-TERR-31 / R40: each model's declared path of a move, from where it starts (or its entry point). */
function declaredPaths(unit: UnitState, command: MoveUnitCommand) {
  const entering = unit.status !== 'on-table';
  return command.models.flatMap((entry) => {
    const model = unit.models.find((m) => m.id === entry.model);
    if (!model || model.removed) return [];
    const points = entry.path.map((p) => ({ x: p.x, y: p.y }));
    const path: Vec2[] = entering ? points : [{ x: model.x, y: model.y }, ...points];
    return [{ path, radius: model.radius }];
  });
}

/**
 * XEN-TERR-31 / R40: the enemy units a flyer's declared move passes over, in the order it reaches them (the
 * earliest any of its models passes over each): the units it may bomb during that move.
 */
export function bombableUnits(state: XenocideState, unit: UnitState, command: MoveUnitCommand): string[] {
  const rank = new Map<string, number>();
  for (const { path, radius } of declaredPaths(unit, command)) {
    unitsFlownOver(state, unit, path, radius).forEach((id, i) => {
      rank.set(id, Math.min(rank.get(id) ?? Number.POSITIVE_INFINITY, i));
    });
  }
  const under = state.units.filter((u) => rank.has(u.id) && !u.high).map((u) => u.id);
  return under.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
}

/**
 * XEN-TERR-31 / R40: why a move's `bombs` are refused, or undefined: the unit is a flyer carrying a Bombs
 * weapon making a normal move, and each named unit is a different enemy unit on the ground its path passes
 * over. Checked before any die of the move is rolled.
 */
export function whyBadBombs(state: XenocideState, command: MoveUnitCommand): MoveRejection | undefined {
  const targets = command.bombs;
  if (!targets) return undefined;
  const unit = state.units.find((u) => u.id === command.unit);
  if (!unit) return undefined; // the move itself refuses an unknown unit
  if (bombWeaponsOf(state, unit).length === 0)
    return refuse(
      'illegal-action',
      `Only a flyer with a Bombs weapon drops bombs; ${unit.id} has none (XEN-TERR-31).`,
      ['bombs'],
    );
  if (command.mode !== 'normal' || command.enter || command.burst || command.overrun)
    return refuse('illegal-action', 'Bombs are dropped during a normal flying move (XEN-TERR-31).', [
      'bombs',
    ]);
  const under = bombableUnits(state, unit, command);
  for (const [i, id] of targets.entries()) {
    if (targets.indexOf(id) !== i)
      return refuse(
        'illegal-action',
        `Unit ${id} is named twice; each unit flown over is bombed once (R40).`,
        ['bombs', i],
      );
    const target = state.units.find((u) => u.id === id);
    if (!target) return refuse('unknown-entity', `There is no unit '${id}'.`, ['bombs', i]);
    if (target.player === unit.player)
      return refuse(
        'illegal-action',
        `Unit ${id} is friendly; bombs are dropped on enemy units (XEN-TERR-31).`,
        ['bombs', i],
      );
    if (!under.includes(id))
      return refuse(
        'illegal-action',
        target.high
          ? `Unit ${id} is flying high; bombs fall on units on the ground (XEN-TERR-31).`
          : `The flyer's path does not pass over unit ${id}; bombs fall only on units it flies over (XEN-TERR-31, R40).`,
        ['bombs', i],
      );
  }
  return undefined;
}
