import { geometry } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import { companyById, findModel, profileOf, unitById, unitOfModel } from '../context';
import { traitsOf } from '../rules/movement/traits';
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

/** Where a transport model already on the table stands, or undefined (not on the table, or aboard another). */
export function carrierAt(
  state: XenocideState,
  transportId: string,
): { x: number; y: number; facing: number } | undefined {
  const model = findModel(state, transportId);
  const unit = model && unitOfModel(state, transportId);
  if (!model || model.removed || model.embarkedIn !== undefined || unit?.status !== 'on-table')
    return undefined;
  return { x: model.x, y: model.y, facing: model.facing };
}

/**
 * XEN-TRANS-01 / XEN-STAT-09: why models may not start the game aboard the named transports, or undefined:
 * each transport must be a friendly transport model placed on the table (by this deployment, `placedNow`,
 * or an earlier one), no titan rides, and the Size aboard each transport stays within its capacity.
 */
export function boardingProblem(
  state: XenocideState,
  player: string,
  boarding: readonly { readonly model: string; readonly transport: string }[],
  placedNow: ReadonlyMap<string, unknown>,
): { code: 'unknown-entity' | 'illegal-action' | 'out-of-range'; message: string } | undefined {
  const load = new Map<string, number>();
  const riders = new Set(boarding.map((b) => b.model));
  for (const { model: id, transport: tid } of boarding) {
    const model = findModel(state, id);
    const transport = findModel(state, tid);
    if (!model || !transport || unitOfModel(state, tid)?.player !== player)
      return { code: 'unknown-entity', message: `'${tid}' is not one of your transport models.` };
    const carrier = traitsOf(profileOf(state, transport)).transport;
    if (!carrier)
      return { code: 'illegal-action', message: `Model ${tid} is not a transport (XEN-STAT-09).` };
    if (riders.has(tid) || (!placedNow.has(tid) && !carrierAt(state, tid)))
      return {
        code: 'illegal-action',
        message: `Transport ${tid} is not on the table; deploy it in this command or before its passengers (XEN-TRANS-01).`,
      };
    const size = traitsOf(profileOf(state, model)).size;
    if (size === undefined)
      return { code: 'illegal-action', message: `Titan ${id} cannot ride in a transport (XEN-TRANS-01).` };
    if (!load.has(tid)) {
      const already = state.units
        .flatMap((u) => u.models)
        .filter((m) => !m.removed && m.embarkedIn === tid)
        .reduce((n, m) => n + (traitsOf(profileOf(state, m)).size ?? 0), 0);
      load.set(tid, already);
    }
    const total = (load.get(tid) ?? 0) + size;
    load.set(tid, total);
    if (total > carrier.capacity)
      return {
        code: 'out-of-range',
        message: `Transport ${tid} would carry models of total Size ${total}; its capacity is ${carrier.capacity} (XEN-TRANS-01).`,
      };
  }
  return undefined;
}

/**
 * XEN-TRANS-01: who starts aboard which transport when a company deploys embarked: each non-transport
 * infantry model boards, in unit order, a transport of its own unit with room, else one of another unit of
 * the company; models that find no room deploy on foot. With `wholeUnits`, a unit boards only its own
 * transports and only when all its infantry fit (so it can ride and get out together).
 */
export function planBoarding(
  state: XenocideState,
  companyId: string,
  options: { readonly wholeUnits?: boolean } = {},
): Map<string, string> {
  const company = companyById.get(state, companyId);
  const out = new Map<string, string>();
  if (!company) return out;
  const units = company.units.map((id) => unitById.get(state, id)).filter((u) => u !== undefined);
  const room = new Map<string, number>();
  const carriers = (unitId: string) =>
    units
      .filter((u) => u.id === unitId)
      .concat(options.wholeUnits ? [] : units.filter((u) => u.id !== unitId))
      .flatMap((u) => u.models.filter((m) => !m.removed && m.embarkedIn === undefined))
      .filter((m) => traitsOf(profileOf(state, m)).transport !== undefined);
  for (const unit of units) {
    const boarded: [string, string][] = [];
    let walkers = 0;
    for (const model of unit.models) {
      if (model.removed || model.embarkedIn !== undefined) continue;
      const traits = traitsOf(profileOf(state, model));
      if (traits.transport) continue;
      if (!traits.infantry || traits.size === undefined) {
        walkers++;
        continue;
      }
      const size = traits.size;
      const carrier = carriers(unit.id).find((t) => {
        const left = room.get(t.id) ?? traitsOf(profileOf(state, t)).transport?.capacity ?? 0;
        return left >= size;
      });
      if (!carrier) {
        walkers++;
        continue;
      }
      room.set(
        carrier.id,
        (room.get(carrier.id) ?? traitsOf(profileOf(state, carrier)).transport?.capacity ?? 0) - size,
      );
      boarded.push([model.id, carrier.id]);
    }
    // Someone would be left on foot: the unit walks together (its own transports serve no other unit).
    if (options.wholeUnits && walkers > 0) continue;
    for (const [model, carrier] of boarded) out.set(model, carrier);
  }
  return out;
}

/** XEN-SCEN-25: how near one of its owner's objectives every model of a unit deployed out of its zone stands. */
export const OBJECTIVE_DEPLOYMENT_REACH = 4;

/**
 * XEN-SCEN-25: the unit's models packed around one of the player's Command Centers objectives, each base wholly
 * within 4" of it (the nearest cells first), or undefined when no objective has room for the whole unit.
 */
function besideObjective(
  state: XenocideState,
  player: string,
  models: readonly ModelState[],
  taken: readonly Placement[],
): { model: string; at: { x: number; y: number } }[] | undefined {
  const maxRadius = Math.max(...models.map((m) => m.radius));
  const reach = OBJECTIVE_DEPLOYMENT_REACH - maxRadius - 0.05;
  if (reach < 0) return undefined;
  const spacing = maxRadius * 2 + 0.1;
  const steps = Math.floor(reach / spacing);
  const offsets: { x: number; y: number }[] = [];
  for (let i = -steps; i <= steps; i++)
    for (let j = -steps; j <= steps; j++) {
      const offset = { x: i * spacing, y: j * spacing };
      if (Math.hypot(offset.x, offset.y) <= reach) offsets.push(offset);
    }
  offsets.sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y) || a.y - b.y || a.x - b.x);
  for (const objective of state.objectives.filter((o) => o.owner === player && !o.removed)) {
    const local = [...taken];
    const placed: { model: string; at: { x: number; y: number } }[] = [];
    for (const model of models) {
      const at = offsets
        .map((o) => ({ x: round(objective.x + o.x), y: round(objective.y + o.y) }))
        .find((candidate) => !placementProblem(state, model, candidate, local));
      if (!at) break;
      placed.push({ model: model.id, at });
      local.push({ ...at, radius: model.radius });
    }
    const bases = placed.map((p, i) => ({ x: p.at.x, y: p.at.y, radius: (models[i] as ModelState).radius }));
    if (placed.length === models.length && !deploymentProblem(state, player, bases)) return placed;
  }
  return undefined;
}

/**
 * A valid deployment of a company, found by sliding a compact block of cells along the player's zone and
 * filling it column by column (deterministic), or undefined if no room is found. `offset` shifts where the
 * search starts, for variety. With `aboard`, the company's infantry start in its transports where there is
 * room (XEN-TRANS-01, as `planBoarding` assigns them; `wholeUnits` as there). With `byObjective` (Command
 * Centers), the company's first unit that fits deploys around one of the player's objectives instead, out of
 * its zone (XEN-SCEN-25). Used by legalCommands, bots and examples.
 */
export function autoDeploy(
  state: XenocideState,
  companyId: string,
  offset = 0,
  options: {
    readonly aboard?: boolean;
    readonly wholeUnits?: boolean;
    readonly byObjective?: boolean;
  } = {},
): DeployCommand | undefined {
  const company = companyById.get(state, companyId);
  const side = state.sides.find((s) => s.player === company?.player);
  if (!company || !side?.edge) return undefined;
  const boarding = options.aboard
    ? planBoarding(state, companyId, { wholeUnits: options.wholeUnits ?? false })
    : new Map<string, string>();
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
  let byObjective = options.byObjective === true && state.scenario === 'command-centers';
  for (const unitId of company.units) {
    const unit = unitById.get(state, unitId);
    if (!unit) return undefined;
    const live = unit.models.filter((m) => !m.removed && !boarding.has(m.id));
    const embark = unit.models
      .filter((m) => boarding.has(m.id))
      .map((m) => ({ model: m.id, transport: boarding.get(m.id) as string }));
    if (live.length === 0) {
      units.push({ unit: unitId, models: [], embark });
      continue;
    }
    const beside = byObjective ? besideObjective(state, company.player, live, taken) : undefined;
    if (beside) {
      byObjective = false;
      for (const [i, p] of beside.entries()) taken.push({ ...p.at, radius: (live[i] as ModelState).radius });
      units.push(
        embark.length > 0 ? { unit: unitId, models: beside, embark } : { unit: unitId, models: beside },
      );
      continue;
    }
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
    units.push(
      embark.length > 0 ? { unit: unitId, models: placed, embark } : { unit: unitId, models: placed },
    );
  }
  return { type: 'deploy-company', player: company.player, company: companyId, units };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
