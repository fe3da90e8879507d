import { geometry } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { BuildingState } from '../../state/buildings';
import { shootingModels } from '../shooting/engagement';

/**
 * XEN-BLD-01 / XEN-BLD-06 / XEN-BLD-08 / XEN-BLD-09: what must always hold of the buildings (for property
 * tests and `invariants`): a unit occupies at most one section, never a collapsed one, never alongside the
 * enemy; its models on the table stand inside that section; structure stays within 0..max.
 */
export function buildingInvariants(state: XenocideState, buildings: readonly BuildingState[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const building of buildings) {
    for (const section of building.sections) {
      if (section.structure < 0 || section.structure > section.maxStructure)
        problems.push(
          `section ${section.id} has ${section.structure} of ${section.maxStructure} structure points`,
        );
      if (section.collapsed && section.occupants.length > 0)
        problems.push(`collapsed section ${section.id} still holds ${section.occupants.join(', ')}`);
      const players = new Set<string>();
      for (const id of section.occupants) {
        const other = seen.get(id);
        if (other) problems.push(`unit ${id} occupies both ${other} and ${section.id}`);
        seen.set(id, section.id);
        const unit = findUnit(state, id);
        if (!unit) {
          problems.push(`section ${section.id} holds unknown unit ${id}`);
          continue;
        }
        players.add(unit.player);
        const outside = shootingModels(state, unit).find(
          (m) => !geometry.pointInPolygon({ x: m.x, y: m.y }, section.polygon),
        );
        if (outside) problems.push(`model ${outside.id} of ${id} stands outside its section ${section.id}`);
      }
      if (players.size > 1) problems.push(`section ${section.id} holds units of both players`);
    }
  }
  return problems;
}
