import { geometry } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import { companyById, profileOf, unitById } from '../context';
import type { ModelState, XenocideState } from '../state';
import { movementEffectFor } from '../terrain-movement';
import { deploymentProblem, isOnTable, type Placement, standardZoneDepth } from './zones';

type DeployCommand = CommandOfType<'deploy-company'>;

/** Why a model may not stand at a point: off the table, on another model, or in terrain impassable to it. */
export function placementProblem(
  state: XenocideState,
  model: ModelState,
  at: { x: number; y: number },
  others: readonly Placement[],
): string | undefined {
  const p = { x: at.x, y: at.y, radius: model.radius };
  if (!isOnTable(state, p)) return `model ${model.id} at (${at.x}, ${at.y}) is not wholly on the table`;
  const overlap = others.find((o) => {
    const reach = o.radius + p.radius - 1e-9;
    const dx = o.x - p.x;
    const dy = o.y - p.y;
    return dx < reach && dx > -reach && dx * dx + dy * dy < reach * reach;
  });
  if (overlap) return `model ${model.id} at (${at.x}, ${at.y}) overlaps another model`;
  const types = profileOf(state, model).types;
  const blocked = state.terrain.find(
    (f) =>
      movementEffectFor(f, types) === 'impassable' &&
      geometry.circleOverlapsPolygon({ center: at, radius: model.radius }, f.polygon),
  );
  if (blocked)
    return `model ${model.id} may not stand in ${blocked.name}, which is impassable to it (XEN-TERR-10)`;
  return undefined;
}

/** Every model already on the table, as placements. */
export function placedModels(state: XenocideState): Placement[] {
  return state.units
    .filter((u) => u.status === 'on-table')
    .flatMap((u) => u.models.filter((m) => !m.removed && m.embarkedIn === undefined))
    .map((m) => ({ x: m.x, y: m.y, radius: m.radius }));
}

/**
 * A valid deployment of a company, found by sliding a compact block of cells along the player's zone and
 * filling it column by column (deterministic), or undefined if no room is found. `offset` shifts where the
 * search starts, for variety. Used by legalCommands, bots and examples.
 */
export function autoDeploy(state: XenocideState, companyId: string, offset = 0): DeployCommand | undefined {
  const company = companyById.get(state, companyId);
  const side = state.sides.find((s) => s.player === company?.player);
  if (!company || !side?.edge) return undefined;
  const taken = placedModels(state);
  const units: DeployCommand['units'] = [];
  const { width, depth } = state.table;
  const own = side.edge;
  // The band rows are taken from: the standard zone, or for the Invasion defender the 12" nearest the 18" line.
  const band =
    state.scenario === 'invasion'
      ? { near: depth - 18 - 12, far: depth - 18 }
      : { near: 0, far: standardZoneDepth(state) };
  const yAt = (fromOwnEdge: number) => (own === 'south' ? fromOwnEdge : depth - fromOwnEdge);
  for (const unitId of company.units) {
    const unit = unitById.get(state, unitId);
    if (!unit) return undefined;
    const live = unit.models.filter((m) => !m.removed);
    const maxRadius = Math.max(...live.map((m) => m.radius));
    const spacing = maxRadius * 2 + 0.1;
    const rows = Math.max(1, Math.min(3, Math.floor((band.far - band.near - 2 * maxRadius) / spacing) + 1));
    const cols = Math.ceil(live.length / rows) + 2;
    let placed: { model: string; at: { x: number; y: number } }[] | undefined;
    for (let step = 0; step < width && !placed; step++) {
      const anchorX =
        maxRadius + 0.05 + ((step + offset * 5) % Math.max(1, Math.floor(width - 2 * maxRadius)));
      // The models placed so far plus this attempt's (its own are dropped again if the attempt fails).
      const local = taken;
      const before = taken.length;
      const attempt: { model: string; at: { x: number; y: number } }[] = [];
      let cell = 0;
      for (const model of live) {
        let at: { x: number; y: number } | undefined;
        while (!at && cell < cols * rows) {
          const c = Math.floor(cell / rows);
          const r = cell % rows;
          cell += 1;
          const candidate = {
            x: round(anchorX + c * spacing),
            y: round(yAt(band.near + maxRadius + 0.05 + r * spacing)),
          };
          if (placementProblem(state, model, candidate, local)) continue;
          if (deploymentProblem(state, company.player, [{ ...candidate, radius: model.radius }])) continue;
          at = candidate;
        }
        if (!at) break;
        attempt.push({ model: model.id, at });
        local.push({ ...at, radius: model.radius });
      }
      const bases = attempt.map((a, i) => ({ center: a.at, radius: (live[i] as ModelState).radius }));
      if (attempt.length !== live.length || !geometry.isCoherentPairwise(bases, 8)) {
        taken.length = before;
        continue;
      }
      placed = attempt;
    }
    if (!placed) return undefined;
    units.push({ unit: unitId, models: placed });
  }
  return { type: 'deploy-company', player: company.player, company: companyId, units };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
