import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { ShootingRefusal } from '../../state/shooting';
import { terrainCoverOf } from './cover';
import { shootingModels } from './engagement';

/**
 * XEN-SAVE-10 / XEN-SAVE-13 / R6 / R35: why `unit` may not dig in now (instead of shooting), or undefined:
 * it acts in this activation on a firing order and has not shot, every model is Infantry or has the dig-in
 * ability, and no model is in hard or fortified cover (or a building). Already dug in units may not again.
 */
export function whyCannotDigIn(
  state: XenocideState,
  unit: UnitState,
  activationUnits: readonly string[],
): ShootingRefusal | undefined {
  const refuse = (message: string): ShootingRefusal => ({ code: 'illegal-action', message });
  if (!activationUnits.includes(unit.id))
    return refuse(`Unit ${unit.id} does not act in this activation (XEN-SAVE-10).`);
  if (unit.order !== 'fire-and-move' && unit.order !== 'move-and-fire') {
    return refuse(
      `Unit ${unit.id} is on Assault orders; only units on a firing order dig in (XEN-SAVE-10, R6).`,
    );
  }
  if (unit.activity.shot || unit.overwatch) {
    return refuse(
      `Unit ${unit.id} already shot or went on overwatch; digging in replaces shooting (XEN-SAVE-10).`,
    );
  }
  if (unit.dugIn) return refuse(`Unit ${unit.id} is already dug in (XEN-SAVE-10).`);
  const models = shootingModels(state, unit);
  if (models.length === 0) return refuse(`Unit ${unit.id} has no model on the table (XEN-SAVE-10).`);
  const able = models.every((m) => {
    const p = profileOf(state, m);
    return p.kind !== 'titan' && (p.types.includes('Infantry') || p.defenseSpecials?.digIn === true);
  });
  if (!able)
    return refuse(
      `Only Infantry and models with the dig-in ability dig in; unit ${unit.id} has others (XEN-SAVE-10).`,
    );
  const covered = models.find((m) => {
    const kind = terrainCoverOf(state, m);
    return kind === 'hard' || kind === 'fortified';
  });
  if (covered) {
    return refuse(
      `Model ${covered.id} is in hard or fortified cover, so unit ${unit.id} cannot dig in (XEN-SAVE-13, R35).`,
    );
  }
  return undefined;
}

/** XEN-SAVE-10: whether `unit` may dig in now (see {@link whyCannotDigIn}). */
export function canDigIn(state: XenocideState, unit: UnitState, activationUnits: readonly string[]): boolean {
  return whyCannotDigIn(state, unit, activationUnits) === undefined;
}

/** XEN-SAVE-14 / R35: what happened to a dug-in unit: how many of its models moved (any move) and whether any embarked. */
export interface DugInChange {
  readonly movedModels: number;
  readonly embarked?: boolean;
}

/**
 * XEN-SAVE-14 / R35: whether the Dug In marker is removed: as soon as any model of the unit moves (flee,
 * retreat, maneuver and follow-up included) or embarks.
 */
export function losesDugIn(change: DugInChange): boolean {
  return change.movedModels > 0 || change.embarked === true;
}
