import { isDraft, original } from 'immer';
import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { byId, memoize } from 'sandtable/kit';
import type { UnitCard } from '../schemas/unit-card';
import type { WeaponProfile } from '../schemas/weapon';
import type { ModelState, SideState, UnitState, XzState } from '../state';
import { bodyDistance, pointBodyDistance } from './geometry/body';

/** The unit with `id` (undefined for an id a player sent that names none). */
export function unitById(state: XzState, id: string): UnitState | undefined {
  return byId(state.units, 'unit').get(id);
}

/** The unit with `id`; an engine bug when the state lacks it. */
export function requireUnit(state: XzState, id: string): UnitState {
  return byId(state.units, 'unit').require(id);
}

/** Where the unit with `id` sits in `state.units` (for writing through a draft). */
export function unitIndex(state: XzState, id: string): number {
  return byId(state.units, 'unit').indexOf(id);
}

const cardIndex = memoize((forces: XzState['forces']) => {
  const map = new Map<string, UnitCard>();
  for (const [player, force] of Object.entries(forces)) {
    for (const card of force.units) map.set(`${player}.${card.id}`, card);
    for (const asset of force.offTableAssets)
      if (asset.kind === 'reserve') map.set(`${player}.${asset.unit.id}`, asset.unit);
  }
  return map;
});

/** R1: the unit card of a unit (or of the unit a model came from, R27). */
export function cardOf(state: XzState, unit: Pick<UnitState, 'player' | 'card'>): UnitCard {
  const forces = isDraft(state.forces) ? (original(state.forces) as XzState['forces']) : state.forces;
  const card = cardIndex(forces).get(`${unit.player}.${unit.card}`);
  if (!card) throw new Error(`xenos-zealots: no unit card '${unit.card}' for ${unit.player}`);
  return card;
}

/** The card a model's stats come from: its own unit's, or (R27) its character card. */
export function modelCard(state: XzState, unit: UnitState, model: ModelState): UnitCard {
  if (model.from === undefined) return cardOf(state, unit);
  const from = unitById(state, model.from);
  return from ? cardOf(state, from) : cardOf(state, unit);
}

/** XZ-STAT-10: a weapon profile on a card by name. */
export function weaponOf(card: UnitCard, name: string): WeaponProfile | undefined {
  return (
    card.weapons.find((w) => w.name === name) ??
    (card.defaultAssaultWeapon?.name === name ? card.defaultAssaultWeapon : undefined)
  );
}

/** The models of a unit still in play. */
export function aliveModels(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => m.alive);
}

/** XZ-UNIT-02: the unit leader's model. */
export function leaderOf(unit: UnitState): ModelState | undefined {
  return unit.models.find((m) => m.id === unit.leader && m.alive) ?? unit.models.find((m) => m.alive);
}

/** The side of a player. */
export function sideOf(state: XzState, player: PlayerId): SideState {
  const side = state.sides.find((s) => s.player === player);
  if (!side) throw new Error(`xenos-zealots: no side for '${player}'`);
  return side;
}

/** The other player. */
export function opponentOf(state: XzState, player: PlayerId): PlayerId {
  return state.players[0] === player ? (state.players[1] as PlayerId) : (state.players[0] as PlayerId);
}

/** XZ-TURN-03: the attacker, once roles are decided. */
export function attackerOf(state: XzState): PlayerId | undefined {
  return state.sides.find((s) => s.role === 'attacker')?.player;
}

/** XZ-TURN-02: the defender, once roles are decided. */
export function defenderOf(state: XzState): PlayerId | undefined {
  return state.sides.find((s) => s.role === 'defender')?.player;
}

/** XZ-TURN-08 … XZ-TURN-11: the player acting in this half of an action phase (attacker first). */
export function actingPlayer(state: XzState): PlayerId {
  return (state.half === 0 ? attackerOf(state) : defenderOf(state)) ?? (state.players[0] as PlayerId);
}

/** The units of a player on the table. */
export function unitsOnTable(state: XzState, player?: PlayerId): UnitState[] {
  return state.units.filter((u) => u.status === 'on-table' && (player === undefined || u.player === player));
}

/** XZ-SMU-01 / R11: whether a unit is a single large model (vehicle, monster, gun) with facings and structure. */
export function isSingleModelUnit(unit: UnitState): boolean {
  return unit.models.length === 1 && unit.models[0]?.systems !== undefined;
}

/** R11: whether a unit is one model (a single-model unit of any kind, e.g. a lone hero, XZ-SMU-16). */
export function isOneModel(unit: UnitState): boolean {
  return unit.models.length === 1;
}

/** R38: shortest distance between two models' footprints (0 when touching or overlapping). */
export function modelDistance(a: ModelState, b: ModelState): number {
  return bodyDistance(a, b);
}

/** The point `p`'s distance to a model's footprint. */
export function pointDistance(p: Vec2, m: ModelState): number {
  return pointBodyDistance(p, m);
}

/** R38: a model's footprint polygon (a circle's bounding square for round bases). */
export function footprint(m: ModelState): geometry.Polygon {
  if (m.shape.kind === 'circle')
    return geometry.rectanglePolygon(m, m.shape.diameter, m.shape.diameter, m.facing);
  return geometry.rectanglePolygon(m, m.shape.length, m.shape.width, m.facing);
}

/** Shortest distance between any two live models of two units. */
export function unitDistance(a: UnitState, b: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of a.models) {
    if (!m.alive) continue;
    for (const n of b.models) {
      if (!n.alive) continue;
      const d = modelDistance(m, n);
      if (d < best) best = d;
    }
  }
  return best;
}

/** R38: base contact is a distance of at most 0.01". */
export const CONTACT = 0.01;

/** The live enemy units of `player` on the table. */
export function enemyUnits(state: XzState, player: PlayerId): UnitState[] {
  return state.units.filter((u) => u.status === 'on-table' && u.player !== player);
}

/**
 * XZ-STAT-02 / XZ-STAT-03 / XZ-SMU-01 / R35: a model's Armour (one value or facings) and Resilience: its own
 * model entry's, else its card's.
 */
export function modelDefence(
  state: XzState,
  unit: UnitState,
  model: ModelState,
): { armour: UnitCard['armour']; resilience: number } {
  const card = modelCard(state, unit, model);
  const entry = card.models.find((e) => e.name === model.name);
  return { armour: entry?.armour ?? card.armour, resilience: entry?.resilience ?? card.resilience };
}
