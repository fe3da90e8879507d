import type { Vec2 } from 'sandtable';
import type { TitanStatus } from '../../state';
import type { BuildingState, Occupancy, StructureDamage } from '../../state/buildings';
import { enterBuilding, leaveBuilding } from './entering';

/** XEN-BLD-19 / XEN-BLD-23 / XEN-BLD-24 / XEN-BLD-34: why a model died because of a building. */
export type BuildingCasualtyCause =
  | 'building-damage'
  | 'building-collapse'
  | 'trapped-in-collapse'
  | 'burst-through';

/**
 * XEN-BLD-18 / XEN-BLD-19 / XEN-BLD-23 / XEN-BLD-24: one change the building rules make, as data:
 * `buildingsAfterEffects` gives the new buildings, `applyBuildingEffects` writes the models.
 */
export type BuildingEffect =
  | {
      readonly kind: 'structure-lost';
      readonly building: string;
      readonly section: string;
      readonly lost: number;
      readonly structure: number;
    }
  | { readonly kind: 'section-collapsed'; readonly building: string; readonly section: string }
  | {
      readonly kind: 'model-killed';
      readonly unit: string;
      readonly model: string;
      readonly cause: BuildingCasualtyCause;
    }
  | {
      readonly kind: 'model-moved';
      readonly unit: string;
      readonly model: string;
      readonly to: Vec2;
      readonly reason: 'escape' | 'enter' | 'burst-stopped';
    }
  | {
      readonly kind: 'occupancy-changed';
      readonly unit: string;
      readonly to?: Occupancy;
      /** The rule that moved the unit into `to` (XEN-BLD-07, XEN-BLD-24, XEN-BLD-31), for its event. */
      readonly rules?: readonly string[];
    }
  | {
      readonly kind: 'titan-damaged';
      readonly unit: string;
      readonly model: string;
      readonly status: TitanStatus;
    };

/** XEN-BLD-18 / XEN-BLD-21..23: the effects of structure damage on a section: SP lost, then its collapse. */
export function structureEffects(damage: StructureDamage): BuildingEffect[] {
  const effects: BuildingEffect[] = [];
  if (damage.lost > 0)
    effects.push({
      kind: 'structure-lost',
      building: damage.building,
      section: damage.section,
      lost: damage.lost,
      structure: damage.structure,
    });
  if (damage.collapsed)
    effects.push({ kind: 'section-collapsed', building: damage.building, section: damage.section });
  return effects;
}

/**
 * XEN-BLD-01 / XEN-BLD-08 / XEN-BLD-18: the buildings after some effects (pure): structure points set, a
 * collapsed section marked and emptied, occupancy changes made; model effects are ignored here.
 */
export function buildingsAfterEffects(
  buildings: readonly BuildingState[],
  effects: readonly BuildingEffect[],
): BuildingState[] {
  let out = [...buildings];
  const patch = (
    building: string,
    section: string,
    change: (s: BuildingState['sections'][number]) => object,
  ) => {
    out = out.map((b) =>
      b.id !== building
        ? b
        : { ...b, sections: b.sections.map((s) => (s.id === section ? { ...s, ...change(s) } : s)) },
    );
  };
  for (const e of effects) {
    if (e.kind === 'structure-lost') patch(e.building, e.section, () => ({ structure: e.structure }));
    else if (e.kind === 'section-collapsed')
      patch(e.building, e.section, () => ({ collapsed: true, structure: 0, occupants: [] }));
    else if (e.kind === 'occupancy-changed')
      out = e.to === undefined ? leaveBuilding(out, e.unit) : enterBuilding(out, e.unit, e.to);
  }
  return out;
}
