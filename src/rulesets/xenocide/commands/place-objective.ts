import { openSecretChoices } from 'sandtable';
import {
  opponentOf,
  setStage,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { objectivePlacementProblem } from '../scenarios/zones';
import type { XenocideState } from '../state';
import { objectivesPerPlayer, sidesStage } from './pre-game/sequence';
import type { CommandOfType } from './schema';

/** XEN-SCEN-07/08, XEN-SCEN-22/23: place objectives alternately. */
export function placeObjective(
  draft: XenocideDraft,
  command: CommandOfType<'place-objective'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const problem = objectivePlacementProblem(state, command.player, command.at);
  if (problem)
    return ctx.reject('out-of-range', `The objective cannot go there: ${problem}.`, { path: ['at'] });
  const id = `o${state.objectives.length + 1}`;
  draft.objectives.push({
    id,
    owner: command.player,
    x: command.at.x,
    y: command.at.y,
    revealed: false,
    removed: false,
  });
  // XEN-SCEN-08 / XEN-SCEN-23: the spacing the placement was checked against.
  const rules = [state.scenario === 'command-centers' ? 'XEN-SCEN-23' : 'XEN-SCEN-08'];
  ctx.emit({ type: 'objective-placed', player: command.player, objective: id, at: command.at, rules });
  const per = objectivesPerPlayer(state.scenario);
  const placed = (p: string) => (draft as XenocideState).objectives.filter((o) => o.owner === p).length;
  const other = opponentOf(state, command.player);
  if (placed(other) < per) setStage(draft, { kind: 'place-objective', player: other });
  else if (placed(command.player) < per) setStage(draft, { kind: 'place-objective', player: command.player });
  else if (state.scenario === 'command-centers') {
    setStage(draft, { kind: 'choose-command-center', choices: openSecretChoices<string>(state.players) });
  } else sidesStage(draft);
}

/** The `place-objective` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const placeObjectiveCommand: XenocideCommandSpec<'place-objective'> = { apply: placeObjective };
