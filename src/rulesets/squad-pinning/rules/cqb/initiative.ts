import { type Modifier, modifier } from 'sandtable/kit';
import type { SqContext } from '../../events';
import type { SqDraft, SqState, UnitState } from '../../state';
import { coverInPlace } from '../geometry';
import { hasRule, isVehicle, qualityOf } from '../units';
import type { CombatStep } from './combat-step';
import { loneUnit, unitIn } from './sides';

/** The strike slots: before the lone unit, with it (simultaneous), after it (SQ-DEF-19 / SQ-DEF-20). */
export const BEFORE = 0;
export const WITH = 1;
export const AFTER = 2;

/** SQ-CQB-02 / SQ-CQB-03 / SQ-SPC-02 / SQ-CQS-03 / SQ-CQS-06 / SQ-CQS-08: a unit's initiative modifiers against one opponent. */
export function initiativeModifiers(
  state: SqState,
  step: CombatStep,
  unit: UnitState,
  opponent: UnitState,
  firstRound: boolean,
): Modifier[] {
  const mods: Modifier[] = [];
  if (firstRound) {
    const attacking = step.attackers.includes(unit.id);
    if (attacking && !step.split) mods.push(modifier('SQ-CQB-02', 1, 'initiated the combat'));
    if (hasRule(state, unit, 'cqbSpecialist')) mods.push(modifier('SQ-SPC-02', 1, 'CQB Specialist'));
    if (step.overwatch.includes(unit.id)) mods.push(modifier('SQ-CQS-03', 1, 'was on Overwatch'));
    if (attacking && step.attackers.length > 1 && step.attackers[1] === unit.id)
      mods.push(modifier('SQ-CQS-06', 1, 'second assaulting unit'));
  }
  if (qualityOf(state, unit).cqb < qualityOf(state, opponent).cqb)
    mods.push(modifier('SQ-CQB-03', 1, 'higher CQB rating'));
  return mods;
}

const sum = (mods: readonly Modifier[]) => mods.reduce((n, m) => n + m.value, 0);

/**
 * SQ-DEF-19 (5) / SQ-DEF-20 / SQ-DEF-21: who strikes when this round. The lone unit strikes in the middle slot;
 * every other unit compares its initiative total with the lone unit's (one d6 each, attackers roll first):
 * higher strikes before it, lower after, a tie with it (`cqb.initiativeTie = 'simultaneous'`) or after a
 * tie-break roll-off (`'reroll'`). In round 1 of an assault on a Pinned unit or a unit not in cover the assaulting
 * unit strikes first without a roll (SQ-CQB-04, SQ-CQS-04). Against a vehicle there is no roll: the assaulting
 * side strikes first.
 */
export function strikeSlots(draft: SqDraft, step: CombatStep, ctx: SqContext): Record<string, number> {
  const state = draft as SqState;
  const attackers = step.attackers.filter((id) => live(state, id));
  const defenders = step.defenders.filter((id) => live(state, id));
  const all = [...attackers, ...defenders];
  const slots: Record<string, number> = {};
  const round = step.round;
  if (all.some((id) => isVehicle(unitIn(state, id)))) {
    for (const id of attackers) slots[id] = BEFORE;
    for (const id of defenders) slots[id] = AFTER;
    ctx.emit({
      type: 'initiative-rolled',
      first: attackers,
      round,
      simultaneous: false,
      rules: ['SQ-DEF-21'],
    });
    return slots;
  }
  const firstRound = step.fresh && round === 1;
  const loneId = loneUnit(attackers, defenders);
  const lone = unitIn(state, loneId);
  slots[loneId] = WITH;
  const others = all.filter((id) => id !== loneId);
  const rules = new Set<string>(['SQ-DEF-19']);
  if (others.length > 1 || step.split) rules.add('SQ-DEF-20');
  const rolling: string[] = [];
  for (const id of others) {
    const u = unitIn(state, id);
    const attacking = attackers.includes(id);
    const defender = attacking ? lone : u;
    if (firstRound && (defender.pinned || coverInPlace(state, defender) === 'none')) {
      slots[id] = attacking ? BEFORE : AFTER;
      rules.add(defender.pinned ? 'SQ-CQB-04' : 'SQ-CQS-04');
      continue;
    }
    rolling.push(id);
  }
  const dice: Record<string, number> = {};
  const rollers = rolling.length > 0 ? all.filter((id) => id === loneId || rolling.includes(id)) : [];
  for (const id of rollers) {
    const u = unitIn(state, id);
    dice[id] = rollD6(ctx, `CQB initiative: ${u.name}`, u.player, ['SQ-CQB-02', 'SQ-DEF-19']);
  }
  if (firstRound && step.split && rolling.length > 0) rules.add('SQ-CQS-08');
  for (const id of rolling) {
    const u = unitIn(state, id);
    const own = initiativeModifiers(state, step, u, lone, firstRound);
    const theirs = initiativeModifiers(state, step, lone, u, firstRound);
    for (const m of [...own, ...theirs]) rules.add(m.rule);
    const mine = (dice[id] as number) + sum(own);
    const loneTotal = (dice[loneId] as number) + sum(theirs);
    if (mine !== loneTotal) {
      slots[id] = mine > loneTotal ? BEFORE : AFTER;
      continue;
    }
    if (state.params.cqb.initiativeTie === 'reroll') {
      const [first, second] = attackers.includes(id) ? [u, lone] : [lone, u];
      for (let i = 0; i < 20 && slots[id] === undefined; i++) {
        const a = rollD6(ctx, `CQB initiative tie-break: ${first.name}`, first.player, ['SQ-DEF-19']);
        const b = rollD6(ctx, `CQB initiative tie-break: ${second.name}`, second.player, ['SQ-DEF-19']);
        if (a === b) continue;
        const firstWins = a > b;
        slots[id] = (first.id === id) === firstWins ? BEFORE : AFTER;
      }
    }
    slots[id] ??= WITH;
  }
  const earliest = Math.min(...all.map((id) => slots[id] as number));
  ctx.emit({
    type: 'initiative-rolled',
    first: all.filter((id) => slots[id] === earliest),
    round,
    simultaneous: others.some((id) => slots[id] === WITH),
    rules: [...rules],
  });
  return slots;
}

function live(state: SqState, id: string): boolean {
  const u = state.units.find((x) => x.id === id);
  return u !== undefined && u.status === 'table' && u.models.some((m) => m.alive);
}

/** One d6 for an initiative roll, naming its rules. */
function rollD6(ctx: SqContext, purpose: string, player: string, rules: readonly string[]): number {
  return ctx.dice.roll({ purpose, sides: 6, rules: [...rules], player }).total;
}
