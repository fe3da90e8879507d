/** The longest piece of a caller's input a message repeats before it is cut with an ellipsis. */
export const ECHO_LIMIT = 60;

/** `text` as a message may repeat it: at most {@link ECHO_LIMIT} characters, cut with an ellipsis. */
export function clip(text: string, limit = ECHO_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** A path key as a message or rejection may repeat it (long keys are cut). */
export function clipKey(key: string | number): string | number {
  return typeof key === 'string' ? clip(key) : key;
}

const LONG_RUN = new RegExp(`[^\\s'"\`,;:()\\[\\]{}]{${ECHO_LIMIT * 2 + 1},}`, 'g');

/**
 * A message with every run of more than twice {@link ECHO_LIMIT} characters without a space or quote cut:
 * the safety net for messages (a ruleset's own, a zod issue's) that repeat a caller's long id or key.
 * Text made of words, as every real message is, passes unchanged.
 */
export function clipEchoes(message: string): string {
  const cut = message.replace(LONG_RUN, (run) => clip(run));
  return cut.length > 2000 ? `${cut.slice(0, 2000)}…` : cut;
}
