import type { TerrainAreaInput } from '../../schemas/terrain';
import type { TerrainArea } from '../../state';

/**
 * WT-TERR-01 / WT-BLD-01/02 / R43: resolves a terrain area's agreed classifications: an intact building
 * is Impassible and blocks sight, light ruins are Concealment, heavy ruins Cover, Dangerous without X is 9.
 */
export function terrainArea(input: TerrainAreaInput, fallbackId: string): TerrainArea {
  const intact = input.building === 'intact';
  const dangerous = input.dangerous === true ? 9 : (input.dangerous ?? 0);
  return {
    id: input.id ?? fallbackId,
    name: input.name ?? (intact ? 'Building' : 'Terrain'),
    polygon: { points: input.polygon.points.map((p) => ({ x: p.x, y: p.y })) },
    height: input.height ?? 2,
    difficult: input.difficult ?? false,
    dangerous,
    impassible: intact || (input.impassible ?? false),
    concealment: input.building === 'light-ruins' || (input.concealment ?? false),
    cover: input.building === 'heavy-ruins' || (input.cover ?? false),
    blocksVisibility: intact || (input.blocksVisibility ?? false),
    building: intact,
    wreck: false,
    ...(input.elevation ? { elevation: input.elevation } : {}),
    ...(input.levels ? { levels: [...input.levels] } : {}),
    ...(input.building === 'light-ruins' || input.building === 'heavy-ruins' ? { ruins: true } : {}),
    ...(intact ? { buildingClass: input.buildingClass ?? 'light', capacity: input.transport ?? 10 } : {}),
  };
}
