import { geometry, readDraft, type Vec2 } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { TerrainArea, UnitState, WastelandDraft, WastelandState } from '../../state';
import { exhaustedPenalty } from '../advantages/advantages';
import { hasCondition } from '../conditions/conditions';
import { unitsInContactWith } from '../measuring/measure';
import { pathTouchesArea } from '../measuring/paths';
import { isAirborne, type MovedPath, rollMoveHazards, strides } from '../terrain/terrain-effects';
import { draftUnitsById, isVehicle, liveModels, profileOf, unitHas, unitsById } from '../units/units';
import type { MovePlan } from './move-check';

/**
 * The unit rules that governed a move once made: Jump/Flying measured it in a straight line (WT-SUR-21) and
 * crossed terrain as Clear (WT-SUR-20), Strider crossed its terrain as Clear (WT-SUR-43), a Vehicle/Monster's
 * Move was capped by its wounds left (WT-SUR-60), a unit left a Vehicle/Monster's contact without a Will roll
 * (WT-SUR-63), Acute Senses moved farther than 6" in Limited visibility without a Dangerous roll (WT-SUR-02),
 * a model climbed between ruins floors (WT-BLD-03).
 */
export function moveRuleIds(state: WastelandState, unit: UnitState, plan: MovePlan): string[] {
  // WT-BLD-03: a model climbed up or down between the floors of multi-level ruins.
  const climbed = plan.moved.some(
    (m) => (m.level ?? 0) !== (unit.models.find((x) => x.id === m.model)?.elevation ?? 0),
  );
  const moved = plan.paths.filter((p) => p.path.length > 1 && geometry.pathLength(p.path) > 1e-9);
  if (moved.length === 0) return climbed ? ['WT-BLD-03'] : [];
  const out: string[] = climbed ? ['WT-BLD-03'] : [];
  const crossed = (test: (area: TerrainArea) => boolean, straight: boolean) =>
    moved.some((p) => {
      const line = straight ? [p.path[0] as Vec2, p.path[p.path.length - 1] as Vec2] : p.path;
      return state.terrain.some((a) => test(a) && pathTouchesArea(line, a));
    });
  if (isAirborne(state, unit)) {
    out.push('WT-SUR-21');
    if (crossed((a) => a.difficult || a.dangerous > 0 || a.impassible, true)) out.push('WT-SUR-20');
  } else if (
    crossed(
      (a) =>
        (a.difficult && strides(state, unit, 'Difficult')) ||
        (a.dangerous > 0 && strides(state, unit, 'Dangerous')),
      false,
    )
  )
    out.push('WT-SUR-43');
  if (isVehicle(state, unit)) {
    const move = profileOf(state, unit).move - exhaustedPenalty(state, unit);
    const capped = (p: MovedPath) => {
      const model = unit.models.find((m) => m.id === p.model);
      return model !== undefined && model.wounds < move;
    };
    if (moved.some(capped)) out.push('WT-SUR-60');
  }
  if (leavesVehicleContact(state, unit, plan)) out.push('WT-SUR-63');
  // WT-SUR-02 / R57: farther than 6" in Limited visibility, yet no Dangerous roll for Acute Senses.
  if (
    hasCondition(state, 'limited-visibility') &&
    unitHas(state, unit, 'Acute Senses') &&
    moved.some((p) => geometry.pathLength(p.path) > 6 + 1e-9)
  )
    out.push('WT-SUR-02');
  return out;
}

/** WT-SUR-63: the move takes the unit out of base contact with an enemy unit, one of them a Vehicle/Monster (no Will roll). */
function leavesVehicleContact(state: WastelandState, unit: UnitState, plan: MovePlan): boolean {
  const vehicle = isVehicle(state, unit);
  const touching = unitsInContactWith(state, unit).filter((u) => vehicle || isVehicle(state, u));
  if (touching.length === 0) return false;
  const after: UnitState = {
    ...unit,
    models: unit.models.map((m) => {
      const step = plan.moved.find((s) => s.model === m.id);
      return step ? { ...m, x: step.to.x, y: step.to.y } : m;
    }),
  };
  const moved: WastelandState = { ...state, units: state.units.map((u) => (u.id === unit.id ? after : u)) };
  const still = new Set(unitsInContactWith(moved, after).map((u) => u.id));
  return touching.some((u) => !still.has(u.id));
}

/** The Move action is under way: the activation stops waiting, and the unit counts one more Move (WT-SUR-37). */
export function finishMoveAction(draft: WastelandDraft, unitId: string): void {
  if (draft.activation) delete draft.activation.awaitingMove;
  const unit = draftUnitsById.require(draft, unitId);
  unit.moveActions = (unit.moveActions ?? 0) + 1;
}

/**
 * Moves the models (turning Vehicle/Monster models and setting ruins floors), marks the unit and its
 * passengers as moved (R52), names the rules that governed it (with the caller's `rules`), then rolls the
 * terrain hazards (WT-TERR-05, WT-COND-03/08) and checks an Ambush evacuation (WT-MIS-05).
 */
export function applyMove(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  plan: MovePlan,
  kind: 'move' | 'charge',
  rules: readonly string[] = [],
): void {
  const target = draftUnitsById.require(draft, unitId);
  const before = readDraft(draft);
  const governed = moveRuleIds(before, unitsById.get(before, unitId) as UnitState, plan);
  for (const step of plan.moved) {
    const model = target.models.find((m) => m.id === step.model);
    if (!model) continue;
    model.x = step.to.x;
    model.y = step.to.y;
    model.facing = step.facing;
    if (step.level) model.elevation = step.level;
    else delete model.elevation;
  }
  if (plan.moved.some((m) => geometry.distance(m.from, m.to) > 1e-9)) {
    target.moved = true;
    for (const passenger of draft.units) if (passenger.embarkedIn === unitId) passenger.moved = true;
  }
  delete target.pushForward; // WT-SUR-28: used by this Move.
  ctx.emit({
    type: 'unit-moved',
    unit: unitId,
    kind,
    models: plan.moved.map((m) => ({ model: m.model, from: m.from, to: m.to })),
    rules: [kind === 'move' ? 'WT-MOVE-01' : 'WT-FIGHT-05', ...governed, ...rules],
  });
  rollMoveHazards(draft, ctx, unitId, plan.paths, kind);
  checkEvacuation(draft, ctx, unitId);
}

/** WT-MIS-05 / R41: an Ambush defender unit whose every model has reached the west edge is evacuated. */
export function checkEvacuation(draft: WastelandDraft, ctx: WastelandContext, unitId: string): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId);
  if (state.mission.id !== 1 || !unit || unit.status !== 'on-table') return;
  const side = draft.sides.find((s) => s.player === unit.player);
  if (side?.role !== 'defender') return;
  const radius = profileOf(state, unit).base / 2;
  const models = liveModels(unit);
  if (models.length === 0 || !models.every((m) => geometry.isAtMost(m.x - radius, 0))) return;
  draftUnitsById.require(draft, unitId).status = 'evacuated';
  side.evacuated += 1;
  ctx.emit({ type: 'unit-evacuated', player: unit.player, unit: unitId, points: 0, rules: ['WT-MIS-05'] });
}
