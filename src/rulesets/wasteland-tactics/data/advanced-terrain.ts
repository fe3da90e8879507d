import type { WastelandSetup } from '../setup';

const box = (x0: number, y0: number, x1: number, y1: number) => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

/**
 * A built-up table for the advanced rules (WT-TERR, WT-BLD, WT-ADVF): an occupiable house and a heavy bunker,
 * multi-level ruins, woods, a hill, a minefield, two stepped slag heaps in the long-edge deployment strips and
 * two pairs of thorn-scrub bands (Concealment). The CLI's advanced samples and the tests play on it.
 * @example createGame(wastelandTactics, { ...setup, terrain: advancedTerrain() }, { seed: 1 });
 */
export function advancedTerrain(): NonNullable<WastelandSetup['terrain']> {
  return [
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
    {
      id: 'woods',
      name: 'Woods',
      polygon: box(8, 26, 16, 34),
      height: 3,
      difficult: true,
      concealment: true,
    },
    { id: 'hill', name: 'Hill', polygon: box(56, 12, 64, 18), height: 0, elevation: 1 },
    { id: 'mines', name: 'Minefield', polygon: box(34, 30, 40, 34), height: 0, dangerous: true },
    // WT-ADVF-03 / R10: a stepped slag heap in each long-edge strip (point-symmetric, so neither side gains):
    // 1" steps that any model can climb (R13), and a top 2" up, higher than a 1.5" model on the ground.
    { id: 'slag-north', name: 'Slag heap', polygon: box(50, 1, 66, 10), height: 0, elevation: 1 },
    { id: 'slag-north-top', name: 'Slag heap top', polygon: box(52, 2.5, 64, 8.5), height: 0, elevation: 2 },
    { id: 'slag-south', name: 'Slag heap', polygon: box(6, 38, 22, 47), height: 0, elevation: 1 },
    { id: 'slag-south-top', name: 'Slag heap top', polygon: box(8, 39.5, 20, 45.5), height: 0, elevation: 2 },
    // WT-TERR-11 / R11: two bands of thorn scrub a side (point-symmetric), Concealment 2" tall; a line of sight
    // from one long edge to the other through both bands of a pair is blocked behind the second band.
    {
      id: 'scrub-west-outer',
      name: 'Thorn scrub',
      polygon: box(22, 28, 30, 31),
      height: 2,
      concealment: true,
    },
    {
      id: 'scrub-west-inner',
      name: 'Thorn scrub',
      polygon: box(22, 33, 30, 35),
      height: 2,
      concealment: true,
    },
    {
      id: 'scrub-east-outer',
      name: 'Thorn scrub',
      polygon: box(42, 17, 50, 20),
      height: 2,
      concealment: true,
    },
    {
      id: 'scrub-east-inner',
      name: 'Thorn scrub',
      polygon: box(42, 13, 50, 15),
      height: 2,
      concealment: true,
    },
  ];
}

/**
 * A township for the advanced rules (WT-BLD): the built-up table with a large warehouse (Transport 20,
 * WT-BLD-07) and a second, lighter multi-level ruin (WT-BLD-02/03), so forces meet around buildings to occupy
 * and floors to climb.
 * @example createGame(wastelandTactics, { ...setup, terrain: townshipTerrain() }, { seed: 1 });
 */
export function townshipTerrain(): NonNullable<WastelandSetup['terrain']> {
  return [
    ...advancedTerrain(),
    {
      id: 'warehouse',
      name: 'Warehouse',
      polygon: box(57, 26, 67, 34),
      height: 4,
      building: 'intact',
      transport: 20,
    },
    {
      id: 'tenement',
      name: 'Tenement ruins',
      polygon: box(22, 28, 29, 34),
      height: 5,
      building: 'light-ruins',
      levels: [2, 4],
    },
  ];
}
