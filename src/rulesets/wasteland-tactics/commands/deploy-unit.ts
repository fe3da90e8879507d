import { geometry } from 'sandtable';
import type { WastelandContext } from '../events';
import { destroyUnit } from '../rules/casualties/destroy';
import { facesAcuteSenses } from '../rules/deployment/ambush';
import {
  autoDeploymentRespectsSeparation,
  autoScoutPlacement,
  cannotDeploy,
  deployable,
  deploymentRules,
  SCOUT_RULES,
} from '../rules/deployment/deployment';
import { placementProblem } from '../rules/measuring/placement';
import { zoneCenter } from '../rules/missions/zones';
import { withRules } from '../rules/rule-ids';
import { draftUnitsById, liveModels } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/**
 * WT-DEP-01/02: places one unit entirely in the player's zone, farther than 24" from enemy units; a unit that
 * fits nowhere on the table is lost instead (no models given, R40).
 */
function deployUnit(
  draft: WastelandDraft,
  command: CommandOfType<'deploy-unit'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const unit = deployable(ctx, command.player, command.unit);
  if (command.models.length === 0 && cannotDeploy(state, unit)) {
    // R40 (decision): a unit that fits nowhere on the table cannot be set up and is lost.
    destroyUnit(draft, ctx, unit.id, 'no room to set it up anywhere on the table (WT-DEP-01)');
    return;
  }
  const scouting = unit.scouting === true && !placementProblem(state, unit, command.models, SCOUT_RULES);
  // R39: a Scouts unit with no hidden spot anywhere deploys in its zone instead.
  if (unit.scouting && !scouting && autoScoutPlacement(state, unit) !== undefined)
    return ctx.reject('out-of-range', placementProblem(state, unit, command.models, SCOUT_RULES) ?? '', {
      path: ['models'],
    });
  const problem = scouting
    ? undefined
    : placementProblem(state, unit, command.models, deploymentRules(state, unit));
  if (problem) {
    // R40: the separation is waived only when no placement in the zone could respect it.
    const withoutSeparation = placementProblem(
      state,
      unit,
      command.models,
      deploymentRules(state, unit, false),
    );
    if (withoutSeparation || autoDeploymentRespectsSeparation(state, unit))
      return ctx.reject('out-of-range', problem, { path: ['models'] });
  }
  const target = draftUnitsById.require(draft, unit.id);
  const byId = new Map(command.models.map((m) => [m.model, m]));
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  const centre = { x: state.table.width / 2, y: state.table.depth / 2 };
  const facing = zone ? Math.round(geometry.bearing(zoneCenter(zone), centre)) : 0;
  for (const model of target.models) {
    const at = byId.get(model.id);
    if (!at) continue;
    model.x = at.x;
    model.y = at.y;
    model.facing = at.facing ?? facing;
  }
  target.status = 'on-table';
  ctx.emit({
    type: 'unit-deployed',
    player: unit.player,
    unit: unit.id,
    models: liveModels(unit).map((m) => ({
      model: m.id,
      at: { x: byId.get(m.id)?.x ?? 0, y: byId.get(m.id)?.y ?? 0 },
    })),
    // WT-SUR-03: a Scouts set-up also kept more than 18" from enemy Acute Senses models.
    // WT-SUR-50: a transport deploys with the units that start the game embarked on it.
    ...withRules([
      ...(scouting ? ['WT-SUR-41', ...(facesAcuteSenses(state, unit.player) ? ['WT-SUR-03'] : [])] : []),
      ...(state.units.some((u) => u.status === 'embarked' && u.embarkedIn === unit.id) ? ['WT-SUR-50'] : []),
    ]),
  });
}

/** The `deploy-unit` command. WT-DEP-01/02: places one unit entirely in the player's zone, farther than 24" from enemy units. */
export const deployUnitCommand: WastelandCommandRow<'deploy-unit'> = {
  apply: deployUnit,
};
