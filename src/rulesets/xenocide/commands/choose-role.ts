import {
  draftUnit,
  opponentOf,
  setStage,
  sideIndex,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import type { CommandOfType } from './schema';

/** R22 / XEN-SCEN-11/15: the roll-off winner chooses attacker or defender; the attacker starts off the table. */
export function chooseRole(
  draft: XenocideDraft,
  command: CommandOfType<'choose-role'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const other = opponentOf(state, command.player);
  const attacker = command.role === 'attacker' ? command.player : other;
  const defender = opponentOf(state, attacker);
  (draft.sides[sideIndex(state, attacker)] as { role?: string }).role = 'attacker';
  (draft.sides[sideIndex(state, defender)] as { role?: string }).role = 'defender';
  ctx.emit({ type: 'role-chosen', player: command.player, role: command.role });
  // XEN-SCEN-15: the attacker has no units on the table; every company arrives as reinforcements.
  draft.companies.forEach((company, i) => {
    if (company.player !== attacker) return;
    company.reserve = true;
    for (const unitId of (state.companies[i] as { units: readonly string[] }).units) {
      const u = draftUnit(draft, unitId);
      if (u) u.status = 'reserve';
    }
  });
  setStage(draft, { kind: 'choose-edge', player: defender });
}

/** The `choose-role` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const chooseRoleCommand: XenocideCommandSpec<'choose-role'> = { apply: chooseRole };
