import type { Dice } from 'sandtable';

/** One d6 whose roll names the rules that call for it (SQ-DEF-01). */
export function d6(dice: Dice, purpose: string, rules: readonly string[], player?: string): number {
  return dice.roll({ purpose, sides: 6, rules, ...(player === undefined ? {} : { player }) }).total;
}

/** One D3 through the dice source (SQ-DEF-01: `d3`, faces 1–3), naming its rules. */
export function d3(dice: Dice, purpose: string, rules: readonly string[], player?: string): number {
  return dice.roll({ purpose, sides: 3, rules, ...(player === undefined ? {} : { player }) }).total;
}

/** `count` d6 summed (2D6, 3d6), naming their rules. */
export function sumD6(
  dice: Dice,
  count: number,
  purpose: string,
  rules: readonly string[],
  player?: string,
): number {
  if (count <= 0) return 0;
  return dice.roll({ purpose, sides: 6, count, rules, ...(player === undefined ? {} : { player }) }).total;
}
