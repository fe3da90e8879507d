import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { SCENARIOS, type ScenarioId } from '../state';
import { afterScenario } from './pre-game/sequence';
import type { CommandOfType } from './schema';

/** XEN-SCEN-02 / R52: a random scenario is uniform over the four: a d6, rerolling 5 and 6. */
export function rollScenario(
  draft: XenocideDraft,
  command: CommandOfType<'roll-scenario'>,
  ctx: XenocideContext,
): void {
  const die = (purpose: string) =>
    ctx.dice.roll({ purpose, sides: 6, player: command.player, rules: ['XEN-SCEN-02'] }).total;
  let roll = die('scenario');
  while (roll > 4) roll = die('scenario (reroll 5–6)');
  const scenario = SCENARIOS[roll - 1] as ScenarioId;
  draft.scenario = scenario;
  ctx.emit({ type: 'scenario-chosen', scenario });
  afterScenario(draft);
}

/** The `roll-scenario` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const rollScenarioCommand: XenocideCommandSpec<'roll-scenario'> = { apply: rollScenario };
