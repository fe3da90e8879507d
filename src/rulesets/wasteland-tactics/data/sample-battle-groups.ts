import type { BattleGroup, BattleGroupUnit, GameSize } from '../schemas/battle-group';

const u = (profile: string, models?: number, embarkedIn?: number): BattleGroupUnit => ({
  profile,
  ...(models === undefined ? {} : { models }),
  ...(embarkedIn === undefined ? {} : { embarkedIn }),
});

/** The bundled factions' ids. */
export const FACTIONS = ['scrap-raiders', 'iron-covenant', 'mutant-brood'] as const;

/** A bundled faction id. */
export type FactionId = (typeof FACTIONS)[number];

/** One bundled Battle Group per faction and game size (a large force is two medium-style groups). */
export const SAMPLE_FORCES: Readonly<Record<FactionId, Readonly<Record<GameSize, readonly BattleGroup[]>>>> =
  {
    'scrap-raiders': {
      small: [{ name: 'Scav Patrol', units: [u('warboss'), u('raiders', 5), u('scrap-gunners', 2)] }],
      medium: [
        {
          name: 'Rust Horde',
          units: [
            u('warboss'),
            u('raiders', 10),
            u('raiders', 10),
            u('scrap-gunners', 6),
            u('killers', 6, 7),
            u('outriders', 5),
            u('junk-tank'),
            u('battle-wagon'),
          ],
        },
      ],
      large: [
        {
          name: 'Rust Horde',
          units: [
            u('warboss'),
            u('raiders', 10),
            u('raiders', 10),
            u('scrap-gunners', 6),
            u('killers', 6),
            u('junk-tank'),
          ],
        },
        {
          name: 'Wagon Pack',
          units: [
            u('warboss'),
            u('raiders', 10),
            u('raiders', 8),
            u('raiders', 8),
            u('outriders', 5),
            u('battle-wagon'),
          ],
        },
      ],
    },
    'iron-covenant': {
      small: [{ name: 'Covenant Patrol', units: [u('captain'), u('line-troopers', 6)] }],
      medium: [
        {
          name: 'Third Cohort',
          units: [
            u('captain'),
            u('psyker'),
            u('line-troopers', 10),
            u('line-troopers', 10),
            u('line-troopers', 10, 8),
            u('marksmen', 4),
            u('scout-riders', 4),
            u('heavy-weapons', 3),
            u('armoured-carrier'),
          ],
        },
      ],
      large: [
        {
          name: 'Third Cohort',
          units: [
            u('captain'),
            u('line-troopers', 10),
            u('line-troopers', 10),
            u('line-troopers', 10),
            u('marksmen', 4),
            u('heavy-weapons', 3),
          ],
        },
        {
          name: 'Fourth Cohort',
          units: [
            u('captain'),
            u('psyker'),
            u('line-troopers', 10),
            u('line-troopers', 8),
            u('line-troopers', 8),
            u('scout-riders', 4),
            u('armoured-carrier'),
          ],
        },
      ],
    },
    'mutant-brood': {
      small: [{ name: 'Brood Pack', units: [u('brood-mother'), u('spawn', 6), u('spitters', 3)] }],
      medium: [
        {
          name: 'The Hive Tide',
          units: [
            u('brood-mother'),
            u('spawn', 15),
            u('spawn', 15),
            u('spitters', 8),
            u('stalkers', 5),
            u('gliders', 5),
            u('behemoth'),
          ],
        },
      ],
      large: [
        {
          name: 'The Hive Tide',
          units: [
            u('brood-mother'),
            u('spawn', 15),
            u('spawn', 15),
            u('spitters', 8),
            u('stalkers', 5),
            u('behemoth'),
          ],
        },
        {
          name: 'The Second Brood',
          units: [
            u('brood-mother'),
            u('spawn', 10),
            u('spitters', 8),
            u('spitters', 6),
            u('gliders', 5),
            u('stalkers', 5),
          ],
        },
      ],
    },
  };
