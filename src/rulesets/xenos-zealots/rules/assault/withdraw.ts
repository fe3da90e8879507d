import { geometry, type Vec2 } from 'sandtable';
import type { Placement, XzCommandOf } from '../../commands/schema';
import type { XzContext } from '../../events';
import type { ModelState, UnitState, XzDraft, XzState } from '../../state';
import { destroyUnit, worsenMorale } from '../morale';
import { applyMoves, baseSpeed, moveAway } from '../movement';
import { coherencyProblem, overlapProblem, placed } from '../placement';
import { refuse } from '../refuse';
import { aliveModels, CONTACT, cardOf, enemyUnits, leaderOf, modelDistance, unitById } from '../units';
import { canReach, gapTo, isFree, otherModels } from './reach';
import type { WithdrawStep } from './result';

/** R33 / XZ-ASLT-18: the clearance a withdrawal should reach, and the least it must. */
export const WITHDRAW_CLEAR = 3;
/** XZ-ASLT-18: the least clearance of a surrounded unit (it is Neutralized). */
export const WITHDRAW_MIN = 1;

/** R33: the closest gap between the unit's models (as placed) and any enemy model. */
export function enemyClearance(state: XzState, unit: UnitState, models: readonly ModelState[]): number {
  const enemies = enemyUnits(state, unit.player).flatMap(aliveModels);
  let best = Number.POSITIVE_INFINITY;
  for (const m of models) if (m.alive) best = Math.min(best, gapTo(m, enemies));
  return best;
}

/** R33: the point of the winner closest to the loser's leader (the withdrawal goes directly away from it). */
function winnerPoint(unit: UnitState, winner: UnitState): Vec2 | undefined {
  const leader = leaderOf(unit);
  if (!leader) return undefined;
  let best: Vec2 | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const m of aliveModels(winner)) {
    const d = modelDistance(leader, m);
    if (d < distance) {
      distance = d;
      best = { x: m.x, y: m.y };
    }
  }
  return best;
}

/**
 * R33 / XZ-ASLT-18: the engine's withdrawal: the whole unit directly away from the winner by its leader's
 * Mobility (the largest share of it that keeps every model on the table and off other models), away from the
 * winner's model closest to the leader or else from the winner's centre, whichever leaves more clearance, with the
 * clearance it reaches.
 */
export function directWithdrawal(
  state: XzState,
  unit: UnitState,
  winner: UnitState | undefined,
): { placements: Placement[]; clearance: number; rules: readonly string[] } {
  const leader = leaderOf(unit);
  let best = {
    placements: [] as Placement[],
    clearance: enemyClearance(state, unit, unit.models),
    rules: [] as readonly string[],
  };
  if (!leader || !winner) return best;
  const speed = baseSpeed(state, unit, leader);
  for (const threat of [winnerPoint(unit, winner), centreOf(winner)]) {
    if (!threat) continue;
    const away = moveAway(state, unit, threat, speed, false);
    if (away.length <= 0) continue;
    let placements = away.placements;
    let clearance = enemyClearance(state, unit, placed(unit, placements));
    const tight = tighten(state, unit, placements);
    const tightClearance = enemyClearance(state, unit, placed(unit, tight));
    if (tightClearance >= Math.min(WITHDRAW_CLEAR, clearance) - 1e-9) {
      placements = tight;
      clearance = tightClearance;
    }
    if (clearance > best.clearance + 1e-9) best = { placements, clearance, rules: away.rules };
    if (best.clearance >= WITHDRAW_CLEAR - 1e-9) break;
  }
  return best;
}

/**
 * R33: after the unit moved away as a block, each model left outside the Coherency radius of the leader's new
 * position moves instead to the point around the leader (within the radius) that keeps it farthest from the enemy,
 * among those within its Mobility, on open ground and out of contact; a model with no such point stays put.
 */
function tighten(state: XzState, unit: UnitState, placements: readonly Placement[]): Placement[] {
  const out = placements.map((p) => ({ ...p }));
  const leaderAt = placed(unit, out).find((m) => m.id === unit.leader && m.alive);
  if (!leaderAt) return out;
  const radius = cardOf(state, unit).coherency;
  const outside = otherModels(state, unit);
  const enemies = enemyUnits(state, unit.player).flatMap(aliveModels);
  for (const p of out) {
    if (p.model === leaderAt.id) continue;
    const m = unit.models.find((x) => x.id === p.model);
    if (!m || modelDistance({ ...m, x: p.x, y: p.y }, leaderAt) <= radius) continue;
    const speed = baseSpeed(state, unit, m) - 0.001;
    const rest = placed(unit, out).filter((x) => x.alive && x.id !== m.id);
    const size = m.shape.kind === 'circle' ? m.shape.diameter / 2 : 0;
    const lead = leaderAt.shape.kind === 'circle' ? leaderAt.shape.diameter / 2 : 0;
    let best: { x: number; y: number; gap: number } | undefined;
    for (const share of [0.95, 0.7, 0.45])
      for (let k = 0; k < 24; k++) {
        const dir = geometry.directionOf(k * 15);
        const r = (radius + size + lead) * share;
        const q = { x: round(leaderAt.x + dir.x * r), y: round(leaderAt.y + dir.y * r) };
        if (geometry.distance(m, q) > speed) continue;
        const moved = { ...m, ...q };
        if (modelDistance(moved, leaderAt) > radius) continue;
        const gap = gapTo(moved, enemies);
        if (best && gap <= best.gap) continue;
        if (gap <= CONTACT || !isFree(state, moved, [...outside, ...rest]) || !canReach(state, unit, m, q))
          continue;
        best = { ...q, gap };
      }
    if (best) {
      p.x = best.x;
      p.y = best.y;
    }
  }
  return out;
}

const round = (v: number) => Math.round(v * 10000) / 10000;

function centreOf(unit: UnitState): Vec2 | undefined {
  const alive = aliveModels(unit);
  if (alive.length === 0) return undefined;
  let x = 0;
  let y = 0;
  for (const m of alive) {
    x += m.x;
    y += m.y;
  }
  return { x: x / alive.length, y: y / alive.length };
}

/**
 * XZ-ASLT-15 / XZ-ASLT-16 / XZ-ASLT-18 / R33: the loser of an assault withdraws: to the owner's positions (each
 * model within its terrain-modified Mobility, no closer to the winner, in coherency, out of contact), or with none
 * directly away from the winner. Ending ≥ 3" from every enemy model is a withdrawal in good order; if 3" can't be
 * reached (directly away), ≥ 1" is enough but the unit is Neutralized; if not even 1" can be, it is destroyed.
 */
export function assaultWithdraw(draft: XzDraft, command: XzCommandOf<'withdraw'>, ctx: XzContext): void {
  const state = draft as XzState;
  const stage = draft.stage;
  const head = draft.queue[0] as WithdrawStep | undefined;
  if (stage.kind !== 'withdraw' || head?.kind !== 'assault-withdraw')
    return refuse(ctx, { code: 'not-now', message: 'No assault is being resolved.', rule: 'R33' });
  if (stage.player !== command.player)
    return refuse(ctx, {
      code: 'not-yours',
      message: `It is ${stage.player}'s unit that withdraws now.`,
      rule: 'R33',
      path: ['player'],
    });
  const unit = unitById(state, command.unit);
  if (!unit || unit.id !== stage.unit)
    return refuse(ctx, {
      code: 'wrong-unit',
      message: `The unit that lost the assault is '${stage.unit}'; withdraw that one (R33).`,
      rule: 'R33',
      path: ['unit'],
    });
  const winner = unitById(state, head.winner);
  const direct = directWithdrawal(state, unit, winner);
  let placements = direct.placements;
  let clearance = direct.clearance;
  // The rules that shaped the direct move (terrain that cut it short, XZ-TERR-09 …); none for the owner's own.
  let moveRules = direct.rules;
  const rules = [head.outcome === 'good-order' ? 'XZ-ASLT-15' : 'XZ-ASLT-16', 'R33'];
  const decided = [...new Set(['XZ-ASLT-14', ...rules, ...(head.decidedBy ?? [])])];
  if (command.models && command.models.length > 0) {
    const problem = ownWithdrawalProblem(state, unit, winner, command.models);
    if (problem) return refuse(ctx, { ...problem, path: problem.path ?? ['models'] });
    const own = enemyClearance(state, unit, placed(unit, command.models));
    if (own < WITHDRAW_MIN - 1e-9)
      return refuse(ctx, {
        code: 'too-close',
        message: `The unit would end ${own.toFixed(2)}" from the enemy; a withdrawal ends at least 3" from every enemy model, or 1" when 3" can't be reached (R33, XZ-ASLT-18).`,
        rule: 'XZ-ASLT-18',
        path: ['models'],
      });
    if (own < WITHDRAW_CLEAR - 1e-9 && direct.clearance >= WITHDRAW_CLEAR - 1e-9)
      return refuse(ctx, {
        code: 'withdraw-3',
        message: `The unit can withdraw 3" clear of every enemy model (send no positions to go directly away); only a unit that can't may stop at 1" (R33, XZ-ASLT-18).`,
        rule: 'XZ-ASLT-18',
        path: ['models'],
      });
    placements = command.models;
    clearance = own;
    moveRules = [];
  }
  head.resolved = true;
  const lost = { ...head.lost };
  if (clearance < WITHDRAW_MIN - 1e-9) {
    destroyUnit(draft, ctx, unit, 'could not withdraw 1" clear of the enemy', ['XZ-ASLT-18', 'R33']);
    ctx.emit({
      type: 'assault-result',
      winner: head.winner,
      loser: unit.id,
      lost,
      outcome: 'destroyed',
      rules: [...decided, 'XZ-ASLT-18'],
    });
    return;
  }
  if (placements.length > 0)
    applyMoves(draft, ctx, unit, placements, 'withdraw', [...new Set([...rules, ...moveRules])]);
  const surrounded = clearance < WITHDRAW_CLEAR - 1e-9;
  if (surrounded)
    worsenMorale(draft, ctx, unit, 'neutralized', 'could not withdraw 3" clear of the enemy', [
      'XZ-ASLT-18',
      'R33',
    ]);
  ctx.emit({
    type: 'assault-result',
    winner: head.winner,
    loser: unit.id,
    lost,
    outcome: surrounded ? 'neutralized' : head.outcome,
    rules: surrounded ? [...decided, 'XZ-ASLT-18'] : decided,
  });
}

function ownWithdrawalProblem(
  state: XzState,
  unit: UnitState,
  winner: UnitState | undefined,
  models: readonly Placement[],
): { code: string; message: string; rule: string; path?: (string | number)[] } | undefined {
  const seen = new Set<string>();
  const foes = winner ? aliveModels(winner) : [];
  for (const [i, p] of models.entries()) {
    const m = unit.models.find((x) => x.id === p.model && x.alive);
    if (!m)
      return {
        code: 'unknown-entity',
        message: `'${unit.name}' has no model '${p.model}' in play.`,
        rule: 'R33',
        path: ['models', i, 'model'],
      };
    if (seen.has(p.model))
      return {
        code: 'duplicate-model',
        message: `${p.model} is placed twice.`,
        rule: 'R33',
        path: ['models', i],
      };
    seen.add(p.model);
    if (gapTo({ ...m, x: p.x, y: p.y }, foes) < gapTo(m, foes) - 1e-9)
      return {
        code: 'not-away',
        message: `${m.name} (${m.id}) would end closer to '${winner?.name}'; a withdrawal moves directly away from the winner (R33).`,
        rule: 'R33',
        path: ['models', i],
      };
    if (!canReach(state, unit, m, p))
      return {
        code: 'too-far',
        message: `${m.name} (${m.id}) can't reach (${p.x}, ${p.y}): a withdrawal moves each model up to its terrain-modified Mobility, never through another model (R33, R17, XZ-MOVE-03).`,
        rule: 'R33',
        path: ['models', i],
      };
  }
  const after = placed(unit, models);
  return overlapProblem(state, unit, after, false) ?? coherencyProblem(state, unit, after);
}
