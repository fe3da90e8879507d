import type { ApplyContext } from 'sandtable';
import type { RmpState } from './state';

/** A point in an event. */
export interface EventPoint {
  readonly x: number;
  readonly y: number;
}

type R = { readonly rules?: readonly string[] };

/** Every event of Rampant-style sci-fi; `rules` names the catalogue IDs that decided it. */
export type RmpEvent =
  | ({ readonly type: 'roll-off'; readonly winner: string; readonly purpose: string } & R)
  | ({ readonly type: 'zone-chosen'; readonly player: string; readonly zone: 'south' | 'north' } & R)
  | ({ readonly type: 'unit-deployed'; readonly unit: string; readonly embarked?: string } & R)
  | ({ readonly type: 'turn-started'; readonly turn: number; readonly first: string } & R)
  | ({ readonly type: 'turn-ended'; readonly turn: number } & R)
  | ({ readonly type: 'phase-started'; readonly player: string } & R)
  | ({
      readonly type: 'phase-ended';
      readonly player: string;
      readonly reason: 'test-failed' | 'all-ordered' | 'player-ended';
    } & R)
  | ({
      readonly type: 'activation-test';
      readonly unit: string;
      readonly action: string;
      readonly roll: number;
      readonly need: number;
      readonly passed: boolean;
    } & R)
  | ({ readonly type: 'moved'; readonly unit: string; readonly distance: number; readonly to: EventPoint } & R)
  | ({ readonly type: 'embarked'; readonly unit: string; readonly transport: string } & R)
  | ({ readonly type: 'disembarked'; readonly unit: string; readonly transport: string } & R)
  | ({
      readonly type: 'shot';
      readonly shooter: string;
      readonly target: string;
      readonly dice: number;
      readonly need: number;
      readonly hits: number;
      readonly extreme: boolean;
    } & R)
  | ({
      readonly type: 'reaction';
      readonly unit: string;
      readonly reaction: 'firefight' | 'go-to-ground' | 'counter-charge';
      readonly passed: boolean;
      readonly roll?: number;
    } & R)
  | ({
      readonly type: 'attack-declared';
      readonly attacker: string;
      readonly target: string;
      readonly wild: boolean;
    } & R)
  | ({
      readonly type: 'fight';
      readonly attacker: string;
      readonly defender: string;
      readonly attackerHits: number;
      readonly defenderHits: number;
      readonly attackerNeed: number;
      readonly defenderNeed: number;
    } & R)
  | ({
      readonly type: 'sp-lost';
      readonly unit: string;
      readonly sp: number;
      readonly left: number;
      readonly hits?: number;
      readonly armour?: number;
    } & R)
  | ({ readonly type: 'models-removed'; readonly unit: string; readonly models: readonly string[] } & R)
  | ({
      readonly type: 'courage-test';
      readonly unit: string;
      readonly dice: number;
      readonly roll: number;
      readonly score: number;
      readonly need: number;
      readonly result: 'passed' | 'failed' | 'routed';
    } & R)
  | ({ readonly type: 'rallied'; readonly unit: string; readonly passed: boolean } & R)
  | ({ readonly type: 'wild-charge-test'; readonly unit: string; readonly roll: number; readonly passed: boolean } & R)
  | ({ readonly type: 'suppressed'; readonly unit: string } & R)
  | ({
      readonly type: 'retreated';
      readonly unit: string;
      readonly distance: number;
      readonly wanted: number;
      readonly into?: string;
      readonly from?: string;
    } & R)
  | ({ readonly type: 'held-in-cover'; readonly unit: string } & R)
  | ({ readonly type: 'unit-removed'; readonly unit: string; readonly how: 'destroyed' | 'routed' } & R)
  | ({ readonly type: 'commander-lost'; readonly player: string } & R)
  | ({ readonly type: 'passengers-placed'; readonly unit: string; readonly at: EventPoint } & R)
  | ({
      readonly type: 'game-over';
      readonly winners: readonly string[];
      readonly reason: string;
      readonly scores: Readonly<Record<string, number>>;
    } & R);

/** The apply context of this ruleset's commands and steps. */
export type RmpContext = ApplyContext<RmpState, RmpEvent>;
