import type { DiceRolledEvent, GameEvent, Outcome } from 'sandtable';
import type { CliRuleset } from './cli-ruleset.js';

function describeTarget(event: DiceRolledEvent): string {
  const target = event.target;
  if (!target) return '';
  const value = target.op === 'atLeast' ? `${target.value}+` : `${target.value} or less`;
  return target.per === 'die' ? ` (${value} each)` : ` (total ${value})`;
}

function describeResult(event: DiceRolledEvent): string {
  const sum = event.dice.length > 1 ? ` = ${event.total}` : '';
  if (!event.target) return sum;
  if (event.target.per === 'die') return ` → ${event.successes ?? 0} succeed`;
  return `${sum} → ${event.success ? 'success' : 'failure'}`;
}

/** One line for a roll: what for, which dice, the faces and the result (`roll to-hit 4d6 (4+ each): 6 5 2 1 → 2 succeed`). */
export function describeDice(event: DiceRolledEvent): string {
  const faces = event.dice.join(' ');
  const rerolled = event.rerolled?.length ? ` (rerolling ${event.rerolled.length})` : '';
  return `    roll ${event.purpose} ${event.dice.length}d${event.sides}${describeTarget(event)}${rerolled}: ${faces}${describeResult(event)}`;
}

/**
 * The demo's narration: one line per meaningful event (the ruleset's own words), every roll with its dice,
 * leaving out the event types the ruleset's CLI entry marks as noise.
 */
export function narrateEvents(
  entry: CliRuleset,
  events: readonly GameEvent[],
  labels: ReadonlyMap<string, string> = new Map(),
): string[] {
  const named = (line: string) => (labels.size === 0 ? line : withLabels(line, labels));
  const lines: string[] = [];
  for (const event of events) {
    if (entry.quiet.has(event.type)) continue;
    if (event.type === 'dice-rolled') {
      lines.push(describeDice(event as DiceRolledEvent));
      continue;
    }
    const line = entry.narrate(event);
    if (line) lines.push(named(line));
  }
  return lines;
}

/** Dotted ids (`red.c1.u1`, `red.c4.u1.m2`) are replaced by their labels where there is one. */
const ID = /\b[\w-]+(?:\.[a-z]\d+)+\b/g;

/** Replaces every labelled id in a narration line by its label. */
export function withLabels(line: string, labels: ReadonlyMap<string, string>): string {
  return line.replace(ID, (id) => labels.get(id) ?? id);
}

/** The closing line: who won and why, a draw, or a game stopped without a result. */
export function outcomeLine(outcome: Outcome | undefined, commands: number): string {
  if (!outcome) return `No result: the game was stopped after ${commands} commands.`;
  const reason = outcome.reason.replace(/\.$/, '');
  if (outcome.kind === 'draw') return `Draw — ${reason}.`;
  return `Winner: ${outcome.winners.join(' and ')} — ${reason}.`;
}
