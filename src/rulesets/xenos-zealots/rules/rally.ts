import type { UnitState, XzState } from '../state';
import { restoreMorale, woundsLeft } from './morale';
import { isImmobilised } from './movement';
import type { XzStep, XzStepHandler } from './queue';
import { offerReroll } from './reroll';
import { enemyUnits, leaderOf, modelCard, unitDistance, unitsOnTable } from './units';

/** XZ-MOR-18 / R25: the state row of the Morale table (only the current state's row applies). */
const STATE_MODIFIER = { ok: 0, suppressed: 1, neutralized: 2, routed: 4 } as const;

/**
 * XZ-MOR-16 / XZ-MOR-18 / R25: the modified Morale value a rally (or morale test) must reach: the leader's
 * Morale, +1 at half or less of the starting wounds, + the current state's row.
 */
export function rallyTarget(state: XzState, unit: UnitState): { target: number; rules: string[] } {
  const leader = leaderOf(unit);
  const card = leader ? modelCard(state, unit, leader) : undefined;
  const base = card?.morale ?? 4;
  const rules = ['XZ-MOR-16', 'XZ-STAT-07', 'XZ-RES-02'];
  let target = base + STATE_MODIFIER[unit.morale];
  if (unit.morale !== 'ok') rules.push('XZ-MOR-18');
  if (woundsLeft(unit) * 2 <= unit.startWounds) {
    target += 1;
    rules.push('XZ-MOR-18');
  }
  return { target, rules };
}

/**
 * XZ-MOR-19 / R25: what is added to the rally roll: +1 with more than ¾ of the starting wounds, +1 with more
 * friendly than enemy units within 6", and the leader's `leaderRallyBonus`.
 */
export function rallyModifier(state: XzState, unit: UnitState): { modifier: number; rules: string[] } {
  let modifier = 0;
  const rules: string[] = [];
  if (woundsLeft(unit) * 4 > unit.startWounds * 3) {
    modifier += 1;
    rules.push('XZ-MOR-19');
  }
  const near = (u: UnitState) => u.id !== unit.id && unitDistance(u, unit) <= 6;
  const friends = unitsOnTable(state, unit.player).filter(near).length;
  const enemies = enemyUnits(state, unit.player).filter(near).length;
  if (friends > enemies) {
    modifier += 1;
    rules.push('XZ-MOR-19', 'R25');
  }
  const leader = leaderOf(unit);
  const bonus = leader ? modelCard(state, unit, leader).leaderRallyBonus : 0;
  if (bonus > 0) {
    modifier += bonus;
    rules.push('XZ-MOR-19', 'R25');
  }
  return { modifier, rules };
}

/**
 * XZ-MOR-16 / XZ-MOR-17 / XZ-SMU-14 / R4 / R25: a rally roll for a unit on poor morale: D6 + modifiers ≥ the
 * modified Morale value returns it to good morale (an Immobilised model only to Suppressed); a failure leaves it
 * as it is. The owner may spend a Command re-roll on a failed die.
 */
export const rallyStep: XzStepHandler = (draft, step, ctx) => {
  const state = draft as XzState;
  const unit = draft.units.find((u) => u.id === (step as XzStep & { unit: string }).unit);
  if (!unit || unit.status !== 'on-table' || unit.morale === 'ok') return 'done';
  const { target, rules } = rallyTarget(state, unit);
  const { modifier, rules: modRules } = rallyModifier(state, unit);
  if (!step.dice)
    step.dice = [
      ctx.dice.roll({ purpose: `rally ${unit.name}`, sides: 6, player: unit.player, rules: ['XZ-MOR-16'] })
        .dice[0] as number,
    ];
  if (
    offerReroll(draft, step, unit.player, unit, `rally ${unit.name}`, 6, (face) => face + modifier < target)
  )
    return 'wait';
  const roll = step.dice[0] as number;
  const success = roll + modifier >= target;
  ctx.emit({
    type: 'rally-attempted',
    unit: unit.id,
    roll,
    modifier,
    target,
    success,
    rules: [...rules, ...modRules, success ? 'XZ-MOR-16' : 'XZ-MOR-17'],
  });
  if (!success) return 'done';
  const immobile = unit.models.some((m) => m.alive && isImmobilised(m));
  if (immobile) {
    if (unit.morale !== 'suppressed') {
      const from = unit.morale;
      unit.morale = 'suppressed';
      ctx.emit({
        type: 'morale-changed',
        unit: unit.id,
        from,
        to: 'suppressed',
        cause: 'rallied, but Immobilised',
        rules: ['XZ-SMU-14'],
      });
    }
    return 'done';
  }
  restoreMorale(ctx, unit, 'rallied', ['XZ-MOR-16', 'XZ-TURN-13']);
  return 'done';
};

/**
 * XZ-MOR-13 / XZ-MOR-14 / R24: whether a routed unit owes a rout move now: one in each of its owner's Primary and
 * Secondary Actions steps (at most `routMovesPerTurn` a turn), so a unit routed after its Primary step moves once.
 */
export function routMoveDue(state: XzState, unit: UnitState): boolean {
  if (unit.status !== 'on-table' || unit.morale !== 'routed') return false;
  if (state.phase !== 'primary' && state.phase !== 'secondary') return false;
  if (unit.routedIn === state.phase) return false;
  return unit.routMoves < state.params.routMovesPerTurn;
}
