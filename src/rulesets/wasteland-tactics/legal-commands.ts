import { castProblem, nullifiers } from './actions/cast';
import { fightProblem } from './actions/fight';
import { commandProblem } from './actions/leadership';
import { anyInRange, shootProblem } from './actions/shoot';
import type { ActionDeclaration, WastelandCommand } from './commands/schema';
import { areEnemies, findUnit, liveModels, profileOf, unitHas } from './context';
import { sampleMoves } from './move-samples';
import { autoAmbushPlacement, autoPlaceAmbushCommand } from './phases/ambush';
import { autoDeployCommand } from './phases/deployment';
import { actionsAllowed, ambushUnits, eligibleUnits } from './phases/eligibility';
import { isMelee, isRanged } from './schemas/weapon';
import type { UnitState, WastelandState } from './state';
import { unitDistance, unitInContact } from './table/measure';

/** The discrete commands open to `player` now (moves and placements are samples of the continuous choices). */
export function wastelandLegalCommands(state: WastelandState, player: string): WastelandCommand[] {
  const stage = state.stage;
  switch (stage.kind) {
    case 'start':
      return player === state.players[0] ? [{ type: 'start-game', player }] : [];
    case 'deploy': {
      if (stage.player !== player) return [];
      const waiting = state.units.filter((u) => u.player === player && u.status === 'undeployed');
      const out: WastelandCommand[] = [];
      for (const unit of waiting.slice(0, 2)) {
        const deploy = autoDeployCommand(state, unit.id);
        if (deploy) out.push(deploy);
      }
      for (const unit of waiting)
        if (unitHas(state, unit, 'Ambush')) out.push({ type: 'hold-in-ambush', player, unit: unit.id });
      return out;
    }
    case 'activate': {
      if (stage.player !== player) return [];
      const out: WastelandCommand[] = eligibleUnits(state, player).flatMap((unit) =>
        declarations(state, unit).map((actions) => ({
          type: 'activate-unit' as const,
          player,
          unit: unit.id,
          actions,
        })),
      );
      if (out.length > 0) out.push(...commandOptions(state, player));
      const ambush = ambushUnits(state, player)[0];
      if (ambush && autoAmbushPlacement(state, ambush, 10))
        out.push({ type: 'arrive-from-ambush', player, unit: ambush.id });
      if (out.length === 0 && ambush) out.push({ type: 'arrive-from-ambush', player, unit: ambush.id });
      return out;
    }
    case 'place-ambush': {
      const command = stage.player === player ? autoPlaceAmbushCommand(state) : undefined;
      return command ? [command] : [];
    }
    case 'move':
      return stage.player === player ? sampleMoves(state, stage.unit) : [];
    case 'charge-reaction':
      return stage.player === player
        ? [
            { type: 'react-to-charge', player, unit: stage.unit, react: true },
            { type: 'react-to-charge', player, unit: stage.unit, react: false },
          ]
        : [];
    case 'casualties': {
      if (stage.player !== player) return [];
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
    case 'nullify': {
      if (stage.player !== player || !state.cast) return [];
      const cast = state.cast;
      return [
        { type: 'nullify', player },
        ...nullifiers(state, player, cast).map((u) => ({ type: 'nullify' as const, player, unit: u.id })),
      ];
    }
    case 'game-over':
      return [];
  }
}

/** A few Commands the player's leaders could issue now (R20: on the player's turn to activate). */
function commandOptions(state: WastelandState, player: string): WastelandCommand[] {
  const out: WastelandCommand[] = [];
  for (const leader of state.units.filter(
    (u) => u.player === player && u.status === 'on-table' && unitHas(state, u, 'Leadership'),
  )) {
    for (const target of state.units.filter((u) => u.player === player && u.status === 'on-table')) {
      for (const command of ['get-back-into-the-fight', 'push-forward', 'seize-the-initiative'] as const) {
        if (commandProblem(state, leader, target, command)) continue;
        if (command === 'push-forward' && (target.activated || target.pushForward !== undefined)) continue;
        if (command === 'seize-the-initiative' && !(target.markers >= 2)) continue;
        out.push({ type: 'issue-command', player, leader: leader.id, unit: target.id, command });
      }
      if (out.length >= 3) return out;
    }
  }
  return out;
}

/** A handful of sensible action declarations for a unit (R17), always including passing with none. */
function declarations(state: WastelandState, unit: UnitState): ActionDeclaration[][] {
  const allowed = actionsAllowed(state, unit);
  const out: ActionDeclaration[][] = [[]];
  if (unit.status !== 'on-table') return [...out, [{ type: 'move' }]];
  const weapons = profileOf(state, unit).weapons;
  const engaged = unitInContact(state, unit);
  out.push(allowed >= 2 ? [{ type: 'move' }, { type: 'move' }] : [{ type: 'move' }]);
  const enemies = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .map((u) => ({ u, d: unitDistance(state, unit, u) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((e) => e.u);
  if (weapons.some(isRanged) && !engaged) {
    const targets = enemies
      .filter((e) => anyInRange(state, unit, e) && !shootProblem(state, unit, e))
      .slice(0, 2);
    for (const target of targets) {
      const shoot: ActionDeclaration = { type: 'shoot', target: target.id };
      out.push(allowed >= 2 ? [shoot, shoot] : [shoot]);
    }
    const nearest = enemies[0];
    if (allowed >= 2 && nearest) out.push([{ type: 'move' }, { type: 'shoot', target: nearest.id }]);
  }
  if (weapons.some(isMelee)) {
    if (engaged) out.push([{ type: 'fight', targets: [] }]);
    else {
      const target = enemies.find((e) => !fightProblem(state, unit, [e.id]));
      if (target) out.push([{ type: 'fight', targets: [target.id] }]);
    }
  }
  if (!unitHas(state, unit, 'Fearless') && !unitHas(state, unit, 'Vehicle/Monster'))
    out.push([{ type: 'defend' }]);
  if (unitHas(state, unit, 'Caster')) {
    const fury = enemies.find((e) => !castProblem(state, unit, 'psychic-fury', e.id));
    if (fury) out.push([{ type: 'cast', power: 'psychic-fury', target: fury.id }]);
    const bless: ActionDeclaration = { type: 'cast', power: 'war-blessing', target: unit.id };
    if (!castProblem(state, unit, 'war-blessing', unit.id))
      out.push(allowed >= 2 ? [bless, { type: 'move' }] : [bless]);
  }
  return out;
}
