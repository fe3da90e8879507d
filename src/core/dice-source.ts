import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { SandtableError } from './errors.js';

/**
 * A game's seed: a safe integer or a string, expanded by SHA-256 into the generator's 128-bit state.
 * Always required: there is no default seed. A seed the players must not guess needs 128 random bits,
 * made by the host (a random UUID from the platform, say), and stays out of every view.
 */
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
  | { readonly kind: 'manual' };

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

/**
 * The name of the way a seed becomes dice, written into every record (`GameRecord.diceScheme`): the seed's
 * canonical encoding is hashed with SHA-256 and the first 128 bits of the digest are the whole
 * xoroshiro128+ state. Records without a scheme were made by sandtable 0.1.x, which folded seeds to 32 bits.
 */
export const DICE_SCHEME = 'sha256-xoroshiro128plus';

const SEED_DOMAIN = 'sandtable/seed/1\u0000';

/**
 * Expands a seed into the 128-bit xoroshiro128+ state (pure-rand's order `[s01, s00, s11, s10]`):
 * SHA-256 of `'sandtable/seed/1\0'` + `'n:'` + the integer in decimal, or + `'s:'` + the string (UTF-8),
 * so every bit of a long string seed counts and neighbouring seeds give unrelated dice.
 */
export function seedToState(seed: Seed): [number, number, number, number] {
  let encoded: string;
  if (typeof seed === 'string') encoded = `s:${seed}`;
  else if (Number.isSafeInteger(seed)) encoded = `n:${seed}`;
  else {
    throw new SandtableError(
      'invalid-setup',
      `createGame: seed must be a safe integer or a string, got ${seed}.`,
    );
  }
  const digest = sha256(utf8ToBytes(SEED_DOMAIN + encoded));
  const words = [0, 1, 2, 3].map(
    (i) =>
      ((digest[4 * i] as number) << 24) |
      ((digest[4 * i + 1] as number) << 16) |
      ((digest[4 * i + 2] as number) << 8) |
      (digest[4 * i + 3] as number),
  ) as [number, number, number, number];
  // xoroshiro128+ must not start from all zeros (a 2^-128 chance, guarded all the same).
  if (words.every((w) => w === 0)) words[1] = 1;
  return words;
}

/** Turns a dice source into its initial in-state form. */
export function initialDiceState(source: DiceSource): DiceState {
  switch (source.kind) {
    case 'seeded':
      return { kind: 'seeded', rng: seedToState(source.seed) };
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
