import { closestMatch } from 'sandtable/kit';
import * as z from 'zod';

/** How an unknown keyword is reported: its issue code, the rule that lists the keywords, and what a keyword is called. */
export interface KeywordWording {
  /** Stable issue code, e.g. `unknown-weapon-special`. */
  readonly code: string;
  /** The catalogue rule that lists the keywords. */
  readonly rule: string;
  /** What one keyword is called in a message, e.g. "weapon special". */
  readonly noun: string;
}

/**
 * A schema for one keyword out of a closed list: an unknown one is refused with the wording's code and rule and
 * the closest known keyword ("did you mean 'rapidFire'?"), which a plain enum cannot say. Its input type is the
 * keyword union, as an enum's would be, so callers get completion; at run time any text is read and judged.
 */
export function keywordSchema<const T extends readonly [string, ...string[]]>(
  keywords: T,
  wording: KeywordWording,
): z.ZodType<T[number], T[number]> {
  const known: readonly string[] = keywords;
  return (
    z
      .string()
      .superRefine((typed, ctx) => {
        if (known.includes(typed)) return;
        ctx.addIssue({
          code: 'custom',
          message: `'${typed}' is not a known ${wording.noun} (${wording.rule})${didYouMean(typed, known, true)}`,
          params: { code: wording.code, rule: wording.rule },
          // An unknown keyword stops the checks of the objects around it, which rely on a known one.
          continue: false,
        });
      })
      .pipe(z.enum(keywords))
      // The JSON Schema lists the keywords as the enum they are (the refinement above only words the failure).
      .meta({ description: `One of: ${known.join(', ')}.`, enum: [...keywords] })
  );
}

/**
 * The end of a message about an unknown name: "; did you mean 'x'?" for a likely typo, else (with `listKnown`)
 * the names there are, else nothing.
 */
export function didYouMean(typed: string, known: readonly string[], listKnown = false): string {
  const guess = closestMatch(typed, known);
  if (guess) return `; did you mean '${guess}'?`;
  return listKnown && known.length > 0 ? `; use one of ${known.map((k) => `'${k}'`).join(', ')}` : '';
}
