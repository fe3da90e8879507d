import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { ShotGroup, TargetOutcome } from '../../state/shooting';
import type { SuppressionTally } from '../../state/suppression';
import { shootingModels } from './engagement';
import { aoeDice } from './weapon-system';

/** XEN-SUP-05 / R36: the most Armor − Strength may be for a shot to count as able to penetrate. */
export const PENETRATION_LIMIT = 5;

/** XEN-SUP-05 / R36: whether a shot of `strength` could cause a casualty: Armor − Strength ≤ 5 for one of the unit's models. */
export function couldPenetrate(state: XenocideState, unit: UnitState, strength: number): boolean {
  return shootingModels(state, unit).some((m) => profileOf(state, m).armor - strength <= PENETRATION_LIMIT);
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

/** XEN-SUP-05..12 / R36: what one firing unit's shot groups (and the outcomes on that unit) add to its tally. */
export function tallyFire(
  state: XenocideState,
  unit: UnitState,
  shooter: string,
  fire: readonly { readonly weapon: string; readonly group: ShotGroup }[],
  outcomes: readonly TargetOutcome[],
  mingledWith: readonly string[] = [],
): SuppressionTally {
  let shots = 0;
  let penetratingShots = 0;
  let aoeD3 = 0;
  let hitByPenetrating = false;
  const firingUnits: string[] = [];
  const suppressionWeapons: string[] = [];
  for (const { weapon, group } of fire) {
    const penetrates = couldPenetrate(state, unit, group.strength);
    const scored = group.roll.hits + group.roll.splashes > 0;
    shots += group.shots;
    aoeD3 += aoeDice(group.stats) * group.shots;
    if (penetrates) {
      penetratingShots += group.shots;
      if (group.shots > 0 && !firingUnits.includes(shooter)) firingUnits.push(shooter);
      if (scored) hitByPenetrating = true;
    }
    const key = `${shooter}/${weapon}`;
    if (scored && group.stats.specials?.suppression && !suppressionWeapons.includes(key))
      suppressionWeapons.push(key);
  }
  const pools = outcomes.filter((o) => o.unit === unit.id).flatMap((o) => o.pools);
  const titanLoss = pools.reduce(
    (n, p) => n + (p.titan ? p.titan.coreBefore - p.titan.core + (p.titan.destroyed ? 1 : 0) : 0),
    0,
  );
  return {
    unit: unit.id,
    models: shootingModels(state, unit).length,
    shots,
    penetratingShots,
    aoeD3,
    firingUnits,
    hitByPenetrating,
    casualties: pools.reduce((n, p) => n + (p.titan ? 0 : p.removed.length), 0) + titanLoss,
    suppressionWeapons,
    mingledWith: [...mingledWith],
  };
}

/** XEN-SUP-05 / R36: adds one attack's tallies to a phase's list (a unit's first entry keeps its model count). */
export function addToTally(
  phase: readonly SuppressionTally[],
  entries: readonly SuppressionTally[],
): SuppressionTally[] {
  const out = [...phase];
  for (const e of entries) {
    const i = out.findIndex((t) => t.unit === e.unit);
    const old = out[i];
    if (!old) {
      out.push(e);
      continue;
    }
    out[i] = {
      unit: old.unit,
      models: old.models,
      shots: old.shots + e.shots,
      penetratingShots: old.penetratingShots + e.penetratingShots,
      aoeD3: old.aoeD3 + e.aoeD3,
      firingUnits: union(old.firingUnits, e.firingUnits),
      hitByPenetrating: old.hitByPenetrating || e.hitByPenetrating,
      casualties: old.casualties + e.casualties,
      suppressionWeapons: union(old.suppressionWeapons, e.suppressionWeapons),
      mingledWith: union(old.mingledWith, e.mingledWith),
    };
  }
  return out;
}

/**
 * XEN-AOE-13 / R37: the tally a unit is tested with: its own, with the shot, hit, firing-unit and
 * Suppression-weapon counts summed over every unit it was mingled with (its casualties stay its own).
 */
export function effectiveTally(
  phase: readonly SuppressionTally[],
  unit: string,
): SuppressionTally | undefined {
  const own = phase.find((t) => t.unit === unit);
  if (!own) return undefined;
  const group = phase.filter((t) => t.unit !== unit && own.mingledWith.includes(t.unit));
  let sum: SuppressionTally = own;
  for (const t of group) {
    sum = {
      ...sum,
      shots: sum.shots + t.shots,
      penetratingShots: sum.penetratingShots + t.penetratingShots,
      aoeD3: sum.aoeD3 + t.aoeD3,
      firingUnits: union(sum.firingUnits, t.firingUnits),
      hitByPenetrating: sum.hitByPenetrating || t.hitByPenetrating,
      suppressionWeapons: union(sum.suppressionWeapons, t.suppressionWeapons),
    };
  }
  return sum;
}

/**
 * XEN-AOE-13 / R37: whether a unit's test sums fire on the units it was mingled with: one of them was shot
 * at in the same phase, so {@link effectiveTally} adds their counts to its own.
 */
export function sumsMingledFire(phase: readonly SuppressionTally[], unit: string): boolean {
  const own = phase.find((t) => t.unit === unit);
  return own !== undefined && phase.some((t) => t.unit !== unit && own.mingledWith.includes(t.unit));
}

/** XEN-SUP-05: penetrating shots that force a test. */
export const PENETRATING_THRESHOLD = 4;
/** XEN-SUP-05: AOE worth (in d3) that forces a test. */
export const AOE_THRESHOLD = 2;

/**
 * XEN-SUP-05 / R36: whether a unit must take a suppression test after the phase: at least 4 shots that
 * could penetrate, at least one shot per model, or AOE worth at least 2d3 of any Strength.
 */
export function reachesSuppressionThreshold(tally: SuppressionTally): boolean {
  return (
    tally.penetratingShots >= PENETRATING_THRESHOLD ||
    tally.shots >= tally.models ||
    tally.aoeD3 >= AOE_THRESHOLD
  );
}

/** XEN-SUP-05 / R54: the units of a phase's tally that must test, in state order (mingled sums applied). */
export function unitsToTest(state: XenocideState, phase: readonly SuppressionTally[]): string[] {
  return state.units
    .filter((u) => u.status === 'on-table' && shootingModels(state, u).length > 0)
    .filter((u) => {
      const t = effectiveTally(phase, u.id);
      return t !== undefined && t.models > 0 && reachesSuppressionThreshold(t);
    })
    .map((u) => u.id);
}
