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
