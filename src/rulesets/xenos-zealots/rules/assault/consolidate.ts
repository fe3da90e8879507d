import { geometry } from 'sandtable';
import type { Placement } from '../../commands/schema';
import type { ModelState, UnitState, XzState } from '../../state';
import { baseSpeed } from '../movement';
import { coherencyProblem, overlapProblem, placed } from '../placement';
import type { Refusal } from '../refuse';
import { aliveModels, CONTACT, cardOf, enemyUnits, leaderOf, modelDistance } from '../units';
import { canReach, gapTo, isFree, otherModels } from './reach';

/**
 * XZ-ASLT-19 / R34: why these consolidation positions are illegal, or undefined: each model moves up to its
 * terrain-modified Mobility, none moves into contact with an enemy model or onto another model, and the unit ends
 * in coherency.
 */
export function consolidationProblem(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
): Refusal | undefined {
  const seen = new Set<string>();
  const enemies = enemyUnits(state, unit.player).flatMap(aliveModels);
  for (const [i, p] of placements.entries()) {
    const m = unit.models.find((x) => x.id === p.model && x.alive);
    if (!m)
      return {
        code: 'unknown-entity',
        message: `'${unit.name}' has no model '${p.model}' in play.`,
        rule: 'XZ-ASLT-19',
        path: ['models', i, 'model'],
      };
    if (seen.has(p.model))
      return {
        code: 'duplicate-model',
        message: `${p.model} is placed twice.`,
        rule: 'R34',
        path: ['models', i],
      };
    seen.add(p.model);
    if (gapTo({ ...m, x: p.x, y: p.y }, enemies) <= CONTACT)
      return {
        code: 'contact',
        message: `${m.name} (${m.id}) would move into contact with the enemy; consolidation never moves into contact (R34).`,
        rule: 'R34',
        path: ['models', i],
      };
    if (!canReach(state, unit, m, p))
      return {
        code: 'too-far',
        message: `${m.name} (${m.id}) can't reach (${p.x}, ${p.y}): consolidation moves each model up to its terrain-modified Mobility, never through another model (R34, R17, XZ-MOVE-03).`,
        rule: 'R34',
        path: ['models', i],
      };
  }
  const after = placed(unit, placements);
  const problem = overlapProblem(state, unit, after, true) ?? coherencyProblem(state, unit, after);
  return problem ? { ...problem, path: ['models'] } : undefined;
}

/**
 * XZ-ASLT-19 / R34: the engine's consolidation: each model beyond the Coherency radius moves straight toward
 * its leader, as far as its Mobility allows, until back in coherency (a model whose way is blocked stays).
 */
export function regroup(state: XzState, unit: UnitState): Placement[] {
  const leader = leaderOf(unit);
  if (!leader) return [];
  const radius = cardOf(state, unit).coherency;
  const outside = otherModels(state, unit);
  const enemies = enemyUnits(state, unit.player).flatMap(aliveModels);
  const current: ModelState[] = aliveModels(unit);
  const out: Placement[] = [];
  for (const m of aliveModels(unit)) {
    if (m.id === leader.id) continue;
    const gap = modelDistance(m, leader);
    if (gap <= radius) continue;
    const need = gap - radius + 0.05;
    const d = Math.min(need, baseSpeed(state, unit, m) - 0.001, geometry.distance(m, leader));
    if (d <= 0) continue;
    const dir = geometry.directionOf(geometry.bearing(m, leader));
    const p = { x: round(m.x + dir.x * d), y: round(m.y + dir.y * d) };
    const at = { ...m, ...p };
    const others = [...outside, ...current.filter((x) => x.id !== m.id)];
    if (!isFree(state, at, others) || gapTo(at, enemies) <= CONTACT || !canReach(state, unit, m, p)) continue;
    out.push({ model: m.id, ...p });
    const k = current.findIndex((x) => x.id === m.id);
    current[k] = at;
  }
  return out;
}

const round = (v: number) => Math.round(v * 10000) / 10000;
