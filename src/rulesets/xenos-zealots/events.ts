import type { ApplyContext, PlayerId } from 'sandtable';
import type { ActionKind, MoraleState, OrderKind, XzState } from './state';

/** A point on the table, in inches. */
export interface EventPoint {
  readonly x: number;
  readonly y: number;
}

/** A model's move in an event. */
export interface ModelMove {
  readonly model: string;
  readonly from: EventPoint;
  readonly to: EventPoint;
}

/**
 * Every event Xenos & Zealots emits (besides the core's `dice-rolled`, `dice-requested` and `game-ended`), each
 * with the catalogue rule IDs that decided it (`rules`: its type's, from the ruleset's events table, and its own).
 */
export type XzEvent = (
  | {
      readonly type: 'roles-decided';
      readonly attacker: PlayerId;
      readonly defender: PlayerId;
      /** R37: the odds-or-evens die, when the players did not agree. */
      readonly die?: number;
      readonly chooser?: PlayerId;
    }
  | { readonly type: 'odds-evens-rolled'; readonly die: number; readonly chooser: PlayerId }
  | { readonly type: 'zone-chosen'; readonly player: PlayerId; readonly zone: string; readonly other: string }
  | {
      readonly type: 'unit-deployed';
      readonly player: PlayerId;
      readonly unit: string;
      /** XZ-MOVE-10: the unit's Mobility as the book writes it, e.g. `(L) 5"`. */
      readonly mobility?: string;
      readonly models: readonly {
        readonly model: string;
        readonly at: EventPoint;
        readonly facing: number;
      }[];
    }
  | { readonly type: 'turn-started'; readonly turn: number }
  | {
      readonly type: 'phase-started';
      readonly turn: number;
      readonly phase: string;
      readonly player?: PlayerId;
    }
  | { readonly type: 'orders-placed'; readonly player: PlayerId; readonly units: readonly string[] }
  | {
      readonly type: 'order-revealed';
      readonly player: PlayerId;
      readonly unit: string;
      readonly order: OrderKind;
    }
  | {
      readonly type: 'support-requested';
      readonly player: PlayerId;
      readonly asset: number;
      readonly name: string;
      readonly success: boolean;
      readonly markers?: readonly EventPoint[];
    }
  | {
      readonly type: 'support-arrived';
      readonly player: PlayerId;
      readonly asset: number;
      readonly name: string;
      readonly arrived: boolean;
      readonly at?: EventPoint;
    }
  | {
      readonly type: 'action-taken';
      readonly unit: string;
      readonly action: ActionKind | 'move-to-cover' | 'withdraw' | 'return-fire' | 'turn-to-face' | 'rout';
      readonly slot?: 1 | 2;
    }
  | { readonly type: 'action-skipped'; readonly unit: string; readonly action: ActionKind }
  | {
      readonly type: 'unit-moved';
      readonly unit: string;
      readonly kind: 'move' | 'jump' | 'cover' | 'withdraw' | 'rout' | 'assault' | 'consolidate' | 'reserve';
      readonly models: readonly ModelMove[];
    }
  | { readonly type: 'unit-turned'; readonly unit: string; readonly model: string; readonly facing: number }
  | {
      readonly type: 'fire-declared';
      readonly unit: string;
      readonly aim: EventPoint;
      readonly groups: readonly {
        readonly weapon: string;
        readonly target: string;
        readonly models: number;
      }[];
    }
  | {
      readonly type: 'hits-scored';
      readonly unit: string;
      readonly target: string;
      readonly weapon: string;
      readonly dice: readonly number[];
      /** XZ-SHOOT-14: the flat to-hit modifier added to each die (range bonuses are per model). */
      readonly modifier?: number;
      readonly hits: number;
    }
  | {
      /** R9 / R14: one hit die given to one model (its hit is resolved next). */
      readonly type: 'hit-allocated';
      readonly unit: string;
      readonly target: string;
      readonly model: string;
      readonly weapon: string;
      readonly die: number;
    }
  | {
      readonly type: 'hit-resolved';
      readonly unit: string;
      readonly model: string;
      readonly weapon: string;
      readonly save: number;
      readonly ap: number;
      readonly saved: boolean;
      /** XZ-SAVE-05: modified damage (when the save failed). */
      readonly damage?: number;
      readonly wounds?: number;
      readonly facing?: 'front' | 'side' | 'rear';
    }
  | { readonly type: 'model-suppressed'; readonly unit: string; readonly model: string }
  | { readonly type: 'model-removed'; readonly unit: string; readonly model: string; readonly by?: PlayerId }
  | {
      readonly type: 'structure-lost';
      readonly unit: string;
      readonly model: string;
      readonly system: string;
      readonly chooser: PlayerId;
      readonly speed?: number;
    }
  | {
      readonly type: 'morale-changed';
      readonly unit: string;
      readonly from: MoraleState;
      readonly to: MoraleState;
      readonly cause: string;
    }
  | {
      readonly type: 'rally-attempted';
      readonly unit: string;
      readonly roll: number;
      readonly modifier: number;
      readonly target: number;
      readonly success: boolean;
    }
  | {
      readonly type: 'unit-destroyed';
      readonly unit: string;
      readonly player: PlayerId;
      readonly by?: PlayerId;
      readonly cause: string;
    }
  | { readonly type: 'leader-changed'; readonly unit: string; readonly model: string }
  | { readonly type: 'character-attached'; readonly unit: string; readonly character: string }
  | { readonly type: 'character-detached'; readonly unit: string; readonly character: string }
  | {
      readonly type: 'reroll-used';
      readonly player: PlayerId;
      /** The unit whose Command pool paid (R4), or whose limited re-roll it was (XZ-RES-12). */
      readonly commander: string;
      readonly dice: readonly number[];
      /** XZ-RES-12: a limited re-roll (free): its name and the natural face re-rolled. */
      readonly limited?: { readonly name: string; readonly natural: number };
    }
  | { readonly type: 'assault-declared'; readonly unit: string; readonly target: string }
  | {
      readonly type: 'strike-order';
      readonly charger: string;
      readonly defender: string;
      readonly totals: readonly [number, number];
      readonly first: string;
    }
  | {
      readonly type: 'assault-attacks';
      readonly unit: string;
      readonly target: string;
      readonly dice: readonly number[];
      readonly hits: number;
    }
  | {
      readonly type: 'assault-result';
      readonly winner: string;
      readonly loser: string;
      readonly lost: Readonly<Record<string, number>>;
      readonly outcome: 'good-order' | 'test-passed' | 'routed' | 'neutralized' | 'destroyed';
    }
  | { readonly type: 'unit-consolidated'; readonly unit: string }
  | { readonly type: 'turn-ended'; readonly turn: number }
  | {
      readonly type: 'battle-over';
      readonly winners: readonly PlayerId[];
      readonly reason: string;
      readonly scores: Readonly<Record<PlayerId, number>>;
    }
) & { readonly rules?: readonly string[] };

/** The context every rule function gets. */
export type XzContext = ApplyContext<XzState, XzEvent>;
