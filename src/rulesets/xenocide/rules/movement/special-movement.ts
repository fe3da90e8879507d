import { type Circle, geometry, type PlayerId, type Vec2 } from 'sandtable';
import { modelsOnTable, profileOf } from '../../context';
import type { TerrainFeature, UnitState, XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';
import { isInside } from './terrain-effects';

/** XEN-TERR-34: a teleport that needs a test succeeds on a d6 of this or less. */
export const TELEPORT_TARGET = 4;

/** XEN-TERR-21: the height of a unit flying high, for line of sight. */
export const HIGH_ALTITUDE = 12;

/** XEN-SHOOT-10: sight passes through at most this many inches of obscuring terrain. */
const OBSCURING_LIMIT = 4;

/** XEN-BLD: the terrain kind of buildings, the enclosed structures of XEN-TERR-34. */
export const BUILDING_KIND = 'building';

function losFeatures(terrain: readonly TerrainFeature[]): geometry.LosFeature[] {
  return terrain.map((f) => ({
    polygon: f.polygon,
    height: f.height,
    blocksLos: f.solid ? 'solid' : f.obscures ? 'obscuring' : false,
  }));
}

/** XEN-TERR-34: whether a model can see a point on the table (no solid terrain, at most 4" of obscuring). */
export function canSeePoint(state: XenocideState, eye: Circle, eyeHigh: boolean, point: Vec2): boolean {
  const report = geometry.lineOfSight(eye, { center: point, radius: 0 }, losFeatures(state.terrain), {
    fromHeight: eyeHigh ? HIGH_ALTITUDE : 0,
    countOwnFeature: false,
  });
  return report.clear && geometry.isAtMost(report.best.obscuringDepth, OBSCURING_LIMIT);
}

/** XEN-TERR-35 / R29: the friendly recon (spotter) models on the table, with whether each flies high. */
function reconEyes(state: XenocideState, player: PlayerId): { eye: Circle; high: boolean }[] {
  return state.units
    .filter((u) => u.player === player && u.status === 'on-table')
    .flatMap((u) =>
      modelsOnTable(state, u)
        .filter((m) => {
          const p = profileOf(state, m);
          return p.kind !== 'titan' && p.defenseSpecials?.recon === true;
        })
        .map((m) => ({ eye: { center: { x: m.x, y: m.y }, radius: m.radius }, high: u.high })),
    );
}

/**
 * XEN-TERR-34/35 / XEN-TRANS-14: whether a teleport needs its d6 ≤ 4 test: some destination is seen by no
 * model of the unit on the table (passengers of a closed transport are off the table and see nothing, R57),
 * or lies in an enclosed structure (a building), and not every destination is seen by a friendly recon
 * model. One test covers the whole unit. `spotted` when only the recon's sight spared the test.
 */
export function teleportCheck(
  state: XenocideState,
  unit: UnitState,
  destinations: readonly Vec2[],
): 'seen' | 'spotted' | 'test' {
  const eyes = modelsOnTable(state, unit).map((m) => ({
    eye: { center: { x: m.x, y: m.y }, radius: m.radius },
    high: unit.high,
  }));
  const enclosed = destinations.some((d) =>
    state.terrain.some((f) => f.kind === BUILDING_KIND && isInside(d, f)),
  );
  const unseen = destinations.some((d) => !eyes.some((e) => canSeePoint(state, e.eye, e.high, d)));
  if (!enclosed && !unseen) return 'seen';
  const recon = reconEyes(state, unit.player);
  const spotted = destinations.every((d) => recon.some((r) => canSeePoint(state, r.eye, r.high, d)));
  return spotted ? 'spotted' : 'test';
}

/** XEN-TITAN-11: the titan models of a unit that pay 1 power for a jump or teleport, or a rejection. */
export function titanPowerFor(unit: UnitState, models: readonly number[]): number[] | MoveRejection {
  const payers = models.filter((i) => unit.models[i]?.titan !== undefined);
  const broke = payers.find((i) => (unit.models[i]?.titan?.power ?? 0) < 1);
  if (broke !== undefined) {
    return refuse(
      'insufficient-resources',
      `Titan ${unit.models[broke]?.id} needs 1 power to jump or teleport and has none (XEN-TITAN-11).`,
    );
  }
  return payers;
}
