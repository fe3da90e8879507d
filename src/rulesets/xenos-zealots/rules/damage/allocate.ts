/** A model that a hit die could go to, as R9 sorts them. */
export interface AllocationCandidate {
  readonly model: string;
  /** R9 / R18 / R19: 0 open, 1 cover, 2 hard cover (always 0 in an assault). */
  readonly cover: 0 | 1 | 2;
  /** The number the die must reach: modified Stealth (shooting) or the Assault value (assault, R30). */
  readonly needs: number;
  /** Wounded but alive (R9 priority 2). */
  readonly wounded: boolean;
  /** Distance to the attacking unit (R9 priority 3, XZ-SHOOT-09, XZ-DMG-02). */
  readonly distance: number;
  /** Already took a hit from this weapon group (R9 priority 4). */
  readonly hitAlready: boolean;
}

/**
 * R9 / XZ-SHOOT-09 … XZ-SHOOT-11 / XZ-DMG-01 / XZ-DMG-02 / XZ-ASLT-11: the model one hit die goes to: among the
 * models the die reaches (die ≥ `needs`), open before cover before hard cover, then wounded models, then the
 * closest, and a model already hit by this group behind every model that has not been; undefined when the die
 * reaches none (it is lost).
 */
export function allocateDie(candidates: readonly AllocationCandidate[], die: number): string | undefined {
  let best: AllocationCandidate | undefined;
  for (const c of candidates) {
    if (die < c.needs) continue;
    if (!best || before(c, best)) best = c;
  }
  return best?.model;
}

function before(a: AllocationCandidate, b: AllocationCandidate): boolean {
  if (a.hitAlready !== b.hitAlready) return !a.hitAlready;
  if (a.cover !== b.cover) return a.cover < b.cover;
  if (a.wounded !== b.wounded) return a.wounded;
  if (a.distance !== b.distance) return a.distance < b.distance;
  return a.model < b.model;
}
