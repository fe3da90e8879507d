import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { SandtableError } from './errors.js';

/** A game's seed: an integer or a string (hashed to 32 bits). Always required: there is no default seed. */
export type Seed = number | string;

/** The face counts of the dice the five rulesets use. */
export type DieSides = 3 | 5 | 6 | 10;

/** Where a game's dice come from; pass one to `createGame` as `dice`. */
export type DiceSource =
  | { readonly kind: 'seeded'; readonly seed: Seed }
  | { readonly kind: 'scripted'; readonly values: readonly number[] }
  | { readonly kind: 'manual' };

/** The dice source as it lives in game state (plain JSON), so a saved game continues the same stream. */
export type DiceState =
  | { readonly kind: 'seeded'; readonly rng: readonly number[] }
  | { readonly kind: 'scripted'; readonly values: readonly number[]; readonly next: number }
  | { readonly kind: 'manual' }
  | { readonly kind: 'hidden' };

/**
 * Dice from the seeded xoroshiro128+ generator (pure-rand); its state is kept in game state.
 * @example createGame(duel, setup, { seed: 42, dice: seeded(42) })
 */
export function seeded(seed: Seed): DiceSource {
  return { kind: 'seeded', seed };
}

/**
 * Dice that return the given faces in order, for tests; running out throws an error naming the roll.
 * @example createGame(duel, setup, { seed: 1, dice: scripted([6, 4, 1]) })
 */
export function scripted(values: readonly number[]): DiceSource {
  return { kind: 'scripted', values: [...values] };
}

/** Physical dice: the engine stops with a `roll` prompt and a `provide-dice` command answers it. */
export const manual: DiceSource = Object.freeze({ kind: 'manual' });

/** Folds any seed to the 32-bit integer the generator takes (strings by FNV-1a). */
export function seedToInt(seed: Seed): number {
  if (typeof seed === 'string') {
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return h | 0;
  }
  if (!Number.isSafeInteger(seed)) {
    throw new SandtableError(
      'invalid-setup',
      `createGame: seed must be a safe integer or a string, got ${seed}.`,
    );
  }
  const high = Math.floor(seed / 0x1_0000_0000);
  return (seed ^ Math.imul(high, 0x9e3779b1)) | 0;
}

/** Turns a dice source into its initial in-state form. */
export function initialDiceState(source: DiceSource): DiceState {
  switch (source.kind) {
    case 'seeded':
      return { kind: 'seeded', rng: [...xoroshiro128plus(seedToInt(source.seed)).getState()] };
    case 'scripted':
      return { kind: 'scripted', values: [...source.values], next: 0 };
    case 'manual':
      return { kind: 'manual' };
  }
}

/** Gives a state scripted dice from here on, for tests that drive one command with known faces. */
export function withScriptedDice<T extends { readonly dice: DiceState }>(
  state: T,
  values: readonly number[],
): T {
  return Object.freeze({ ...state, dice: { kind: 'scripted', values: [...values], next: 0 } });
}
