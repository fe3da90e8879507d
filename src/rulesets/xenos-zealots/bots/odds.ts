/**
 * Exact odds of the Xenos & Zealots dice the bots weigh: a D6 against a target, the armour save and the wound
 * table (XZ-SAVE-01 … XZ-SAVE-09, R7, R8), and the D10 strike-order roll-off (XZ-ASLT-07, R29).
 * @module
 */

/** The chance that a D6 plus `modifier` reaches `target` (XZ-SHOOT-08, XZ-ASLT-10, XZ-RES-02). */
export function chanceAtLeast(target: number, modifier = 0): number {
  const needed = target - modifier;
  if (needed <= 1) return 1;
  if (needed > 6) return 0;
  return (7 - needed) / 6;
}

/** What one hit does on average to one model (XZ-SAVE-01 … XZ-SAVE-10, R7, R8). */
export interface HitOdds {
  /** The chance the save fails (the model is at least suppressed, XZ-SAVE-03). */
  readonly fail: number;
  /** The expected wounds removed from the model (never more than it has left, XZ-DMG-03). */
  readonly wounds: number;
  /** The chance the model is removed. */
  readonly kill: number;
}

/**
 * XZ-SAVE-01 … XZ-SAVE-10 / R7 / R8: one hit of AP `ap` and Damage `damage` on a model with armour `av`,
 * Resilience `resilience` and `woundsLeft` wounds: the save D6 + AV ≥ AP stops it; otherwise the modified damage
 * (Damage + AP − save total) over Resilience gives 0, 1, 2 wounds or destroys it outright (≥ 3 × Resilience).
 */
export function hitOdds(
  ap: number,
  damage: number,
  av: number,
  resilience: number,
  woundsLeft: number,
): HitOdds {
  let fail = 0;
  let wounds = 0;
  let kill = 0;
  for (let d = 1; d <= 6; d++) {
    const total = d + av;
    if (total >= ap) continue;
    fail += 1 / 6;
    const lost = Math.floor((damage + ap - total) / Math.max(1, resilience));
    const taken = lost >= 3 ? woundsLeft : Math.min(lost, woundsLeft);
    wounds += taken / 6;
    if (taken >= woundsLeft) kill += 1 / 6;
  }
  return { fail, wounds, kill };
}

/** XZ-ASLT-07 / R29: the chance the charger (value `mine`) strikes first against `theirs`: D10 + value each, ties to the charger. */
export function strikeFirstChance(mine: number, theirs: number): number {
  let wins = 0;
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a + mine >= b + theirs) wins++;
  return wins / 100;
}
