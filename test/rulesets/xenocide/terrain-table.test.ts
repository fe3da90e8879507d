import { describe, expect, it } from 'vitest';
import { COVER_SAVE, ROAD_BONUS, TERRAIN_TABLE } from '../../../src/rulesets/xenocide/data/terrain-table';
import { TerrainFeatureKindSchema } from '../../../src/rulesets/xenocide/schemas/terrain';

const row = (id: string) => TERRAIN_TABLE.find((feature) => feature.id === id);

describe('XEN-TERR-11 terrain table data', () => {
  it('XEN-TERR-11 every row is a valid feature kind with a unique id', () => {
    for (const feature of TERRAIN_TABLE) expect(TerrainFeatureKindSchema.parse(feature)).toEqual(feature);
    expect(new Set(TERRAIN_TABLE.map((feature) => feature.id)).size).toBe(TERRAIN_TABLE.length);
    expect(TERRAIN_TABLE).toHaveLength(9);
  });

  it('XEN-TERR-11 rows carry the book values (R17: the table beats the prose)', () => {
    expect(row('forest')).toMatchObject({
      obscures: true,
      cover: 'light',
      movement: { Infantry: 'open', Walker: 'open', Wheeled: 'dangerous', Tracked: 'difficult' },
    });
    expect(row('brush')).toMatchObject({ obscures: true, cover: 'none' });
    expect(row('ruins')).toMatchObject({ obscures: false, cover: 'hard' });
    expect(row('trenches')?.cover).toBe('hard');
    expect(row('cliffs')?.movement).toEqual({
      Infantry: 'difficult',
      Walker: 'difficult',
      Wheeled: 'impassable',
      Tracked: 'impassable',
    });
    expect(row('deep-water')).toMatchObject({
      water: true,
      movement: { Infantry: 'dangerous', Walker: 'impassable' },
    });
  });

  it('R16 road-bonus data gives +50% to Wheeled and +25% to Infantry, Walker and Tracked (R16), none to Skimmers', () => {
    expect(row('road')?.road).toBe(true);
    expect(ROAD_BONUS).toMatchObject({
      Wheeled: 0.5,
      Tracked: 0.25,
      Infantry: 0.25,
      Walker: 0.25,
      Skimmer: 0,
    });
  });

  it('cover-save data maps cover kinds to saves of 0, 1, 2 and 3', () => {
    expect(COVER_SAVE).toEqual({ none: 0, light: 1, hard: 2, fortified: 3 });
  });
});
