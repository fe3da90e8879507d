import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { buildingAssaultOptions, whyBadBuildingAssaults } from '../commands/assault/declarations';
import { enterCommands } from '../commands/buildings/enter';
import { buildingsOf } from '../commands/buildings/occupants';
import type { CommandOfType, MoveUnitCommand } from '../commands/schema';
import { findUnit } from '../context';
import { occupancyOf } from '../rules/buildings/building-state';
import type { UnitState, XenocideState } from '../state';
import type { BuildingSection } from '../state/buildings';
import { assaultExchange, centroid, isArtilleryUnit, longestRange, unitCentre } from './evaluation';

/** A section counts as on the goal when its middle is this close (inches) to it. */
const ON_GOAL = 5;

function sectionOf(state: XenocideState, id: string): BuildingSection | undefined {
  for (const b of buildingsOf(state)) {
    const section = b.sections.find((s) => s.id === id);
    if (section) return section;
  }
  return undefined;
}

/** The middle of a section's footprint. */
function middleOf(section: BuildingSection): Vec2 {
  return centroid(section.polygon.points);
}

/** Whether the units inside the section are the enemy's, and the first of them. */
function enemyInside(
  state: XenocideState,
  section: BuildingSection,
  player: PlayerId,
): UnitState | undefined {
  for (const id of section.occupants) {
    const unit = findUnit(state, id);
    if (unit && unit.player !== player) return unit;
  }
  return undefined;
}

/**
 * XEN-BLD-12..14 / XEN-BLD-25: whether the unit goes into a building section now, and which: a section held
 * by an enemy it is expected to beat in close assault (an Assault-order unit storms it); else a free section
 * on its goal (cover on the objective), or, for a ranged unit holding its ground, the nearest free section
 * it can reach (hard cover and a view from the roof). Undefined when no entry serves it (or it is inside).
 */
export function buildingMove(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2 | undefined,
): MoveUnitCommand | undefined {
  const buildings = buildingsOf(state);
  if (buildings.length === 0 || occupancyOf(buildings, unit.id)) return undefined;
  const from = unitCentre(state, unit);
  if (!from || isArtilleryUnit(state, unit)) return undefined;
  let top: { command: MoveUnitCommand; score: number } | undefined;
  for (const command of enterCommands(state, unit.player)) {
    if (command.unit !== unit.id || !command.enter || command.burst) continue;
    const section = sectionOf(state, command.enter.section);
    if (!section || section.collapsed) continue;
    const middle = middleOf(section);
    const enemy = enemyInside(state, section, unit.player);
    let score: number | undefined;
    if (enemy) {
      const exchange = assaultExchange(state, unit, enemy);
      if (unit.order === 'assault' && exchange > 0) score = 100 + exchange;
    } else if (goal) {
      if (geometry.distance(middle, goal) <= ON_GOAL) score = 50 - geometry.distance(middle, goal);
    } else if (longestRange(state, unit) >= 8 && unit.order !== 'assault') {
      score = 20 - geometry.distance(middle, from);
    }
    if (score !== undefined && (!top || score > top.score)) top = { command, score };
  }
  return top?.command;
}

/** XEN-BLD-01: whether the unit stands in a building section on its goal (it stays there). */
export function holdsBuildingOnGoal(state: XenocideState, unit: UnitState, goal: Vec2 | undefined): boolean {
  const inside = occupancyOf(buildingsOf(state), unit.id);
  const section = inside ? sectionOf(state, inside.section) : undefined;
  return section !== undefined && goal !== undefined && geometry.distance(middleOf(section), goal) <= ON_GOAL;
}

/**
 * XEN-BLD-28 / XEN-BLD-36: the close assaults the player declares out of its buildings: every one (an
 * activated unit at an enemy in another building within 4", or sections storming an adjacent enemy-held
 * section) whose attackers are expected to win the exchange; none otherwise.
 */
export function buildingAssaults(
  state: XenocideState,
  player: PlayerId,
): CommandOfType<'declare-building-assaults'> {
  const options = buildingAssaultOptions(state, player);
  const favours = (attackers: readonly string[], defender: UnitState | undefined) => {
    if (!defender) return false;
    let total = 0;
    for (const id of attackers) {
      const unit = findUnit(state, id);
      if (unit) total += assaultExchange(state, unit, defender);
    }
    return total > 0;
  };
  const used = new Set<string>();
  const out: { unit: string; target: string }[] = [];
  for (const o of options.out) {
    if (used.has(o.unit) || !favours([o.unit], findUnit(state, o.target))) continue;
    used.add(o.unit);
    out.push({ unit: o.unit, target: o.target });
  }
  const sections: { building: string; target: string; from: string[] }[] = [];
  for (const d of options.sections) {
    const section = sectionOf(state, d.target);
    const defender = section ? enemyInside(state, section, player) : undefined;
    const attackers = d.from.flatMap((id) => sectionOf(state, id)?.occupants ?? []);
    if (attackers.some((id) => used.has(id)) || !favours(attackers, defender)) continue;
    for (const id of attackers) used.add(id);
    sections.push({ building: d.building, target: d.target, from: [...d.from] });
  }
  const command: CommandOfType<'declare-building-assaults'> = {
    type: 'declare-building-assaults',
    player,
    out,
    sections,
  };
  return whyBadBuildingAssaults(state, command) ? { ...command, out: [], sections: [] } : command;
}
