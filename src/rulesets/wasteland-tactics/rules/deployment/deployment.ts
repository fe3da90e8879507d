import { geometry } from 'sandtable';
import { memoizeBy } from 'sandtable/kit';
import type { WastelandCommand } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import { missionById } from '../../scenarios/missions';
import type { UnitState, WastelandState, Zone } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import {
  gridAnchors,
  type ModelPlacement,
  type PlacementRules,
  searchPlacement,
} from '../measuring/placement';
import { zoneCenter } from '../missions/zones';
import { unitsById } from '../units/units';

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

/**
 * WT-SUR-41: a hidden placement for a Scouts unit, anywhere on the table: spots behind sight-blocking terrain
 * first, then the table's corners and edges.
 */
export function autoScoutPlacement(state: WastelandState, unit: UnitState): ModelPlacement[] | undefined {
  // Remembered per (frozen) state: the legal commands and the deploy-unit check ask for the same unit.
  return unitsById.get(state, unit.id) === unit ? scoutSpot(state, unit.id) : scoutPlacement(state, unit);
}

const scoutSpot = memoizeBy((state: WastelandState, unitId: string) =>
  scoutPlacement(state, unitsById.require(state, unitId)),
);

function scoutPlacement(state: WastelandState, unit: UnitState): ModelPlacement[] | undefined {
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
  const { width, depth } = state.table;
  const rim = [0, 0.5, 1].flatMap((fx) => [0, 0.5, 1].map((fy) => ({ x: fx * width, y: fy * depth })));
  const box = { x0: 0, y0: 0, x1: width, y1: depth };
  return searchPlacement(state, unit, box, [...anchors.slice(0, 40), ...rim], SCOUT_RULES);
}

/** WT-DEP-01/02 / R40: the placement rules for a unit deploying now (in its zone, grown if it is full). */
export function deploymentRules(state: WastelandState, unit: UnitState, separation = true): PlacementRules {
  const zone = deploymentZone(state, unit.id) ?? state.sides.find((s) => s.player === unit.player)?.zone;
  return rulesIn(state, zone, separation);
}

function rulesIn(state: WastelandState, zone: Zone | undefined, separation: boolean): PlacementRules {
  const mission = state.mission.id === null ? undefined : missionById(state.mission.id);
  const apart = separation && mission?.separation !== false;
  return {
    ...(zone ? { zone } : {}),
    ...(apart ? { awayFromEnemies: state.settings.deploySeparation } : {}),
  };
}

/** The zone grown by `by` inches on every side (a circle's radius), kept within the table. */
function grownZone(state: WastelandState, zone: Zone, by: number): Zone {
  if (by === 0) return zone;
  if (zone.kind === 'circle') return { ...zone, r: zone.r + by };
  return {
    kind: 'rect',
    x0: Math.max(0, zone.x0 - by),
    y0: Math.max(0, zone.y0 - by),
    x1: Math.min(state.table.width, zone.x1 + by),
    y1: Math.min(state.table.depth, zone.y1 + by),
  };
}

/** How far (inches) a full deployment zone grows at a time (R40, decision). */
const ZONE_GROWTH = 3;

/**
 * R40 (decision, docs/decisions.md): where the unit deploys: its zone; or, when the engine's placement search
 * finds no legal spot in it even without the 24" separation, the zone grown {@link ZONE_GROWTH}" at a time
 * on every side until the search finds one; undefined when no spot is found anywhere on the table (the
 * unit then cannot be set up and is lost, see `deploy-unit`).
 */
export const deploymentZone = memoizeBy((state: WastelandState, unitId: string): Zone | undefined => {
  const unit = unitsById.get(state, unitId);
  const zone = state.sides.find((s) => s.player === unit?.player)?.zone;
  if (!unit || !zone) return undefined;
  const most = Math.max(state.table.width, state.table.depth) + ZONE_GROWTH;
  for (let by = 0; by <= most; by += ZONE_GROWTH) {
    const grown = grownZone(state, zone, by);
    if (searchIn(state, unit, grown, rulesIn(state, grown, false))) return grown;
  }
  return undefined;
});

/** The engine's placement search in a zone under these rules. */
function searchIn(
  state: WastelandState,
  unit: UnitState,
  zone: Zone,
  rules: PlacementRules,
): ModelPlacement[] | undefined {
  const box = zoneBox(zone);
  return searchPlacement(state, unit, box, gridAnchors(box, 3, zoneCenter(zone)), rules);
}

/** A legal placement for the unit in its zone, with the separation if any exists, else without it (R40). */
export function autoDeployment(state: WastelandState, unit: UnitState): ModelPlacement[] | undefined {
  const zone = deploymentZone(state, unit.id);
  if (!zone) return undefined;
  return (
    searchIn(state, unit, zone, rulesIn(state, zone, true)) ??
    searchIn(state, unit, zone, rulesIn(state, zone, false))
  );
}

/**
 * A deploy-unit command that places the unit legally (for bots and legal commands); one with no models when
 * the unit fits nowhere on the table (it is then lost, R40).
 */
export function autoDeployCommand(state: WastelandState, unitId: string): WastelandCommand | undefined {
  const unit = unitsById.get(state, unitId);
  if (!unit) return undefined;
  const models = (unit.scouting ? autoScoutPlacement(state, unit) : undefined) ?? autoDeployment(state, unit);
  return { type: 'deploy-unit', player: unit.player, unit: unit.id, models: models ?? [] };
}

/** R40 (decision): whether the unit fits nowhere: no hidden spot for Scouts and no spot in any grown zone. */
export function cannotDeploy(state: WastelandState, unit: UnitState): boolean {
  return (
    deploymentZone(state, unit.id) === undefined &&
    (!unit.scouting || autoScoutPlacement(state, unit) === undefined)
  );
}

/** The player's undeployed unit with this id, or a rejection through `ctx` (WT-DEP-03/04, WT-SUR-41). */
export function deployable(ctx: WastelandContext, player: string, unitId: string): UnitState {
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

/** WT-DEP-02: whether the engine's own placement search finds a spot farther than 24" from every enemy. */
export function autoDeploymentRespectsSeparation(state: WastelandState, unit: UnitState): boolean {
  const zone = deploymentZone(state, unit.id);
  return zone !== undefined && searchIn(state, unit, zone, rulesIn(state, zone, true)) !== undefined;
}

/** The bounding box of a zone. */
export function zoneBox(zone: Zone): { x0: number; y0: number; x1: number; y1: number } {
  return zone.kind === 'rect'
    ? { x0: zone.x0, y0: zone.y0, x1: zone.x1, y1: zone.y1 }
    : { x0: zone.x - zone.r, y0: zone.y - zone.r, x1: zone.x + zone.r, y1: zone.y + zone.r };
}
