import type { ApplyContext } from 'sandtable';
import type { SqState } from './state';

/** A point in an event. */
export interface EventPoint {
  readonly x: number;
  readonly y: number;
}

/** Every event of Squad pinning & CQB; `rules` names the catalogue IDs that decided it. */
export type SqEvent =
  | {
      readonly type: 'zone-chosen';
      readonly player: string;
      readonly zone: 'south' | 'north';
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'roll-off';
      readonly winner: string;
      readonly purpose: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'unit-deployed';
      readonly unit: string;
      readonly embarked?: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'recon-move';
      readonly unit: string;
      readonly moved: boolean;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'turn-started';
      readonly turn: number;
      readonly first: string;
      readonly rules?: readonly string[];
    }
  | { readonly type: 'turn-ended'; readonly turn: number; readonly rules?: readonly string[] }
  | { readonly type: 'unit-activated'; readonly unit: string; readonly rules?: readonly string[] }
  | {
      readonly type: 'action-taken';
      readonly unit: string;
      readonly action: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'activation-lost';
      readonly unit: string;
      readonly reason: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'unit-moved';
      readonly unit: string;
      readonly distance: number;
      readonly to: EventPoint;
      readonly why?: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'shots-fired';
      readonly unit: string;
      readonly target: string;
      readonly shots: number;
      readonly hits: number;
      readonly why?: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'saves-rolled';
      readonly unit: string;
      readonly hits: number;
      readonly saved: number;
      readonly wounds: number;
      readonly rules?: readonly string[];
    }
  | { readonly type: 'wound-ignored'; readonly unit: string; readonly rules?: readonly string[] }
  | {
      readonly type: 'model-removed';
      readonly unit: string;
      readonly model: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'unit-destroyed';
      readonly unit: string;
      readonly why: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'test-taken';
      readonly unit: string;
      readonly test: string;
      readonly passed: boolean;
      readonly automatic?: boolean;
      readonly rules?: readonly string[];
    }
  | { readonly type: 'unit-pinned'; readonly unit: string; readonly rules?: readonly string[] }
  | { readonly type: 'unit-broken'; readonly unit: string; readonly rules?: readonly string[] }
  | { readonly type: 'unit-rallied'; readonly unit: string; readonly rules?: readonly string[] }
  | {
      readonly type: 'fell-back';
      readonly unit: string;
      readonly distance: number;
      readonly rules?: readonly string[];
    }
  | { readonly type: 'overwatch-set'; readonly unit: string; readonly rules?: readonly string[] }
  | {
      readonly type: 'overwatch-cleared';
      readonly unit: string;
      readonly why: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'smoke-placed';
      readonly unit: string;
      readonly at: EventPoint;
      readonly rules?: readonly string[];
    }
  | { readonly type: 'smoke-cleared'; readonly count: number; readonly rules?: readonly string[] }
  | {
      readonly type: 'embarked';
      readonly unit: string;
      readonly transport: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'disembarked';
      readonly unit: string;
      readonly transport: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'vehicle-hit';
      readonly unit: string;
      readonly at: string;
      readonly facing: 'front' | 'side' | 'rear';
      readonly result: 'none' | 'shaken' | 'immobilised' | 'destroyed';
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'assault-declared';
      readonly units: readonly string[];
      readonly target: readonly string[];
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'assault-stopped';
      readonly unit: string;
      readonly why: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'initiative-rolled';
      readonly first: readonly string[];
      readonly round: number;
      readonly simultaneous: boolean;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'cqb-strikes';
      readonly unit: string;
      readonly target: string;
      readonly attacks: number;
      readonly hits: number;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'cqb-round';
      readonly round: number;
      readonly losses: Readonly<Record<string, number>>;
      readonly loser?: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'cqb-ended';
      readonly winner?: string;
      readonly engaged: boolean;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'consolidated';
      readonly unit: string;
      readonly moved: boolean;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'fire-mission';
      readonly unit: string;
      readonly step: string;
      readonly asset?: string;
      readonly at?: EventPoint;
      /** The availability roll's outcome (SQ-FM-01/02). */
      readonly passed?: boolean;
      /** The d6 face that decided this step. */
      readonly roll?: number;
      /** Scatter distance, or a template's radius, in inches. */
      readonly distance?: number;
      /** Scatter direction or an airstrike line's heading, in degrees. */
      readonly heading?: number;
      readonly shots?: number;
      readonly hits?: number;
      readonly detail?: string;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'template-effect';
      readonly unit: string;
      readonly effect: string;
      /** The SQ-FM-10 d6 face. */
      readonly roll?: number;
      readonly rules?: readonly string[];
    }
  | {
      readonly type: 'game-over';
      readonly winners: readonly string[];
      readonly scores: Readonly<Record<string, number>>;
      readonly reason: string;
      readonly rules?: readonly string[];
    };

/** The apply context of this ruleset. */
export type SqContext = ApplyContext<SqState, SqEvent>;
