import { castDraft, type Draft } from 'immer';
import type { PlayerId, Polygon } from 'sandtable';
import type { GameSize } from './schemas/battle-group';
import type { UnitProfile } from './schemas/unit-profile';
import type {
  AdvancedSettings,
  AdvantageId,
  BuildingState,
  ConditionId,
  DisadvantageId,
  Displaced,
  Misfire,
  RecoveryProgress,
  SetupChoice,
} from './state/advanced';
import type { Activation, Charge, FightKill, Loss, MoraleProgress, PendingCast } from './state/resolution';
import type { Stage } from './state/stage';

export type {
  AdvancedSettings,
  AdvantageId,
  BuildingState,
  ConditionId,
  DisadvantageId,
  Displaced,
  FubarEffect,
  Misfire,
  RecoveryProgress,
  SetupChoice,
} from './state/advanced';
export type {
  ActionType,
  Activation,
  CasterChoice,
  Charge,
  DeclaredAction,
  FightKill,
  Hit,
  Loss,
  MoraleProgress,
  PendingCast,
  PsychicPower,
  SuppressionRecord,
} from './state/resolution';
export type { Stage } from './state/stage';

/** WT-MIS: a mission number, 1 (Ambush) to 10 (Total annihilation). */
export type MissionId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** WT-MIS-02: a player's part in a mission with a defender ('none' in missions without one). */
export type Role = 'attacker' | 'defender' | 'none';

/** WT-TERR-01 / R43: a terrain area with every classification resolved. */
export interface TerrainArea {
  readonly id: string;
  readonly name: string;
  readonly polygon: Polygon;
  /** Inches; up to this height it hides models (R11). */
  readonly height: number;
  /** WT-TERR-03. */
  readonly difficult: boolean;
  /** WT-TERR-05: X of Dangerous Terrain X; 0 when not dangerous. */
  readonly dangerous: number;
  /** WT-TERR-07 / WT-BLD-01. */
  readonly impassible: boolean;
  /** WT-TERR-09. */
  readonly concealment: boolean;
  /** WT-TERR-12. */
  readonly cover: boolean;
  /** R11: blocks sight like a solid (intact buildings, wrecks, flagged terrain). */
  readonly blocksVisibility: boolean;
  /** WT-BLD-01: an intact building. */
  readonly building: boolean;
  /** WT-SUR-67: the wreck of a Vehicle/Monster model. */
  readonly wreck: boolean;
  /** R10 / R13: the height of the surface a model inside stands on (hills, ledges, walls); 0 when absent. */
  readonly elevation?: number;
  /** WT-BLD-03: the floor heights above the ground of multi-level ruins. */
  readonly levels?: readonly number[];
  /** WT-BLD-02: ruins (light ones Concealment, heavy ones Cover), from the layout or a destroyed building. */
  readonly ruins?: boolean;
  /** WT-BLD-05/06: an intact building's construction (light unless the scenario says heavy). */
  readonly buildingClass?: 'light' | 'heavy';
  /** WT-BLD-07: an intact building's Transport X when occupied (default 10). */
  readonly capacity?: number;
  /** WT-COND-08 / R45: a unit has entered it, so Dangerous ground has been rolled for it. */
  readonly surveyed?: boolean;
}

/** R40: a deployment zone. */
export type Zone =
  | {
      readonly kind: 'rect';
      readonly x0: number;
      readonly y0: number;
      readonly x1: number;
      readonly y1: number;
    }
  | { readonly kind: 'circle'; readonly x: number; readonly y: number; readonly r: number };

/** One model. */
export interface ModelState {
  /** `${unitId}.m${n}`. */
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** Bearing in degrees (R32). */
  readonly facing: number;
  /** Wounds left (Tough X models start with X, others with 1; WT-SUR-48). */
  readonly wounds: number;
  readonly alive: boolean;
  /** WT-BLD-03: the floor of multi-level ruins it stands on (absent: the ground or terrain surface). */
  readonly elevation?: number;
}

/** Where a unit is. */
export type UnitStatus = 'undeployed' | 'ambush' | 'on-table' | 'embarked' | 'destroyed' | 'evacuated';

/** One unit: models of one profile acting together (WT-UNIT-03). */
export interface UnitState {
  /** `${player}.g${group}.u${n}`. */
  readonly id: string;
  readonly player: PlayerId;
  /** Index of the Battle Group it was taken in. */
  readonly battleGroup: number;
  readonly name: string;
  /** Key into `WastelandState.profiles`. */
  readonly profile: string;
  /** Cost at the start (R1: per-model cost × models). */
  readonly cost: number;
  readonly startModels: number;
  readonly models: readonly ModelState[];
  readonly status: UnitStatus;
  /** Suppression markers actually on the unit (Stubborn lowers the effective count, R22). */
  readonly markers: number;
  /** WT-MIS-04 / WT-SUR-05: the unit has the Ambush rule (its own or granted by the mission). */
  readonly ambush: boolean;
  /** Transport unit it rides in (WT-SUR-50). */
  readonly embarkedIn?: string;
  /** Activated this round (WT-ACT-09). */
  readonly activated: boolean;
  /** WT-DEF-02/03: took a Defend action this round. */
  readonly defending: boolean;
  /** R52: changed position this round (Heavy weapons). */
  readonly moved: boolean;
  /** WT-MOR-05: failed a Life roll this round. */
  readonly failedLife: boolean;
  /** Gained a marker since the last morale destruction check (WT-MOR-03; for the invariant). */
  readonly markedSinceCheck: boolean;
  /** WT-WSR-13: Slow weapons already used this round, by name. */
  readonly slowUsed: readonly string[];
  /** WT-SUR-11/12: Cast and nullify attempts made this round. */
  readonly casts?: number;
  readonly nullifies?: number;
  /** WT-SUR-15: War Blessing waiting for the unit's next action ('ready'), or in force during it ('active'). */
  readonly blessing?: 'ready' | 'active';
  /** WT-SUR-27: Commands attempted by this unit's Leadership model this round. */
  readonly commandsUsed?: number;
  /** WT-SUR-32: Commands the unit received this round. */
  readonly commandsReceived?: readonly string[];
  /** WT-SUR-28: inches added to the unit's next Move. */
  readonly pushForward?: number;
  /** WT-SUR-31 / R19: the player's next activation must be this unit, whatever the restrictions. */
  readonly seized?: boolean;
  /** WT-WSR-05 / R49: fired its Assault weapons after a Move this round. */
  readonly assaultFired?: boolean;
  /** R6: the Tough model every later Life roll goes to until it is destroyed. */
  readonly toughFocus?: string;
  /** The last enemy player whose attack hurt the unit (credit for R41/WT-MIS-27). */
  readonly lastHitBy?: PlayerId;
  /** Who destroyed it, when known. */
  readonly destroyedBy?: PlayerId;
  /** WT-ADV-10 / R8: the cumulative Low ammunition penalty on its Shoot rolls. */
  readonly lowAmmo?: number;
  /** WT-ADV-11 / R54: a Terrible commander: its Leadership counts as 0. */
  readonly leadershipZeroed?: boolean;
  /** WT-SUR-29 / R20: dice of its next Shoot or Fight action that may be re-rolled. */
  readonly strikeHarder?: number;
  /** WT-SUR-41 / R39: a Scouts unit that deploys after every other unit. */
  readonly scouting?: boolean;
  /** WT-SUR-54 / R30: the transport or building it disembarked from this round. */
  readonly disembarked?: string;
  /** WT-SUR-37: Move actions it has taken this round (an Open transport's passengers care). */
  readonly moveActions?: number;
}

/** One player's side. */
export interface SideState {
  readonly player: PlayerId;
  readonly role: Role;
  readonly zone: Zone;
  /** Mission points (Evacuation, Total annihilation, Salvage markers held). */
  readonly score: number;
  /** WT-MIS-05: units evacuated (Ambush). */
  readonly evacuated: number;
  /** WT-ADV-01: the advantage rolled (advanced rules). */
  readonly advantage?: AdvantageId;
  /** WT-ADV-08 / R7: the disadvantages in force (FUBAR resolved into the others). */
  readonly disadvantages?: readonly DisadvantageId[];
  /** WT-ADV-07 / R55: the round in which Air support was last called. */
  readonly airSupportRound?: number;
}

/** An objective marker or a Rescue counter. */
export interface Marker {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** Mission bookkeeping. */
export interface MissionState {
  /** Null until a random mission is rolled (WT-MIS-01). */
  readonly id: MissionId | null;
  /** WT-MIS-12 Salvage markers, WT-MIS-21 Rescue counters (numbered 1-10 by position). */
  readonly markers: readonly Marker[];
  /** WT-MIS-21/22: the key counter, once rolled, and the model carrying it. */
  readonly key?: { readonly x: number; readonly y: number; readonly carrier?: string };
  /** WT-MIS-10/15/24: the agreed terrain piece (critical objective, evacuation point, facility). */
  readonly area?: string;
  /** R41: each player who met the condition at the end of the last round, and for how many rounds in a row. */
  readonly streaks?: readonly { readonly player: PlayerId; readonly rounds: number }[];
  /** WT-MIS-25. */
  readonly facilityDestroyed: boolean;
  /** What the players agreed at setup, applied once the mission is known. */
  readonly agreed: {
    readonly area?: string;
    readonly markers?: readonly { readonly x: number; readonly y: number }[];
    readonly counters?: readonly { readonly x: number; readonly y: number }[];
  };
}

/** Game parameters fixed at setup. */
export interface Settings {
  readonly gameSize: GameSize;
  /** R42: rounds before the mission's fallback result. */
  readonly maxRounds: number;
  /** R40: inches between a deploying unit and enemy units already placed. */
  readonly deploySeparation: number;
  /** R14: inches within which bases count as touching. */
  readonly contactTolerance: number;
  /** WT-MIS-01: the mission was (or will be) rolled rather than agreed. */
  readonly randomMission: boolean;
  /** The advanced rules (all off when absent). */
  readonly advanced?: AdvancedSettings;
}

/** The whole Wasteland Tactics game state (plain JSON). */
export interface WastelandState {
  readonly table: { readonly width: number; readonly depth: number };
  readonly players: readonly PlayerId[];
  /** WT-MIS-02: the player who defends if the mission has a defender. */
  readonly defender: PlayerId;
  readonly settings: Settings;
  readonly terrain: readonly TerrainArea[];
  /** Every profile in play, by id. */
  readonly profiles: Readonly<Record<string, UnitProfile>>;
  readonly sides: readonly SideState[];
  readonly units: readonly UnitState[];
  readonly mission: MissionState;
  /** The round being played (0 before the first). */
  readonly round: number;
  /** Where the round is: coherency moves, then initiative, activations and the morale phase (WT-UNIT-05, WT-INIT, WT-ACT, WT-MOR). */
  readonly phase: 'setup' | 'deployment' | 'round-start' | 'initiative' | 'activation' | 'morale';
  /** WT-DEP-03/04: players still to deploy, in order. */
  readonly deployOrder: readonly PlayerId[];
  /** WT-INIT-05 / WT-ACT-07: this round's initiative order, highest first. */
  readonly initiative: readonly PlayerId[];
  /** Index into `initiative` of the player whose turn to activate it is. */
  readonly turn: number;
  readonly activation?: Activation;
  readonly charge?: Charge;
  readonly cast?: PendingCast;
  /** Hits waiting for their owner to allocate them, first first. */
  readonly losses: readonly Loss[];
  readonly morale?: MoraleProgress;
  readonly fightKills: readonly FightKill[];
  /** The start-game command has been played (the mission and advanced rolls are made). */
  readonly started?: boolean;
  /** WT-COND-02: the battlefield condition in force. */
  readonly condition?: ConditionId;
  /** WT-BLD-04: the buildings that may be occupied (advanced rule). */
  readonly buildings?: readonly BuildingState[];
  /** WT-ADV-11/12: choices waiting before deployment. */
  readonly setupChoices?: readonly SetupChoice[];
  /** WT-SHOOT-09: failed shots waiting to be assigned to the shooter's units. */
  readonly misfires?: readonly Misfire[];
  /** WT-SUR-55: units to place after their transport or building was destroyed. */
  readonly displaced?: readonly Displaced[];
  /** WT-SUR-33: the Medic/Repair step at the end of the round. */
  readonly recovery?: RecoveryProgress;
  /** WT-SUR-06: an Ambush unit whose distance is rolled, waiting to be placed. */
  readonly arrival?: { readonly player: PlayerId; readonly unit: string; readonly distance: number };
  readonly stage: Stage;
  /** Set when the game is over; no winners means a draw. */
  readonly result?: {
    readonly winners: readonly PlayerId[];
    readonly reason: string;
    readonly scores?: Readonly<Record<PlayerId, number>>;
  };
}

/** The draft Wasteland Tactics command handlers write to. */
export type WastelandDraft = Draft<WastelandState>;

/** Moves the game to a new stage (the decision it waits for). */
export function setStage(draft: WastelandDraft, stage: Stage): void {
  draft.stage = castDraft(stage);
}
