import type { PlayerId } from 'sandtable';
import type { Point } from './commands/schema';
import type { ActivationPhase, Edge, Order, ScenarioId } from './state';

/** XEN-HIT-01..08 / XEN-AOE-01..04: one group of shots as an event shows it. */
export interface ShotGroupSummary {
  readonly weapon: string;
  /** The unit the dice were rolled at (the target, or a mingled unit for rerolled misses, XEN-AOE-12). */
  readonly at: string;
  readonly models: number;
  /** To-hit dice rolled (after focus fire, XEN-SHOOT-09). */
  readonly shots: number;
  /** Modified Accuracy (XEN-HIT-02). */
  readonly accuracy: number;
  readonly strength: number;
  readonly dice: readonly number[];
  readonly hits: number;
  /** XEN-AOE-04: AOE misses by exactly 1. */
  readonly splashes: number;
  /** XEN-AOE-01: AOE hits after the d3 rolls and the cap; 0 for other weapons. */
  readonly aoeHits: number;
  readonly focused: boolean;
}

/**
 * Every event Xenocide emits (besides the core's `dice-rolled`, `dice-requested` and `game-ended`). Each names
 * the catalogue rules that decided it: its type's (`XENOCIDE_EVENT_RULES`) and, where one type can be decided
 * by different rules, its own `rules`.
 */
export type XenocideEvent = { readonly rules?: readonly string[] } & (
  | TitanEvent
  // XEN-BLD-01 / XEN-BLD-14: a unit moves into a building section, or out of the one it held.
  | {
      readonly type: 'unit-entered-building';
      readonly unit: string;
      readonly building: string;
      readonly section: string;
    }
  | {
      readonly type: 'unit-left-building';
      readonly unit: string;
      readonly building: string;
      readonly section: string;
    }
  // Pre-game
  | { readonly type: 'scenario-chosen'; readonly scenario: ScenarioId }
  | { readonly type: 'table-chosen'; readonly layout: string }
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
      /** XEN-TRANS-01: the models that start aboard each transport model, when any do. */
      readonly embarked?: readonly { readonly transport: string; readonly models: readonly string[] }[];
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
  /** XEN-TERR-24 / R19: a Hover unit rises to 12" to fire. */
  | { readonly type: 'unit-popped-up'; readonly unit: string }
  /** XEN-TERR-24 / R19: a popped-up unit descends to low again (after any overwatch reply). */
  | { readonly type: 'unit-popped-down'; readonly unit: string }
  | { readonly type: 'unit-entered-table'; readonly unit: string }
  // Shooting (XEN-SHOOT, XEN-HIT, XEN-ALLOC, XEN-SAVE, XEN-AOE)
  | {
      readonly type: 'shots-fired';
      readonly player: PlayerId;
      readonly shooter: string;
      readonly target: string;
      /** `bombing`: bombs dropped by a flyer on a unit it flew over (XEN-TERR-31). */
      readonly phase: 'shooting' | 'overwatch' | 'bombing';
      /** XEN-TERR-24: the shooter popped up to fire. */
      readonly popUp?: boolean;
      /** XEN-TITAN-14: a titan shooter's sight point. */
      readonly sightFrom?: 'head' | 'mount';
      /** XEN-OW-06: overwatch fire: the index of the mover's snapshot it was measured at. */
      readonly snapshot?: number;
      /** XEN-HIT-10 / R59: directed fire at these models. */
      readonly directedAt?: readonly string[];
      /** One entry per shot group: a weapon system's models sharing a stat line (mingled rerolls included). */
      readonly groups: readonly ShotGroupSummary[];
      /** Hits scored on every unit (AOE hits after their d3 rolls and cap). */
      readonly hits: number;
    }
  | {
      readonly type: 'hits-allocated';
      readonly unit: string;
      /** XEN-ALLOC-05: hits per save pool (one model type in one cover). */
      readonly pools: readonly {
        readonly pool: string;
        readonly profile: string;
        readonly cover: number;
        readonly hits: number;
        readonly models: readonly string[];
      }[];
      /** XEN-ALLOC-12 / XEN-HIT-09: hits no model could take. */
      readonly lost: number;
    }
  | {
      readonly type: 'saves-rolled';
      readonly player: PlayerId;
      readonly unit: string;
      readonly pool: string;
      readonly profile: string;
      readonly hits: number;
      /** XEN-SAVE-02 / R1: cover, shield (or deflector) and armor, in order; saves that need no dice have none. */
      readonly steps: readonly {
        readonly step: 'cover' | 'shield' | 'deflector' | 'armor';
        readonly target: number;
        readonly dice: readonly number[];
        readonly saved: number;
      }[];
      readonly unsaved: number;
    }
  | {
      readonly type: 'titan-damaged';
      readonly unit: string;
      readonly model: string;
      readonly coreBefore: number;
      readonly core: number;
      readonly layers: number;
    }
  | {
      readonly type: 'attack-resolved';
      readonly shooter: string;
      readonly target: string;
      readonly phase: 'shooting' | 'overwatch' | 'bombing';
      readonly shots: number;
      readonly hits: number;
      readonly saved: {
        readonly cover: number;
        readonly shield: number;
        readonly deflector: number;
        readonly armor: number;
      };
      readonly unsaved: number;
      readonly removed: readonly string[];
      /** Hits no model could take, or unsaved hits with no model left to remove. */
      readonly lost: number;
    }
  | { readonly type: 'dug-in'; readonly player: PlayerId; readonly unit: string }
  // Shooting at buildings (XEN-BLD-17..24)
  | {
      readonly type: 'building-shot';
      readonly player: PlayerId;
      readonly shooter: string;
      readonly building: string;
      readonly section: string;
      /** XEN-BLD-17: per volley, the to-hit dice (a hit on 5 or less) and the hits, AOE hits after their Xd3. */
      readonly volleys: readonly {
        readonly weapon: string;
        readonly shots: number;
        readonly strength: number;
        readonly dice: readonly number[];
        readonly hits: number;
      }[];
      readonly hits: number;
    }
  | {
      readonly type: 'aoe-hits-combined';
      readonly player: PlayerId;
      readonly building: string;
      readonly section: string;
      /** XEN-BLD-20: each step turned 3 AOE hits of `strength` into 1 at `strength` + 1, `times` times. */
      readonly plan: readonly { readonly strength: number; readonly times: number }[];
      /** The hits on the section after combining, per Strength. */
      readonly hits: readonly { readonly strength: number; readonly count: number }[];
    }
  | {
      readonly type: 'building-damaged';
      readonly building: string;
      readonly section: string;
      readonly hits: number;
      /** XEN-BLD-18: hits stopped by the building's armor. */
      readonly saved: number;
      /** Structure points lost. */
      readonly lost: number;
      readonly structureBefore: number;
      readonly structure: number;
      /** XEN-BLD-21 / XEN-BLD-22: the collapse tests, in order (no roll when the result was certain). */
      readonly collapseTests: readonly {
        readonly strength: number;
        readonly target: number;
        readonly roll?: number;
        readonly collapsed: boolean;
      }[];
      readonly collapsed: boolean;
      /** Hits left over after the collapse. */
      readonly wasted: number;
    }
  | {
      readonly type: 'building-occupants-struck';
      readonly player: PlayerId;
      readonly building: string;
      readonly section: string;
      /** XEN-BLD-19: per occupying unit, one CA die per structure point lost, and those that can kill. */
      readonly units: readonly {
        readonly unit: string;
        readonly dice: readonly number[];
        readonly pending: readonly number[];
      }[];
    }
  | {
      readonly type: 'building-casualties-assigned';
      readonly player: PlayerId;
      /** XEN-BLD-19 / XEN-CA-39: the kills the owner assigned and whether each model was removed (a shield may save it). */
      readonly units: readonly {
        readonly unit: string;
        readonly kills: readonly {
          readonly model: string;
          readonly dice: readonly number[];
          readonly removed: boolean;
        }[];
      }[];
    }
  | {
      readonly type: 'building-escapes-rolled';
      readonly building: string;
      readonly section: string;
      /** XEN-BLD-23: every model inside rolls to get out (d6 ≤ 3, 4 leaping, 5 teleporting). */
      readonly rolls: readonly {
        readonly unit: string;
        readonly model: string;
        readonly target: number;
        readonly roll: number;
        readonly escaped: boolean;
      }[];
    }
  | {
      readonly type: 'building-escaped';
      readonly player: PlayerId;
      readonly unit: string;
      /** XEN-BLD-24: the section the unit escaped into, when not onto the table. */
      readonly section?: string;
      readonly models: readonly string[];
      /** Escaped models with no safe place to go, destroyed. */
      readonly trapped: readonly string[];
    }
  | {
      readonly type: 'building-ruined';
      readonly building: string;
      readonly section: string;
      /** XEN-BLD-08: the terrain feature that is now impassable rubble blocking sight. */
      readonly feature: string;
      /** Every section has collapsed: the whole building is destroyed. */
      readonly destroyed: boolean;
    }
  | {
      readonly type: 'building-fire-resolved';
      readonly shooter: string;
      readonly building: string;
      readonly section: string;
      readonly hits: number;
      readonly lost: number;
      readonly structure: number;
      readonly collapsed: boolean;
      readonly removed: readonly string[];
    }
  // Suppression and rally (XEN-SUP)
  | {
      readonly type: 'suppression-tested';
      readonly player: PlayerId;
      readonly unit: string;
      /** XEN-CA-30: the close assault (or overrun) whose step 7 this test belongs to. */
      readonly assault?: string;
      readonly target: number;
      readonly modifiers: readonly {
        readonly rule: string;
        readonly value: number;
        readonly reason: string;
      }[];
      readonly dice: readonly number[];
      readonly kept: readonly number[];
      readonly total: number;
      /** XEN-SUP-15: a natural 11 or 12. */
      readonly natural: boolean;
      readonly passed: boolean;
    }
  | {
      readonly type: 'suppression-die-added';
      readonly player: PlayerId;
      readonly unit: string;
      readonly die: number;
      readonly total: number;
      readonly target: number;
      readonly passed: boolean;
    }
  | {
      readonly type: 'markers-changed';
      readonly unit: string;
      readonly before: number;
      readonly after: number;
      readonly cause: 'suppression-test' | 'rally';
    }
  | {
      readonly type: 'rallied';
      readonly player: PlayerId;
      readonly unit: string;
      /** XEN-CP-10: 3d6 keep the best two. */
      readonly cpDie: boolean;
      readonly dice: readonly number[];
      readonly kept: readonly number[];
      /** XEN-SUP-28: +1 for a unit of the same company within 12". */
      readonly bonus: number;
      readonly total: number;
      readonly target: number;
      readonly passed: boolean;
    }
  // Overwatch (XEN-OW)
  | { readonly type: 'overwatch-declared'; readonly player: PlayerId; readonly units: readonly string[] }
  | {
      readonly type: 'overwatch-window-opened';
      readonly player: PlayerId;
      readonly mover: string;
      readonly units: readonly string[];
      readonly snapshots: number;
    }
  | { readonly type: 'overwatch-passed'; readonly player: PlayerId; readonly mover: string }
  | {
      readonly type: 'overwatch-removed';
      readonly unit: string;
      readonly reason: 'fired' | 'suppressed' | 'moved-or-shot' | 'assaulted';
    }
  // Close assault and overrun (XEN-CA, XEN-OVR)
  | {
      readonly type: 'assault-started';
      readonly assault: string;
      readonly kind: 'close-assault' | 'overrun';
      readonly attacker: PlayerId;
      readonly defender: PlayerId;
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
    }
  | { readonly type: 'assault-round-started'; readonly assault: string; readonly round: number }
  | {
      readonly type: 'assault-joined';
      readonly assault: string;
      readonly unit: string;
      readonly side: 'attacker' | 'defender';
      readonly joinedBy: 'drawn-in' | 'reinforcement' | 'disembarked' | 'start';
    }
  | {
      readonly type: 'dice-split';
      readonly assault: string;
      readonly player: PlayerId;
      /** XEN-CA-11..16: each unit's dice: attack, and defence with the bonus dice included. */
      readonly units: readonly {
        readonly unit: string;
        readonly dice: number;
        readonly attack: number;
        readonly defence: number;
        readonly antiArmor: number;
        readonly disadvantage: readonly string[];
      }[];
    }
  | {
      readonly type: 'assault-struck';
      readonly assault: string;
      readonly player: PlayerId;
      readonly side: 'attacker' | 'defender';
      /** XEN-CA-19..23: per struck unit, the dice as rolled and those kept after the discard. */
      readonly targets: readonly {
        readonly unit: string;
        readonly attack: readonly number[];
        readonly defence: readonly number[];
        readonly lowestFace: number;
        readonly attackKept: readonly number[];
        readonly defenceKept: readonly number[];
      }[];
    }
  | {
      readonly type: 'attacks-cancelled';
      readonly assault: string;
      readonly player: PlayerId;
      /** XEN-CA-22: the defence/attack die values that cancelled, and the attack dice left to assign. */
      readonly targets: readonly {
        readonly unit: string;
        readonly cancelled: readonly { readonly defence: number; readonly attack: number }[];
        readonly remaining: readonly number[];
      }[];
    }
  | {
      readonly type: 'casualties-assigned';
      readonly assault: string;
      readonly player: PlayerId;
      /** XEN-CA-24..27 / XEN-CA-39: the kills assigned, what became of each, and the dice lost (R47). */
      readonly targets: readonly {
        readonly unit: string;
        readonly kills: readonly {
          readonly model: string;
          readonly dice: readonly number[];
          readonly removed: boolean;
          readonly blocked?: 'shield' | 'deflector';
          readonly titanCore?: number;
        }[];
        readonly lost: readonly number[];
      }[];
    }
  | { readonly type: 'unit-fled'; readonly assault: string; readonly unit: string; readonly player: PlayerId }
  | {
      readonly type: 'unit-retreated';
      readonly assault: string;
      readonly unit: string;
      readonly player: PlayerId;
    }
  | {
      readonly type: 'assault-ended';
      readonly assault: string;
      readonly kind: 'close-assault' | 'overrun';
      readonly reason: 'no-contact' | 'overrun-completed' | 'overrun-failed';
      readonly rounds: number;
    }
  | {
      readonly type: 'overrun-resolved';
      readonly unit: string;
      readonly target: string;
      /** XEN-OVR-05: it completes its move; XEN-OVR-06: it failed (and fled). */
      readonly completed: boolean;
    }
  | {
      /** XEN-BLD-32 / XEN-BLD-33: a unit's close-assault dice at a building section (CAD = its Armor). */
      readonly type: 'building-assaulted';
      readonly assault: string;
      readonly unit: string;
      readonly building: string;
      readonly section: string;
      readonly dice: readonly number[];
      readonly cad: number;
      readonly successes: number;
      readonly structureLost: number;
      readonly structure: number;
      readonly collapsed: boolean;
    }
  | {
      /** XEN-BLD-34 / R51: a titan bursts into a building: its dice at the section, then (if it stands) 3 terrain attacks. */
      readonly type: 'titan-burst';
      readonly unit: string;
      readonly model: string;
      readonly building: string;
      readonly section: string;
      readonly dice: readonly number[];
      readonly successes: number;
      readonly structure: number;
      readonly collapsed: boolean;
      readonly terrain: readonly number[];
      readonly core: number;
      readonly destroyed: boolean;
    }
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
  | { readonly type: 'battle-won'; readonly player?: PlayerId; readonly reason: string }
);

/**
 * XEN-TITAN-02..09: events the titan rules report, for the command layer to add to `XenocideEvent` and emit
 * (dice are reported by the dice source as `dice-rolled`).
 */
export type TitanEvent =
  | {
      readonly type: 'titan-powered';
      readonly unit: string;
      readonly model: string;
      readonly power: number;
      readonly restart?: { readonly roll: number; readonly success: boolean };
    }
  | {
      readonly type: 'titan-power-spent';
      readonly unit: string;
      readonly model: string;
      readonly spent: number;
      readonly left: number;
      readonly boost: number;
      readonly weapons: readonly { readonly weapon: string; readonly power: number }[];
      readonly repairs: readonly number[];
      readonly recharged: number;
    }
  | {
      readonly type: 'titan-repaired';
      readonly unit: string;
      readonly model: string;
      readonly coreBefore: number;
      readonly core: number;
    }
  /** XEN-TITAN-06 / R30: a repair attempt fixed a damaged system. */
  | {
      readonly type: 'titan-system-repaired';
      readonly unit: string;
      readonly model: string;
      readonly system: string;
    };
