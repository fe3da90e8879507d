import type { ApplyContext, PlayerId } from 'sandtable';
import type { ActionType, MissionId, WastelandState } from './state';
import type { AdvantageId, ConditionId, DisadvantageId } from './state/advanced';

/** A point on the table, in inches. */
export interface EventPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Every event Wasteland Tactics emits (besides the core's `dice-rolled`, `dice-requested` and `game-ended`), each
 * with the catalogue rule IDs that decided it (`rules`: its type's, from the ruleset's events table, and its own).
 */
export type WastelandEvent = (
  | {
      readonly type: 'game-started';
      readonly mission: MissionId;
      readonly name: string;
      readonly rolled: boolean;
    }
  | { readonly type: 'key-counter-rolled'; readonly counter: number }
  | { readonly type: 'deployment-order'; readonly order: readonly PlayerId[] }
  | {
      readonly type: 'unit-deployed';
      readonly player: PlayerId;
      readonly unit: string;
      readonly models: readonly { readonly model: string; readonly at: EventPoint }[];
    }
  | { readonly type: 'unit-held-in-ambush'; readonly player: PlayerId; readonly unit: string }
  | { readonly type: 'round-started'; readonly round: number }
  | {
      readonly type: 'initiative-rolled';
      readonly rolls: readonly {
        readonly player: PlayerId;
        readonly die: number;
        readonly modifier: number;
        readonly total: number;
      }[];
      readonly order: readonly PlayerId[];
      readonly purpose: 'round' | 'deployment';
    }
  | {
      readonly type: 'unit-activated';
      readonly player: PlayerId;
      readonly unit: string;
      readonly actions: readonly ActionType[];
    }
  | { readonly type: 'ambush-arrived'; readonly player: PlayerId; readonly unit: string }
  | { readonly type: 'action-started'; readonly unit: string; readonly action: ActionType }
  | {
      readonly type: 'action-wasted';
      readonly unit: string;
      readonly action: ActionType;
      readonly reason: string;
    }
  | {
      readonly type: 'unit-moved';
      readonly unit: string;
      readonly kind: 'move' | 'forced' | 'charge' | 'coherency';
      readonly models: readonly {
        readonly model: string;
        readonly from: EventPoint;
        readonly to: EventPoint;
      }[];
    }
  | { readonly type: 'unit-defending'; readonly unit: string }
  | {
      readonly type: 'test-rolled';
      readonly unit: string;
      readonly test: 'will' | 'life' | 'dangerous' | 'bodyguard' | 'medic';
      readonly purpose: string;
      readonly needed: number;
      readonly die: number | null;
      readonly passed: boolean;
    }
  | {
      readonly type: 'attack-rolled';
      readonly action: 'shoot' | 'fight';
      readonly unit: string;
      readonly model: string;
      readonly weapon: string;
      readonly target: string;
      readonly needed: number;
      readonly dice: readonly number[];
      readonly hits: number;
      readonly criticals: number;
    }
  | { readonly type: 'wound-lost'; readonly unit: string; readonly model: string; readonly wounds: number }
  | {
      readonly type: 'model-destroyed';
      readonly unit: string;
      readonly model: string;
      readonly cause: string;
    }
  | {
      readonly type: 'unit-destroyed';
      readonly player: PlayerId;
      readonly unit: string;
      readonly cause: string;
    }
  | { readonly type: 'hits-lost'; readonly unit: string; readonly count: number; readonly reason: string }
  | {
      readonly type: 'marker-added';
      readonly unit: string;
      readonly markers: number;
      readonly reason: string;
    }
  | {
      readonly type: 'marker-removed';
      readonly unit: string;
      readonly markers: number;
      readonly reason: string;
    }
  | {
      readonly type: 'unit-evacuated';
      readonly player: PlayerId;
      readonly unit: string;
      readonly points: number;
    }
  | { readonly type: 'charge-declared'; readonly unit: string; readonly targets: readonly string[] }
  | {
      readonly type: 'charge-reaction';
      readonly unit: string;
      readonly charger: string;
      readonly reacted: boolean;
    }
  | { readonly type: 'morale-phase'; readonly round: number }
  | {
      /** WT-SUR-56 / WT-MOR-07: a Vehicle/Monster unit was spared what a unit of infantry would have had here. */
      readonly type: 'unit-exempted';
      readonly unit: string;
      readonly from: 'morale-test' | 'suppression-marker' | 'forced-move';
      /** What it would have been for (`'casualties'`, `'losing the fight'`, a marker's reason, …). */
      readonly purpose: string;
    }
  | {
      readonly type: 'power-cast';
      readonly unit: string;
      readonly model: string;
      readonly power: 'psychic-fury' | 'war-blessing';
      readonly target: string;
      readonly die: number;
      readonly needed: number;
      readonly passed: boolean;
    }
  | {
      readonly type: 'power-nullify';
      readonly unit: string;
      readonly die: number;
      readonly needed: number;
      readonly nullified: boolean;
    }
  | {
      readonly type: 'power-resolved';
      readonly power: 'psychic-fury' | 'war-blessing';
      readonly target: string;
    }
  | {
      readonly type: 'command-issued';
      readonly leader: string;
      readonly unit: string;
      readonly command: string;
      readonly passed: boolean;
      readonly value?: number;
    }
  | { readonly type: 'key-counter-carried'; readonly player: PlayerId; readonly unit: string }
  | { readonly type: 'mission-streak'; readonly player: PlayerId; readonly rounds: number }
  | { readonly type: 'facility-destroyed'; readonly by: PlayerId }
  /** WT-MIS-23: a unit brought the Rescue key counter to its own table edge; its player wins. */
  | { readonly type: 'key-counter-delivered'; readonly player: PlayerId; readonly unit: string }
  | {
      readonly type: 'round-ended';
      readonly round: number;
      readonly scores: Readonly<Record<PlayerId, number>>;
    }
  | { readonly type: 'battlefield-condition'; readonly condition: ConditionId; readonly die?: number }
  | {
      readonly type: 'advantages-rolled';
      readonly player: PlayerId;
      readonly advantage: AdvantageId;
      readonly disadvantages: readonly DisadvantageId[];
    }
  | { readonly type: 'leadership-lost'; readonly unit: string }
  | { readonly type: 'unit-defected'; readonly unit: string; readonly from: PlayerId; readonly to: PlayerId }
  | { readonly type: 'unit-held-for-scouting'; readonly player: PlayerId; readonly unit: string }
  | { readonly type: 'low-ammunition'; readonly unit: string; readonly penalty: number }
  | {
      readonly type: 'air-support-called';
      readonly player: PlayerId;
      readonly target: string;
      readonly count: number;
    }
  | {
      readonly type: 'terrain-turned-dangerous';
      readonly terrain: string;
      readonly dangerous: number;
      readonly die: number;
    }
  | {
      readonly type: 'shots-went-astray';
      readonly unit: string;
      readonly target: string;
      readonly count: number;
    }
  | { readonly type: 'unit-embarked'; readonly unit: string; readonly carrier: string }
  | { readonly type: 'unit-disembarked'; readonly unit: string; readonly carrier: string }
  | { readonly type: 'wreck-left'; readonly unit: string; readonly model: string; readonly terrain: string }
  | {
      readonly type: 'building-destroyed';
      readonly building: string;
      readonly ruins: 'concealment' | 'cover';
    }
  | {
      readonly type: 'model-recovered';
      readonly unit: string;
      readonly model: string;
      readonly kind: 'return' | 'wound';
      readonly wounds: number;
    }
) & {
  /** The catalogue rule IDs that decided this event besides those of its type (which rule applied). */
  readonly rules?: readonly string[];
};

/** The context Wasteland Tactics command handlers get from the engine (the events they emit, the dice, rejections). */
export type WastelandContext = ApplyContext<WastelandState, WastelandEvent>;
