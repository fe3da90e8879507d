import { geometry } from 'sandtable';
import { modifier } from 'sandtable/kit';
import type { SqContext } from '../../events';
import type { SqDraft, SqState, UnitState } from '../../state';
import { breakUnit, clearOverwatch, leadershipTest, pin, removeFromPlay, terrorPassed } from '../leadership';
import { placeModels } from '../movement';
import type { SqStep, SqStepHandler } from '../queue';
import { shoot } from '../shooting';
import { alive, aliveCount, hasRule, isVehicle } from '../units';
import type { CombatStep } from './combat-step';
import { strikeSlots } from './initiative';
import { fighting, liveSides, loneUnit, unitIn } from './sides';
import { resolveStrike, strikesInSlot } from './strikes';

/** SQ-DEF-26: whether a unit takes a Terrifying test when an assault brings it against a Terrifying unit. */
export function terrorTestDue(state: SqState, unit: UnitState, against: readonly UnitState[]): boolean {
  if (unit.terrifyingPassed || unit.status !== 'table' || hasRule(state, unit, 'fearless')) return false;
  if (isVehicle(unit) && !state.params.terrifying.affectsVehicles) return false;
  return against.some((t) => hasRule(state, t, 'terrifying'));
}

/** SQ-SPC-16 / SQ-SPC-17: a Terrifying (break) test; a failure breaks the unit (it falls back) and stops it. */
function terrorTest(draft: SqDraft, unit: UnitState, source: UnitState, ctx: SqContext): boolean {
  if (terrorPassed(draft, unit, ctx)) return true;
  breakUnit(draft, unit, ctx, ['SQ-SPC-16', 'SQ-DEF-26'], source.id);
  ctx.emit({
    type: 'assault-stopped',
    unit: unit.id,
    why: 'broke in terror',
    rules: ['SQ-SPC-16', 'SQ-DEF-19'],
  });
  return false;
}

/** SQ-DEF-19 (2) / SQ-DEF-26: Terrifying tests, the assaulting units first; a unit that fails leaves the assault. */
function terrorPhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const state = draft as SqState;
  const attackers = fighting(state, step.attackers);
  const defenders = fighting(state, step.defenders);
  const keptAttackers: string[] = [];
  const keptDefenders: string[] = [];
  const units = (ids: readonly string[]) => ids.map((id) => unitIn(draft, id));
  for (const id of attackers) {
    const u = unitIn(draft, id);
    const against = units(defenders);
    const source = against.find((t) => hasRule(state, t, 'terrifying'));
    if (source && terrorTestDue(state, u, against) && !terrorTest(draft, u, source, ctx)) continue;
    keptAttackers.push(id);
  }
  for (const id of defenders) {
    const u = unitIn(draft, id);
    const against = units(keptAttackers);
    const source = against.find((t) => hasRule(state, t, 'terrifying'));
    if (source && terrorTestDue(state, u, against) && !terrorTest(draft, u, source, ctx)) continue;
    keptDefenders.push(id);
  }
  if (keptAttackers.length === 0 || keptDefenders.length === 0) return 'done';
  return [
    {
      ...step,
      phase: 'overwatch',
      attackers: keptAttackers,
      defenders: keptDefenders,
      moves: step.moves.filter((m) => keptAttackers.includes(m.unit)),
    },
  ];
}

/**
 * SQ-CQS-01 / SQ-CQS-02 / SQ-DEF-14: each assaulted unit on Overwatch fires automatically at the (first)
 * assaulting unit, measured from where it stands before it moves; a hit forces a pinning check (−1 per
 * casualty). The marker is spent; the fire counts as the unit's activation if it had not activated.
 */
function overwatchPhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const state = draft as SqState;
  const next: SqStep[] = [];
  const watching: string[] = [];
  const target = unitIn(draft, step.attackers[0] as string);
  for (const id of fighting(state, step.defenders)) {
    const d = unitIn(draft, id);
    if (!d.overwatch || d.pinned) continue;
    watching.push(id);
    clearOverwatch(draft, d, ctx, 'fired at the assault');
    if (!d.activated && state.acting?.unit !== d.id) d.activated = true;
    ctx.emit({
      type: 'action-taken',
      unit: d.id,
      action: 'assault overwatch fire',
      rules: ['SQ-CQS-01', 'SQ-DEF-14'],
    });
    for (const s of shoot(draft, ctx, d, target, 'assault-overwatch')) {
      const hits = s as Extract<SqStep, { kind: 'hits' }>;
      next.push(
        hits.kind === 'hits' && hits.pin
          ? {
              ...hits,
              pin: { ...hits.pin, rules: [...hits.pin.rules, 'SQ-CQS-02'] },
              rules: [...hits.rules, 'SQ-CQS-01'],
            }
          : s,
      );
    }
  }
  return [...next, { ...step, phase: 'move', overwatch: watching }];
}

/**
 * SQ-CQB-01 / SQ-CQS-02 / SQ-DEF-19 (4): the assault moves: a unit Pinned by the overwatch fire stops where it
 * stands; the others' surviving models take their places (within 3" of the target, the 1" clearance waived).
 */
function movePhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const attackers: string[] = [];
  const landings: SqStep[] = [];
  for (const id of fighting(draft as SqState, step.attackers)) {
    const u = unitIn(draft, id);
    const move = step.moves.find((m) => m.unit === id);
    if (u.pinned) {
      ctx.emit({
        type: 'assault-stopped',
        unit: id,
        why: 'pinned by the overwatch fire',
        rules: ['SQ-CQS-02', 'SQ-DEF-14'],
      });
      continue;
    }
    attackers.push(id);
    if (!move) continue;
    const survivors = move.models.flatMap((m, i) =>
      u.models.some((x) => x.id === m && x.alive) ? [move.positions[i] as { x: number; y: number }] : [],
    );
    let distance = 0;
    alive(u).forEach((m, i) => {
      const p = survivors[i];
      if (p) distance = Math.max(distance, geometry.distance(m, p));
    });
    placeModels(u, survivors);
    u.lastMove = distance;
    u.movedThisTurn = true;
    ctx.emit({
      type: 'unit-moved',
      unit: id,
      distance: Math.round(distance * 100) / 100,
      to: { x: alive(u)[0]?.x ?? 0, y: alive(u)[0]?.y ?? 0 },
      why: 'assault',
      rules: ['SQ-CQB-01', 'SQ-DEF-19'],
    });
    if (move.landing) landings.push({ kind: 'jump-landing', unit: id });
  }
  if (attackers.length === 0 || fighting(draft as SqState, step.defenders).length === 0) return 'done';
  return [...landings, { ...step, phase: 'round', attackers, moves: [] }];
}

/** SQ-DEF-19 (5): a round begins: casualties are counted from here, initiative decides the strike slots. */
function roundPhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const { attackers, defenders } = liveSides(draft as SqState, step);
  if (attackers.length === 0 || defenders.length === 0) return [{ ...step, phase: 'end' }];
  const round = step.round + 1;
  const start: Record<string, number> = {};
  for (const id of [...attackers, ...defenders]) start[id] = aliveCount(unitIn(draft, id));
  const { allocation: _spent, ...rest } = step;
  const next: CombatStep = {
    ...rest,
    phase: 'strike',
    attackers,
    defenders,
    round,
    start,
    slot: 0,
    slots: {},
  };
  return [{ ...next, slots: strikeSlots(draft, next, ctx) }];
}

/** SQ-CQB-05…08 / SQ-DEF-20: the units of one strike slot roll their attacks; their hits resolve before the next slot. */
function strikePhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const state = draft as SqState;
  if (step.slot > 2) return [{ ...step, phase: 'mop-up' }];
  const { attackers, defenders } = liveSides(state, step);
  const { allocation: _used, ...rest } = step;
  const after: CombatStep = { ...rest, slot: step.slot + 1 };
  if (attackers.length === 0 || defenders.length === 0) return [{ ...after, slot: 3 }];
  const strikes = strikesInSlot(state, step, attackers, defenders);
  if (!Array.isArray(strikes)) {
    const lone = unitIn(draft, strikes.unit);
    draft.stage = {
      kind: 'split-attacks',
      player: lone.player,
      unit: lone.id,
      among: strikes.among,
      attacks: strikes.attacks,
    };
    return 'wait';
  }
  const next: SqStep[] = [];
  for (const s of strikes) next.push(...resolveStrike(draft, step, s, ctx));
  return [...next, after];
}

/**
 * SQ-CQB-09…12 / SQ-DEF-20 / SQ-SPC-05: mop up. The side with more casualties this round loses; each of its units
 * that lost a model tests at −(difference); a failure removes it from play (never a Fearless unit). Equal losses:
 * no test. Then the next round, or after `cqb.maxRoundsPerActivation` rounds both sides stay engaged.
 */
function mopUpPhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const state = draft as SqState;
  const all = [...step.attackers, ...step.defenders];
  const losses: Record<string, number> = {};
  for (const id of all) losses[id] = (step.start[id] ?? 0) - aliveCount(unitIn(draft, id));
  const lost = (ids: readonly string[]) => ids.reduce((n, id) => n + (losses[id] ?? 0), 0);
  const vehicle = all.some((id) => isVehicle(unitIn(draft, id)));
  let { attackers, defenders } = liveSides(state, step);
  if (vehicle || attackers.length === 0 || defenders.length === 0) {
    ctx.emit({
      type: 'cqb-round',
      round: step.round,
      losses,
      rules: vehicle ? ['SQ-DEF-21'] : ['SQ-DEF-19'],
    });
    return [{ ...step, phase: 'end' }];
  }
  const a = lost(step.attackers);
  const d = lost(step.defenders);
  if (a === d) {
    ctx.emit({ type: 'cqb-round', round: step.round, losses, rules: ['SQ-CQB-12', 'SQ-DEF-19'] });
  } else {
    const losing = a > d ? attackers : defenders;
    const diff = Math.abs(a - d);
    const several = losing.length > 1;
    const rules = new Set<string>(['SQ-CQB-09']);
    if (several) rules.add('SQ-DEF-20');
    for (const id of losing) {
      const u = unitIn(draft, id);
      if (several && (losses[id] ?? 0) === 0) continue;
      const result = leadershipTest(
        state,
        u,
        ctx,
        'mop-up morale check',
        several ? ['SQ-CQB-09', 'SQ-DEF-20'] : ['SQ-CQB-09'],
        [modifier('SQ-CQB-09', -diff, 'casualties beyond the winner’s')],
      );
      if (result.passed) {
        rules.add('SQ-CQB-10');
        continue;
      }
      if (hasRule(state, u, 'fearless')) {
        rules.add('SQ-SPC-05');
        ctx.emit({
          type: 'test-taken',
          unit: u.id,
          test: 'fearless: stays in the fight',
          passed: true,
          automatic: true,
          rules: ['SQ-SPC-05', 'SQ-DEF-06'],
        });
        continue;
      }
      rules.add('SQ-CQB-11');
      removeFromPlay(draft, u, ctx, 'lost the mop up', ['SQ-CQB-11']);
    }
    ctx.emit({
      type: 'cqb-round',
      round: step.round,
      losses,
      loser: losing[0] as string,
      rules: [...rules],
    });
    ({ attackers, defenders } = liveSides(state, step));
    if (attackers.length === 0 || defenders.length === 0) return [{ ...step, phase: 'end' }];
  }
  if (step.round < state.params.cqb.maxRoundsPerActivation)
    return [{ ...step, phase: 'round', attackers, defenders }];
  const lone = loneUnit(attackers, defenders);
  const others = [...attackers, ...defenders].filter((id) => id !== lone);
  unitIn(draft, lone).engaged = [...others];
  for (const id of others) unitIn(draft, id).engaged = [lone];
  for (const id of [lone, ...others]) clearOverwatch(draft, unitIn(draft, id), ctx, 'engaged in CQB');
  ctx.emit({ type: 'cqb-ended', engaged: true, rules: ['SQ-DEF-19'] });
  return 'done';
}

/**
 * SQ-DEF-19 (6)/(7) / SQ-DEF-21 / SQ-VEH-06 / SQ-VEH-07: the combat is over: no one stays engaged; the winner
 * consolidates and becomes Pinned (SQ-CQB-13/14); after a CQB against a vehicle there is no consolidation and a
 * surviving vehicle takes a crew test.
 */
function endPhase(draft: SqDraft, step: CombatStep, ctx: SqContext): ReturnType<SqStepHandler> {
  const state = draft as SqState;
  const all = [...step.attackers, ...step.defenders];
  for (const id of all) {
    const u = unitIn(draft, id);
    u.engaged = u.engaged.filter((e) => !all.includes(e));
  }
  const { attackers, defenders } = liveSides(state, step);
  const winners =
    attackers.length > 0 && defenders.length === 0
      ? attackers
      : defenders.length > 0 && attackers.length === 0
        ? defenders
        : [];
  const vehicle = all.some((id) => isVehicle(unitIn(draft, id)));
  if (vehicle) {
    ctx.emit({ type: 'cqb-ended', engaged: false, rules: ['SQ-DEF-21', 'SQ-VEH-06'] });
    // SQ-DEF-16: passengers of a transport destroyed in the CQB bail out. The damage step queues this itself by
    // unshifting onto the queue it runs in, which the queue then drops; `bail-out` does nothing twice.
    const bailOuts: SqStep[] = state.units
      .filter(
        (p) =>
          p.status === 'embarked' &&
          p.transport !== undefined &&
          all.includes(p.transport) &&
          unitIn(draft, p.transport).status === 'destroyed',
      )
      .map((p) => ({ kind: 'bail-out', unit: p.id, transport: p.transport as string }));
    const crew: SqStep[] = [...attackers, ...defenders]
      .filter((id) => isVehicle(unitIn(draft, id)))
      .map((id) => ({ kind: 'crew-test', unit: id, rules: ['SQ-VEH-07', 'SQ-DEF-21'] }));
    return [...bailOuts, ...crew];
  }
  ctx.emit({
    type: 'cqb-ended',
    ...(winners[0] ? { winner: winners[0] } : {}),
    engaged: false,
    rules: ['SQ-DEF-19'],
  });
  return winners.map((id) => ({ kind: 'cqb-consolidate', unit: id }));
}

/** SQ-DEF-19: the combat step: one phase at a time. */
const combatStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as unknown as CombatStep;
  switch (step.phase) {
    case 'terror':
      return terrorPhase(draft, step, ctx);
    case 'overwatch':
      return overwatchPhase(draft, step, ctx);
    case 'move':
      return movePhase(draft, step, ctx);
    case 'round':
      return roundPhase(draft, step, ctx);
    case 'strike':
      return strikePhase(draft, step, ctx);
    case 'mop-up':
      return mopUpPhase(draft, step, ctx);
    case 'end':
      return endPhase(draft, step, ctx);
  }
};

/** A winner's consolidation, waiting for its owner's `consolidate` command. */
export type ConsolidateStep = {
  readonly kind: 'cqb-consolidate';
  readonly unit: string;
  readonly answered?: boolean;
  readonly positions?: readonly { readonly x: number; readonly y: number }[];
};

/** SQ-CQB-13 / SQ-CQB-14: the winner may move up to 3" (the owner decides), then it becomes Pinned. */
const consolidateStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as unknown as ConsolidateStep;
  const unit = unitIn(draft, step.unit);
  if (unit.status !== 'table' || alive(unit).length === 0) return 'done';
  if (!step.answered) {
    draft.stage = { kind: 'consolidate', player: unit.player, unit: unit.id };
    return 'wait';
  }
  if (step.positions) placeModels(unit, step.positions);
  ctx.emit({
    type: 'consolidated',
    unit: unit.id,
    moved: step.positions !== undefined,
    rules: ['SQ-CQB-13'],
  });
  pin(draft, unit, ctx, ['SQ-CQB-14']);
  return 'done';
};

/** The CQB steps' handlers. */
export const CQB_STEPS: Record<string, SqStepHandler> = {
  cqb: combatStep,
  'cqb-consolidate': consolidateStep,
};
