import type { Dice, PlayerId } from 'sandtable';

/**
 * XEN-AOE-02 / R18: a d3 read from one d6, halved rounding up (1–2 → 1, 3–4 → 2, 5–6 → 3).
 * @example d3FromD6(5) // 3
 */
export function d3FromD6(face: number): number {
  return Math.ceil(face / 2);
}

/** XEN-AOE-01 / XEN-AOE-02: an Xd3 roll: the d6 faces rolled and the d3 values they give. */
export interface Xd3Roll {
  readonly d6: readonly number[];
  readonly d3: readonly number[];
  readonly total: number;
}

/**
 * XEN-AOE-01 / XEN-AOE-02 / R18: rolls X d3 as X d6 halved rounding up and sums them, so every face goes
 * through the dice source as a d6.
 */
export function rollXd3(dice: Dice, count: number, purpose: string, player?: PlayerId): Xd3Roll {
  if (count <= 0) return { d6: [], d3: [], total: 0 };
  const rules = ['XEN-AOE-01', 'XEN-AOE-02'];
  const roll = dice.roll(
    player === undefined ? { purpose, count, sides: 6, rules } : { purpose, count, sides: 6, player, rules },
  );
  const d3 = roll.dice.map(d3FromD6);
  return { d6: roll.dice, d3, total: d3.reduce((a, b) => a + b, 0) };
}
