import type { Placement } from '../../commands/schema';
import type { ModelState, UnitState, XzState } from '../../state';
import { sight } from '../geometry';
import { overlapProblem, placed } from '../placement';
import type { Refusal } from '../refuse';
import { aliveModels, leaderOf, modelDistance } from '../units';
import {
  canReach,
  closestApproach,
  engagement,
  findSpot,
  gapTo,
  jumps,
  otherModels,
  type SpotContext,
} from './reach';

/** R31 / XZ-ASLT-05: the radius around the unit leader that replaces the Coherency radius in an Assault move. */
export const ASSAULT_RADIUS = 6;
/** R31 / XZ-ASLT-04: how close the leader (and, failing contact, the others) must end to a target model. */
export const ASSAULT_REACH = 2;
/** R31: slack allowed against the engine's own closest approach (its search is sampled). */
const APPROACH_SLACK = 0.25;

/** XZ-ASLT-03 / R27: whether the unit leader sees a model of `target` (R18, R19). */
export function leaderSees(state: XzState, unit: UnitState, target: UnitState): boolean {
  const leader = leaderOf(unit);
  if (!leader) return false;
  const terrain = state.scenario.terrain;
  return aliveModels(target).some((t) => sight(leader, t, terrain).visible);
}

/**
 * XZ-ASLT-03 … XZ-ASLT-06 / R31 / XZ-ORD-07: why these positions are not a legal Assault move against `target`,
 * or undefined: the leader sees the target, ends in contact with a target model or within 2" of one, each model
 * moves no further than its terrain-modified Mobility, ends within 6" of the leader and in the first of R31's
 * priorities it can reach (contact, within 2", as close as possible), and no model overlaps another. Models not
 * listed stay where they are and are held to the same priorities. With `jump` (R28) the models with Jump Jets jump
 * instead of moving, and the priorities are judged by where their jumps reach.
 */
export function chargeProblem(
  state: XzState,
  unit: UnitState,
  target: UnitState,
  placements: readonly Placement[],
  jump = false,
): Refusal | undefined {
  const leader = leaderOf(unit);
  if (!leader)
    return { code: 'unknown-entity', message: `'${unit.name}' has no models.`, rule: 'XZ-ASLT-03' };
  if (!leaderSees(state, unit, target))
    return {
      code: 'not-in-sight',
      message: `'${target.name}' is not in the line of sight of ${leader.name} (${leader.id}); a unit leader assaults an enemy unit it can see (XZ-ASLT-03).`,
      rule: 'XZ-ASLT-03',
      path: ['target'],
    };
  const seen = new Set<string>();
  for (const [i, p] of placements.entries()) {
    const m = unit.models.find((x) => x.id === p.model && x.alive);
    if (!m)
      return {
        code: 'unknown-entity',
        message: `'${unit.name}' has no model '${p.model}' in play.`,
        rule: 'XZ-ASLT-04',
        path: ['models', i, 'model'],
      };
    if (seen.has(p.model))
      return {
        code: 'duplicate-model',
        message: `${p.model} is placed twice; give each model one end point.`,
        rule: 'R31',
        path: ['models', i],
      };
    seen.add(p.model);
    if (!canReach(state, unit, m, p, jump))
      return jumps(state, unit, m, jump)
        ? {
            code: 'too-far',
            message: `${m.name} (${m.id}) can't jump to (${p.x}, ${p.y}): a jump is at most 8" less 2" for each level climbed, and lands neither in Impassable terrain nor inside solid terrain (R28, XZ-SMOV-04, XZ-SMOV-05).`,
            rule: 'R28',
            path: ['models', i],
          }
        : {
            code: 'too-far',
            message: `${m.name} (${m.id}) can't reach (${p.x}, ${p.y}): each model moves no further than its terrain-modified Mobility in an Assault, and never through another model (R31, R17, XZ-ORD-07, XZ-MOVE-03).`,
            rule: 'R31',
            path: ['models', i],
          };
  }
  if (!seen.has(leader.id))
    return {
      code: 'leader-not-placed',
      message: `Place the unit leader ${leader.name} (${leader.id}) first: it moves into contact with, or within 2" of, a model of '${target.name}' (XZ-ASLT-04).`,
      rule: 'XZ-ASLT-04',
      path: ['models'],
    };
  const after = placed(unit, placements);
  const targets = aliveModels(target);
  const newLeader = after.find((m) => m.id === leader.id) as ModelState;
  if (gapTo(newLeader, targets) > ASSAULT_REACH + 1e-9)
    return {
      code: 'leader-not-engaged',
      message: `${leader.name} (${leader.id}) must end in base contact with a model of '${target.name}' or within 2" of one; '${target.name}' must be within its terrain-modified Mobility (XZ-ASLT-03, XZ-ASLT-04).`,
      rule: 'XZ-ASLT-04',
      path: pathOf(placements, leader.id),
    };
  for (const m of after) {
    if (!m.alive || m.id === leader.id) continue;
    if (modelDistance(m, newLeader) > ASSAULT_RADIUS + 1e-9)
      return {
        code: 'out-of-assault-radius',
        message: `${m.name} (${m.id}) would end ${modelDistance(m, newLeader).toFixed(2)}" from its leader; in an Assault every model ends within 6" of the unit leader (XZ-ASLT-05, R31).`,
        rule: 'XZ-ASLT-05',
        path: pathOf(placements, m.id),
      };
  }
  const overlap = overlapProblem(state, unit, after, true);
  if (overlap) return { ...overlap, path: ['models'] };
  const outside = otherModels(state, unit);
  for (const m of after) {
    if (!m.alive || m.id === leader.id) continue;
    const tier = engagement(m, targets);
    if (tier === 1) continue;
    const start = unit.models.find((x) => x.id === m.id) as ModelState;
    const c: SpotContext = {
      state,
      unit,
      leader: newLeader,
      targets,
      others: [...outside, ...after.filter((x) => x.alive && x.id !== m.id)],
      radius: ASSAULT_RADIUS,
      jump,
    };
    const contact = findSpot(c, start, 1);
    if (contact)
      return {
        code: 'contact-required',
        message: `${m.name} (${m.id}) can reach base contact with '${target.name}' (e.g. at (${contact.x}, ${contact.y})); models MUST be placed in contact where there is room (XZ-ASLT-05, R31).`,
        rule: 'XZ-ASLT-05',
        path: pathOf(placements, m.id),
      };
    if (tier === 2) continue;
    const near = findSpot(c, start, 2);
    if (near)
      return {
        code: 'within-2-required',
        message: `${m.name} (${m.id}) can reach a point within 2" of '${target.name}' (e.g. (${near.x}, ${near.y})); with no room for contact a model ends within 2" of an enemy model (XZ-ASLT-06, R31).`,
        rule: 'XZ-ASLT-06',
        path: pathOf(placements, m.id),
      };
    const best = closestApproach(c, start);
    if (gapTo(m, targets) > best.gap + APPROACH_SLACK)
      return {
        code: 'not-close-enough',
        message: `${m.name} (${m.id}) can get to ${best.gap.toFixed(2)}" of '${target.name}' (e.g. at (${best.at.x}, ${best.at.y})); a model with no room within 2" ends as close as possible (XZ-ASLT-06, R31).`,
        rule: 'XZ-ASLT-06',
        path: pathOf(placements, m.id),
      };
  }
  return undefined;
}

function pathOf(placements: readonly Placement[], model: string): (string | number)[] {
  const i = placements.findIndex((p) => p.model === model);
  return i < 0 ? ['models'] : ['models', i];
}

/**
 * R31 / XZ-ASLT-04 … XZ-ASLT-06: an Assault move against `target` built by the priorities: the leader into
 * contact with the closest target model it can reach (else within 2"), then each other model, closest first,
 * into contact, else within 2", else as close as it can get, all within 6" of the leader; undefined when the
 * leader can reach neither. `blockByStart` keeps models not yet placed where they stand while others are placed;
 * `jump` (R28) makes the models with Jump Jets jump.
 */
export function chargePlacements(
  state: XzState,
  unit: UnitState,
  target: UnitState,
  blockByStart: boolean,
  jump = false,
): Placement[] | undefined {
  const leader = leaderOf(unit);
  if (!leader) return undefined;
  const targets = aliveModels(target);
  const outside = otherModels(state, unit);
  const alive = aliveModels(unit);
  const placedModels: ModelState[] = [];
  const blockers = (self: ModelState) => [
    ...outside,
    ...placedModels,
    ...(blockByStart
      ? alive.filter((m) => m.id !== self.id && !placedModels.some((p) => p.id === m.id))
      : []),
  ];
  const lc: SpotContext = { state, unit, leader, targets, others: blockers(leader), radius: 0, jump };
  const leaderAt = findSpot(lc, leader, 1) ?? findSpot(lc, leader, 2);
  if (!leaderAt) return undefined;
  const newLeader = { ...leader, x: leaderAt.x, y: leaderAt.y };
  placedModels.push(newLeader);
  const out: Placement[] = [{ model: leader.id, x: leaderAt.x, y: leaderAt.y }];
  const rest = alive
    .filter((m) => m.id !== leader.id)
    .map((m) => ({ m, d: gapTo(m, targets) }))
    .sort((a, b) => a.d - b.d || (a.m.id < b.m.id ? -1 : 1));
  for (const { m } of rest) {
    const c: SpotContext = {
      state,
      unit,
      leader: newLeader,
      targets,
      others: blockers(m),
      radius: ASSAULT_RADIUS,
      jump,
    };
    const at = findSpot(c, m, 1) ?? findSpot(c, m, 2) ?? closestApproach(c, m).at;
    placedModels.push({ ...m, x: at.x, y: at.y });
    if (at.x !== m.x || at.y !== m.y) out.push({ model: m.id, x: at.x, y: at.y });
  }
  return out;
}
