import { geometry, type Vec2 } from 'sandtable';
import type { SqContext } from '../events';
import type { ConsolidateStep } from '../rules/cqb/combat';
import type { AssaultMove, CombatStep } from '../rules/cqb/combat-step';
import { basesAt, targetProblem, withinAssaultRange } from '../rules/cqb/reach';
import { clearOverwatch } from '../rules/leadership';
import { checkMove, isProblem, type MoveProblem } from '../rules/movement';
import { alive, findUnit, hasRule, isVehicle } from '../rules/units';
import type { SqState, UnitState } from '../state';
import { actingUnit, ownUnit, refuse, type SqCommandRow, tookAction } from './index';

const ruleOf = (problem: string, fallback: string) => /\((SQ-[A-Z]+-\d+)\)/.exec(problem)?.[1] ?? fallback;

/**
 * SQ-CQB-01 / SQ-DEF-19 (1)/(4): an assault move: legal with the unit's move allowance (jump packs when `jump`),
 * the 1" clearance waived against its targets, every model ending within 3" of the unit it attacks.
 */
export function assaultMoveProblem(
  state: SqState,
  unit: UnitState,
  positions: readonly Vec2[],
  jump: boolean,
  targets: readonly UnitState[],
  targetOf: (index: number) => UnitState,
): MoveProblem | { distance: number; landing: boolean } {
  const result = checkMove(state, unit, positions, { assaulting: targets.map((t) => t.id), jump });
  if (isProblem(result)) return result;
  const bases = basesAt(unit, positions);
  for (let i = 0; i < bases.length; i++) {
    const t = targetOf(i);
    if (!withinAssaultRange(bases[i] as (typeof bases)[number], t))
      return {
        code: 'out-of-assault-range',
        rule: 'SQ-CQB-01',
        message: `model ${i + 1} of ${unit.name} must end within 3" of ${t.name} to assault it`,
      };
  }
  return { distance: result.distance, landing: jump && result.endsInDifficult };
}

/** Why a friendly unit cannot join a multiple assault (SQ-CQS-05 / SQ-DEF-19 (1)), or undefined. */
function partnerProblem(state: SqState, unit: UnitState, partner: UnitState): string | undefined {
  if (partner.id === unit.id) return 'the second assaulting unit must be another unit (SQ-CQS-05)';
  if (partner.activated) return `${partner.name} has already activated this turn (SQ-DEF-03)`;
  if (partner.status !== 'table' || alive(partner).length === 0)
    return `${partner.name} is not on the table (SQ-DEF-19)`;
  if (partner.engaged.length > 0) return `${partner.name} is engaged in CQB (SQ-DEF-19)`;
  if (partner.pinned || partner.broken) return `${partner.name} is pinned and cannot assault (SQ-DEF-19)`;
  if (isVehicle(partner) && !state.params.vehicles.mayAssault)
    return 'vehicles may not enter CQB (SQ-DEF-04)';
  if (partner.calledThisTurn)
    return `${partner.name} called a fire mission this turn and may not move (SQ-FM-03)`;
  return undefined;
}

/** The units locked in one combat with `unit` (SQ-DEF-19 engagement, followed both ways). */
function engagedGroup(state: SqState, unit: UnitState): UnitState[] {
  const seen: string[] = [unit.id];
  for (let i = 0; i < seen.length; i++) {
    const u = state.units.find((x) => x.id === seen[i]);
    for (const e of u?.engaged ?? []) if (!seen.includes(e)) seen.push(e);
  }
  return seen.map((id) => state.units.find((x) => x.id === id) as UnitState);
}

/**
 * SQ-DEF-19 (6): an engaged unit fights on: it names an enemy it is engaged with and stays where it stands; the
 * whole combat fights up to `cqb.maxRoundsPerActivation` more rounds with no round-1 rules, and every other unit
 * in it counts as activated.
 */
function fightOn(
  draft: Parameters<SqCommandRow<'assault'>['apply']>[0],
  unit: UnitState,
  command: Parameters<SqCommandRow<'assault'>['apply']>[1],
  ctx: SqContext,
): void {
  const state = draft as SqState;
  if (!unit.engaged.includes(command.target))
    return refuse(
      ctx,
      'not-engaged-with',
      `'${unit.name}' is engaged with ${unit.engaged.join(', ')}: it may only fight on against them`,
      'SQ-DEF-19',
      'target',
    );
  if (command.partner || command.split || command.jump)
    return refuse(
      ctx,
      'engaged-cannot-move',
      `'${unit.name}' is engaged in CQB: it fights on where it stands, with no partner, split or jump`,
      'SQ-DEF-19',
      'unit',
    );
  const here = alive(unit);
  if (
    command.positions.length !== here.length ||
    command.positions.some((p, i) => geometry.distance(p, here[i] as Vec2) > 1e-6)
  )
    return refuse(
      ctx,
      'engaged-cannot-move',
      `'${unit.name}' is engaged in CQB and cannot move: give its models' current positions`,
      'SQ-DEF-19',
      'positions',
    );
  const group = engagedGroup(state, unit);
  const attackers = group.filter((u) => u.player === unit.player).map((u) => u.id);
  const defenders = group.filter((u) => u.player !== unit.player).map((u) => u.id);
  for (const u of group) if (u.id !== unit.id) u.activated = true;
  ctx.emit({ type: 'assault-declared', units: attackers, target: defenders, rules: ['SQ-DEF-19'] });
  const step: CombatStep = {
    kind: 'cqb',
    phase: 'round',
    attackers,
    defenders,
    fresh: false,
    moves: [],
    overwatch: [],
    round: 0,
    slot: 0,
    slots: {},
    start: {},
  };
  tookAction(draft, unit, 'assault', ctx, ['SQ-ACT-04', 'SQ-DEF-19'], [step]);
}

/**
 * SQ-ACT-04 / SQ-DEF-19 / SQ-DEF-20 / SQ-DEF-21: Enter into CQB: the target, the assault move, an optional second
 * assaulting unit (SQ-CQS-05) or second target with the models sent at it (SQ-CQS-07). Everything is checked
 * before a die is rolled; the combat then runs in the queue: Terrifying tests, overwatch fire, the move, rounds.
 */
export const assaultCommand: SqCommandRow<'assault'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'assault');
    const target = findUnit(state, command.target);
    if (!target)
      return refuse(ctx, 'unknown-entity', `there is no unit '${command.target}'`, 'SQ-ACT-04', 'target');
    if (unit.engaged.length > 0) return fightOn(draft, unit, command, ctx);
    const problem = targetProblem(unit, target);
    if (problem) return refuse(ctx, 'illegal-target', `${problem}.`, ruleOf(problem, 'SQ-DEF-19'), 'target');
    if (command.partner && command.split)
      return refuse(
        ctx,
        'illegal-assault',
        'declare either a multiple assault (partner) or a split assault (split), not both',
        'SQ-DEF-20',
        'split',
      );
    if (command.jump && !hasRule(state, unit, 'jumpInfantry'))
      return refuse(
        ctx,
        'no-jump-packs',
        `'${unit.name}' has no jump packs (SQ-SPC-09)`,
        'SQ-SPC-09',
        'jump',
      );
    const targets = [target];
    let sent: readonly string[] = [];
    if (command.split) {
      const second = findUnit(state, command.split.target);
      if (!second)
        return refuse(
          ctx,
          'unknown-entity',
          `there is no unit '${command.split.target}'`,
          'SQ-CQS-07',
          'split',
        );
      const p2 =
        second.id === target.id
          ? 'the second target must be another unit (SQ-CQS-07)'
          : targetProblem(unit, second);
      if (p2) return refuse(ctx, 'illegal-target', `${p2}.`, ruleOf(p2, 'SQ-CQS-07'), 'split');
      if (isVehicle(unit) || isVehicle(target) || isVehicle(second))
        return refuse(
          ctx,
          'illegal-assault',
          'a split assault is fought by infantry against infantry only',
          'SQ-DEF-21',
          'split',
        );
      const living = alive(unit).map((m) => m.id);
      sent = [...new Set(command.split.models)];
      const stray = sent.find((id) => !living.includes(id));
      if (stray)
        return refuse(
          ctx,
          'unknown-entity',
          `'${stray}' is not a living model of '${unit.name}'`,
          'SQ-CQS-07',
          'split',
        );
      if (sent.length !== command.split.models.length || sent.length >= living.length)
        return refuse(
          ctx,
          'wrong-models',
          'send different models at the second target, and keep at least one for the first',
          'SQ-CQS-07',
          'split',
        );
      targets.push(second);
    }
    const living = alive(unit);
    const move = assaultMoveProblem(state, unit, command.positions, command.jump === true, targets, (i) =>
      sent.includes(living[i]?.id ?? '') ? (targets[1] as UnitState) : target,
    );
    if ('code' in move) return refuse(ctx, move.code, `${move.message}.`, move.rule, 'positions');
    const moves: AssaultMove[] = [
      { unit: unit.id, models: living.map((m) => m.id), positions: command.positions, landing: move.landing },
    ];
    let partner: UnitState | undefined;
    if (command.partner) {
      if (state.params.cqb.maxAssaultingUnits < 2)
        return refuse(
          ctx,
          'too-many-units',
          `only ${state.params.cqb.maxAssaultingUnits} unit may assault together (cqb.maxAssaultingUnits)`,
          'SQ-DEF-20',
          'partner',
        );
      partner = ownUnit(state, ctx, command.player, command.partner.unit, 'SQ-CQS-05');
      const pp = partnerProblem(state, unit, partner);
      if (pp) return refuse(ctx, 'illegal-partner', `${pp}.`, ruleOf(pp, 'SQ-CQS-05'), 'partner');
      if (command.partner.jump && !hasRule(state, partner, 'jumpInfantry'))
        return refuse(
          ctx,
          'no-jump-packs',
          `'${partner.name}' has no jump packs (SQ-SPC-09)`,
          'SQ-SPC-09',
          'partner',
        );
      // The partner's move is checked with the first unit already in its new place.
      let i = 0;
      const moved: SqState = {
        ...state,
        units: state.units.map((u) =>
          u.id !== unit.id
            ? u
            : {
                ...u,
                models: u.models.map((m) => (m.alive ? { ...m, ...(command.positions[i++] as Vec2) } : m)),
              },
        ),
      };
      const p = partner;
      const pm = assaultMoveProblem(
        moved,
        p,
        command.partner.positions,
        command.partner.jump === true,
        targets,
        () => target,
      );
      if ('code' in pm) return refuse(ctx, pm.code, `${pm.message}.`, pm.rule, 'partner');
      moves.push({
        unit: p.id,
        models: alive(p).map((m) => m.id),
        positions: command.partner.positions,
        landing: pm.landing,
      });
    }
    const rules = ['SQ-ACT-04', 'SQ-DEF-19'];
    if (partner) rules.push('SQ-CQS-05', 'SQ-DEF-20');
    if (command.split) rules.push('SQ-CQS-07', 'SQ-DEF-20');
    if (isVehicle(target) || isVehicle(unit)) rules.push('SQ-DEF-21');
    ctx.emit({
      type: 'assault-declared',
      units: partner ? [unit.id, partner.id] : [unit.id],
      target: targets.map((t) => t.id),
      rules,
    });
    if (partner) {
      partner.activated = true;
      partner.lastMove = 0;
      clearOverwatch(draft, partner, ctx, 'activated for a multiple assault');
      ctx.emit({ type: 'unit-activated', unit: partner.id, rules: ['SQ-CQS-05', 'SQ-DEF-03'] });
    }
    const step: CombatStep = {
      kind: 'cqb',
      phase: 'terror',
      attackers: partner ? [unit.id, partner.id] : [unit.id],
      defenders: targets.map((t) => t.id),
      fresh: true,
      moves,
      ...(command.split ? { split: { target: command.split.target, models: sent } } : {}),
      overwatch: [],
      round: 0,
      slot: 0,
      slots: {},
      start: {},
    };
    tookAction(draft, unit, 'assault', ctx, ['SQ-ACT-04'], [step]);
  },
};

/** SQ-CQB-13: the winner's free move of up to 3" (no enemy clearance), or none. */
export const consolidateCommand: SqCommandRow<'consolidate'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const stage = state.stage;
    if (stage.kind !== 'consolidate' || stage.unit !== command.unit || stage.player !== command.player)
      return refuse(
        ctx,
        'illegal-action',
        `'${command.unit}' has no consolidation to make now`,
        'SQ-CQB-13',
        'unit',
      );
    const unit = findUnit(state, command.unit) as UnitState;
    if (command.positions) {
      const result = checkMove(state, unit, command.positions, { allowance: 3, noClearance: true });
      if (isProblem(result))
        return refuse(
          ctx,
          result.code,
          `${result.message} (a consolidation moves up to 3").`,
          result.code === 'too-far' ? 'SQ-CQB-13' : result.rule,
          'positions',
        );
    }
    const head = draft.queue[0] as { -readonly [K in keyof ConsolidateStep]: ConsolidateStep[K] };
    head.answered = true;
    if (command.positions) head.positions = command.positions.map((p) => ({ x: p.x, y: p.y }));
  },
};

/** SQ-DEF-20: the lone unit's owner splits its attacks among the units it fights (every attack placed). */
export const splitAttacksCommand: SqCommandRow<'split-attacks'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const stage = state.stage;
    if (stage.kind !== 'split-attacks' || stage.unit !== command.unit || stage.player !== command.player)
      return refuse(
        ctx,
        'illegal-action',
        `'${command.unit}' has no attacks to split now`,
        'SQ-DEF-20',
        'unit',
      );
    const keys = Object.keys(command.allocation);
    const stray = keys.find((k) => !stage.among.includes(k));
    if (stray)
      return refuse(
        ctx,
        'unknown-entity',
        `'${stray}' is not in this combat; split among ${stage.among.join(', ')}`,
        'SQ-DEF-20',
        'allocation',
      );
    const total = keys.reduce((n, k) => n + (command.allocation[k] ?? 0), 0);
    if (total !== stage.attacks)
      return refuse(
        ctx,
        'wrong-count',
        `place exactly ${stage.attacks} attack(s) (got ${total})`,
        'SQ-DEF-20',
        'allocation',
      );
    const allocation: Record<string, number> = {};
    for (const id of stage.among) allocation[id] = command.allocation[id] ?? 0;
    const head = draft.queue[0] as { allocation?: Record<string, number> };
    head.allocation = allocation;
  },
};
