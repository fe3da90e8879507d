import type { PlayerId } from 'sandtable';
import type { Point } from './commands/schema';
import type { ActivationPhase, Edge, Order, ScenarioId } from './state';

/** Every event Xenocide emits (besides the core's `dice-rolled`, `dice-requested` and `game-ended`). */
export type XenocideEvent =
  // Pre-game
  | { readonly type: 'scenario-chosen'; readonly scenario: ScenarioId }
  | { readonly type: 'roll-off-won'; readonly purpose: string; readonly player: PlayerId }
  | { readonly type: 'edge-chosen'; readonly player: PlayerId; readonly edge: Edge }
  | { readonly type: 'role-chosen'; readonly player: PlayerId; readonly role: 'attacker' | 'defender' }
  | {
      readonly type: 'objective-placed';
      readonly player: PlayerId;
      readonly objective: string;
      readonly at: Point;
    }
  | {
      readonly type: 'command-center-chosen';
      readonly player: PlayerId;
      readonly objective?: string;
      readonly visibleTo?: readonly PlayerId[];
    }
  | {
      readonly type: 'company-deployed';
      readonly player: PlayerId;
      readonly company: string;
      readonly reserve: boolean;
    }
  // Turn sequence
  | { readonly type: 'turn-started'; readonly turn: number }
  | { readonly type: 'turn-planned'; readonly player: PlayerId }
  | {
      readonly type: 'initiative-rolled';
      readonly rolls: readonly {
        readonly player: PlayerId;
        readonly dice: readonly number[];
        readonly cp: number;
      }[];
      readonly winner: PlayerId;
    }
  | { readonly type: 'initiative-chosen'; readonly player: PlayerId; readonly first: PlayerId }
  | {
      readonly type: 'company-activated';
      readonly player: PlayerId;
      readonly company: string;
      readonly name: string;
      readonly orders: readonly { readonly unit: string; readonly order: Order }[];
    }
  | {
      readonly type: 'company-skipped';
      readonly player: PlayerId;
      readonly company: string;
      readonly reason: 'eliminated';
    }
  | { readonly type: 'activation-passed'; readonly player: PlayerId }
  | {
      readonly type: 'units-coordinated';
      readonly player: PlayerId;
      readonly units: readonly string[];
      readonly with: string;
    }
  | {
      readonly type: 'cp-spent';
      readonly player: PlayerId;
      readonly cp: number;
      readonly use: string;
      readonly left: number;
    }
  | { readonly type: 'phase-started'; readonly company: string; readonly phase: ActivationPhase }
  | { readonly type: 'activation-ended'; readonly player: PlayerId; readonly company: string }
  // Movement
  | {
      readonly type: 'unit-moved';
      readonly unit: string;
      readonly mode: 'normal' | 'jump' | 'teleport';
      readonly models: readonly {
        readonly model: string;
        readonly from: Point;
        readonly to: Point;
        readonly path: readonly Point[];
      }[];
      readonly high: boolean;
    }
  | {
      readonly type: 'terrain-test';
      readonly unit: string;
      readonly profile: string;
      readonly feature: string;
      readonly roll: number;
      readonly loss: number;
    }
  | { readonly type: 'teleport-failed'; readonly unit: string; readonly roll: number }
  | { readonly type: 'model-removed'; readonly unit: string; readonly model: string; readonly cause: string }
  | {
      readonly type: 'unit-eliminated';
      readonly unit: string;
      readonly player: PlayerId;
      readonly value: number;
    }
  | {
      readonly type: 'models-embarked';
      readonly unit: string;
      readonly transport: string;
      readonly models: readonly string[];
    }
  | {
      readonly type: 'models-disembarked';
      readonly unit: string;
      readonly transport: string;
      readonly models: readonly string[];
    }
  | { readonly type: 'unit-left-table'; readonly unit: string; readonly returnTurn?: number }
  | { readonly type: 'unit-entered-table'; readonly unit: string }
  // End of turn and victory
  | {
      readonly type: 'objective-scored';
      readonly player: PlayerId;
      readonly objective: string;
      readonly score: number;
    }
  | {
      readonly type: 'invasion-scored';
      readonly player: PlayerId;
      readonly points: number;
      readonly score: number;
    }
  | {
      readonly type: 'objective-revealed';
      readonly objective: string;
      readonly owner: PlayerId;
      readonly real: boolean;
    }
  | {
      readonly type: 'break-test';
      readonly player: PlayerId;
      readonly target: number;
      readonly total: number;
      readonly passed: boolean;
    }
  | { readonly type: 'cp-discarded'; readonly player: PlayerId; readonly cp: number }
  | { readonly type: 'battle-won'; readonly player?: PlayerId; readonly reason: string };
