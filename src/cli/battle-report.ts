import type { GameEvent, GameState } from 'sandtable';
import type { CliRuleset } from './cli-ruleset.js';
import { narrateEvents, outcomeLine } from './narration.js';
import { type TextStyle, textStyle } from './style.js';
import { formatTable } from './table.js';

const HEADING = /^=== .* ===$/;

/** A finished game as text: the narration, the result, the summary table and the state hash. */
export function battleReport(
  entry: CliRuleset,
  events: readonly GameEvent[],
  state: GameState,
  commands: number,
  hash: string,
  style: TextStyle = textStyle(false),
): string {
  const lines = narrateEvents(entry, events, entry.labels?.(state)).map((line) => {
    const look =
      line.kind === 'dice'
        ? style.dice
        : line.kind === 'loss'
          ? style.loss
          : HEADING.test(line.text)
            ? style.heading
            : (text: string) => text;
    return `${look(line.text)}\n`;
  });
  return [
    ...lines,
    '\n',
    `${style.heading(outcomeLine(state.outcome, commands))}\n`,
    '\n',
    formatTable(entry.summary(state)),
    '\n',
    `${commands} commands, ${events.length} events, final state hash ${hash}.\n`,
  ].join('');
}
