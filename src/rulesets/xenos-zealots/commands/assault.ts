import { isDraft, original } from 'immer';
import { geometry, type Vec2 } from 'sandtable';
import { actionProblem, finishAction, turnOf } from '../rules/actions';
import { type ChargeStart, startAssault } from '../rules/assault/begin';
import { chargeProblem } from '../rules/assault/charge';
import { consolidationProblem, regroup } from '../rules/assault/consolidate';
import { engagement, jumps } from '../rules/assault/reach';
import type { ConsolidateStep } from '../rules/assault/result';
import { jumpReach, pathEntries } from '../rules/geometry';
import { destroyUnit, restoreMorale } from '../rules/morale';
import { applyMoves } from '../rules/movement';
import { coherencyProblem, placed } from '../rules/placement';
import { refuse } from '../rules/refuse';
import { aliveModels, cardOf, leaderOf, requireUnit, unitById } from '../rules/units';
import type { UnitState, XzState } from '../state';
import type { XzCommandRow } from '../tables';
import type { Placement } from './schema';

/**
 * XZ-ORD-07 / XZ-ASLT-01 … XZ-ASLT-06 / R31 / XZ-MOR-15: the Assault action, the CHARGE order's second action:
 * the leader picks an enemy unit it sees and can reach, the unit moves into contact by R31's priorities (the move
 * names XZ-ASLT-06 when a model had no room for contact; with `jump`, R28, the models with Jump Jets jump), and the
 * assault's steps are queued (Step Two onward); a Routed target is destroyed at once with no steps.
 */
export const assaultCommand: XzCommandRow<'assault'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const problem = actionProblem(state, unit, command.player, 'assault');
    if (problem || !unit) {
      const order = unit?.order?.value;
      if (problem?.code === 'wrong-action' && unit?.morale === 'ok')
        return refuse(ctx, {
          code: order === 'charge' ? 'not-secondary' : 'not-charging',
          message:
            order === 'charge'
              ? `'${unit.name}' assaults with its CHARGE order's second action, in Secondary Actions; now it moves (XZ-ASLT-02).`
              : `'${unit.name}' is on ${order ?? 'no'} orders; only a unit given a CHARGE order can assault (XZ-ASLT-01).`,
          rule: order === 'charge' ? 'XZ-ASLT-02' : 'XZ-ASLT-01',
          path: ['unit'],
        });
      return refuse(ctx, {
        ...(problem ?? { code: 'unknown-unit', message: 'There is no such unit.', rule: 'XZ-ASLT-01' }),
        path: ['unit'],
      });
    }
    const target = unitById(state, command.target);
    if (target?.status !== 'on-table' || target.player === unit.player)
      return refuse(ctx, {
        code: target ? 'not-enemy' : 'unknown-unit',
        message: `'${command.target}' is not an enemy unit on the table; name one your leader can see and reach (XZ-ASLT-03).`,
        rule: 'XZ-ASLT-03',
        path: ['target'],
      });
    const read = (isDraft(draft) ? original(draft) : draft) as XzState;
    const jump = command.jump === true;
    if (jump && !hasJumpJets(read, requireUnit(read, unit.id)))
      return refuse(ctx, {
        code: 'no-jump-jets',
        message: `'${unit.name}' has no Jump Jets (J); assault without 'jump' (XZ-SMOV-04, R28).`,
        rule: 'XZ-SMOV-04',
        path: ['jump'],
      });
    const issue = chargeProblem(
      read,
      requireUnit(read, unit.id),
      requireUnit(read, target.id),
      command.models,
      jump,
    );
    if (issue) return refuse(ctx, issue);
    const turn = turnOf(state, unit);
    const leader = leaderOf(unit);
    if (!turn || !leader) return;
    const leaderTo = command.models.find((p) => p.model === leader.id) as Vec2;
    const path = [
      { x: leader.x, y: leader.y },
      { x: leaderTo.x, y: leaderTo.y },
    ];
    const crossed = state.scenario.terrain
      .filter((f) => f.kind === 'obstacle' && pathEntries(path, f) > 0)
      .map((f) => f.id);
    ctx.emit({
      type: 'action-taken',
      unit: unit.id,
      action: 'assault',
      slot: 2,
      rules: ['XZ-ORD-07', 'XZ-ASLT-02'],
    });
    ctx.emit({
      type: 'assault-declared',
      unit: unit.id,
      target: target.id,
      rules: ['XZ-ASLT-01', 'XZ-ASLT-03'],
    });
    applyMoves(draft, ctx, unit, command.models, 'assault', [
      'XZ-ORD-07',
      'XZ-ASLT-04',
      'XZ-ASLT-05',
      'R31',
      ...(placedShort(read, unit.id, target.id, command.models) ? ['XZ-ASLT-06'] : []),
      ...(jump ? jumpRules(read, unit.id, command.models) : []),
    ]);
    finishAction(draft, ctx, unit, turn);
    if (target.morale === 'routed') {
      destroyUnit(draft, ctx, target, 'assaulted while Routed', ['XZ-MOR-15']);
      return;
    }
    const start: ChargeStart = { charger: unit.id, defender: target.id, crossed };
    startAssault(draft, start);
  },
};

/** R28 / XZ-SMOV-04: whether the unit's card has Jump Jets and a model in play that carries them. */
function hasJumpJets(state: XzState, unit: UnitState): boolean {
  return (
    cardOf(state, unit).mobility.abilities.includes('J') &&
    unit.models.some((m) => m.alive && jumps(state, unit, m, true))
  );
}

/** R28 / XZ-SMOV-04 / XZ-SMOV-05: the rules a jumping Assault move was held to (XZ-SMOV-05 when a level was climbed). */
function jumpRules(state: XzState, unitId: string, models: readonly Placement[]): string[] {
  const unit = requireUnit(state, unitId);
  const rules = ['XZ-SMOV-04', 'R28'];
  for (const p of models) {
    const m = unit.models.find((x) => x.id === p.model);
    if (!m || !jumps(state, unit, m, true) || geometry.distance(m, p) <= 1e-9) continue;
    if (jumpReach(m, p, state.scenario.terrain).levelsClimbed > 0) return [...rules, 'XZ-SMOV-05'];
  }
  return rules;
}

/**
 * XZ-ASLT-06 / R31: whether these (checked) positions leave a model other than the leader out of base contact with
 * the target: a model with no room for contact, placed within 2" of an enemy model or as close as it could get.
 */
function placedShort(
  state: XzState,
  unitId: string,
  targetId: string,
  models: readonly Placement[],
): boolean {
  const unit = requireUnit(state, unitId);
  const enemies = aliveModels(requireUnit(state, targetId));
  return placed(unit, models).some((m) => m.alive && m.id !== unit.leader && engagement(m, enemies) !== 1);
}

/**
 * XZ-ASLT-19 / XZ-ASLT-20 / R34: the winner consolidates (or not): with `accept`, its models move back into
 * coherency (to the positions given, else each straggler toward its leader), every suppressed flag clears and a
 * Suppressed counter is removed, so the unit is in good order.
 */
export const consolidateCommand: XzCommandRow<'consolidate'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const stage = draft.stage;
    const head = draft.queue[0] as ConsolidateStep | undefined;
    if (stage.kind !== 'consolidate' || head?.kind !== 'assault-consolidate')
      return refuse(ctx, {
        code: 'not-now',
        message: 'No assault winner is consolidating now.',
        rule: 'XZ-ASLT-19',
      });
    if (stage.player !== command.player)
      return refuse(ctx, {
        code: 'not-yours',
        message: `It is ${stage.player}'s unit that may consolidate now.`,
        rule: 'XZ-ASLT-19',
        path: ['player'],
      });
    const unit = unitById(state, command.unit);
    if (!unit || unit.id !== stage.unit)
      return refuse(ctx, {
        code: 'wrong-unit',
        message: `The unit that won the assault is '${stage.unit}'; consolidate that one (XZ-ASLT-19).`,
        rule: 'XZ-ASLT-19',
        path: ['unit'],
      });
    if (!command.accept) {
      if (command.models && command.models.length > 0)
        return refuse(ctx, {
          code: 'declined-with-moves',
          message: 'A unit that does not consolidate does not move; send accept: true to move (XZ-ASLT-19).',
          rule: 'XZ-ASLT-19',
          path: ['models'],
        });
      head.resolved = true;
      return;
    }
    let placements = command.models ?? [];
    if (placements.length > 0) {
      const issue = consolidationProblem(state, unit, placements);
      if (issue) return refuse(ctx, issue);
    } else placements = regroup(state, unit);
    head.resolved = true;
    if (placements.length > 0) {
      applyMoves(draft, ctx, unit, placements, 'consolidate', ['XZ-ASLT-19', 'R34']);
      // XZ-UNIT-03: a straggler the engine could not bring back leaves the unit to regroup on its next move.
      if (coherencyProblem(state, unit, unit.models)) unit.regroup = true;
    }
    for (const m of unit.models) m.suppressed = false;
    if (unit.morale === 'suppressed')
      restoreMorale(ctx, unit, 'consolidated after winning an assault', ['XZ-ASLT-19', 'R34']);
    ctx.emit({ type: 'unit-consolidated', unit: unit.id, rules: ['XZ-ASLT-19', 'R34'] });
  },
};
