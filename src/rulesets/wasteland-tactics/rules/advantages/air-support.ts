import type { PlayerId } from 'sandtable';
import type { WastelandState } from '../../state';
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
