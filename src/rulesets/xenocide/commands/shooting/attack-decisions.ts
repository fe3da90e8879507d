import { refuse, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import {
  type AttackInProgress,
  answerAllocation,
  answerCasualties,
  modelPools,
  type ShootingRefusal,
} from '../../rules/shooting';
import { isBuildingFire } from '../../rules/shooting/staged-building-fire';
import type { XenocideState } from '../../state';
import { buildingFireCommands } from '../buildings/fire';
import type { CommandOfType, XenocideCommand } from '../schema';
import { driveAttack, measuredState } from './attack-flow';

/** The attack of the stage when it waits for `player` to make a decision of `kind`. */
function waitingAttack(
  state: XenocideState,
  player: string,
  kind: 'allocate-hits' | 'assign-casualties',
): AttackInProgress | undefined {
  const stage = state.stage;
  const attack = stage.kind === 'activation' ? stage.attack : undefined;
  if (isBuildingFire(attack)) return undefined;
  return attack?.decision?.kind === kind && attack.decision.player === player ? attack : undefined;
}

/**
 * XEN-ALLOC-04 / R59 / R65: the player who allocates (the defender; the shooter under directed fire) gives
 * the order of preference for the models that take the hits of a partial round; the unit's saves are then
 * rolled and the attack goes on.
 * @example allocateHits(draft, { type: 'allocate-hits', player: 'blue', models: ['blue.c1.u1.m4'] }, ctx);
 */
export function allocateHits(
  draft: XenocideDraft,
  command: CommandOfType<'allocate-hits'>,
  ctx: XenocideContext,
): void {
  const attack = waitingAttack(ctx.base, command.player, 'allocate-hits');
  if (!attack)
    return ctx.reject('illegal-action', 'No hits wait for you to allocate now (XEN-ALLOC-04).', {
      rule: 'XEN-ALLOC-04',
    });
  const answered = answerAllocation(attack, command.models);
  if ('code' in answered) return refuse(ctx, answered, { path: ['models'] });
  driveAttack(draft, ctx, answered);
}

/**
 * XEN-SAVE-15 / XEN-SAVE-01 / R2: why a model may not be removed from the pool asked about, in the
 * player's words: another unit, another model type, or another cover pool.
 */
function whyNotInPool(
  state: XenocideState,
  attack: AttackInProgress,
  model: string,
): (ShootingRefusal & { readonly rule: string }) | undefined {
  const decision = attack.decision;
  if (decision?.kind !== 'assign-casualties' || decision.models.includes(model)) return undefined;
  const unit = unitById.get(state, decision.unit);
  const pools = unit ? modelPools(measuredState(state, attack.spec), unit, attack.from) : new Map();
  const theirs = pools.get(model);
  const asked = [...pools.values()].find((p) => p.key === decision.pool);
  const rule = '(XEN-SAVE-15, XEN-ALLOC-02, R2)';
  if (!theirs) {
    return {
      code: 'unknown-entity',
      rule: 'XEN-SAVE-15',
      message: `${model} is not a model of unit ${decision.unit} on the table; remove ${decision.count} of ${decision.models.join(', ')} ${rule}.`,
    };
  }
  if (asked && theirs.profile !== asked.profile) {
    return {
      code: 'illegal-action',
      rule: 'XEN-SAVE-15',
      message: `${model} is a ${theirs.profile} model, but these hits were allocated to ${asked.profile} models: remove ${decision.count} of ${decision.models.join(', ')} ${rule}.`,
    };
  }
  if (asked && theirs.cover !== asked.cover) {
    return {
      code: 'illegal-action',
      rule: 'XEN-SAVE-15',
      message: `${model} is in another cover pool (cover save ${theirs.cover}, not ${asked.cover}): remove ${decision.count} of ${decision.models.join(', ')} ${rule}.`,
    };
  }
  return {
    code: 'illegal-action',
    rule: 'XEN-SAVE-15',
    message: `No hit allocated to this pool could have gone to ${model}: remove ${decision.count} of ${decision.models.join(', ')} ${rule}.`,
  };
}

/**
 * XEN-SAVE-15 / R2: the defender names the models of one save pool removed by its unsaved hits; the attack
 * then goes on (further pools, units, and finally the casualties are applied).
 * @example assignCasualties(draft, { type: 'assign-casualties', player: 'blue', pool, models: ['blue.c1.u1.m3'] }, ctx);
 */
export function assignCasualties(
  draft: XenocideDraft,
  command: CommandOfType<'assign-casualties'>,
  ctx: XenocideContext,
): void {
  const attack = waitingAttack(ctx.base, command.player, 'assign-casualties');
  if (!attack)
    return ctx.reject('illegal-action', 'No casualties wait for you to choose now (XEN-SAVE-15).', {
      rule: 'XEN-SAVE-15',
    });
  const decision = attack.decision;
  if (decision?.kind === 'assign-casualties' && command.pool === decision.pool) {
    for (const [i, model] of command.models.entries()) {
      const refusal = whyNotInPool(ctx.base, attack, model);
      if (refusal) return refuse(ctx, refusal, { path: ['models', i] });
    }
  }
  const answered = answerCasualties(attack, command.pool, command.models);
  if ('code' in answered) return refuse(ctx, answered);
  driveAttack(draft, ctx, answered);
}

/**
 * XEN-ALLOC-04 / XEN-SAVE-15 / XEN-BLD-19 / XEN-BLD-20 / XEN-BLD-24: answers to the attack's decision: the
 * models in order, and in reverse; for a shot at a building, the answers {@link buildingFireCommands} gives.
 */
export function attackDecisionCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = state.stage;
  const attack = stage.kind === 'activation' ? stage.attack : undefined;
  if (isBuildingFire(attack)) return buildingFireCommands(state, player);
  const decision = attack?.decision;
  if (!decision || decision.player !== player) return [];
  if (decision.kind === 'allocate-hits') {
    const reversed = [...decision.pools].reverse().flatMap((p) => p.models);
    return [
      { type: 'allocate-hits', player, models: [...decision.models] },
      { type: 'allocate-hits', player, models: reversed },
    ];
  }
  const first = decision.models.slice(0, decision.count);
  const last = decision.models.slice(decision.models.length - decision.count);
  return [
    { type: 'assign-casualties', player, pool: decision.pool, models: first },
    { type: 'assign-casualties', player, pool: decision.pool, models: last },
  ];
}
