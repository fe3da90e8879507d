import { unitById } from '../../context';
import { modelPools } from '../../rules/shooting';
import { isBuildingFire } from '../../rules/shooting/staged-building-fire';
import type { XenocideState } from '../../state';
import type { AttackInProgress, ShootingRefusal } from '../../state/shooting';
import { buildingFireCommands } from '../buildings/fire';
import type { XenocideCommand } from '../schema';
import { measuredState } from './attack-flow';

/** The attack of the stage when it waits for `player` to make a decision of `kind`. */
export function waitingAttack(
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
 * XEN-SAVE-15 / XEN-SAVE-01 / R2: why a model may not be removed from the pool asked about, in the
 * player's words: another unit, another model type, or another cover pool.
 */
export function whyNotInPool(
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
