import {
  type BattleGroup,
  type FactionId,
  type GameSize,
  SAMPLE_FORCES,
  type WastelandSetup,
} from '../../../src/rulesets/wasteland-tactics/index';

const FACTION_ORDER: FactionId[] = ['scrap-raiders', 'iron-covenant', 'mutant-brood', 'scrap-raiders'];
const IDS = ['red', 'blue', 'green', 'gold'];

/** The bundled force of a faction at a game size. */
export function force(faction: FactionId, size: GameSize): BattleGroup[] {
  return SAMPLE_FORCES[faction][size].map((g) => ({ ...g, units: [...g.units] }));
}

/** A small attacker group that fits a shared 100-point pool of three: just a leader (WT-MIS-02). */
export function tinyGroup(faction: FactionId): BattleGroup[] {
  const leader = { 'scrap-raiders': 'warboss', 'iron-covenant': 'psyker', 'mutant-brood': 'brood-mother' }[
    faction
  ];
  return [{ name: `${faction} detachment`, units: [{ profile: leader }] }];
}

/** A setup of `count` players with the bundled forces of the given size and mission. */
export function setupFor(
  count: number,
  mission: WastelandSetup['mission'],
  size: GameSize = 'small',
  extra: Partial<WastelandSetup> = {},
): WastelandSetup {
  const withDefender = mission !== 'random' && [1, 2, 6, 7, 9].includes(mission) && count > 2;
  return {
    players: IDS.slice(0, count).map((id, i) => ({
      id,
      battleGroups:
        withDefender && i < count - 1
          ? tinyGroup(FACTION_ORDER[i] as FactionId)
          : force(FACTION_ORDER[i] as FactionId, size),
    })),
    gameSize: size,
    mission,
    ...extra,
  };
}

const box = (x0: number, y0: number, x1: number, y1: number) => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

/** A layout with an occupiable house, multi-level ruins, woods, a hill and a minefield (WT-TERR, WT-BLD). */
export const ADVANCED_TERRAIN: NonNullable<WastelandSetup['terrain']> = [
  { id: 'house', name: 'House', polygon: box(20, 20, 26, 26), height: 4, building: 'intact' },
  {
    id: 'bunker',
    name: 'Bunker',
    polygon: box(46, 22, 52, 28),
    height: 3,
    building: 'intact',
    buildingClass: 'heavy',
  },
  {
    id: 'ruins',
    name: 'Ruins',
    polygon: box(30, 14, 38, 20),
    height: 4,
    building: 'heavy-ruins',
    levels: [3],
  },
  { id: 'woods', name: 'Woods', polygon: box(8, 26, 16, 34), height: 3, difficult: true, concealment: true },
  { id: 'hill', name: 'Hill', polygon: box(56, 12, 64, 18), height: 0, elevation: 1 },
  { id: 'mines', name: 'Minefield', polygon: box(34, 30, 40, 34), height: 0, dangerous: true },
];

/** A setup with every advanced rule on: advantages, a random battlefield condition, firing positions, buildings. */
export function advancedSetup(
  count: number,
  mission: WastelandSetup['mission'],
  maxRounds = 4,
): WastelandSetup {
  return setupFor(count, mission, 'small', {
    maxRounds,
    terrain: ADVANCED_TERRAIN,
    advanced: {
      advantages: true,
      battlefieldConditions: 'random',
      firingPositions: true,
      occupyBuildings: true,
    },
  });
}
