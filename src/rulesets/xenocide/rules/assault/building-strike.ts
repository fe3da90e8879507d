import type { Dice, PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { AssaultState, BuildingStrike, PendingEscape } from '../../state/assault';
import type { BuildingSection, BuildingState, Occupancy } from '../../state/buildings';
import { rollAssaultOnBuilding, whyBadBuildingAllocation } from '../buildings/building-assault-dice';
import type { BuildingEffect } from '../buildings/building-effects';
import { holderOf } from '../buildings/building-state';
import { rollEscapes } from '../buildings/escape';
import { fightingUnits } from './participants';
import { type AssaultRefusal, refuse } from './refusal';

/** XEN-BLD-32: the standing section with this id, with its building, if `target` names one. */
export function assaultedSection(
  state: XenocideState,
  target: string,
): { readonly building: BuildingState; readonly section: BuildingSection } | undefined {
  for (const building of state.buildings ?? []) {
    const section = building.sections.find((s) => s.id === target);
    if (section) return { building, section };
  }
  return undefined;
}

/**
 * XEN-BLD-32 / XEN-BLD-33: the building sections a unit may put attack dice on: standing sections within 4"
 * of one of its models that hold an enemy unit fighting in this assault.
 */
export function buildingTargetsOf(state: XenocideState, assault: AssaultState, unitId: string): string[] {
  const buildings = state.buildings ?? [];
  const unit = findUnit(state, unitId);
  if (!unit || buildings.length === 0) return [];
  const enemies = fightingUnits(state, assault)
    .filter((u) => u.player !== unit.player)
    .map((u) => u.id);
  return buildings.flatMap((b) =>
    b.sections
      .filter((s) => !s.collapsed && s.occupants.some((o) => enemies.includes(o)))
      .filter(
        (s) =>
          whyBadBuildingAllocation(
            state,
            buildings,
            { unit: unitId, building: b.id, section: s.id, dice: 1 },
            1,
          ) === undefined,
      )
      .map((s) => s.id),
  );
}

/**
 * XEN-BLD-32 / XEN-CA-19: why `dice` attack dice of `unit` may not go to section `target`, or undefined: it
 * must be one of {@link buildingTargetsOf} (standing, within 4", holding an enemy unit of this assault), with
 * no anti-armour dice, and within the unit's attack dice.
 */
export function whyBadBuildingTarget(
  state: XenocideState,
  assault: AssaultState,
  unit: string,
  target: string,
  dice: number,
  antiArmor: number,
  available: number,
): AssaultRefusal | undefined {
  const found = assaultedSection(state, target);
  if (!found) return undefined;
  const why = whyBadBuildingAllocation(
    state,
    state.buildings ?? [],
    { unit, building: found.building.id, section: target, dice: Math.max(1, dice) },
    Math.max(1, available),
  );
  if (why) return why;
  if (dice > available)
    return refuse(
      'out-of-range',
      `Unit ${unit} has ${available} attack dice to put on the building; ${dice} asked (XEN-BLD-32).`,
    );
  if (!buildingTargetsOf(state, assault, unit).includes(target)) {
    const holder = holderOf(state, found.section);
    return refuse(
      'illegal-action',
      `Section ${target} holds ${holder === undefined ? 'nobody' : 'no enemy unit of this assault'}; attack dice go to a building only when it shelters the enemy you fight (XEN-BLD-32, XEN-BLD-33).`,
    );
  }
  if (antiArmor > 0)
    return refuse(
      'illegal-action',
      `Anti-armour dice attack units without Infantry, not buildings; send only attack dice to ${target} (XEN-STAT-16, XEN-BLD-32).`,
    );
  return undefined;
}

/**
 * XEN-BLD-32 / XEN-BLD-33 / XEN-BLD-23: rolls one unit's attack dice at a section: CAD = Armor, 1 SP per
 * success, and at 0 SP a collapse test (avoided on d6 ≤ 2) per success. On a collapse every model inside
 * rolls to escape at once; where the survivors go is their owner's decision, returned as `escape` for the
 * strike to ask after its rolls (XEN-BLD-24). Returns the record and the building effects to write;
 * `buildings` is the list as it stands before this roll.
 */
export function strikeBuilding(
  state: XenocideState,
  buildings: readonly BuildingState[],
  dice: Dice,
  player: PlayerId,
  unit: string,
  target: Occupancy,
  count: number,
): {
  readonly record: BuildingStrike;
  readonly effects: BuildingEffect[];
  readonly escape?: PendingEscape;
} {
  const roll = rollAssaultOnBuilding(dice, buildings, target, count, player);
  const escapes = roll.damage.collapsed ? rollEscapes(state, dice, roll.damage) : [];
  const record: BuildingStrike = {
    unit,
    building: target.building,
    section: target.section,
    dice: [...roll.dice],
    cad: roll.cad,
    successes: roll.successes,
    lost: roll.damage.lost,
    structure: roll.damage.structure,
    collapsed: roll.damage.collapsed,
    trapped: escapes.filter((e) => !e.escaped).map((e) => e.model),
  };
  const effects = [...roll.effects];
  return escapes.length > 0
    ? { record, effects, escape: { damage: roll.damage, escapes } }
    : { record, effects };
}
