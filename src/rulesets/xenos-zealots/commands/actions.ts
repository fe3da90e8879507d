import { geometry } from 'sandtable';
import { actionProblem, finishAction, turnOf } from '../rules/actions';
import { assaultWithdraw } from '../rules/assault/withdraw';
import {
  attachCharacter,
  attachedCharacter,
  attachProblem,
  detachCharacter,
  detachProblem,
  resumingLeader,
} from '../rules/characters';
import { inCover } from '../rules/cover';
import { applyMoves, checkMove, moveAway } from '../rules/movement';
import { refuse } from '../rules/refuse';
import { closestVisibleEnemyPoint } from '../rules/threat';
import { cardOf, isOneModel, modelCard, unitById } from '../rules/units';
import type { XzState } from '../state';
import type { XzCommandRow } from '../tables';

/**
 * XZ-ORD-05 / XZ-MOVE-01 … XZ-MOVE-07 / XZ-ORD-03 / R22 / R26 / R27 / R28: a Move action: each model moves up to
 * its terrain-modified allowance (or jumps, with Jump Jets), the unit ends in coherency around its leader and out of
 * contact with the enemy; a lone character may end it by joining a unit (`attach`), and an attached character by
 * leaving its unit's coherency (`detach`).
 */
export const moveCommand: XzCommandRow<'move'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const problem = actionProblem(state, unit, command.player, 'move');
    if (problem || !unit)
      return refuse(ctx, {
        ...(problem ?? { code: 'unknown-entity', message: '', rule: 'XZ-ORD-05' }),
        path: ['unit'],
      });
    const card = cardOf(state, unit);
    const jumper = unit.models.some(
      (m) => m.alive && modelCard(state, unit, m).mobility.abilities.includes('J'),
    );
    if (command.jump && (!card.mobility.abilities.includes('J') || !jumper))
      return refuse(ctx, {
        code: 'no-jump-jets',
        message: `'${unit.name}' has no Jump Jets (J); move it normally (XZ-SMOV-04).`,
        rule: 'XZ-SMOV-04',
        path: ['jump'],
      });
    if (command.attach !== undefined && command.detach)
      return refuse(ctx, {
        code: 'attach-and-detach',
        message: 'A move either attaches a character to a unit or detaches one, not both (R27).',
        rule: 'R27',
        path: ['detach'],
      });
    const turn = turnOf(state, unit);
    if (!turn) return;
    const doubleTimeSecond = unit.order?.value === 'double-time' && turn.kind === 'action' && turn.slot === 2;
    const character = command.detach ? attachedCharacter(unit) : undefined;
    const resumed = command.detach ? resumingLeader(unit) : undefined;
    if (command.detach) {
      const issue = detachProblem(state, unit, command.models);
      if (issue) return refuse(ctx, { ...issue, path: ['detach'] });
    }
    const kind = command.jump ? 'jump' : 'move';
    const check = checkMove(state, unit, command.models, kind, {
      ...(doubleTimeSecond ? { contactRule: 'XZ-ORD-03' } : {}),
      ...(character && resumed ? { leader: resumed.id, outOfCoherency: [character.id] } : {}),
    });
    if (check.problem) return refuse(ctx, { ...check.problem, path: ['models'] });
    if (command.attach !== undefined) {
      const model = unit.models.find((m) => m.alive);
      const p = command.models.find((q) => q.model === model?.id);
      const at = model && p ? { ...model, x: p.x, y: p.y } : model;
      const issue = at
        ? attachProblem(state, unit, command.attach, at)
        : { code: 'not-a-character', message: `'${unit.name}' has no model.`, rule: 'R27' };
      if (issue) return refuse(ctx, { ...issue, path: ['attach'] });
    }
    ctx.emit({
      type: 'action-taken',
      unit: unit.id,
      action: 'move',
      slot: turn.kind === 'action' ? turn.slot : 1,
      rules: ['XZ-ORD-05', 'XZ-ORD-01', ...(doubleTimeSecond ? ['XZ-ORD-03'] : [])],
    });
    applyMoves(draft, ctx, unit, command.models, kind, ['XZ-MOVE-01', ...check.rules]);
    finishAction(draft, ctx, unit, turn);
    if (command.attach !== undefined) attachCharacter(draft, ctx, unit, command.attach);
    if (command.detach) detachCharacter(draft, ctx, unit);
  },
};

/** XZ-ORD-08 / R5: the Ready action has no effect of its own (its order's effects come with the counter). */
export const readyCommand: XzCommandRow<'ready'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const problem = actionProblem(state, unit, command.player, 'ready');
    if (problem || !unit)
      return refuse(ctx, {
        ...(problem ?? { code: 'unknown-entity', message: '', rule: 'XZ-ORD-08' }),
        path: ['unit'],
      });
    const turn = turnOf(state, unit);
    if (!turn || turn.kind !== 'action') return;
    ctx.emit({
      type: 'action-taken',
      unit: unit.id,
      action: 'ready',
      slot: turn.slot,
      rules: ['XZ-ORD-08', 'R5'],
    });
    finishAction(draft, ctx, unit, turn);
  },
};

/** R22 / XZ-ORD-09: skips the unit's current action (never swaps it for another). */
export const passActionCommand: XzCommandRow<'pass-action'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const turn = unit ? turnOf(state, unit) : undefined;
    if (!unit || !turn || unit.player !== command.player)
      return refuse(ctx, {
        ...(actionProblem(state, unit, command.player, 'move') ?? {
          code: 'not-now',
          message: 'That unit has nothing to do now.',
          rule: 'R22',
        }),
        path: ['unit'],
      });
    if (turn.kind === 'behaviour')
      return refuse(ctx, {
        code: 'wrong-action',
        message: `'${unit.name}' is Suppressed and must do one of Move to Cover, Withdraw or Return Fire (XZ-MOR-04); to stay put, Move to Cover with no moves.`,
        rule: 'XZ-MOR-04',
        path: ['unit'],
      });
    ctx.emit({ type: 'action-skipped', unit: unit.id, action: turn.action, rules: ['R22', 'XZ-ORD-09'] });
    finishAction(draft, ctx, unit, turn);
  },
};

/**
 * XZ-MOR-04 / XZ-MOR-05 / R23: a Suppressed unit moves to cover it can reach within its Mobility (every model
 * that moves must end in cover) and shoots no more; with no moves it stays where it is.
 */
export const moveToCoverCommand: XzCommandRow<'move-to-cover'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const problem = actionProblem(state, unit, command.player, 'behaviour');
    if (problem || !unit)
      return refuse(ctx, {
        ...(problem ?? { code: 'unknown-entity', message: '', rule: 'XZ-MOR-05' }),
        path: ['unit'],
      });
    // R23: with no moves the unit stays where it is, whatever its shape.
    const check =
      command.models.length === 0
        ? { problem: undefined, rules: [] as string[] }
        : checkMove(state, unit, command.models, 'cover');
    if (check.problem) return refuse(ctx, { ...check.problem, path: ['models'] });
    for (const [i, p] of command.models.entries()) {
      const m = unit.models.find((x) => x.id === p.model);
      if (m && !inCover(state, { ...m, x: p.x, y: p.y }))
        return refuse(ctx, {
          code: 'not-cover',
          message: `${m.name} (${m.id}) would not end in cover; Move to Cover only moves models into cover (XZ-MOR-05).`,
          rule: 'XZ-MOR-05',
          path: ['models', i],
        });
    }
    const turn = turnOf(state, unit);
    if (!turn) return;
    finishAction(draft, ctx, unit, turn, 'move-to-cover');
    if (command.models.length > 0)
      applyMoves(draft, ctx, unit, command.models, 'cover', ['XZ-MOR-05', 'R23', ...check.rules]);
  },
};

/** XZ-MOR-06 / R12: a Suppressed single-model unit turns to present its best armour instead of moving to cover. */
export const turnToFaceCommand: XzCommandRow<'turn-to-face'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const problem = actionProblem(state, unit, command.player, 'behaviour');
    if (problem || !unit)
      return refuse(ctx, {
        ...(problem ?? { code: 'unknown-entity', message: '', rule: 'XZ-MOR-06' }),
        path: ['unit'],
      });
    if (!isOneModel(unit))
      return refuse(ctx, {
        code: 'not-single-model',
        message: `'${unit.name}' is not a single-model unit; only one turns to face its attackers (XZ-MOR-06).`,
        rule: 'XZ-MOR-06',
        path: ['unit'],
      });
    const turn = turnOf(state, unit);
    const model = unit.models.find((m) => m.alive);
    if (!turn || !model) return;
    finishAction(draft, ctx, unit, turn, 'turn-to-face');
    model.facing = geometry.normalizeDegrees(command.facing);
    ctx.emit({
      type: 'unit-turned',
      unit: unit.id,
      model: model.id,
      facing: model.facing,
      rules: ['XZ-MOR-06', 'R12'],
    });
  },
};

/**
 * XZ-MOR-07 / R23: a Suppressed unit withdraws directly away from the closest enemy unit its leader can see, as far
 * as its terrain-modified Mobility allows (it stays put when no enemy is in sight); after a lost assault (R33) the
 * loser's withdrawal.
 */
export const withdrawCommand: XzCommandRow<'withdraw'> = {
  apply(draft, command, ctx) {
    if (draft.stage.kind === 'withdraw') return assaultWithdraw(draft, command, ctx);
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const problem = actionProblem(state, unit, command.player, 'behaviour');
    if (problem || !unit)
      return refuse(ctx, {
        ...(problem ?? { code: 'unknown-entity', message: '', rule: 'XZ-MOR-07' }),
        path: ['unit'],
      });
    const turn = turnOf(state, unit);
    if (!turn) return;
    const threat = closestVisibleEnemyPoint(state, unit);
    const away = threat ? moveAway(state, unit, threat, 'withdraw', false) : undefined;
    finishAction(draft, ctx, unit, turn, 'withdraw');
    if (away && away.placements.length > 0 && away.length > 0)
      applyMoves(draft, ctx, unit, away.placements, 'withdraw', ['XZ-MOR-07', 'R23', ...away.rules]);
  },
};
