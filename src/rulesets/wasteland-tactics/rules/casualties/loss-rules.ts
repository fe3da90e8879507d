import type { Loss } from '../../state';
import { rulesNamedIn } from '../rule-ids';

/** The catalogue rule that calls for the Life rolls (or removals) of each kind of loss. */
const CAUSE_RULES: { readonly [K in Loss['cause']]: string } = {
  shoot: 'WT-SHOOT-06',
  fight: 'WT-FIGHT-10',
  dangerous: 'WT-TERR-05',
  fearless: 'WT-SUR-18',
  unstable: 'WT-WSR-20',
  psychic: 'WT-SUR-14',
  explosion: 'WT-SUR-68',
  'price-of-failure': 'WT-SUR-38',
  misfire: 'WT-SHOOT-09',
  'air-support': 'WT-ADV-07',
  bodyguard: 'WT-SUR-10',
};

/**
 * The catalogue rule IDs behind one hit of a loss: the rule of its cause, WT-WSR-07 for a critical hit (an
 * automatic failure) and WT-WSR-15 when a Sniper's firer allocated it.
 */
export function lossRules(loss: Loss, autoFail = false): string[] {
  const out = [CAUSE_RULES[loss.cause]];
  if (autoFail && (loss.cause === 'shoot' || loss.cause === 'fight')) out.push('WT-WSR-07');
  if (loss.sniper) out.push('WT-WSR-15');
  return out;
}

/** The rule IDs behind a destruction's cause: a loss's cause (`'shoot'`) or the rules a message names. */
export function causeRules(cause: string): string[] {
  return cause in CAUSE_RULES ? [CAUSE_RULES[cause as Loss['cause']]] : rulesNamedIn(cause);
}
