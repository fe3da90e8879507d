import { type Dice, geometry, type PlayerId, type Vec2 } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { AssaultState, ParticipantStatus } from '../../state/assault';
import type { Occupancy } from '../../state/buildings';
import type { BuildingEffect } from '../buildings/building-effects';
import { whyBadBuildingRetreat } from '../buildings/building-retreat';
import { occupancyOf, sectionAt } from '../buildings/building-state';
import { occupantBases, occupantPlacement } from '../buildings/occupant-placement';
import { boardingPlan } from '../movement/boarding';
import { enemyBases } from '../movement/suppressed-movement';
import { traitsOf } from '../movement/traits';
import { enemyZoneBases, ZONE_OF_CONTROL } from '../movement/zone-of-control';
import {
  type AssaultMoveRules,
  checkEndPlacement,
  type PlannedModel,
  planUnitMove,
  resolveAssaultMove,
  type UnitMove,
} from './assault-move';
import { boardingEffects, whyBadFleeBoarding, whyNoTransportUse } from './assault-transport';
import type { AssaultEffect, AssaultStepResult } from './effects';
import { baseOf, fightingUnits, participantOf, presentModels } from './participants';
import { type AssaultRefusal, assertAccepted, inches, refuse } from './refusal';

/** XEN-CA-31 / R48: the flee is 8", whatever the unit's Move. */
export const FLEE_DISTANCE = 8;

/** XEN-CA-31..34 / R48: what a flee or retreat move allows: 8", or a special movement's own distance. */
export const FLEE_RULES: AssaultMoveRules = {
  rule: 'XEN-CA-31, R48',
  modes: ['normal', 'jump', 'teleport'],
  allowance: (traits, mode) =>
    mode === 'jump' ? (traits.jump ?? 0) : mode === 'teleport' ? (traits.teleport ?? 0) : FLEE_DISTANCE,
  mayLeaveTable: true,
};

/** XEN-CA-31..33: the units of a player that must flee now, and those that may. */
export interface FleeDuty {
  readonly forced: readonly string[];
  readonly optional: readonly string[];
}

/**
 * XEN-CA-31 / XEN-CA-32 / XEN-CA-33 / XEN-OVR-06 / XEN-OVR-10: step 8. Every suppressed attacking unit
 * flees. Then, while at least one attacking unit is still fighting unsuppressed, every suppressed defending
 * unit must flee; if none is, the defender may flee with them or stay.
 */
export function fleeDuty(state: XenocideState, assault: AssaultState, player: PlayerId): FleeDuty {
  const side = player === assault.attacker ? 'attacker' : 'defender';
  const suppressed = fightingUnits(state, assault, side)
    .filter((u) => u.suppression > 0)
    .map((u) => u.id);
  if (side === 'attacker') return { forced: suppressed, optional: [] };
  const pressed = fightingUnits(state, assault, 'attacker').some((u) => u.suppression === 0);
  return pressed ? { forced: suppressed, optional: [] } : { forced: [], optional: suppressed };
}

/** The models of a unit that move in a flee: present on the table and not riding in a transport. */
function movers(state: XenocideState, unit: UnitState) {
  return presentModels(state, unit).filter((m) => m.embarkedIn === undefined);
}

/**
 * XEN-CA-31 / XEN-CA-34 / XEN-CA-36 / XEN-MOVE-07 / XEN-TRANS-12 / R48: why one unit's flee (or retreat) move
 * is refused: models may first get into the unit's transports (from within 4"); every other model on foot
 * must be given a path of up to 8" (or its Jump / Teleport distance, XEN-CA-34) through
 * terrain it may cross, ending farther from the nearest enemy model than it started, clear of other bases
 * and in coherency; a model given an empty path is abandoned and destroyed. A path may end off the table:
 * that model is lost.
 */
export function whyBadFleeMove(
  state: XenocideState,
  assault: AssaultState,
  move: UnitMove,
): AssaultRefusal | undefined {
  const unit = findUnit(state, move.unit);
  if (!unit || participantOf(assault, move.unit)?.status !== 'fighting')
    return refuse('unknown-entity', `Unit ${move.unit} is not fighting in this close assault.`, ['unit']);
  if (move.into !== undefined) return whyBadMoveInto(state, assault, move);
  const transports = whyNoTransportUse(move, 'flee');
  if (transports) return transports;
  const boarding = move.embark ?? [];
  const boardingWhy = whyBadFleeBoarding(state, assault, unit, boarding);
  if (boardingWhy) return boardingWhy;
  const boarded = new Set(boarding.map((b) => b.model));
  const walking = move.models.find((m) => boarded.has(m.model));
  if (walking)
    return refuse(
      'illegal-action',
      `Model ${walking.model} gets into its transport where it stands; give it no path (XEN-TRANS-12).`,
      ['models'],
    );
  const planned = planUnitMove(state, unit, move, FLEE_RULES);
  if (!Array.isArray(planned)) return planned;
  const missing = movers(state, unit).find(
    (m) => !boarded.has(m.id) && !planned.some((p) => p.model === m.id),
  );
  if (missing) {
    return refuse(
      'illegal-action',
      `Model ${missing.id} must flee with its unit; give it a path, or an empty path to abandon it (XEN-CA-31).`,
      ['models'],
    );
  }
  const enemies = enemyBases(state, unit.player);
  for (const p of planned) {
    if (p.path.length === 1 || enemies.length === 0) continue;
    const before = geometry.nearestDistance({ center: p.start, radius: p.radius }, enemies);
    const after = geometry.nearestDistance({ center: p.end, radius: p.radius }, enemies);
    if (after <= before + 1e-9) {
      return refuse(
        'illegal-action',
        `Model ${p.model} would end ${inches(after)} from the nearest enemy, no farther than the ${inches(before)} it started at; a fleeing model must end farther from the nearest enemy model (XEN-CA-31, R48).`,
        ['models'],
      );
    }
  }
  return checkEndPlacement(state, unit, planned, new Set([...abandoned(planned), ...boarded]));
}

/** XEN-BLD-31: the enemy units of a unit in this assault (still fighting). */
function enemiesOf(state: XenocideState, assault: AssaultState, unit: UnitState): string[] {
  return fightingUnits(state, assault)
    .filter((u) => u.player !== unit.player)
    .map((u) => u.id);
}

/**
 * XEN-BLD-31: why a unit's flee or retreat into another building section is refused: it gives no model paths,
 * transport moves or special movement, and the section is one of {@link buildingRetreatOptions}.
 */
function whyBadMoveInto(
  state: XenocideState,
  assault: AssaultState,
  move: UnitMove,
): AssaultRefusal | undefined {
  const unit = findUnit(state, move.unit) as UnitState;
  const into = move.into as NonNullable<UnitMove['into']>;
  if (move.models.length > 0 || move.embark?.length || move.disembark?.length || move.mode !== undefined)
    return refuse(
      'illegal-action',
      `A unit moving into another building section gives no model paths, mode or transport moves: its models are placed inside (XEN-BLD-31).`,
      ['models'],
    );
  const why = whyBadBuildingRetreat(
    state,
    state.buildings ?? [],
    unit.id,
    enemiesOf(state, assault, unit),
    into,
  );
  return why ? { ...why, path: ['into'] } : undefined;
}

/**
 * XEN-BLD-07 / XEN-BLD-31: the effects of a unit moving into a building section during a close assault: its
 * models stand inside it (placed at its edges), it occupies it, and it loses any Dug In marker.
 */
export function moveIntoEffects(
  state: XenocideState,
  unit: UnitState,
  into: Occupancy,
  rules: readonly string[],
): AssaultEffect[] {
  const section = sectionAt(state.buildings ?? [], into)?.section;
  if (!section) return [];
  const models = presentModels(state, unit).filter((m) => m.embarkedIn === undefined);
  const spots = occupantPlacement(
    section,
    models.map((m) => m.radius),
    undefined,
    occupantBases(state, section, unit.id),
  );
  const effects: BuildingEffect[] = models.map((m, i) => ({
    kind: 'model-moved',
    unit: unit.id,
    model: m.id,
    to: spots[i] ?? { x: m.x, y: m.y },
    reason: 'enter',
  }));
  effects.push({ kind: 'occupancy-changed', unit: unit.id, to: into, rules });
  const out: AssaultEffect[] = [{ kind: 'building-changed', effects }];
  if (unit.dugIn) out.push({ kind: 'dug-in-lost', unit: unit.id });
  return out;
}

function abandoned(planned: readonly PlannedModel[]): Set<string> {
  return new Set(planned.filter((p) => p.path.length === 1).map((p) => p.model));
}

/**
 * XEN-CA-31..33: why a player's flee moves for step 8 are refused: it must be their turn, every unit that
 * must flee has a move, the others are units that may flee, and each move passes {@link whyBadFleeMove}.
 */
export function whyBadFleeMoves(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  moves: readonly UnitMove[],
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'flee' || assault.step.player !== player)
    return refuse('illegal-action', 'It is not your turn to flee; the attacker flees first (XEN-CA-31).');
  const duty = fleeDuty(state, assault, player);
  const missing = duty.forced.find((u) => !moves.some((m) => m.unit === u));
  if (missing) {
    const rule = player === assault.attacker ? 'XEN-CA-31' : 'XEN-CA-32';
    return refuse('illegal-action', `Unit ${missing} is suppressed and must flee 8" (${rule}).`);
  }
  for (const [i, move] of moves.entries()) {
    if (!duty.forced.includes(move.unit) && !duty.optional.includes(move.unit)) {
      return refuse(
        'illegal-action',
        `Unit ${move.unit} is not suppressed (or is not yours) and does not flee (XEN-CA-31..33).`,
        [i, 'unit'],
      );
    }
    if (moves.findIndex((m) => m.unit === move.unit) !== i)
      return refuse('illegal-action', `Unit ${move.unit} is listed twice.`, [i, 'unit']);
    const why = whyBadFleeMove(state, assault, move);
    if (why) return { ...why, path: [i, ...(why.path ?? [])] };
  }
  return undefined;
}

function centroid(points: readonly Vec2[]): Vec2 {
  const n = Math.max(1, points.length);
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

/** XEN-CA-31 / XEN-CA-32: the bearing a unit should flee on: back along the approach (attacker) or on along it (defender). */
export function fleeBearing(state: XenocideState, assault: AssaultState, unit: UnitState): number {
  const side = participantOf(assault, unit.id)?.side ?? 'defender';
  if (assault.approach && geometry.magnitude(assault.approach) > 0) {
    const away = side === 'attacker' ? geometry.scale(assault.approach, -1) : assault.approach;
    return geometry.bearing({ x: 0, y: 0 }, away);
  }
  const own = centroid(presentModels(state, unit).map((m) => ({ x: m.x, y: m.y })));
  const enemies = enemyBases(state, unit.player).map((b) => b.center);
  return geometry.bearing(centroid(enemies), own);
}

/** A move of every model of `unit` by `distance` inches on `bearing` (straight lines; a teleport: the end only). */
function shifted(state: XenocideState, unit: UnitState, bearing: number, distance: number): UnitMove {
  const step = geometry.scale(geometry.directionOf(bearing), distance);
  return {
    unit: unit.id,
    models: movers(state, unit).map((m) => ({ model: m.id, path: [geometry.add({ x: m.x, y: m.y }, step)] })),
  };
}

function losses(state: XenocideState, unit: UnitState, move: UnitMove): number {
  const zones = enemyZoneBases(state, unit.player);
  return move.models.filter((entry) => {
    const model = unit.models.find((m) => m.id === entry.model);
    const end = entry.path[entry.path.length - 1];
    if (!model || !end) return true;
    const base = { center: end, radius: model.radius };
    return (
      !geometry.isOnTable(base, state.table) || zones.some((z) => geometry.isWithin(base, z, ZONE_OF_CONTROL))
    );
  }).length;
}

/**
 * XEN-CA-31 / XEN-CA-32 / XEN-CA-35 / R48: a bot's flee (or retreat): the whole unit moves in a straight
 * line, 8" if it can, on the bearing of {@link fleeBearing} or the nearest bearing that is legal, preferring
 * one that loses no model off the table or within 4" of an enemy. If no straight move is legal its models are
 * abandoned.
 */
export function defaultFleeMove(state: XenocideState, assault: AssaultState, unitId: string): UnitMove {
  const unit = findUnit(state, unitId);
  if (!unit) return { unit: unitId, models: [] };
  const heading = fleeBearing(state, assault, unit);
  let best: { move: UnitMove; lost: number } | undefined;
  for (let k = 0; k <= 12; k++) {
    for (const sign of k === 0 || k === 12 ? [1] : [1, -1]) {
      for (const distance of [FLEE_DISTANCE, 6, 4, 2]) {
        const move = shifted(state, unit, heading + sign * k * 15, distance);
        if (whyBadFleeMove(state, assault, move)) continue;
        const lost = losses(state, unit, move);
        if (lost === 0) return move;
        if (!best || lost < best.lost) best = { move, lost };
      }
    }
  }
  return best?.move ?? { unit: unitId, models: movers(state, unit).map((m) => ({ model: m.id, path: [] })) };
}

/**
 * XEN-CA-34: the same flee moves with every unit whose models on foot all jump or teleport farther than 8"
 * using that special move instead, straight along the bearing of {@link fleeBearing} (full distance, else
 * three quarters or half), or undefined when no unit can. Each replaced move is checked by
 * {@link whyBadFleeMove}.
 */
export function specialFleeMoves(
  state: XenocideState,
  assault: AssaultState,
  moves: readonly UnitMove[],
): UnitMove[] | undefined {
  let changed = false;
  const out = moves.map((move) => {
    const unit = findUnit(state, move.unit);
    const models = unit ? movers(state, unit) : [];
    if (!unit || models.length === 0 || move.into !== undefined || move.embark?.length) return move;
    const reach = (kind: 'jump' | 'teleport') =>
      Math.min(...models.map((m) => traitsOf(profileOf(state, m))[kind] ?? 0));
    const jump = reach('jump');
    const teleport = reach('teleport');
    const mode = teleport >= jump ? 'teleport' : 'jump';
    const distance = Math.max(jump, teleport);
    if (distance <= FLEE_DISTANCE) return move;
    const heading = fleeBearing(state, assault, unit);
    for (const scale of [1, 0.75, 0.5]) {
      const special: UnitMove = { ...shifted(state, unit, heading, distance * scale - 0.05), mode };
      if (whyBadFleeMove(state, assault, special)) continue;
      changed = true;
      return special;
    }
    return move;
  });
  return changed ? out : undefined;
}

/**
 * XEN-TRANS-12: the same flee moves with every unit that carries its own transports first taking aboard its
 * models on foot within 4" of one with room; the rest (transports included) flee straight along the bearing
 * of {@link fleeBearing}, 8" if they can. Undefined when no unit can; each replaced move is checked by
 * {@link whyBadFleeMove}.
 */
export function boardingFleeMoves(
  state: XenocideState,
  assault: AssaultState,
  moves: readonly UnitMove[],
): UnitMove[] | undefined {
  let changed = false;
  const out = moves.map((move) => {
    const unit = findUnit(state, move.unit);
    if (!unit || move.into !== undefined || (move.mode ?? 'normal') !== 'normal') return move;
    const own = new Set(unit.models.map((m) => m.id));
    const embark = boardingPlan(state, unit)
      .filter((b) => own.has(b.transport))
      .map((b) => ({ model: b.model, transport: b.transport }));
    if (embark.length === 0) return move;
    const boarded = new Set(embark.map((b) => b.model));
    const rest = movers(state, unit).filter((m) => !boarded.has(m.id));
    const heading = fleeBearing(state, assault, unit);
    for (const distance of [FLEE_DISTANCE, 6, 4, 2]) {
      const step = geometry.scale(geometry.directionOf(heading), distance - 0.05);
      const candidate: UnitMove = {
        unit: unit.id,
        embark,
        models: rest.map((m) => ({ model: m.id, path: [geometry.add({ x: m.x, y: m.y }, step)] })),
      };
      if (whyBadFleeMove(state, assault, candidate)) continue;
      changed = true;
      return candidate;
    }
    return move;
  });
  return changed ? out : undefined;
}

/**
 * XEN-CA-31 / XEN-CA-35 / XEN-CA-36 / XEN-SAVE-14 / XEN-BLD-31 / R48: carries out flee (or retreat) moves:
 * terrain tests as usual, models whose path ends off the table are lost, abandoned models and models that end
 * within 4" of an enemy unit are destroyed, and a dug-in unit loses its marker; a unit moving into another
 * building section instead stands inside it. The units leave the assault.
 */
export function resolveFlight(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  moves: readonly UnitMove[],
  status: Exclude<ParticipantStatus, 'fighting'>,
): AssaultStepResult {
  const effects: AssaultEffect[] = [];
  for (const move of moves) {
    const unit = findUnit(state, move.unit) as UnitState;
    if (move.into !== undefined) {
      effects.push(...moveIntoEffects(state, unit, move.into, ['XEN-BLD-31']));
      continue;
    }
    effects.push(...boardingEffects(state, move.embark ?? [], 'XEN-TRANS-12'));
    const planned = planUnitMove(state, unit, move, FLEE_RULES) as PlannedModel[];
    const onTable = planned.filter((p) => !p.leaves && p.path.length > 1);
    const resolved = resolveAssaultMove(
      state,
      dice,
      unit,
      onTable,
      move.mode ?? 'normal',
      status === 'fled' ? 'flee' : 'retreat',
    );
    effects.push(...resolved.effects);
    const dead = new Set(resolved.effects.flatMap((e) => (e.kind === 'model-killed' ? [e.model] : [])));
    const zones = enemyZoneBases(state, unit.player);
    for (const p of planned) {
      if (dead.has(p.model)) continue;
      if (p.leaves) {
        effects.push({ kind: 'model-killed', unit: unit.id, model: p.model, cause: 'fled-off-table' });
        continue;
      }
      const end = resolved.ends.get(p.model) ?? p.start;
      const base = { center: end, radius: p.radius };
      if (p.path.length === 1 || zones.some((z) => geometry.isWithin(base, z, ZONE_OF_CONTROL)))
        effects.push({ kind: 'model-killed', unit: unit.id, model: p.model, cause: 'trapped-fleeing' });
    }
    if (unit.dugIn) effects.push({ kind: 'dug-in-lost', unit: unit.id });
  }
  const leaving = new Set(moves.map((m) => m.unit));
  const participants = assault.participants.map((p) => (leaving.has(p.unit) ? { ...p, status } : p));
  // XEN-BLD-07: the sections units were driven out of (not those that moved to another section).
  const buildings = state.buildings ?? [];
  const vacated = moves.flatMap((m) => {
    const at = m.into === undefined ? occupancyOf(buildings, m.unit) : undefined;
    return at ? [{ unit: m.unit, ...at }] : [];
  });
  const more = vacated.length > 0 ? { vacated: [...(assault.vacated ?? []), ...vacated] } : {};
  return { assault: { ...assault, participants, ...more }, effects };
}

/**
 * XEN-CA-31..35 / XEN-OVR-06 / XEN-OVR-10: step 8 for one player (attacker first, then defender), with moves
 * {@link whyBadFleeMoves} accepts.
 */
export function flee(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  moves: readonly UnitMove[],
): AssaultStepResult {
  assertAccepted('flee', 'whyBadFleeMoves', whyBadFleeMoves(state, assault, player, moves));
  const result = resolveFlight(state, assault, dice, moves, 'fled');
  const next =
    player === assault.attacker
      ? ({ kind: 'flee', player: assault.defender } as const)
      : assault.kind === 'overrun'
        ? ({ kind: 'overrun-end' } as const)
        : ({ kind: 'contact' } as const);
  return { assault: { ...result.assault, step: next }, effects: result.effects };
}

/**
 * XEN-CA-31 / XEN-CA-32 / XEN-MOVE-12: the step-8 moves that take every unit that must flee the full 8" straight
 * on its flee bearing, turning aside for nothing (models that end off the table or within 4" of an enemy are
 * lost), or undefined when they are the default moves already or the rules refuse them. A choice for
 * legal-command lists.
 */
export function straightFleeMoves(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): UnitMove[] | undefined {
  const forced = fleeDuty(state, assault, player).forced;
  const moves: UnitMove[] = [];
  for (const id of forced) {
    const unit = findUnit(state, id);
    if (!unit) return undefined;
    moves.push(shifted(state, unit, fleeBearing(state, assault, unit), FLEE_DISTANCE));
  }
  if (moves.length === 0 || whyBadFleeMoves(state, assault, player, moves)) return undefined;
  const same = JSON.stringify(moves) === JSON.stringify(defaultFleeMoves(state, assault, player));
  return same ? undefined : moves;
}

/** XEN-CA-31..33: a bot's step-8 moves: {@link defaultFleeMove} for every unit that must flee (none that may). */
export function defaultFleeMoves(state: XenocideState, assault: AssaultState, player: PlayerId): UnitMove[] {
  return fleeDuty(state, assault, player).forced.map((u) => defaultFleeMove(state, assault, u));
}

/** R48: whether a unit is still within 4" of an enemy unit (used by the default and by tests). */
export function isWithinEnemyZone(state: XenocideState, unit: UnitState): boolean {
  const zones = enemyZoneBases(state, unit.player);
  return presentModels(state, unit).some((m) =>
    zones.some((z) => geometry.isWithin(baseOf(m), z, ZONE_OF_CONTROL)),
  );
}
