import { type Refusal, refuse } from '../rules/refuse';
import { checkShoot } from '../rules/shooting/declare';
import { declareShot } from '../rules/shooting/resolve';
import { unitById } from '../rules/units';
import type { XzState } from '../state';
import type { XzCommandRow } from '../tables';

/**
 * XZ-ORD-06 / XZ-SHOOT-01 … XZ-SHOOT-07 / XZ-MOR-08 / XZ-MOR-09 / R13 / R14 / R21 / R36: a Shoot action (or a
 * Suppressed unit's Return Fire): the declaration is checked whole before any die is rolled, the action is
 * taken, each target records the attack (R21), and the weapon groups are queued closest target unit first.
 */
export const shootCommand: XzCommandRow<'shoot'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    const unit = unitById(state, command.unit);
    const plan = checkShoot(state, unit, command.player, command);
    if ('code' in plan || !unit) return refuse(ctx, plan as Refusal);
    declareShot(draft, ctx, unit, command.aim, plan);
  },
};
