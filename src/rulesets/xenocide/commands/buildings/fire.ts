import { castDraft } from 'immer';
import { readDraft } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { draftUnit, refuse, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import type { XenocideEvent } from '../../events';
import { whyBadKills } from '../../rules/assault/kill-rules';
import {
  applyBuildingEffects,
  assignOccupantCasualties,
  type BuildingEffect,
  buildingsAfterEffects,
  defaultAoeCombination,
  defaultEscapePlan,
  defaultOccupantCasualties,
  type EscapePlan,
  escapeOwner,
  hasEscapeChoice,
  isBuildingDestroyed,
  type OccupantCasualties,
  occupantVictims,
  pruneOccupants,
  resolveEscapes,
  resolveStructureHits,
  rollBuildingHits,
  rollEscapes,
  rollOccupantDice,
  sectionAt,
  structureEffects,
  terrainWithRuins,
  whyBadEscapePlan,
} from '../../rules/buildings';
import type { BuildingVolley } from '../../rules/buildings/building-fire';
import { STRUCTURE_BY_SIZE } from '../../rules/buildings/building-spec';
import {
  aoeHitCounts,
  hasAoeCombinationChoice,
  isBuildingFire,
} from '../../rules/shooting/staged-building-fire';
import type { XenocidePromptOf } from '../../schemas/prompts';
import type { XenocideState } from '../../state';
import type {
  BuildingFireDecision,
  BuildingFireInProgress,
  BuildingFireSpec,
} from '../../state/building-fire';
import type { BuildingSection, BuildingState, OccupantDice } from '../../state/buildings';
import type { CommandOfType, XenocideCommand } from '../schema';
import { activationOf } from '../shooting/attack-flow';

/** XEN-BLD-17: a shot at a building that passed every check, ready to roll. */
export interface ValidatedBuildingFire {
  readonly spec: BuildingFireSpec;
  readonly volleys: readonly BuildingVolley[];
}

/** The buildings of a state (none when the table has none). */
function buildingsIn(state: XenocideState): readonly BuildingState[] {
  return state.buildings ?? [];
}

/** Emits through `ctx` and records the models removed. */
function recording(ctx: XenocideContext, removed: string[]): XenocideContext {
  return {
    ...ctx,
    emit(event: XenocideEvent) {
      if (event.type === 'model-removed') removed.push(event.model);
      ctx.emit(event);
    },
  };
}

/**
 * XEN-BLD-17 / XEN-SHOOT-08: rolls a validated shot at a building (every weapon system hits on d6 ≤ 5, AOE
 * hits roll Xd3 uncapped), marks the shooter as having shot with those systems, and resolves as far as it
 * goes without a player's decision.
 */
export function fireAtBuilding(
  draft: XenocideDraft,
  ctx: XenocideContext,
  player: string,
  checked: ValidatedBuildingFire,
): void {
  const { spec } = checked;
  const rolled = rollBuildingHits(ctx.dice, checked.volleys, player);
  const shooter = draftUnit(draft, spec.shooter);
  if (shooter) {
    shooter.activity.shot = true;
    const fired = [...(shooter.activity.firedWeapons ?? [])];
    for (const w of spec.weapons) if (!fired.includes(w.weapon)) fired.push(w.weapon);
    shooter.activity.firedWeapons = fired;
  }
  ctx.emit({
    type: 'building-shot',
    player,
    shooter: spec.shooter,
    building: spec.building,
    section: spec.section,
    volleys: rolled.volleys.map((v, i) => ({
      weapon: v.weapon,
      shots: checked.volleys[i]?.shots ?? v.dice.length,
      strength: checked.volleys[i]?.strength ?? 0,
      dice: [...v.dice],
      hits: v.hits,
    })),
    hits: rolled.hits.length,
  });
  driveBuildingFire(draft, ctx, {
    kind: 'building-fire',
    spec,
    player,
    volleys: rolled.volleys,
    hits: rolled.hits,
    removed: [],
  });
}

/** XEN-BLD-19: whether an owner must assign some of these dice (one of them can kill a model of the unit). */
function mustAssign(state: XenocideState, roll: OccupantDice): boolean {
  return whyBadKills(roll.pending, occupantVictims(state, roll.unit), []) !== undefined;
}

/**
 * XEN-BLD-17..24 / R50: carries a shot at a building on from where it stands — AOE combining (the
 * attacker's choice), structure damage (armor saves, collapse tests), the occupants' CA dice and their
 * owner's casualties, escape rolls and the owner's escape plan after a collapse, ruins — stopping (the fire
 * kept in the stage) whenever a player has a real choice. Nothing here counts toward suppression (R50).
 */
export function driveBuildingFire(
  draft: XenocideDraft,
  ctx: XenocideContext,
  fire: BuildingFireInProgress,
  escapePlan?: EscapePlan,
): void {
  const stage = activationOf(draft);
  const removed = [...fire.removed];
  const emitting = recording(ctx, removed);
  let f: BuildingFireInProgress = fire;
  const { spec } = f;
  const stop = (decision: BuildingFireDecision) => {
    stage.attack = castDraft({ ...f, removed, decision });
  };
  const at = sectionAt(buildingsIn(readDraft(draft) as XenocideState), spec);
  if (!at) throw rulesetBug(`xenocide: driveBuildingFire: section ${spec.section} is gone`);
  const where = { building: spec.building, section: spec.section };
  if (f.combination === undefined) {
    if (hasAoeCombinationChoice(f.hits))
      return stop({
        kind: 'combine-aoe-hits',
        player: f.player,
        ...where,
        armor: at.building.armor,
        hits: aoeHitCounts(f.hits),
      });
    f = { ...f, combination: [] };
  }
  if (!f.damage) {
    const state = readDraft(draft) as XenocideState;
    const damage = resolveStructureHits(ctx.dice, at.building, at.section, {
      kind: 'shooting',
      hits: f.hits.map((h) => ({ id: h.id, strength: h.strength })),
    });
    draft.buildings = castDraft(buildingsAfterEffects(buildingsIn(state), structureEffects(damage)));
    ctx.emit({
      type: 'building-damaged',
      ...where,
      hits: f.hits.length,
      saved: damage.records.filter((r) => r.save?.saved).length,
      lost: damage.lost,
      structureBefore: damage.before,
      structure: damage.structure,
      collapseTests: damage.records.flatMap((r) =>
        r.collapse
          ? [
              {
                strength: r.strength,
                target: r.collapse.target,
                ...(r.collapse.roll === undefined ? {} : { roll: r.collapse.roll }),
                collapsed: r.collapse.collapsed,
              },
            ]
          : [],
      ),
      collapsed: damage.collapsed,
      wasted: damage.wasted,
      rules: constructionRules(at.building, at.section),
    });
    const rolls = rollOccupantDice(state, ctx.dice, damage, f.player);
    if (rolls.length > 0)
      ctx.emit({
        type: 'building-occupants-struck',
        player: f.player,
        ...where,
        units: rolls.map((r) => ({ unit: r.unit, dice: [...r.dice], pending: [...r.pending] })),
      });
    f = { ...f, damage, occupantDice: rolls.filter((r) => mustAssign(state, r)) };
  }
  const waiting = f.occupantDice ?? [];
  const first = waiting[0];
  if (first)
    return stop({
      kind: 'assign-building-casualties',
      player: first.player,
      ...where,
      units: waiting.filter((r) => r.player === first.player).map((r) => r.unit),
    });
  const damage = f.damage as NonNullable<BuildingFireInProgress['damage']>;
  if (damage.collapsed) {
    const state = readDraft(draft) as XenocideState;
    const buildings = buildingsIn(state);
    if (!f.escapes) {
      const escapes = rollEscapes(state, ctx.dice, damage);
      if (escapes.length > 0)
        ctx.emit({ type: 'building-escapes-rolled', ...where, rolls: escapes.map((e) => ({ ...e })) });
      f = { ...f, escapes };
    }
    const escapes = f.escapes ?? [];
    const plan = escapePlan ?? defaultEscapePlan(state, buildings, damage, escapes);
    if (escapePlan === undefined && hasEscapeChoice(plan)) {
      const units = [...new Set(escapes.filter((e) => e.escaped).map((e) => e.unit))];
      const owner = escapeOwner(state, escapes) ?? f.player;
      return stop({ kind: 'escape-building', player: owner, ...where, units });
    }
    const effects = resolveEscapes(state, buildings, damage, escapes, plan);
    applyBuildingEffects(draft, state, effects, { emit: emitting.emit, dice: ctx.dice });
    draft.buildings = castDraft(buildingsAfterEffects(buildings, effects));
    emitEscapes(ctx, state, effects, plan, where);
    const after = readDraft(draft) as XenocideState;
    const ruined = buildingsIn(after);
    draft.terrain = castDraft(terrainWithRuins(after.terrain, ruined));
    const building = ruined.find((b) => b.id === spec.building);
    const destroyed = building !== undefined && isBuildingDestroyed(building);
    ctx.emit({
      type: 'building-ruined',
      ...where,
      feature: destroyed ? spec.building : `${spec.section}-ruins`,
      destroyed,
    });
  }
  const end = readDraft(draft) as XenocideState;
  draft.buildings = castDraft(pruneOccupants(end, buildingsIn(end)));
  delete stage.attack;
  ctx.emit({
    type: 'building-fire-resolved',
    shooter: spec.shooter,
    ...where,
    hits: f.hits.length,
    lost: damage.lost,
    structure: damage.structure,
    collapsed: damage.collapsed,
    removed,
  });
}

/**
 * XEN-BLD-09 / XEN-BLD-10 / XEN-BLD-11: the rules that set the Armor the section saves with (normal 5; weak 4
 * or strong 6) and the structure points it loses (normal 10; a small or large building 5 or 20).
 */
function constructionRules(building: BuildingState, section: BuildingSection): string[] {
  const armor = building.construction === 'normal' ? 'XEN-BLD-09' : 'XEN-BLD-11';
  const structure = section.maxStructure === STRUCTURE_BY_SIZE.normal ? 'XEN-BLD-09' : 'XEN-BLD-10';
  return [...new Set([armor, structure])];
}

/** XEN-BLD-24: one `building-escaped` per unit of the plan, and `unit-entered-building` for a unit that went into a section. */
function emitEscapes(
  ctx: XenocideContext,
  state: XenocideState,
  effects: readonly BuildingEffect[],
  plan: EscapePlan,
  where: { readonly building: string; readonly section: string },
): void {
  for (const entry of plan) {
    const unit = unitById.get(state, entry.unit);
    const models = effects.flatMap((e) =>
      e.kind === 'model-moved' && e.unit === entry.unit && e.reason === 'escape' ? [e.model] : [],
    );
    const trapped = effects.flatMap((e) =>
      e.kind === 'model-killed' && e.unit === entry.unit && e.cause === 'trapped-in-collapse'
        ? [e.model]
        : [],
    );
    ctx.emit({
      type: 'building-escaped',
      player: unit?.player ?? '',
      unit: entry.unit,
      ...(entry.section === undefined ? {} : { section: entry.section }),
      models,
      trapped,
    });
    if (entry.section !== undefined && models.length > 0)
      ctx.emit({
        type: 'unit-entered-building',
        unit: entry.unit,
        building: where.building,
        section: entry.section,
        rules: ['XEN-BLD-24'],
      });
  }
}

/** The shot at a building of the stage when it waits for `player` to make a decision of `kind`. */
export function waitingFire(
  state: XenocideState,
  player: string,
  kind: BuildingFireDecision['kind'],
): BuildingFireInProgress | undefined {
  const stage = state.stage;
  const attack = stage.kind === 'activation' ? stage.attack : undefined;
  return isBuildingFire(attack) && attack.decision?.kind === kind && attack.decision.player === player
    ? attack
    : undefined;
}

/** XEN-BLD-19: applies an accepted assignment: shields rolled, models removed, dice that can still kill asked again. */
export function assignOccupantKills(
  draft: XenocideDraft,
  ctx: XenocideContext,
  fire: BuildingFireInProgress,
  assignment: OccupantCasualties,
  player: string,
): BuildingFireInProgress {
  const rolls = fire.occupantDice ?? [];
  const { effects, again } = assignOccupantCasualties(ctx.base, ctx.dice, rolls, player, assignment);
  const removed = [...fire.removed];
  applyBuildingEffects(draft, ctx.base, effects, {
    emit: recording(ctx, removed).emit,
    dice: ctx.dice,
  });
  const killed = new Set(effects.flatMap((e) => (e.kind === 'model-killed' ? [e.model] : [])));
  ctx.emit({
    type: 'building-casualties-assigned',
    player,
    units: assignment.map((a) => ({
      unit: a.unit,
      kills: a.kills.map((k) => ({ model: k.model, dice: [...k.dice], removed: killed.has(k.model) })),
    })),
  });
  const { decision: _d, ...rest } = fire;
  return { ...rest, removed, occupantDice: [...rolls.filter((r) => r.player !== player), ...again] };
}

/**
 * XEN-BLD-24: the owner of the models that escaped a collapse says where they go: each unit into one section
 * next to (or within 4" of) the collapsed one, or each model to a spot up to 4" away, out of buildings and
 * more than 4" from every enemy; a model may be left without a spot only when none exists (it is destroyed).
 * @example escapeBuilding(draft, { type: 'escape-building', player: 'blue',
 *   plan: [{ unit: 'blue.c1.u1', positions: [{ model: 'blue.c1.u1.m1', at: { x: 19, y: 22 } }] }] }, ctx);
 */
export function escapeBuilding(
  draft: XenocideDraft,
  command: CommandOfType<'escape-building'>,
  ctx: XenocideContext,
): void {
  const fire = waitingFire(ctx.base, command.player, 'escape-building');
  if (!fire?.damage || !fire.escapes)
    return ctx.reject(
      'illegal-action',
      'No models wait for you to lead them out of a collapse now (XEN-BLD-24).',
      { rule: 'XEN-BLD-24' },
    );
  const plan: EscapePlan = command.plan.map((p) => ({
    unit: p.unit,
    ...(p.section === undefined ? {} : { section: p.section }),
    ...(p.positions === undefined ? {} : { positions: p.positions }),
  }));
  const why = whyBadEscapePlan(ctx.base, buildingsIn(ctx.base), fire.damage, fire.escapes, plan);
  if (why) return refuse(ctx, why, { path: ['plan', ...(why.path ?? [])] });
  const { decision: _d, ...rest } = fire;
  driveBuildingFire(draft, ctx, rest, plan);
}

/**
 * XEN-BLD-19 / XEN-BLD-20 / XEN-BLD-24: the answers `legalCommands` lists to a waiting shot at a building,
 * the rules' default first (combining: the bot default, none, and as far as it goes; casualties and escapes:
 * the default assignment and plan).
 */
export function buildingFireCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = state.stage;
  const fire = stage.kind === 'activation' ? stage.attack : undefined;
  if (!isBuildingFire(fire) || fire.decision?.player !== player) return [];
  const decision = fire.decision;
  const at = sectionAt(buildingsIn(state), fire.spec);
  switch (decision.kind) {
    case 'combine-aoe-hits': {
      const plan = defaultAoeCombination(decision.armor, fire.hits);
      const all = maximalCombination(decision.hits);
      const plans = [plan, [], all].filter(
        (p, i, list) => list.findIndex((q) => JSON.stringify(q) === JSON.stringify(p)) === i,
      );
      return plans.map((p) => ({
        type: 'combine-aoe-hits' as const,
        player,
        plan: p.map((x) => ({ ...x })),
      }));
    }
    case 'assign-building-casualties': {
      const mine = (fire.occupantDice ?? []).filter((r) => r.player === player);
      const assignment = defaultOccupantCasualties(state, mine).map((a) => ({
        unit: a.unit,
        kills: a.kills.map((k) => ({ model: k.model, dice: [...k.dice] })),
      }));
      return [{ type: 'assign-building-casualties', player, assignment }];
    }
    case 'escape-building': {
      if (!fire.damage || !fire.escapes || !at) return [];
      const plan = defaultEscapePlan(state, buildingsIn(state), fire.damage, fire.escapes).map((p) => ({
        unit: p.unit,
        ...(p.section === undefined ? {} : { section: p.section }),
        ...(p.positions === undefined
          ? {}
          : { positions: p.positions.map((q) => ({ model: q.model, at: { x: q.at.x, y: q.at.y } })) }),
      }));
      return [{ type: 'escape-building', player, plan }];
    }
  }
}

/** XEN-BLD-20 / R50: combine as far as it goes, weakest Strength first (each combined hit may combine again). */
function maximalCombination(counts: readonly { strength: number; count: number }[]) {
  const left = new Map(counts.map((c) => [c.strength, c.count]));
  const plan: { strength: number; times: number }[] = [];
  for (let s = Math.min(...left.keys()); left.size > 0 && s <= Math.max(...left.keys()); s++) {
    const times = Math.floor((left.get(s) ?? 0) / 3);
    if (times === 0) continue;
    plan.push({ strength: s, times });
    left.set(s, (left.get(s) ?? 0) - 3 * times);
    left.set(s + 1, (left.get(s + 1) ?? 0) + times);
  }
  return plan;
}

/** XEN-BLD-19 / XEN-BLD-20 / XEN-BLD-24: the prompt of a shot at a building waiting for a decision. */
export function buildingFirePrompt(
  state: XenocideState,
  fire: BuildingFireInProgress,
): XenocidePromptOf<BuildingFireDecision['kind']> | undefined {
  const decision = fire.decision;
  if (!decision) return undefined;
  const { player, building, section } = decision;
  switch (decision.kind) {
    case 'combine-aoe-hits':
      return {
        player,
        kind: 'combine-aoe-hits',
        commands: ['combine-aoe-hits'],
        message: `Combine AOE hits on ${section} (Armor ${decision.armor}): every 3 of one Strength may become 1 at Strength +1, again and again, or none (XEN-BLD-20, R50).`,
        constraints: {
          building,
          section,
          armor: decision.armor,
          hits: decision.hits.map((h) => ({ strength: h.strength, count: h.count })),
        },
      };
    case 'assign-building-casualties':
      return {
        player,
        kind: 'assign-building-casualties',
        commands: ['assign-building-casualties'],
        message: `${section} lost structure: remove the models the falling rubble kills, lowest dice first (XEN-BLD-19, XEN-CA-24).`,
        constraints: {
          building,
          section,
          units: (fire.occupantDice ?? [])
            .filter((r) => r.player === player)
            .map((r) => ({
              unit: r.unit,
              dice: [...r.pending],
              models: occupantVictims(state, r.unit).map((v) => ({ model: v.model, cad: String(v.cad) })),
            })),
        },
      };
    case 'escape-building':
      return {
        player,
        kind: 'escape-building',
        commands: ['escape-building'],
        message: `${section} collapsed: move the models that got out up to 4" away, out of buildings and not within 4" of an enemy, or into another section (XEN-BLD-24).`,
        constraints: {
          building,
          section,
          distance: 4,
          units: decision.units.map((unit) => ({
            unit,
            models: (fire.escapes ?? []).filter((e) => e.unit === unit && e.escaped).map((e) => e.model),
          })),
        },
      };
  }
}
