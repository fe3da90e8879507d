import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { MoveSnapshot } from '../../state/shooting';
import { weaponSystemsOf } from './eligibility';
import { shootingModels } from './engagement';
import { whyNoOverwatchFire } from './overwatch';

/** XEN-OW-03 / XEN-OW-06: for one snapshot, the weapon systems an overwatching unit could fire from it. */
export interface OverwatchOption {
  readonly snapshot: number;
  readonly weapons: readonly string[];
}

/**
 * XEN-OW-03 / XEN-OW-06 / XEN-OW-07 / R28: the snapshots from which `unitId` (holding a counter) could fire
 * at the mover, each with the weapon systems that have LOS and range from there.
 */
export function overwatchOptions(
  state: XenocideState,
  mover: string,
  snapshots: readonly MoveSnapshot[],
  unitId: string,
): OverwatchOption[] {
  const unit = findUnit(state, unitId);
  if (!unit?.overwatch || shootingModels(state, unit).length === 0) return [];
  const weapons = weaponSystemsOf(state, unit);
  return snapshots.flatMap((snapshot) => {
    const able = weapons.filter(
      (weapon) =>
        whyNoOverwatchFire(state, mover, {
          shooter: unitId,
          target: mover,
          weapons: [{ weapon }],
          snapshot,
        }) === undefined,
    );
    return able.length > 0 ? [{ snapshot: snapshot.index, weapons: able }] : [];
  });
}

/** XEN-OW-03 / XEN-OW-08: the units of `player` holding a counter that could fire at the mover from some snapshot. */
export function overwatchers(
  state: XenocideState,
  player: string,
  mover: string,
  snapshots: readonly MoveSnapshot[],
  among?: readonly string[],
): string[] {
  return state.units
    .filter((u) => u.player === player && u.overwatch && u.status === 'on-table')
    .filter((u) => among === undefined || among.includes(u.id))
    .filter((u) => overwatchOptions(state, mover, snapshots, u.id).length > 0)
    .map((u) => u.id);
}
