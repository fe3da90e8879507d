import { type DescribedBot, type GameState, geometry, legalCommands, type PlayerId, type Vec2 } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { activationValue } from '../commands/index';
import type { RmpCommand, RmpCommandOf } from '../commands/schema';
import { gap } from '../rules/damage';
import { centroid, inCover, inRough, unitDistance } from '../rules/geometry';
import { translated } from '../rules/movement';
import { nearestEnemy } from '../rules/samples';
import { chance2d6, classOf, dicePool, findUnit, hasRule } from '../rules/units';
import type { RmpState, UnitState } from '../state';

/** The name the Rampant heuristic bot reports under. */
export const RMP_HEURISTIC_NAME = 'rampant-heuristic';

const perDie = (need: number) => Math.max(0, Math.min(6, 7 - need)) / 6;

/** RMP-DEF-21: the SP a Shoot by `shooter` is expected to take from `target` (hits ÷ effective Armour). */
export function expectedShootLoss(state: RmpState, shooter: UnitState, target: UnitState): number {
  const cls = classOf(state, shooter);
  if (cls.shoot === null || cls.range === null) return 0;
  const hits = dicePool(state, shooter) * perDie(cls.shoot);
  let armour = classOf(state, target).armour;
  if (inCover(state, target)) armour += state.params.shooting.coverArmourBonus;
  if (gap(state, shooter, target) > cls.range) armour += state.params.shooting.extremeRangeArmourBonus;
  return Math.min(target.sp, hits / Math.max(1, armour));
}

/** RMP-DEF-21: the SP each side of an Attack is expected to lose: [the target's, the attacker's]. */
export function expectedFight(state: RmpState, attacker: UnitState, target: UnitState): [number, number] {
  const value = (u: UnitState, v: number) => (u.suppressed ? 6 : inRough(state, u) && !hasRule(state, u, 'ranger') ? state.params.attack.roughValue : v);
  const armour = (u: UnitState) => (inRough(state, u) && !hasRule(state, u, 'ranger') ? state.params.attack.roughArmour : classOf(state, u).armour);
  const aHits = dicePool(state, attacker) * perDie(value(attacker, classOf(state, attacker).attack));
  const dHits = dicePool(state, target) * perDie(value(target, classOf(state, target).defence));
  return [Math.min(target.sp, aHits / armour(target)), Math.min(attacker.sp, dHits / armour(attacker))];
}

/** Worth of a unit to its side (points, weighted by SP left). */
function worth(unit: UnitState): number {
  return (unit.points * unit.sp) / unit.startSp + (unit.commander ? 2 : 0);
}

function ghostAt(unit: UnitState, to: Vec2): UnitState {
  const positions = translated(unit, to);
  let i = 0;
  return { ...unit, models: unit.models.map((m) => (m.alive ? { ...m, ...(positions[i++] as Vec2) } : m)) };
}

/** How good a position is for a unit: close to the enemy for fighters, in range and in cover for shooters. */
function positionValue(state: RmpState, unit: UnitState): number {
  const cls = classOf(state, unit);
  const enemy = nearestEnemy(state, unit);
  if (!enemy) return 0;
  const d = unitDistance(state, unit, enemy);
  const cover = inCover(state, unit) ? 0.6 : 0;
  const fighter = cls.range === null || hasRule(state, unit, 'wildCharge') || (cls.attack <= 4 && cls.shoot !== null && cls.shoot >= 6);
  if (fighter) return cover * 0.3 - d / 12;
  const range = cls.range ?? 0;
  const inRange = d <= range ? 1 : d <= range * 1.5 && cls.extremeRange ? 0.4 : 0;
  const tooClose = d < 4 ? -0.5 : 0;
  return cover + inRange + tooClose - Math.max(0, d - range) / 24;
}

function orderScore(state: RmpState, c: RmpCommandOf<'order'>): number {
  const unit = findUnit(state, c.unit);
  if (!unit) return Number.NEGATIVE_INFINITY;
  const need = activationValue(state, unit, c.action) ?? 13;
  const p = chance2d6(need);
  const target = c.target ? findUnit(state, c.target) : undefined;
  let value = 0;
  switch (c.action) {
    case 'shoot':
      if (target) value = expectedShootLoss(state, unit, target) * (1 + worth(target) / 10) + (target.suppressed ? 0.3 : 0);
      break;
    case 'attack': {
      if (!target) break;
      const [dealt, taken] = expectedFight(state, unit, target);
      value = dealt * (1 + worth(target) / 10) - taken * (1 + worth(unit) / 10) + (dealt > taken ? 0.8 : -0.5);
      break;
    }
    case 'move': {
      if (unit.status === 'embarked') {
        value = 0.8;
        break;
      }
      if (c.embark) {
        value = 0.4;
        break;
      }
      const to = c.to ?? centroid(unit);
      value = (positionValue(state, ghostAt(unit, to)) - positionValue(state, unit)) * 1.5;
      break;
    }
    default: {
      if (!target || !c.to) break;
      const moved = ghostAt(unit, c.to);
      const ghost = { ...state, units: state.units.map((u) => (u.id === unit.id ? moved : u)) };
      value =
        expectedShootLoss(c.shootFirst ? state : ghost, c.shootFirst ? unit : moved, target) * (1 + worth(target) / 10) +
        (positionValue(ghost, moved) - positionValue(state, unit)) * 0.8;
    }
  }
  // A failed test ends the phase: the likely orders go first (RMP-DEF-21), so the chance weighs the value.
  return value * p + p * 0.2 - (value <= 0.05 ? 1 : 0);
}

/** RMP-DEF-21: the heuristic's score of one legal command (higher is better). */
export function scoreCommand(state: RmpState, player: string, command: RmpCommand): number {
  switch (command.type) {
    case 'order':
      return orderScore(state, command);
    case 'end-phase':
      return 0;
    case 'react': {
      const head = state.queue[0];
      if (command.reaction === 'counter-charge') return 1;
      if (head?.kind === 'shoot-react') {
        const target = findUnit(state, head.target);
        const armour = target ? classOf(state, target).armour + (inCover(state, target) ? 1 : 0) + (head.extreme ? 1 : 0) : 1;
        const loss = Math.floor(head.hits / armour);
        const lossDown = Math.floor(head.hits / (armour + state.params.shooting.goToGroundArmourBonus));
        if (command.reaction === 'go-to-ground') return loss >= 2 && loss > lossDown ? 2 : -1;
        if (command.reaction === 'firefight') return 1;
      }
      return 0;
    }
    case 'retreat':
      return command.cover === null ? 0 : 1;
    case 'wild-charge': {
      const unit = findUnit(state, command.unit);
      const target = command.target ? findUnit(state, command.target) : undefined;
      if (!unit || !target) return 0;
      const [dealt, taken] = expectedFight(state, unit, target);
      return dealt - taken;
    }
    case 'deploy': {
      const unit = findUnit(state, command.unit);
      if (!unit) return 0;
      if (command.embarkIn) return 2;
      const at = command.at ?? { x: 0, y: 0 };
      // Spread out along the zone, fighters in the middle, shooters towards cover.
      const mine = state.units.filter((u) => u.player === player && u.status === 'table');
      let crowd = 0;
      for (const u of mine) crowd += Math.max(0, 10 - geometry.distance(centroid(u), at));
      return -crowd / 10 - Math.abs(at.x - state.params.table.width / 2) / 72;
    }
    case 'choose-zone':
      return command.zone === 'south' ? 1 : 0;
    default:
      return 0;
  }
}

/** The heuristic's choice among the legal commands (ties: the first listed). */
export function rmpHeuristicChoice(state: RmpState, player: string, legal: readonly RmpCommand[]): RmpCommand | undefined {
  let best: RmpCommand | undefined;
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
 * The Rampant heuristic bot (RMP-DEF-21): orders the units most likely to pass their activation test first,
 * shoots the target that loses the most expected SP, attacks when it expects to lose less than it deals,
 * Firefights whenever allowed, goes to ground when a Shoot would cost 2 SP or more, and retreats into cover.
 * @example simulate({ ruleset: rampant, setup, bots: { red: rmpHeuristicBot(), blue: randomBot() }, games: 100, seed: 1 });
 */
export function rmpHeuristicBot(): DescribedBot {
  return {
    name: RMP_HEURISTIC_NAME,
    recipe: { module: 'sandtable/rampant', export: 'rmpHeuristicBot', args: [] },
    choose(state: GameState, player: PlayerId, random) {
      const awaiting = state.awaitingDice;
      if (awaiting?.player === player) {
        const { count, sides } = awaiting.request;
        return { type: 'provide-dice', player, dice: Array.from({ length: count }, () => 1 + random.int(sides)) };
      }
      const legal = legalCommands(state, player) as RmpCommand[];
      if (legal.length === 0) throw rulesetBug(`rampant: ${player} is asked for a decision but has no legal command.`);
      return rmpHeuristicChoice(state.game as RmpState, player, legal) ?? (legal[random.int(legal.length)] as RmpCommand);
    },
  };
}


