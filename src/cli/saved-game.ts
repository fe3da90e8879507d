import {
  type GameRecord,
  type GameState,
  type Outcome,
  parseRecord,
  SandtableError,
  stateHash,
} from 'sandtable';
import { CliError } from './io.js';

/** The file `demo --out` writes and `replay` reads: a game record with the hash of its final state. */
export interface SavedGame {
  readonly format: 'sandtable-game';
  readonly version: 1;
  readonly record: GameRecord;
  /** `stateHash` of the final state: `replay` checks the rules still produce it. */
  readonly stateHash: string;
  readonly outcome?: Outcome;
}

/** A played game as saved-game JSON text (one line, newline-terminated). */
export function savedGameText(record: GameRecord, state: GameState): string {
  const saved: SavedGame = {
    format: 'sandtable-game',
    version: 1,
    record,
    stateHash: stateHash(state),
    ...(state.outcome ? { outcome: state.outcome } : {}),
  };
  return `${JSON.stringify(saved)}\n`;
}

/** A record to replay and, when the file has one, the state hash to expect. */
export interface LoadedGame {
  readonly record: GameRecord;
  readonly stateHash?: string;
}

/**
 * Reads a saved game or a bare game record (`serializeRecord` output). A file that is neither is a usage
 * {@link CliError} (exit 2); a game of an unknown format version or a damaged record is a failure (exit 1).
 */
export function loadGame(value: unknown, path: string): LoadedGame {
  const saved = value as Partial<SavedGame> | null;
  const wrapped = typeof saved === 'object' && saved !== null && saved.format === 'sandtable-game';
  if (wrapped && (saved.version !== 1 || typeof saved.stateHash !== 'string')) {
    throw new CliError(
      `'${path}' is a saved game of a format this sandtable cannot read (version ${saved.version}).`,
    );
  }
  const looksLikeRecord = typeof value === 'object' && value !== null && 'commands' in value;
  if (!wrapped && !looksLikeRecord) {
    throw new CliError(`'${path}' is neither a saved game ('sandtable demo --out') nor a game record.`, 2);
  }
  try {
    const record = parseRecord(JSON.stringify(wrapped ? saved.record : value));
    return wrapped ? { record, stateHash: saved.stateHash as string } : { record };
  } catch (error) {
    if (error instanceof SandtableError) throw new CliError(`'${path}': ${error.message}`);
    throw error;
  }
}
