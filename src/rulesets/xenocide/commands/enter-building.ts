import { castDraft, current } from 'immer';
import { geometry, type Polygon, type Rejection } from 'sandtable';
import type { XenocideContext, XenocideDraft } from '../context';
import { findUnit, profileOf } from '../context';
import {
  type BuildingSection,
  type BuildingState,
  enterBuilding,
  entryDistance,
  leaveBuilding,
  type Occupancy,
  occupancyOf,
  occupantPlacement,
  pruneOccupants,
  sectionAt,
  whyCannotEnter,
  whyCannotReach,
  whyEntersHeldSection,
} from '../rules/buildings';
import { baseAllowance } from '../rules/movement/allowance';
import { checkEligibility, isRejection } from '../rules/movement/move-eligibility';
import { traitsOf } from '../rules/movement/traits';
import type { ModelState, UnitState, XenocideState } from '../state';
import type { MoveUnitCommand } from './schema';

/** XEN-BLD-03: the game's buildings (none when the table has no building). */
export function buildingsOf(state: XenocideState): readonly BuildingState[] {
  return state.buildings ?? [];
}

/**
 * XEN-BLD-06 / XEN-CA-07: why a move is refused for taking a model into (or through) a building section the
 * enemy holds, or undefined.
 */
export function whyMoveEntersHeld(
  state: XenocideState,
  command: MoveUnitCommand,
): { readonly code: 'illegal-action'; readonly message: string } | undefined {
  const buildings = buildingsOf(state);
  if (buildings.length === 0) return undefined;
  const why = whyEntersHeldSection(state, buildings, command.player, command.models);
  return why ? { code: 'illegal-action', message: why.message } : undefined;
}

type EntryRefusal = {
  readonly code: Rejection['code'];
  readonly message: string;
  readonly path: readonly (string | number)[];
};

/** XEN-BLD-05 / XEN-BLD-06 / XEN-BLD-12..14: everything entering a building checks before anything moves. */
function validateEntry(
  state: XenocideState,
  command: MoveUnitCommand & { readonly enter: NonNullable<MoveUnitCommand['enter']> },
):
  | EntryRefusal
  | {
      readonly unit: UnitState;
      readonly models: readonly ModelState[];
      readonly found: { readonly building: BuildingState; readonly section: BuildingSection };
      readonly at: Occupancy;
    } {
  const eligible = checkEligibility(state, command.player, command.unit);
  if (isRejection(eligible)) return { ...eligible, path: eligible.path ?? ['unit'] };
  if (command.models.length > 0 || command.embark || command.disembark)
    return {
      code: 'illegal-action',
      message:
        'A unit entering a building gives no model paths, embarks or disembarks: its models are placed inside (XEN-BLD-14).',
      path: ['models'],
    };
  const buildings = buildingsOf(state);
  const at = { building: command.enter.building, section: command.enter.section };
  const why = whyCannotEnter(state, buildings, command.unit, at);
  if (why) return { code: why.code, message: why.message, path: ['enter'] };
  const found = sectionAt(buildings, at);
  const unit = findUnit(state, command.unit);
  if (!found || !unit)
    return { code: 'unknown-entity', message: `There is no section '${at.section}'.`, path: ['enter'] };
  const models = unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
  const allowance = (id: string) => {
    const m = models.find((x) => x.id === id);
    return m
      ? baseAllowance(traitsOf(profileOf(state, m)), unit.order, command.mode, m.titan?.boostThisTurn)
      : 0;
  };
  const unreachable = whyCannotReach(state, unit, found.section, command.enter.route, allowance);
  if (unreachable) return { code: unreachable.code, message: unreachable.message, path: ['enter'] };
  return { unit, models, found, at };
}

/** XEN-BLD-12..14: the `move-unit` commands that take a unit of the activation into a building section now. */
export function enterCommands(state: XenocideState, player: string): MoveUnitCommand[] {
  const stage = state.stage;
  const buildings = buildingsOf(state);
  if (buildings.length === 0 || stage.kind !== 'activation' || stage.player !== player) return [];
  const out: MoveUnitCommand[] = [];
  for (const unit of stage.units)
    for (const building of buildings)
      for (const section of building.sections) {
        const command = {
          type: 'move-unit' as const,
          player,
          unit,
          mode: 'normal' as const,
          models: [],
          enter: { building: building.id, section: section.id, route: 'door' as const },
        };
        if (!('code' in validateEntry(state, command))) out.push(command);
      }
  return out;
}

/**
 * XEN-BLD-05 / XEN-BLD-06 / XEN-BLD-12..14: a unit moves into a building section: it must be free to move
 * now, the section must admit it (standing, no enemy inside, size and capacity), and one model must reach
 * it with its allowance and every other with 2" more; then its models stand inside along the section's
 * edges and its move ends. A section held by the enemy is refused, naming XEN-BLD-06.
 */
export function enterBuildingMove(
  draft: XenocideDraft,
  command: MoveUnitCommand & { readonly enter: NonNullable<MoveUnitCommand['enter']> },
  ctx: XenocideContext,
): void {
  const checked = validateEntry(ctx.base, command);
  if ('code' in checked) return ctx.reject(checked.code, checked.message, { path: checked.path });
  const { models, found, at } = checked;
  const buildings = buildingsOf(ctx.base);
  const spots = occupantPlacement(
    found.section,
    models.map((m) => m.radius),
  );
  const moved = models.map((m, i) => {
    const to = spots[i] ?? { x: m.x, y: m.y };
    return { model: m.id, from: { x: m.x, y: m.y }, to: { x: to.x, y: to.y }, path: [{ x: to.x, y: to.y }] };
  });
  const target = draft.units.find((u) => u.id === command.unit);
  if (!target) return;
  for (const move of moved) {
    const model = target.models.find((m) => m.id === move.model);
    if (model) {
      model.x = move.to.x;
      model.y = move.to.y;
    }
  }
  target.activity.moved = true;
  target.activity.distance = Math.max(
    0,
    ...models.map((m) => entryDistance(m, found.section, command.enter.route)),
  );
  const before = occupancyOf(buildings, command.unit);
  if (before)
    ctx.emit({
      type: 'unit-left-building',
      unit: command.unit,
      building: before.building,
      section: before.section,
    });
  draft.buildings = castDraft(enterBuilding(buildings, command.unit, at));
  ctx.emit({ type: 'unit-moved', unit: command.unit, mode: command.mode, models: moved, high: false });
  ctx.emit({ type: 'unit-entered-building', unit: command.unit, building: at.building, section: at.section });
}

/** XEN-BLD-01: after an ordinary move, a unit that was inside a building has left it. */
export function leaveAfterMove(draft: XenocideDraft, ctx: XenocideContext, unitId: string): void {
  const buildings = buildingsOf(ctx.base);
  const before = occupancyOf(buildings, unitId);
  if (!before) return;
  draft.buildings = castDraft(leaveBuilding(buildings, unitId));
  ctx.emit({ type: 'unit-left-building', unit: unitId, building: before.building, section: before.section });
}

/**
 * XEN-BLD-01: at each phase change, a unit no longer in its section leaves it: eliminated, off the table, or
 * moved out by close-assault moves (flee, retreat, follow-up) that do not go through `move-unit`.
 */
export function tidyOccupants(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = current(draft) as XenocideState;
  const buildings = buildingsOf(state);
  if (buildings.length === 0) return;
  const pruned = pruneOccupants(state, buildings);
  const stays = (unitId: string, polygon: Polygon) => {
    const unit = findUnit(state, unitId);
    const models = unit?.models.filter((m) => !m.removed && m.embarkedIn === undefined) ?? [];
    return models.every((m) => geometry.pointInPolygon({ x: m.x, y: m.y }, polygon));
  };
  const kept = pruned.map((b) => ({
    ...b,
    sections: b.sections.map((s) => ({ ...s, occupants: s.occupants.filter((u) => stays(u, s.polygon)) })),
  }));
  let changed = false;
  for (const b of buildings)
    for (const s of b.sections)
      for (const unit of s.occupants) {
        if (occupancyOf(kept, unit)) continue;
        changed = true;
        ctx.emit({ type: 'unit-left-building', unit, building: b.id, section: s.id });
      }
  if (changed) draft.buildings = castDraft(kept);
}
