import type { PlayerId, Polygon, SecretChoices, Vec2 } from 'sandtable';
import type { CoverKind, MovementEffect } from './schemas/terrain';
import type { ModelProfile } from './schemas/unit-list';
import type { AssaultState, CloseAssaultGroup } from './state/assault';
import type { BuildingFireInProgress } from './state/building-fire';
import type { BuildingState } from './state/buildings';
import type { AttackInProgress, MoveSnapshot } from './state/shooting';
import type { SuppressionCheck, SuppressionTally } from './state/suppression';

/** XEN-SCEN-02: the four scenarios. */
export const SCENARIOS = ['attrition', 'seize-ground', 'invasion', 'command-centers'] as const;

/** XEN-SCEN-02: a scenario id. */
export type ScenarioId = (typeof SCENARIOS)[number];

/** XEN-TURN-13: the three orders a unit can be given at the start of its company's activation. */
export type Order = 'fire-and-move' | 'move-and-fire' | 'assault';

/** A table edge; a player's own edge is the one they deploy from. */
export type Edge = 'south' | 'north';

/** XEN-TURN-14: the five phases of a company's activation. */
export type ActivationPhase = 'first-movement' | 'shooting' | 'second-movement' | 'close-assault' | 'morale';

/** XEN-TERR-11 / R17: a terrain feature on the table, with its flags resolved from the table and overrides. */
export interface TerrainFeature {
  readonly id: string;
  /** Kind id from the terrain table (`'forest'`), or `'custom'`. */
  readonly kind: string;
  readonly name: string;
  readonly polygon: Polygon;
  /** Height in inches (skimmers ignore features under 2", XEN-TERR-15; LOS to high units). */
  readonly height: number;
  readonly obscures: boolean;
  readonly cover: CoverKind;
  /** Movement effect per tabled model type (XEN-TERR-01). */
  readonly movement: {
    readonly Infantry: MovementEffect;
    readonly Walker: MovementEffect;
    readonly Wheeled: MovementEffect;
    readonly Tracked: MovementEffect;
  };
  readonly road: boolean;
  readonly water: boolean;
  /** XEN-TERR-09: attacks every model moving through it. */
  readonly intrinsicallyDangerous: boolean;
  /** Blocks LOS completely (solid, above model height: cliffs, buildings). */
  readonly solid: boolean;
}

/** Titan bookkeeping (XEN-TITAN-01). */
export interface TitanStatus {
  readonly core: number;
  readonly power: number;
  readonly layers: number;
  /** Power spent on boost this turn (R60). */
  readonly boostThisTurn: number;
  /**
   * XEN-TITAN-06 / R30: named systems out of action (set by a scenario's setup; nothing in the book's rules
   * damages them), each fixed by a successful repair attempt.
   */
  readonly damagedSystems?: readonly string[];
}

/** One model on (or off) the table. */
export interface ModelState {
  /** Unique in the game: `${unitId}.m${n}`. */
  readonly id: string;
  /** Key into `XenocideState.profiles`. */
  readonly profile: string;
  readonly x: number;
  readonly y: number;
  /** Facing in degrees (0 = toward the north edge); used by flyers (XEN-TERR-28, XEN-TERR-30). */
  readonly facing: number;
  /** Base radius in inches. */
  readonly radius: number;
  /** Removed as a casualty (or lost off the table). */
  readonly removed: boolean;
  /** Id of the transport model it rides in (XEN-TRANS); off the table while in a closed one (R57). */
  readonly embarkedIn?: string;
  readonly titan?: TitanStatus;
}

/** Where a unit is. */
export type UnitStatus =
  | 'undeployed' // not yet placed during deployment
  | 'reserve' // held off the table (Invasion attacker, defender reserves: XEN-SCEN-14/15)
  | 'on-table'
  | 'off-board' // a flyer that left the table (XEN-TERR-29)
  | 'eliminated';

/** What a unit has done in the current activation. */
export interface UnitActivity {
  readonly moved: boolean;
  /** Inches moved this activation (flyers: XEN-TERR-27; pop-up needs "did not move"). */
  readonly distance: number;
  readonly shot: boolean;
  readonly rallied: boolean;
  /** XEN-CP-13 bought: may move normally while suppressed. */
  readonly suppressedMoveBought: boolean;
  /** XEN-TRANS-06: this transport may not move again this turn. */
  readonly transportLocked: boolean;
  /** XEN-SHOOT-08: the weapon systems it fired this activation (each fires once). */
  readonly firedWeapons?: readonly string[];
  /** XEN-SAVE-10 / XEN-OW-01: what it did in this Shooting phase instead of shooting. */
  readonly insteadOfShooting?: 'dig-in' | 'overwatch';
  /** XEN-OW-11: it took part in a close assault (or an overrun) during this activation. */
  readonly assaulted?: boolean;
  /** XEN-OVR-05 / XEN-OVR-06 / XEN-OVR-08: how its overrun in this activation ended. */
  readonly overrun?: 'completed' | 'failed';
  /** XEN-BLD-34 / R51: its overrun failed because the building it burst into stood (it stopped adjacent). */
  readonly stoppedByBuilding?: boolean;
  /** XEN-TERR-24 / R19: it popped up to shoot this activation (high until enemy overwatch has replied). */
  readonly poppedUp?: boolean;
}

/** One unit. */
export interface UnitState {
  /** `${player}.c${company}.u${n}`. */
  readonly id: string;
  readonly player: PlayerId;
  /** The company it was bought in. */
  readonly company: string;
  readonly name: string;
  /** XEN-ARMY-14: its point value, lost when it is eliminated (XEN-WIN-02). */
  readonly value: number;
  /** Model count at the start of the game (R44: "original numbers"). */
  readonly startModels: number;
  readonly models: readonly ModelState[];
  readonly status: UnitStatus;
  readonly order?: Order;
  /** Suppression markers (XEN-SUP). */
  readonly suppression: number;
  readonly dugIn: boolean;
  readonly overwatch: boolean;
  /** Flying high (flyers always; hover units by choice, XEN-TERR-20). */
  readonly high: boolean;
  /** A flyer that left the board may return from this turn on (XEN-TERR-29). */
  readonly returnTurn?: number;
  /** This turn it activates with this later company instead of its own (XEN-CP-06/07, XEN-TURN-12). */
  readonly coordinatedWith?: string;
  readonly activity: UnitActivity;
}

/** One company. */
export interface CompanyState {
  /** `${player}.c${n}`. */
  readonly id: string;
  readonly player: PlayerId;
  /** XEN-ARMY-13: unique in its army. */
  readonly name: string;
  readonly units: readonly string[];
  readonly value: number;
  /** Activated (or skipped as eliminated) this turn. */
  readonly activated: boolean;
  /** Held in reserve off the table (XEN-SCEN-14, XEN-SCEN-15). */
  readonly reserve: boolean;
}

/** One player's side. */
export interface SideState {
  readonly player: PlayerId;
  readonly armyName: string;
  /** Starting army value (XEN-ARMY-14), for the 50% thresholds (R20). */
  readonly value: number;
  /** The table edge the player deploys from; unset until chosen. */
  readonly edge?: Edge;
  readonly cp: number;
  /** VP of eliminated units (XEN-WIN-02). */
  readonly lostVp: number;
  /** Seize Ground objective points (XEN-SCEN-10); Invasion attacker score (XEN-WIN-10). */
  readonly score: number;
  /** Invasion role (R22). */
  readonly role?: 'attacker' | 'defender';
  /** This turn's secret activation order (company ids), hidden from the opponent (XEN-TURN-02). */
  readonly activationOrder: readonly string[];
  /** Lost initiative last turn (XEN-TURN-05). */
  readonly lostInitiative: boolean;
}

/** An objective marker (Seize Ground, Command Centers). */
export interface Objective {
  readonly id: string;
  /** Who placed it (Command Centers: its owner). */
  readonly owner: PlayerId;
  readonly x: number;
  readonly y: number;
  /** Command Centers: the real command center (hidden from the opponent until revealed, XEN-SCEN-24). */
  readonly real?: boolean;
  readonly revealed: boolean;
  /** A revealed decoy is removed from the table (XEN-SCEN-26). */
  readonly removed: boolean;
}

/** The secret plan each player commits at the start of a turn (XEN-TURN-02, XEN-CP-04). */
export interface TurnPlan {
  readonly order: readonly string[];
  readonly initiativeCp: number;
}

/** XEN-SUP-05 / XEN-CP-14: the suppression tests run when a Shooting phase ends, one unit at a time. */
export interface SuppressionSteps {
  /** Units still to test after the current one, in state order (R54). */
  readonly queue: readonly string[];
  /** XEN-CP-14: a failed test waiting for its owner to buy (or not) the extra die. */
  readonly waiting?: SuppressionCheck;
  /** R40: these are the tests after a flyer's bombing run (the phase goes on afterwards), not the phase's. */
  readonly bombing?: boolean;
}

/** XEN-TERR-31 / R40: a flyer's bombing run during its move: its bomb attacks, one unit flown over at a time. */
export interface BombingRun {
  /** The flyer unit. */
  readonly flyer: string;
  /** The units still to bomb, in the order the flyer reaches them. */
  readonly targets: readonly string[];
  /** The units bombed so far. */
  readonly bombed: readonly string[];
  /** What the bombs added to each unit's suppression tally (tested after the move, R40). */
  readonly tally: readonly SuppressionTally[];
  /** R28: the flyer's recorded move, for the overwatch window that opens once the run is over. */
  readonly snapshots: readonly MoveSnapshot[];
}

/** XEN-OW-03..08 / R28: the window opened after an enemy unit's move, while overwatching units may fire. */
export interface OverwatchWindow {
  /** The unit that just moved: the only target (XEN-OW-07). */
  readonly mover: string;
  /** Who may fire: the owner of the overwatching units. */
  readonly player: PlayerId;
  /** The recorded positions of the move (R28). */
  readonly snapshots: readonly MoveSnapshot[];
  /** Overwatching units that could fire from some snapshot and have not fired or passed. */
  readonly units: readonly string[];
}

/**
 * XEN-CA-01 / R45 / XEN-TRANS-11: what a move of this activation did, as close assaults need it: the unit's
 * direction of approach (mean displacement of its models) and the models that got out of a transport
 * (not by teleport) during it.
 */
export interface MoveRecord {
  readonly unit: string;
  readonly displacement: Vec2;
  readonly disembarked: readonly string[];
}

/** XEN-CA-38: the close assaults of a Close Assault phase, resolved one at a time in the attacker's order. */
export interface CloseAssaultQueue {
  /** The assaults still to fight, in order (re-checked for contact when each one starts). */
  readonly groups: readonly CloseAssaultGroup[];
  /** XEN-CA-38: the attacker must first choose the order of `groups` (`order-assaults`). */
  readonly ordering: boolean;
  /**
   * XEN-BLD-28 / XEN-BLD-36: at the start of the phase the active player first declares any assaults out of
   * buildings and section-to-section assaults (`declare-building-assaults`).
   */
  readonly declaring?: boolean;
  /** Assaults started so far in this phase (ids are numbered from it). */
  readonly started: number;
  /** The assault being fought, waiting for a decision. */
  readonly current?: AssaultState;
}

/** XEN-OVR-03: an overrun round fought during a move, waiting for a decision; the move completes afterwards. */
export interface OverrunInProgress {
  readonly assault: AssaultState;
  /** XEN-OVR-05: the rest of each model's declared path, from where the round was fought. */
  readonly rest: readonly { readonly model: string; readonly path: readonly Vec2[] }[];
  /** R28: the move so far (start and the points reached), for the overwatch window of a completed overrun. */
  readonly from: readonly { readonly model: string; readonly at: Vec2 }[];
  /** The length of the whole declared move, in inches (the unit's distance moved when it completes). */
  readonly length: number;
}

/** XEN-TURN-14: a company's activation, with the shooting steps in progress (all plain data). */
export interface ActivationStage {
  readonly kind: 'activation';
  readonly player: PlayerId;
  readonly company: string;
  readonly phase: ActivationPhase;
  /** Units acting in this activation: the company's own (not coordinated away) plus coordinated-in. */
  readonly units: readonly string[];
  /** XEN-SUP-05 / R36: the fire each enemy unit took in this Shooting phase; cleared when it ends. */
  readonly tally?: readonly SuppressionTally[];
  /** XEN-CP-11 / R27: the company's 1 CP for overwatch is paid (once per activation). */
  readonly overwatchPaid?: boolean;
  /**
   * XEN-SHOOT-02 / XEN-BLD-17: a shooting attack waiting for a player's decision (allocation or casualties),
   * or a shot at a building waiting for one (AOE combining, occupants' casualties, escapes).
   */
  readonly attack?: AttackInProgress | BuildingFireInProgress;
  /** XEN-SUP-05 / XEN-CP-14: the end-of-Shooting suppression tests in progress. */
  readonly suppression?: SuppressionSteps;
  /** XEN-TERR-31 / R40: a flyer's bombing run in progress (after its move, before any overwatch fire). */
  readonly bombing?: BombingRun;
  /** XEN-OW-04: an overwatch window the opponent must close before the active player acts again. */
  readonly overwatch?: OverwatchWindow;
  /** R45 / XEN-TRANS-11 / XEN-CA-31: the moves made in this activation (approach and disembarks). */
  readonly moves?: readonly MoveRecord[];
  /** XEN-CA-01 / XEN-CA-38: the Close Assault phase's assaults, while any is left to fight. */
  readonly assaults?: CloseAssaultQueue;
  /** XEN-OVR-03: an overrun round in progress during a move. */
  readonly overrun?: OverrunInProgress;
}

/** XEN-SCEN-03: one terrain layout the players agreed to roll between: its features and buildings. */
export interface TerrainLayout {
  readonly name: string;
  readonly terrain: readonly TerrainFeature[];
  readonly buildings?: readonly BuildingState[];
}

/** Where the game is: the step the next decision belongs to. */
export type Stage =
  | { readonly kind: 'roll-table' }
  | { readonly kind: 'roll-scenario' }
  | { readonly kind: 'roll-off'; readonly purpose: 'table-sides' | 'objectives' | 'roles' }
  | { readonly kind: 'choose-edge'; readonly player: PlayerId }
  | { readonly kind: 'choose-role'; readonly player: PlayerId }
  | { readonly kind: 'place-objective'; readonly player: PlayerId }
  | { readonly kind: 'choose-command-center'; readonly choices: SecretChoices<string> }
  | { readonly kind: 'deploy'; readonly player: PlayerId }
  | { readonly kind: 'plan-turn'; readonly plans: SecretChoices<TurnPlan> }
  | { readonly kind: 'choose-initiative'; readonly player: PlayerId }
  | { readonly kind: 'activate'; readonly player: PlayerId }
  | ActivationStage
  | {
      readonly kind: 'break-test';
      /** Who rolls this test. */
      readonly tester: PlayerId;
      /** Testers still to roll after this one (Attrition, XEN-WIN-06). */
      readonly queue: readonly PlayerId[];
      /** R20: both testers lost equal VP, so both roll and the results are compared. */
      readonly equalLosses: boolean;
      /** Results of the tests already rolled this end of turn. */
      readonly results: readonly { readonly player: PlayerId; readonly passed: boolean }[];
      /** Leftover CP committed before the roll (XEN-WIN-05/09), collected secretly from every decider. */
      readonly commits: SecretChoices<number>;
    }
  | { readonly kind: 'game-over' };

/** The whole Xenocide game state (plain JSON). */
export interface XenocideState {
  readonly table: { readonly width: number; readonly depth: number };
  readonly players: readonly [PlayerId, PlayerId];
  readonly scenario: ScenarioId | 'random';
  readonly cpPerTurn: number;
  /** XEN-SUP-14: the scenario's modifier to each player's suppression test targets (absent: none). */
  readonly suppressionModifier?: Readonly<Record<PlayerId, number>>;
  readonly maxTurns?: number;
  /** XEN-SCEN-03: the player who set up all terrain (the other chooses the edge). */
  readonly terrainSetBy?: PlayerId;
  readonly terrain: readonly TerrainFeature[];
  /**
   * XEN-BLD-03: the buildings, one per terrain feature of kind 'building' (id = feature id); occupancy lives
   * in their sections. Absent when the table has none.
   */
  readonly buildings?: readonly BuildingState[];
  /**
   * XEN-SCEN-03: the terrain layouts the players agreed to roll between; present only until the
   * `roll-table` command puts the rolled one's terrain and buildings on the table.
   */
  readonly layouts?: readonly TerrainLayout[];
  /** Every profile in play, keyed `${faction}/${profileId}`. */
  readonly profiles: Readonly<Record<string, ModelProfile>>;
  readonly sides: readonly [SideState, SideState];
  readonly companies: readonly CompanyState[];
  readonly units: readonly UnitState[];
  readonly objectives: readonly Objective[];
  readonly turn: number;
  /** Who activates next in the alternation (set after initiative). */
  readonly nextToActivate?: PlayerId;
  /** The player who won the last roll-off (objective placement order, edge choice). */
  readonly rollOffWinner?: PlayerId;
  /** R52: who deploys first (the player who did not choose the table side). */
  readonly firstDeployer?: PlayerId;
  readonly stage: Stage;
  readonly result?: { readonly winner?: PlayerId; readonly reason: string };
}
