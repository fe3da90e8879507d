import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { buildingAssaultOptions, whyBadBuildingAssaults } from '../commands/assault/declarations';
import { enterCommands } from '../commands/buildings/enter';
import { buildingsOf } from '../commands/buildings/occupants';
import type { CommandOfType, MoveUnitCommand, XenocideCommand } from '../commands/schema';
import { validateShoot, whyNotShootingPhase } from '../commands/shoot';
import { defaultTitanFires } from '../commands/shooting/titan-fire';
import { findUnit, memoize, modelsOnTable, profileOf } from '../context';
import { BUILDING_ASSAULT_RANGE } from '../rules/buildings/assault-reach';
import { occupancyOf, sectionGap } from '../rules/buildings/building-state';
import { losFeatures, weaponSystemsOf, whyCannotShoot } from '../rules/shooting';
import { targetBuildingWeapon } from '../rules/shooting/building-targeting';
import type { ModelState, UnitState, XenocideState } from '../state';
import type { BuildingSection, BuildingState } from '../state/buildings';
import {
  assaultExchange,
  centroid,
  isArtilleryUnit,
  longestRange,
  toughness,
  unitCentre,
  valuePerKill,
} from './evaluation';

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
 * XEN-BLD-28 / XEN-BLD-35 / XEN-BLD-36: the best close-assault exchange a unit in `section` could declare:
 * against each enemy unit in another section (of this building or another) within 4" of it; 0 when none
 * favours it.
 */
function stormFrom(state: XenocideState, unit: UnitState, section: BuildingSection): number {
  let top = 0;
  for (const b of buildingsOf(state))
    for (const other of b.sections) {
      if (other.id === section.id || other.collapsed || other.occupants.length === 0) continue;
      if (sectionGap(other, section) > BUILDING_ASSAULT_RANGE + geometry.GEOMETRY_EPSILON) continue;
      const enemy = enemyInside(state, other, unit.player);
      if (enemy) top = Math.max(top, assaultExchange(state, unit, enemy));
    }
  return top;
}

/** The building entries of the activation open to a unit outside buildings (none for artillery), with their sections. */
function entriesFor(
  state: XenocideState,
  unit: UnitState,
): { readonly command: MoveUnitCommand; readonly section: BuildingSection }[] {
  const buildings = buildingsOf(state);
  if (buildings.length === 0 || occupancyOf(buildings, unit.id) || isArtilleryUnit(state, unit)) return [];
  const entries = memoize(state, `bot-entries:${unit.player}`, () => enterCommands(state, unit.player));
  return entries.flatMap((command) => {
    if (command.unit !== unit.id || !command.enter || command.burst) return [];
    const section = sectionOf(state, command.enter.section);
    return section && !section.collapsed ? [{ command, section }] : [];
  });
}

/**
 * XEN-BLD-29 / XEN-BLD-35 / XEN-BLD-36 / XEN-BLD-28: an entry into a free section next to (or within 4" of) a
 * section held by an enemy the unit is expected to beat, to storm it by declaration in this Close Assault
 * phase (fighting section to section, both sides get the building's bonus, XEN-BLD-37); undefined when none.
 */
export function stormMove(state: XenocideState, unit: UnitState): MoveUnitCommand | undefined {
  let top: { command: MoveUnitCommand; score: number } | undefined;
  for (const { command, section } of entriesFor(state, unit)) {
    const score = stormFrom(state, unit, section);
    if (score > 0 && (!top || score > top.score)) top = { command, score };
  }
  return top?.command;
}

/**
 * XEN-BLD-28 / XEN-BLD-36: whether the unit, inside a building, has an enemy in another section within 4" it
 * is expected to beat: it stays, to declare the assault at the start of this Close Assault phase.
 */
export function stormsFromInside(state: XenocideState, unit: UnitState): boolean {
  const at = occupancyOf(buildingsOf(state), unit.id);
  const section = at ? sectionOf(state, at.section) : undefined;
  return section !== undefined && stormFrom(state, unit, section) > 0;
}

/**
 * XEN-BLD-12..14: whether the unit goes into a building section now, and which: a free section on its goal
 * (cover on the objective), or, for a ranged unit holding its ground, the nearest free section it can reach
 * (hard cover and a view from the roof). Undefined when no entry serves it (or it is inside).
 */
export function buildingMove(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2 | undefined,
): MoveUnitCommand | undefined {
  const from = unitCentre(state, unit);
  if (!from) return undefined;
  let top: { command: MoveUnitCommand; score: number } | undefined;
  for (const { command, section } of entriesFor(state, unit)) {
    const middle = middleOf(section);
    let score: number | undefined;
    if (goal) {
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

/** XEN-BLD-17: a shot at a building hits on a d6 of 5 or less. */
const BUILDING_HIT = 5 / 6;

/** XEN-BLD-23: the share of a collapsed section's occupants expected to die (most models escape on d6 ≤ 3). */
const LOST_IN_COLLAPSE = 0.5;

/** XEN-STAT-15: the chance one close-assault die kills a model of this CAD (multi-6 CADs need several 6s). */
function dieKills(cad: number | string): number {
  if (typeof cad === 'number') return (7 - Math.min(6, Math.max(1, cad))) / 6;
  return (1 / 6) ** cad.length;
}

/** The chance a roll of d6 ≤ `target` succeeds. */
const atMost = (target: number) => Math.min(6, Math.max(0, target)) / 6;

/**
 * XEN-BLD-17..23: what shooting volleys at an enemy-held section is expected to take off its occupants: each
 * structure point lost rolls a close-assault die at every occupant (XEN-BLD-19), and once the section is at
 * 0 SP every hit may bring it down (XEN-BLD-21/22) with most of the occupants (XEN-BLD-23).
 */
export function buildingShotValue(
  state: XenocideState,
  building: Pick<BuildingState, 'armor'>,
  section: Pick<BuildingSection, 'structure' | 'occupants'>,
  volleys: readonly { readonly shots: number; readonly strength: number; readonly aoe?: number }[],
  player: PlayerId,
): number {
  const occupants = section.occupants
    .map((id) => findUnit(state, id))
    .filter((u): u is UnitState => u !== undefined && u.player !== player);
  if (occupants.length === 0) return 0;
  let structure = section.structure;
  let lost = 0;
  let standing = 1;
  for (const v of volleys) {
    let hits = v.shots * BUILDING_HIT * ((v.aoe ?? 0) > 0 ? (v.aoe ?? 0) * 2 : 1);
    if (structure > 0) {
      const fails = 1 - atMost(building.armor - v.strength);
      if (fails <= 0) continue;
      const taken = Math.min(structure, hits * fails);
      structure -= taken;
      lost += taken;
      hits -= taken / fails;
      // XEN-BLD-21: the hit that takes the last point tests for collapse as well.
      if (structure <= 1e-9) hits += 1;
    }
    if (structure > 1e-9 || hits <= 0) continue;
    // XEN-BLD-22: each such hit leaves the section standing on d6 ≤ 5 − Strength.
    standing *= atMost(5 - v.strength) ** hits;
  }
  let value = 0;
  for (const unit of occupants) {
    const sample = modelsOnTable(state, unit)[0] as ModelState | undefined;
    if (!sample) continue;
    const kills = Math.min(toughness(state, unit), lost * dieKills(profileOf(state, sample).cad));
    value += kills * valuePerKill(state, unit) + (1 - standing) * LOST_IN_COLLAPSE * unit.value;
  }
  return value;
}

/**
 * XEN-BLD-17 / XEN-BLD-19 / XEN-BLD-23: the best shot of the activation at a building section the enemy
 * holds (bringing the building down on them), with its expected value ({@link buildingShotValue}); undefined
 * when no unit may fire at one.
 */
export function buildingShot(
  state: XenocideState,
  player: PlayerId,
): { readonly command: CommandOfType<'shoot'>; readonly value: number } | undefined {
  const buildings = buildingsOf(state);
  if (buildings.length === 0) return undefined;
  const held = buildings.flatMap((building) =>
    building.sections
      .filter((s) => !s.collapsed && s.occupants.some((id) => findUnit(state, id)?.player !== player))
      .map((section) => ({ building, section })),
  );
  if (held.length === 0) return undefined;
  const stage = whyNotShootingPhase(state, player);
  if ('code' in stage) return undefined;
  const features = losFeatures(state);
  let top: { command: CommandOfType<'shoot'>; value: number } | undefined;
  for (const id of stage.units) {
    const shooter = findUnit(state, id);
    const from = shooter ? unitCentre(state, shooter) : undefined;
    if (!shooter || !from || whyCannotShoot(state, shooter, stage.units)) continue;
    const unfired = weaponSystemsOf(state, shooter).filter(
      (w) => !shooter.activity.firedWeapons?.includes(w),
    );
    const fires = defaultTitanFires(state, id, unfired);
    const reach = longestRange(state, shooter) + 3;
    for (const target of held) {
      if (geometry.distanceToPolygon(from, target.section.polygon) > reach) continue;
      const able = fires
        .map((fire) => ({ fire, t: targetBuildingWeapon(state, shooter, target, fire, features) }))
        .filter((x) => !x.t.refusal);
      if (able.length === 0) continue;
      const volleys = able.flatMap((x) => x.t.volleys);
      const value = buildingShotValue(state, target.building, target.section, volleys, player);
      if (top && value <= top.value) continue;
      const command: CommandOfType<'shoot'> = {
        type: 'shoot',
        player,
        unit: id,
        target: target.section.id,
        weapons: able.map((x) => ({ ...x.fire })),
      };
      if (!('code' in validateShoot(state, command))) top = { command, value };
    }
  }
  return top;
}

/**
 * XEN-BLD-07 / XEN-BLD-31: among the legal answers to a follow-up, flee or retreat, the one that keeps the
 * player's units under a roof: moving into the section the enemy was driven from, or falling back into
 * another section or an adjacent building rather than into the open. Undefined when none does.
 */
export function buildingAssaultMove(options: readonly XenocideCommand[]): XenocideCommand | undefined {
  return options.find(
    (c) =>
      (c.type === 'assault-follow-up' || c.type === 'assault-flee' || c.type === 'assault-retreat') &&
      'moves' in c &&
      (c.moves ?? []).some((m) => m.into !== undefined),
  );
}
