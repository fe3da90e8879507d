import { type Circle, geometry, type Rejection, type Vec2 } from 'sandtable';
import type { ModelState, XenocideState } from '../../state';
import type { BuildingSection, BuildingState } from '../../state/buildings';
import { refuse } from '../assault/refusal';
import { losFeatures } from '../shooting/sight';

/** XEN-BLD-15: where a unit in a building shoots out from: one face (a polygon edge index) or the roof. */
export type FiringFace = number | 'roof';

function edge(section: BuildingSection, i: number): [Vec2, Vec2] {
  const pts = section.polygon.points;
  return [pts[i] as Vec2, pts[(i + 1) % pts.length] as Vec2];
}

function centroid(points: readonly Vec2[]): Vec2 {
  const sum = points.reduce((a, p) => geometry.add(a, p), { x: 0, y: 0 });
  return geometry.scale(sum, 1 / Math.max(1, points.length));
}

/**
 * XEN-BLD-01 / XEN-MOVE-01: the bases of the models already inside a section, other than `unitId`'s, which a
 * unit coming in stands clear of.
 */
export function occupantBases(state: XenocideState, section: BuildingSection, unitId: string): Circle[] {
  return section.occupants
    .filter((id) => id !== unitId)
    .flatMap((id) => state.units.find((u) => u.id === id)?.models ?? [])
    .filter((m) => !m.removed && m.embarkedIn === undefined)
    .map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius }));
}

/**
 * XEN-BLD-01 / XEN-BLD-15: where the models of a unit inside a section stand: spread along the inside of
 * its edges (the face they look out from first, when given), each base wholly inside and clear of the bases
 * already there (`occupied`); when the edges are full the rest stand where the first did (the building has
 * several floors).
 */
export function occupantPlacement(
  section: BuildingSection,
  radii: readonly number[],
  face?: number,
  occupied: readonly Circle[] = [],
): Vec2[] {
  const n = section.polygon.points.length;
  const order =
    face === undefined ? [...Array(n).keys()] : [face, ...[...Array(n).keys()].filter((i) => i !== face)];
  const middle = centroid(section.polygon.points);
  const spots: Vec2[] = [];
  const taken: Circle[] = [...occupied];
  radii.forEach((radius) => {
    for (const i of order) {
      const [a, b] = edge(section, i);
      const length = geometry.distance(a, b);
      for (let along = radius; along <= length - radius + 1e-9; along += 0.25) {
        const onEdge = geometry.lerp(a, b, along / length);
        const inward = geometry.normalize(geometry.subtract(middle, onEdge));
        const at = geometry.add(onEdge, geometry.scale(inward, radius * 1.5));
        const base = { center: at, radius };
        if (!geometry.circleInPolygon(base, section.polygon)) continue;
        if (taken.some((t) => geometry.baseDistance(t, base) < 0.05)) continue;
        spots.push(at);
        taken.push(base);
        return;
      }
    }
    spots.push(spots[0] ?? middle);
  });
  return spots;
}

/** XEN-BLD-15: why a unit in a section may not shoot out of this face, or undefined: it needs an opening, or the roof. */
export function whyBadFiringFace(section: BuildingSection, face: FiringFace): Rejection | undefined {
  if (face === 'roof') return undefined;
  if (!Number.isInteger(face) || face < 0 || face >= section.polygon.points.length)
    return refuse(
      'unknown-entity',
      `Section ${section.id} has no face ${face}; faces are its edges 0..${section.polygon.points.length - 1}.`,
    );
  return section.openings.includes(face)
    ? undefined
    : refuse(
        'illegal-action',
        `Face ${face} of section ${section.id} has no windows, doors or openings; shoot from a face with openings or from the roof (XEN-BLD-15).`,
      );
}

/** XEN-BLD-15: the faces a unit in a section may shoot from: the edges with openings, and the roof. */
export function firingFaces(section: BuildingSection): FiringFace[] {
  return [...section.openings, 'roof'];
}

/**
 * XEN-BLD-02 / XEN-BLD-15: the points an occupant traces sight from out of a face: the middle and both ends
 * of that edge (the roof: every edge's middle), at the building's height (the roof).
 */
export function sightPoints(
  building: BuildingState,
  section: BuildingSection,
  face: FiringFace,
): { point: Vec2; height: number }[] {
  const edges = face === 'roof' ? [...section.polygon.points.keys()] : [face];
  return edges.flatMap((i) => {
    const [a, b] = edge(section, i);
    const pts = face === 'roof' ? [geometry.lerp(a, b, 0.5)] : [a, geometry.lerp(a, b, 0.5), b];
    return pts.map((point) => ({ point, height: building.height }));
  });
}

/**
 * XEN-BLD-02: whether a unit in a section sees a target base out of a face: some sight point on that edge,
 * traced from the roof, has a sight line clear of solid terrain with at most 4" of obscuring terrain (its own
 * building does not block it).
 */
export function occupantSees(
  state: XenocideState,
  building: BuildingState,
  section: BuildingSection,
  face: FiringFace,
  target: Pick<ModelState, 'x' | 'y' | 'radius'>,
): boolean {
  const features = losFeatures(state).filter((_, i) => state.terrain[i]?.id !== building.id);
  return sightPoints(building, section, face).some(({ point, height }) => {
    const report = geometry.lineOfSight(
      { center: point, radius: 0 },
      { center: { x: target.x, y: target.y }, radius: target.radius },
      features,
      { fromHeight: height, toPoints: 3 },
    );
    return report.clear && geometry.isAtMost(report.best.obscuringDepth, 4);
  });
}

/**
 * XEN-BLD-16 / XEN-BLD-02: whether a model sees an occupant of a building: occupants stand on the roof at its
 * edges, so the sight line is traced to the building's height and the occupant's own building does not
 * block it; other terrain blocks and obscures as usual.
 */
export function seesOccupant(
  state: XenocideState,
  building: BuildingState,
  shooter: Pick<ModelState, 'x' | 'y' | 'radius'>,
  occupant: Pick<ModelState, 'x' | 'y' | 'radius'>,
  shooterHeight = 0,
): boolean {
  const features = losFeatures(state).filter((_, i) => state.terrain[i]?.id !== building.id);
  const report = geometry.lineOfSight(
    { center: { x: shooter.x, y: shooter.y }, radius: shooter.radius },
    { center: { x: occupant.x, y: occupant.y }, radius: occupant.radius },
    features,
    { fromHeight: shooterHeight, toHeight: building.height, fromPoints: 3, toPoints: 3 },
  );
  return report.clear && geometry.isAtMost(report.best.obscuringDepth, 4);
}
