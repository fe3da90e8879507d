import type { DiceRolledEvent, GameEvent, Outcome, RulesetDescription } from 'sandtable';

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

/** One line of a narration: an event in the ruleset's words, or a roll with its dice. */
export interface NarrationLine {
  readonly text: string;
  /** `dice` for a roll; `loss` for an event the ruleset marks as a loss (a model removed); `event` otherwise. */
  readonly kind: 'event' | 'dice' | 'loss';
}

/**
 * The demo's narration: one line per meaningful event (the ruleset's own words), every roll with its dice,
 * leaving out the event types the ruleset's description marks as noise. A ruleset rolls the dice before it
 * emits the event that reports them, so each roll is held back and printed under the next narrated event
 * that reports it ({@link RulesetDescription.rollsReported}); rolls no event reports close the narration.
 */
export function narrateEvents(
  entry: RulesetDescription,
  events: readonly GameEvent[],
  labels: ReadonlyMap<string, string> = new Map(),
): NarrationLine[] {
  const named = (line: string) => (labels.size === 0 ? line : withLabels(line, labels));
  const lines: NarrationLine[] = [];
  const diceLine = (roll: DiceRolledEvent): NarrationLine => ({
    text: named(describeDice(roll)),
    kind: 'dice',
  });
  let pending: DiceRolledEvent[] = [];
  for (const event of events) {
    if (entry.quiet.includes(event.type)) continue;
    if (event.type === 'dice-rolled') {
      pending.push(event as DiceRolledEvent);
      continue;
    }
    const text = entry.narrate(event);
    if (!text) continue;
    lines.push({ text: named(text), kind: entry.losses?.includes(event.type) ? 'loss' : 'event' });
    const reported = Math.min(pending.length, entry.rollsReported?.(event, pending) ?? pending.length);
    lines.push(...pending.slice(0, reported).map(diceLine));
    pending = pending.slice(reported);
  }
  lines.push(...pending.map(diceLine));
  return lines;
}

/**
 * Dotted ids (`red.c1.u1`, `red.c4.u1.m2`, `zealots.ashen-knights.m3`) are replaced by their labels where there is
 * one; anything else dotted (`4.5`, `e.g`) has no label and stays as it is.
 */
const ID = /\b[a-z][\w-]*(?:\.[\w-]+)+\b/g;

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
