import type { ApplyContext } from 'sandtable';
import type { RmpState } from './state';

/** A point in an event. */
export interface EventPoint {
  readonly x: number;
  readonly y: number;
}

/** The rule IDs an event names (the kit adds its type's own). */
export type RmpEventRules = { readonly rules?: readonly string[] };

/** Every event of Rampant-style sci-fi; `rules` names the catalogue IDs that decided it. */
export type RmpEvent =
  | ({ readonly type: 'roll-off'; readonly winner: string; readonly purpose: string } & RmpEventRules)
  | ({
      readonly type: 'zone-chosen';
      readonly player: string;
      readonly zone: 'south' | 'north';
    } & RmpEventRules)
  | ({ readonly type: 'unit-deployed'; readonly unit: string; readonly embarked?: string } & RmpEventRules)
  | ({ readonly type: 'turn-started'; readonly turn: number; readonly first: string } & RmpEventRules)
  | ({ readonly type: 'turn-ended'; readonly turn: number } & RmpEventRules)
  | ({ readonly type: 'phase-started'; readonly player: string } & RmpEventRules)
  | ({
      readonly type: 'phase-ended';
      readonly player: string;
      readonly reason: 'test-failed' | 'all-ordered' | 'player-ended';
    } & RmpEventRules)
  | ({
      readonly type: 'activation-test';
      readonly unit: string;
      readonly action: string;
      readonly roll: number;
      readonly need: number;
      readonly passed: boolean;
    } & RmpEventRules)
  | ({
      readonly type: 'moved';
      readonly unit: string;
      readonly distance: number;
      readonly to: EventPoint;
    } & RmpEventRules)
  | ({ readonly type: 'embarked'; readonly unit: string; readonly transport: string } & RmpEventRules)
  | ({ readonly type: 'disembarked'; readonly unit: string; readonly transport: string } & RmpEventRules)
  | ({
      readonly type: 'shot';
      readonly shooter: string;
      readonly target: string;
      readonly dice: number;
      readonly need: number;
      readonly hits: number;
      readonly extreme: boolean;
    } & RmpEventRules)
  | ({
      readonly type: 'reaction';
      readonly unit: string;
      readonly reaction: 'firefight' | 'go-to-ground' | 'counter-charge';
      readonly passed: boolean;
      readonly roll?: number;
    } & RmpEventRules)
  | ({
      readonly type: 'attack-declared';
      readonly attacker: string;
      readonly target: string;
      readonly wild: boolean;
    } & RmpEventRules)
  | ({
      readonly type: 'fight';
      readonly attacker: string;
      readonly defender: string;
      readonly attackerHits: number;
      readonly defenderHits: number;
      readonly attackerNeed: number;
      readonly defenderNeed: number;
    } & RmpEventRules)
  | ({
      readonly type: 'sp-lost';
      readonly unit: string;
      readonly sp: number;
      readonly left: number;
      readonly hits?: number;
      readonly armour?: number;
    } & RmpEventRules)
  | ({
      readonly type: 'models-removed';
      readonly unit: string;
      readonly models: readonly string[];
    } & RmpEventRules)
  | ({
      readonly type: 'courage-test';
      readonly unit: string;
      readonly dice: number;
      readonly roll: number;
      readonly score: number;
      readonly need: number;
      readonly result: 'passed' | 'failed' | 'routed';
    } & RmpEventRules)
  | ({ readonly type: 'rallied'; readonly unit: string; readonly passed: boolean } & RmpEventRules)
  | ({
      readonly type: 'wild-charge-test';
      readonly unit: string;
      readonly roll: number;
      readonly passed: boolean;
    } & RmpEventRules)
  | ({ readonly type: 'suppressed'; readonly unit: string } & RmpEventRules)
  | ({
      readonly type: 'retreated';
      readonly unit: string;
      readonly distance: number;
      readonly wanted: number;
      readonly into?: string;
      readonly from?: string;
    } & RmpEventRules)
  | ({ readonly type: 'held-in-cover'; readonly unit: string } & RmpEventRules)
  | ({
      readonly type: 'unit-removed';
      readonly unit: string;
      readonly how: 'destroyed' | 'routed';
    } & RmpEventRules)
  | ({ readonly type: 'commander-lost'; readonly player: string } & RmpEventRules)
  | ({ readonly type: 'passengers-placed'; readonly unit: string; readonly at: EventPoint } & RmpEventRules)
  | ({
      readonly type: 'game-over';
      readonly winners: readonly string[];
      readonly reason: string;
      readonly scores: Readonly<Record<string, number>>;
    } & RmpEventRules);

/** The apply context of this ruleset's commands and steps. */
export type RmpContext = ApplyContext<RmpState, RmpEvent>;
