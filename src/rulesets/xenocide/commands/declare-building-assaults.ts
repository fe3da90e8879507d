import { castDraft } from 'immer';
import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { enqueueFlow } from '../flow/queue';

import { sectionAssaultParticipants } from '../rules/buildings';
import type { CloseAssaultGroup } from '../state/assault';
import { whyBadBuildingAssaults } from './assault/declarations';
import type { CommandOfType } from './schema';
import { activationOf } from './shooting/attack-flow';

/**
 * XEN-BLD-28 / XEN-BLD-36 / XEN-BLD-37 / XEN-CA-38: the active player's declarations at the start of its
 * Close Assault phase: each becomes a close assault of the phase (the units in both sections fight a
 * section-to-section one, both sides with the building bonuses), queued after those the moves created; with
 * several the attacker orders them, with one it starts.
 * @example declareBuildingAssaults(draft, { type: 'declare-building-assaults', player: 'red', out: [{ unit: 'red.c1.u1', target: 'blue.c2.u1' }], sections: [] }, ctx);
 */
export function declareBuildingAssaults(
  draft: XenocideDraft,
  command: CommandOfType<'declare-building-assaults'>,
  ctx: XenocideContext,
): void {
  const why = whyBadBuildingAssaults(ctx.base, command);
  if (why) return refuse(ctx, why, why.path ? { path: why.path } : {});
  const stage = ctx.base.stage;
  if (stage.kind !== 'activation' || !stage.assaults) return;
  const buildings = ctx.base.buildings ?? [];
  const declared: CloseAssaultGroup[] = [
    ...command.out.map((o) => ({ attackers: [o.unit], defenders: [o.target], declared: true })),
    ...command.sections.map((d) => ({
      ...sectionAssaultParticipants(buildings, { building: d.building, target: d.target, from: [...d.from] }),
      declared: true,
      sectionAssault: true,
    })),
  ];
  const groups = [...stage.assaults.groups, ...declared];
  if (groups.length === 0) {
    delete activationOf(draft).assaults;
    return;
  }
  activationOf(draft).assaults = castDraft({ groups, ordering: groups.length > 1, started: 0 });
  if (groups.length === 1) enqueueFlow(draft, { kind: 'next-assault' });
}

/** The `declare-building-assaults` command's row of the command table: XEN-BLD-28 / XEN-BLD-36, assaults out of buildings and between sections. */
export const declareBuildingAssaultsCommand: XenocideCommandSpec<'declare-building-assaults'> = {
  apply: declareBuildingAssaults,
};
