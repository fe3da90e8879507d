import { type Circle, geometry, type PlayerId } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { MissionId, UnitState, WastelandDraft, WastelandState } from '../../state';
import { rulesNamedIn, withRules } from '../rule-ids';
import { footprints, liveModels, profileOf, roleOf, unitRule, unitsInPlay } from '../units/units';
import { keyCarrier, keyDeliveredBy, syncKeyCounter } from './rescue';
import {
  allWithin,
  circleToArea,
  holdsCriticalObjective,
  markerController,
  scoringUnits,
  squaresHeld,
  stalemateSquares,
} from './scoring';
import { isEntirelyInZone } from './zones';

type Draft = WastelandDraft;

function win(draft: Draft, winners: readonly PlayerId[], reason: string): void {
  draft.result = { winners: [...winners], reason, scores: scores(draft as WastelandState) };
}

function draw(draft: Draft, reason: string): void {
  draft.result = { winners: [], reason, scores: scores(draft as WastelandState) };
}

/** Each side's mission score (points or markers, depending on the mission). */
export function scores(state: WastelandState): Record<PlayerId, number> {
  return Object.fromEntries(state.sides.map((s) => [s.player, s.score]));
}

/** The players with the highest score win; a tie is a draw (R41 Salvage; Evacuation; Total annihilation). */
function mostPoints(draft: Draft, reason: string): void {
  const state = draft as WastelandState;
  const best = Math.max(...state.sides.map((s) => s.score));
  const top = state.sides.filter((s) => s.score === best).map((s) => s.player);
  if (top.length === 1) win(draft, top, reason);
  else draw(draft, `${reason} (tied)`);
}

/** WT-MIS-27: enemy units destroyed by the player, minus the player's own units lost (R41 credit). */
function annihilationScore(state: WastelandState, player: PlayerId): number {
  let score = 0;
  for (const unit of state.units) {
    if (unit.status !== 'destroyed') continue;
    if (unit.player === player) score -= unit.cost;
    else if (unit.destroyedBy === player) score += unit.cost;
  }
  return score;
}

const attackers = (state: WastelandState) => state.players.filter((p) => roleOf(state, p) === 'attacker');
const defenderOf = (state: WastelandState) =>
  state.players.find((p) => roleOf(state, p) === 'defender') as PlayerId;

/** WT-MIS-23: the Rescue win is checked after every activation, not only at the end of the round. */
export function checkImmediateVictory(draft: Draft, ctx: WastelandContext): void {
  syncKeyCounter(draft);
  const state = draft as WastelandState;
  if (state.mission.id !== 8 || state.result) return;
  const winner = keyDeliveredBy(state);
  if (!winner) return;
  win(draft, [winner], 'brought the key counter to their table edge (WT-MIS-23)');
  // The win comes mid-round, with no round-ended event to name it.
  const carrier = keyCarrier(state);
  if (carrier) ctx.emit({ type: 'key-counter-delivered', player: winner, unit: carrier.unit.id });
}

/**
 * R42 / WT-SIZE-05 / WT-SIZE-08: the player's units in play that could be scoring units (markers come and
 * go, so only the unit type counts): any unit in a small game, Troops or Spearhead in larger ones.
 */
function couldScore(state: WastelandState, player: PlayerId): UnitState[] {
  return unitsInPlay(state, player).filter((u) => {
    if (state.settings.gameSize === 'small') return true;
    const type = profileOf(state, u).unitType;
    return type === 'Troops' || type === 'Spearhead';
  });
}

/**
 * WT-MIS-11 / R42: whether the player still has the 15 models in 2 units that could score that the critical
 * objective asks for. A player with a Medic in play may bring models back (WT-SUR-33), so it still can.
 */
function couldHoldCriticalObjective(state: WastelandState, player: PlayerId): boolean {
  if (unitsInPlay(state, player).some((u) => unitRule(state, u, 'Medic') !== undefined)) return true;
  const scorers = couldScore(state, player);
  return scorers.length >= 2 && scorers.reduce((n, u) => n + liveModels(u).length, 0) >= 15;
}

/**
 * WT-WIN-02 / R42: whether the player can still achieve the mission's victory condition: a player with no
 * units left can't (the Ambush and Evacuation defender's evacuated units count as saved), nor one with no
 * units that could score when the condition needs scoring units, nor, in the critical objective, one with
 * fewer than its 15 models in 2 such units (WT-MIS-11).
 */
export function canStillWin(state: WastelandState, player: PlayerId): boolean {
  const defending = roleOf(state, player) === 'defender';
  const inPlay = unitsInPlay(state, player).length > 0;
  const side = state.sides.find((s) => s.player === player);
  switch (state.mission.id) {
    case 1: {
      // WT-MIS-06: more than half of the defender's units must get away.
      if (!defending) return inPlay;
      const total = state.units.filter((u) => u.player === player).length;
      return ((side?.evacuated ?? 0) + unitsInPlay(state, player).length) * 2 > total;
    }
    case 2:
    case 9:
      return defending ? inPlay : couldScore(state, player).length > 0;
    case 3:
    case 5:
      return couldScore(state, player).length > 0;
    case 4:
      return couldHoldCriticalObjective(state, player);
    case 6:
      return inPlay || (defending && (side?.evacuated ?? 0) > 0);
    case 7:
      return defending ? couldScore(state, player).length > 0 : inPlay;
    default:
      return inPlay;
  }
}

/**
 * WT-WIN-01/02 / R42: the end-of-round victory checks of the mission, then the fallback after the last
 * round; a game in which no player can still achieve the victory condition ends at once in a draw.
 */
export function endOfRound(draft: Draft, ctx: WastelandContext): void {
  const state = draft as WastelandState;
  const id = state.mission.id;
  if (id === null) return;
  const last = state.round >= state.settings.maxRounds;
  const defender = defenderOf(state);
  const hopeless = !state.players.some((p) => canStillWin(state, p));
  if (hopeless) draw(draft, 'no player can achieve the victory condition any more (WT-WIN-02)');
  else
    switch (id) {
      case 1: {
        const total = state.units.filter((u) => u.player === defender).length;
        const out = state.sides.find((s) => s.player === defender)?.evacuated ?? 0;
        const left = unitsInPlay(state, defender).length;
        if (out * 2 > total) win(draft, [defender], 'evacuated more than half of their units (WT-MIS-06)');
        else if ((out + left) * 2 <= total || last)
          win(draft, attackers(state), 'the ambush held (WT-MIS-06)');
        break;
      }
      case 2: {
        const zone = state.sides.find((s) => s.player === defender)?.zone;
        const breakers = attackers(state).filter(
          (p) =>
            zone !== undefined &&
            scoringUnits(state, p).filter((u) => footprints(state, u).every((c) => isEntirelyInZone(c, zone)))
              .length >= 3,
        );
        if (breakers.length > 0)
          win(draft, breakers, "three scoring units in the defender's zone (WT-MIS-07)");
        else if (attackers(state).every((p) => scoringUnits(state, p).length === 0))
          win(draft, [defender], 'no attacker has a scoring unit left (WT-MIS-08)');
        else if (last) draw(draft, 'the blitz stalled (R42)');
        break;
      }
      case 3: {
        const half = stalemateSquares(state.table).length / 2;
        const holders = state.players.filter((p) => squaresHeld(state, p) > half);
        if (holders.length > 0) win(draft, holders, 'holds more than half the squares (WT-MIS-09)');
        else if (last) draw(draft, 'the stalemate was not broken (R42)');
        break;
      }
      case 4:
      case 9:
        streakMission(draft, ctx, id, last, defender);
        break;
      case 5: {
        for (const side of draft.sides) side.score = 0;
        for (const marker of state.mission.markers) {
          const holder = markerController(state, marker);
          const side = draft.sides.find((s) => s.player === holder);
          if (side) side.score += 1;
        }
        if (last) mostPoints(draft, 'controls the most objective markers (WT-MIS-14)');
        break;
      }
      case 6:
        evacuationRound(draft, ctx, defender, last);
        break;
      case 7:
        if (unitsInPlay(state, defender).length === 0)
          win(draft, attackers(state), 'the defender was wiped out (WT-MIS-20)');
        else if (last)
          scoringUnits(state, defender).length > 0
            ? win(draft, [defender], 'held at all costs (WT-MIS-20)')
            : win(draft, attackers(state), 'the defender has no scoring unit left (WT-MIS-20)');
        break;
      case 8:
        if (last) draw(draft, 'nobody brought the key counter home (R42)');
        break;
      case 10:
        for (const side of draft.sides) side.score = annihilationScore(state, side.player);
        if (last) mostPoints(draft, 'most points of enemy units destroyed (WT-MIS-27)');
        break;
    }
  const result = (draft as WastelandState).result;
  ctx.emit({
    type: 'round-ended',
    round: state.round,
    scores: scores(draft as WastelandState),
    ...withRules([
      ...checkRules(state, id, last),
      ...(result
        ? [...rulesNamedIn(result.reason), ...(result.winners.length > 0 ? ['WT-WIN-01'] : [])]
        : []),
    ]),
  });
}

/** The victory conditions each mission checks at the end of every round (the last round adds its fallback). */
const ROUND_CHECKS: Readonly<Record<MissionId, readonly string[]>> = {
  1: ['WT-MIS-06'],
  2: ['WT-MIS-07', 'WT-MIS-08'],
  3: ['WT-MIS-09'],
  4: ['WT-MIS-11'],
  5: ['WT-MIS-13'],
  6: ['WT-MIS-16', 'WT-MIS-17'],
  7: ['WT-MIS-20'],
  8: [],
  9: ['WT-MIS-25'],
  10: [],
};

/** Missions whose condition counts scoring units (WT-SIZE-05 small, WT-SIZE-08 larger). */
const SCORING_MISSIONS: ReadonlySet<MissionId> = new Set([2, 3, 4, 5, 7, 9]);

/** The rules an end-of-round check applied: the mission's condition and, where it counts them, scoring units. */
function checkRules(state: WastelandState, id: MissionId, last: boolean): string[] {
  const scoring = state.settings.gameSize === 'small' ? ['WT-SIZE-05'] : ['WT-SIZE-08', 'WT-UNIT-06'];
  return [
    ...ROUND_CHECKS[id],
    ...(SCORING_MISSIONS.has(id) ? scoring : []),
    ...(last && id === 5 ? ['WT-MIS-14'] : []),
    ...(last && (id === 6 || id === 10) ? [id === 6 ? 'WT-MIS-18' : 'WT-MIS-27'] : []),
    ...(last && id === 9 ? ['WT-MIS-26'] : []),
  ];
}

/** WT-MIS-11 / WT-MIS-25 / R41: a condition met by the same player at the end of two consecutive rounds. */
function streakMission(
  draft: Draft,
  ctx: WastelandContext,
  id: 4 | 9,
  last: boolean,
  defender: PlayerId,
): void {
  const state = draft as WastelandState;
  const area = state.terrain.find((t) => t.id === state.mission.area);
  if (!area) return;
  const to = (c: Circle) => circleToArea(c, area);
  const candidates =
    id === 4
      ? state.players.filter((p) => holdsCriticalObjective(state, p, area))
      : attackers(state).filter((p) => scoringUnits(state, p).some((u) => allWithin(state, u, 6, to)));
  // R41: each player's own run of rounds; a Critical objective held by several players is held by nobody.
  const holders = id === 9 || candidates.length === 1 ? candidates : [];
  const previous = state.mission.streaks ?? [];
  const streaks = holders.map((player) => ({
    player,
    rounds: (previous.find((s) => s.player === player)?.rounds ?? 0) + 1,
  }));
  if (streaks.length === 0) delete draft.mission.streaks;
  else draft.mission.streaks = streaks;
  for (const { player, rounds } of streaks)
    ctx.emit({ type: 'mission-streak', player, rounds, rules: [id === 4 ? 'WT-MIS-11' : 'WT-MIS-25'] });
  const done = streaks.find((s) => s.rounds >= 2);
  if (done && id === 4)
    return win(draft, [done.player], 'held the critical objective for two rounds (WT-MIS-11)');
  if (done && id === 9) {
    draft.mission.facilityDestroyed = true;
    ctx.emit({ type: 'facility-destroyed', by: done.player });
    return win(draft, attackers(state), 'the facility was demolished (WT-MIS-25/26)');
  }
  if (!last) return;
  if (id === 9) win(draft, [defender], 'the facility is still intact (WT-MIS-26)');
  else draw(draft, 'nobody held the critical objective (R42)');
}

/** WT-MIS-16/17/18 / R41: evacuate defender units near the point for triple their current cost; attackers score kills. */
function evacuationRound(draft: Draft, ctx: WastelandContext, defender: PlayerId, last: boolean): void {
  const state = draft as WastelandState;
  const area = state.terrain.find((t) => t.id === state.mission.area);
  const defenderSide = draft.sides.find((s) => s.player === defender);
  if (area && defenderSide) {
    for (const unit of state.units) {
      if (unit.player !== defender || unit.status !== 'on-table') continue;
      const circles = footprints(state, unit);
      const near = circles.filter((c) => geometry.isAtMost(circleToArea(c, area), 6)).length;
      if (near * 2 <= circles.length) continue;
      const points = Math.round((3 * unit.cost * liveModels(unit).length) / unit.startModels);
      const target = draft.units.find((u) => u.id === unit.id);
      if (target) target.status = 'evacuated';
      defenderSide.score += points;
      defenderSide.evacuated += 1;
      ctx.emit({ type: 'unit-evacuated', player: defender, unit: unit.id, points, rules: ['WT-MIS-16'] });
    }
  }
  for (const side of draft.sides) {
    if (side.player === defender) continue;
    side.score = state.units
      .filter((u) => u.player === defender && u.status === 'destroyed' && u.destroyedBy === side.player)
      .reduce((sum, u) => sum + u.cost, 0);
  }
  if (last || unitsInPlay(draft as WastelandState, defender).length === 0)
    mostPoints(draft, 'most points in the evacuation (WT-MIS-18)');
}
