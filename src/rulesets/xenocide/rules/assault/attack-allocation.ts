import type { PlayerId } from 'sandtable';
import type { XenocideState } from '../../state';
import type { AssaultSide, AssaultState } from '../../state/assault';
import { assaultedSection, buildingTargetsOf, whyBadBuildingTarget } from './building-strike';
import { diceOf, isArmoredTarget, poolOf } from './dice-pool';
import { lowestFace, victimsOf } from './kill-rules';
import { participantOf, sideOfPlayer } from './participants';
import { type AssaultRefusal, refuse } from './refusal';

/** XEN-CA-19 / XEN-BLD-32: dice one striking unit sends against one target unit or building section (anti-armour dice counted apart). */
export interface AttackAssignment {
  readonly unit: string;
  /** An enemy unit, or (XEN-BLD-32) the id of a building section that shelters one. */
  readonly target: string;
  readonly dice: number;
  /** XEN-STAT-16: anti-armour dice, only against units with no Infantry models. */
  readonly antiArmor?: number;
}

/** XEN-CA-19 / XEN-CA-28: how a side splits its units' attack dice between the enemy units they reach. */
export type AttackAllocation = readonly AttackAssignment[];

/** XEN-CA-19: the striking units of a side this round: those with dice tallied. */
export function strikingUnits(assault: AssaultState, side: AssaultSide): string[] {
  return assault.pools.filter((p) => participantOf(assault, p.unit)?.side === side).map((p) => p.unit);
}

/**
 * XEN-CA-19 / XEN-CA-28 / XEN-STAT-16 / XEN-BLD-32: why an allocation is refused: it must come at the player's
 * strike, send each unit's attack dice only to enemy units it reaches (a model within 4" of one of its
 * models) or to building sections sheltering them (a target naming a section id), all of them when it
 * reaches any, and anti-armour dice only to units without Infantry.
 */
export function whyBadAttackAllocation(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  allocation: AttackAllocation,
): AssaultRefusal | undefined {
  const step = assault.step;
  if (step.kind !== 'strike' || step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn to allocate close-assault attack dice; the attacker strikes in step 3, the defender in step 5 (XEN-CA-19, XEN-CA-28).',
    );
  }
  const striking = strikingUnits(assault, sideOfPlayer(assault, player));
  for (const [i, a] of allocation.entries()) {
    if (!striking.includes(a.unit))
      return refuse('unknown-entity', `Unit ${a.unit} has no attack dice in this round.`, [i, 'unit']);
    const pool = poolOf(assault, a.unit);
    if (assaultedSection(state, a.target)) {
      const bad = (n: number | undefined) => n !== undefined && (!Number.isInteger(n) || n < 0);
      if (bad(a.dice) || bad(a.antiArmor))
        return refuse('out-of-range', 'Dice counts are whole numbers of 0 or more.', [i]);
      const available = diceOf(assault, a.unit)?.attack ?? 0;
      const why = whyBadBuildingTarget(state, assault, a.unit, a.target, a.dice, a.antiArmor ?? 0, available);
      if (why) return { ...why, path: [i, 'target'] };
      continue;
    }
    if (!pool?.reach.includes(a.target)) {
      return refuse(
        'out-of-range',
        `Unit ${a.unit} may only attack enemy units with a model within 4" of one of its models; ${a.target} is not (XEN-CA-19).`,
        [i, 'target'],
      );
    }
    const bad = (n: number | undefined) => n !== undefined && (!Number.isInteger(n) || n < 0);
    if (bad(a.dice) || bad(a.antiArmor))
      return refuse('out-of-range', 'Dice counts are whole numbers of 0 or more.', [i]);
    if ((a.antiArmor ?? 0) > 0 && !isArmoredTarget(state, a.target)) {
      return refuse(
        'illegal-action',
        `Anti-armour dice may only attack units with no Infantry models; ${a.target} has Infantry (XEN-STAT-16).`,
        [i, 'antiArmor'],
      );
    }
  }
  for (const unit of striking) {
    const own = allocation.filter((a) => a.unit === unit);
    const dice = diceOf(assault, unit);
    const pool = poolOf(assault, unit);
    if (!dice || !pool) continue;
    const sent = own.reduce((n, a) => n + a.dice, 0);
    const toBuildings = own.filter((a) => assaultedSection(state, a.target)).length > 0;
    const must = pool.reach.length > 0 || toBuildings ? dice.attack : 0;
    if (sent !== must) {
      return refuse(
        'out-of-range',
        `Unit ${unit} has ${dice.attack} attack dice and must send all of them to the units (or buildings, XEN-BLD-32) it reaches (${pool.reach.join(', ') || 'none'}); ${sent} allocated (XEN-CA-19).`,
      );
    }
    const armored = pool.reach.filter((t) => isArmoredTarget(state, t));
    const sentAnti = own.reduce((n, a) => n + (a.antiArmor ?? 0), 0);
    const mustAnti = armored.length > 0 ? dice.antiArmor : 0;
    if (sentAnti !== mustAnti) {
      return refuse(
        'out-of-range',
        `Unit ${unit} has ${dice.antiArmor} anti-armour dice and must send all of them to units without Infantry it reaches; ${sentAnti} allocated (XEN-CA-19, XEN-STAT-16).`,
      );
    }
  }
  return undefined;
}

/**
 * XEN-CA-19: a bot's allocation: each unit sends every attack die to the reachable unit whose weakest
 * model is easiest to kill, and its anti-armour dice to the easiest reachable unit without Infantry.
 */
export function defaultAttackAllocation(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): AttackAllocation {
  const out: AttackAssignment[] = [];
  const ease = (target: string) => lowestFace(victimsOf(state, assault, target));
  for (const unit of strikingUnits(assault, sideOfPlayer(assault, player))) {
    const pool = poolOf(assault, unit);
    const dice = diceOf(assault, unit);
    if (!pool || !dice || pool.reach.length === 0) continue;
    const best = [...pool.reach].sort((a, b) => ease(a) - ease(b))[0] as string;
    const armored = [...pool.reach.filter((t) => isArmoredTarget(state, t))].sort(
      (a, b) => ease(a) - ease(b),
    );
    const anti = armored[0];
    if (anti !== undefined && anti !== best && dice.antiArmor > 0) {
      out.push({ unit, target: best, dice: dice.attack });
      out.push({ unit, target: anti, dice: 0, antiArmor: dice.antiArmor });
    } else {
      out.push({
        unit,
        target: best,
        dice: dice.attack,
        ...(anti !== undefined && dice.antiArmor > 0 ? { antiArmor: dice.antiArmor } : {}),
      });
    }
  }
  return out.filter((a) => a.dice > 0 || (a.antiArmor ?? 0) > 0);
}

/** XEN-CA-19: whether a side's allocation is forced (no unit has a choice to make), so no one need be asked. */
export function isAllocationForced(state: XenocideState, assault: AssaultState, side: AssaultSide): boolean {
  return strikingUnits(assault, side).every((unit) => {
    const pool = poolOf(assault, unit);
    if (!pool) return true;
    // XEN-BLD-32: a unit that could put dice on a building has a choice to make.
    if ((diceOf(assault, unit)?.attack ?? 0) > 0 && buildingTargetsOf(state, assault, unit).length > 0)
      return false;
    const armored = pool.reach.filter((t) => isArmoredTarget(state, t)).length;
    return pool.reach.length <= 1 && (pool.antiArmor === 0 || armored <= 1);
  });
}
