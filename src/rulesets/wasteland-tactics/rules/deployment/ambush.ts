import { geometry } from 'sandtable';
import type { CommandOfType, WastelandCommand } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { beginActivation, declarationProblem } from '../activation/activation';
import { ambushUnits } from '../activation/eligibility';
import { rollD10 } from '../dice/dice';
import {
  findPlacement,
  gridAnchors,
  type ModelPlacement,
  type PlacementRules,
  placementProblem,
} from '../measuring/placement';
import { draftUnitsById, footprints, unitHas, unitsById } from '../units/units';

/** WT-SUR-07 / R38: placed within 6" of a friendly Scouts unit, the arrival needs no distance from enemies. */
function nearFriendlyScouts(
  state: WastelandState,
  unit: UnitState,
  positions: readonly ModelPlacement[],
): boolean {
  const radius = (state.profiles[unit.profile]?.base ?? 1) / 2;
  const scouts = state.units.filter(
    (u) => u.player === unit.player && u.status === 'on-table' && unitHas(state, u, 'Scouts'),
  );
  return positions.some((p) =>
    scouts.some((s) => footprints(state, s).some((c) => geometry.isWithin({ center: p, radius }, c, 6))),
  );
}

/** WT-SUR-06/07 / R38: where an arriving Ambush unit may be placed. */
export function ambushRules(
  state: WastelandState,
  unit: UnitState,
  distance: number,
  positions?: readonly ModelPlacement[],
): PlacementRules {
  const exempt = distance === 0 || (positions !== undefined && nearFriendlyScouts(state, unit, positions));
  return { acuteSenses: true, ...(exempt ? {} : { awayFromEnemies: distance }) };
}

/** A legal ambush placement anywhere on the table (for bots and legal commands). */
export function autoAmbushPlacement(
  state: WastelandState,
  unit: UnitState,
  distance: number,
): ModelPlacement[] | undefined {
  const box = { x0: 0, y0: 0, x1: state.table.width, y1: state.table.depth };
  const anchors = gridAnchors(box, 3, { x: state.table.width / 2, y: state.table.depth / 2 });
  return findPlacement(state, unit, anchors, ambushRules(state, unit, distance));
}

/** WT-SUR-06 / R38: on the owner's turn, an Ambush unit arrives: the D10" distance is rolled (not for Scouts). */
export function arriveFromAmbush(
  draft: WastelandDraft,
  command: CommandOfType<'arrive-from-ambush'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  if (state.stage.kind !== 'activate' || state.stage.player !== command.player)
    return ctx.reject('not-your-turn', 'Ambush units arrive on your turn to activate (WT-SUR-06).');
  const unit = ambushUnits(state, command.player).find((u) => u.id === command.unit);
  if (!unit)
    return ctx.reject('unknown-entity', `You have no unit '${command.unit}' waiting in ambush.`, {
      path: ['unit'],
    });
  const distance = unitHas(state, unit, 'Scouts')
    ? 0
    : rollD10(ctx, `ambush distance (${unit.id})`, ['WT-SUR-06'], unit.player);
  draft.arrival = { player: unit.player, unit: unit.id, distance };
}

/** WT-SUR-06 / R38: places the arriving unit, which then takes its one declared action. */
export function placeAmbush(
  draft: WastelandDraft,
  command: CommandOfType<'place-ambush'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'place-ambush' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No Ambush unit is waiting for you to place it.');
  if (stage.unit !== command.unit)
    return ctx.reject('illegal-action', `The arriving unit is ${stage.unit}.`, { path: ['unit'] });
  const unit = unitsById.get(state, stage.unit) as UnitState;
  const problem = placementProblem(
    state,
    unit,
    command.models,
    ambushRules(state, unit, stage.distance, command.models),
  );
  if (problem) return ctx.reject('out-of-range', problem, { path: ['models'] });
  const byId = new Map(command.models.map((m) => [m.model, m]));
  const placed: UnitState = {
    ...unit,
    status: 'on-table',
    models: unit.models.map((m) => ({ ...m, x: byId.get(m.id)?.x ?? m.x, y: byId.get(m.id)?.y ?? m.y })),
  };
  const hypothetical = { ...state, units: state.units.map((u) => (u.id === unit.id ? placed : u)) };
  const declared = declarationProblem(hypothetical, placed, command.actions, 1);
  if (declared) return ctx.reject('illegal-action', declared.message, { path: declared.path });
  const target = draftUnitsById.require(draft, unit.id);
  for (const model of target.models) {
    const at = byId.get(model.id);
    if (!at) continue;
    model.x = at.x;
    model.y = at.y;
    model.facing = at.facing ?? model.facing;
  }
  target.status = 'on-table';
  target.moved = true;
  delete draft.arrival;
  ctx.emit({ type: 'ambush-arrived', player: unit.player, unit: unit.id });
  beginActivation(draft, ctx, unit, command.actions);
}

/** A place-ambush command for the waiting unit with no action (for bots and legal commands). */
export function autoPlaceAmbushCommand(state: WastelandState): WastelandCommand | undefined {
  const stage = state.stage;
  if (stage.kind !== 'place-ambush') return undefined;
  const unit = unitsById.get(state, stage.unit);
  const models = unit ? autoAmbushPlacement(state, unit, stage.distance) : undefined;
  return models
    ? { type: 'place-ambush', player: stage.player, unit: stage.unit, models, actions: [] }
    : undefined;
}
