import type { GameEvent, GameState } from 'sandtable';
import type { CliRuleset } from './cli-ruleset.js';
import { narrateEvents, outcomeLine } from './narration.js';
import { formatTable } from './table.js';

/** A finished game as text: the narration, the result, the summary table and the state hash. */
export function battleReport(
  entry: CliRuleset,
  events: readonly GameEvent[],
  state: GameState,
  commands: number,
  hash: string,
): string {
  const lines = narrateEvents(entry, events, entry.labels?.(state)).map((line) => `${line}\n`);
  return [
    ...lines,
    '\n',
    `${outcomeLine(state.outcome, commands)}\n`,
    '\n',
    formatTable(entry.summary(state)),
    '\n',
    `${commands} commands, ${events.length} events, final state hash ${hash}.\n`,
  ].join('');
}
