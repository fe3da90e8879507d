import { geometry, type Vec2 } from 'sandtable';
import type { WastelandCommand } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { ModelState, UnitState, WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import { rollD10 } from '../dice/dice';
import { basesInContact, isCoherent, type ModelFootprint } from '../measuring/measure';
import { positionProblem } from '../measuring/placement';
import {
  areEnemies,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  startingWounds,
  unitRule,
  unitsById,
} from '../units/units';

/** WT-SUR-33: one thing a Medic or Repair unit may do: return a destroyed model, or restore a Tough model's wound. */
export interface RecoveryOption {
  readonly unit: string;
  readonly model: string;
  readonly kind: 'return' | 'wound';
}

/**
 * WT-SUR-33/34 / R33: what a Medic/Repair unit may mend: models of its own unit or of a friendly unit in base
 * contact with it; Medic only non-Vehicle units, Repair only Vehicle units.
 */
export function recoveryOptions(state: WastelandState, medic: UnitState): RecoveryOption[] {
  const medicX = unitRule(state, medic, 'Medic');
  const repairX = unitRule(state, medic, 'Repair');
  if (medic.status !== 'on-table' || (medicX === undefined && repairX === undefined)) return [];
  const mine = footprints(state, medic);
  const patients = state.units.filter(
    (u) =>
      u.status === 'on-table' &&
      u.player === medic.player &&
      (u.id === medic.id ||
        footprints(state, u).some((c) => mine.some((m) => basesInContact(state, c, m)))) &&
      (isVehicle(state, u) ? repairX !== undefined : medicX !== undefined),
  );
  return patients.flatMap((u) =>
    u.models.flatMap((m): RecoveryOption[] => {
      if (!m.alive) return [{ unit: u.id, model: m.id, kind: 'return' }];
      return m.wounds < startingWounds(profileOf(state, u))
        ? [{ unit: u.id, model: m.id, kind: 'wound' }]
        : [];
    }),
  );
}

/**
 * WT-SUR-33 / R33 / R42: after the morale phase, each Medic/Repair unit with something to mend rolls a D10;
 * on X or more its owner chooses what to mend. 'wait' while the owner decides; 'done' once every unit rolled.
 */
export function stepRecovery(draft: WastelandDraft, ctx: WastelandContext): 'continue' | 'wait' | 'done' {
  const state = draft as WastelandState;
  const progress = state.recovery;
  if (!progress) return 'done';
  if (progress.passed !== undefined) {
    const unit = unitsById.get(state, progress.passed);
    if (unit && recoveryOptions(state, unit).length > 0) {
      setStage(draft, { kind: 'recover', player: unit.player, unit: unit.id });
      return 'wait';
    }
    draft.recovery = { cursor: progress.cursor };
    return 'continue';
  }
  const unit = state.units[progress.cursor];
  if (!unit) return 'done';
  draft.recovery = { cursor: progress.cursor + 1 };
  const x = Math.min(unitRule(state, unit, 'Medic') ?? 11, unitRule(state, unit, 'Repair') ?? 11);
  if (recoveryOptions(state, unit).length === 0) return 'continue';
  const die = rollD10(ctx, `medic/repair (${unit.id})`, ['WT-SUR-33'], unit.player);
  const passed = die >= x;
  ctx.emit({
    type: 'test-rolled',
    unit: unit.id,
    test: 'medic',
    purpose: 'Medic/Repair',
    needed: x,
    die,
    passed,
    rules: ['WT-SUR-33'],
  });
  if (passed) draft.recovery = { cursor: progress.cursor + 1, passed: unit.id };
  return 'continue';
}

/** R33: why the model cannot come back at this spot: legal, in coherency with its unit, touching no enemy. */
export function returnProblem(
  state: WastelandState,
  unit: UnitState,
  model: ModelState,
  at: Vec2,
): string | undefined {
  const profile = profileOf(state, unit);
  const circle: ModelFootprint = { center: at, radius: profile.base / 2, height: profile.height };
  const problem = positionProblem(state, circle, unit.id);
  if (problem) return `${model.id} ${problem}`;
  if (liveModels(unit).some((m) => geometry.distance(m, at) < 2 * circle.radius - 1e-6))
    return `${model.id} would overlap its unit`;
  if (!isCoherent([...footprints(state, unit), circle]))
    return `${model.id} must be placed in coherency with its unit`;
  const enemies = state.units.filter(
    (u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player),
  );
  if (enemies.some((e) => footprints(state, e).some((c) => basesInContact(state, circle, c))))
    return `${model.id} may not be placed in base contact with an enemy`;
  return undefined;
}

/** R33: a spot where a destroyed model may come back (its wreck's, for a Vehicle), if one is found. */
export function returnSpot(state: WastelandState, unit: UnitState, model: ModelState): Vec2 | undefined {
  if (state.terrain.some((t) => t.id === `wreck-${model.id}`))
    return returnProblem(state, unit, model, model) ? undefined : { x: model.x, y: model.y };
  const step = profileOf(state, unit).base + 0.3;
  for (const m of liveModels(unit))
    for (let k = 0; k < 8; k++) {
      const at = { x: m.x + Math.sin((k * Math.PI) / 4) * step, y: m.y + Math.cos((k * Math.PI) / 4) * step };
      if (!returnProblem(state, unit, model, at)) return at;
    }
  return undefined;
}

/** The recover commands open now (each option with a spot found, and declining). */
export function recoverCommands(state: WastelandState, player: string): WastelandCommand[] {
  const stage = state.stage;
  if (stage.kind !== 'recover' || stage.player !== player) return [];
  const medic = unitsById.get(state, stage.unit);
  const out: WastelandCommand[] = [];
  for (const option of medic ? recoveryOptions(state, medic) : []) {
    const unit = unitsById.get(state, option.unit) as UnitState;
    const model = unit.models.find((m) => m.id === option.model) as ModelState;
    if (option.kind === 'wound') out.push({ type: 'recover', player, unit: stage.unit, model: model.id });
    else {
      const at = returnSpot(state, unit, model);
      if (at) out.push({ type: 'recover', player, unit: stage.unit, model: model.id, at });
    }
    if (out.length >= 3) break;
  }
  out.push({ type: 'recover', player, unit: stage.unit });
  return out;
}
