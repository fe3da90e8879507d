import { setStage, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import type { XenocideState } from '../state';
import { afterScenario } from './pre-game/sequence';
import type { CommandOfType } from './schema';

/**
 * XEN-SCEN-01 / XEN-SCEN-03: the first player rolls which agreed terrain layout the game uses, a d6 with
 * the faces above the number of layouts rerolled (each layout equally likely); its terrain and buildings go
 * on the table, then the scenario is rolled or its pre-game steps follow.
 */
export function rollTable(
  draft: XenocideDraft,
  command: CommandOfType<'roll-table'>,
  ctx: XenocideContext,
): void {
  const layouts = ctx.base.layouts ?? [];
  let roll = 1;
  if (layouts.length > 1) {
    const die = (purpose: string) =>
      ctx.dice.roll({ purpose, sides: 6, player: command.player, rules: ['XEN-SCEN-03'] }).total;
    roll = die('table');
    while (roll > layouts.length) roll = die(`table (reroll ${layouts.length + 1}–6)`);
  }
  const layout = layouts[roll - 1];
  const state = draft as { -readonly [K in keyof XenocideState]: XenocideState[K] };
  delete state.layouts;
  if (layout) {
    state.terrain = layout.terrain;
    if (layout.buildings && layout.buildings.length > 0) state.buildings = layout.buildings;
    else delete state.buildings;
    // XEN-BLD-03: the buildings the players agreed for this layout (construction, capacity, sections) come into play.
    const agreed = layout.buildings !== undefined && layout.buildings.length > 0;
    ctx.emit({ type: 'table-chosen', layout: layout.name, ...(agreed ? { rules: ['XEN-BLD-03'] } : {}) });
  }
  if (ctx.base.scenario === 'random') setStage(draft, { kind: 'roll-scenario' });
  else afterScenario(draft);
}

/** The `roll-table` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const rollTableCommand: XenocideCommandSpec<'roll-table'> = { apply: rollTable };
