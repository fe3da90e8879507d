import type { TerrainFeature } from '../../state';
import type { BuildingState } from '../../state/buildings';
import { BUILDING_KIND } from '../movement/special-movement';

/**
 * XEN-BLD-08: a destroyed building or collapsed section as terrain: impassible to every model type and
 * blocking sight (smoke and dust) for the rest of the game; it is no longer a building (kind 'custom').
 */
export function ruinedFeature(feature: TerrainFeature): TerrainFeature {
  return {
    ...feature,
    kind: 'custom',
    name: `${feature.name} (destroyed)`,
    obscures: true,
    solid: true,
    movement: { Infantry: 'impassable', Walker: 'impassable', Wheeled: 'impassable', Tracked: 'impassable' },
  };
}

/**
 * XEN-BLD-08: the terrain with every collapse shown: a building whose sections have all collapsed becomes
 * ruins; a collapsed section of a building still standing adds a ruin feature over that section
 * (`${section}-ruins`), once.
 */
export function terrainWithRuins(
  terrain: readonly TerrainFeature[],
  buildings: readonly BuildingState[],
): TerrainFeature[] {
  const out: TerrainFeature[] = [];
  for (const feature of terrain) {
    const building = buildings.find((b) => b.id === feature.id);
    if (!building) {
      out.push(feature);
      continue;
    }
    if (building.sections.every((s) => s.collapsed)) {
      out.push(feature.kind === BUILDING_KIND ? ruinedFeature(feature) : feature);
      continue;
    }
    out.push(feature);
    for (const s of building.sections) {
      const id = `${s.id}-ruins`;
      if (s.collapsed && !terrain.some((f) => f.id === id))
        out.push({ ...ruinedFeature(feature), id, polygon: s.polygon });
    }
  }
  return out;
}
