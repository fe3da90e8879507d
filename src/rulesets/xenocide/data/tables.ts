import type { BuildingSpec } from '../rules/buildings/building-spec';
import type { CoverKind } from '../schemas/terrain';
import { frozen } from './authoring';

/** R17: a terrain feature of a bundled table, in the shape the setup's `terrain` list takes. */
export interface TablePlacement {
  id: string;
  /** A kind of the terrain table (XEN-TERR-11), `'building'` (XEN-BLD-03) or `'custom'` (XEN-TERR-13). */
  kind: string;
  name: string;
  polygon: { points: { x: number; y: number }[] };
  /** Inches; XEN-TERR-15/16 (skimmers), XEN-TITAN-16 (titan cover) and buildings read it. */
  height: number;
  /**
   * R17: flags the players agreed: a custom feature's (XEN-TERR-13 gives its movement from its cover), or an
   * intrinsically dangerous feature's (XEN-TERR-09).
   */
  overrides?: { cover?: CoverKind; obscures?: boolean; solid?: boolean; intrinsicallyDangerous?: boolean };
}

/**
 * A bundled battlefield for the standard 72"×48" table: its terrain features and the buildings the players
 * agreed (XEN-SCEN-03, XEN-BLD-03). Features keep clear of the 6" deployment zones, except roads.
 */
export interface NamedTable {
  /** The `--table` value (`'township'`). */
  id: string;
  name: string;
  /** One line: what the table is like. */
  summary: string;
  terrain: TablePlacement[];
  buildings: BuildingSpec[];
}

const rect = (x: number, y: number, w: number, h: number) => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});

const place = (
  id: string,
  kind: string,
  name: string,
  at: [x: number, y: number, w: number, h: number],
  height: number,
  overrides?: TablePlacement['overrides'],
): TablePlacement => ({
  id,
  kind,
  name,
  polygon: rect(...at),
  height,
  ...(overrides ? { overrides } : {}),
});

/** XEN-BLD-04: a building's 4"×4" sections in a row-major grid, each adjacent to its grid neighbours. */
function sections(
  x: number,
  y: number,
  columns: number,
  rows: number,
): NonNullable<BuildingSpec['sections']> {
  const out: NonNullable<BuildingSpec['sections']> = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const i = r * columns + c;
      const adjacent = [...(c + 1 < columns ? [i + 1] : []), ...(r + 1 < rows ? [i + columns] : [])];
      out.push({ polygon: rect(x + 4 * c, y + 4 * r, 4, 4), ...(adjacent.length ? { adjacent } : {}) });
    }
  }
  return out;
}

/** Fields and a hamlet: a wood, ruins, high brush, a road, a hedgerow wall and a weak farmhouse. */
const outskirts: NamedTable = {
  id: 'outskirts',
  name: 'Outskirts',
  summary: 'a wood, a ruined refinery, high brush, a road, a hedgerow and a farmhouse',
  terrain: [
    place('hollow-wood', 'forest', 'Hollow Wood', [14, 18, 10, 10], 5),
    place('old-refinery', 'ruins', 'Old Refinery', [46, 19, 9, 8], 3),
    place('high-field', 'brush', 'High Field', [31, 12, 9, 5], 1),
    place('farm-road', 'road', 'Farm Road', [26, 0, 3, 48], 0),
    place('hedgerow', 'wall', 'Hedgerow', [50, 32, 10, 1], 1),
    place('farmhouse', 'building', 'Farmhouse', [60, 12, 6, 6], 4),
  ],
  buildings: [{ feature: 'farmhouse', construction: 'weak', size: 'small' }],
};

/**
 * A fought-over town: a high street running under a four-section hab block in the middle (where Seize
 * Ground's objectives lie), with a workshop row south of it and a market hall north of it, each 4" away; a
 * four-section manufactorum, a chapel and a bunker; trenches, a wall, ruins and rubble.
 */
const township: NamedTable = {
  id: 'township',
  name: 'Township',
  summary:
    'a high street under a four-section hab block flanked 4" away by a two-section workshop row and market hall, a four-section manufactorum, a chapel and a bunker, with trenches, a wall, ruins and rubble',
  terrain: [
    place('high-street', 'road', 'High Street', [0, 22, 72, 4], 0),
    // XEN-BLD-28 / XEN-BLD-30 / XEN-BLD-31 / XEN-BLD-35: the hab block's sections face each other across the
    // street, and the workshop row and market hall stand 4" from it.
    place('hab-block', 'building', 'Hab Block', [32, 20, 8, 8], 8),
    place('workshop-row', 'building', 'Workshop Row', [32, 12, 8, 4], 4),
    place('market-hall', 'building', 'Market Hall', [32, 32, 8, 4], 6),
    place('manufactorum', 'building', 'Manufactorum', [54, 12, 8, 8], 8),
    place('chapel', 'building', 'Chapel', [50, 29, 6, 6], 6),
    place('bunker', 'building', 'Bunker', [12, 12, 5, 5], 3),
    place('burnt-houses', 'ruins', 'Burnt Houses', [22, 12, 6, 6], 3),
    place('firing-trench', 'trenches', 'Firing Trench', [8, 32, 10, 2], 0.5),
    place('yard-wall', 'wall', 'Yard Wall', [42, 15, 8, 1], 1),
    place('rubble-field', 'custom', 'Rubble Field', [62, 30, 6, 6], 1, { cover: 'hard' }),
    place('glasshouses', 'custom', 'Glasshouses', [20, 31, 6, 5], 2, { cover: 'light', obscures: true }),
  ],
  buildings: [
    { feature: 'hab-block', size: 'large', sections: sections(32, 20, 2, 2) },
    { feature: 'workshop-row', construction: 'weak', sections: sections(32, 12, 2, 1) },
    { feature: 'market-hall', sections: sections(32, 32, 2, 1) },
    { feature: 'manufactorum', size: 'large', sections: sections(54, 12, 2, 2) },
    { feature: 'chapel', construction: 'weak', size: 'small' },
    { feature: 'bunker', construction: 'strong', size: 'small', capacity: 1 },
  ],
};

/** A river with one ford between deep reaches, a wood, reed beds, a ridge of cliffs, a mill and crystal spires. */
const riverValley: NamedTable = {
  id: 'river-valley',
  name: 'River Valley',
  summary:
    'a river (deep reaches and a shallow ford), a road to the ford, a pine wood, reeds, a cliff ridge, a watermill and crystal spires',
  terrain: [
    place('river-west', 'deep-water', 'River (west reach)', [0, 22, 26, 4], 0),
    place('ford', 'shallow-water', 'The Ford', [26, 22, 20, 4], 0),
    place('river-east', 'deep-water', 'River (east reach)', [46, 22, 26, 4], 0),
    place('south-road', 'road', 'South Road', [34, 0, 3, 22], 0),
    place('north-road', 'road', 'North Road', [34, 26, 3, 22], 0),
    place('pine-wood', 'forest', 'Pine Wood', [8, 30, 10, 8], 5),
    place('reed-beds', 'brush', 'Reed Beds', [40, 30, 8, 4], 1),
    place('ridge', 'cliffs', 'Ridge', [56, 10, 8, 4], 4),
    place('watermill', 'building', 'Watermill', [48, 14, 4, 4], 4),
    place('crystal-spires', 'custom', 'Crystal Spires', [58, 32, 6, 5], 4, {
      cover: 'light',
      obscures: true,
    }),
  ],
  buildings: [{ feature: 'watermill', construction: 'weak', size: 'small' }],
};

/**
 * Broken ground: a mesa of cliffs, trenches and craters (one of them radioactive), mud flats, outpost ruins, a
 * titan wreck and a relay station.
 */
const badlands: NamedTable = {
  id: 'badlands',
  name: 'Badlands',
  summary:
    'a cliff-sided mesa, a trench line and craters, a radioactive crater, mud flats, outpost ruins, a titan wreck and a strong relay station',
  terrain: [
    place('mesa', 'cliffs', 'Mesa', [30, 17, 10, 6], 6),
    place('trench-line', 'trenches', 'Trench Line', [20, 30, 14, 2], 0.5),
    place('craters', 'trenches', 'Shell Craters', [44, 12, 5, 5], 0.5),
    // XEN-TERR-09: every model moving through it suffers a terrain attack, whatever the test die.
    place('rad-crater', 'trenches', 'Radioactive Crater', [21, 20, 5, 4], 0.5, {
      intrinsicallyDangerous: true,
    }),
    place('outpost-ruins', 'ruins', 'Outpost Ruins', [10, 12, 7, 7], 3),
    place('mud-flats', 'shallow-water', 'Mud Flats', [50, 28, 10, 6], 0),
    place('relay-station', 'building', 'Relay Station', [58, 12, 6, 6], 6),
    place('titan-wreck', 'custom', 'Titan Wreck', [10, 28, 6, 4], 5, { cover: 'hard', solid: true }),
  ],
  buildings: [{ feature: 'relay-station', construction: 'strong', size: 'large' }],
};

/**
 * XEN-SCEN-03 / XEN-BLD-03: the bundled tables. Together they hold every kind of the terrain table
 * (XEN-TERR-11), buildings of every construction with sections, features the table does not list
 * (XEN-TERR-13) and an intrinsically dangerous one (XEN-TERR-09). The CLI's `--table` chooses one by id.
 */
export const NAMED_TABLES: readonly NamedTable[] = frozen([outskirts, township, riverValley, badlands]);
