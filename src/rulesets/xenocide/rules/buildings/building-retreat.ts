import { geometry, type Rejection } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { BuildingSection, BuildingState, Occupancy } from '../../state/buildings';
import { refuse } from '../assault/refusal';
import { shootingModels } from '../shooting/engagement';
import { baseOf } from '../shooting/sight';
import { occupancyOf, sectionAt, sectionGap } from './building-state';
import { whyCannotEnter } from './entering';

/** XEN-BLD-31: how close another building must be to count as adjacent (edge to edge, inches). */
export const ADJACENT_BUILDING_GAP = 4;

function enemyGap(state: XenocideState, section: BuildingSection, enemies: readonly string[]): number {
  const bases = enemies.flatMap((id) => {
    const unit = findUnit(state, id);
    return unit ? shootingModels(state, unit).map(baseOf) : [];
  });
  return Math.min(...bases.map((b) => geometry.circlePolygonDistance(b, section.polygon)));
}

/**
 * XEN-BLD-31: where a unit that lost a close assault in a building may go instead of a normal retreat: another
 * section of its building adjacent to its own, or a section of another building within 4" that is farther
 * from the enemy units of the assault; it must be allowed to enter it (no enemy inside, size, room).
 */
export function buildingRetreatOptions(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  enemies: readonly string[],
): Occupancy[] {
  const at = occupancyOf(buildings, unitId);
  const here = at ? sectionAt(buildings, at)?.section : undefined;
  if (!at || !here) return [];
  const away = enemyGap(state, here, enemies);
  return buildings.flatMap((b) =>
    b.sections
      .filter((s) => s.id !== here.id && !s.collapsed)
      .filter((s) =>
        b.id === at.building
          ? here.adjacent.includes(s.id)
          : geometry.isAtMost(sectionGap(here, s), ADJACENT_BUILDING_GAP) &&
            enemyGap(state, s, enemies) > away,
      )
      .filter(
        (s) => whyCannotEnter(state, buildings, unitId, { building: b.id, section: s.id }) === undefined,
      )
      .map((s) => ({ building: b.id, section: s.id })),
  );
}

/** XEN-BLD-31: why a building retreat is refused: the destination must be one of {@link buildingRetreatOptions}. */
export function whyBadBuildingRetreat(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  enemies: readonly string[],
  to: Occupancy,
): Rejection | undefined {
  if (!occupancyOf(buildings, unitId))
    return refuse(
      'illegal-action',
      `Unit ${unitId} is not in a building; it retreats by the normal rules (XEN-CA-36).`,
    );
  const ok = buildingRetreatOptions(state, buildings, unitId, enemies).some(
    (o) => o.building === to.building && o.section === to.section,
  );
  return ok
    ? undefined
    : refuse(
        'illegal-action',
        `Unit ${unitId} may retreat only to an adjacent section, or to a section of a building within 4" that is farther from the enemy, with no enemy in it; ${to.section} is not one (XEN-BLD-31).`,
      );
}

/** XEN-BLD-31: a bot's choice: the option farthest from the enemy, or undefined for a normal retreat. */
export function defaultBuildingRetreat(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  enemies: readonly string[],
): Occupancy | undefined {
  const options = buildingRetreatOptions(state, buildings, unitId, enemies);
  const score = (o: Occupancy) => {
    const s = sectionAt(buildings, o)?.section;
    return s ? enemyGap(state, s, enemies) : 0;
  };
  return [...options].sort((a, b) => score(b) - score(a))[0];
}
