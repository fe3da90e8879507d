import { hasChosen, isSecretChoiceComplete, revealSecretChoices, withSecretChoice } from 'sandtable';
import { setStage, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import type { CommandOfType } from './schema';

/** XEN-SCEN-24: each player secretly records which objective is the real command center. */
export function chooseCommandCenter(
  draft: XenocideDraft,
  command: CommandOfType<'choose-command-center'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'choose-command-center')
    return ctx.reject('illegal-action', 'No command center is chosen now.');
  if (hasChosen(stage.choices, command.player))
    return ctx.reject('already-chosen', 'You have already chosen your command center.');
  const objective = state.objectives.find((o) => o.id === command.objective);
  if (!objective || objective.owner !== command.player) {
    return ctx.reject(
      'unknown-entity',
      `'${command.objective}' is not one of your objectives (XEN-SCEN-24).`,
      { rule: 'XEN-SCEN-24', path: ['objective'] },
    );
  }
  const choices = withSecretChoice(stage.choices, command.player, command.objective);
  ctx.emit({
    type: 'command-center-chosen',
    player: command.player,
    objective: command.objective,
    visibleTo: [command.player],
  });
  if (!isSecretChoiceComplete(choices)) {
    setStage(draft, { kind: 'choose-command-center', choices });
    return;
  }
  const real = new Set(revealSecretChoices(choices).map((c) => c.choice));
  for (const o of draft.objectives) o.real = real.has(o.id);
  setStage(draft, { kind: 'deploy', player: state.firstDeployer ?? state.players[0] });
}

/** The `choose-command-center` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const chooseCommandCenterCommand: XenocideCommandSpec<'choose-command-center'> = {
  apply: chooseCommandCenter,
};
