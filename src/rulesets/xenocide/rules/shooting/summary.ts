import type { SaveStepKind } from '../../state/shooting';
import type { ShootingAttackResult } from './staged-attack';

/** XEN-SHOOT-02: the headline numbers of an attack, e.g. for a `shots-fired` event or one narrated line. */
export interface AttackSummary {
  readonly shooter: string;
  readonly target: string;
  /** To-hit dice rolled (mingled rerolls included). */
  readonly shots: number;
  /** Modified Accuracies rolled at, in order (one per shot group). */
  readonly accuracies: readonly number[];
  /** Hits scored on any unit, AOE hits and pass-through hits included. */
  readonly hits: number;
  readonly saved: Readonly<Record<SaveStepKind, number>>;
  readonly unsaved: number;
  readonly removed: readonly string[];
  /** Unsaved hits no model was left to take, plus hits no model could be allocated. */
  readonly lost: number;
}

/**
 * XEN-SHOOT-02: sums an attack up — "12 shots at Acc 4 → 5 hits → 2 saved by cover → 3 models removed".
 * @example attackSummary(resolveShootingAttack(state, dice, spec)).saved.cover
 */
export function attackSummary(result: ShootingAttackResult): AttackSummary {
  const groups = [...result.volleys.flatMap((v) => v.groups), ...result.rerolls.map((r) => r.group)];
  const saved: Record<SaveStepKind, number> = { cover: 0, shield: 0, deflector: 0, armor: 0 };
  let unsaved = 0;
  let lost = 0;
  for (const outcome of result.outcomes) {
    lost += outcome.allocation.lost.length;
    for (const pool of outcome.pools) {
      for (const roll of pool.rolls) saved[roll.step] += roll.saved.length;
      unsaved += pool.unsaved.length;
      lost += pool.lost;
    }
  }
  return {
    shooter: result.shooter,
    target: result.target,
    shots: groups.reduce((n, g) => n + g.shots, 0),
    accuracies: groups.map((g) => g.roll.accuracy),
    hits: result.hits.length,
    saved,
    unsaved,
    removed: result.removed,
    lost,
  };
}
