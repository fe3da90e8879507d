import { castDraft } from 'immer';
import type { CommandOfType } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import { missionById } from '../../scenarios/missions';
import type { MissionId, WastelandDraft, WastelandState } from '../../state';
import { rollAdvantages } from '../advantages/advantages';
import { rollBattlefieldCondition } from '../conditions/conditions';
import { rollD10 } from '../dice/dice';
import { rollInitiative } from '../initiative/initiative';
import {
  defaultFacility,
  defaultObjectiveArea,
  defaultRescueCounters,
  defaultSalvageMarkers,
} from '../missions/objectives';
import { deploymentZones } from '../missions/zones';

/**
 * WT-MIS-01 … WT-MIS-24 / WT-COND-01 / WT-ADV-01: begins the game: rolls a random mission (a D10), assigns
 * roles, zones and objectives, rolls the Rescue key counter, then the battlefield condition and every
 * player's advantages and disadvantages when those advanced rules are on.
 */
export function startGame(
  draft: WastelandDraft,
  command: CommandOfType<'start-game'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  if (state.stage.kind !== 'start') return ctx.reject('illegal-action', 'The game has already started.');
  if (command.player !== state.players[0])
    return ctx.reject('not-your-turn', `${state.players[0]} starts the game.`);
  const rolled = state.mission.id === null;
  const id = (state.mission.id ?? rollD10(ctx, 'mission', ['WT-MIS-01'])) as MissionId;
  const mission = missionById(id);
  const defender = mission.defender ? state.defender : undefined;
  const zones = deploymentZones(state.table, id, state.players, defender);
  draft.mission.id = id;
  draft.sides.forEach((side, i) => {
    side.role = defender === undefined ? 'none' : side.player === defender ? 'defender' : 'attacker';
    side.zone = zones[i] ?? side.zone;
  });
  ctx.emit({
    type: 'game-started',
    mission: id,
    name: mission.name,
    rolled,
    ...(rolled ? { rules: ['WT-MIS-01'] } : {}),
  });
  const agreed = state.mission.agreed;
  if (id === 5)
    draft.mission.markers = (agreed.markers ?? defaultSalvageMarkers(state.table)).map((p, i) => ({
      id: `marker-${i + 1}`,
      x: p.x,
      y: p.y,
    }));
  if (id === 8) {
    const counters = agreed.counters ?? defaultRescueCounters(state.table);
    const number = rollD10(ctx, 'key counter (WT-MIS-21)', ['WT-MIS-21']);
    const key = counters[number - 1] ?? { x: state.table.width / 2, y: state.table.depth / 2 };
    draft.mission.key = { x: key.x, y: key.y };
    ctx.emit({ type: 'key-counter-rolled', counter: number });
  }
  if (id === 4 || id === 6) {
    if (agreed.area === undefined) {
      const area = defaultObjectiveArea(
        state.table,
        'objective',
        id === 4 ? 'Critical objective' : 'Evacuation point',
      );
      draft.terrain.push(castDraft(area));
      draft.mission.area = area.id;
    } else draft.mission.area = agreed.area;
  }
  if (id === 9) {
    const zone = zones[state.players.indexOf(state.defender)];
    if (agreed.area === undefined && zone) {
      const facility = defaultFacility(zone);
      draft.terrain.push(castDraft(facility));
      draft.mission.area = facility.id;
    } else if (agreed.area !== undefined) draft.mission.area = agreed.area;
  }
  if (id === 9 && draft.buildings)
    draft.buildings = draft.buildings.filter((b) => b.id !== draft.mission.area);
  draft.started = true;
  rollBattlefieldCondition(draft, ctx);
  rollAdvantages(draft, ctx);
}

/**
 * WT-MIS-04 / WT-DEP-03/04: once the set-up choices are made, the Ambush attackers go into ambush and the
 * deployment order is set (attackers then defender, or ascending initiative).
 */
export function finishSetup(draft: WastelandDraft, ctx: WastelandContext): void {
  const state = draft as WastelandState;
  const id = state.mission.id as MissionId;
  const mission = missionById(id);
  const defender = mission.defender ? state.defender : undefined;
  if (id === 1) {
    // WT-MIS-04: every attacker unit gains Ambush and must deploy in ambush.
    for (const unit of draft.units) {
      if (unit.player === defender || unit.status !== 'undeployed') continue;
      unit.ambush = true;
      unit.status = 'ambush';
      ctx.emit({ type: 'unit-held-in-ambush', player: unit.player, unit: unit.id });
    }
  }
  const order = mission.defender
    ? [...state.players.filter((p) => p !== defender), defender as string]
    : rollInitiative(state, ctx, 'deployment').reverse();
  draft.deployOrder = order;
  draft.phase = 'deployment';
  ctx.emit({ type: 'deployment-order', order, rules: [mission.defender ? 'WT-DEP-03' : 'WT-DEP-04'] });
}
