import * as z from 'zod';

/**
 * XEN-STAT-15: a close-assault defence value as the book prints it: a number 1..6, or the text
 * '66', '666' (and '6666' for titans) when two, three or four sixes are needed.
 */
export type Cad = 1 | 2 | 3 | 4 | 5 | 6 | '66' | '666' | '6666';

const singleDieCad = z.literal([1, 2, 3, 4, 5, 6]);

const cadError = (allowed: string) => (issue: { input?: unknown }) => {
  if (issue.input === undefined) return `is missing; it must be ${allowed} (XEN-STAT-15)`;
  return typeof issue.input === 'number' && [66, 666, 6666].includes(issue.input)
    ? `must be written as text, "${issue.input}", when it needs several sixes (XEN-STAT-15)`
    : `must be ${allowed} (XEN-STAT-15)`;
};

/** XEN-STAT-15: CAD of a non-titan model: 1..6, '66' or '666'. */
export const CadSchema = z
  .union([singleDieCad, z.enum(['66', '666'])], {
    error: cadError("a whole number from 1 to 6, or '66' or '666'"),
  })
  .describe('#d30');

/** XEN-STAT-15 / XEN-STAT-22: CAD of a titan: 1..6, '66', '666' or '6666'. */
export const TitanCadSchema = z
  .union([singleDieCad, z.enum(['66', '666', '6666'])], {
    error: cadError("a whole number from 1 to 6, or '66', '666' or '6666'"),
  })
  .describe('#d31');

/** XEN-STAT-15: what a close-assault attack needs to kill a model: `count` dice each showing at least `face`. */
export interface CadRequirement {
  /** The lowest die face that counts. */
  readonly face: 1 | 2 | 3 | 4 | 5 | 6;
  /** How many such dice one kill needs (1, or 2/3/4 sixes). */
  readonly count: 1 | 2 | 3 | 4;
}

/** XEN-STAT-15: turns a CAD into the dice one kill needs, e.g. 4 → one die ≥4, '66' → two 6s. */
export function cadRequirement(cad: Cad): CadRequirement {
  if (typeof cad === 'number') return { face: cad, count: 1 };
  return { face: 6, count: cad.length as 2 | 3 | 4 };
}

/** R33: the position of a CAD on the ladder 1 < 2 < … < 6 < 66 < 666 < 6666 (1..9). */
export function cadRank(cad: Cad): number {
  return typeof cad === 'number' ? cad : 5 + cad.length;
}
