import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { SqState, UnitState } from '../state';
import { baseInImpassable, baseOnTable, coherent, inDifficult, pathCost } from './geometry';
import { alive, baseRadius, hasRule, moveAllowance, opponentOf } from './units';

/** Why a set of positions is refused: a stable code, the rule and a message. */
export interface MoveProblem {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

/** How a unit moves. */
export interface MoveOptions {
  /** SQ-SPC-09 / SQ-DEF-26: with jump packs. */
  readonly jump?: boolean;
  /** The allowance (default the unit's own). */
  readonly allowance?: number;
  /** SQ-CQB-01: an assault move: may end within 1" of this enemy unit's models. */
  readonly assaulting?: readonly string[];
  /** Ignore enemy clearance altogether (consolidation, SQ-CQB-13). */
  readonly noClearance?: boolean;
}

/** What a legal move measured. */
export interface MoveResult {
  /** Farthest path cost of a model (inches of allowance spent). */
  readonly spent: number;
  /** Farthest straight distance a model moved (SQ-DEF-12: a vehicle's distance moved). */
  readonly distance: number;
  /** Whether a model ended in difficult terrain (SQ-SPC-10). */
  readonly endsInDifficult: boolean;
  readonly rules: readonly string[];
}

/**
 * SQ-DEF-12: checks new positions for a unit's living models (in model order): each within its allowance (terrain
 * costs, SQ-SPC-11/13 ignore difficult terrain, jump packs ignore terrain), not through buildings, on the table,
 * not on another model, not within 1" of an enemy model (except an assault's target), the unit coherent.
 */
export function checkMove(
  state: SqState,
  unit: UnitState,
  positions: readonly Vec2[],
  options: MoveOptions = {},
): MoveProblem | MoveResult {
  const models = alive(unit);
  if (positions.length !== models.length)
    return {
      code: 'wrong-model-count',
      rule: 'SQ-ACT-01',
      message: `give one position for each of the ${models.length} models of ${unit.name} (got ${positions.length})`,
    };
  const jump = options.jump === true;
  const allowance = options.allowance ?? moveAllowance(state, unit, jump);
  const light = hasRule(state, unit, 'lightInfantry') || hasRule(state, unit, 'recon');
  const rules = new Set<string>(['SQ-DEF-12']);
  if (jump) rules.add('SQ-SPC-09');
  else if (unit.kind === 'infantry' && hasRule(state, unit, 'fast') && options.allowance === undefined)
    rules.add('SQ-SPC-04');
  let spent = 0;
  let distance = 0;
  let endsInDifficult = false;
  const radius = baseRadius(unit);
  const bases: Circle[] = [];
  for (let i = 0; i < models.length; i++) {
    const m = models[i] as (typeof models)[number];
    const p = positions[i] as Vec2;
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y))
      return {
        code: 'bad-position',
        rule: 'SQ-DEF-12',
        message: 'positions must be finite numbers of inches',
      };
    const cost = pathCost(state, m, p, light, jump);
    if (cost.blocked)
      return {
        code: 'path-blocked',
        rule: 'SQ-DEF-12',
        message: `model ${i + 1} of ${unit.name} would move through impassable terrain; go around it`,
      };
    if (cost.cost > allowance + 1e-6)
      return {
        code: 'too-far',
        rule: 'SQ-DEF-12',
        message: `model ${i + 1} of ${unit.name} would spend ${cost.cost.toFixed(1)}" of its ${allowance}" move${cost.difficult ? ' (difficult terrain costs double)' : ''}`,
      };
    const crossed =
      jump || options.assaulting || options.noClearance ? undefined : crossedUnit(state, unit, m, p);
    if (crossed)
      return {
        code: 'path-blocked',
        rule: 'SQ-DEF-12',
        message: `model ${i + 1} of ${unit.name} would move through a model of ${crossed.name}; go around it`,
      };
    if (cost.difficult && light) {
      if (hasRule(state, unit, 'recon')) rules.add('SQ-SPC-13');
      if (hasRule(state, unit, 'lightInfantry')) rules.add('SQ-SPC-11');
    }
    if (cost.wall) rules.add('SQ-DEF-02');
    spent = Math.max(spent, cost.cost);
    distance = Math.max(distance, geometry.distance(m, p));
    const base = { center: { x: p.x, y: p.y }, radius };
    if (!baseOnTable(state, base))
      return {
        code: 'off-table',
        rule: 'SQ-DEF-12',
        message: `model ${i + 1} of ${unit.name} would leave the table`,
      };
    if (baseInImpassable(state, base))
      return {
        code: 'impassable',
        rule: 'SQ-DEF-12',
        message: `model ${i + 1} of ${unit.name} cannot stand inside a building`,
      };
    if (inDifficult(state, p)) endsInDifficult = true;
    bases.push(base);
  }
  const problem = placementProblem(state, unit, bases, options);
  if (problem) return problem;
  return { spent, distance, endsInDifficult, rules: [...rules] };
}

/**
 * SQ-DEF-12: where bases may stand: not overlapping one another or another unit's model, not within 1" of an
 * enemy model (unless assaulting it, or consolidating), and in coherency.
 */
export function placementProblem(
  state: SqState,
  unit: UnitState,
  bases: readonly Circle[],
  options: MoveOptions = {},
): MoveProblem | undefined {
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++)
      if (overlap(bases[i] as Circle, bases[j] as Circle))
        return {
          code: 'models-overlap',
          rule: 'SQ-DEF-12',
          message: `models ${i + 1} and ${j + 1} would stand on each other`,
        };
  const enemy = opponentOf(state, unit.player);
  const clearance = state.params.move.enemyClearance;
  for (const other of state.units) {
    if (other.id === unit.id || other.status !== 'table') continue;
    const isEnemy = other.player === enemy;
    const exempt = options.noClearance || (options.assaulting?.includes(other.id) ?? false);
    const r = baseRadius(other);
    for (const m of other.models) {
      if (!m.alive) continue;
      const ob = { center: { x: m.x, y: m.y }, radius: r };
      for (const b of bases) {
        const d = geometry.baseDistance(ob, b);
        if (overlap(ob, b))
          return {
            code: 'models-overlap',
            rule: 'SQ-DEF-12',
            message: `a model would stand on a model of ${other.name}`,
          };
        if (isEnemy && !exempt && d < clearance - 1e-6)
          return {
            code: 'too-close-to-enemy',
            rule: 'SQ-DEF-12',
            message: `models may not end within ${clearance}" of ${other.name} except to enter CQB (SQ-ACT-04)`,
          };
      }
    }
  }
  if (!coherent(state, bases))
    return {
      code: 'not-coherent',
      rule: 'SQ-DEF-12',
      message: `every model must end within ${state.params.coherency}" of another model of the unit, as one chain`,
    };
  return undefined;
}

/**
 * SQ-DEF-12: the other unit (friend or foe) whose model a straight move from `from` to `to` passes through, if
 * any (jump packs fly over them, SQ-DEF-26).
 */
function crossedUnit(state: SqState, unit: UnitState, from: Vec2, to: Vec2): UnitState | undefined {
  for (const other of state.units) {
    if (other.id === unit.id || other.status !== 'table') continue;
    // Crossing a model is passing through its base: the moving model's path runs over it (brushing past is not).
    const reach = baseRadius(other) - 1e-6;
    for (const m of other.models)
      if (m.alive && geometry.pointSegmentDistance(m, from, to) < reach) return other;
  }
  return undefined;
}

/** SQ-DEF-12: whether two bases overlap (touching is allowed; the core's `baseDistance` is never negative). */
export function overlap(a: Circle, b: Circle): boolean {
  return geometry.distance(a.center, b.center) < a.radius + b.radius - 1e-6;
}

/** Whether `checkMove` answered a problem. */
export function isProblem(x: MoveProblem | MoveResult): x is MoveProblem {
  return 'code' in x;
}

/** Moves the unit's living models to `positions` (vehicles face the way they moved). */
export function placeModels(unit: UnitState, positions: readonly Vec2[]): void {
  let i = 0;
  for (const m of unit.models) {
    if (!m.alive) continue;
    const p = positions[i++] as Vec2;
    if (unit.kind === 'vehicle' && geometry.distance(m, p) > 1e-6) m.facing = geometry.bearing(m, p);
    m.x = p.x;
    m.y = p.y;
  }
}
