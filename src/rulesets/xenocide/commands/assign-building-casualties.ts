import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { type OccupantCasualties, whyBadOccupantCasualties } from '../rules/buildings';
import { assignOccupantKills, driveBuildingFire, waitingFire } from './buildings/fire';
import type { CommandOfType } from './schema';

/**
 * XEN-BLD-19 / XEN-CA-24..26 / XEN-CA-39: the occupants' owner assigns the kills of the building-damage CA
 * dice (dice are indices into each unit's pending dice in the prompt); shields are then rolled and the fire
 * goes on.
 * @example assignBuildingCasualties(draft, { type: 'assign-building-casualties', player: 'blue',
 *   assignment: [{ unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m1', dice: [0] }] }] }, ctx);
 */
export function assignBuildingCasualties(
  draft: XenocideDraft,
  command: CommandOfType<'assign-building-casualties'>,
  ctx: XenocideContext,
): void {
  const fire = waitingFire(ctx.base, command.player, 'assign-building-casualties');
  if (!fire)
    return ctx.reject(
      'illegal-action',
      'No building-damage dice wait for you to assign casualties now (XEN-BLD-19).',
      { rule: 'XEN-BLD-19' },
    );
  const twice = command.assignment.findIndex(
    (a, i) => command.assignment.findIndex((b) => b.unit === a.unit) !== i,
  );
  if (twice >= 0)
    return ctx.reject(
      'illegal-action',
      `Unit ${command.assignment[twice]?.unit} is listed twice; give each unit's kills once (XEN-BLD-19).`,
      { rule: 'XEN-BLD-19', path: ['assignment', twice, 'unit'] },
    );
  const rolls = fire.occupantDice ?? [];
  const assignment: OccupantCasualties = command.assignment;
  const why = whyBadOccupantCasualties(ctx.base, rolls, command.player, assignment);
  if (why) return refuse(ctx, why, { path: ['assignment', ...(why.path ?? [])] });
  const result = assignOccupantKills(draft, ctx, fire, assignment, command.player);
  driveBuildingFire(draft, ctx, result);
}

/** The `assign-building-casualties` command's row of the command table: XEN-BLD-20, the occupants a hit on a building kills. */
export const assignBuildingCasualtiesCommand: XenocideCommandSpec<'assign-building-casualties'> = {
  apply: assignBuildingCasualties,
};
