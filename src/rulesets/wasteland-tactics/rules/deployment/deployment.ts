import { geometry } from 'sandtable';
import type { CommandOfType, WastelandCommand } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import { missionById } from '../../scenarios/missions';
import type { UnitState, WastelandState, Zone } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import {
  findPlacement,
  gridAnchors,
  type ModelPlacement,
  type PlacementRules,
  placementProblem,
} from '../measuring/placement';
import { zoneCenter } from '../missions/zones';
import { draftUnitsById, liveModels, unitHas, unitsById } from '../units/units';

/** Whether every unit still to deploy is a Scouts unit waiting to deploy last (R39). */
export function scoutsTurn(state: WastelandState): boolean {
  return !state.units.some((u) => u.status === 'undeployed' && !u.scouting);
}

/**
 * The player who deploys now (WT-DEP-03/04 / R39): the first in the deployment order with units left to
 * place; Scouts units held back deploy after every other unit, in the same order.
 */
export function currentDeployer(state: WastelandState): string | undefined {
  const scouts = scoutsTurn(state);
  return state.deployOrder.find((p) =>
    state.units.some((u) => u.player === p && u.status === 'undeployed' && (scouts || !u.scouting)),
  );
}

/** Sets the deploy stage for the next deployer; false when everyone has deployed. */
export function offerDeployment(draft: WastelandDraft): boolean {
  const player = currentDeployer(draft as WastelandState);
  if (player === undefined) return false;
  setStage(draft, { kind: 'deploy', player });
  return true;
}

/** WT-SUR-41 / R39: Scouts deploying last ignore zones and separation, but hide from every enemy model. */
export const SCOUT_RULES: PlacementRules = { hidden: true, acuteSenses: true };

/** WT-SUR-41: a hidden placement for a Scouts unit, trying spots behind sight-blocking terrain first. */
export function autoScoutPlacement(state: WastelandState, unit: UnitState): ModelPlacement[] | undefined {
  const anchors: { x: number; y: number }[] = [];
  for (const area of state.terrain.filter((t) => t.building || t.blocksVisibility || t.cover))
    for (const p of area.polygon.points)
      for (const [dx, dy] of [
        [-2, -2],
        [2, -2],
        [2, 2],
        [-2, 2],
      ] as const)
        anchors.push({ x: p.x + dx, y: p.y + dy });
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  const centre = zone ? zoneCenter(zone) : { x: state.table.width / 2, y: state.table.depth / 2 };
  anchors.sort((a, b) => geometry.distance(a, centre) - geometry.distance(b, centre));
  return findPlacement(state, unit, anchors.slice(0, 40), SCOUT_RULES);
}

/** WT-DEP-01/02 / R40: the placement rules for a unit deploying now. */
export function deploymentRules(state: WastelandState, unit: UnitState, separation = true): PlacementRules {
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  const mission = state.mission.id === null ? undefined : missionById(state.mission.id);
  const apart = separation && mission?.separation !== false;
  return {
    ...(zone ? { zone } : {}),
    ...(apart ? { awayFromEnemies: state.settings.deploySeparation } : {}),
  };
}

/** A legal placement for the unit in its zone, with the separation if any exists, else without it (R40). */
export function autoDeployment(state: WastelandState, unit: UnitState): ModelPlacement[] | undefined {
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  if (!zone) return undefined;
  const anchors = gridAnchors(zoneBox(zone), 3, zoneCenter(zone));
  return (
    findPlacement(state, unit, anchors, deploymentRules(state, unit)) ??
    findPlacement(state, unit, anchors, deploymentRules(state, unit, false))
  );
}

/** A deploy-unit command that places the unit legally (for bots and legal commands). */
export function autoDeployCommand(state: WastelandState, unitId: string): WastelandCommand | undefined {
  const unit = unitsById.get(state, unitId);
  if (!unit) return undefined;
  const models = (unit.scouting ? autoScoutPlacement(state, unit) : undefined) ?? autoDeployment(state, unit);
  return models ? { type: 'deploy-unit', player: unit.player, unit: unit.id, models } : undefined;
}

function deployable(ctx: WastelandContext, player: string, unitId: string): UnitState {
  const state = ctx.base;
  if (state.stage.kind !== 'deploy' || state.stage.player !== player)
    return ctx.reject('not-your-turn', 'It is not your turn to deploy (WT-DEP-03/04).');
  const unit = unitsById.get(state, unitId);
  if (!unit || unit.player !== player)
    return ctx.reject('unknown-entity', `You have no unit '${unitId}'.`, { path: ['unit'] });
  if (unit.status !== 'undeployed')
    return ctx.reject('illegal-action', `${unit.name} is already deployed.`, { path: ['unit'] });
  if (unit.scouting && !scoutsTurn(state))
    return ctx.reject('illegal-action', `${unit.name} deploys after every other unit (WT-SUR-41).`, {
      path: ['unit'],
    });
  return unit;
}

/** WT-DEP-01/02: places one unit entirely in the player's zone, farther than 24" from enemy units. */
export function deployUnit(
  draft: WastelandDraft,
  command: CommandOfType<'deploy-unit'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const unit = deployable(ctx, command.player, command.unit);
  const scouting = unit.scouting === true && !placementProblem(state, unit, command.models, SCOUT_RULES);
  // R39: a Scouts unit with no hidden spot anywhere deploys in its zone instead.
  if (unit.scouting && !scouting && autoScoutPlacement(state, unit) !== undefined)
    return ctx.reject('out-of-range', placementProblem(state, unit, command.models, SCOUT_RULES) ?? '', {
      path: ['models'],
    });
  const problem = scouting
    ? undefined
    : placementProblem(state, unit, command.models, deploymentRules(state, unit));
  if (problem) {
    // R40: the separation is waived only when no placement in the zone could respect it.
    const withoutSeparation = placementProblem(
      state,
      unit,
      command.models,
      deploymentRules(state, unit, false),
    );
    if (withoutSeparation || autoDeploymentRespectsSeparation(state, unit))
      return ctx.reject('out-of-range', problem, { path: ['models'] });
  }
  const target = draftUnitsById.require(draft, unit.id);
  const byId = new Map(command.models.map((m) => [m.model, m]));
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  const centre = { x: state.table.width / 2, y: state.table.depth / 2 };
  const facing = zone ? Math.round(geometry.bearing(zoneCenter(zone), centre)) : 0;
  for (const model of target.models) {
    const at = byId.get(model.id);
    if (!at) continue;
    model.x = at.x;
    model.y = at.y;
    model.facing = at.facing ?? facing;
  }
  target.status = 'on-table';
  ctx.emit({
    type: 'unit-deployed',
    player: unit.player,
    unit: unit.id,
    models: liveModels(unit).map((m) => ({
      model: m.id,
      at: { x: byId.get(m.id)?.x ?? 0, y: byId.get(m.id)?.y ?? 0 },
    })),
  });
}

function autoDeploymentRespectsSeparation(state: WastelandState, unit: UnitState): boolean {
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  if (!zone) return false;
  return (
    findPlacement(
      state,
      unit,
      gridAnchors(zoneBox(zone), 3, zoneCenter(zone)),
      deploymentRules(state, unit),
    ) !== undefined
  );
}

/** The bounding box of a zone. */
export function zoneBox(zone: Zone): { x0: number; y0: number; x1: number; y1: number } {
  return zone.kind === 'rect'
    ? { x0: zone.x0, y0: zone.y0, x1: zone.x1, y1: zone.y1 }
    : { x0: zone.x - zone.r, y0: zone.y - zone.r, x1: zone.x + zone.r, y1: zone.y + zone.r };
}

/** WT-SUR-41 / R39: a Scouts unit waits to deploy after every other unit, out of sight of the enemy. */
export function holdForScouting(
  draft: WastelandDraft,
  command: CommandOfType<'hold-for-scouting'>,
  ctx: WastelandContext,
): void {
  const unit = deployable(ctx, command.player, command.unit);
  if (!unitHas(ctx.base, unit, 'Scouts') || unit.scouting)
    return ctx.reject(
      'illegal-action',
      `${unit.name} is not a Scouts unit that could wait to deploy (WT-SUR-41).`,
      {
        path: ['unit'],
      },
    );
  draftUnitsById.require(draft, unit.id).scouting = true;
  ctx.emit({ type: 'unit-held-for-scouting', player: unit.player, unit: unit.id });
}

/** WT-SUR-05: an Ambush unit stays off the table, to arrive later (WT-SUR-06). */
export function holdInAmbush(
  draft: WastelandDraft,
  command: CommandOfType<'hold-in-ambush'>,
  ctx: WastelandContext,
): void {
  const unit = deployable(ctx, command.player, command.unit);
  if (!unitHas(ctx.base, unit, 'Ambush'))
    return ctx.reject('illegal-action', `${unit.name} does not have the Ambush rule (WT-SUR-05).`, {
      path: ['unit'],
    });
  draftUnitsById.require(draft, unit.id).status = 'ambush';
  ctx.emit({ type: 'unit-held-in-ambush', player: unit.player, unit: unit.id });
}
