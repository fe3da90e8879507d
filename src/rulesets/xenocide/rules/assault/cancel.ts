import type { PlayerId } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { XenocideState } from '../../state';
import type { AssaultState, StrikeTarget } from '../../state/assault';
import type { AssaultStepResult } from './effects';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';
import { strikeOf } from './strike';

/** XEN-CA-22: one defence die cancelling one attack die (indices into the target's `defence` and `attack`). */
export interface CancelPair {
  readonly defence: number;
  readonly attack: number;
}

/** XEN-CA-22: the struck player's cancellations, per struck unit. */
export type Cancellation = readonly { readonly unit: string; readonly pairs: readonly CancelPair[] }[];

function currentTargets(assault: AssaultState): readonly StrikeTarget[] {
  const step = assault.step;
  if (step.kind !== 'cancel') return [];
  return strikeOf(assault, step.side)?.targets ?? [];
}

/**
 * XEN-CA-22 / XEN-CA-23: why cancellations are refused: each pair names a defence die and an attack die of
 * the same struck unit (after the discard), each die used once, and a defence die cancels only an attack
 * die of equal or lower value.
 */
export function whyBadCancellation(
  _state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  cancellation: Cancellation,
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'cancel' || assault.step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn to cancel attack dice with defence dice (XEN-CA-22).',
    );
  }
  const targets = currentTargets(assault);
  for (const [i, entry] of cancellation.entries()) {
    const target = targets.find((t) => t.unit === entry.unit);
    if (!target) return refuse('unknown-entity', `Unit ${entry.unit} was not attacked in this strike.`, [i]);
    const defence = new Set<number>();
    const attack = new Set<number>();
    for (const [j, pair] of entry.pairs.entries()) {
      const d = target.defence[pair.defence];
      const a = target.attack[pair.attack];
      if (d === undefined || a === undefined || defence.has(pair.defence) || attack.has(pair.attack)) {
        return refuse(
          'illegal-action',
          `Each pair names one of the defence dice (${target.defence.join(', ') || 'none'}) and one of the attack dice (${target.attack.join(', ') || 'none'}) once each (XEN-CA-22, XEN-CA-23).`,
          [i, 'pairs', j],
        );
      }
      if (d < a) {
        return refuse(
          'illegal-action',
          `A defence ${d} cannot cancel an attack ${a}: a defence die cancels one attack die of equal or lower value (XEN-CA-22).`,
          [i, 'pairs', j],
        );
      }
      defence.add(pair.defence);
      attack.add(pair.attack);
    }
  }
  return undefined;
}

/**
 * XEN-CA-22: cancellations for one struck unit by the usual rule of thumb: the highest defence die first,
 * each cancelling the highest attack die it can.
 */
export function greedyCancellation(target: StrikeTarget): CancelPair[] {
  const pairs: CancelPair[] = [];
  const taken = new Set<number>();
  const order = target.defence.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  for (const d of order) {
    let best = -1;
    target.attack.forEach((value, index) => {
      if (!taken.has(index) && value <= d.value && (best < 0 || value >= (target.attack[best] as number)))
        best = index;
    });
    if (best < 0) continue;
    taken.add(best);
    pairs.push({ defence: d.index, attack: best });
  }
  return pairs;
}

/** XEN-CA-22: a bot's cancellations: {@link greedyCancellation} for every struck unit. */
export function defaultCancellation(assault: AssaultState): Cancellation {
  return currentTargets(assault).map((t) => ({ unit: t.unit, pairs: greedyCancellation(t) }));
}

/** XEN-CA-22: whether the struck player has a choice: some defence die can cancel some attack die. */
export function canCancel(assault: AssaultState): boolean {
  return currentTargets(assault).some((t) => t.defence.some((d) => t.attack.some((a) => a <= d)));
}

/**
 * XEN-CA-22 / XEN-CA-24: the struck player's cancellations; the attack dice left are the ones to assign as
 * casualties ({@link assignCasualties}).
 */
export function cancelAttacks(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  cancellation: Cancellation,
): AssaultStepResult {
  assertAccepted(
    'cancelAttacks',
    'whyBadCancellation',
    whyBadCancellation(state, assault, player, cancellation),
  );
  const step = assault.step;
  if (step.kind !== 'cancel') throw rulesetBug('xenocide: cancelAttacks called outside a cancel step.');
  const strikes = assault.strikes.map((s) => {
    if (s.side !== step.side) return s;
    return {
      ...s,
      targets: s.targets.map((t) => {
        const pairs = cancellation.find((c) => c.unit === t.unit)?.pairs ?? [];
        const cancelled = new Set(pairs.map((p) => p.attack));
        return { ...t, cancelled: [...pairs], pending: t.attack.filter((_, i) => !cancelled.has(i)) };
      }),
    };
  });
  return {
    assault: { ...assault, strikes, step: { kind: 'casualties', side: step.side, player: step.player } },
    effects: [],
  };
}
