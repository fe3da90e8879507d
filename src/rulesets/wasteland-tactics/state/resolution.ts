import type { PlayerId } from 'sandtable';

/** WT-ACT-10: an action type. */
export type ActionType = 'move' | 'shoot' | 'fight' | 'defend' | 'cast';

/** R17: an action declared at activation, with its targets. */
export interface DeclaredAction {
  readonly type: ActionType;
  /** Shoot: the target unit. */
  readonly target?: string;
  /** Cast: the power (WT-SUR-13). */
  readonly power?: PsychicPower;
  /** Fight: the charge targets (none when already in contact, R23). */
  readonly targets?: readonly string[];
  /** Shoot/Fight: the weapon each model uses (default: the first that can), and its own Shoot target. */
  readonly weapons?: readonly {
    readonly model: string;
    readonly weapon: string;
    readonly target?: string | undefined;
  }[];
  /** Shoot: WT-SHOOT-04 focused fire on these targets. */
  readonly focus?: readonly string[];
  /** Shoot/Fight: WT-SUR-29 Strike harder! re-rolls spent (default true). */
  readonly reroll?: boolean;
  /** Cast: WT-CAST-02 a Caster model's own power and target (the others use `power` and `target`). */
  readonly casters?: readonly CasterChoice[];
}

/** WT-CAST-02: the power and target one Caster model casts. */
export interface CasterChoice {
  readonly model: string;
  readonly power: PsychicPower;
  readonly target: string;
}

/** The activation in progress (WT-ACT-01). */
export interface Activation {
  readonly player: PlayerId;
  readonly unit: string;
  readonly actions: readonly DeclaredAction[];
  /** Index of the next action to start. */
  readonly next: number;
  /** The Move action just started waits for its paths (the `move` stage). */
  readonly awaitingMove?: boolean;
  /** WT-CAST-02 / R29: the Caster models of the Cast action in progress still to make their attempt, in order. */
  readonly casting?: readonly CasterChoice[];
  /**
   * R48: per firing unit and target, the Suppressive/Terrifying weapons fired at it so far this activation
   * (free Shoot actions included) and whether its one Will test of the activation was taken.
   */
  readonly suppression?: readonly SuppressionRecord[];
}

/** R48: Suppressive/Terrifying fire of one unit at one target during an activation. */
export interface SuppressionRecord {
  readonly shooter: string;
  readonly target: string;
  /** Suppressive or Terrifying weapons (one per firing model) that fired at the target. */
  readonly fired: number;
  /** The target took its Will test for this activation (WT-WSR-16). */
  readonly tested: boolean;
}

/** A charge being resolved (WT-FIGHT-02 … WT-FIGHT-05). */
export interface Charge {
  readonly unit: string;
  readonly player: PlayerId;
  readonly targets: readonly string[];
  /** Targets already offered their reaction. */
  readonly asked: readonly string[];
  /** The target whose owner is deciding on a reaction now. */
  readonly reacting?: string;
  readonly weapons: readonly { readonly model: string; readonly weapon: string }[];
  /** WT-SUR-29: false when the charger keeps its Strike harder! re-rolls for later. */
  readonly reroll?: boolean;
  /** The charge move is made (the blows wait for the owner's WT-FIGHT-07 choices). */
  readonly moved?: boolean;
  /** WT-SUR-08: the Bloodthirsty bonus the charge earned. */
  readonly bonus?: number;
  /** WT-FIGHT-07: the owner's choice of target for models with equally close targets. */
  readonly picks?: readonly { readonly model: string; readonly target: string }[];
}

/** WT-SUR-13: the psychic powers every Caster knows. */
export type PsychicPower = 'psychic-fury' | 'war-blessing';

/** A cast that passed its Will roll and may still be nullified (WT-CAST-03). */
export interface PendingCast {
  readonly player: PlayerId;
  readonly unit: string;
  readonly model: string;
  readonly power: PsychicPower;
  readonly target: string;
  /** The caster's natural face (R29: compared with the nullifier's). */
  readonly face: number;
  /** Enemy players already offered the nullify. */
  readonly asked: readonly PlayerId[];
  /** The player deciding on a nullify now. */
  readonly asking?: PlayerId;
  readonly nullified: boolean;
}

/** One hit awaiting its Life roll, or a loss with no roll. */
export type Hit =
  | {
      readonly kind: 'life';
      /** Added to the die (−Damage plus bonuses), already adjusted for Hardened. */
      readonly modifier: number;
      /** Wounds a failed roll deals (R6: 1, or Deadly X). */
      readonly wounds: number;
      /** R5: a critical hit fails its Life roll automatically. */
      readonly autoFail: boolean;
    }
  | { readonly kind: 'remove' };

/** Hits on one unit, allocated by a player's priority order (R6) and resolved one at a time. */
export interface Loss {
  readonly unit: string;
  /** Who allocates the hits: the unit's owner, or the shooter for Sniper hits (R51). */
  readonly owner: PlayerId;
  /** The enemy whose attack it is, if any. */
  readonly by?: PlayerId;
  readonly byUnit?: string;
  readonly cause:
    | 'shoot'
    | 'fight'
    | 'dangerous'
    | 'fearless'
    | 'unstable'
    | 'psychic'
    | 'explosion'
    | 'price-of-failure'
    | 'misfire'
    | 'air-support'
    | 'bodyguard';
  /** WT-WSR-15 / R51: the shooter chose where the hits go, overriding the Tough allocation. */
  readonly sniper?: boolean;
  readonly hits: readonly Hit[];
  /** WT-SHOOT-08: only these models may be casualties (shooting); undefined = any model. */
  readonly visible?: readonly string[];
  /** WT-WSR-20: the hits fall on this model (the one that fired an Unstable weapon). */
  readonly model?: string;
}

/** WT-MOR: the morale phase in progress: the step, the next unit index, and who passed priority before it (R20). */
export interface MoraleProgress {
  readonly step: 1 | 2 | 3 | 4;
  readonly cursor: number;
  readonly passed?: readonly PlayerId[];
}

/** R27: models of `victim` destroyed by `killer`'s Fight actions this round. */
export interface FightKill {
  readonly victim: string;
  readonly killer: string;
}
