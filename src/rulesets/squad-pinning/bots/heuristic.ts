import { type DescribedBot, type GameState, geometry, legalCommands, type PlayerId } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { SqCommand } from '../commands/schema';
import { saveTarget } from '../rules/damage';
import { centroid, coverInPlace, pointToUnit } from '../rules/geometry';
import { firings } from '../rules/shooting';
import {
  alive,
  aliveCount,
  canShootAtAll,
  findUnit,
  hasRule,
  opponentOf,
  profileOf,
  qualityOf,
  weaponOf,
} from '../rules/units';
import type { SqState, UnitState } from '../state';

/** The name the Squad pinning heuristic bot reports under. */
export const SQ_HEURISTIC_NAME = 'squad-pinning-heuristic';

const p = (need: number) => Math.max(0, Math.min(5, 7 - need)) / 6;

/** SQ-DEF-30: the expected enemy casualties of a Shoot action at `target` (to-hit × failed saves). */
export function expectedCasualties(state: SqState, shooter: UnitState, target: UnitState): number {
  let total = 0;
  const base = qualityOf(state, shooter).shoot;
  const save = saveTarget(state, target, 0, target.pinned ? 4 : undefined);
  for (const f of firings(state, shooter, target)) {
    const w = weaponOf(state, f.weapon);
    const shots = w.shots === 'D3' ? 2 : w.shots;
    let need = base;
    if (f.range <= w.effectiveRange / 2) need -= 1;
    else if (f.range > w.effectiveRange) need += 1;
    if (target.pinned) need += 1;
    if (aliveCount(target) <= 3 && target.kind === 'infantry') need += 1;
    const hit = w.automaticHits ? 1 : p(need);
    const hits = shots * hit * (w.hitBecomesD3 ? 2 : 1);
    if (target.kind === 'vehicle') total += w.at ? hits * 0.5 : 0;
    else total += hits * (1 - p(Math.max(2, save.target - w.ap)) * (save.kind === 'none' ? 0 : 1));
  }
  return total;
}

/** The objective the unit should go for: the nearest not yet held by its side. */
function objectiveFor(state: SqState, unit: UnitState): { x: number; y: number } | undefined {
  const c = centroid(unit);
  let best: { x: number; y: number } | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const o of state.scenario.objectives) {
    const held = state.units.some(
      (u) => u.player === unit.player && u.id !== unit.id && u.status === 'table' && pointToUnit(o, u) <= 3,
    );
    const d = geometry.distance(o, c) + (held ? 20 : 0);
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  return best;
}

/**
 * SQ-DEF-28: the objective each of `player`'s infantry units is sent to hold: greedily, each objective gets the
 * nearest infantry unit (not an assault unit, an officer or a spotter) not yet sent elsewhere.
 */
function holders(state: SqState, player: string): Map<string, { x: number; y: number }> {
  const out = new Map<string, { x: number; y: number }>();
  const free = state.units.filter(
    (u) =>
      u.player === player &&
      u.kind === 'infantry' &&
      (u.status === 'table' || u.status === 'embarked') &&
      alive(u).length > 0 &&
      !assaulter(state, u) &&
      profileOf(state, u).role === 'none',
  );
  const where = (u: UnitState) => {
    if (u.status === 'embarked') {
      const t = u.transport ? findUnit(state, u.transport) : undefined;
      return t ? centroid(t) : centroid(u);
    }
    return centroid(u);
  };
  const pairs: { unit: string; o: { x: number; y: number }; d: number }[] = [];
  for (const o of state.scenario.objectives)
    for (const u of free) pairs.push({ unit: u.id, o, d: geometry.distance(where(u), o) });
  pairs.sort((a, b) => a.d - b.d || (a.unit < b.unit ? -1 : 1));
  const taken = new Set<{ x: number; y: number }>();
  for (const pair of pairs) {
    if (out.has(pair.unit) || taken.has(pair.o)) continue;
    out.set(pair.unit, pair.o);
    taken.add(pair.o);
  }
  return out;
}

/** Whether the unit is built to assault (CQB specialists, claws and close-combat experts close in). */
function assaulter(state: SqState, unit: UnitState): boolean {
  if (unit.kind !== 'infantry') return false;
  const p = profileOf(state, unit);
  return (
    p.specialRules.includes('cqbSpecialist') ||
    p.specialRules.includes('improvedCloseCombat') ||
    !canShootAtAll(state, unit)
  );
}

/** The centre of the nearest enemy unit on the table. */
function nearestEnemyCentre(state: SqState, unit: UnitState): { x: number; y: number } | undefined {
  const c = centroid(unit);
  let best: { x: number; y: number } | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const e of state.units) {
    if (e.player === unit.player || e.status !== 'table' || alive(e).length === 0) continue;
    const at = centroid(e);
    const d = geometry.distance(at, c);
    if (d < bestD) {
      bestD = d;
      best = at;
    }
  }
  return best;
}

/** How good a position is for a unit after it moved there: near its objective or the enemy, in cover. */
function placeScore(state: SqState, unit: UnitState, positions: readonly { x: number; y: number }[]): number {
  const moved: UnitState = { ...unit, models: alive(unit).map((m, i) => ({ ...m, ...(positions[i] ?? m) })) };
  const c = centroid(moved);
  const held = holders(state, unit.player).get(unit.id);
  if (held) {
    // A holder goes to its objective and stays on it (within 3", not Pinned at the end, SQ-DEF-28).
    const on = pointToUnit(held, moved) <= 2.5;
    const cover = coverInPlace(state, moved);
    return (
      -2 * geometry.distance(c, held) + (on ? 15 : 0) + (cover === 'heavy' ? 2 : cover === 'light' ? 1 : 0)
    );
  }
  const goal = assaulter(state, unit) ? nearestEnemyCentre(state, unit) : objectiveFor(state, unit);
  const enemy = opponentOf(state, unit.player);
  let score = 0;
  if (goal) {
    const d = geometry.distance(c, goal);
    score -= d * (unit.kind === 'infantry' ? 1 : 0.3);
    // SQ-DEF-28: infantry within 3" of an objective holds it at the end.
    if (unit.kind === 'infantry' && state.scenario.objectives.length > 0 && pointToUnit(goal, moved) <= 3)
      score += 10;
  }
  let nearest = Number.POSITIVE_INFINITY;
  for (const e of state.units)
    if (e.player === enemy && e.status === 'table' && alive(e).length)
      nearest = Math.min(nearest, geometry.distance(centroid(e), c));
  if (!goal && Number.isFinite(nearest)) score -= nearest;
  const cover = coverInPlace(state, moved);
  score += cover === 'heavy' ? 4 : cover === 'light' ? 2 : 0;
  return score;
}

/**
 * A fire mission's mark: enemy models under the template (or within reach of the line) minus twice the friendly
 * ones, so the bot keeps clear of its own templates.
 */
function markScore(state: SqState, player: string, at: { x: number; y: number }, heading?: number): number {
  const stage = state.stage;
  const asset = stage.kind === 'mark-target' ? stage.asset : 'light';
  const radii = state.params.fireMissions.templateRadius as Record<string, number>;
  const line = heading !== undefined;
  const reach = line ? state.params.airstrike.lineHalfWidth + 0.5 : (radii[asset] ?? 5) + 0.5;
  const half = state.params.airstrike.lineLength / 2;
  const dir = line ? geometry.directionOf(heading) : { x: 0, y: 0 };
  const a = { x: at.x - dir.x * half, y: at.y - dir.y * half };
  const b = { x: at.x + dir.x * half, y: at.y + dir.y * half };
  let score = 0;
  for (const u of state.units) {
    if (u.status !== 'table') continue;
    const enemy = u.player !== player;
    if (line && !enemy) continue;
    for (const m of alive(u)) {
      const d = line ? geometry.pointSegmentDistance(m, a, b) : geometry.distance(m, at);
      if (d <= reach) score += enemy ? (u.kind === 'vehicle' ? 3 : 1) : -2;
    }
  }
  return score;
}

/** SQ-DEF-30: scores one legal command for `player` (higher is better). */
export function scoreCommand(state: SqState, player: string, command: SqCommand): number {
  switch (command.type) {
    case 'activate': {
      const u = findUnit(state, command.unit);
      if (!u) return 0;
      if (u.pinned || u.broken) return 8;
      const targets = state.units.filter(
        (t) => t.player !== player && t.status === 'table' && t.engaged.length === 0,
      );
      let best = 0;
      for (const t of targets) best = Math.max(best, expectedCasualties(state, u, t));
      return 5 + best;
    }
    case 'rally':
      return 100;
    case 'shoot': {
      const u = findUnit(state, command.unit);
      const t = findUnit(state, command.target);
      if (!u || !t) return 0;
      const pinnedBonus = t.pinned ? 0 : 1;
      return 10 + expectedCasualties(state, u, t) * 10 + pinnedBonus;
    }
    case 'assault': {
      const t = findUnit(state, command.target);
      const u = findUnit(state, command.unit);
      if (!t || !u) return 0;
      const open = coverInPlace(state, t) === 'none';
      const cqbEdge = qualityOf(state, t).cqb - qualityOf(state, u).cqb;
      const ratio = aliveCount(u) / Math.max(1, aliveCount(t));
      const specialist =
        hasRule(state, u, 'cqbSpecialist') || hasRule(state, u, 'improvedCloseCombat') ? 2 : 0;
      // Two units together (SQ-CQS-05) strike harder; splitting (SQ-CQS-07) pays against two weak units.
      const partner = command.partner ? 4 : 0;
      const second = command.split ? findUnit(state, command.split.target) : undefined;
      const split = second ? (second.pinned || coverInPlace(state, second) === 'none' ? 3 : -3) : 0;
      return (t.pinned || open ? 20 : 5) + cqbEdge * 5 + ratio * 5 + specialist + partner + split;
    }
    case 'call-fire':
      return 25;
    case 'mark-target':
      return markScore(state, player, command.at, command.heading);
    case 'choose-strike': {
      const enemyVehicles = state.units.filter(
        (u) => u.player !== player && u.status === 'table' && u.kind === 'vehicle',
      );
      if (command.strike === 'antiVehicle') return enemyVehicles.length > 0 ? 2 : -1;
      return command.strike === 'lightBombs' ? 1.5 : 1;
    }
    case 'consolidate': {
      const u = findUnit(state, command.unit);
      if (!u) return 0;
      return command.positions ? placeScore(state, u, command.positions) - placeScore(state, u, alive(u)) : 0;
    }
    case 'move': {
      const u = findUnit(state, command.unit);
      if (!u) return 0;
      const gain = placeScore(state, u, command.positions) - placeScore(state, u, alive(u));
      // A holder not yet on its objective moves before anything else (9 VP on the table against 1 a kill).
      const held = holders(state, u.player).get(u.id);
      if (held && pointToUnit(held, u) > 2.5 && gain > 0) return 30 + gain;
      // Ground matters more as the last turn nears (objectives are scored at the end, SQ-DEF-28).
      const urgency = state.turn >= state.params.turns - 2 ? 1 : 0.5;
      return 5 + gain * urgency + (command.jump ? 0.5 : 0);
    }
    case 'overwatch':
      return 4;
    case 'smoke':
      return 1;
    case 'embark':
      return 0;
    case 'exit':
      return 30;
    case 'hold':
      return 0;
    case 'remove-casualties': {
      const u = findUnit(state, command.unit);
      if (!u) return 0;
      // G10: plain weapons first, officers, spotters and special weapons last.
      let s = 0;
      for (const id of command.models) {
        const m = u.models.find((x) => x.id === id);
        const w = m?.weapons[0];
        if (w && (w === 'rifle' || w === 'carbine' || w === 'smg' || w === 'claws')) s += 1;
      }
      return s;
    }
    case 'overwatch-fire':
      return 10;
    case 'overwatch-pass':
      return 0;
    case 'deploy': {
      const u = findUnit(state, command.unit);
      if (!u) return 0;
      if (command.transport) return profileOf(state, u).role === 'none' ? 3 : -5;
      return (
        placeScore(state, u, command.positions ?? []) / 4 + (profileOf(state, u).role === 'artillery' ? 0 : 1)
      );
    }
    case 'recon-move': {
      const u = findUnit(state, command.unit);
      if (!u || !command.positions) return 0;
      return placeScore(state, u, command.positions) - placeScore(state, u, alive(u));
    }
    default:
      return 0;
  }
}

/** The heuristic's choice among the legal commands (ties: the first listed). */
export function sqHeuristicChoice(
  state: SqState,
  player: string,
  legal: readonly SqCommand[],
): SqCommand | undefined {
  let best: SqCommand | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of legal) {
    const s = scoreCommand(state, player, c);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

/**
 * The Squad pinning heuristic bot (SQ-DEF-30): rallies Pinned units first, shoots the target with the most
 * expected casualties, assaults Pinned units or units in the open, calls fire missions, moves towards the nearest
 * objective it does not hold and into cover, removes plain weapons first. It chooses among `legalCommands`.
 * @example simulate({ ruleset: squadPinning, setup, bots: { red: sqHeuristicBot(), blue: randomBot() }, games: 100, seed: 1 });
 */
export function sqHeuristicBot(): DescribedBot {
  return {
    name: SQ_HEURISTIC_NAME,
    recipe: { module: 'sandtable/squad-pinning', export: 'sqHeuristicBot', args: [] },
    choose(state: GameState, player: PlayerId, random) {
      const awaiting = state.awaitingDice;
      if (awaiting?.player === player) {
        const { count, sides } = awaiting.request;
        return {
          type: 'provide-dice',
          player,
          dice: Array.from({ length: count }, () => 1 + random.int(sides)),
        };
      }
      const legal = legalCommands(state, player) as SqCommand[];
      if (legal.length === 0)
        throw rulesetBug(`squad-pinning: ${player} is asked for a decision but has no legal command.`);
      // Every listed command is accepted (the law suite checks it), so the choice needs no dry run.
      return (
        sqHeuristicChoice(state.game as SqState, player, legal) ??
        (legal[random.int(legal.length)] as SqCommand)
      );
    },
  };
}
