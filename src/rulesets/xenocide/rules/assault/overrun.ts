import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { ActivationPhase, Order, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { pathDistanceToBase, pointAlong, truncatePath } from '../movement/path-geometry';
import { featureCrossings } from '../movement/terrain-effects';
import { traitsOf } from '../movement/traits';
import { ZONE_OF_CONTROL } from '../movement/zone-of-control';
import type { ModelPath } from './assault-move';
import { markersAfterRound } from './assault-suppression';
import type { AssaultEffect } from './effects';
import { baseOf, presentModels } from './participants';
import { type AssaultRefusal, inches, refuse } from './refusal';

/** XEN-OVR-01: an overrun the moving player declares: the unit, the unit it overruns and each model's path. */
export interface OverrunPlan {
  readonly unit: string;
  readonly target: string;
  /** Every model's path after its current position. */
  readonly paths: readonly ModelPath[];
}

/**
 * XEN-OVR-01 / XEN-OVR-02 / R7 / R41: why an overrun is refused: the unit and the target are ground units
 * of opposing players on the table; every model of the unit has a path, at least one passes through the
 * target's zone of control, every one ends more than 4" from it, and no model's path needs a difficult or
 * dangerous terrain test. The rest of the move (length, other zones) is the movement rules' to check.
 */
export function whyCannotOverrun(
  state: XenocideState,
  player: PlayerId,
  plan: OverrunPlan,
): AssaultRefusal | undefined {
  const unit = findUnit(state, plan.unit);
  const target = findUnit(state, plan.target);
  if (!unit || unit.player !== player || unit.status !== 'on-table')
    return refuse('unknown-entity', `Unit ${plan.unit} is not one of your units on the table.`, ['unit']);
  if (
    !target ||
    target.player === player ||
    target.status !== 'on-table' ||
    presentModels(state, target).length === 0
  )
    return refuse('unknown-entity', `Unit ${plan.target} is not an enemy unit on the table.`, ['target']);
  if (unit.high || target.high)
    return refuse('illegal-action', 'Units flying high neither overrun nor are overrun (R41).', ['unit']);
  const enemies = presentModels(state, target).map(baseOf);
  const models = unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
  let through = false;
  for (const model of models) {
    const entry = plan.paths.find((p) => p.model === model.id);
    if (!entry || entry.path.length === 0) {
      return refuse(
        'illegal-action',
        `Model ${model.id} has no path; an overrun moves every model of the unit through the enemy's zone of control (XEN-OVR-01).`,
        ['paths'],
      );
    }
    const path = [{ x: model.x, y: model.y }, ...entry.path];
    const end = path[path.length - 1] as Vec2;
    const gap = geometry.nearestDistance({ center: end, radius: model.radius }, enemies);
    if (geometry.isAtMost(gap, ZONE_OF_CONTROL)) {
      return refuse(
        'zone-of-control',
        `Model ${model.id} would end ${inches(gap)} from ${plan.target}; an overrunning model must end more than 4" from the unit it overruns (XEN-OVR-01).`,
        ['paths'],
      );
    }
    if (enemies.some((e) => geometry.isAtMost(pathDistanceToBase(path, model.radius, e), ZONE_OF_CONTROL)))
      through = true;
    const traits = traitsOf(profileOf(state, model));
    const locomotion = { flying: traits.flyer, skimming: !traits.flyer && (traits.skimmer || traits.hover) };
    const slowed = featureCrossings(path, state.terrain, traits, locomotion).find(
      (c) =>
        c.effect === 'difficult' ||
        c.effect === 'dangerous' ||
        (c.effect !== 'over' && state.terrain[c.feature]?.intrinsicallyDangerous === true),
    );
    if (slowed) {
      const f = state.terrain[slowed.feature];
      return refuse(
        'illegal-action',
        `Model ${model.id} would need a terrain test in ${f?.name} (${f?.id}); an overrun is allowed only when no model needs a difficult or dangerous terrain test (XEN-OVR-02, R7).`,
        ['paths'],
      );
    }
  }
  if (!through) {
    return refuse(
      'illegal-action',
      `No model passes within 4" of ${plan.target}; an overrun moves through the enemy unit's zone of control (XEN-OVR-01).`,
      ['paths'],
    );
  }
  return undefined;
}

const CONTACT_STEP = 0.25;

/**
 * XEN-OVR-03: where the overrun round is fought: every model advances along its path as far as the first
 * model has gone when it enters the target's zone of control. Move the models there before the round.
 */
export function overrunContact(state: XenocideState, plan: OverrunPlan): ModelPath[] {
  const unit = findUnit(state, plan.unit);
  const target = findUnit(state, plan.target);
  if (!unit || !target) return [];
  const enemies = presentModels(state, target).map(baseOf);
  const paths = plan.paths.flatMap((entry) => {
    const model = unit.models.find((m) => m.id === entry.model);
    return model ? [{ model, path: [{ x: model.x, y: model.y }, ...entry.path] }] : [];
  });
  const inZone = (at: Vec2, radius: number) =>
    enemies.some((e) => geometry.isAtMost(geometry.baseDistance({ center: at, radius }, e), ZONE_OF_CONTROL));
  let reach = Number.POSITIVE_INFINITY;
  for (const { model, path } of paths) {
    const length = geometry.pathLength(path);
    let outside = 0;
    for (let d = 0; d <= length + CONTACT_STEP; d += CONTACT_STEP) {
      const at = Math.min(d, length);
      if (!inZone(pointAlong(path, at), model.radius)) {
        outside = at;
        continue;
      }
      let inside = at;
      for (let i = 0; i < 30; i++) {
        const mid = (outside + inside) / 2;
        if (inZone(pointAlong(path, mid), model.radius)) inside = mid;
        else outside = mid;
      }
      reach = Math.min(reach, inside);
      break;
    }
  }
  if (!Number.isFinite(reach)) reach = 0;
  return paths.map(({ model, path }) => ({ model: model.id, path: truncatePath(path, reach).slice(1) }));
}

/** XEN-OVR-06: the direction the overrunning unit moves in (the mean of its models' start-to-end directions). */
export function overrunApproach(state: XenocideState, plan: OverrunPlan): Vec2 | undefined {
  const unit = findUnit(state, plan.unit);
  let sum = { x: 0, y: 0 };
  for (const entry of plan.paths) {
    const model = unit?.models.find((m) => m.id === entry.model);
    const end = entry.path[entry.path.length - 1];
    if (!model || !end) continue;
    sum = geometry.add(sum, geometry.subtract(end, { x: model.x, y: model.y }));
  }
  return geometry.magnitude(sum) > 0 ? geometry.normalize(sum) : undefined;
}

/**
 * XEN-OVR-05 / XEN-OVR-06: whether the overrun succeeded: the overrunning unit is still on the table and
 * ended the round with no suppression marker.
 */
export function overrunSucceeded(state: XenocideState, assault: AssaultState): boolean {
  const unit = assault.overrun ? findUnit(state, assault.overrun.unit) : undefined;
  if (unit?.status !== 'on-table' || presentModels(state, unit).length === 0) return false;
  return markersAfterRound(state, assault, unit.id) === 0;
}

/**
 * XEN-OVR-07: models of the overrunning side that rode in transports destroyed in the overrun and are left
 * within the overrun unit's zone of control are destroyed.
 */
export function strandedModels(state: XenocideState, assault: AssaultState): AssaultEffect[] {
  const target = assault.overrun ? findUnit(state, assault.overrun.target) : undefined;
  if (!target) return [];
  const enemies = presentModels(state, target).map(baseOf);
  const out: AssaultEffect[] = [];
  for (const lost of assault.lostTransports) {
    for (const id of lost.passengers) {
      const unit = state.units.find((u) => u.models.some((m) => m.id === id));
      const model = unit?.models.find((m) => m.id === id);
      if (
        !unit ||
        !model ||
        model.removed ||
        model.embarkedIn !== undefined ||
        unit.player !== assault.attacker
      )
        continue;
      if (enemies.some((e) => geometry.isWithin(baseOf(model), e, ZONE_OF_CONTROL)))
        out.push({ kind: 'model-killed', unit: unit.id, model: id, cause: 'overrun-stranded' });
    }
  }
  return out;
}

/** XEN-OVR-05 / XEN-OVR-08 / XEN-OVR-09: what a finished overrun lets the overrunning unit do next. */
export interface OverrunAftermath {
  /** XEN-OVR-05: it completes its move past the enemy (otherwise it fled, XEN-OVR-06). */
  readonly completesMove: boolean;
  /** XEN-OVR-08: a successful overrun in the First Movement phase leaves the unit free to shoot. */
  readonly mayShoot: boolean;
  /** XEN-OVR-09: a unit on Assault orders that overran successfully may go on to assault another unit. */
  readonly mayAssault: boolean;
}

/** XEN-OVR-05 / XEN-OVR-08 / XEN-OVR-09: the aftermath of an overrun for the command layer. */
export function overrunAftermath(
  succeeded: boolean,
  phase: ActivationPhase,
  order: Order | undefined,
): OverrunAftermath {
  return {
    completesMove: succeeded,
    mayShoot: succeeded && phase === 'first-movement' && order !== 'assault',
    mayAssault: succeeded && order === 'assault',
  };
}
