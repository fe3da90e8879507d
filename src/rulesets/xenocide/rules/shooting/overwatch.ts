import type { Dice, Vec2 } from 'sandtable';
import type { UnitActivity, UnitState, XenocideState } from '../../state';
import type { MoveSnapshot, ShootingRefusal } from '../../state/shooting';
import { isPoppedUp } from '../movement/high-units';
import { isEngaged, shootingModels } from './engagement';
import {
  isRefusal,
  resolveShootingAttack,
  type ShootingAttackSpec,
  validateShootingAttack,
} from './resolve-attack';
import type { ShootingAttackResult } from './staged-attack';

/**
 * XEN-OW-01 / XEN-OW-02 / R6 / R27: why `unit` may not go on overwatch now (1 CP per company activation,
 * paid by the command layer), or undefined: it acts in this activation on a firing order, is not
 * suppressed, not engaged, has not shot, is not already on overwatch and has models on the table.
 */
export function whyCannotGoOnOverwatch(
  state: XenocideState,
  unit: UnitState,
  activationUnits: readonly string[],
): ShootingRefusal | undefined {
  const refuse = (message: string): ShootingRefusal => ({ code: 'illegal-action', message });
  if (!activationUnits.includes(unit.id))
    return refuse(`Unit ${unit.id} does not act in this activation (XEN-OW-02).`);
  if (unit.order !== 'fire-and-move' && unit.order !== 'move-and-fire') {
    return refuse(`Unit ${unit.id} is on Assault orders and cannot go on overwatch (XEN-OW-02, R6).`);
  }
  if (unit.suppression > 0)
    return refuse(`Unit ${unit.id} is suppressed and cannot go on overwatch (XEN-OW-02, R27).`);
  if (unit.activity.shot) return refuse(`Unit ${unit.id} has already shot in this activation (XEN-OW-02).`);
  if (unit.activity.insteadOfShooting === 'dig-in')
    return refuse(`Unit ${unit.id} dug in instead of shooting (XEN-OW-01, XEN-SAVE-10).`);
  if (unit.overwatch) return refuse(`Unit ${unit.id} is already on overwatch (XEN-OW-01).`);
  if (shootingModels(state, unit).length === 0)
    return refuse(`Unit ${unit.id} has no model on the table (XEN-OW-02).`);
  if (isEngaged(state, unit))
    return refuse(`Unit ${unit.id} is engaged and cannot go on overwatch (XEN-OW-02, R27).`);
  return undefined;
}

/** XEN-OW-02: whether `unit` may go on overwatch now (see {@link whyCannotGoOnOverwatch}). */
export function canGoOnOverwatch(
  state: XenocideState,
  unit: UnitState,
  activationUnits: readonly string[],
): boolean {
  return whyCannotGoOnOverwatch(state, unit, activationUnits) === undefined;
}

/** XEN-OW-06 / R28: one model's move as the `unit-moved` event records it: start, the points after it, end. */
export interface RecordedModelMove {
  readonly model: string;
  readonly from: Vec2;
  readonly to: Vec2;
  readonly path: readonly Vec2[];
}

/**
 * XEN-OW-03 / XEN-OW-06 / R28: the snapshots an overwatching player may pick from: the start, each declared
 * waypoint (the n-th point of every model's path; models with shorter paths wait at their end) and the end.
 */
export function moveSnapshots(models: readonly RecordedModelMove[]): MoveSnapshot[] {
  const steps = Math.max(0, ...models.map((m) => m.path.length - 1));
  const at = (pick: (m: RecordedModelMove) => Vec2) =>
    Object.fromEntries(models.map((m) => [m.model, { ...pick(m) }]));
  const out: MoveSnapshot[] = [{ index: 0, kind: 'start', positions: at((m) => m.from) }];
  for (let i = 0; i < steps; i++) {
    out.push({
      index: i + 1,
      kind: 'waypoint',
      positions: at((m) => m.path[Math.min(i, m.path.length - 1)] ?? m.to),
    });
  }
  out.push({ index: out.length, kind: 'end', positions: at((m) => m.to) });
  return out;
}

/** XEN-OW-06 / R28: the state with the moved unit's models placed at a snapshot (a copy; nothing is changed). */
export function atSnapshot(state: XenocideState, unitId: string, snapshot: MoveSnapshot): XenocideState {
  return {
    ...state,
    units: state.units.map((u) =>
      u.id !== unitId
        ? u
        : {
            ...u,
            models: u.models.map((m) => {
              const p = snapshot.positions[m.id];
              return p ? { ...m, x: p.x, y: p.y } : m;
            }),
          },
    ),
  };
}

/** XEN-OW-03: an overwatch shot at a moved unit: the spec (phase is forced to overwatch) and the snapshot. */
export type OverwatchFireSpec = Omit<ShootingAttackSpec, 'phase'> & { readonly snapshot: MoveSnapshot };

/**
 * XEN-OW-03 / XEN-OW-06 / XEN-OW-07 / XEN-OW-13: why this overwatch fire is not allowed, or undefined:
 * the shooter holds a counter, and every weapon targets the unit that just moved, with LOS and range
 * from the chosen snapshot (engaged units may fire and be fired at).
 */
export function whyNoOverwatchFire(
  state: XenocideState,
  movedUnit: string,
  spec: OverwatchFireSpec,
): ShootingRefusal | undefined {
  const shooter = state.units.find((u) => u.id === spec.shooter);
  if (!shooter?.overwatch) {
    return {
      code: 'illegal-action',
      message: `Unit ${spec.shooter} holds no overwatch counter (XEN-OW-01).`,
    };
  }
  if (spec.target !== movedUnit) {
    return {
      code: 'illegal-action',
      message: `Overwatch fire must target unit ${movedUnit}, the unit that just moved (XEN-OW-07).`,
    };
  }
  // XEN-TERR-25 / R19: a reply to a pop-up gets no 6" addition.
  const valid = validateShootingAttack(atSnapshot(state, movedUnit, spec.snapshot), {
    ...spec,
    phase: 'overwatch',
    ...(isPoppedUp(state, movedUnit) ? { popUpReply: true } : {}),
  });
  return isRefusal(valid) ? valid : undefined;
}

/** XEN-OW-03 / XEN-OW-06 / R28: the snapshots from which `spec` (snapshot aside) could fire. */
export function firingSnapshots(
  state: XenocideState,
  movedUnit: string,
  spec: Omit<OverwatchFireSpec, 'snapshot'>,
  snapshots: readonly MoveSnapshot[],
): number[] {
  return snapshots
    .filter((snapshot) => whyNoOverwatchFire(state, movedUnit, { ...spec, snapshot }) === undefined)
    .map((s) => s.index);
}

/**
 * XEN-OW-05 / XEN-OW-06 / XEN-OW-09: resolves overwatch fire after the move, measured with the target at
 * the chosen snapshot; normal shooting, but nothing is added to suppression (the result's tally is empty).
 * The models it removes are removed from where they stand now.
 */
export function resolveOverwatchFire(
  state: XenocideState,
  dice: Dice,
  spec: OverwatchFireSpec,
): ShootingAttackResult {
  return resolveShootingAttack(atSnapshot(state, spec.target, spec.snapshot), dice, {
    ...spec,
    phase: 'overwatch',
  });
}

/** XEN-OW-10: a unit's overwatch counter after it fires: removed (one counter, one attack). */
export function overwatchAfterFiring(): boolean {
  return false;
}

/** XEN-OW-11: what a unit on overwatch did in its own next activation. */
export type OverwatchActivity = Pick<UnitActivity, 'moved' | 'shot'> & { readonly assaulted?: boolean };

/**
 * XEN-OW-11: whether an unused counter is kept through the unit's next activation without a new CP: only
 * if it does not move, shoot or take part in a close assault.
 */
export function keepsOverwatchCounter(activity: OverwatchActivity): boolean {
  return !activity.moved && !activity.shot && activity.assaulted !== true;
}

/** XEN-OW-12: whether a unit still holds its counter after its markers change: a suppressed unit loses it. */
export function overwatchAfterSuppression(overwatch: boolean, markers: number): boolean {
  return overwatch && markers === 0;
}
