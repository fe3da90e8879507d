import type { ScenarioInput } from '../schemas/scenario';

/**
 * Ashfall Crossing: the R2 defaults (72"×48", 12" strips on the long edges, 6 turns, most units destroyed) over a
 * river valley (bridged by the road, crossed at a ford) with every area type, walls, a hedge, a chapel, a bunker and
 * an acid pool.
 */
export const ASHFALL_CROSSING: ScenarioInput = {
  id: 'ashfall-crossing',
  name: 'Ashfall Crossing',
  terrain: [
    // The Ash River runs the width of the table; the Pilgrims' Road bridges it at x 34–38 and the Old Ford
    // (difficult ground) crosses it at x 10–14, so units on foot can cross (water is impassable to Legs).
    {
      id: 'ash-river-west',
      name: 'Ash River',
      kind: 'area',
      areaType: 'Water Feature',
      shape: {
        kind: 'polygon',
        points: [
          { x: 0, y: 22.0 },
          { x: 10, y: 21.722 },
          { x: 10, y: 26.722 },
          { x: 0, y: 27.0 },
        ],
      },
    },
    {
      id: 'ash-river-middle',
      name: 'Ash River',
      kind: 'area',
      areaType: 'Water Feature',
      shape: {
        kind: 'polygon',
        points: [
          { x: 14, y: 21.611 },
          { x: 34, y: 21.056 },
          { x: 34, y: 26.056 },
          { x: 14, y: 26.611 },
        ],
      },
    },
    {
      id: 'ash-river-east',
      name: 'Ash River',
      kind: 'area',
      areaType: 'Water Feature',
      shape: {
        kind: 'polygon',
        points: [
          { x: 38, y: 20.944 },
          { x: 72, y: 20.0 },
          { x: 72, y: 25.0 },
          { x: 38, y: 25.944 },
        ],
      },
    },
    {
      id: 'old-ford',
      name: 'Old Ford',
      kind: 'area',
      areaType: 'Difficult Ground',
      shape: {
        kind: 'polygon',
        points: [
          { x: 10, y: 21.722 },
          { x: 14, y: 21.611 },
          { x: 14, y: 26.611 },
          { x: 10, y: 26.722 },
        ],
      },
    },
    {
      id: 'acid-pool',
      name: 'Acid Pool',
      kind: 'area',
      areaType: 'Water Feature',
      shape: { kind: 'rect', rect: { x0: 56, y0: 30, x1: 62, y1: 35 } },
      // XZ-TERR-04: the players agreed the acid burns whatever enters it (only hover and Amphibious units can):
      // one AP 6, Damage 2 hit on each model, like a rifle round, saved with Rear & Top armour.
      exoticEffect: { name: 'acid', hit: { ap: 6, damage: 2 } },
    },
    {
      id: 'pilgrim-road',
      name: "Pilgrims' Road",
      kind: 'area',
      areaType: 'Hard Flat Surface',
      shape: { kind: 'rect', rect: { x0: 34, y0: 0, x1: 38, y1: 48 } },
    },
    {
      id: 'ember-copse',
      kind: 'area',
      areaType: 'Light Woods',
      shape: { kind: 'rect', rect: { x0: 8, y0: 14, x1: 18, y1: 20 } },
    },
    {
      id: 'blackthorn-wood',
      kind: 'area',
      areaType: 'Heavy Woods',
      shape: { kind: 'rect', rect: { x0: 50, y0: 12, x1: 62, y1: 19 } },
    },
    {
      id: 'shell-craters',
      kind: 'area',
      areaType: 'Difficult Ground',
      shape: { kind: 'rect', rect: { x0: 12, y0: 29, x1: 22, y1: 35 } },
    },
    {
      id: 'ferry-village',
      name: 'Ferry Village',
      kind: 'area',
      areaType: 'Built Up Area',
      shape: { kind: 'rect', rect: { x0: 40, y0: 28, x1: 52, y1: 36 } },
      occupancy: { maxModels: 20 },
    },
    {
      id: 'field-wall',
      name: 'Field Wall',
      kind: 'obstacle',
      shape: {
        kind: 'line',
        points: [
          { x: 20, y: 38 },
          { x: 30, y: 38 },
        ],
      },
      hardCover: true,
      // XZ-SMOV-03: a dry-stone field wall: solid cover for infantry, but a Dozer Blade shoves through it (a tank
      // deployed behind it would otherwise have to drive round).
      dozerPassable: true,
      height: 1,
    },
    {
      id: 'bramble-hedge',
      kind: 'obstacle',
      shape: {
        kind: 'line',
        points: [
          { x: 44, y: 10 },
          { x: 48, y: 16 },
        ],
        thickness: 1,
      },
      dozerPassable: true,
      height: 1,
    },
    {
      id: 'ruined-chapel',
      name: 'Ruined Chapel',
      kind: 'obstacle',
      shape: { kind: 'rect', rect: { x0: 24, y0: 8, x1: 30, y1: 12 } },
      blocksLOS: true,
      occupancy: { maxModels: 10, unitTypes: ['Basic Infantry', 'Mobile Infantry'] },
      height: 6,
      level: 2,
    },
    {
      id: 'ferry-bunker',
      name: 'Ferry Bunker',
      kind: 'obstacle',
      shape: { kind: 'rect', rect: { x0: 64, y0: 28, x1: 68, y1: 31 } },
      hardCover: true,
      fortification: true,
      occupancy: { maxModels: 6 },
      height: 2,
    },
  ],
  // XZ-TERR-09: the players agreed the village lanes are too narrow for wheels.
  impassableOverrides: [{ mobility: 'W', areaType: 'Built Up Area' }],
};

/** Hive Spire Assault: a 60"×44" table fought end to end from 10" zones on the short edges, over 5 turns. */
export const HIVE_SPIRE_ASSAULT: ScenarioInput = {
  id: 'hive-spire-assault',
  name: 'Hive Spire Assault',
  table: { width: 60, depth: 44 },
  deploymentZones: [
    { id: 'west', rect: { x0: 0, y0: 0, x1: 10, y1: 44 } },
    { id: 'east', rect: { x0: 50, y0: 0, x1: 60, y1: 44 } },
  ],
  maxTurns: 5,
  victory: { kind: 'most-units-destroyed' },
  obstaclePenalty: 3,
  terrain: [
    {
      id: 'hive-spire',
      name: 'Hive Spire',
      kind: 'obstacle',
      shape: {
        kind: 'polygon',
        points: [
          { x: 27, y: 18 },
          { x: 33, y: 18 },
          { x: 33, y: 26 },
          { x: 27, y: 26 },
        ],
      },
      blocksLOS: true,
      height: 12,
      level: 3,
    },
    {
      id: 'resin-fields',
      kind: 'area',
      areaType: 'Difficult Ground',
      shape: { kind: 'rect', rect: { x0: 14, y0: 4, x1: 24, y1: 14 } },
    },
    {
      id: 'spore-jungle',
      kind: 'area',
      areaType: 'Heavy Woods',
      shape: { kind: 'rect', rect: { x0: 36, y0: 28, x1: 46, y1: 40 } },
    },
    {
      id: 'hive-causeway',
      kind: 'area',
      areaType: 'Hard Flat Surface',
      shape: { kind: 'rect', rect: { x0: 10, y0: 20, x1: 50, y1: 24 } },
    },
  ],
  // XZ-TERR-09: tracks and hover can't force the spore jungle here.
  impassableOverrides: [
    { mobility: 'T', areaType: 'Heavy Woods' },
    { mobility: 'H', areaType: 'Heavy Woods' },
  ],
};
