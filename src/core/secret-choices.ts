import type { PlayerId } from './types.js';

/**
 * A simultaneous secret choice in progress: one slot per player, filled in any order, revealed only when
 * all are in. Keep it in the ruleset's state and redact it in `viewFor` with {@link redactSecretChoices}.
 */
export interface SecretChoices<T> {
  /** Who must choose, in a fixed order (also the order of reveal). */
  players: PlayerId[];
  /** Each player's choice, aligned with `players`; null until made. */
  choices: (T | null)[];
}

/** Opens a secret choice for these players. */
export function openSecretChoices<T>(players: readonly PlayerId[]): SecretChoices<T> {
  return { players: [...players], choices: players.map(() => null) };
}

/** The players who still have to choose. */
export function awaitingSecretChoices<T>(secret: SecretChoices<T>): PlayerId[] {
  return secret.players.filter((_, i) => secret.choices[i] === null);
}

/** Whether `player` has already chosen. */
export function hasChosen<T>(secret: SecretChoices<T>, player: PlayerId): boolean {
  const i = secret.players.indexOf(player);
  return i >= 0 && secret.choices[i] !== null;
}

/** Whether every player has chosen, so the choices may be revealed. */
export function isSecretChoiceComplete<T>(secret: SecretChoices<T>): boolean {
  return secret.choices.every((c) => c !== null);
}

/** Records `player`'s choice; returns a new value (use inside a draft by assigning it back). */
export function withSecretChoice<T>(secret: SecretChoices<T>, player: PlayerId, choice: T): SecretChoices<T> {
  const i = secret.players.indexOf(player);
  if (i < 0) return secret;
  const choices = [...secret.choices];
  choices[i] = choice;
  return { players: secret.players, choices };
}

/** The choices in player order, once complete. */
export function revealSecretChoices<T>(secret: SecretChoices<T>): { player: PlayerId; choice: T }[] {
  return secret.players.map((player, i) => ({ player, choice: secret.choices[i] as T }));
}

/**
 * What `viewer` may see: their own choice; for others only whether they have chosen (`hidden`) or not (null).
 */
export function redactSecretChoices<T>(
  secret: SecretChoices<T>,
  viewer: PlayerId,
): SecretChoices<T | 'hidden'> {
  return {
    players: secret.players,
    choices: secret.choices.map((c, i) => (secret.players[i] === viewer || c === null ? c : 'hidden')),
  };
}
