import type { Marker, TerrainArea, Zone } from '../../state';
import { zoneCenter } from './zones';

type Table = { readonly width: number; readonly depth: number };

/** WT-MIS-12: five Salvage markers on the centre line, 1/8 of the width apart (outside every default zone). */
export function defaultSalvageMarkers(table: Table): Marker[] {
  return [-2, -1, 0, 1, 2].map((k, i) => ({
    id: `marker-${i + 1}`,
    x: table.width / 2 + (k * table.width) / 8,
    y: table.depth / 2,
  }));
}

/** WT-MIS-21: ten Rescue counters in two rows of five around the centre, numbered 1-10. */
export function defaultRescueCounters(table: Table): Marker[] {
  const out: Marker[] = [];
  for (const dy of [-1, 1])
    for (const k of [-2, -1, 0, 1, 2])
      out.push({
        id: `counter-${out.length + 1}`,
        x: table.width / 2 + (k * table.width) / 9,
        y: table.depth / 2 + (dy * table.depth) / 8,
      });
  return out;
}

/** A square terrain area of `size` inches centred on a point, with no classification unless given. */
export function squareArea(
  id: string,
  name: string,
  center: { x: number; y: number },
  size: number,
  building = false,
): TerrainArea {
  const h = size / 2;
  return {
    id,
    name,
    polygon: {
      points: [
        { x: center.x - h, y: center.y - h },
        { x: center.x + h, y: center.y - h },
        { x: center.x + h, y: center.y + h },
        { x: center.x - h, y: center.y + h },
      ],
    },
    height: building ? 4 : 0,
    difficult: false,
    dangerous: 0,
    impassible: building,
    concealment: false,
    cover: false,
    blocksVisibility: building,
    building,
    wreck: false,
  };
}

/** WT-MIS-10/15: the default objective area (critical objective, evacuation point) at the table centre. */
export function defaultObjectiveArea(table: Table, id: string, name: string): TerrainArea {
  return squareArea(id, name, { x: table.width / 2, y: table.depth / 2 }, 4);
}

/** WT-MIS-24: the default Sabotage facility, a 4" building in the middle of the defender's zone. */
export function defaultFacility(zone: Zone): TerrainArea {
  return squareArea('facility', 'Critical facility', zoneCenter(zone), 4, true);
}
