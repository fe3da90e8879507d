import { castDraft } from 'immer';
import type { WastelandContext } from '../events';
import { rollAdvantages } from '../rules/advantages/advantages';
import { rollBattlefieldCondition } from '../rules/conditions/conditions';
import { rollD10 } from '../rules/dice/dice';
import {
  defaultFacility,
  defaultObjectiveArea,
  defaultRescueCounters,
  defaultSalvageMarkers,
} from '../rules/missions/objectives';
import { deploymentZones } from '../rules/missions/zones';
import { missionById } from '../scenarios/missions';
import type { GameSize } from '../schemas/battle-group';
import type { MissionId, WastelandDraft, WastelandState } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SIZE-01 … WT-SIZE-10: the force-building rules the game's Battle Groups were built and checked by. */
const SIZE_RULES: Readonly<Record<GameSize, readonly string[]>> = {
  small: ['WT-SIZE-01', 'WT-SIZE-02', 'WT-SIZE-03', 'WT-SIZE-04', 'WT-SIZE-10'],
  medium: ['WT-SIZE-06', 'WT-SIZE-07', 'WT-SIZE-10'],
  large: ['WT-SIZE-09', 'WT-SIZE-06', 'WT-SIZE-07', 'WT-SIZE-10'],
};

/** WT-MIS-03 … WT-MIS-24: the mission set-up rules the start applies (zones, Ambush, agreed pieces, markers). */
const MISSION_SETUP_RULES: Readonly<Partial<Record<MissionId, readonly string[]>>> = {
  1: ['WT-MIS-03', 'WT-MIS-04'],
  4: ['WT-MIS-10'],
  5: ['WT-MIS-12'],
  6: ['WT-MIS-15'],
  7: ['WT-MIS-19'],
  9: ['WT-MIS-24'],
};

/**
 * The rules the start of the game applied: the mission roll, the game size's force building, the table
 * (WT-SETUP-01) and its classified terrain (WT-SETUP-02/04, WT-TERR-01), the mission's set-up, and the
 * attackers' shared pool when several players attack one defender in an agreed mission (WT-MIS-02).
 */
function startRules(state: WastelandState, id: MissionId, rolled: boolean, defended: boolean): string[] {
  return [
    ...(rolled ? ['WT-MIS-01'] : []),
    ...SIZE_RULES[state.settings.gameSize],
    'WT-SETUP-01',
    ...(state.terrain.length > 0 ? ['WT-SETUP-02', 'WT-SETUP-04', 'WT-TERR-01'] : []),
    ...(MISSION_SETUP_RULES[id] ?? []),
    // The shared pool is checked at setup when the mission is known then (not rolled).
    ...(defended && !rolled && state.players.length > 2 ? ['WT-MIS-02'] : []),
  ];
}

/**
 * WT-MIS-01 … WT-MIS-24 / WT-COND-01 / WT-ADV-01: begins the game: rolls a random mission (a D10), assigns
 * roles, zones and objectives, rolls the Rescue key counter, then the battlefield condition and every
 * player's advantages and disadvantages when those advanced rules are on.
 */
function startGame(draft: WastelandDraft, command: CommandOfType<'start-game'>, ctx: WastelandContext): void {
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
    rules: startRules(state, id, rolled, defender !== undefined),
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

/** The `start-game` command. WT-MIS-01 … WT-MIS-24 / WT-COND-01 / WT-ADV-01: begins the game: rolls a random mission (a D10), assigns roles, zones and objectives, rolls the Rescue key counter, then the battlefield condition and every player's advantages and disadvantages when those advanced rules are on. */
export const startGameCommand: WastelandCommandRow<'start-game'> = {
  apply: startGame,
};
