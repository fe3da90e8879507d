import type { Dice, PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import { findUnit, profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { AssaultState, AssaultTest } from '../../state/assault';
import { getsBuildingSuppressionDie } from '../buildings/building-assault';
import { buildingById, occupancyOf } from '../buildings/building-state';
import { BUILDING_KIND } from '../movement/special-movement';
import { isInside } from '../movement/terrain-effects';
import {
  type AssaultSuppressionFacts,
  cadWeight,
  closeAssaultSuppressionTarget,
  takesAssaultSuppressionTests,
} from '../shooting/assault-suppression';
import { isBelowHalfStrength, isDugInOrInHardCover } from '../shooting/suppression-target';
import {
  addSuppressionDie,
  CLOSE_ASSAULT_SUPPRESSION,
  markersAfterTest,
  rollSuppressionTest,
} from '../shooting/suppression-test';
import type { AssaultEffect, AssaultStepResult } from './effects';
import { fightingUnits, participantOf, presentModels } from './participants';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';

/** XEN-SUP-25 / R32 / R44: the weighted number of a unit's models present in the assault. */
export function weightedModels(state: XenocideState, unit: UnitState): number {
  return presentModels(state, unit).reduce((n, m) => n + cadWeight(profileOf(state, m).cad), 0);
}

/**
 * XEN-SUP-21 / XEN-TITAN-29 / R32 / R44: below half of its original numbers: fewer live models than half
 * its starting count (passengers still count), a titan when its core is below half its Core stat.
 */
export function isBelowHalfOriginal(state: XenocideState, unit: UnitState): boolean {
  return isBelowHalfStrength(state, unit);
}

/** XEN-SUP-18..25 / R44 / R64: the facts a unit's close-assault suppression target depends on this round. */
export function assaultSuppressionFacts(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
): AssaultSuppressionFacts {
  const side = participantOf(assault, unit.id)?.side;
  const total = (own: boolean) =>
    fightingUnits(state, assault)
      .filter((u) => (participantOf(assault, u.id)?.side === side) === own)
      .reduce((n, u) => n + weightedModels(state, u), 0);
  return {
    casualties: assault.casualties.find((c) => c.unit === unit.id)?.weighted ?? 0,
    belowHalf: isBelowHalfOriginal(state, unit),
    ownSide: total(true),
    enemySide: total(false),
    round: assault.round,
    dugInOrHardCover: isDugInOrInHardCover(state, unit),
  };
}

/**
 * XEN-TITAN-23 / XEN-BLD-37 / R49: whether a unit rolls 3d6 and keeps the best two: a titan, or a unit fighting
 * from inside a building ({@link getsBuildingSuppressionDie}: a defender in its section, or either side of a
 * section-to-section assault); a defending unit with most of its models in a building feature the game keeps
 * no building state for also does.
 */
export function rollsBonusSuppressionDie(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
): boolean {
  const models = presentModels(state, unit);
  if (models.some((m) => profileOf(state, m).kind === 'titan')) return true;
  const side = participantOf(assault, unit.id)?.side;
  if (side === undefined) return false;
  const buildings = state.buildings ?? [];
  const inBuilding = buildings.length > 0 && occupancyOf(buildings, unit.id) !== undefined;
  if (getsBuildingSuppressionDie(inBuilding, side, assault.sectionAssault === true)) return true;
  if (side !== 'defender') return false;
  const inside = models.filter((m) =>
    state.terrain.some(
      (f) => f.kind === BUILDING_KIND && !buildingById(buildings, f.id) && isInside({ x: m.x, y: m.y }, f),
    ),
  );
  return inside.length * 2 > models.length;
}

/**
 * XEN-CA-30 / XEN-SUP-16..25 / R3 / R44 / R49: step 7: unless only one side has units left, every unit
 * still fighting (attackers first) rolls 2d6 (3d6 keep two for titans and building defenders) against 3 plus
 * its modifiers. Markers are placed after the owners decide on the extra CP die ({@link buySuppressionDice}).
 */
export function rollAssaultSuppression(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
): AssaultStepResult {
  const attackers = fightingUnits(state, assault, 'attacker');
  const defenders = fightingUnits(state, assault, 'defender');
  const tests: AssaultTest[] = [];
  if (takesAssaultSuppressionTests([attackers.length, defenders.length])) {
    const weighted = [...attackers, ...defenders].some((u) =>
      presentModels(state, u).some((m) => cadWeight(profileOf(state, m).cad) > 1),
    );
    for (const unit of [...attackers, ...defenders]) {
      const target = closeAssaultSuppressionTarget(assaultSuppressionFacts(state, assault, unit));
      const bonusDie = rollsBonusSuppressionDie(state, assault, unit);
      const titan = presentModels(state, unit).some((m) => profileOf(state, m).kind === 'titan');
      const test = rollSuppressionTest(dice, {
        target: target.target,
        player: unit.player,
        keepBestOfThree: bonusDie,
        purpose: CLOSE_ASSAULT_SUPPRESSION,
        rules: rulesOf(
          'XEN-CA-30',
          target.modifiers,
          bonusDie ? (titan ? 'XEN-TITAN-23' : 'XEN-BLD-37') : undefined,
          // XEN-SUP-25: CAD 66+ models counted 2 (3, 4) in the totals; XEN-TITAN-29: a titan's strength is its core.
          weighted ? 'XEN-SUP-25' : undefined,
          titan ? 'XEN-TITAN-29' : undefined,
        ),
      });
      tests.push({ unit: unit.id, target, test, markersBefore: unit.suppression });
    }
  }
  return {
    assault: { ...assault, tests, step: { kind: 'suppression-die', player: assault.attacker } },
    effects: [],
  };
}

/** XEN-CP-14: the units of `player` whose failed test an extra die could still be bought for. */
export function suppressionDieCandidates(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): string[] {
  return assault.tests
    .filter(
      (t) =>
        !t.test.passed &&
        t.test.extra === undefined &&
        findUnit(state, t.unit)?.player === player &&
        !assault.extraDice.includes(t.unit),
    )
    .map((t) => t.unit);
}

/**
 * XEN-CP-14 / XEN-TITAN-23 / R3: why buying extra suppression dice is refused: it must be the player's
 * turn, each unit one of theirs that failed this round's test (at most once per test), and 1 CP each.
 */
export function whyBadSuppressionDice(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  units: readonly string[],
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'suppression-die' || assault.step.player !== player)
    return refuse('illegal-action', 'It is not your turn to buy a suppression die (XEN-CP-14).');
  const open = suppressionDieCandidates(state, assault, player);
  const bad = units.find((u, i) => !open.includes(u) || units.indexOf(u) !== i);
  if (bad !== undefined) {
    return refuse(
      'illegal-action',
      `Unit ${bad} has no failed close-assault suppression test to add a die to; one extra die per test (XEN-CP-14).`,
    );
  }
  const cp = state.sides.find((s) => s.player === player)?.cp ?? 0;
  if (units.length > cp) {
    return refuse(
      'insufficient-resources',
      `An extra suppression die costs 1 CP per unit; you have ${cp} CP for ${units.length} (XEN-CP-14, XEN-CP-03).`,
    );
  }
  return undefined;
}

/** XEN-CP-14: a bot's purchase: a die for each failed test that missed by 3 or less, while CP last. */
export function defaultSuppressionDice(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): string[] {
  let cp = state.sides.find((s) => s.player === player)?.cp ?? 0;
  const out: string[] = [];
  for (const unit of suppressionDieCandidates(state, assault, player)) {
    const t = assault.tests.find((x) => x.unit === unit);
    if (!t || cp <= 0 || t.test.target - t.test.total > 3) continue;
    out.push(unit);
    cp -= 1;
  }
  return out;
}

/**
 * XEN-CP-14 / XEN-TITAN-23: the player (attacker first, then defender) buys one extra die for some failed
 * tests, paying 1 CP each; the die is added to the total.
 */
export function buySuppressionDice(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  units: readonly string[],
): AssaultStepResult {
  assertAccepted(
    'buySuppressionDice',
    'whyBadSuppressionDice',
    whyBadSuppressionDice(state, assault, player, units),
  );
  const tests = assault.tests.map((t) =>
    units.includes(t.unit) ? { ...t, test: addSuppressionDie(dice, t.test, player) } : t,
  );
  const effects: AssaultEffect[] =
    units.length > 0 ? [{ kind: 'cp-spent', player, cp: units.length, use: 'suppression-die' }] : [];
  const next =
    player === assault.attacker
      ? ({ kind: 'suppression-die', player: assault.defender } as const)
      : ({ kind: 'markers' } as const);
  return { assault: { ...assault, tests, extraDice: [...assault.extraDice, ...units], step: next }, effects };
}

/** XEN-SUP-01 / XEN-CA-30: the markers each failed test adds, as effects. */
export function markerEffects(assault: AssaultState): AssaultEffect[] {
  return assault.tests
    .filter((t) => !t.test.passed)
    .map((t) => ({ kind: 'markers-set', unit: t.unit, markers: markersAfterTest(t.markersBefore, t.test) }));
}

/** XEN-CA-30: a unit's markers after this round's test (unchanged when it did not test). */
export function markersAfterRound(state: XenocideState, assault: AssaultState, unit: string): number {
  const t = assault.tests.find((x) => x.unit === unit);
  if (t) return markersAfterTest(t.markersBefore, t.test);
  return findUnit(state, unit)?.suppression ?? 0;
}
