import type { ShootingRefusal, TitanDamage } from '../../state/shooting';

/** XEN-SAVE-01: the models removed from one pool and the unsaved hits that found no model left. */
export interface PoolCasualties {
  readonly removed: readonly string[];
  readonly lost: number;
}

/**
 * XEN-SAVE-15 / R2: why a defender's casualty choice for a pool is not acceptable, or undefined: it must
 * name exactly min(unsaved, models) distinct models of that pool.
 */
export function whyBadCasualtyChoice(
  poolModels: readonly string[],
  unsaved: number,
  choice: readonly string[],
): ShootingRefusal | undefined {
  const needed = Math.min(unsaved, poolModels.length);
  const stranger = choice.find((id) => !poolModels.includes(id));
  if (stranger !== undefined) {
    return {
      code: 'illegal-action',
      message: `Model ${stranger} is not in the pool that took these hits; remove models from ${poolModels.join(', ')} (XEN-SAVE-15, R2).`,
    };
  }
  if (new Set(choice).size !== choice.length) {
    return { code: 'illegal-action', message: 'Name each removed model once (XEN-SAVE-15).' };
  }
  if (choice.length !== needed) {
    return {
      code: 'out-of-range',
      message: `${unsaved} unsaved hit(s) remove ${needed} model(s) of this pool; ${choice.length} named (XEN-SAVE-01).`,
    };
  }
  return undefined;
}

/**
 * XEN-SAVE-01 / XEN-SAVE-15 / R2: each unsaved hit removes one model of the pool it was allocated to; the
 * defender picks which (`choice`; default the first listed). Hits beyond the pool's models are lost. An
 * unacceptable choice falls back to the default (validate it first with {@link whyBadCasualtyChoice}).
 * @example chooseCasualties(['m1', 'm2', 'm3'], 2, ['m3']) // falls back: { removed: ['m1', 'm2'], lost: 0 }
 */
export function chooseCasualties(
  poolModels: readonly string[],
  unsaved: number,
  choice?: readonly string[],
): PoolCasualties {
  const needed = Math.min(unsaved, poolModels.length);
  const removed =
    choice !== undefined && whyBadCasualtyChoice(poolModels, unsaved, choice) === undefined
      ? [...choice]
      : poolModels.slice(0, needed);
  return { removed, lost: unsaved - needed };
}

/**
 * XEN-TITAN-21 / XEN-TITAN-22 / R30: each unsaved hit takes 1 core; one more on a titan at core 0 destroys
 * it. At core 0 it loses every deflector layer.
 */
export function titanDamage(core: number, layers: number, unsaved: number): TitanDamage {
  let left = core;
  let destroyed = false;
  let lost = 0;
  for (let i = 0; i < unsaved; i++) {
    if (destroyed) lost += 1;
    else if (left > 0) left -= 1;
    else destroyed = true;
  }
  return { coreBefore: core, core: left, layers: left === 0 ? 0 : layers, destroyed, lost };
}
