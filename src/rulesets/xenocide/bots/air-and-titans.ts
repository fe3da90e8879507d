import type { PlayerId } from 'sandtable';
import { sampleMoves } from '../commands/move-unit';
import type { CommandOfType, MoveUnitCommand, XenocideCommand } from '../commands/schema';
import { shootCommands, validateShoot } from '../commands/shoot';
import { findUnit } from '../context';
import { bombWeaponsOf } from '../rules/movement/bombs';
import { canPopUp, withPoppedUp } from '../rules/movement/high-units';
import { checkEligibility, isRejection } from '../rules/movement/move-eligibility';
import { losFeatures, weaponSystemsOf } from '../rules/shooting';
import { findTitan, type TitanPowerPlan, whyBadPowerPlan } from '../rules/titans';
import type { ActivationStage, XenocideState } from '../state';
import { enemiesOnTable, forecastShot } from './evaluation';
import { bestShot } from './shots';

/**
 * XEN-TERR-24 / XEN-TERR-31 / XEN-TITAN-06 / XEN-TITAN-14: the heuristic bot's use of the rules that need
 * a choice of their own, asked before its general play in each phase of its own activation: a titan
 * repairs its core and damaged systems when its power is fresh, a flyer with bombs takes the flight that
 * bombs the most valuable enemy units, a hover unit pops up when that gives the best shot, and a titan
 * picks the sight point (head or mount) its shot needs. Undefined: the general play decides.
 * @example airAndTitanDecision(game, stage, 'red', 'first-movement', 0.2)
 */
export function airAndTitanDecision(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
  phase: string,
  worth: number,
): XenocideCommand | undefined {
  if (stage.player !== player || stage.attack || stage.suppression || stage.overwatch) return undefined;
  if (phase === 'first-movement')
    return (
      titanRepair(game, stage, player) ??
      bombingRun(game, stage, player) ??
      holdToPopUp(game, stage, player, worth)
    );
  if (phase === 'second-movement') return titanRepair(game, stage, player) ?? bombingRun(game, stage, player);
  if (phase === 'shooting')
    return (
      titanRepair(game, stage, player) ??
      popUpShot(game, stage, player, worth) ??
      titanShot(game, stage, player, worth)
    );
  return undefined;
}

/**
 * XEN-TITAN-06 / R60: once per activation (while its power is untouched), a damaged titan spends all but one
 * power (the last one too at core 1) on repairing lost core levels first, then damaged systems.
 */
function titanRepair(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
): XenocideCommand | undefined {
  for (const id of stage.units) {
    const unit = findUnit(game, id);
    for (const model of unit?.models ?? []) {
      const titan = model.titan && !model.removed ? findTitan(game, model.id) : undefined;
      if (!titan) continue;
      const { status, profile } = titan;
      const damaged = status.damagedSystems ?? [];
      if (status.power === 0 || status.power < status.core) continue;
      if (status.core >= profile.core && damaged.length === 0) continue;
      const budget = status.power > 1 ? status.power - 1 : status.power;
      const repairs = Math.min(budget, profile.core - status.core);
      const fixSystems = damaged.slice(0, budget - repairs);
      const plan: TitanPowerPlan = {
        titan: model.id,
        ...(repairs > 0 ? { repairs } : {}),
        ...(fixSystems.length > 0 ? { fixSystems } : {}),
      };
      if (repairs + fixSystems.length === 0 || whyBadPowerPlan(game, plan, 'own-activation')) continue;
      return { type: 'spend-power', player, ...plan } as CommandOfType<'spend-power'>;
    }
  }
  return undefined;
}

/** XEN-TERR-31 / R40: the flight of an unmoved flyer with bombs that bombs the most enemy points, if any. */
function bombingRun(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
): MoveUnitCommand | undefined {
  let top: { move: MoveUnitCommand; score: number } | undefined;
  for (const id of stage.units) {
    const unit = findUnit(game, id);
    if (!unit || unit.activity.moved || bombWeaponsOf(game, unit).length === 0) continue;
    if (isRejection(checkEligibility(game, player, id))) continue;
    for (const move of sampleMoves(game, id)) {
      if (!move.bombs) continue;
      const score = move.bombs.reduce((sum, t) => sum + (findUnit(game, t)?.value ?? 0), 0);
      if (!top || score > top.score) top = { move, score };
    }
  }
  return top?.move;
}

/** XEN-TERR-24 / R19: the best expected value of a unit's shot at any enemy unit, from where it stands. */
function bestValue(game: XenocideState, unitId: string, player: PlayerId): number {
  const unit = findUnit(game, unitId);
  if (!unit) return 0;
  const weapons = weaponSystemsOf(game, unit).map((weapon) => ({ weapon }));
  const features = losFeatures(game);
  let top = 0;
  for (const target of enemiesOnTable(game, player))
    top = Math.max(top, forecastShot(game, { unit: unitId, target: target.id, weapons }, features).value);
  return top;
}

/**
 * XEN-TERR-24 / R19: a Hover unit on Move and Fire orders that would shoot much better popped up than from
 * the ground stays where it is in First Movement (a move of no model), so that it may pop up to shoot.
 */
function holdToPopUp(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
  worth: number,
): MoveUnitCommand | undefined {
  for (const id of stage.units) {
    const unit = findUnit(game, id);
    if (!unit || unit.activity.moved || !canPopUp(game, unit)) continue;
    if (isRejection(checkEligibility(game, player, id))) continue;
    const popped = bestValue(withPoppedUp(game, id), id, player);
    if (popped < worth || popped <= 1.25 * bestValue(game, id, player)) continue;
    return { type: 'move-unit', player, unit: id, mode: 'normal', models: [] };
  }
  return undefined;
}

/**
 * XEN-TERR-24 / R19: a pop-up shot when a unit that may pop up expects more from it (measured while high)
 * than the best shot the activation has without it.
 */
function popUpShot(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
  worth: number,
): XenocideCommand | undefined {
  const able = stage.units.filter((id) => {
    const unit = findUnit(game, id);
    return unit !== undefined && canPopUp(game, unit);
  });
  if (able.length === 0) return undefined;
  let top: { command: XenocideCommand; value: number } | undefined;
  for (const command of shootCommands(game, player)) {
    if (command.type !== 'shoot' || !command.popUp || !able.includes(command.unit)) continue;
    const popped = withPoppedUp(game, command.unit);
    const value = forecastShot(popped, command, losFeatures(popped)).value;
    if (!top || value > top.value) top = { command, value };
  }
  if (!top || top.value < worth) return undefined;
  const low = bestShot(game, player, worth);
  return low && low.value >= top.value ? undefined : top.command;
}

/**
 * XEN-TITAN-14: when the activation's best shot is a titan's, the titan names the sight point it fires
 * from: its head when that sees the target, else a weapon mount that does.
 */
function titanShot(
  game: XenocideState,
  stage: ActivationStage,
  player: PlayerId,
  worth: number,
): XenocideCommand | undefined {
  const titans = stage.units.filter((id) => findUnit(game, id)?.models.some((m) => m.titan && !m.removed));
  if (titans.length === 0) return undefined;
  const shot = bestShot(game, player, worth);
  if (!shot || shot.value < worth || !titans.includes(shot.command.unit)) return undefined;
  for (const sightFrom of ['head', 'mount'] as const) {
    const command = { ...shot.command, sightFrom };
    if (!('code' in validateShoot(game, command))) return command;
  }
  return undefined;
}
