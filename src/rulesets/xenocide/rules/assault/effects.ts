import type { PlayerId, Vec2 } from 'sandtable';
import type { AssaultState } from '../../state/assault';
import type { BuildingEffect } from '../buildings/building-effects';

/** XEN-CA-05 / XEN-CA-09 / XEN-CA-31 / XEN-CA-36 / XEN-CA-37 / XEN-OVR-03: why models moved during a close assault (none of these moves triggers overwatch, R28; an overrun's own move is the movement phase's). */
export type AssaultMoveReason = 'maneuver' | 'reinforcement' | 'flee' | 'retreat' | 'follow-up' | 'overrun';

/** XEN-CA-27 / XEN-CA-35 / XEN-OVR-07 / R48: why a model was removed during a close assault. */
export type AssaultRemovalCause =
  | 'close-assault'
  | 'fled-off-table'
  | 'trapped-fleeing'
  | 'dangerous-terrain'
  | 'overrun-stranded';

/**
 * XEN-CA-04: one change a close-assault step makes to the game, as data; `applyAssaultEffects` writes
 * them to the draft in order.
 */
export type AssaultEffect =
  | {
      readonly kind: 'models-moved';
      readonly unit: string;
      readonly reason: AssaultMoveReason;
      readonly mode: 'normal' | 'jump' | 'teleport';
      readonly moves: readonly {
        readonly model: string;
        readonly from: Vec2;
        readonly to: Vec2;
        readonly path: readonly Vec2[];
      }[];
    }
  | {
      readonly kind: 'models-embarked';
      readonly unit: string;
      readonly transport: string;
      readonly models: readonly string[];
      /** XEN-TRANS-10 (a follow-up) or XEN-TRANS-12 (at the start of a flee or retreat). */
      readonly rules: readonly string[];
    }
  | {
      readonly kind: 'models-disembarked';
      readonly unit: string;
      readonly transport: string;
      readonly models: readonly { readonly model: string; readonly at: Vec2 }[];
      /** XEN-TRANS-10 (a follow-up) or XEN-TRANS-09 (step 1 of a later round). */
      readonly rules: readonly string[];
    }
  | {
      readonly kind: 'model-killed';
      readonly unit: string;
      readonly model: string;
      readonly cause: AssaultRemovalCause;
    }
  | {
      readonly kind: 'titan-damaged';
      readonly unit: string;
      readonly model: string;
      readonly core: number;
      readonly layers: number;
    }
  | {
      readonly kind: 'titan-power-spent';
      readonly unit: string;
      readonly model: string;
      readonly spent: number;
      readonly left: number;
      readonly weapons: readonly { readonly weapon: string; readonly power: number }[];
    }
  | {
      readonly kind: 'building-changed';
      /** XEN-BLD-18 / XEN-BLD-23 / XEN-BLD-31 / XEN-BLD-32: structure, collapse, occupancy and model changes. */
      readonly effects: readonly BuildingEffect[];
    }
  | { readonly kind: 'markers-set'; readonly unit: string; readonly markers: number }
  | { readonly kind: 'dug-in-lost'; readonly unit: string }
  | { readonly kind: 'cp-spent'; readonly player: PlayerId; readonly cp: number; readonly use: string };

/** XEN-CA-04: what every step function returns: the assault after the step and the changes to write. */
export interface AssaultStepResult {
  readonly assault: AssaultState;
  readonly effects: readonly AssaultEffect[];
}
