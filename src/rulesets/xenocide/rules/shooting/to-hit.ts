import type { Dice, PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import type { ToHitDie, ToHitRoll } from '../../state/shooting';

/** XEN-HIT-08: at this modified Accuracy or lower a weapon cannot hit and rolls no dice. */
export const NO_HIT_ACCURACY = -3;

/** XEN-HIT-05..07: the reroll a natural 1 needs at modified Accuracy 0, −1 and −2. */
export const REROLL_LADDER: Readonly<Record<string, number>> = { '0': 4, '-1': 2, '-2': 1 };

/**
 * XEN-HIT-01 / XEN-HIT-04..08: whether a die hits at a modified Accuracy: ≥6 always; 1..5 on a natural roll
 * ≤ Accuracy; 0/−1/−2 on a natural 1 whose reroll is ≤ 4/2/1; −3 or lower never.
 */
export function dieHitsAt(die: Pick<ToHitDie, 'first' | 'reroll'>, accuracy: number): boolean {
  if (accuracy >= 6) return true;
  if (accuracy >= 1) return die.first <= accuracy;
  if (accuracy <= NO_HIT_ACCURACY) return false;
  const needed = REROLL_LADDER[String(accuracy)] ?? 0;
  return die.first === 1 && die.reroll !== undefined && die.reroll <= needed;
}

/** XEN-HIT-01: options of {@link rollToHit}. */
export interface ToHitSpec {
  readonly shots: number;
  /** Modified Accuracy (XEN-HIT-02). */
  readonly accuracy: number;
  readonly player?: PlayerId;
  /** XEN-AOE-04: AOE shots can splash. */
  readonly aoe?: boolean;
  /**
   * XEN-HIT-09: modified Accuracies of lower-Aspect target models; when one is 0..−2 and this roll's
   * Accuracy is ≥1, natural 1s are rerolled too, only to tell whether they may go to those models.
   */
  readonly lowerAccuracies?: readonly number[];
  readonly purpose?: string;
  /** The rule IDs that made the Accuracy (its modifiers, focus fire, artillery): carried on the roll. */
  readonly rules?: readonly string[];
}

/** XEN-HIT-05..07: the rule of each rung of the reroll ladder. */
const LADDER_RULE: Readonly<Record<string, string>> = {
  '0': 'XEN-HIT-05',
  '-1': 'XEN-HIT-06',
  '-2': 'XEN-HIT-07',
};

/** XEN-HIT-04..08: the rule that decides a roll at this modified Accuracy (none at 1..5). */
function ladderRule(accuracy: number): string | undefined {
  if (accuracy >= 6) return 'XEN-HIT-04';
  if (accuracy >= 1) return undefined;
  return accuracy <= NO_HIT_ACCURACY ? 'XEN-HIT-08' : LADDER_RULE[String(accuracy)];
}

/**
 * XEN-HIT-01..08 / XEN-AOE-04: rolls one d6 per shot at a modified Accuracy; at 0..−2 every natural 1 is
 * rerolled (one `dice.reroll`); at −3 or lower nothing is rolled.
 * @example rollToHit(dice, { shots: 4, accuracy: 2 }) // hits on 1-2
 */
export function rollToHit(dice: Dice, spec: ToHitSpec): ToHitRoll {
  const { accuracy } = spec;
  if (spec.shots <= 0 || accuracy <= NO_HIT_ACCURACY) return { accuracy, dice: [], hits: 0, splashes: 0 };
  const purpose = spec.purpose ?? 'to-hit';
  const target = { per: 'die', op: 'atMost', value: Math.max(accuracy, 1) } as const;
  const ladder = accuracy <= 0 || (spec.lowerAccuracies ?? []).some((a) => a <= 0 && a > NO_HIT_ACCURACY);
  const roll = dice.roll({
    purpose,
    count: spec.shots,
    sides: 6,
    target,
    rules: rulesOf(
      'XEN-HIT-01',
      ladderRule(accuracy),
      ladder && accuracy >= 1 ? 'XEN-HIT-09' : undefined,
      spec.aoe === true ? 'XEN-AOE-04' : undefined,
      spec.rules,
    ),
    ...(spec.player === undefined ? {} : { player: spec.player }),
  });
  const ones = ladder ? roll.dice.flatMap((face, i) => (face === 1 ? [i] : [])) : [];
  const rerolled = ones.length > 0 ? dice.reroll(roll, ones, `${purpose}-reroll`).dice : roll.dice;
  const out = roll.dice.map((first, i): ToHitDie => {
    const reroll = ones.includes(i) ? rerolled[i] : undefined;
    const die = reroll === undefined ? { first } : { first, reroll };
    const hit = dieHitsAt(die, accuracy);
    const splash = !hit && spec.aoe === true && accuracy >= 1 && accuracy <= 5 && first === accuracy + 1;
    return { ...die, hit, splash };
  });
  return {
    accuracy,
    dice: out,
    hits: out.filter((d) => d.hit).length,
    splashes: out.filter((d) => d.splash).length,
  };
}
