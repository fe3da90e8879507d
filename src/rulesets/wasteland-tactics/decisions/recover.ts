import { recoverCommands } from '../rules/recovery/recovery';
import { unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-SUR-33: a unit that passed its Medic/Repair roll returns a destroyed model or restores a wound. */
export const recoverDecision: WastelandDecision<'recover'> = {
  accepts: ['recover'],
  rules: ['WT-SUR-33'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'recover',
      message: `${unitName(state, stage.unit)} passed its Medic/Repair roll: return a destroyed model or restore a wound (WT-SUR-33).`,
      constraints: { unit: stage.unit },
    },
  ],
  legal: (state, player, stage) =>
    withStanding(state, player, stage.player === player ? recoverCommands(state, player) : []),
};
