import { type Circle, type Dice, geometry, type PlayerId, type Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { Occupancy } from '../../state/buildings';
import { whyEntersHeldSection } from '../buildings/held-sections';
import { terrainLossFraction } from '../movement/allowance';
import { checkCoherency } from '../movement/coherency';
import { suffersTerrainAttack } from '../movement/dangerous-terrain';
import type { ModelStep } from '../movement/move-plan';
import { checkOverlap, type PlacedBase, standingBases } from '../movement/overlap';
import { truncatePath } from '../movement/path-geometry';
import { featureCrossings, isInside, isLandingForbidden, type Locomotion } from '../movement/terrain-effects';
import { terrainTestsFor } from '../movement/terrain-tests';
import { stopDistance } from '../movement/terrain-truncation';
import { type MoverTraits, traitsOf } from '../movement/traits';
import type { AssaultEffect, AssaultMoveReason } from './effects';
import { type AssaultRefusal, inches, refuse } from './refusal';

/** XEN-CA-34 / XEN-CA-37: normal movement, or a special movement ability (XEN-TERR-32/33). */
export type AssaultMoveMode = 'normal' | 'jump' | 'teleport';

/** XEN-CA-05 / XEN-CA-31 / XEN-CA-37: one model's declared path: the points it moves through after its current position (a teleport: its destination). */
export interface ModelPath {
  readonly model: string;
  readonly path: readonly Vec2[];
}

/** XEN-CA-05 / XEN-CA-09 / XEN-CA-31 / XEN-CA-36 / XEN-CA-37: a move of one unit during a close assault (maneuver, reinforcement, flee, retreat, follow-up). */
export interface UnitMove {
  readonly unit: string;
  /** Default 'normal'. */
  readonly mode?: AssaultMoveMode;
  readonly models: readonly ModelPath[];
  /** XEN-TRANS-10 / XEN-TRANS-12: models getting into transports (a flee: at its start; a follow-up: at its end). */
  readonly embark?: readonly { readonly model: string; readonly transport: string }[];
  /** XEN-TRANS-10: passengers of the unit getting out at the end of a follow-up. */
  readonly disembark?: readonly { readonly model: string; readonly at: Vec2 }[];
  /** XEN-BLD-31: a flee or retreat into another building section instead (no model paths). */
  readonly into?: Occupancy;
}

/** XEN-CA-05 / XEN-CA-09 / XEN-CA-31 / XEN-CA-37: what a kind of close-assault move allows. */
export interface AssaultMoveRules {
  /** The rule the move follows, named in refusals. */
  readonly rule: string;
  readonly modes: readonly AssaultMoveMode[];
  /** The most one model may move. */
  readonly allowance: (traits: MoverTraits, mode: AssaultMoveMode) => number;
  /** R48: a flee may end off the table (the model is then lost). */
  readonly mayLeaveTable?: boolean;
}

/** XEN-MOVE-01: a validated model move, ready for the terrain dice (a movement `ModelStep` plus where it started). */
export interface PlannedModel extends ModelStep {
  readonly start: Vec2;
  readonly end: Vec2;
  /** R48: its declared end is off the table. */
  readonly leaves: boolean;
}

const TOLERANCE = 1e-6;

function finite(p: Vec2): boolean {
  return typeof p?.x === 'number' && typeof p?.y === 'number' && Number.isFinite(p.x) && Number.isFinite(p.y);
}

/**
 * XEN-MOVE-01 / XEN-MOVE-12 / XEN-TERR-10 / XEN-TERR-32 / XEN-TERR-33 / XEN-BLD-06 / XEN-CA-07: checks one
 * unit's close-assault move: no model goes into a building section the enemy holds; each named model belongs to it, stands on the table, is named once, and moves no more than its allowance
 * along a path on the table that crosses no impassable terrain and does not end in terrain it may not stand
 * in. Returns the planned model moves or the refusal.
 */
export function planUnitMove(
  state: XenocideState,
  unit: UnitState,
  move: UnitMove,
  rules: AssaultMoveRules,
): PlannedModel[] | AssaultRefusal {
  if (move.into !== undefined)
    return refuse(
      'illegal-action',
      `Only a unit in a building that flees or retreats may move into another section instead (XEN-BLD-31); this is a ${rules.rule} move.`,
      ['into'],
    );
  const mode = move.mode ?? 'normal';
  if (!rules.modes.includes(mode)) {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} may not use ${mode} movement for this move (${rules.rule}).`,
      ['mode'],
    );
  }
  // XEN-BLD-06 / XEN-CA-07: no close-assault move takes a model into a section the enemy holds.
  const held = whyEntersHeldSection(state, state.buildings ?? [], unit.player, move.models);
  if (held) return { ...held, path: ['models'] };
  const seen = new Set<string>();
  const out: PlannedModel[] = [];
  for (const [i, entry] of move.models.entries()) {
    const at = (...rest: (string | number)[]) => ['models', i, ...rest];
    const index = unit.models.findIndex((m) => m.id === entry.model);
    const model = unit.models[index];
    if (!model)
      return refuse('unknown-entity', `Unit ${unit.id} has no model '${entry.model}'.`, at('model'));
    if (seen.has(model.id))
      return refuse('illegal-action', `Model ${model.id} is listed twice.`, at('model'));
    seen.add(model.id);
    if (model.removed) return refuse('illegal-action', `Model ${model.id} has been removed.`, at('model'));
    if (model.embarkedIn !== undefined)
      return refuse(
        'illegal-action',
        `Model ${model.id} rides in ${model.embarkedIn} and moves with it.`,
        at('model'),
      );
    if (!entry.path.every(finite))
      return refuse('invalid-payload', 'Path points need finite x and y.', at('path'));
    const traits = traitsOf(profileOf(state, model));
    if (mode === 'jump' && traits.jump === undefined)
      return refuse('illegal-action', `Model ${model.id} has no Jump ability (XEN-TERR-32).`, at('model'));
    if (mode === 'teleport' && traits.teleport === undefined)
      return refuse(
        'illegal-action',
        `Model ${model.id} has no Teleport ability (XEN-TERR-33).`,
        at('model'),
      );
    if (mode === 'teleport' && entry.path.length > 1)
      return refuse('illegal-action', `A teleport names only its destination (XEN-TERR-33).`, at('path'));
    const start = { x: model.x, y: model.y };
    const path = [start, ...entry.path.map((p) => ({ x: p.x, y: p.y }))];
    const end = path[path.length - 1] as Vec2;
    const table = (p: Vec2) => geometry.isOnTable({ center: p, radius: model.radius }, state.table);
    const leaves = !table(end);
    const offTable = path.slice(1, leaves ? -1 : undefined).find((p) => !table(p));
    if (offTable || (leaves && !rules.mayLeaveTable)) {
      return refuse(
        'out-of-range',
        `Model ${model.id} would leave the table; models may not move off the table (XEN-MOVE-12).`,
        at('path'),
      );
    }
    const length = mode === 'teleport' ? geometry.distance(start, end) : geometry.pathLength(path);
    const allowance = rules.allowance(traits, mode);
    if (length > allowance + TOLERANCE) {
      return refuse(
        'out-of-range',
        `Model ${model.id} would move ${inches(length)}; this move allows ${inches(allowance)} (${rules.rule}).`,
        at('path'),
      );
    }
    const locomotion: Locomotion = {
      flying: traits.flyer,
      skimming: !traits.flyer && (traits.skimmer || traits.hover),
      ...(mode === 'jump' ? { jumpHeight: traits.jump as number } : {}),
    };
    const crossings = mode === 'teleport' ? [] : featureCrossings(path, state.terrain, traits, locomotion);
    const blocked = crossings.find((c) => c.effect === 'impassable');
    if (blocked) {
      const f = state.terrain[blocked.feature];
      return refuse(
        'illegal-action',
        `Model ${model.id} cannot enter ${f?.name} (${f?.id}): it is impassable to it (XEN-TERR-10).`,
        at('path'),
      );
    }
    // A model that stays where it is (no path: abandoned in a flight) moves into nothing, even when the
    // rubble of a building (XEN-BLD-08) fell around it.
    const landing =
      leaves || entry.path.length === 0
        ? undefined
        : state.terrain.find((f) => isInside(end, f) && isLandingForbidden(f, traits));
    if (landing) {
      return refuse(
        'illegal-action',
        `Model ${model.id} may not end its move in ${landing.name} (${landing.id}) (XEN-TERR-10).`,
        at('path'),
      );
    }
    out.push({
      model: model.id,
      index,
      profile: model.profile,
      traits,
      radius: model.radius,
      locomotion,
      path,
      length,
      base: allowance,
      allowance,
      crossings,
      start,
      end,
      leaves,
    });
  }
  return out;
}

/**
 * XEN-MOVE-01 / XEN-MOVE-07 / R13: where a unit ends once `planned` models move (the others stay): no base
 * may overlap another model's, and the unit must end in coherency if it can. Models in `gone` (lost off the
 * table or destroyed) are left out.
 */
export function checkEndPlacement(
  state: XenocideState,
  unit: UnitState,
  planned: readonly PlannedModel[],
  gone: ReadonlySet<string> = new Set(),
): AssaultRefusal | undefined {
  const moving = new Set(planned.map((p) => p.model));
  const placed: PlacedBase[] = planned
    .filter((p) => !p.leaves && !gone.has(p.model))
    .map((p) => ({ model: p.model, center: p.end, radius: p.radius, high: unit.high }));
  const overlap = checkOverlap(
    placed.filter(
      (p) => geometry.distance(p.center, planned.find((x) => x.model === p.model)?.start ?? p.center) > 0,
    ),
    standingBases(state, moving),
  );
  if (overlap) return overlap;
  const present = unit.models.filter((m) => !m.removed && m.embarkedIn === undefined && !gone.has(m.id));
  const before: Circle[] = present.map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius }));
  const after: Circle[] = present.map((m) => {
    const p = planned.find((x) => x.model === m.id);
    return { center: p && !p.leaves ? p.end : { x: m.x, y: m.y }, radius: m.radius };
  });
  const allowances = present.map((m) => planned.find((x) => x.model === m.id)?.allowance ?? 0);
  const kept = present
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => !planned.some((p) => p.model === m.id && p.leaves));
  return checkCoherency(
    unit.id,
    kept.map(({ i }) => before[i] as Circle),
    kept.map(({ i }) => after[i] as Circle),
    kept.map(({ i }) => allowances[i] as number),
  );
}

/** XEN-TERR-05 / R42: where each model of a resolved close-assault move got to. */
export interface ResolvedMove {
  readonly ends: ReadonlyMap<string, Vec2>;
  readonly effects: readonly AssaultEffect[];
}

/**
 * XEN-TERR-03..06 / R42 / R48: carries a planned move out over terrain: one test die per model profile per
 * difficult or dangerous feature (titans −2), each model stops where its losses leave it, and models
 * entering dangerous terrain on a 4–6 (or intrinsically dangerous terrain) suffer a CA die against
 * min(CAD, 6). Teleports ignore terrain. Returns where models ended and the moves and losses as effects.
 */
export function resolveAssaultMove(
  state: XenocideState,
  dice: Dice,
  unit: UnitState,
  planned: readonly PlannedModel[],
  mode: AssaultMoveMode,
  reason: AssaultMoveReason,
): ResolvedMove {
  const tests = mode === 'teleport' ? [] : terrainTestsFor(unit, planned);
  const rolled = new Map<string, number>();
  for (const test of tests) {
    const natural = dice.roll({
      purpose: 'difficult-terrain',
      sides: 6,
      player: unit.player,
      rules: test.titan ? ['XEN-TERR-03', 'XEN-TERR-04'] : ['XEN-TERR-03'],
    }).dice[0] as number;
    rolled.set(`${test.feature}:${test.profile}`, test.titan ? natural - 2 : natural);
  }
  const ends = new Map<string, Vec2>();
  const moves: { model: string; from: Vec2; to: Vec2; path: Vec2[] }[] = [];
  const effects: AssaultEffect[] = [];
  for (const p of planned) {
    const slowing = p.crossings
      .filter((c) => c.effect === 'difficult' || c.effect === 'dangerous')
      .map((c) => ({
        entry: c.entry,
        exit: c.exit,
        loss: terrainLossFraction(rolled.get(`${c.feature}:${p.profile}`) ?? 0) * p.base,
      }));
    const stop = mode === 'teleport' ? p.length : stopDistance(p.length, p.allowance, slowing);
    const path = mode === 'teleport' ? [...p.path] : truncatePath(p.path, stop);
    const end = path[path.length - 1] as Vec2;
    ends.set(p.model, end);
    if (stop > 0) moves.push({ model: p.model, from: p.start, to: end, path });
    for (const crossing of p.crossings) {
      const feature = state.terrain[crossing.feature];
      if (!feature) continue;
      const die = rolled.get(`${crossing.feature}:${p.profile}`);
      if (!suffersTerrainAttack(feature, crossing, { step: p, stop, end }, die)) continue;
      effects.push(...terrainAttack(state, dice, unit, p));
    }
  }
  if (moves.length > 0) effects.unshift({ kind: 'models-moved', unit: unit.id, reason, mode, moves });
  return { ends, effects };
}

function terrainAttack(state: XenocideState, dice: Dice, unit: UnitState, p: PlannedModel): AssaultEffect[] {
  const opponent: PlayerId = state.players.find((x) => x !== unit.player) ?? unit.player;
  const roll = dice.roll({
    purpose: 'dangerous-terrain',
    sides: 6,
    target: { per: 'die', op: 'atLeast', value: p.traits.attackCad },
    rules: unit.models[p.index]?.titan
      ? ['XEN-TERR-06', 'XEN-TERR-07', 'XEN-TITAN-10']
      : ['XEN-TERR-06', 'XEN-TERR-07'],
    player: opponent,
  }).dice[0] as number;
  if (roll < p.traits.attackCad) return [];
  const model = unit.models[p.index];
  if (model?.titan && model.titan.core > 0) {
    const core = model.titan.core - 1;
    return [
      {
        kind: 'titan-damaged',
        unit: unit.id,
        model: p.model,
        core,
        layers: core === 0 ? 0 : model.titan.layers,
      },
    ];
  }
  return [{ kind: 'model-killed', unit: unit.id, model: p.model, cause: 'dangerous-terrain' }];
}
