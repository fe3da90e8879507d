import type { CommandSpec, CommandTable } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import type { WastelandContext, WastelandEvent } from '../events';
import type { WastelandState } from '../state';

/** A catalogue rule ID as this ruleset writes them in messages (`WT-SHOOT-09`). */
const RULE_ID = /\bWT-[A-Z]+-\d+\b/g;

/**
 * The catalogue rule IDs a message names, in order and without repeats: reasons and causes already say which
 * rule applied (`'its transport was destroyed (WT-SUR-55)'`), so their events name the same rules.
 */
export function rulesNamedIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID) ?? [])];
}

/** `{ rules }` for an event when there are any, else nothing (so events without rules keep their shape). */
export function withRules(rules: readonly string[]): { readonly rules?: readonly string[] } {
  return rules.length > 0 ? { rules } : {};
}

/**
 * The same context, but a rejection that names catalogue rules in its message and gives no `rule` of its own
 * says the first one it names as its `rule` (`'… deploys after every other unit (WT-SUR-41).'` → `WT-SUR-41`).
 */
export function namingRejectedRules(ctx: WastelandContext): WastelandContext {
  return {
    base: ctx.base,
    dice: ctx.dice,
    seq: ctx.seq,
    emit: (event) => ctx.emit(event),
    reject(code, message, extra) {
      const rule = extra?.rule ?? rulesNamedIn(message)[0];
      return ctx.reject(code, message, rule === undefined ? extra : { ...extra, rule });
    },
  };
}

/** A command table whose rows reject through {@link namingRejectedRules}. */
export function withNamedRejections(
  table: CommandTable<WastelandState, WastelandCommand, WastelandEvent>,
): CommandTable<WastelandState, WastelandCommand, WastelandEvent> {
  const out: Record<string, CommandSpec<WastelandState, WastelandCommand, WastelandEvent>> = {};
  for (const [type, row] of Object.entries(table) as [
    string,
    CommandSpec<WastelandState, WastelandCommand, WastelandEvent>,
  ][])
    out[type] = { apply: (draft, command, ctx) => row.apply(draft, command, namingRejectedRules(ctx)) };
  return out as CommandTable<WastelandState, WastelandCommand, WastelandEvent>;
}
