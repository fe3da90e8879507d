import { geometry } from 'sandtable';
import type { WastelandCommand } from '../../commands/schema';
import type { UnitState, WastelandState } from '../../state';
import { findPlacement, gridAnchors, type ModelPlacement, type PlacementRules } from '../measuring/placement';
import { areEnemies, footprints, unitHas, unitsById } from '../units/units';

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

/** WT-SUR-07 / R38: the Scouts exemption applies to this arrival (a Scouts unit, or placed near friendly Scouts). */
export function scoutsExemptArrival(
  state: WastelandState,
  unit: UnitState,
  positions: readonly ModelPlacement[],
): boolean {
  return unitHas(state, unit, 'Scouts') || nearFriendlyScouts(state, unit, positions);
}

/** WT-SUR-03: some enemy unit on the table has Acute Senses, so a Scouts or Ambush set-up must keep 18" from it. */
export function facesAcuteSenses(state: WastelandState, player: string): boolean {
  return state.units.some(
    (u) =>
      u.status === 'on-table' && areEnemies(state, player, u.player) && unitHas(state, u, 'Acute Senses'),
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
