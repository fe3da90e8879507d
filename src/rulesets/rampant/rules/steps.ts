import type { Vec2 } from 'sandtable';

/** A point in a step (plain data). */
export type StepPoint = { readonly x: number; readonly y: number };

/** What comes after a Skirmish's first half (RMP-DEF-10). */
export interface ThenMove {
  readonly to: StepPoint;
}

/**
 * The resolution queue's steps (plain data, kept in the state): a Shoot's roll, its reaction and its
 * losses, an Attack, Courage tests, Retreats, model removal and the checks after a unit is removed.
 */
export type RmpStep =
  | { kind: 'shoot'; shooter: string; target: string; moveAfter?: ThenMove }
  | {
      kind: 'shoot-react';
      shooter: string;
      target: string;
      extreme: boolean;
      hits: number;
      reaction?: 'firefight' | 'go-to-ground' | 'none';
      moveAfter?: ThenMove;
    }
  | { kind: 'skirmish-move'; unit: string; to: StepPoint }
  | {
      kind: 'attack';
      attacker: string;
      target: string;
      wild: boolean;
      reaction?: 'counter-charge' | 'none';
      /** RMP-DEF-12: where the owner placed the attacking models (else the engine's block move). */
      positions?: StepPoint[];
    }
  | { kind: 'attack-end'; attacker: string; defender: string; lostAttacker: number; lostDefender: number }
  | { kind: 'remove-models'; unit: string; count: number }
  | {
      kind: 'courage';
      unit: string;
      /** SP lost in the event (RMP-CRG-10; not on a Rally). */
      lost: number;
      /** The enemy unit that caused it (a Retreat flees from it, RMP-RET-05). */
      cause?: string;
      rally?: boolean;
      afterAttack?: boolean;
      rules: string[];
    }
  | {
      kind: 'retreat';
      unit: string;
      cause?: string;
      afterAttack: boolean;
      /** Becomes Suppressed after moving (a failed Courage test, RMP-CRG-13). */
      suppress: boolean;
      /** The owner's choice (RMP-RET-04): a cover feature's id, or null to flee. */
      choice?: string | null;
      rules: string[];
    }
  | { kind: 'separate'; unit: string; from: string }
  | {
      kind: 'side-checks';
      player: string;
      commanderLost: boolean;
      before: { units: number; halfLost: boolean };
      /** RMP-DEF-13: tests the same event already owes (bailed-out passengers): merged, one test per unit. */
      owed?: { unit: string; lost: number; rules: string[] }[];
    }
  | { kind: 'passengers'; unit: string; at: StepPoint; placed?: boolean };

/** A point as plain data. */
export function point(v: Vec2): StepPoint {
  return { x: v.x, y: v.y };
}
