import type { Dice } from 'sandtable';

/** RMP-DEF-01: an activation test: 2d6 summed, passed at or above the value; names its rules. */
export function test2d6(
  dice: Dice,
  purpose: string,
  need: number,
  rules: readonly string[],
  player: string,
): { roll: number; passed: boolean } {
  const roll = dice.roll({ purpose, sides: 6, count: 2, rules, player }).total;
  return { roll, passed: roll >= need };
}

/** RMP-DEF-01: a pool of d6s; each die at or above `need` is a hit. */
export function hitPool(
  dice: Dice,
  purpose: string,
  count: number,
  need: number,
  rules: readonly string[],
  player: string,
): number {
  if (count <= 0) return 0;
  const faces = dice.roll({ purpose, sides: 6, count, rules, player }).dice;
  let hits = 0;
  for (const f of faces) if (f >= need) hits++;
  return hits;
}

/** A sum of d6s (Courage dice, RMP-CRG-07). */
export function sumDice(
  dice: Dice,
  purpose: string,
  count: number,
  rules: readonly string[],
  player: string,
): number {
  if (count <= 0) return 0;
  return dice.roll({ purpose, sides: 6, count, rules, player }).total;
}

/** One d6 naming its rules. */
export function d6(dice: Dice, purpose: string, rules: readonly string[], player: string): number {
  return dice.roll({ purpose, sides: 6, rules, player }).total;
}
