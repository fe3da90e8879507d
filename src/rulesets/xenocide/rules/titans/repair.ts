import type { Dice, PlayerId } from 'sandtable';
import type { XenocideState } from '../../state';

/** XEN-TITAN-06: a repair attempt succeeds on a d6 of this or less. */
export const REPAIR_TARGET = 3;

/**
 * XEN-TITAN-04 / XEN-TITAN-05: when a titan is spending power: in its own company's activation (any phase),
 * to boost a weapon firing on overwatch in another activation, or to enhance a close assault it is engaged
 * in (or reinforcing) during another activation.
 */
export type PowerWindow = 'own-activation' | 'overwatch' | 'close-assault';

/**
 * XEN-TITAN-04 / XEN-TITAN-05 / XEN-TITAN-07: the window a titan unit spends power in now: its own
 * activation whenever it acts in the current activation, in any phase (repairs at the end of its Close
 * Assault phase included); otherwise the reason it is spending power during another activation.
 */
export function powerWindowOf(
  state: XenocideState,
  unitId: string,
  otherwise: Exclude<PowerWindow, 'own-activation'>,
): PowerWindow {
  const stage = state.stage;
  return stage.kind === 'activation' && stage.units.includes(unitId) ? 'own-activation' : otherwise;
}

/** XEN-TITAN-05 / XEN-TITAN-07: whether repairs and shield recharges may be bought: only in the titan's own activation. */
export function mayRepairIn(window: PowerWindow): boolean {
  return window === 'own-activation';
}

/** XEN-TITAN-06: the repair attempts a titan made and the core level they left it at. */
export interface RepairRolls {
  readonly rolls: readonly number[];
  readonly repaired: number;
  readonly core: number;
}

/**
 * XEN-TITAN-06 / R60: rolls up to `attempts` repairs, one d6 each, each restoring 1 core level on ≤ 3; no
 * attempt is made once the core is back at its Core stat (the power for it is not spent).
 * @example rollRepairs(dice, 2, 4, 2) // rolls 3 then 5: { rolls: [3, 5], repaired: 1, core: 3 }
 */
export function rollRepairs(
  dice: Dice,
  core: number,
  maxCore: number,
  attempts: number,
  player?: PlayerId,
): RepairRolls {
  const rolls: number[] = [];
  let now = core;
  for (let i = 0; i < attempts && now < maxCore; i++) {
    const face = dice.roll({
      purpose: 'titan-repair',
      rules: ['XEN-TITAN-06'],
      sides: 6,
      target: { per: 'die', op: 'atMost', value: REPAIR_TARGET },
      ...(player === undefined ? {} : { player }),
    }).dice[0] as number;
    rolls.push(face);
    if (face <= REPAIR_TARGET) now += 1;
  }
  return { rolls, repaired: now - core, core: now };
}

/** XEN-TITAN-08 / R60: deflector layers after recharging: 1 power restores 1 layer, never above the profile's count. */
export function rechargedLayers(layers: number, maxLayers: number, power: number): number {
  return Math.min(maxLayers, layers + Math.max(0, power));
}

/** XEN-TITAN-06 / R30: the system repair attempts a titan made (one per named system) and what they fixed. */
export interface SystemRepairRolls {
  readonly rolls: readonly number[];
  readonly fixed: readonly string[];
  readonly damaged: readonly string[];
}

/**
 * XEN-TITAN-06: one repair attempt per named damaged system, one d6 each, fixing the system on ≤ 3; returns
 * the systems still damaged afterwards.
 * @example rollSystemRepairs(dice, ['Sensors'], ['Sensors']) // rolls 2: { rolls: [2], fixed: ['Sensors'], damaged: [] }
 */
export function rollSystemRepairs(
  dice: Dice,
  damaged: readonly string[],
  systems: readonly string[],
  player?: PlayerId,
): SystemRepairRolls {
  const rolls: number[] = [];
  const fixed: string[] = [];
  for (const system of systems) {
    const face = dice.roll({
      purpose: 'titan-system-repair',
      rules: ['XEN-TITAN-06'],
      sides: 6,
      target: { per: 'die', op: 'atMost', value: REPAIR_TARGET },
      ...(player === undefined ? {} : { player }),
    }).dice[0] as number;
    rolls.push(face);
    if (face <= REPAIR_TARGET) fixed.push(system);
  }
  return { rolls, fixed, damaged: damaged.filter((s) => !fixed.includes(s)) };
}
