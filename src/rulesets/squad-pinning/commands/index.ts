import { geometry } from 'sandtable';
import type { CommandSpec } from 'sandtable/kit';
import { modifier } from 'sandtable/kit';
import type { SqContext, SqEvent } from '../events';
import { type ActionType, actionProblem, smokeInRange, transportsFor } from '../rules/actions';
import { removalChoices } from '../rules/damage';
import { d6 } from '../rules/dice';
import { baseInImpassable, baseOf, baseOnTable, unitDistance } from '../rules/geometry';
import { clearOverwatch, fallBack, leadershipTest } from '../rules/leadership';
import { checkMove, isProblem, placeModels, placementProblem } from '../rules/movement';
import type { SqStep } from '../rules/queue';
import { shoot, shootingProblem } from '../rules/shooting';
import { activationTests } from '../rules/turn';
import { alive, baseRadius, findUnit, hasRule, profileOf } from '../rules/units';
import type { SqDraft, SqState, UnitState } from '../state';
import type { SqCommand, SqCommandOf } from './schema';

/** A row of the command table. */
export type SqCommandRow<T extends SqCommand['type']> = CommandSpec<SqState, SqCommandOf<T>, SqEvent>;

/** Rejects with a code, the rule that forbids it and a message. */
export function refuse(ctx: SqContext, code: string, message: string, rule: string, path?: string): never {
  return ctx.reject(code, message, { rule, ...(path ? { path: [path] } : {}) });
}

/** The player's own unit named by a command, or a rejection. */
export function ownUnit(state: SqState, ctx: SqContext, player: string, id: string, rule: string): UnitState {
  const unit = findUnit(state, id);
  if (!unit) return refuse(ctx, 'unknown-entity', `there is no unit '${id}'`, rule, 'unit');
  if (unit.player !== player)
    return refuse(ctx, 'not-your-unit', `'${unit.name}' belongs to the other player`, rule, 'unit');
  return unit;
}

/** The acting unit named by an action command, checked against the action's restrictions (SQ-DEF-04). */
export function actingUnit(
  draft: SqDraft,
  ctx: SqContext,
  command: { player: string; unit: string },
  action: ActionType,
): UnitState {
  const state = draft as SqState;
  const unit = ownUnit(state, ctx, command.player, command.unit, 'SQ-DEF-03');
  if (state.acting?.unit !== unit.id)
    return refuse(
      ctx,
      'not-acting',
      `'${unit.name}' is not the unit acting now; act with ${state.acting?.unit ?? 'the activated unit'}`,
      'SQ-DEF-03',
      'unit',
    );
  const problem = actionProblem(state, unit, action);
  if (problem) return refuse(ctx, 'illegal-action', `${problem}.`, problemRule(problem), 'unit');
  return unit;
}

function problemRule(problem: string): string {
  return /\((SQ-[A-Z]+-\d+)\)/.exec(problem)?.[1] ?? 'SQ-DEF-04';
}

/** Records an action and queues what follows it (SQ-DEF-04). */
export function tookAction(
  draft: SqDraft,
  unit: UnitState,
  action: ActionType,
  ctx: SqContext,
  rules: readonly string[],
  steps: SqStep[] = [],
): void {
  draft.acting?.done.push(action);
  ctx.emit({ type: 'action-taken', unit: unit.id, action, rules: [...rules] });
  draft.queue.push(...steps, { kind: 'after-action', unit: unit.id });
}

/** SQ-DEF-02: the roll-off for deployment: d6 each, ties re-rolled; the winner picks a zone and deploys first. */
export const rollOffCommand: SqCommandRow<'roll-off'> = {
  apply(draft, _command, ctx) {
    const [a, b] = draft.players as [string, string];
    for (let i = 0; i < 50 && !draft.first; i++) {
      const ra = d6(ctx.dice, `roll-off: ${a}`, ['SQ-DEF-02'], a);
      const rb = d6(ctx.dice, `roll-off: ${b}`, ['SQ-DEF-02'], b);
      if (ra !== rb) draft.first = ra > rb ? a : b;
    }
    draft.first ??= a;
    ctx.emit({ type: 'roll-off', winner: draft.first, purpose: 'deployment', rules: ['SQ-DEF-02'] });
  },
};

/** SQ-DEF-02: the roll-off winner's zone; the loser takes the other. */
export const chooseZoneCommand: SqCommandRow<'choose-zone'> = {
  apply(draft, command, ctx) {
    for (const side of draft.sides) {
      side.zone =
        side.player === command.player ? command.zone : command.zone === 'south' ? 'north' : 'south';
    }
    ctx.emit({ type: 'zone-chosen', player: command.player, zone: command.zone, rules: ['SQ-DEF-02'] });
    draft.phase = 'deploy';
  },
};

/** SQ-DEF-02: whether a base lies wholly inside the player's deployment zone. */
export function inZone(
  state: SqState,
  player: string,
  base: { center: { x: number; y: number }; radius: number },
): boolean {
  const zone = state.sides.find((s) => s.player === player)?.zone;
  const depth = state.params.deployment.zoneDepth;
  const { y } = base.center;
  if (zone === 'south') return y - base.radius >= -1e-9 && y + base.radius <= depth + 1e-9;
  return (
    y - base.radius >= state.params.table.depth - depth - 1e-9 &&
    y + base.radius <= state.params.table.depth + 1e-9
  );
}

/** SQ-DEF-02 / SQ-DEF-16: places one unit wholly in the zone, or embarks infantry in a deployed transport. */
export const deployCommand: SqCommandRow<'deploy'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = ownUnit(state, ctx, command.player, command.unit, 'SQ-DEF-02');
    if (unit.status !== 'undeployed')
      return refuse(ctx, 'already-deployed', `'${unit.name}' is already deployed`, 'SQ-DEF-02', 'unit');
    if (command.transport !== undefined) {
      const transport = transportsFor(state, unit).find((t) => t.id === command.transport);
      if (!transport)
        return refuse(
          ctx,
          'no-transport',
          `'${command.transport}' is not a deployed friendly transport with room for '${unit.name}'`,
          'SQ-DEF-16',
          'transport',
        );
      unit.status = 'embarked';
      unit.transport = transport.id;
      ctx.emit({
        type: 'unit-deployed',
        unit: unit.id,
        embarked: transport.id,
        rules: ['SQ-DEF-02', 'SQ-DEF-16'],
      });
      return;
    }
    if (!command.positions)
      return refuse(
        ctx,
        'missing-positions',
        'give a position for each model (or a transport to start in)',
        'SQ-DEF-02',
        'positions',
      );
    const models = alive(unit);
    if (command.positions.length !== models.length)
      return refuse(
        ctx,
        'wrong-model-count',
        `give one position for each of the ${models.length} models of '${unit.name}'`,
        'SQ-DEF-02',
        'positions',
      );
    const r = baseRadius(unit);
    const bases = command.positions.map((p) => ({ center: { x: p.x, y: p.y }, radius: r }));
    for (const b of bases) {
      if (!baseOnTable(state, b) || !inZone(state, command.player, b))
        return refuse(
          ctx,
          'outside-zone',
          `every model must stand wholly inside your ${state.params.deployment.zoneDepth}" deployment zone`,
          'SQ-DEF-02',
          'positions',
        );
      if (baseInImpassable(state, b))
        return refuse(ctx, 'impassable', 'models cannot stand inside a building', 'SQ-DEF-02', 'positions');
    }
    const problem = placementProblem(state, unit, bases);
    if (problem) return refuse(ctx, problem.code, `${problem.message}.`, problem.rule, 'positions');
    placeModels(unit, command.positions);
    if (unit.kind === 'vehicle') {
      const zone = state.sides.find((s) => s.player === command.player)?.zone;
      for (const m of unit.models) m.facing = zone === 'south' ? 0 : 180;
    }
    unit.status = 'table';
    ctx.emit({ type: 'unit-deployed', unit: unit.id, rules: ['SQ-DEF-02'] });
  },
};

/** SQ-SPC-12 / SQ-DEF-26: a Recon unit's free move after deployment. */
export const reconMoveCommand: SqCommandRow<'recon-move'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = ownUnit(state, ctx, command.player, command.unit, 'SQ-SPC-12');
    if (!hasRule(state, unit, 'recon') || unit.reconDone || unit.status !== 'table')
      return refuse(ctx, 'illegal-action', `'${unit.name}' has no Recon move to make`, 'SQ-SPC-12', 'unit');
    if (command.positions) {
      const result = checkMove(state, unit, command.positions);
      if (isProblem(result)) return refuse(ctx, result.code, `${result.message}.`, result.rule, 'positions');
      placeModels(unit, command.positions);
    }
    unit.reconDone = true;
    ctx.emit({
      type: 'recon-move',
      unit: unit.id,
      moved: command.positions !== undefined,
      rules: ['SQ-SPC-12', 'SQ-DEF-26'],
    });
  },
};

/** SQ-DEF-03: the unit to activate; its activation tests (SQ-SPC-03, SQ-SPC-16) come first. */
export const activateCommand: SqCommandRow<'activate'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = ownUnit(state, ctx, command.player, command.unit, 'SQ-DEF-03');
    if (unit.activated)
      return refuse(
        ctx,
        'already-activated',
        `'${unit.name}' has already activated this turn`,
        'SQ-DEF-03',
        'unit',
      );
    if (!(unit.status === 'table' || unit.status === 'embarked') || alive(unit).length === 0)
      return refuse(ctx, 'illegal-action', `'${unit.name}' is not in play`, 'SQ-DEF-03', 'unit');
    draft.acting = { unit: unit.id, actionsLeft: state.params.actionsPerActivation, done: [] };
    ctx.emit({ type: 'unit-activated', unit: unit.id, rules: ['SQ-DEF-03'] });
    clearOverwatch(draft, unit, ctx, 'activated again');
    unit.lastMove = 0;
    if (!activationTests(draft, unit, ctx)) draft.queue.push({ kind: 'end-activation', unit: unit.id });
  },
};

/** SQ-ACT-01 / SQ-DEF-12 / SQ-SPC-09 / SQ-SPC-10: Move. */
export const moveCommand: SqCommandRow<'move'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'move');
    if (command.jump && !hasRule(state, unit, 'jumpInfantry'))
      return refuse(
        ctx,
        'no-jump-packs',
        `'${unit.name}' has no jump packs (SQ-SPC-09)`,
        'SQ-SPC-09',
        'jump',
      );
    const result = checkMove(state, unit, command.positions, { jump: command.jump === true });
    if (isProblem(result)) return refuse(ctx, result.code, `${result.message}.`, result.rule, 'positions');
    placeModels(unit, command.positions);
    unit.lastMove = result.distance;
    unit.movedThisTurn = true;
    const steps: SqStep[] = [];
    ctx.emit({
      type: 'unit-moved',
      unit: unit.id,
      distance: round(result.distance),
      to: { x: round(alive(unit)[0]?.x ?? 0), y: round(alive(unit)[0]?.y ?? 0) },
      rules: ['SQ-ACT-01', ...result.rules],
    });
    if (command.jump && result.endsInDifficult) steps.push({ kind: 'jump-landing', unit: unit.id });
    steps.push({ kind: 'overwatch-trigger', target: unit.id });
    tookAction(draft, unit, 'move', ctx, ['SQ-ACT-01'], steps);
  },
};

/** SQ-ACT-02 / SQ-SHT-01: Shoot. */
export const shootCommand: SqCommandRow<'shoot'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'shoot');
    const target = findUnit(state, command.target);
    if (!target)
      return refuse(ctx, 'unknown-entity', `there is no unit '${command.target}'`, 'SQ-SHT-01', 'target');
    const problem = shootingProblem(state, unit, target);
    if (problem) return refuse(ctx, 'illegal-target', `${problem}.`, problemRule(problem), 'target');
    draft.acting?.done.push('shoot');
    ctx.emit({ type: 'action-taken', unit: unit.id, action: 'shoot', rules: ['SQ-ACT-02'] });
    const steps = shoot(draft, ctx, unit, target, 'shoot');
    draft.queue.push(...steps, { kind: 'after-action', unit: unit.id });
  },
};

/** SQ-ACT-03 / SQ-DEF-14: Go on Overwatch. */
export const overwatchCommand: SqCommandRow<'overwatch'> = {
  apply(draft, command, ctx) {
    const unit = actingUnit(draft, ctx, command, 'overwatch');
    unit.overwatch = true;
    ctx.emit({ type: 'overwatch-set', unit: unit.id, rules: ['SQ-ACT-03', 'SQ-DEF-14'] });
    tookAction(draft, unit, 'overwatch', ctx, ['SQ-ACT-03']);
  },
};

/** SQ-ACT-08 / SQ-DEF-11 / SQ-SPC-14: rally (a Broken unit regroups; on a failure it falls back again). */
export const rallyCommand: SqCommandRow<'rally'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'rally');
    const officer = state.units.some(
      (u) =>
        u.player === unit.player &&
        u.id !== unit.id &&
        u.status === 'table' &&
        profileOf(state, u).role === 'officer' &&
        unitDistance(u, unit) <= state.params.rally.officerRange,
    );
    const mods = officer
      ? [modifier('SQ-DEF-11', state.params.rally.officerBonus, 'an Officer within range')]
      : [];
    const resolute = hasRule(state, unit, 'resolute');
    draft.acting?.done.push('rally');
    ctx.emit({ type: 'action-taken', unit: unit.id, action: 'rally', rules: ['SQ-ACT-08'] });
    const result = leadershipTest(
      state,
      unit,
      ctx,
      unit.broken ? 'regroup' : 'rally',
      resolute ? ['SQ-ACT-08', 'SQ-DEF-11', 'SQ-SPC-14'] : ['SQ-ACT-08', 'SQ-DEF-11'],
      mods,
      resolute,
    );
    if (result.passed) {
      unit.pinned = false;
      unit.broken = false;
      ctx.emit({
        type: 'unit-rallied',
        unit: unit.id,
        rules: resolute ? ['SQ-ACT-08', 'SQ-SPC-14'] : ['SQ-ACT-08'],
      });
    } else if (unit.broken) fallBack(draft, unit, ctx);
    draft.queue.push({ kind: 'after-action', unit: unit.id });
  },
};

/** SQ-DEF-04: Hold. */
export const holdCommand: SqCommandRow<'hold'> = {
  apply(draft, command, ctx) {
    const unit = actingUnit(draft, ctx, command, 'hold');
    if (draft.acting) draft.acting.actionsLeft = 1;
    tookAction(draft, unit, 'hold', ctx, ['SQ-DEF-04']);
  },
};

/** SQ-ACT-07 / SQ-DEF-15: Deploy Smoke. */
export const smokeCommand: SqCommandRow<'smoke'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'smoke');
    if (!smokeInRange(state, unit, command.at))
      return refuse(
        ctx,
        'out-of-range',
        `centre the smoke within ${unit.kind === 'vehicle' ? 3 : state.params.smoke.range}" of a model of '${unit.name}'`,
        'SQ-DEF-15',
        'at',
      );
    draft.smoke.push({
      x: command.at.x,
      y: command.at.y,
      radius: state.params.smoke.radius,
      turn: state.turn,
      by: unit.id,
    });
    unit.smokeUsed += 1;
    ctx.emit({ type: 'smoke-placed', unit: unit.id, at: command.at, rules: ['SQ-ACT-07', 'SQ-DEF-15'] });
    tookAction(draft, unit, 'smoke', ctx, ['SQ-ACT-07']);
  },
};

/** SQ-ACT-05 / SQ-DEF-16: move and embark: every model ends within 2" of the transport. */
export const embarkCommand: SqCommandRow<'embark'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'embark');
    const transport = transportsFor(state, unit).find((t) => t.id === command.transport);
    if (!transport)
      return refuse(
        ctx,
        'no-transport',
        `'${command.transport}' is not a friendly transport with room for '${unit.name}'`,
        'SQ-DEF-16',
        'transport',
      );
    const result = checkMove(state, unit, command.positions);
    if (isProblem(result)) return refuse(ctx, result.code, `${result.message}.`, result.rule, 'positions');
    const hull = transport.models[0];
    if (!hull || command.positions.some((p) => geometry.distance(p, hull) - 0.5 - 1.5 > 2 + 1e-9))
      return refuse(
        ctx,
        'too-far',
        `every model must end within 2" of '${transport.name}' to embark`,
        'SQ-DEF-16',
        'positions',
      );
    placeModels(unit, command.positions);
    unit.status = 'embarked';
    unit.transport = transport.id;
    unit.movedThisTurn = true;
    ctx.emit({ type: 'embarked', unit: unit.id, transport: transport.id, rules: ['SQ-ACT-05', 'SQ-DEF-16'] });
    tookAction(draft, unit, 'embark', ctx, ['SQ-ACT-05']);
  },
};

/** SQ-ACT-05 / SQ-DEF-16: exit: every model within 3" of the transport, coherent, clear of the enemy. */
export const exitCommand: SqCommandRow<'exit'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'exit');
    const transport = unit.transport ? findUnit(state, unit.transport) : undefined;
    const hull = transport?.models[0];
    if (!transport || !hull)
      return refuse(ctx, 'no-transport', `'${unit.name}' has no transport`, 'SQ-DEF-16', 'unit');
    const models = alive(unit);
    if (command.positions.length !== models.length)
      return refuse(
        ctx,
        'wrong-model-count',
        `give one position for each of the ${models.length} models of '${unit.name}'`,
        'SQ-DEF-16',
        'positions',
      );
    const bases = command.positions.map((p) => ({ center: { x: p.x, y: p.y }, radius: 0.5 }));
    for (const b of bases) {
      if (geometry.baseDistance(b, baseOf(transport, hull)) > 3 + 1e-9)
        return refuse(
          ctx,
          'too-far',
          `every model must be placed within 3" of '${transport.name}'`,
          'SQ-DEF-16',
          'positions',
        );
      if (!baseOnTable(state, b) || baseInImpassable(state, b))
        return refuse(
          ctx,
          'off-table',
          'models must stand on the table, outside buildings',
          'SQ-DEF-16',
          'positions',
        );
    }
    const problem = placementProblem(state, unit, bases);
    if (problem) return refuse(ctx, problem.code, `${problem.message}.`, problem.rule, 'positions');
    placeModels(unit, command.positions);
    unit.status = 'table';
    delete unit.transport;
    unit.movedThisTurn = true;
    ctx.emit({
      type: 'disembarked',
      unit: unit.id,
      transport: transport.id,
      rules: ['SQ-ACT-05', 'SQ-DEF-16'],
    });
    tookAction(draft, unit, 'exit', ctx, ['SQ-ACT-05'], [{ kind: 'overwatch-trigger', target: unit.id }]);
  },
};

/** SQ-DEF-10: the owner's choice of casualties. */
export const removeCasualtiesCommand: SqCommandRow<'remove-casualties'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const stage = state.stage;
    if (stage.kind !== 'casualties' || stage.unit !== command.unit)
      return refuse(
        ctx,
        'illegal-action',
        `no casualties are due from '${command.unit}' now`,
        'SQ-DEF-10',
        'unit',
      );
    const unit = findUnit(state, command.unit) as UnitState;
    const head = draft.queue[0] as { kind: string; pool?: string[]; chosen?: string[] } | undefined;
    const ids = [...new Set(command.models)];
    if (ids.length !== stage.count || command.models.length !== ids.length)
      return refuse(
        ctx,
        'wrong-count',
        `remove exactly ${stage.count} different model(s)`,
        'SQ-DEF-10',
        'models',
      );
    const living = alive(unit).map((m) => m.id);
    const stray = ids.find((id) => !living.includes(id));
    if (stray)
      return refuse(
        ctx,
        'unknown-entity',
        `'${stray}' is not a living model of '${unit.name}'`,
        'SQ-DEF-10',
        'models',
      );
    const { must } = removalChoices(unit, head?.pool);
    const needed = Math.min(must.length, stage.count);
    if (ids.filter((id) => must.includes(id)).length < needed)
      return refuse(
        ctx,
        'wrong-models',
        `take casualties from the models that were hit first (${must.join(', ')})`,
        'SQ-DEF-10',
        'models',
      );
    if (head) head.chosen = ids;
  },
};

/** SQ-DEF-14: one overwatching unit fires at the unit that triggered it. */
export const overwatchFireCommand: SqCommandRow<'overwatch-fire'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const stage = state.stage;
    if (stage.kind !== 'overwatch' || !stage.shooters.includes(command.unit))
      return refuse(
        ctx,
        'illegal-action',
        `'${command.unit}' cannot fire on overwatch now; choose one of ${stage.kind === 'overwatch' ? stage.shooters.join(', ') : 'none'}`,
        'SQ-DEF-14',
        'unit',
      );
    const unit = findUnit(state, command.unit) as UnitState;
    const target = findUnit(state, stage.target) as UnitState;
    const head = draft.queue[0] as { kind: string; fired?: string[] } | undefined;
    if (head) head.fired = [...(head.fired ?? []), unit.id];
    unit.overwatch = false;
    if (!unit.activated && state.acting?.unit !== unit.id) unit.activated = true;
    ctx.emit({ type: 'action-taken', unit: unit.id, action: 'overwatch fire', rules: ['SQ-DEF-14'] });
    const steps = shoot(draft, ctx, unit, target, 'overwatch');
    draft.queue.unshift(...steps);
  },
};

/** SQ-DEF-14: the overwatching player lets the trigger pass. */
export const overwatchPassCommand: SqCommandRow<'overwatch-pass'> = {
  apply(draft) {
    const head = draft.queue[0] as { kind: string; passed?: boolean } | undefined;
    if (head) head.passed = true;
  },
};

const round = (n: number) => Math.round(n * 100) / 100;
