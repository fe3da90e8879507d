import {
  opponentOf,
  setStage,
  sideIndex,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { oppositeEdge } from '../scenarios/zones';
import type { Edge } from '../state';
import type { CommandOfType } from './schema';

/** XEN-SCEN-03/04, XEN-SCEN-12: choose a table edge (Invasion: the defender picks the attacker's edge). */
export function chooseEdge(
  draft: XenocideDraft,
  command: CommandOfType<'choose-edge'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const chooser = command.player;
  const other = opponentOf(state, chooser);
  const invasion = state.scenario === 'invasion';
  // In Invasion the defender names the attacker's edge; otherwise the chooser names their own.
  const chooserEdge: Edge = invasion ? oppositeEdge(command.edge) : command.edge;
  (draft.sides[sideIndex(state, chooser)] as { edge?: Edge }).edge = chooserEdge;
  (draft.sides[sideIndex(state, other)] as { edge?: Edge }).edge = oppositeEdge(chooserEdge);
  const tagged = invasion ? { rules: ['XEN-SCEN-12'] } : {};
  ctx.emit({ type: 'edge-chosen', player: chooser, edge: chooserEdge, ...tagged });
  ctx.emit({ type: 'edge-chosen', player: other, edge: oppositeEdge(chooserEdge), ...tagged });
  if (invasion) {
    draft.firstDeployer = chooser;
    setStage(draft, { kind: 'deploy', player: chooser });
    return;
  }
  draft.firstDeployer = other;
  if (state.scenario === 'command-centers') {
    setStage(draft, { kind: 'roll-off', purpose: 'objectives' });
    return;
  }
  setStage(draft, { kind: 'deploy', player: other });
}

/** The `choose-edge` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const chooseEdgeCommand: XenocideCommandSpec<'choose-edge'> = { apply: chooseEdge };
