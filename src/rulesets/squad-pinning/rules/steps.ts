/** The queued steps of resolution as plain data (no imports: the state schema and the handlers both use them). */

/** One hit to save against (SQ-DEF-09). */
export interface PendingHit {
  readonly ap: number;
  /** AT class key for vehicles (SQ-DEF-17), when it has one. */
  readonly at?: string;
  readonly ignoresCover?: boolean;
}

/**
 * A queued step of resolution (plain data in the state): hits to save and their casualties, tests, falls back,
 * vehicle damage, and the steps of CQB and fire missions.
 */
export type SqStep =
  | {
      readonly kind: 'hits';
      /** The unit hit. */
      readonly unit: string;
      /** The unit (or asset) that caused them: the fall back runs away from it (SQ-DEF-06). */
      readonly cause?: string;
      /** The hits, grouped by AP; `noCover` groups ignore cover (SQ-WPN-03, SQ-FM-14). */
      readonly groups: readonly { readonly hits: number; readonly ap: number; readonly noCover?: boolean }[];
      /** Cover save target (undefined: none). */
      readonly cover?: number;
      /** Armour save modifier beyond AP (strafing −2). */
      readonly armourModifier?: number;
      /** The models casualties come from first (templates, sight). */
      readonly pool?: readonly string[];
      /** The pinning check that follows, with its own modifier and rules; undefined: none. */
      readonly pin?: {
        readonly modifier: number;
        readonly rules: readonly string[];
        readonly vehicleCrew?: boolean;
      };
      readonly rules: readonly string[];
    }
  | {
      readonly kind: 'remove';
      readonly unit: string;
      readonly count: number;
      readonly pool?: readonly string[];
      readonly rules: readonly string[];
      /** Set when the owner chose (or the choice was forced). */
      readonly chosen?: readonly string[];
    }
  | {
      readonly kind: 'pin-check';
      readonly unit: string;
      readonly cause?: string;
      readonly modifier: number;
      readonly rules: readonly string[];
      /** Reduce by the casualties of an earlier `hits` step: filled in when it resolves. */
      readonly casualtiesFrom?: number;
    }
  | {
      readonly kind: 'vehicle-hit';
      readonly unit: string;
      readonly at: string;
      readonly facing: 'front' | 'side' | 'rear';
      /** Cover save target, if the vehicle may take one. */
      readonly cover?: number;
      readonly rules: readonly string[];
    }
  | { readonly kind: 'crew-test'; readonly unit: string; readonly rules: readonly string[] }
  | { readonly kind: 'end-activation'; readonly unit: string }
  | { readonly kind: 'check-end' }
  | { readonly kind: string; readonly [key: string]: unknown };
