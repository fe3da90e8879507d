import type { ModelProfile } from './schemas/unit-list';
import type { ChosenTitanOption } from './titan-loadout';
import type { UnitCategory } from './unit-composition';

/** Models of one profile in a validated unit; titan profiles have their options applied. */
export interface ValidatedModels {
  /** Id of the profile in the unit list. */
  readonly profileId: string;
  /** The profile as fielded (a titan's with its options applied). */
  readonly profile: ModelProfile;
  /** How many models of this profile the unit has. */
  readonly count: number;
  /** VP of one model (XEN-STAT-03). */
  readonly vp: number;
}

/** XEN-ARMY-14: a validated unit with its point value (models' VP plus titan options). */
export interface ValidatedUnit {
  /** Name as given in the list, or a generated one for an unnamed unit. */
  readonly name: string;
  /** What the unit counts as for its size limits (XEN-ARMY-07..10). */
  readonly category: UnitCategory;
  /** The unit's models, one entry per profile line. */
  readonly models: readonly ValidatedModels[];
  /** Titan options bought (empty for other units). */
  readonly titanOptions: readonly ChosenTitanOption[];
  /** Point value (XEN-ARMY-14). */
  readonly value: number;
}

/** XEN-ARMY-03: a validated company with its point value. */
export interface ValidatedCompany {
  /** Company name (XEN-ARMY-13). */
  readonly name: string;
  /** The company's units in list order. */
  readonly units: readonly ValidatedUnit[];
  /** Point value: the sum of its units' values (XEN-ARMY-06). */
  readonly value: number;
}

/** XEN-ARMY-01..15: an army that passed every army-building rule, with computed point values. */
export interface ValidatedArmy {
  /** Army name. */
  readonly name: string;
  /** Faction id of the unit list the army is bought from (XEN-ARMY-02). */
  readonly faction: string;
  /** The agreed points total (XEN-ARMY-01). */
  readonly points: number;
  /** What the army actually costs: the sum of its unit values (XEN-ARMY-14). */
  readonly value: number;
  /** Whether more than 6 companies were allowed (XEN-ARMY-04). */
  readonly largeGame: boolean;
  /** The companies in list order. */
  readonly companies: readonly ValidatedCompany[];
}
