import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import type { ModelMove, XzContext, XzEvent } from '../events';
import { exoticHazard, type TerrainFeature } from '../schemas/scenario';
import type { ModelState, UnitState, XzDraft, XzState } from '../state';
import type { HitStep } from './damage/hit-step';
import {
  jumpReach,
  moveAllowance,
  movementCell,
  type Occupant,
  type OtherModel,
  occupancyProblem,
  pathBlocked,
  placementProblem,
} from './geometry';
import { pointInFeature, pointStrictlyInFeature, terrainPolygon } from './geometry/terrain';
import { MOVEMENT_TABLE, pathEntries } from './geometry/terrain-move';
import { coherencyProblem, overlapProblem, type PlacementProblem, placed } from './placement';
import { cardOf, modelCard } from './units';

/**
 * XZ-STAT-01 / XZ-SMU-07 / XZ-SMU-08 / XZ-UNIT-08 / XZ-UNIT-09: a model's Mobility this move before terrain:
 * its card's speed, halved for each mobility point lost (0 when all are lost), 0 for Massive Artillery.
 */
export function baseSpeed(state: XzState, unit: UnitState, model: ModelState): number {
  const card = modelCard(state, unit, model);
  if (cardOf(state, unit).artillery === 'massive') return 0;
  const speed = card.mobility.speed;
  if (!model.mobility || model.mobility.start === 0) return speed;
  if (model.mobility.left === 0) return 0;
  return speed * 0.5 ** (model.mobility.start - model.mobility.left);
}

/** XZ-SMU-08: whether a large model has lost all its mobility points (Immobilised). */
export function isImmobilised(model: ModelState): boolean {
  return model.mobility !== undefined && model.mobility.start > 0 && model.mobility.left === 0;
}

/** What kind of move a move check is for (which rules apply). */
export type MoveKind = 'move' | 'jump' | 'cover' | 'withdraw' | 'rout' | 'assault' | 'consolidate';

/** Settings of {@link checkMove} beyond the move itself. */
export interface MoveCheckOptions {
  /** A cap on a model's allowance (the smaller of it and the terrain allowance applies). */
  readonly cap?: (model: ModelState, to: Vec2) => number;
  /** R27: check coherency around this model instead of the unit leader (a detaching character's old leader). */
  readonly leader?: string;
  /** R27: models left out of the coherency check (a detaching character). */
  readonly outOfCoherency?: readonly string[];
  /** Skip the end-of-move coherency check (straight moves of the whole unit keep their formation). */
  readonly skipCoherency?: boolean;
  /** The other units' models (from {@link otherModels}), when the caller checks many moves of one unit. */
  readonly others?: readonly OtherModel[];
  /** Check only the terrain (allowance, impassable, solid terrain), not other models, the table or coherency. */
  readonly terrainOnly?: boolean;
  /** The rule a contact refusal names (XZ-ORD-03 for a Double Time second move). */
  readonly contactRule?: string;
}

/** What {@link checkMove} found: the first problem, or none, and the rule IDs that applied. */
export interface MoveCheck {
  readonly problem?: PlacementProblem;
  readonly rules: readonly string[];
}

/** The models of other units on the table, as paths see them (XZ-MOVE-03, XZ-MOVE-04). */
export function otherModels(state: XzState, unit: UnitState): OtherModel[] {
  const out: OtherModel[] = [];
  for (const u of state.units) {
    if (u.id === unit.id || u.status !== 'on-table') continue;
    const enemy = u.player !== unit.player;
    for (const m of u.models) if (m.alive) out.push({ id: m.id, body: m, enemy });
  }
  return out;
}

/**
 * XZ-MOVE-01 … XZ-MOVE-05 / XZ-MOVE-11 / XZ-TERR-06 … XZ-TERR-10 / XZ-SMOV-01 … XZ-SMOV-05 / R17 / R22 / R26 /
 * R28: whether moving these models (each in a straight line) is legal, and the rules that decided it: each model
 * goes no further than its terrain-modified allowance (a jump: `jumpReach`, ignoring terrain on the way), enters
 * no impassable terrain, passes through no enemy model and no gap narrower than its base, ends off solid terrain
 * (a jump also out of impassable terrain), on no other model, and (but in an assault) out of contact with the
 * enemy; the other models end within coherency of the leader's new position.
 */
export function checkMove(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
  kind: MoveKind,
  options: MoveCheckOptions = {},
): MoveCheck {
  const rules: string[] = [];
  const rule = (id: string) => {
    if (!rules.includes(id)) rules.push(id);
  };
  const fail = (problem: PlacementProblem): MoveCheck => ({ problem, rules });
  const scenario = state.scenario;
  const terrain = scenario.terrain;
  const table = { width: scenario.table.width, depth: scenario.table.depth };
  const seen = new Set<string>();
  let others: readonly OtherModel[] | undefined = options.others;
  for (const p of placements) {
    const m = unit.models.find((x) => x.id === p.model && x.alive);
    if (!m)
      return fail({
        code: 'unknown-entity',
        message: `'${unit.name}' has no model '${p.model}' in play.`,
        rule: 'XZ-MOVE-01',
      });
    if (seen.has(p.model))
      return fail({
        code: 'duplicate-model',
        message: `${p.model} is moved twice; give each model one end point.`,
        rule: 'XZ-MOVE-01',
      });
    seen.add(p.model);
    const d = geometry.distance(m, p);
    const end = { ...m, x: p.x, y: p.y, facing: p.facing ?? m.facing };
    if (d < 1e-9) continue;
    const speed = baseSpeed(state, unit, m);
    if (!(speed > 0))
      return fail({
        code: 'immobile',
        message: `${m.name} (${m.id}) can't move: it is Immobilised or Massive Artillery (XZ-SMU-08, XZ-UNIT-09).`,
        rule: isImmobilised(m) ? 'XZ-SMU-08' : 'XZ-UNIT-09',
      });
    const card = modelCard(state, unit, m);
    const cap = options.cap ? options.cap(m, p) : Number.POSITIVE_INFINITY;
    if (kind === 'jump') {
      const reach = jumpReach(m, p, terrain);
      rule('XZ-SMOV-04');
      rule('R28');
      if (reach.levelsClimbed > 0) rule('XZ-SMOV-05');
      const max = Math.min(reach.maxLength, cap);
      if (reach.length > max + 1e-6)
        return fail({
          code: 'too-far',
          message: `${m.name} (${m.id}) would jump ${reach.length.toFixed(2)}", more than its ${max.toFixed(2)}" (8" less 2" a level climbed: ${reach.levelsClimbed}) (XZ-SMOV-05, R28).`,
          rule: reach.levelsClimbed > 0 ? 'XZ-SMOV-05' : 'XZ-SMOV-04',
        });
      for (const feature of terrain) {
        if (feature.kind !== 'area' || feature.areaType === undefined) continue;
        if (movementCell(card.mobility, feature.areaType, scenario.impassableOverrides) !== 'impassable')
          continue;
        if (pointInFeature(p, feature))
          return fail({
            code: 'impassable',
            message: `${m.name} (${m.id}) would land in ${feature.name ?? feature.id}, impassable for it; a jump may not end in Impassable terrain (R28).`,
            rule: 'R28',
          });
      }
    } else {
      const allowance = moveAllowance({ ...card.mobility, speed }, [m, p], terrainNear(terrain, m, p), {
        obstaclePenalty: scenario.obstaclePenalty,
        impassableOverrides: scenario.impassableOverrides,
        body: m.body,
      });
      rule('XZ-MOVE-01');
      // XZ-MOVE-09: a close-support flyer on the table moves by the Hover row of the terrain table.
      if (card.mobility.flying) rule('XZ-MOVE-09');
      for (const id of allowance.rules) rule(id);
      if (allowance.rules.length > 0) rule('R17');
      if (allowance.impassable !== undefined) {
        const feature = terrain.find((f) => f.id === allowance.impassable);
        const code =
          feature?.kind === 'obstacle'
            ? 'XZ-TERR-06'
            : allowance.rules.includes('XZ-TERR-09')
              ? 'XZ-TERR-09'
              : 'XZ-TERR-08';
        return fail({
          code: 'impassable',
          message: `${m.name} (${m.id}) can't ${feature?.kind === 'obstacle' ? 'cross' : 'enter'} ${feature?.name ?? allowance.impassable}: it is impassable to it (${code}); go around it.`,
          rule: code,
        });
      }
      const max = Math.min(allowance.allowance, cap);
      if (allowance.length > max + 1e-6)
        return fail({
          code: 'too-far',
          message: `${m.name} (${m.id}) would move ${allowance.length.toFixed(2)}", more than its ${Math.max(0, max).toFixed(2)}" (Mobility ${speed}", terrain ${allowance.modifier >= 0 ? '+' : ''}${allowance.modifier}", obstacles and levels −${(scenario.obstaclePenalty * (allowance.obstaclesCrossed + allowance.levelsChanged)).toFixed(0)}") (XZ-MOVE-01, R17).`,
          rule: allowance.rules.includes('XZ-TERR-10')
            ? 'XZ-TERR-10'
            : allowance.modifier !== 0
              ? 'XZ-TERR-08'
              : 'XZ-MOVE-01',
        });
      if (!options.terrainOnly) others ??= otherModels(state, unit);
      const blocked = others ? pathBlocked(m, [m, p], nearPath(m, p, d, others)) : undefined;
      if (blocked)
        return fail({
          code: blocked.enemy ? 'through-enemy' : 'gap-too-narrow',
          message: blocked.enemy
            ? `${m.name} (${m.id}) would move through the enemy model ${blocked.blockedBy}; no model moves through enemy units (XZ-MOVE-03). Go around.`
            : `${m.name} (${m.id}) would squeeze past ${blocked.blockedBy} through a gap narrower than its base (XZ-MOVE-04). Go around.`,
          rule: blocked.enemy ? 'XZ-MOVE-03' : 'XZ-MOVE-04',
        });
    }
    const r = radiusOf(end);
    const around = terrainNear(terrain, { x: p.x - r, y: p.y - r }, { x: p.x + r, y: p.y + r });
    const solid = around.length === 0 ? undefined : placementProblem(end, table, around, []);
    if (solid?.code === 'inside-terrain')
      return fail({
        code: 'inside-terrain',
        message: `${m.name} (${m.id}) would end inside ${solid.id}, which no model can enter (XZ-TERR-07, R16).`,
        rule: 'XZ-TERR-07',
      });
  }
  const held = occupancy(state, unit, placements);
  if ('problem' in held) return fail(held.problem);
  for (const id of held.rules) rule(id);
  if (options.terrainOnly) return { rules };
  const after = placed(unit, placements);
  let problem = overlapProblem(state, unit, after, kind === 'assault');
  if (problem?.code === 'contact' && options.contactRule)
    problem = {
      ...problem,
      rule: options.contactRule,
      message: `${problem.message} (${options.contactRule})`,
    };
  if (problem) return fail(problem);
  if (kind !== 'assault' && !options.skipCoherency) {
    const leader = options.leader ?? unit.leader;
    const outside = options.outOfCoherency ?? [];
    const view = { ...unit, leader, models: after.filter((m) => !outside.includes(m.id)) };
    const incoherent = coherencyProblem(state, view, view.models);
    if (incoherent) return fail(incoherent);
    rule('XZ-UNIT-03');
    rule('R26');
  }
  if (placements.some((p) => p.model === unit.leader)) rule('XZ-MOVE-05');
  return { rules };
}

/**
 * XZ-TERR-06 / XZ-TERR-07 / R16: whether the unit may hold the occupiable features its moved models end inside
 * (the scenario's unit types and model capacity, counting every model on the table), and the rules that decided it.
 */
function occupancy(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
): { readonly problem: PlacementProblem } | { readonly rules: readonly string[] } {
  const terrain = state.scenario.terrain;
  if (!terrain.some((f) => f.occupancy !== undefined)) return { rules: [] };
  const unitType = cardOf(state, unit).unitType;
  const movers: Occupant[] = placements.map((p) => ({ id: p.model, at: p, unitType }));
  const others = (): Occupant[] => {
    const moved = new Set(placements.map((p) => p.model));
    const out: Occupant[] = [];
    for (const u of state.units) {
      if (u.status !== 'on-table') continue;
      const type = u.id === unit.id ? unitType : cardOf(state, u).unitType;
      for (const m of u.models)
        if (m.alive && !moved.has(m.id)) out.push({ id: m.id, at: m, unitType: type });
    }
    return out;
  };
  const found = occupancyProblem(movers, others, terrain);
  if ('code' in found) {
    const name = found.feature.name ?? found.feature.id;
    const allowed = found.feature.occupancy?.unitTypes?.join(', ') ?? '';
    return {
      problem:
        found.code === 'building-closed'
          ? {
              code: 'building-closed',
              message: `${found.model} can't enter ${name}: only ${allowed} units may hold it (XZ-TERR-07, R16).`,
              rule: 'XZ-TERR-07',
            }
          : {
              code: 'building-full',
              message: `${name} holds at most ${found.feature.occupancy?.maxModels} models; this move would put ${found.count} inside it (XZ-TERR-07, R16). Leave some models outside.`,
              rule: 'XZ-TERR-07',
            },
    };
  }
  if (found.held.length === 0) return { rules: [] };
  // An obstacle (a single building) is occupied by infantry and beasts climbing into it (XZ-TERR-06).
  return {
    rules: found.held.some((f) => f.kind === 'obstacle') ? ['XZ-TERR-07', 'XZ-TERR-06'] : ['XZ-TERR-07'],
  };
}

/**
 * XZ-TERR-07 / XZ-TERR-08 / XZ-TERR-09 / R16: why models may not be set down where `placements` put them (at
 * deployment, or arriving from reserve), or undefined: none inside solid terrain, none inside an area its mobility
 * can't enter (the movement table's impassable cells and the scenario's agreed ones), and the scenario's building
 * admissions and capacities kept.
 */
export function groundProblem(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
): PlacementProblem | undefined {
  const scenario = state.scenario;
  const terrain = scenario.terrain;
  if (terrain.length === 0) return undefined;
  const table = { width: scenario.table.width, depth: scenario.table.depth };
  for (const p of placements) {
    const m = unit.models.find((x) => x.id === p.model && x.alive);
    if (!m) continue;
    const end = { ...m, x: p.x, y: p.y, facing: p.facing ?? m.facing };
    const r = radiusOf(end);
    const around = terrainNear(terrain, { x: p.x - r, y: p.y - r }, { x: p.x + r, y: p.y + r });
    if (around.length === 0) continue;
    const solid = placementProblem(end, table, around, []);
    if (solid?.code === 'inside-terrain')
      return {
        code: 'inside-terrain',
        message: `${m.name} (${m.id}) would stand inside ${solid.id}, which no model can enter (XZ-TERR-07, R16).`,
        rule: 'XZ-TERR-07',
      };
    const mobility = modelCard(state, unit, m).mobility;
    for (const feature of around) {
      if (feature.kind !== 'area' || feature.areaType === undefined) continue;
      if (!pointStrictlyInFeature(end, feature)) continue;
      if (movementCell(mobility, feature.areaType, scenario.impassableOverrides) !== 'impassable') continue;
      const agreed = MOVEMENT_TABLE[mobility.type][feature.areaType] !== 'impassable';
      return {
        code: 'impassable',
        message: `${m.name} (${m.id}) can't stand in ${feature.name ?? feature.id}: ${feature.areaType} is impassable to it (${agreed ? 'XZ-TERR-09' : 'XZ-TERR-08'}); place it elsewhere.`,
        rule: agreed ? 'XZ-TERR-09' : 'XZ-TERR-08',
      };
    }
  }
  const held = occupancy(state, unit, placements);
  return 'problem' in held ? held.problem : undefined;
}

const boxes = new WeakMap<TerrainFeature, { x0: number; y0: number; x1: number; y1: number }>();

/** A feature's bounding box (cached per feature object). */
function boxOf(feature: TerrainFeature) {
  let box = boxes.get(feature);
  if (box) return box;
  box = {
    x0: Number.POSITIVE_INFINITY,
    y0: Number.POSITIVE_INFINITY,
    x1: Number.NEGATIVE_INFINITY,
    y1: Number.NEGATIVE_INFINITY,
  };
  for (const poly of terrainPolygon(feature))
    for (const q of poly.points) {
      box.x0 = Math.min(box.x0, q.x);
      box.y0 = Math.min(box.y0, q.y);
      box.x1 = Math.max(box.x1, q.x);
      box.y1 = Math.max(box.y1, q.y);
    }
  boxes.set(feature, box);
  return box;
}

/** R17: the features whose bounding box meets the leg a→b's (the only ones a straight move can enter or cross). */
function terrainNear(terrain: readonly TerrainFeature[], a: Vec2, b: Vec2): TerrainFeature[] {
  const x0 = Math.min(a.x, b.x) - 0.01;
  const x1 = Math.max(a.x, b.x) + 0.01;
  const y0 = Math.min(a.y, b.y) - 0.01;
  const y1 = Math.max(a.y, b.y) + 0.01;
  return terrain.filter((f) => {
    const box = boxOf(f);
    return box.x0 <= x1 && box.x1 >= x0 && box.y0 <= y1 && box.y1 >= y0;
  });
}

/** The models that could touch the footprint swept from `from` to `to` (a cheap circle test around the leg). */
function nearPath(from: ModelState, to: Vec2, length: number, others: readonly OtherModel[]): OtherModel[] {
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const reach = length / 2 + radiusOf(from) + 0.05;
  return others.filter((o) => geometry.distance(mid, o.body) <= reach + radiusOf(o.body));
}

function radiusOf(body: { readonly shape: ModelState['shape'] }): number {
  return body.shape.kind === 'circle'
    ? body.shape.diameter / 2
    : Math.hypot(body.shape.length, body.shape.width) / 2;
}

/**
 * XZ-MOVE-01 … XZ-MOVE-05 / XZ-MOVE-11 / R17 / R22 / R26: why moving these models is illegal, or undefined (see
 * {@link checkMove}); `cap` limits each model's allowance further.
 */
export function moveProblem(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
  kind: MoveKind,
  cap?: (model: ModelState, to: Vec2) => number,
): PlacementProblem | undefined {
  return checkMove(state, unit, placements, kind, cap ? { cap } : {}).problem;
}

/**
 * XZ-TERR-04 / R16: the hits of exotic contents the moves cost: one for each model whose straight path enters a
 * feature with an agreed hazard (a jump: that lands in it), in move order then terrain order.
 */
export function exoticHits(
  state: XzState,
  unit: UnitState,
  moves: readonly ModelMove[],
  kind: Extract<XzEvent, { type: 'unit-moved' }>['kind'],
): HitStep[] {
  const out: HitStep[] = [];
  const hazards = state.scenario.terrain.filter((f) => exoticHazard(f) !== undefined);
  if (hazards.length === 0) return out;
  for (const move of moves) {
    for (const feature of hazards) {
      const entered =
        kind === 'jump'
          ? pointStrictlyInFeature(move.to, feature) && !pointStrictlyInFeature(move.from, feature)
          : pathEntries([move.from, move.to], feature) > 0;
      if (!entered) continue;
      const hazard = exoticHazard(feature) as NonNullable<ReturnType<typeof exoticHazard>>;
      out.push({
        kind: 'hit',
        unit: unit.id,
        model: move.model,
        attacker: feature.id,
        weapon: `${feature.name ?? feature.id} (${hazard.name})`,
        ap: hazard.hit.ap,
        damage: hazard.hit.damage,
        from: { x: move.to.x, y: move.to.y },
        top: true,
      });
    }
  }
  return out;
}

/**
 * Moves the models to their placements and emits the move (XZ-MOVE-05: the leader listed first); a model whose
 * path enters exotic contents with an agreed hazard takes its hit next (XZ-TERR-04).
 */
export function applyMoves(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  placements: readonly Placement[],
  kind: Extract<XzEvent, { type: 'unit-moved' }>['kind'],
  rules: readonly string[],
): void {
  const moves: ModelMove[] = [];
  const ordered = [...placements].sort((a, b) =>
    a.model === unit.leader ? -1 : b.model === unit.leader ? 1 : 0,
  );
  for (const p of ordered) {
    const m = unit.models.find((x) => x.id === p.model);
    if (!m) continue;
    moves.push({ model: m.id, from: { x: m.x, y: m.y }, to: { x: p.x, y: p.y } });
    m.x = p.x;
    m.y = p.y;
    if (p.facing !== undefined) m.facing = p.facing;
  }
  // XZ-UNIT-03: a checked move restores coherency; an assault's R31 placement replaces it with 6" of the leader.
  if (kind === 'assault') unit.regroup = true;
  else if (kind !== 'withdraw' && kind !== 'rout') delete unit.regroup;
  // A checked move was held to the footprints, the paths and the contact rule, measured point to point.
  const checked =
    kind === 'move' || kind === 'jump' || kind === 'cover' || kind === 'consolidate'
      ? [
          'XZ-MOVE-02',
          'XZ-MOVE-03',
          'XZ-MOVE-04',
          'XZ-MOVE-08',
          'XZ-MOVE-11',
          'XZ-RES-04',
          'XZ-STAT-01',
          'XZ-UNIT-04',
        ]
      : [];
  const hits = exoticHits(draft as XzState, unit, moves, kind);
  ctx.emit({
    type: 'unit-moved',
    unit: unit.id,
    kind,
    models: moves,
    rules: [...new Set([...rules, ...checked, ...(hits.length > 0 ? ['XZ-TERR-04', 'R16'] : [])])],
  });
  // Resolved right after the step now resolving (or at once after a command), before anything queued later.
  const at = Math.min(1, draft.queue.length);
  draft.queue.splice(at, 0, ...(hits as unknown as XzDraft['queue'][number][]));
}

/** What {@link moveAway} found. */
export interface MoveAway {
  readonly placements: Placement[];
  /** How far the unit goes. */
  readonly length: number;
  /** Whether the unit's full move would take a model off the table (R24). */
  readonly offTable: boolean;
  /** The rules that decided the move. */
  readonly rules: readonly string[];
}

const STEP = 0.25;

/**
 * R23 / R24 / R33: the whole unit moved straight away from `threat`, leader first, as far as its terrain-modified
 * Mobility (R17) allows: the longest legal straight move in 0.25" steps (never through models, into impassable
 * terrain or into contact); `how` is the kind of move, or (an assault withdrawal, R33) a cap in inches on a
 * withdrawal; `offTable` tells whether its full move would take a model off the table.
 */
export function moveAway(
  state: XzState,
  unit: UnitState,
  threat: Vec2,
  how: 'withdraw' | 'rout' | number,
  leaveTable: boolean,
): MoveAway {
  const kind = how === 'rout' ? 'rout' : 'withdraw';
  const leader = unit.models.find((m) => m.id === unit.leader && m.alive) ?? unit.models.find((m) => m.alive);
  const none = { placements: [], length: 0, offTable: false, rules: [] };
  if (!leader) return none;
  let dir = { x: leader.x - threat.x, y: leader.y - threat.y };
  const len = Math.hypot(dir.x, dir.y);
  dir = len < 1e-9 ? { x: 0, y: -1 } : { x: dir.x / len, y: dir.y / len };
  const alive = unit.models.filter((m) => m.alive);
  let most = 0;
  for (const m of alive) most = Math.max(most, baseSpeed(state, unit, m) + 2);
  const shift = (d: number): Placement[] =>
    alive.map((m) => ({ model: m.id, x: round(m.x + dir.x * d), y: round(m.y + dir.y * d) }));
  const { width, depth } = state.scenario.table;
  // The full move: the longest the terrain allows, the table edge aside (R24).
  let full = 0;
  // The rule that refused the step just beyond the full move: it decided where the move stops (an impassable
  // river or agreed-impassable village, XZ-TERR-08 / XZ-TERR-09, the terrain-modified Mobility, a building).
  let stoppedBy: string | undefined;
  const start = typeof how === 'number' ? Math.min(how, most) : Math.floor(most / STEP) * STEP;
  for (let d = start; d > 0; d -= STEP) {
    const problem = terrainProblem(state, unit, shift(d), kind);
    if (!problem) {
      full = d;
      break;
    }
    stoppedBy = problem.rule;
  }
  const offTable = alive.some((m) => {
    const x = m.x + dir.x * full;
    const y = m.y + dir.y * full;
    return x < 0 || y < 0 || x > width || y > depth;
  });
  if (offTable && leaveTable) return { placements: [], length: full, offTable: true, rules: [] };
  for (let d = full; d > 0; d -= STEP) {
    const placements = shift(d);
    const check = checkMove(state, unit, placements, kind, { skipCoherency: true });
    if (check.problem) continue;
    const cut = d === full && stoppedBy !== undefined && !check.rules.includes(stoppedBy);
    return {
      placements,
      length: d,
      offTable,
      rules: cut ? [...check.rules, stoppedBy as string] : check.rules,
    };
  }
  return { ...none, offTable };
}

/** Why a straight move is refused by terrain alone (allowance, impassable), the table edge and models aside. */
function terrainProblem(
  state: XzState,
  unit: UnitState,
  placements: Placement[],
  kind: MoveKind,
): PlacementProblem | undefined {
  return checkMove(state, unit, placements, kind, { terrainOnly: true }).problem;
}

const round = (v: number) => Math.round(v * 1000) / 1000;
