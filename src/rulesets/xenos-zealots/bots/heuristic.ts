import { type GameState, geometry, type PlayerId } from 'sandtable';
import type { XzCommand, XzCommandOf } from '../commands/schema';
import type { XzEvent } from '../events';
import { turnOf, unitsToAct } from '../rules/actions';
import { assaultSamples } from '../rules/assault/samples';
import { undeployed } from '../rules/deployment';
import { moveProblem } from '../rules/movement';
import { shootSamples } from '../rules/shooting/samples';
import { closestEnemyPoint } from '../rules/threat';
import { orderableUnits } from '../rules/turn';
import { isOneModel, leaderOf, modelCard, unitById, unitDistance, weaponOf } from '../rules/units';
import type { UnitState, XzState } from '../state';
import { anchorOf, damageWorth, expectedShooting, forecastAssault, menace } from './firepower';
import { characterMove } from './hero-play';
import { bestDeployment, bestMove, type MoveGoal, moveToCover, nearestEnemies, waypoint } from './move-play';
import { hitOdds } from './odds';
import { chargeTarget, nextOrder, pressing, supportRequest } from './orders-play';
import { seenState } from './seen';
import { shootOptions } from './shoot-play';

/** A Xenos & Zealots game state, or the ruleset's own state inside it. */
export type XzGame = GameState<XzState, XzCommand, XzEvent> | XzState;

const gameOf = (state: XzGame): XzState => ('game' in state ? (state.game as XzState) : state);

/** A Suppressed unit returns fire when its shooting is expected to be worth at least this (XZ-MOR-08). */
const RETURN_FIRE_WORTH = 0.15;

/** A candidate answer with its worth; the highest is sent. */
interface Scored {
  readonly command: XzCommand;
  readonly score: number;
}

/**
 * XZ-SHOOT-06 / XZ-SHOOT-08 … XZ-SHOOT-15 / XZ-SAVE: what a Shoot command is expected to be worth: for each
 * target it names, the expected result of the weapons fired at it (hits from Effect against the modified
 * Stealth, then saves and wounds), weighed by how close it brings the target to destruction or breaking.
 */
export function shootWorth(state: XzState, command: XzCommandOf<'shoot'>): number {
  const unit = unitById(state, command.unit);
  if (!unit) return 0;
  let sum = 0;
  const targets = [...new Set(command.fire.map((f) => f.target))].sort();
  for (const id of targets) {
    const target = unitById(state, id);
    if (!target) continue;
    const fired = new Set(command.fire.filter((f) => f.target === id).map((f) => `${f.model}/${f.weapon}`));
    const expected = expectedShooting(state, unit, target, {
      only: (m, w) => fired.has(`${m.id}/${w.name}`),
    });
    // Hurting the units that hurt most comes first: fewer of the own units are lost to them (R2).
    sum += damageWorth(target, expected) * (1 + 0.25 * Math.min(1, menace(state, target) / 4));
  }
  return sum;
}

/** XZ-ASLT: what an Assault command is expected to be worth (its target's forecast, see `forecastAssault`). */
export function assaultWorth(state: XzState, command: XzCommandOf<'assault'>): number {
  const unit = unitById(state, command.unit);
  const target = unitById(state, command.target);
  return unit && target ? forecastAssault(state, unit, target).value : Number.NEGATIVE_INFINITY;
}

function best<T>(items: readonly T[], value: (item: T) => number): { item: T; value: number } | undefined {
  let out: { item: T; value: number } | undefined;
  for (const item of items) {
    const v = value(item);
    if (!out || v > out.value + 1e-9) out = { item, value: v };
  }
  return out;
}

/** The move goal of a unit's Move action under its order (XZ-ORD-02). */
function moveGoal(state: XzState, unit: UnitState): MoveGoal {
  const order = unit.order?.value;
  const closest = nearestEnemies(state, unit, 1)[0];
  const press = pressing(state, unit.player);
  const toward = (target: UnitState | undefined): MoveGoal => {
    if (!target) return { kind: 'shoot' };
    const lead = leaderOf(unit);
    let at = anchorOf(target);
    if (lead)
      for (const m of target.models)
        if (m.alive && geometry.distance(m, lead) < geometry.distance(at, lead)) at = { x: m.x, y: m.y };
    return { kind: 'close', to: lead ? waypoint(state, lead, at) : at };
  };
  switch (order) {
    case 'charge':
      return toward(chargeTarget(state, unit)?.target ?? closest);
    case 'double-time':
      // A unit running in keeps closing: it stops only where its guns would fire best next turn, never back.
      return rangedReach(state, unit) ? { kind: 'shoot', press: true } : toward(closest);
    case 'evade':
      return { kind: 'safety' };
    case 'infiltrate':
      return { kind: 'cover' };
    default:
      return { kind: 'shoot', press };
  }
}

/** The best worth of the unit's guns on the nearest enemies from where it stands. */
function rangedWorth(state: XzState, unit: UnitState): number {
  let best = 0;
  for (const e of nearestEnemies(state, unit, 3))
    best = Math.max(best, damageWorth(e, expectedShooting(state, unit, e)));
  return best;
}

/** Whether the unit's guns already reach some enemy worth shooting (a DOUBLE TIME unit then stops closing). */
function rangedReach(state: XzState, unit: UnitState): boolean {
  return rangedWorth(state, unit) > 0.2;
}

/**
 * The discrete answers open to `unit` now, built as the `act` decision lists them (XZ-MOR-04 behaviours, the
 * order's action or a pass, Shoot and Assault samples) but without the Move samples the bot does not use.
 */
function actCommands(state: XzState, unit: UnitState): XzCommand[] {
  const player = unit.player;
  const turn = turnOf(state, unit);
  if (!turn) return [];
  if (turn.kind === 'behaviour') {
    const out: XzCommand[] = [
      { type: 'move-to-cover', player, unit: unit.id, models: [] },
      { type: 'withdraw', player, unit: unit.id },
      ...shootSamples(state, unit),
      ...shootOptions(state, unit),
    ];
    const threat = closestEnemyPoint(state, unit);
    const m = leaderOf(unit);
    if (isOneModel(unit) && threat && m)
      out.push({
        type: 'turn-to-face',
        player,
        unit: unit.id,
        facing: Math.round(geometry.bearing(m, threat)),
      });
    return out;
  }
  const out: XzCommand[] = [{ type: 'pass-action', player, unit: unit.id }];
  if (turn.action === 'ready') out.push({ type: 'ready', player, unit: unit.id });
  if (turn.action === 'shoot') out.push(...shootSamples(state, unit), ...shootOptions(state, unit));
  if (turn.action === 'assault') out.push(...assaultSamples(state, unit));
  return out;
}

const ACTION_ORDER = { behaviour: 0, ready: 1, shoot: 2, assault: 3, move: 4 } as const;

/** The units `player` may act with now, in the order the bot takes them (see `xzHeuristicChoice`). */
function actingOrder(state: XzState, player: PlayerId): UnitState[] {
  const rank = (u: UnitState) => {
    const turn = turnOf(state, u);
    return turn ? ACTION_ORDER[turn.kind === 'behaviour' ? 'behaviour' : turn.action] : 9;
  };
  // Among units moving, the one nearest the enemy goes first: it clears the way for those behind (XZ-MOVE-04).
  const gap = new Map<string, number>();
  const gapOf = (u: UnitState) => {
    let d = gap.get(u.id);
    if (d === undefined) {
      const near = nearestEnemies(state, u, 1)[0];
      d = near ? Math.round(unitDistance(u, near) * 100) : 0;
      gap.set(u.id, d);
    }
    return d;
  };
  return unitsToAct(state, player).sort(
    (a, b) => rank(a) - rank(b) || gapOf(a) - gapOf(b) || (a.id < b.id ? -1 : 1),
  );
}

/** The answers of the acting player's unit `unit` now, scored. */
function unitOptions(state: XzState, unit: UnitState): Scored[] {
  const player = unit.player;
  const turn = turnOf(state, unit);
  if (!turn) return [];
  const mine = actCommands(state, unit);
  const out: Scored[] = [];
  if (turn.kind === 'behaviour') {
    // XZ-MOR-04: Return Fire when it pays, else Move to Cover, else (single models) turn to face, else Withdraw.
    for (const c of mine) if (c.type === 'shoot') out.push({ command: c, score: 1 + shootWorth(state, c) });
    const fire = best(out, (s) => s.score);
    if (fire && fire.value - 1 >= RETURN_FIRE_WORTH) return [fire.item];
    const cover = moveToCover(state, unit);
    if (cover)
      return [{ command: { type: 'move-to-cover', player, unit: unit.id, models: cover }, score: 0.9 }];
    const face = mine.find((c) => c.type === 'turn-to-face');
    if (face) return [{ command: face, score: 0.8 }];
    // Staying put is a Move to Cover with no moves, which a unit out of coherency may not make (XZ-UNIT-03).
    const stay = moveProblem(state, unit, [], 'cover')
      ? undefined
      : mine.find((c) => c.type === 'move-to-cover');
    const near = nearestEnemies(state, unit, 1)[0];
    const close = near
      ? Math.min(...near.models.filter((m) => m.alive).map((m) => geometry.distance(m, anchorOf(unit))))
      : 99;
    const withdraw = mine.find((c) => c.type === 'withdraw');
    if (withdraw && close < 12) return [{ command: withdraw, score: 0.7 }];
    return stay ? [{ command: stay, score: 0.6 }] : withdraw ? [{ command: withdraw, score: 0.6 }] : [];
  }
  const pass = mine.find((c) => c.type === 'pass-action');
  if (pass) out.push({ command: pass, score: 0 });
  switch (turn.action) {
    case 'ready': {
      const ready = mine.find((c) => c.type === 'ready');
      if (ready) out.push({ command: ready, score: 2 });
      break;
    }
    case 'shoot':
      for (const c of mine)
        if (c.type === 'shoot') out.push({ command: c, score: 1 + 2 * shootWorth(state, c) });
      break;
    case 'assault':
      for (const c of mine)
        if (c.type === 'assault') {
          const worth = assaultWorth(state, c);
          if (worth > -0.5) out.push({ command: c, score: 1 + worth });
        }
      break;
    case 'move': {
      const company = characterMove(state, unit);
      if (company) {
        out.push({ command: company, score: 1.6 });
        break;
      }
      const plan = bestMove(state, unit, moveGoal(state, unit));
      if (plan && plan.score > plan.stay + 0.01)
        out.push({
          command: {
            type: 'move',
            player,
            unit: unit.id,
            models: plan.placements,
            ...(plan.jump ? { jump: true } : {}),
          },
          score: 0.5 + Math.min(1, plan.score - plan.stay),
        });
      break;
    }
  }
  return out;
}

/** XZ-RES-10 / R4: spend Command re-rolls on failed dice that matter, keeping one for rallies in the action phases. */
function chooseReroll(state: XzState, legal: readonly XzCommand[]): XzCommand | undefined {
  const offer = state.reroll;
  const options = legal.filter((c): c is XzCommandOf<'reroll'> => c.type === 'reroll');
  const keep = options.find((c) => c.dice.length === 0);
  if (!offer) return keep ?? legal[0];
  // XZ-RES-12: a limited re-roll is free: re-roll every failed natural die it allows.
  if (offer.limited) return options.sort((a, b) => b.dice.length - a.dice.length)[0] ?? legal[0];
  const pool = unitById(state, offer.commander)?.rerolls ?? 0;
  const rally = /rally|morale/i.test(offer.purpose);
  const reserve = rally || state.phase === 'resolution' ? 0 : 1;
  const affordable = options
    .filter((c) => c.dice.length > 0 && pool - c.dice.length >= reserve)
    .sort((a, b) => b.dice.length - a.dice.length);
  return affordable[0] ?? keep ?? legal[0];
}

/** What a weapon system is worth to its model: its expected wounds on a plain target. */
function systemWorth(state: XzState, unit: UnitState, system: string): number {
  const m = unit.models.find((x) => x.alive) ?? unit.models[0];
  if (!m) return 0;
  const w = weaponOf(modelCard(state, unit, m), system);
  if (!w) return 0;
  const dice = typeof w.effect === 'number' ? w.effect : 2;
  return dice * hitOdds(w.ap, w.damage, 3, 4, 2).wounds + 0.01;
}

/**
 * XZ-SMU-06 … XZ-SMU-09 / R11: the roll-off winner's damage type: on an enemy model, the last mobility point
 * (Immobilised counts as Suppressed for good, XZ-SMU-14) or else its most dangerous weapon; on an own model, the
 * least useful weapon (mobility when it has no weapon left to spare).
 */
function chooseDamage(state: XzState, player: PlayerId, legal: readonly XzCommand[]): XzCommand | undefined {
  const stage = state.stage;
  const options = legal.filter((c): c is XzCommandOf<'choose-damage'> => c.type === 'choose-damage');
  if (stage.kind !== 'damage-type' || options.length === 0) return legal[0];
  const unit = state.units.find((u) => u.models.some((m) => m.id === stage.model));
  const model = unit?.models.find((m) => m.id === stage.model);
  if (!unit || !model) return options[0];
  const weapons = options.filter((c) => c.system !== 'mobility');
  const mobility = options.find((c) => c.system === 'mobility');
  if (unit.player !== player) {
    if (mobility && model.mobility?.left === 1) return mobility;
    return best(weapons, (c) => systemWorth(state, unit, c.system))?.item ?? mobility ?? options[0];
  }
  if (weapons.length <= 1 && mobility) return mobility;
  return best(weapons, (c) => -systemWorth(state, unit, c.system))?.item ?? options[0];
}

/** R27: the new leader: the model with the most wounds, then the one nearest the unit's middle (coherency). */
function chooseLeader(state: XzState, legal: readonly XzCommand[]): XzCommand | undefined {
  const options = legal.filter((c): c is XzCommandOf<'choose-leader'> => c.type === 'choose-leader');
  const unit = options[0] ? unitById(state, options[0].unit) : undefined;
  if (!unit) return legal[0];
  const alive = unit.models.filter((m) => m.alive);
  const mid = {
    x: alive.reduce((s, m) => s + m.x, 0) / Math.max(1, alive.length),
    y: alive.reduce((s, m) => s + m.y, 0) / Math.max(1, alive.length),
  };
  return (
    best(options, (c) => {
      const m = unit.models.find((x) => x.id === c.model);
      return m ? 10 * m.wounds - geometry.distance(m, mid) : Number.NEGATIVE_INFINITY;
    })?.item ?? legal[0]
  );
}

/** R2: deploy the biggest unit left first (it needs the most room), where its role wants it. */
function chooseDeployment(
  state: XzState,
  player: PlayerId,
  legal: readonly XzCommand[],
): XzCommand | undefined {
  const left = undeployed(state, player);
  const size = (u: UnitState) =>
    u.models.reduce((s, m) => s + (m.shape.kind === 'rect' ? m.shape.length * m.shape.width : 1), 0);
  const unit = [...left].sort((a, b) => size(b) - size(a) || (a.id < b.id ? -1 : 1))[0];
  if (!unit) return legal[0];
  const models = bestDeployment(state, unit);
  return models
    ? { type: 'deploy-unit', player, unit: unit.id, models }
    : legal.find((c) => 'unit' in c && c.unit === unit.id);
}

/**
 * A heuristic policy for Xenos & Zealots that answers every prompt from what `player` may see (`viewFor`):
 * it takes the Attacker's role, deploys by role (long guns back, fast and close-combat units forward, vehicles
 * facing the enemy), gives each unit the order that fits (FIRE SUPPORT, ADVANCE, CHARGE when the assault pays,
 * EVADE under threat of a charge, INFILTRATE toward cover, DOUBLE TIME to close), requests off-table support on
 * the richest enemy cluster, moves toward firing positions, cover or the enemy as the order needs, shoots and
 * charges for the best expected damage, answers Suppression with Return Fire, Move to Cover or Withdraw, spends
 * Command re-rolls on failed dice while keeping one for rallies, and picks leaders and damage types sensibly.
 * Returns undefined only when `legal` is empty.
 * @example
 * playRandomGame(xenosZealots, setup, { seed: 1, policy: ({ state, player, legal }) => xzHeuristicPolicy(state, player, legal) });
 */
export function xzHeuristicPolicy(
  state: XzGame,
  player: PlayerId,
  legal: readonly XzCommand[],
): XzCommand | undefined {
  if (legal.length === 0) return undefined;
  return xzHeuristicChoice(state, player, () => legal);
}

/**
 * {@link xzHeuristicPolicy} with the legal commands listed only when the decision needs them: in the action
 * phases the bot builds its answers itself (its moves, the order's action, the Shoot and Assault samples), which
 * spares listing every unit's Move samples. May return a command the caller should check with `validateCommand`.
 */
export function xzHeuristicChoice(
  state: XzGame,
  player: PlayerId,
  legalList: () => readonly XzCommand[],
): XzCommand | undefined {
  const seen = seenState(gameOf(state), player);
  const stage = seen.stage;
  if (stage.kind === 'act') {
    // One unit at a time, in a fixed order of what it does (behaviours, Ready, Shoot, Assault, then moves): the
    // order among a player's own units matters little, and scoring only the next one keeps a turn linear.
    for (const unit of actingOrder(seen, player)) {
      const choice = best(unitOptions(seen, unit), (s) => s.score)?.item.command;
      if (choice) return choice;
    }
    return legalList()[0];
  }
  const legal = legalList();
  if (legal.length === 0) return undefined;
  switch (stage.kind) {
    case 'choose-role':
      // XZ-TURN-03: the Attacker acts first in every action phase.
      return legal.find((c) => c.type === 'choose-role' && c.role === 'attacker') ?? legal[0];
    case 'deploy':
      return chooseDeployment(seen, player, legal) ?? legal[0];
    case 'orders': {
      if (!seen.sides.find((s) => s.player === player)?.ordersDone) {
        const request = supportRequest(seen, player);
        if (
          request?.type === 'request-support' &&
          legal.some((c) => c.type === 'request-support' && c.asset === request.asset)
        )
          return request;
      }
      const waiting = orderableUnits(seen, player).filter((u) => u.order === undefined);
      return nextOrder(seen, player, waiting) ?? legal[0];
    }
    case 'reroll':
      return chooseReroll(seen, legal);
    case 'damage-type':
      return chooseDamage(seen, player, legal);
    case 'new-leader':
      return chooseLeader(seen, legal);
    case 'consolidate':
      // XZ-ASLT-19: the winner consolidates (back into coherency when it can), recovering from suppression.
      return (
        legal.find((c) => c.type === 'consolidate' && c.accept && c.models !== undefined) ??
        legal.find((c) => c.type === 'consolidate' && c.accept) ??
        legal[0]
      );
    default:
      return legal[0];
  }
}
