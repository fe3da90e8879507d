import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import type { XzContext } from '../events';
import type { ModelState, UnitState, XzState } from '../state';
import { movementCell, placementProblem } from './geometry';
import { pointInFeature } from './geometry/terrain';
import { groundProblem } from './movement';
import { coherencyProblem, formation, overlapProblem, placed } from './placement';
import type { XzStep, XzStepHandler } from './queue';
import { resolveStrike } from './shooting/strike';
import { enemyUnits, modelCard } from './units';

/**
 * XZ-TURN-12 / R3: a requested asset's arrival roll in the Resolution Phase (D6 ≥ `supportArrivalTarget`): a
 * reserve unit is placed with its leader within `reserveEntryRadius` of the active marker, a strike lands there;
 * then all 4 markers are removed. A failure (or, for a reserve, no room near the marker) leaves the markers for
 * the next Resolution Phase.
 */
export const supportArrivalStep: XzStepHandler = (draft, step, ctx) => {
  const { player, asset: index } = step as XzStep & { player: string; asset: number };
  const state = draft as XzState;
  const side = draft.sides.find((s) => s.player === player);
  const asset = side?.assets[index];
  const data = state.forces[player]?.offTableAssets[index];
  if (!asset || !data || asset.status !== 'requested' || !asset.active) return 'done';
  const name = data.kind === 'strike' ? data.name : data.unit.name;
  const roll = ctx.dice.roll({
    purpose: `arrival of ${name}`,
    sides: 6,
    player,
    target: { per: 'die', op: 'atLeast', value: state.params.supportArrivalTarget },
    rules: ['XZ-TURN-12', 'R3'],
  });
  if (!roll.success) {
    ctx.emit({
      type: 'support-arrived',
      player,
      asset: index,
      name,
      arrived: false,
      rules: ['XZ-TURN-12', 'R3'],
    });
    return 'done';
  }
  const marker = asset.markers[asset.active.value] ?? asset.markers[0] ?? { x: 0, y: 0 };
  const at = { x: marker.x, y: marker.y };
  const reserve =
    data.kind === 'reserve' ? draft.units.find((u) => u.id === `${player}.${data.unit.id}`) : undefined;
  const placements = reserve ? reservePlacements(state, reserve, at) : undefined;
  if (data.kind === 'reserve' && !placements) {
    ctx.emit({
      type: 'support-arrived',
      player,
      asset: index,
      name,
      arrived: false,
      rules: ['XZ-TURN-12', 'R3'],
    });
    return 'done';
  }
  asset.active.revealed = true;
  asset.status = 'arrived';
  asset.markers = [];
  ctx.emit({
    type: 'support-arrived',
    player,
    asset: index,
    name,
    arrived: true,
    at,
    rules: ['XZ-TURN-12', 'R3'],
  });
  if (data.kind === 'strike') {
    resolveStrike(draft, ctx, player, data.weapon, at);
    return 'done';
  }
  if (reserve && placements) placeReserve(ctx, reserve, placements, at);
  return 'done';
};

/**
 * R3: where a reserve unit comes on: its formation (leader first, the others behind it in coherency) with the
 * leader at the active marker or as close to it as can be, within `reserveEntryRadius` (rings 0.5" apart, 16
 * bearings, facing the nearest enemy), on the table, on no model, out of contact with the enemy and out of solid
 * or impassable terrain; undefined when there is no room.
 */
export function reservePlacements(state: XzState, unit: UnitState, at: Vec2): Placement[] | undefined {
  const enemy = enemyUnits(state, unit.player)
    .flatMap((u) => u.models.filter((m) => m.alive))
    .reduce<ModelState | undefined>(
      (best, m) => (best && geometry.distance(best, at) <= geometry.distance(m, at) ? best : m),
      undefined,
    );
  const facing = enemy ? geometry.bearing(at, enemy) : 0;
  const radius = state.params.reserveEntryRadius;
  const terrain = state.scenario.terrain;
  const table = { width: state.scenario.table.width, depth: state.scenario.table.depth };
  for (let r = 0; r <= radius + 1e-9; r += 0.5)
    for (let a = 0; a < 360; a += r === 0 ? 360 : 22.5) {
      const dir = geometry.directionOf(a);
      const anchor = { x: at.x + dir.x * r, y: at.y + dir.y * r };
      const placements = formation(state, unit, anchor, facing).map((p) => ({
        ...p,
        x: Math.round(p.x * 1000) / 1000,
        y: Math.round(p.y * 1000) / 1000,
      }));
      const models = placed(unit, placements);
      if (overlapProblem(state, unit, models, false) || coherencyProblem(state, unit, models)) continue;
      // XZ-TERR-07: a building's admissions and capacity (solid and impassable ground are checked below).
      if (groundProblem(state, unit, placements)) continue;
      const blocked = models.some((m) => {
        if (!m.alive) return false;
        if (placementProblem(m, table, terrain, [])) return true;
        const mobility = modelCard(state, unit, m).mobility;
        return terrain.some(
          (f) =>
            f.kind === 'area' &&
            f.areaType !== undefined &&
            movementCell(mobility, f.areaType, state.scenario.impassableOverrides) === 'impassable' &&
            pointInFeature(m, f),
        );
      });
      if (!blocked) return placements;
    }
  return undefined;
}

/** R3: the reserve unit comes on at its placements; it receives orders from the next Command Phase. */
function placeReserve(ctx: XzContext, unit: UnitState, placements: readonly Placement[], at: Vec2): void {
  for (const p of placements) {
    const m = unit.models.find((x) => x.id === p.model);
    if (!m) continue;
    m.x = p.x;
    m.y = p.y;
    if (p.facing !== undefined) m.facing = p.facing;
  }
  unit.status = 'on-table';
  ctx.emit({
    type: 'unit-moved',
    unit: unit.id,
    kind: 'reserve',
    models: placements.map((p) => ({ model: p.model, from: { x: at.x, y: at.y }, to: { x: p.x, y: p.y } })),
    rules: ['R3', 'XZ-TURN-12'],
  });
}
