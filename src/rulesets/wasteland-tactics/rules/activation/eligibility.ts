import type { PlayerId } from 'sandtable';
import type { UnitState, WastelandState } from '../../state';
import { autoAmbushPlacement } from '../deployment/ambush';
import { effectiveMarkers, profileOf, unitHas, unitRule } from '../units/units';

/** WT-ACT-04/05 / R22: actions a unit gets: two, one with one marker, none with two or more (one when seized, R19). */
export function actionsAllowed(state: WastelandState, unit: UnitState): number {
  const allowed = Math.max(0, 2 - effectiveMarkers(state, unit));
  return unit.seized ? Math.max(1, allowed) : allowed;
}

/** WT-ACT-05 / WT-ACT-09: the unit may activate this round at all (on the table or embarked, not yet activated). */
export function canActivate(state: WastelandState, unit: UnitState): boolean {
  if (unit.activated || (unit.status !== 'on-table' && unit.status !== 'embarked')) return false;
  return actionsAllowed(state, unit) > 0;
}

/** R18: Fast units and Transport units (Transport X) go first. */
function isFirstMover(state: WastelandState, unit: UnitState): boolean {
  return profileOf(state, unit).unitType === 'Fast' || unitRule(state, unit, 'Transport') !== undefined;
}

/**
 * WT-ACT-02/03 / R18: the units `player` may activate now: while an eligible Fast or Transport unit is on
 * the table only those; Heavy units only once no other eligible unit is left.
 */
export function eligibleUnits(state: WastelandState, player: PlayerId): UnitState[] {
  const eligible = state.units.filter((u) => u.player === player && canActivate(state, u));
  // WT-SUR-31 / R19: a seized unit is the player's next activation, whatever the restrictions.
  const seized = eligible.filter((u) => u.seized);
  if (seized.length > 0) return seized;
  const first = eligible.filter((u) => u.status === 'on-table' && isFirstMover(state, u));
  if (first.length > 0) return first;
  const notHeavy = eligible.filter((u) => profileOf(state, u).unitType !== 'Heavy');
  return notHeavy.length > 0 ? notHeavy : eligible;
}

/**
 * The rules that restrict which of `player`'s units may activate now (what the activation prompt names):
 * WT-SUR-31 for a seized unit, WT-ACT-02 while Fast or Transport units must go first, WT-ACT-03 while Heavy
 * units must wait (both read the unit types, WT-UNIT-06), WT-ACT-05 while a unit is barred by two markers,
 * WT-ACT-08 for the player's later activations of the round, and WT-SUR-17 / WT-SUR-62 while a Fearless
 * or Vehicle/Monster unit may activate (no Defend for it).
 */
export function activationRules(state: WastelandState, player: PlayerId): string[] {
  const own = state.units.filter((u) => u.player === player);
  const ready = eligibleUnits(state, player);
  const context = [
    // WT-ACT-05: a unit with two (effective) markers may not be activated.
    ...(own.some((u) => !u.activated && u.status === 'on-table' && actionsAllowed(state, u) === 0)
      ? ['WT-ACT-05']
      : []),
    // WT-ACT-08: the player's second and later activations of the round, in turn with the others.
    ...(own.some((u) => u.activated) ? ['WT-ACT-08'] : []),
    // Options the declarations leave out: no Defend for Fearless (WT-SUR-17) or Vehicle/Monster units (WT-SUR-62).
    ...(ready.some((u) => unitHas(state, u, 'Fearless')) ? ['WT-SUR-17'] : []),
    ...(ready.some((u) => unitHas(state, u, 'Vehicle/Monster')) ? ['WT-SUR-62'] : []),
  ];
  return [
    ...restrictionRules(
      state,
      own.filter((u) => canActivate(state, u)),
    ),
    ...context,
  ];
}

function restrictionRules(state: WastelandState, eligible: readonly UnitState[]): string[] {
  if (eligible.some((u) => u.seized)) return ['WT-SUR-31'];
  const first = eligible.filter((u) => u.status === 'on-table' && isFirstMover(state, u));
  if (first.length > 0 && first.length < eligible.length) return ['WT-ACT-02', 'WT-UNIT-06'];
  const heavy = eligible.filter((u) => profileOf(state, u).unitType === 'Heavy').length;
  return heavy > 0 && heavy < eligible.length ? ['WT-ACT-03', 'WT-UNIT-06'] : [];
}

/** WT-SUR-06 / R18: the player's units waiting in ambush (placing one is always allowed on their turn). */
export function ambushUnits(state: WastelandState, player: PlayerId): UnitState[] {
  return state.units.filter(
    (u) => u.player === player && u.status === 'ambush' && unitHas(state, u, 'Ambush'),
  );
}

/**
 * WT-SUR-06 / R38: whether the waiting Ambush unit has room to arrive whatever the D10 rolls: a placement
 * farther than 10" from every enemy model (no distance for Scouts), so its placement always has a legal answer.
 */
export function hasRoomToArrive(state: WastelandState, unit: UnitState): boolean {
  return autoAmbushPlacement(state, unit, unitHas(state, unit, 'Scouts') ? 0 : 10) !== undefined;
}

/** WT-ACT-08: whether `player` still has something to activate this round (an Ambush unit only with room to arrive). */
export function hasActivationOption(state: WastelandState, player: PlayerId): boolean {
  if (eligibleUnits(state, player).length > 0) return true;
  const waiting = ambushUnits(state, player)[0];
  return waiting !== undefined && hasRoomToArrive(state, waiting);
}
