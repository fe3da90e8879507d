import type { PlayerId } from 'sandtable';
import type { CommandOfType } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { WastelandDraft, WastelandState } from '../../state';
import { rollD5 } from '../dice/dice';
import { isBattleUnderway } from '../leadership/leadership';
import { areEnemies, unitsById } from '../units/units';
import { advantageOf } from './advantages';

/** WT-ADV-07 / R55: the player has Air support and has not called it this round. */
export function airSupportReady(state: WastelandState, player: PlayerId): boolean {
  const side = state.sides.find((s) => s.player === player);
  return (
    isBattleUnderway(state) &&
    advantageOf(state, player) === 'air-support' &&
    side !== undefined &&
    side.airSupportRound !== state.round
  );
}

/** WT-ADV-07 / R55: why Air support may not strike this unit now, or undefined. */
export function airSupportProblem(
  state: WastelandState,
  player: PlayerId,
  targetId: string,
): string | undefined {
  if (!isBattleUnderway(state)) return 'Air support is called once the battle has begun (R55).';
  if (advantageOf(state, player) !== 'air-support')
    return 'You do not have the Air support advantage (WT-ADV-07).';
  if (!airSupportReady(state, player)) return 'Air support is called once per round (R55).';
  const target = unitsById.get(state, targetId);
  if (!target || !areEnemies(state, player, target.player)) return `'${targetId}' is not an enemy unit.`;
  if (target.status !== 'on-table')
    return `${target.name} is not on the battlefield; embarked units and units in ambush cannot be designated (R55).`;
  return undefined;
}

/**
 * WT-ADV-07 / R55: at any time, once a round, the player designates an enemy unit anywhere on the table: it
 * fails D5 Life rolls, allocated by its owner (the Tough rule applies; no Deadly; no visibility needed).
 */
export function callAirSupport(
  draft: WastelandDraft,
  command: CommandOfType<'call-air-support'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const problem = airSupportProblem(state, command.player, command.target);
  if (problem) return ctx.reject('illegal-action', problem, { path: ['target'] });
  const target = unitsById.get(state, command.target);
  if (!target) return;
  const side = draft.sides.find((s) => s.player === command.player);
  if (side) side.airSupportRound = state.round;
  const count = rollD5(ctx, `air support (${target.id})`, command.player, ['WT-ADV-07']);
  ctx.emit({ type: 'air-support-called', player: command.player, target: target.id, count });
  draft.losses.push({
    unit: target.id,
    owner: target.player,
    by: command.player,
    cause: 'air-support',
    hits: Array.from({ length: count }, () => ({
      kind: 'life' as const,
      modifier: 0,
      wounds: 1,
      autoFail: true,
    })),
  });
}
