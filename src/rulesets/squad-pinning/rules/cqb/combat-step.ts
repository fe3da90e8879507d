import type { Point } from '../../commands/schema';

/** One unit's assault move, made after the Terrifying tests and the assault-into-overwatch fire (SQ-DEF-19 (4)). */
export interface AssaultMove {
  readonly unit: string;
  /** The ids of the models the positions belong to (the living models at the declaration, in order). */
  readonly models: readonly string[];
  readonly positions: readonly Point[];
  /** SQ-SPC-10: jump packs used and a model lands in difficult terrain. */
  readonly landing: boolean;
}

/** Where a combat stands: the step's phase (SQ-DEF-19 (2)…(7)). */
export type CombatPhase = 'terror' | 'overwatch' | 'move' | 'round' | 'strike' | 'mop-up' | 'end';

/**
 * SQ-DEF-19 / SQ-DEF-20 / SQ-DEF-21: a close-quarters battle in the queue, as plain data. Its handler advances
 * the phases and answers replacement steps (the damage steps of a round, then itself at the next phase).
 */
export type CombatStep = {
  readonly kind: 'cqb';
  readonly phase: CombatPhase;
  /** The assaulting side (a continued combat: the side of the unit that activated). */
  readonly attackers: readonly string[];
  /** The assaulted side. */
  readonly defenders: readonly string[];
  /** A new assault this activation: round 1 uses the round-1 rules (bonus dice, modifiers, cover). */
  readonly fresh: boolean;
  /** The assault moves still to make. */
  readonly moves: readonly AssaultMove[];
  /** SQ-CQS-07: the assaulting unit's models sent at the second target. */
  readonly split?: { readonly target: string; readonly models: readonly string[] };
  /** SQ-CQS-03: the assaulted units that were on Overwatch when the assault was declared. */
  readonly overwatch: readonly string[];
  /** Rounds fought in this activation. */
  readonly round: number;
  /** This round's strike slot (0: before the lone unit, 1: with it, 2: after it) and each unit's slot. */
  readonly slot: number;
  readonly slots: Readonly<Record<string, number>>;
  /** Living models of each unit at the start of the round (SQ-CQB-09 counts the round's casualties). */
  readonly start: Readonly<Record<string, number>>;
  /** SQ-DEF-20: the lone unit's attacks split among its opponents (the `split-attacks` answer). */
  readonly allocation?: Readonly<Record<string, number>>;
};
