import { readDraft } from 'sandtable';
import { standingOptions, wastelandStandingCommands } from '../../standing';
import type { WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';

/**
 * R20 / R55: before each step of the morale phase, each player (in initiative order) who could issue a
 * Command or call Air support gets the priority to do so; returns true while one is asked.
 */
export function offerPriority(draft: WastelandDraft): boolean {
  const morale = draft.morale;
  if (morale?.cursor !== 0) return false;
  const passed = morale.passed ?? [];
  const order = draft.initiative.length > 0 ? draft.initiative : draft.players;
  const candidates = order.filter(
    (p) => !passed.includes(p) && wastelandStandingCommands(draft as WastelandState, p).length > 0,
  );
  if (candidates.length === 0) return false;
  const state: WastelandState = readDraft(draft);
  const next = candidates.find((p) => standingOptions(state, p, 1).length > 0);
  if (next === undefined) return false;
  setStage(draft, { kind: 'priority', player: next });
  return true;
}
