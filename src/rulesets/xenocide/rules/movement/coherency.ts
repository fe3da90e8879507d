import { type Circle, geometry } from 'sandtable';
import { type MoveRejection, refuse } from './move-plan';
import { inches } from './path-geometry';

/** XEN-MOVE-07 / R13: the largest distance allowed between two models of a unit, edge to edge. */
export const COHERENCY_DISTANCE = 8;

/** XEN-MOVE-07 / R13: whether no two of these bases are more than 8" apart. */
export function isInCoherency(bases: readonly Circle[]): boolean {
  return geometry.isCoherentPairwise(bases, COHERENCY_DISTANCE);
}

/**
 * R13: whether a unit out of coherency could close up this move: for every pair of models, their gap less
 * both their allowances is at most 8" (an estimate that ignores terrain and zones of control).
 */
export function canRestoreCoherency(bases: readonly Circle[], allowances: readonly number[]): boolean {
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) {
      const gap = geometry.baseDistance(bases[i] as Circle, bases[j] as Circle);
      if (!geometry.isAtMost(gap - (allowances[i] ?? 0) - (allowances[j] ?? 0), COHERENCY_DISTANCE))
        return false;
    }
  }
  return true;
}

/**
 * XEN-MOVE-07 / R13: a move must end in coherency; a unit that starts out of coherency (after casualties
 * or a move cut short by terrain) must end in it if it can (`canRestoreCoherency`), and otherwise may end
 * as it likes.
 */
export function checkCoherency(
  unit: string,
  before: readonly Circle[],
  after: readonly Circle[],
  allowances: readonly number[],
): MoveRejection | undefined {
  if (isInCoherency(after)) return undefined;
  if (!isInCoherency(before) && !canRestoreCoherency(before, allowances)) return undefined;
  const spread = geometry.maxPairwiseDistance(after);
  const already = isInCoherency(before) ? '' : ' A unit out of coherency must regain it when it can (R13).';
  return refuse(
    'coherency',
    `Unit ${unit} would end with two models ${inches(spread)} apart; no two models of a unit may be more than 8" apart (XEN-MOVE-07).${already}`,
  );
}
