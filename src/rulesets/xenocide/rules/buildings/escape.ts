import { type Circle, type Dice, geometry, type Rejection, type Vec2 } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { ModelProfile } from '../../schemas/unit-list';
import type { XenocideState } from '../../state';
import type { BuildingSection, BuildingState, EscapeRoll, StructureDamage } from '../../state/buildings';
import { assertAccepted, refuse } from '../assault/refusal';
import { shootingModels } from '../shooting/engagement';
import { baseOf } from '../shooting/sight';
import type { BuildingEffect } from './building-effects';
import { buildingById, sectionGap } from './building-state';
import { whyCannotEnter } from './entering';
import { occupantBases, occupantPlacement } from './occupant-placement';

/** XEN-BLD-23: escape targets (d6 ≤): most models 3, hover/skimmer/jump models 4, teleporters 5. */
export const ESCAPE_TARGET = { normal: 3, leaping: 4, teleport: 5 } as const;

/** XEN-BLD-24: how far from the collapsed section an escaping model may go, and how far it must stay from enemies. */
export const ESCAPE_DISTANCE = 4;

/** XEN-BLD-23: a model's escape target: the best its abilities give. */
export function escapeTarget(profile: ModelProfile): number {
  if (profile.moveSpecials?.teleport !== undefined) return ESCAPE_TARGET.teleport;
  const leaps =
    ['Hover', 'Skimmer'].some((t) => profile.types.includes(t as 'Hover')) || profile.moveSpecials?.jump;
  return leaps ? ESCAPE_TARGET.leaping : ESCAPE_TARGET.normal;
}

/** XEN-BLD-23: every model inside a collapsed section rolls a d6 (by its owner) to get out; on a failure it is removed. */
export function rollEscapes(state: XenocideState, dice: Dice, damage: StructureDamage): EscapeRoll[] {
  if (!damage.collapsed) return [];
  return damage.occupants.flatMap((unitId) => {
    const unit = findUnit(state, unitId);
    if (!unit) return [];
    return shootingModels(state, unit).map((m) => {
      const target = escapeTarget(profileOf(state, m));
      const roll = dice.roll({
        purpose: 'building-escape',
        sides: 6,
        rules: ['XEN-BLD-23'],
        target: { per: 'die', op: 'atMost', value: target },
        player: unit.player,
      }).dice[0] as number;
      return { unit: unitId, model: m.id, target, roll, escaped: roll <= target };
    });
  });
}

/** XEN-BLD-24: where each surviving unit escapes to: another section, or a spot for each of its escaped models. */
export type EscapePlan = readonly {
  readonly unit: string;
  readonly section?: string;
  readonly positions?: readonly { readonly model: string; readonly at: Vec2 }[];
}[];

/**
 * XEN-BLD-24: whether a base is a safe spot for a model escaping `section`: on the table, clear of every
 * building, within 4" of the collapsed section, more than 4" from every enemy model, and overlapping no
 * model that stays where it is (`taken` are spots already chosen).
 */
export function isSafeEscapeSpot(
  state: XenocideState,
  buildings: readonly BuildingState[],
  section: BuildingSection,
  player: string,
  base: Circle,
  taken: readonly Circle[],
): boolean {
  if (!geometry.isOnTable(base, state.table)) return false;
  if (buildings.some((b) => b.sections.some((s) => geometry.circleOverlapsPolygon(base, s.polygon))))
    return false;
  if (!geometry.isAtMost(geometry.circlePolygonDistance(base, section.polygon), ESCAPE_DISTANCE))
    return false;
  const escaping = new Set(section.occupants);
  for (const unit of state.units) {
    for (const m of shootingModels(state, unit)) {
      const other = baseOf(m);
      if (unit.player !== player && geometry.isWithin(base, other, ESCAPE_DISTANCE)) return false;
      if (!escaping.has(unit.id) && geometry.baseDistance(base, other) <= 0) return false;
    }
  }
  return !taken.some((t) => geometry.baseDistance(base, t) <= 0);
}

/** XEN-BLD-24: the first safe spot found around the collapsed section for a base of this radius, or undefined. */
export function findEscapeSpot(
  state: XenocideState,
  buildings: readonly BuildingState[],
  section: BuildingSection,
  player: string,
  radius: number,
  taken: readonly Circle[],
): Vec2 | undefined {
  const pts = section.polygon.points;
  const middle = geometry.scale(
    pts.reduce((a, p) => geometry.add(a, p), { x: 0, y: 0 }),
    1 / pts.length,
  );
  for (const gap of [0.1, 1, 2, 3, 3.9]) {
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i] as Vec2;
      const b = pts[(i + 1) % pts.length] as Vec2;
      const length = geometry.distance(a, b);
      for (let along = 0; along <= length + 1e-9; along += 0.5) {
        const onEdge = geometry.lerp(a, b, length === 0 ? 0 : along / length);
        const out = geometry.normalize(geometry.subtract(onEdge, middle));
        const center = geometry.add(onEdge, geometry.scale(out, radius + gap));
        if (isSafeEscapeSpot(state, buildings, section, player, { center, radius }, taken)) return center;
      }
    }
  }
  return undefined;
}

function escapeSections(
  state: XenocideState,
  buildings: readonly BuildingState[],
  damage: StructureDamage,
  unit: string,
) {
  const building = buildingById(buildings, damage.building);
  const from = building?.sections.find((s) => s.id === damage.section);
  if (!building || !from) return [];
  return building.sections.filter(
    (s) =>
      s.id !== from.id &&
      (from.adjacent.includes(s.id) || geometry.isAtMost(sectionGap(from, s), ESCAPE_DISTANCE)) &&
      whyCannotEnter(state, buildings, unit, { building: building.id, section: s.id }) === undefined,
  );
}

/**
 * XEN-BLD-24: why an owner's escape plan is refused: each unit with escaped models goes into one section it
 * could enter (adjacent to or within 4" of the collapsed one), or gives each escaped model a safe spot;
 * a model may be left without one only when no safe spot exists for it. `buildings` already show the collapse.
 */
export function whyBadEscapePlan(
  state: XenocideState,
  buildings: readonly BuildingState[],
  damage: StructureDamage,
  escapes: readonly EscapeRoll[],
  plan: EscapePlan,
): Rejection | undefined {
  const section = buildingById(buildings, damage.building)?.sections.find((s) => s.id === damage.section);
  if (!section) return refuse('unknown-entity', `There is no section ${damage.section}.`);
  const probe = { ...section, occupants: damage.occupants };
  const taken: Circle[] = [];
  for (const [i, entry] of plan.entries()) {
    const mine = escapes.filter((e) => e.unit === entry.unit && e.escaped);
    if (mine.length === 0)
      return refuse('unknown-entity', `Unit ${entry.unit} has no escaped models to place.`, [i]);
    if (entry.section !== undefined) {
      if (!escapeSections(state, buildings, damage, entry.unit).some((s) => s.id === entry.section))
        return refuse(
          'illegal-action',
          `Unit ${entry.unit} cannot escape into section ${entry.section}: it must be an intact section next to (or within 4" of) the collapsed one, with no enemy in it (XEN-BLD-24, XEN-BLD-06).`,
          [i, 'section'],
        );
      continue;
    }
    const unit = findUnit(state, entry.unit);
    for (const e of mine) {
      const at = entry.positions?.find((p) => p.model === e.model)?.at;
      const radius = unit?.models.find((m) => m.id === e.model)?.radius ?? 0.5;
      if (at === undefined) {
        if (findEscapeSpot(state, buildings, probe, unit?.player ?? '', radius, taken) !== undefined)
          return refuse(
            'illegal-action',
            `Model ${e.model} escaped and has a safe place to go; place it (XEN-BLD-24).`,
            [i, 'positions'],
          );
        continue;
      }
      const base = { center: at, radius };
      if (!isSafeEscapeSpot(state, buildings, probe, unit?.player ?? '', base, taken))
        return refuse(
          'illegal-action',
          `Model ${e.model} may not escape to (${at.x}, ${at.y}): escaping models move up to 4" from the building, out of it, and not within 4" of an enemy (XEN-BLD-24).`,
          [i, 'positions'],
        );
      taken.push(base);
    }
  }
  const planned = new Set(plan.map((p) => p.unit));
  const missing = escapes.find((e) => e.escaped && !planned.has(e.unit));
  return missing
    ? refuse('illegal-action', `Unit ${missing.unit} has escaped models; say where they go (XEN-BLD-24).`)
    : undefined;
}

/** XEN-BLD-24: a bot's plan: each unit escapes into the first section it may enter, else every model to the first safe spot. */
export function defaultEscapePlan(
  state: XenocideState,
  buildings: readonly BuildingState[],
  damage: StructureDamage,
  escapes: readonly EscapeRoll[],
): EscapePlan {
  const section = buildingById(buildings, damage.building)?.sections.find((s) => s.id === damage.section);
  if (!section) return [];
  const probe = { ...section, occupants: damage.occupants };
  const taken: Circle[] = [];
  const units = [...new Set(escapes.filter((e) => e.escaped).map((e) => e.unit))];
  return units.map((unitId) => {
    const into = escapeSections(state, buildings, damage, unitId)[0];
    if (into) return { unit: unitId, section: into.id };
    const unit = findUnit(state, unitId);
    const positions = escapes
      .filter((e) => e.unit === unitId && e.escaped)
      .flatMap((e) => {
        const radius = unit?.models.find((m) => m.id === e.model)?.radius ?? 0.5;
        const at = findEscapeSpot(state, buildings, probe, unit?.player ?? '', radius, taken);
        if (!at) return [];
        taken.push({ center: at, radius });
        return [{ model: e.model, at }];
      });
    return { unit: unitId, positions };
  });
}

/**
 * XEN-BLD-24: whether the owner of the escaped models has a real choice, given the default plan: some unit
 * may go into a section, or some model has a safe spot (otherwise there is nothing to ask).
 */
export function hasEscapeChoice(plan: EscapePlan): boolean {
  return plan.some((p) => p.section !== undefined || (p.positions?.length ?? 0) > 0);
}

/** XEN-BLD-24: the player who leads the escaped models out: the owner of the first unit with one, else of the first that rolled. */
export function escapeOwner(state: XenocideState, escapes: readonly EscapeRoll[]): string | undefined {
  const first = escapes.find((e) => e.escaped) ?? escapes[0];
  return first ? findUnit(state, first.unit)?.player : undefined;
}

/**
 * XEN-BLD-23 / XEN-BLD-24: the effects of the escape: failed models are removed, escaped models go where the
 * accepted plan says (into a section, placed at its edges; or to their spots), and escaped models left with
 * no safe place are destroyed.
 */
export function resolveEscapes(
  state: XenocideState,
  buildings: readonly BuildingState[],
  damage: StructureDamage,
  escapes: readonly EscapeRoll[],
  plan: EscapePlan,
): BuildingEffect[] {
  assertAccepted(
    'resolveEscapes',
    'whyBadEscapePlan',
    whyBadEscapePlan(state, buildings, damage, escapes, plan),
  );
  const effects: BuildingEffect[] = [];
  for (const e of escapes)
    if (!e.escaped)
      effects.push({ kind: 'model-killed', unit: e.unit, model: e.model, cause: 'building-collapse' });
  for (const entry of plan) {
    const mine = escapes.filter((e) => e.unit === entry.unit && e.escaped);
    const unit = findUnit(state, entry.unit);
    if (entry.section !== undefined) {
      const section = buildingById(buildings, damage.building)?.sections.find((s) => s.id === entry.section);
      if (!section) continue;
      const radii = mine.map((e) => unit?.models.find((m) => m.id === e.model)?.radius ?? 0.5);
      const spots = occupantPlacement(section, radii, undefined, occupantBases(state, section, entry.unit));
      mine.forEach((e, i) => {
        effects.push({
          kind: 'model-moved',
          unit: e.unit,
          model: e.model,
          to: spots[i] as Vec2,
          reason: 'escape',
        });
      });
      effects.push({
        kind: 'occupancy-changed',
        unit: entry.unit,
        to: { building: damage.building, section: section.id },
        rules: ['XEN-BLD-24'],
      });
      continue;
    }
    for (const e of mine) {
      const at = entry.positions?.find((p) => p.model === e.model)?.at;
      effects.push(
        at
          ? { kind: 'model-moved', unit: e.unit, model: e.model, to: at, reason: 'escape' }
          : { kind: 'model-killed', unit: e.unit, model: e.model, cause: 'trapped-in-collapse' },
      );
    }
    effects.push({ kind: 'occupancy-changed', unit: entry.unit });
  }
  return effects;
}
