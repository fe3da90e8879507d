import type { Vec2 } from 'sandtable';
import type { CommandSpec, CommandTable } from 'sandtable/kit';
import type { RmpContext, RmpEvent } from '../events';
import { attackCheck, firefightBar, isProblem, shootCheck, wildTargets } from '../rules/combat';
import { checkGameEnd, layout, passengerProblem, placePassengers, removableModels } from '../rules/damage';
import { d6, test2d6 } from '../rules/dice';
import { centroid, formation, inZone, round } from '../rules/geometry';
import {
  attackPlacementProblem,
  attackPlan,
  moveProblem,
  type Problem,
  placeModels,
  translated,
} from '../rules/movement';
import type { RmpStep } from '../rules/steps';
import { alive, classOf, findUnit, hasRule, isInfantry, maxMovement } from '../rules/units';
import { endPhase, orderable } from '../settle';
import type { RmpDraft, RmpState, UnitState } from '../state';
import type { OrderAction, RmpCommand, RmpCommandOf } from './schema';

type Row<T extends RmpCommand['type']> = CommandSpec<RmpState, RmpCommandOf<T>, RmpEvent>;

/** Rejects with a code, the rule that forbids it and a message. */
function refuse(ctx: RmpContext, code: string, message: string, rule: string, path?: string): never {
  return ctx.reject(code, message, { rule, ...(path ? { path: [path] } : {}) });
}

/** The player's own unit named by a command, or a rejection. */
function ownUnit(state: RmpState, ctx: RmpContext, player: string, id: string, rule: string): UnitState {
  const unit = findUnit(state, id);
  if (!unit) return refuse(ctx, 'unknown-entity', `there is no unit '${id}'`, rule, 'unit');
  if (unit.player !== player)
    return refuse(ctx, 'not-your-unit', `'${unit.name}' belongs to the other player`, rule, 'unit');
  return unit;
}

function stageOf<K extends RmpState['stage']['kind']>(
  state: RmpState,
  ctx: RmpContext,
  kind: K,
  rule: string,
) {
  const stage = state.stage;
  if (stage.kind !== kind)
    return refuse(
      ctx,
      'wrong-stage',
      `the game is not waiting for that now (it waits for '${stage.kind}')`,
      rule,
    );
  return stage as Extract<RmpState['stage'], { kind: K }>;
}

const rollOff: Row<'roll-off'> = {
  apply(draft, _command, ctx) {
    const state = draft as RmpState;
    stageOf(state, ctx, 'roll-off', 'RMP-DEF-02');
    const [a, b] = state.players as [string, string];
    for (;;) {
      const ra = d6(ctx.dice, `roll-off: ${a}`, ['RMP-DEF-02'], a);
      const rb = d6(ctx.dice, `roll-off: ${b}`, ['RMP-DEF-02'], b);
      if (ra === rb) continue;
      draft.first = ra > rb ? a : b;
      ctx.emit({
        type: 'roll-off',
        winner: draft.first,
        purpose: 'first player',
        rules: ['RMP-DEF-02', 'RMP-DEF-03'],
      });
      return;
    }
  },
};

const chooseZone: Row<'choose-zone'> = {
  apply(draft, command, ctx) {
    stageOf(draft as RmpState, ctx, 'choose-zone', 'RMP-DEF-02');
    for (const side of draft.sides)
      side.zone =
        side.player === command.player ? command.zone : command.zone === 'south' ? 'north' : 'south';
    ctx.emit({ type: 'zone-chosen', player: command.player, zone: command.zone, rules: ['RMP-DEF-02'] });
    draft.phase = 'deploy';
  },
};

/** RMP-DEF-02: why a unit cannot be deployed with its centre at `at`. */
export function deployProblem(state: RmpState, unit: UnitState, at: Vec2, facing = 0): Problem | undefined {
  const positions = formation(state, unit, at, facing);
  const ghost = {
    ...unit,
    status: 'table' as const,
    models: unit.models.map((m, i) => ({ ...m, ...(positions[i] as Vec2) })),
  };
  for (const p of positions)
    if (!inZone(state, unit.player, { center: p, radius: classOf(state, unit).baseRadius }))
      return { problem: 'every model must be wholly inside your deployment zone', rule: 'RMP-DEF-02' };
  return moveProblem(state, ghost, positions, 0, { placement: true });
}

/** RMP-DEF-17: the transports a unit may board now (friendly, with room). */
export function transportsWithRoom(state: RmpState, unit: UnitState): UnitState[] {
  if (!isInfantry(state, unit)) return [];
  return state.units.filter(
    (t) =>
      t.player === unit.player &&
      t.id !== unit.id &&
      (t.status === 'table' || (t.status === 'undeployed' && state.phase === 'deploy')) &&
      hasRule(state, t, 'transport') &&
      state.units.filter((p) => p.transport === t.id && p.status === 'embarked').length <
        classOf(state, t).capacityUnits,
  );
}

const deploy: Row<'deploy'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    stageOf(state, ctx, 'deploy', 'RMP-DEF-02');
    const unit = ownUnit(state, ctx, command.player, command.unit, 'RMP-DEF-02');
    if (unit.status !== 'undeployed')
      refuse(ctx, 'already-deployed', `'${unit.name}' is already deployed`, 'RMP-DEF-02', 'unit');
    if (command.embarkIn !== undefined) {
      const t = transportsWithRoom(state, unit).find(
        (x) => x.id === command.embarkIn && x.status === 'table',
      );
      if (!t)
        refuse(
          ctx,
          'no-transport',
          `'${command.embarkIn}' is not a deployed friendly transport with room for '${unit.name}' (infantry only)`,
          'RMP-DEF-17',
          'embarkIn',
        );
      unit.status = 'embarked';
      unit.transport = t.id;
      ctx.emit({ type: 'unit-deployed', unit: unit.id, embarked: t.id, rules: ['RMP-DEF-02', 'RMP-DEF-17'] });
      return;
    }
    if (!command.at)
      refuse(ctx, 'missing-position', `give 'at': where '${unit.name}' stands`, 'RMP-DEF-02', 'at');
    const facing = command.facing ?? 0;
    const problem = deployProblem(state, unit, command.at, facing);
    if (problem)
      refuse(
        ctx,
        'illegal-deployment',
        `'${unit.name}' cannot deploy there: ${problem.problem}`,
        problem.rule,
        'at',
      );
    const positions = formation(state, unit, command.at, facing);
    unit.models.forEach((m, i) => {
      const p = positions[i] as Vec2;
      m.x = p.x;
      m.y = p.y;
    });
    unit.status = 'table';
    unit.facing = facing;
    ctx.emit({ type: 'unit-deployed', unit: unit.id, rules: ['RMP-DEF-02'] });
  },
};

const rally: Row<'rally'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    const stage = stageOf(state, ctx, 'rally', 'RMP-PHS-02');
    const unit = ownUnit(state, ctx, command.player, command.unit, 'RMP-PHS-02');
    if (!stage.units.includes(unit.id))
      refuse(
        ctx,
        'not-suppressed',
        `'${unit.name}' has no Suppressed marker to Rally (or has tried already)`,
        'RMP-SUP-01',
        'unit',
      );
    (draft.activation as NonNullable<RmpDraft['activation']>).tried.push(unit.id);
    draft.queue.push({
      kind: 'courage',
      unit: unit.id,
      lost: 0,
      rally: true,
      rules: ['RMP-PHS-02', 'RMP-CRG-03', 'RMP-SUP-01', 'RMP-PHS-05'],
    });
  },
};

const wildCharge: Row<'wild-charge'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    const stage = stageOf(state, ctx, 'wild-charge', 'RMP-PHS-03');
    const unit = ownUnit(state, ctx, command.player, command.unit, 'RMP-DEF-11');
    if (!stage.units.includes(unit.id))
      refuse(
        ctx,
        'no-wild-charge',
        `'${unit.name}' does not need to test for a Wild Charge now`,
        'RMP-DEF-11',
        'unit',
      );
    const nearest = wildTargets(state, unit);
    const target = command.target === undefined ? nearest[0] : nearest.find((t) => t.id === command.target);
    if (!target)
      refuse(
        ctx,
        'illegal-target',
        `a Wild Charge attacks the nearest enemy it can reach: one of ${nearest.map((t) => t.id).join(', ')}`,
        'RMP-DEF-11',
        'target',
      );
    const act = draft.activation as NonNullable<RmpDraft['activation']>;
    act.wildTested.push(unit.id);
    const test = test2d6(
      ctx.dice,
      `wild charge: ${unit.name}`,
      classOf(state, unit).attackActivation,
      ['RMP-PHS-03', 'RMP-DEF-11'],
      unit.player,
    );
    ctx.emit({
      type: 'wild-charge-test',
      unit: unit.id,
      roll: test.roll,
      passed: test.passed,
      rules: ['RMP-PHS-03', 'RMP-PHS-05', 'RMP-DEF-11'],
    });
    if (!test.passed) {
      if (state.params.activation.freeActionFailureEndsPhase) act.freeFailed = true;
      return;
    }
    act.tried.push(unit.id);
    ctx.emit({
      type: 'attack-declared',
      attacker: unit.id,
      target: target.id,
      wild: true,
      rules: ['RMP-ATK-01', 'RMP-PHS-07', 'RMP-DEF-11'],
    });
    target.firstTargetedBy ??= unit.id; // RMP-FF-04 / G8: an Attack's target is chosen here
    draft.queue.push({ kind: 'attack', attacker: unit.id, target: target.id, wild: true });
  },
};

/** RMP-DEF-04: the activation value an ordered action tests against (null: the class cannot take it). */
export function activationValue(state: RmpState, unit: UnitState, action: OrderAction): number | null {
  const cls = classOf(state, unit);
  if (action === 'move') return cls.moveActivation;
  if (action === 'attack') return cls.attackActivation;
  return cls.shootActivation;
}

/** RMP-DEF-10: where a unit's centre may go in a half move, or why not. */
function halfMove(state: RmpState, unit: UnitState, to: Vec2): Problem | undefined {
  return moveProblem(state, unit, translated(unit, to), maxMovement(state, unit) / 2);
}

/** RMP-PHS-07 / RMP-DEF-04: the fields each ordered action takes; any other is refused, never silently ignored. */
const ORDER_FIELDS: Readonly<Record<OrderAction, readonly string[]>> = {
  move: ['to', 'positions', 'embark'],
  shoot: ['target'],
  attack: ['target', 'positions'],
  skirmish: ['to', 'target', 'shootFirst'],
  'move-and-fire': ['to', 'target'],
};

/** RMP-PHS-07 / RMP-DEF-04: a field the action does not take, or a Move given two destinations. */
function strayField(command: RmpCommandOf<'order'>): Problem | undefined {
  const allowed = ORDER_FIELDS[command.action];
  for (const k of ['to', 'positions', 'target', 'embark', 'shootFirst'] as const)
    if (command[k] !== undefined && !allowed.includes(k))
      return {
        problem: `'${k}' means nothing to a ${command.action} order: leave it out`,
        rule: 'RMP-DEF-04',
      };
  const ways = (['to', 'positions', 'embark'] as const).filter((k) => command[k] !== undefined);
  if (ways.length > 1)
    return { problem: `give only one of ${ways.map((k) => `'${k}'`).join(', ')}`, rule: 'RMP-DEF-15' };
  return undefined;
}

/**
 * RMP-DEF-04 / RMP-DEF-10 / RMP-DEF-17: why an order cannot be given as written (before any die is rolled),
 * checked on the state as it stands.
 */
export function orderProblem(state: RmpState, command: RmpCommandOf<'order'>): Problem | undefined {
  const unit = findUnit(state, command.unit);
  if (!unit || unit.player !== command.player)
    return { problem: `'${command.unit}' is not one of your units`, rule: 'RMP-PHS-04' };
  const stray = strayField(command);
  if (stray) return stray;
  if (unit.suppressed) {
    // RMP-SUP-04: an order that moves the unit is refused under the movement rule; any other under RMP-SUP-02.
    const moves =
      command.action === 'move' || command.action === 'skirmish' || command.action === 'move-and-fire';
    return {
      problem: `'${unit.name}' is Suppressed: it may only Rally`,
      rule: moves ? 'RMP-SUP-04' : 'RMP-SUP-02',
    };
  }
  if (unit.goneToGround)
    return { problem: `'${unit.name}' went to ground and sits out this phase`, rule: 'RMP-DEF-09' };
  if (!orderable(state, unit))
    return { problem: `'${unit.name}' has already tried to activate this phase`, rule: 'RMP-DEF-04' };
  const action = command.action;
  if (activationValue(state, unit, action) === null)
    return { problem: `${classOf(state, unit).name} cannot Shoot`, rule: 'RMP-RNG-01' };
  if (action === 'skirmish' && !hasRule(state, unit, 'skirmish'))
    return { problem: `${classOf(state, unit).name} has no Skirmish rule`, rule: 'RMP-DEF-10' };
  if (action === 'move-and-fire' && !hasRule(state, unit, 'moveAndFire'))
    return { problem: `only vehicles with the rule may Move and fire`, rule: 'RMP-DEF-10' };
  if (unit.status === 'embarked') {
    if (action !== 'move')
      return { problem: `'${unit.name}' is embarked: it may only Move to get out`, rule: 'RMP-DEF-17' };
    const t = unit.transport ? findUnit(state, unit.transport) : undefined;
    if (t?.status !== 'table') return { problem: 'its transport is not on the table', rule: 'RMP-DEF-17' };
    if (!command.to)
      return {
        problem: `give 'to': where the unit's centre stands, within 3" of its transport`,
        rule: 'RMP-DEF-17',
      };
    const why = passengerProblem(state, unit, alive(t)[0] as Vec2, command.to);
    return why ? { problem: why, rule: 'RMP-DEF-17' } : undefined;
  }
  const targetOf = (): UnitState | Problem => {
    const t = command.target === undefined ? undefined : findUnit(state, command.target);
    return (
      t ?? {
        problem: `give 'target': an enemy unit`,
        rule: action === 'attack' ? 'RMP-ATK-01' : 'RMP-SHT-01',
      }
    );
  };
  switch (action) {
    case 'move': {
      if (command.embark !== undefined) {
        const t = transportsWithRoom(state, unit).find((x) => x.id === command.embark);
        if (!t)
          return {
            problem: `'${command.embark}' is not a friendly transport with room (infantry only)`,
            rule: 'RMP-DEF-17',
          };
        return attackPlan(state, unit, t, maxMovement(state, unit))
          ? undefined
          : { problem: `'${t.name}' is out of reach`, rule: 'RMP-DEF-17' };
      }
      const positions = command.positions ?? (command.to ? translated(unit, command.to) : undefined);
      if (!positions)
        return { problem: `give 'to' (the unit's new centre) or 'positions'`, rule: 'RMP-DEF-15' };
      return moveProblem(state, unit, positions, maxMovement(state, unit));
    }
    case 'shoot': {
      const t = targetOf();
      if ('problem' in t) return t;
      const c = shootCheck(state, unit, t);
      return isProblem(c) ? c : undefined;
    }
    case 'attack': {
      const t = targetOf();
      if ('problem' in t) return t;
      const c = attackCheck(state, unit, t);
      if (isProblem(c)) return c;
      return command.positions ? attackPlacementProblem(state, unit, t, command.positions) : undefined;
    }
    default: {
      const t = targetOf();
      if ('problem' in t) return t;
      if (!command.to)
        return {
          problem: `give 'to': where the unit's centre moves (up to half its Maximum Movement)`,
          rule: 'RMP-DEF-10',
        };
      const move = halfMove(state, unit, command.to);
      if (move) return move;
      if (action === 'skirmish' && command.shootFirst) {
        const c = shootCheck(state, unit, t);
        return isProblem(c) ? c : undefined;
      }
      const moved = { ...unit, models: unit.models.map((m) => ({ ...m })) };
      const positions = translated(unit, command.to);
      alive(moved).forEach((m, i) => {
        Object.assign(m, positions[i]);
      });
      const ghost = { ...state, units: state.units.map((u) => (u.id === unit.id ? moved : u)) };
      const c = shootCheck(ghost, moved, t);
      return isProblem(c) ? { problem: `after the move: ${c.problem}`, rule: c.rule } : undefined;
    }
  }
}

const order: Row<'order'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    stageOf(state, ctx, 'order', 'RMP-PHS-04');
    const unit = ownUnit(state, ctx, command.player, command.unit, 'RMP-PHS-04');
    // Checked on the state before the command (nothing is written yet): the same answer, read without the draft.
    const problem = orderProblem(ctx.base, command);
    if (problem)
      refuse(
        ctx,
        'illegal-order',
        `'${unit.name}' cannot ${command.action} so: ${problem.problem}`,
        problem.rule,
      );
    const act = draft.activation as NonNullable<RmpDraft['activation']>;
    act.tried.push(unit.id);
    const need = activationValue(state, unit, command.action) as number;
    const test = test2d6(
      ctx.dice,
      `${command.action}: ${unit.name}`,
      need,
      ['RMP-PHS-04', 'RMP-DEF-04'],
      unit.player,
    );
    ctx.emit({
      type: 'activation-test',
      unit: unit.id,
      action: command.action,
      roll: test.roll,
      need,
      passed: test.passed,
      rules: ['RMP-PHS-04', 'RMP-DEF-01', 'RMP-DEF-04', 'RMP-DEF-05'],
    });
    if (!test.passed) {
      endPhase(draft, ctx, 'test-failed');
      return;
    }
    execute(draft, ctx, unit, command);
  },
};

/** Carries out a passed order. */
function execute(draft: RmpDraft, ctx: RmpContext, unit: UnitState, command: RmpCommandOf<'order'>): void {
  const state = draft as RmpState;
  const step: RmpStep[] = [];
  switch (command.action) {
    case 'move': {
      if (unit.status === 'embarked') {
        const t = findUnit(state, unit.transport as string) as UnitState;
        const at = command.to as Vec2;
        const positions = layout(state, unit, at);
        unit.status = 'table';
        delete unit.transport;
        alive(unit).forEach((m, i) => {
          Object.assign(m, positions[i]);
        });
        ctx.emit({
          type: 'disembarked',
          unit: unit.id,
          transport: t.id,
          rules: ['RMP-DEF-17', 'RMP-MOV-01'],
        });
        return;
      }
      if (command.embark !== undefined) {
        unit.status = 'embarked';
        unit.transport = command.embark;
        ctx.emit({
          type: 'embarked',
          unit: unit.id,
          transport: command.embark,
          rules: ['RMP-DEF-17', 'RMP-MOV-01'],
        });
        return;
      }
      const positions = command.positions ?? translated(unit, command.to as Vec2);
      const distance = placeModels(state, unit, positions);
      ctx.emit({ type: 'moved', unit: unit.id, distance, to: point(centroid(unit)), rules: moveRules(unit) });
      return;
    }
    case 'shoot':
      step.push({ kind: 'shoot', shooter: unit.id, target: command.target as string });
      break;
    case 'attack':
      ctx.emit({
        type: 'attack-declared',
        attacker: unit.id,
        target: command.target as string,
        wild: false,
        rules: ['RMP-ATK-01', 'RMP-PHS-07'],
      });
      (findUnit(state, command.target as string) as UnitState).firstTargetedBy ??= unit.id; // RMP-FF-04 / G8
      step.push({
        kind: 'attack',
        attacker: unit.id,
        target: command.target as string,
        wild: false,
        ...(command.positions ? { positions: command.positions.map((p) => ({ x: p.x, y: p.y })) } : {}),
      });
      break;
    default: {
      const to = command.to as Vec2;
      if (command.action === 'skirmish' && command.shootFirst) {
        step.push({
          kind: 'shoot',
          shooter: unit.id,
          target: command.target as string,
          moveAfter: { to: point(to) },
        });
        break;
      }
      const distance = placeModels(state, unit, translated(unit, to));
      ctx.emit({
        type: 'moved',
        unit: unit.id,
        distance,
        to: point(to),
        rules: ['RMP-DEF-10', 'RMP-PHS-07'],
      });
      step.push({ kind: 'shoot', shooter: unit.id, target: command.target as string });
    }
  }
  draft.queue.push(...step);
}

function moveRules(unit: UnitState): string[] {
  const rules = ['RMP-MOV-01', 'RMP-DEF-15'];
  if (unit.options.includes('mobile')) rules.push('RMP-MOV-02');
  if (unit.options.includes('slow')) rules.push('RMP-MOV-03');
  return rules;
}

function point(v: Vec2) {
  return { x: round(v.x), y: round(v.y) };
}

const endPhaseRow: Row<'end-phase'> = {
  apply(draft, _command, ctx) {
    stageOf(draft as RmpState, ctx, 'order', 'RMP-DEF-04');
    endPhase(draft, ctx, 'player-ended');
  },
};

const react: Row<'react'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    const stage = stageOf(state, ctx, 'reaction', 'RMP-DEF-09');
    if (!stage.options.includes(command.reaction)) {
      // RMP-SHT-02 / RMP-FF-03/04: a refused Firefight names the rule that bars it.
      const shooter = findUnit(state, stage.against);
      const target = findUnit(state, stage.unit);
      const shot =
        command.reaction === 'firefight' && draft.queue[0]?.kind === 'shoot-react' && shooter && target;
      const rule = (shot ? firefightBar(state, shooter, target) : undefined) ?? 'RMP-DEF-09';
      refuse(
        ctx,
        'illegal-reaction',
        `'${command.reaction}' is not open to this unit now; choose one of ${stage.options.join(', ')}`,
        rule,
        'reaction',
      );
    }
    const head = draft.queue[0];
    if (head?.kind === 'shoot-react')
      head.reaction = command.reaction as 'firefight' | 'go-to-ground' | 'none';
    else if (head?.kind === 'attack') head.reaction = command.reaction as 'counter-charge' | 'none';
  },
};

const removeModels: Row<'remove-models'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    const stage = stageOf(state, ctx, 'remove-models', 'RMP-DEF-06');
    const unit = ownUnit(state, ctx, command.player, command.unit, 'RMP-DEF-06');
    if (unit.id !== stage.unit)
      refuse(ctx, 'wrong-unit', `remove models from '${stage.unit}'`, 'RMP-DEF-06', 'unit');
    if (new Set(command.models).size !== stage.count || command.models.length !== stage.count)
      refuse(ctx, 'wrong-count', `remove exactly ${stage.count} different model(s)`, 'RMP-DEF-06', 'models');
    for (const id of command.models) {
      const allowed = removableModels(state, unit);
      if (!allowed.includes(id))
        refuse(
          ctx,
          'illegal-model',
          `'${id}' cannot be removed now: choose among ${allowed.join(', ')} (the Commander's model goes last; the rest stay in coherency)`,
          'RMP-DEF-06',
          'models',
        );
      const m = unit.models.find((x) => x.id === id);
      if (m) m.alive = false;
    }
    ctx.emit({ type: 'models-removed', unit: unit.id, models: [...command.models], rules: ['RMP-DEF-06'] });
    draft.queue.shift();
  },
};

const retreat: Row<'retreat'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    const stage = stageOf(state, ctx, 'retreat', 'RMP-RET-04');
    ownUnit(state, ctx, command.player, command.unit, 'RMP-RET-04');
    if (command.unit !== stage.unit)
      refuse(ctx, 'wrong-unit', `'${stage.unit}' is the unit Retreating`, 'RMP-RET-04', 'unit');
    if (command.cover !== null && !stage.cover.includes(command.cover))
      refuse(
        ctx,
        'no-cover',
        `'${command.cover}' is not cover the unit can reach; choose one of ${stage.cover.join(', ')} or null to flee`,
        'RMP-RET-04',
        'cover',
      );
    const head = draft.queue[0];
    if (head?.kind === 'retreat') head.choice = command.cover;
  },
};

const placePassengersRow: Row<'place-passengers'> = {
  apply(draft, command, ctx) {
    const state = draft as RmpState;
    const stage = stageOf(state, ctx, 'place-passengers', 'RMP-DEF-17');
    const unit = ownUnit(state, ctx, command.player, command.unit, 'RMP-DEF-17');
    if (unit.id !== stage.unit)
      refuse(ctx, 'wrong-unit', `place '${stage.unit}' first`, 'RMP-DEF-17', 'unit');
    const head = draft.queue[0];
    if (head?.kind !== 'passengers') throw new Error('rampant: passengers stage without its step');
    const why = passengerProblem(state, unit, head.at, command.at);
    if (why)
      refuse(ctx, 'illegal-placement', `'${unit.name}' cannot stand there: ${why}`, 'RMP-DEF-17', 'at');
    draft.queue.shift();
    placePassengers(draft, ctx, unit, command.at);
    checkGameEnd(draft, ctx);
  },
};

/** The command table. */
export const COMMANDS: CommandTable<RmpState, RmpCommand, RmpEvent> = {
  'roll-off': rollOff,
  'choose-zone': chooseZone,
  deploy,
  rally,
  'wild-charge': wildCharge,
  order,
  'end-phase': endPhaseRow,
  react,
  'remove-models': removeModels,
  retreat,
  'place-passengers': placePassengersRow,
};
