import type { Dice } from 'sandtable';
import { armorSaveTarget } from '../../armor-save';
import type {
  BuildingSection,
  BuildingState,
  StructureDamage,
  StructureHitRecord,
} from '../../state/buildings';

/** XEN-BLD-22: a collapse test against shooting is avoided on d6 ≤ 5 − the weapon's Strength. */
export const SHOOTING_COLLAPSE_BASE = 5;

/** XEN-BLD-32: a collapse test against close assault is avoided on d6 ≤ 2. */
export const ASSAULT_COLLAPSE_TARGET = 2;

/** XEN-BLD-22: the roll-under target that avoids collapse when a hit of this Strength strikes a 0-SP building. */
export function shootingCollapseTarget(strength: number): number {
  return SHOOTING_COLLAPSE_BASE - strength;
}

/** XEN-BLD-18 / XEN-BLD-32: how hits damage a section: after an armor save (shooting) or as CA successes. */
export interface StructureHitsSpec {
  readonly kind: 'shooting' | 'close-assault';
  /** Shooting: every hit on the section; close assault: the successful attack dice, as Strength 0 hits. */
  readonly hits: readonly { readonly id: number; readonly strength: number }[];
}

function rollOne(dice: Dice, purpose: string, target: number, rules: readonly string[]): number {
  return dice.roll({ purpose, sides: 6, target: { per: 'die', op: 'atMost', value: target }, rules })
    .dice[0] as number;
}

function collapseTest(
  dice: Dice,
  target: number,
  kind: StructureHitsSpec['kind'],
): NonNullable<StructureHitRecord['collapse']> {
  if (target <= 0) return { target, collapsed: true };
  if (target >= 6) return { target, collapsed: false };
  const rules = kind === 'shooting' ? ['XEN-BLD-21', 'XEN-BLD-22'] : ['XEN-BLD-32'];
  const roll = rollOne(dice, 'building-collapse', target, rules);
  return { target, roll, collapsed: roll > target };
}

/**
 * XEN-BLD-18 / XEN-BLD-21 / XEN-BLD-22 / XEN-BLD-32 / R50: resolves hits on a section one at a time: while it
 * has structure, a shooting hit gets an armor save (d6 ≤ Armor − Strength) and a failed save — or a CA
 * success — takes 1 SP; the hit that brings it to 0 and every later hit force a collapse test (shooting:
 * d6 ≤ 5 − Strength avoids it; close assault: d6 ≤ 2), with no armor save after 0. A collapse ends it.
 * Armor saves and collapse tests are plain engine rolls: no player decides or owns them.
 */
export function resolveStructureHits(
  dice: Dice,
  building: BuildingState,
  section: BuildingSection,
  spec: StructureHitsSpec,
): StructureDamage {
  let structure = section.structure;
  let collapsed = section.collapsed;
  let wasted = 0;
  const records: StructureHitRecord[] = [];
  for (const hit of spec.hits) {
    if (collapsed) {
      wasted += 1;
      continue;
    }
    const collapseTarget =
      spec.kind === 'shooting' ? shootingCollapseTarget(hit.strength) : ASSAULT_COLLAPSE_TARGET;
    if (structure === 0) {
      const collapse = collapseTest(dice, collapseTarget, spec.kind);
      collapsed = collapse.collapsed;
      records.push({ hit: hit.id, strength: hit.strength, structureLost: false, collapse });
      continue;
    }
    let save: StructureHitRecord['save'];
    if (spec.kind === 'shooting') {
      const target = armorSaveTarget(building.armor, hit.strength);
      const roll =
        target > 0 && target < 6 ? rollOne(dice, 'building-armor-save', target, ['XEN-BLD-18']) : undefined;
      const saved = target >= 6 || (roll !== undefined && roll <= target);
      save = roll === undefined ? { target, saved } : { target, roll, saved };
      if (saved) {
        records.push({ hit: hit.id, strength: hit.strength, save, structureLost: false });
        continue;
      }
    }
    structure -= 1;
    const collapse = structure === 0 ? collapseTest(dice, collapseTarget, spec.kind) : undefined;
    if (collapse) collapsed = collapse.collapsed;
    records.push({
      hit: hit.id,
      strength: hit.strength,
      ...(save ? { save } : {}),
      structureLost: true,
      ...(collapse ? { collapse } : {}),
    });
  }
  return {
    building: building.id,
    section: section.id,
    before: section.structure,
    structure,
    records,
    lost: section.structure - structure,
    collapsed,
    wasted,
    occupants: section.occupants,
  };
}
