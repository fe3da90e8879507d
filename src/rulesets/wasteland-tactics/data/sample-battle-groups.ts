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

/** A medium-style Battle Group under another name (a large force's second group). */
const again = (group: BattleGroup, name: string): BattleGroup => ({
  ...group,
  name,
  units: [...group.units],
});

const RUST_HORDE: BattleGroup = {
  name: 'Rust Horde',
  units: [
    u('warboss'),
    u('scav-boss'),
    u('raiders', 10),
    u('raiders', 10),
    u('raiders', 10),
    u('scavs', 12),
    u('scrap-gunners', 6),
    u('killers', 6, 10),
    u('killers', 6),
    u('outriders', 5),
    u('battle-wagon'),
    u('junk-tank'),
  ],
};

const THIRD_COHORT: BattleGroup = {
  name: 'Third Cohort',
  units: [
    u('captain'),
    u('psyker'),
    u('line-troopers', 10),
    u('line-troopers', 10),
    u('line-troopers', 10, 11),
    u('line-troopers', 10),
    u('conscripts', 13),
    u('marksmen', 3),
    u('marksmen', 3),
    u('scout-riders', 4),
    u('heavy-weapons', 3),
    u('armoured-carrier'),
    u('heavy-weapons', 3),
  ],
};

const HIVE_TIDE: BattleGroup = {
  name: 'The Hive Tide',
  units: [
    u('brood-mother'),
    u('brood-alpha'),
    u('spawn', 15),
    u('spawn', 15),
    u('spawn', 15),
    u('spawn', 15),
    u('spitters', 8),
    u('spitters', 8),
    u('stalkers', 5),
    u('stalkers', 5),
    u('gliders', 5),
    u('gliders', 3),
    u('behemoth'),
    u('ravager'),
  ],
};

/**
 * One bundled force per faction and game size, each close to the size's points (WT-SIZE-01/06/09): a small
 * force fields 21 models (the Brood's melee swarm 42), mostly cheap troops, so it can lose a few and still
 * bring the 15 scoring models WT-MIS-11 asks for to the critical objective; a large one is two medium-style
 * Battle Groups.
 */
export const SAMPLE_FORCES: Readonly<Record<FactionId, Readonly<Record<GameSize, readonly BattleGroup[]>>>> =
  {
    'scrap-raiders': {
      small: [{ name: 'Scav Patrol', units: [u('scav-boss'), u('scavs', 10), u('scavs', 10)] }],
      medium: [RUST_HORDE],
      large: [RUST_HORDE, again(RUST_HORDE, 'Wagon Pack')],
    },
    'iron-covenant': {
      small: [{ name: 'Covenant Patrol', units: [u('sergeant'), u('conscripts', 10), u('conscripts', 10)] }],
      medium: [THIRD_COHORT],
      large: [THIRD_COHORT, again(THIRD_COHORT, 'Fourth Cohort')],
    },
    'mutant-brood': {
      small: [
        { name: 'Brood Pack', units: [u('brood-alpha'), u('spawn', 15), u('spawn', 15), u('spawn', 11)] },
      ],
      medium: [HIVE_TIDE],
      large: [HIVE_TIDE, again(HIVE_TIDE, 'The Second Brood')],
    },
  };

/** A detachment's Battle Groups at each game size, for two and for three attackers sharing one pool. */
export type Detachments = Readonly<Record<GameSize, Readonly<Record<2 | 3, readonly BattleGroup[]>>>>;

/**
 * WT-MIS-02 / R40: the bundled detachments of attackers who share one points pool: each of two attackers
 * brings at most half of a player's points, each of three at most a third.
 */
export const SAMPLE_DETACHMENTS: Readonly<Record<FactionId, Detachments>> = (() => {
  const scrap2 = {
    name: 'Raider Warband',
    units: [
      u('warboss'),
      u('raiders', 10),
      u('raiders', 10),
      u('scavs', 15),
      u('scrap-gunners', 6),
      u('killers', 6),
      u('outriders', 3),
    ],
  };
  const scrap3 = {
    name: 'Scav Gang',
    units: [u('scav-boss'), u('raiders', 10), u('raiders', 10), u('scavs', 15), u('killers', 4)],
  };
  const iron2 = {
    name: 'Covenant Column',
    units: [
      u('captain'),
      u('sergeant'),
      u('line-troopers', 10),
      u('line-troopers', 10),
      u('conscripts', 5),
      u('marksmen', 4),
      u('heavy-weapons', 3),
      u('scout-riders', 2),
    ],
  };
  const iron3 = {
    name: 'Covenant Section',
    units: [
      u('sergeant'),
      u('line-troopers', 10),
      u('line-troopers', 10),
      u('conscripts', 10),
      u('scout-riders', 2),
    ],
  };
  const brood2 = {
    name: 'Brood Swarm',
    units: [
      u('brood-mother'),
      u('brood-alpha'),
      u('spawn', 15),
      u('spawn', 15),
      u('spawn', 15),
      u('spitters', 8),
      u('spitters', 8),
      u('stalkers', 5),
      u('gliders', 5),
    ],
  };
  const brood3 = {
    name: 'Brood Clutch',
    units: [
      u('brood-alpha'),
      u('spawn', 15),
      u('spawn', 15),
      u('spawn', 15),
      u('spitters', 8),
      u('stalkers', 5),
      u('gliders', 3),
    ],
  };
  const of = (
    small2: BattleGroup,
    small3: BattleGroup,
    two: BattleGroup,
    three: BattleGroup,
    large2: readonly BattleGroup[],
  ): Detachments => ({
    small: { 2: [small2], 3: [small3] },
    medium: { 2: [two], 3: [three] },
    large: { 2: large2, 3: [three, { ...three, name: `${three.name} II` }] },
  });
  return {
    'scrap-raiders': of(
      { name: 'Scav Crew', units: [u('scav-boss'), u('scavs', 8)] },
      { name: 'Scav Lookouts', units: [u('scav-ganger'), u('scavs', 5)] },
      scrap2,
      scrap3,
      SAMPLE_FORCES['scrap-raiders'].medium,
    ),
    'iron-covenant': of(
      { name: 'Covenant Squad', units: [u('sergeant'), u('conscripts', 7)] },
      { name: 'Covenant Pickets', units: [u('corporal'), u('conscripts', 5)] },
      iron2,
      iron3,
      SAMPLE_FORCES['iron-covenant'].medium,
    ),
    'mutant-brood': of(
      { name: 'Brood Runners', units: [u('brood-alpha'), u('spawn', 8), u('spawn', 8)] },
      { name: 'Brood Scouts', units: [u('brood-alpha'), u('spawn', 7)] },
      brood2,
      brood3,
      SAMPLE_FORCES['mutant-brood'].medium,
    ),
  };
})();

/**
 * A bundled force: the faction's Battle Groups at a game size, or its detachment when `share` (2 or 3)
 * attackers share one points pool (WT-MIS-02).
 * @example sampleForce('iron-covenant', 'small'); // [{ name: 'Covenant Patrol', units: [...] }]
 */
export function sampleForce(faction: FactionId, size: GameSize, share = 1): BattleGroup[] {
  const groups =
    share <= 1 ? SAMPLE_FORCES[faction][size] : SAMPLE_DETACHMENTS[faction][size][share >= 3 ? 3 : 2];
  return groups.map((g) => ({ ...g, units: [...g.units] }));
}
