import * as util from 'node:util';
import type { ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

/** The few looks the CLI's text takes; each returns its text unchanged when colour is off. */
export interface TextStyle {
  /** Headers: the title, `=== Turn 2 ===`, the result line. */
  readonly heading: (text: string) => string;
  /** Dice lines: quieter than the events they belong to. */
  readonly dice: (text: string) => string;
  /** Losses: models and units gone. */
  readonly loss: (text: string) => string;
}

/** What decides whether stdout gets colour. */
export interface ColorContext {
  /** `--no-color` was given. */
  readonly noColorFlag: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** stdout is a terminal that shows colours. */
  readonly stdoutHasColors: boolean;
}

/**
 * Whether to colour stdout: never with `--no-color`; else `FORCE_COLOR` decides when set (`0` or `false`
 * turn colour off, any other value on, even into a pipe), as in Node itself; else a non-empty `NO_COLOR`
 * turns it off (no-color.org); else colour exactly when stdout is a colour terminal.
 */
export function colorEnabled(context: ColorContext): boolean {
  if (context.noColorFlag) return false;
  const force = context.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (context.env.NO_COLOR) return false;
  return context.stdoutHasColors;
}

type StyleFormat = Parameters<typeof util.styleText>[0];

/** `util.styleText` where Node has it (20.12 and later), told not to second-guess our decision. */
function styler(format: StyleFormat): (text: string) => string {
  const styleText = (util as Partial<typeof util>).styleText;
  if (typeof styleText !== 'function') return (text) => text;
  return (text) => styleText(format, text, { validateStream: false });
}

const plain: TextStyle = { heading: (t) => t, dice: (t) => t, loss: (t) => t };

/** The styles for a stdout with colour, or plain text. */
export function textStyle(color: boolean): TextStyle {
  if (!color) return plain;
  return { heading: styler('bold'), dice: styler('dim'), loss: styler('red') };
}

/** The styles for a command's stdout, from its `--no-color` flag, the environment and the terminal. */
export function outputStyle(args: ParsedArgs, io: CliIo): TextStyle {
  const noColorFlag = args.values['no-color'] === true;
  return textStyle(colorEnabled({ noColorFlag, env: io.env, stdoutHasColors: io.stdoutHasColors }));
}
