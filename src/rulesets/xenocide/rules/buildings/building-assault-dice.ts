import { type Dice, geometry, type PlayerId, type Polygon, type Rejection, type Vec2 } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { BuildingState, Occupancy, StructureDamage } from '../../state/buildings';
import { inches, refuse } from '../assault/refusal';
import { shootingModels } from '../shooting/engagement';
import { baseOf } from '../shooting/sight';
import { BUILDING_ASSAULT_RANGE } from './assault-reach';
import { type BuildingEffect, structureEffects } from './building-effects';
import { sectionAt } from './building-state';
import { resolveStructureHits } from './structure-damage';

/** XEN-BLD-32: attack dice a unit puts on a building section in close assault, as if it were a unit. */
export interface BuildingAllocation extends Occupancy {
  readonly unit: string;
  readonly dice: number;
}

/**
 * XEN-BLD-32 / XEN-CA-19: why attack dice may not go to a building section, or undefined: the section must
 * stand and lie within 4" of a model of the attacking unit, and the dice must be among its attack dice.
 */
export function whyBadBuildingAllocation(
  state: XenocideState,
  buildings: readonly BuildingState[],
  allocation: BuildingAllocation,
  available: number,
): Rejection | undefined {
  const found = sectionAt(buildings, allocation);
  const unit = findUnit(state, allocation.unit);
  if (!found || !unit)
    return refuse(
      'unknown-entity',
      `There is no section '${allocation.section}' or unit '${allocation.unit}'.`,
    );
  if (found.section.collapsed)
    return refuse('illegal-action', `Section ${found.section.id} has already collapsed (XEN-BLD-08).`);
  if (!Number.isInteger(allocation.dice) || allocation.dice < 1 || allocation.dice > available)
    return refuse(
      'out-of-range',
      `Unit ${unit.id} has ${available} attack dice to put on the building; ${allocation.dice} asked (XEN-BLD-32).`,
    );
  const gap = Math.min(
    ...shootingModels(state, unit).map((m) =>
      geometry.circlePolygonDistance(baseOf(m), found.section.polygon),
    ),
  );
  return geometry.isAtMost(gap, BUILDING_ASSAULT_RANGE)
    ? undefined
    : refuse(
        'out-of-range',
        `Section ${found.section.id} is ${inches(gap)} from unit ${unit.id}; attack dice go only to targets within 4" (XEN-CA-19, XEN-BLD-32).`,
      );
}

/** XEN-BLD-32: close-assault dice rolled at a building section and the damage they did. */
export interface BuildingAssaultRoll {
  readonly dice: readonly number[];
  /** The building's CAD: its Armor (a die can never beat more than 6). */
  readonly cad: number;
  readonly successes: number;
  readonly damage: StructureDamage;
  readonly effects: readonly BuildingEffect[];
}

/**
 * XEN-BLD-32 / XEN-BLD-33: rolls attack dice at a building section: its CAD equals its Armor, each success
 * removes 1 SP (rolling the occupants' CA dice, XEN-BLD-19), and once at 0 SP each success forces a
 * collapse test avoided on d6 ≤ 2. The building rolls no defence dice.
 */
export function rollAssaultOnBuilding(
  dice: Dice,
  buildings: readonly BuildingState[],
  at: Occupancy,
  count: number,
  player?: PlayerId,
): BuildingAssaultRoll {
  const found = sectionAt(buildings, at);
  if (!found)
    throw rulesetBug(
      `xenocide: rollAssaultOnBuilding found no section ${at.section}; validate the allocation first.`,
    );
  const cad = Math.min(6, found.building.armor);
  const rolled =
    count > 0
      ? dice.roll({
          purpose: 'close-assault-attack',
          count,
          sides: 6,
          target: { per: 'die', op: 'atLeast', value: cad },
          rules: ['XEN-BLD-32'],
          ...(player === undefined ? {} : { player }),
        }).dice
      : [];
  const successes = rolled.filter((d) => d >= cad).length;
  const damage = resolveStructureHits(dice, found.building, found.section, {
    kind: 'close-assault',
    hits: Array.from({ length: successes }, (_, id) => ({ id, strength: 0 })),
  });
  return { dice: rolled, cad, successes, damage, effects: structureEffects(damage) };
}

/**
 * XEN-BLD-34 / R51: where a titan bursting into a building stops when the building stands: the last point of
 * its path where its base is still clear of the section (adjacent to it).
 */
export function burstStopPoint(
  path: readonly Vec2[],
  radius: number,
  at: { readonly polygon: Polygon },
): Vec2 {
  const start = path[0] ?? { x: 0, y: 0 };
  let last = start;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec2;
    const b = path[i] as Vec2;
    const length = geometry.distance(a, b);
    const steps = Math.max(1, Math.ceil(length / 0.05));
    for (let k = 1; k <= steps; k++) {
      const p = geometry.lerp(a, b, k / steps);
      if (geometry.circleOverlapsPolygon({ center: p, radius }, at.polygon)) return last;
      last = p;
    }
  }
  return last;
}
