import { castProblem, nullifiers } from './actions/cast';
import { fightProblem } from './actions/fight';
import { anyInRange } from './actions/shoot';
import { shootProblem } from './actions/shoot-targets';
import { strongestLeaders } from './advanced/advantages';
import type { ActionDeclaration, WastelandCommand } from './commands/schema';
import { areEnemies, findUnit, isVehicle, liveModels, profileOf, unitHas } from './context';
import { sampleMoves } from './move-samples';
import { autoAmbushPlacement, autoPlaceAmbushCommand } from './phases/ambush';
import { autoDeployCommand, scoutsTurn } from './phases/deployment';
import { actionsAllowed, ambushUnits, eligibleUnits } from './phases/eligibility';
import { recoverCommands } from './phases/recovery';
import { isMelee, isRanged } from './schemas/weapon';
import { standingOptions } from './standing';
import type { UnitState, WastelandState } from './state';
import { unitDistance, unitInContact } from './table/measure';
import { actsFromCarrier } from './transport/carriers';
import { autoSurvivorsCommand } from './transport/survivors';

/**
 * The discrete commands open to `player` now (moves and placements are samples of the continuous choices),
 * followed by a few of the Commands and Air support strikes the player may send at any time.
 */
export function wastelandLegalCommands(state: WastelandState, player: string): WastelandCommand[] {
  const asked = stageCommands(state, player);
  const standing = state.stage.kind === 'priority' && state.stage.player === player ? 3 : 2;
  return [...asked, ...standingOptions(state, player, standing)];
}

function stageCommands(state: WastelandState, player: string): WastelandCommand[] {
  const stage = state.stage;
  if (stage.kind === 'start') return player === state.players[0] ? [{ type: 'start-game', player }] : [];
  if (stage.kind === 'game-over' || stage.player !== player) return [];
  switch (stage.kind) {
    case 'deploy': {
      const scouts = scoutsTurn(state);
      const waiting = state.units.filter(
        (u) => u.player === player && u.status === 'undeployed' && (scouts || !u.scouting),
      );
      const out: WastelandCommand[] = [];
      for (const unit of waiting.slice(0, 2)) {
        const deploy = autoDeployCommand(state, unit.id);
        if (deploy) out.push(deploy);
      }
      for (const unit of waiting) {
        if (unitHas(state, unit, 'Ambush')) out.push({ type: 'hold-in-ambush', player, unit: unit.id });
        if (unitHas(state, unit, 'Scouts') && !unit.scouting)
          out.push({ type: 'hold-for-scouting', player, unit: unit.id });
      }
      return out;
    }
    case 'activate': {
      const out: WastelandCommand[] = eligibleUnits(state, player).flatMap((unit) =>
        declarations(state, unit).map((actions) => ({
          type: 'activate-unit' as const,
          player,
          unit: unit.id,
          actions,
        })),
      );
      const ambush = ambushUnits(state, player)[0];
      if (ambush && (out.length === 0 || autoAmbushPlacement(state, ambush, 10)))
        out.push({ type: 'arrive-from-ambush', player, unit: ambush.id });
      return out;
    }
    case 'place-ambush': {
      const command = autoPlaceAmbushCommand(state);
      return command ? [command] : [];
    }
    case 'move':
      return sampleMoves(state, stage.unit);
    case 'charge-reaction':
      return [
        { type: 'react-to-charge', player, unit: stage.unit, react: true },
        { type: 'react-to-charge', player, unit: stage.unit, react: false },
      ];
    case 'casualties': {
      const unit = findUnit(state, stage.unit);
      const order = unit ? liveModels(unit).map((m) => m.id) : [];
      const reversed = [...order].reverse();
      return [
        { type: 'allocate-casualties', player, unit: stage.unit, order },
        ...(order.length > 1
          ? [{ type: 'allocate-casualties' as const, player, unit: stage.unit, order: reversed }]
          : []),
      ];
    }
    case 'nullify':
      return state.cast
        ? [
            { type: 'nullify', player },
            ...nullifiers(state, player, state.cast).map((u) => ({
              type: 'nullify' as const,
              player,
              unit: u.id,
            })),
          ]
        : [];
    case 'setup-choice':
      return setupChoiceCommands(state, player, stage.choice);
    case 'misfire': {
      const misfire = state.misfires?.[0];
      if (!misfire) return [];
      const units = misfire.units.filter((id) => findUnit(state, id)?.status === 'on-table');
      return units.map((id) => ({
        type: 'assign-misfires' as const,
        player,
        units: misfire.weapons.map(() => id),
      }));
    }
    case 'place-survivors': {
      const command = autoSurvivorsCommand(state);
      return command ? [command] : [];
    }
    case 'recover':
      return recoverCommands(state, player);
    case 'priority':
      return [{ type: 'pass-priority', player }];
  }
}

/** WT-ADV-11/12: the tied leaders one by one, or the units in list order (and reversed) for the Traitors roll. */
function setupChoiceCommands(
  state: WastelandState,
  player: string,
  choice: 'terrible-commander' | 'traitors',
): WastelandCommand[] {
  const mine = state.units.filter((u) => u.player === player && u.status !== 'destroyed');
  if (choice === 'traitors') {
    const ids = mine.map((u) => u.id);
    return [
      { type: 'choose-units', player, units: ids },
      { type: 'choose-units', player, units: [...ids].reverse() },
    ];
  }
  return strongestLeaders(state, player).map((u) => ({
    type: 'choose-units' as const,
    player,
    units: [u.id],
  }));
}

/** A handful of sensible action declarations for a unit (R17), always including passing with none. */
function declarations(state: WastelandState, unit: UnitState): ActionDeclaration[][] {
  const allowed = actionsAllowed(state, unit);
  const out: ActionDeclaration[][] = [[]];
  const enemies = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .map((u) => ({ u, d: unit.status === 'on-table' ? unitDistance(state, unit, u) : 0 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((e) => e.u);
  const weapons = profileOf(state, unit).weapons;
  const shoot = (): void => {
    const targets = enemies
      .filter((e) => anyInRange(state, unit, e) && !shootProblem(state, unit, e))
      .slice(0, 2);
    for (const target of targets) {
      const action: ActionDeclaration = { type: 'shoot', target: target.id };
      out.push(allowed >= 2 ? [action, action] : [action]);
    }
  };
  if (unit.status === 'embarked') {
    out.push([{ type: 'move' }]);
    if (actsFromCarrier(state, unit) && weapons.some(isRanged)) shoot();
    return out;
  }
  const engaged = unitInContact(state, unit);
  out.push(allowed >= 2 ? [{ type: 'move' }, { type: 'move' }] : [{ type: 'move' }]);
  if (weapons.some(isRanged) && (!engaged || isVehicle(state, unit))) {
    shoot();
    const nearest = enemies[0];
    if (allowed >= 2 && nearest && !engaged)
      out.push([{ type: 'move' }, { type: 'shoot', target: nearest.id }]);
  }
  if (weapons.some(isMelee)) {
    if (engaged) out.push([{ type: 'fight', targets: [] }]);
    else {
      const target = enemies.find((e) => !fightProblem(state, unit, [e.id]));
      if (target) out.push([{ type: 'fight', targets: [target.id] }]);
    }
  }
  if (!unitHas(state, unit, 'Fearless') && !isVehicle(state, unit)) out.push([{ type: 'defend' }]);
  if (unitHas(state, unit, 'Caster')) {
    const fury = enemies.find((e) => !castProblem(state, unit, 'psychic-fury', e.id));
    if (fury) out.push([{ type: 'cast', power: 'psychic-fury', target: fury.id }]);
    const bless: ActionDeclaration = { type: 'cast', power: 'war-blessing', target: unit.id };
    if (!castProblem(state, unit, 'war-blessing', unit.id))
      out.push(allowed >= 2 ? [bless, { type: 'move' }] : [bless]);
  }
  return out;
}
