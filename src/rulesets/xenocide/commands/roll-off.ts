import { setStage, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import type { CommandOfType } from './schema';

/** R52 / XEN-SCEN-22: both players roll a d6, ties reroll; the winner decides. */
export function rollOff(
  draft: XenocideDraft,
  command: CommandOfType<'roll-off'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'roll-off') return ctx.reject('illegal-action', 'No roll-off is due now.');
  const [a, b] = ctx.base.players;
  let winner: string | undefined;
  while (!winner) {
    // R52: table sides (XEN-SCEN-04), who places objectives first (XEN-SCEN-07) and Invasion roles (XEN-SCEN-11).
    const rules = [ROLL_OFF_RULES[stage.purpose]];
    const ra = ctx.dice.roll({ purpose: `roll-off: ${stage.purpose}`, sides: 6, player: a, rules }).total;
    const rb = ctx.dice.roll({ purpose: `roll-off: ${stage.purpose}`, sides: 6, player: b, rules }).total;
    if (ra !== rb) winner = ra > rb ? a : b;
  }
  draft.rollOffWinner = winner;
  ctx.emit({ type: 'roll-off-won', purpose: stage.purpose, player: winner });
  if (stage.purpose === 'table-sides') setStage(draft, { kind: 'choose-edge', player: winner });
  else if (stage.purpose === 'roles') setStage(draft, { kind: 'choose-role', player: winner });
  else setStage(draft, { kind: 'place-objective', player: winner });
  void command;
}

/** The rule each roll-off settles. */
const ROLL_OFF_RULES = {
  'table-sides': 'XEN-SCEN-04',
  objectives: 'XEN-SCEN-07',
  roles: 'XEN-SCEN-11',
} as const;

/** The `roll-off` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const rollOffCommand: XenocideCommandSpec<'roll-off'> = { apply: rollOff };
