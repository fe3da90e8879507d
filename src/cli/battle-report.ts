import type { GameEvent, GameState, RulesetDescription } from 'sandtable';
import { narrateEvents, outcomeLine } from './narration.js';
import { type TextStyle, textStyle } from './style.js';
import { formatTable } from './table.js';

const HEADING = /^=== .* ===$/;

/** A finished game as text: the narration, the result, the summary table and the state hash. */
export function battleReport(
  entry: RulesetDescription,
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
    formatTable(entry.summaryTable(state)),
    '\n',
    `${commands} commands, ${events.length} events, final state hash ${hash}.\n`,
  ].join('');
}
