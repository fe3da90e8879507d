import { castDraft } from 'immer';
import { geometry, type Rejection, readDraft, type Vec2 } from 'sandtable';
import {
  draftUnit,
  opponentOf,
  profileOf,
  refuse,
  unitById,
  type XenocideContext,
  type XenocideDraft,
} from '../../context';
import { enqueueFlow } from '../../flow/queue';
import { startOverrun, strikeOf } from '../../rules/assault';
import {
  applyBuildingEffects,
  BURST_TERRAIN_ATTACKS,
  type BuildingEffect,
  buildingsAfterEffects,
  burstApproach,
  enterBuilding,
  entryDistance,
  isBuildingDestroyed,
  leaveBuilding,
  mayEnterDespiteZoc,
  occupancyOf,
  occupantBases,
  occupantPlacement,
  pruneOccupants,
  resolveTitanBurst,
  sectionAt,
  sectionGap,
  type TitanBurstSpec,
  terrainWithRuins,
  whyBadTitanBurst,
  whyCannotEnter,
  whyCannotReach,
  whyEntersHeldSection,
} from '../../rules/buildings';
import { baseAllowance } from '../../rules/movement/allowance';
import { checkEligibility, isRejection } from '../../rules/movement/move-eligibility';
import type { MovePlan } from '../../rules/movement/move-plan';
import { resolveMove } from '../../rules/movement/resolve-move';
import { traitsOf } from '../../rules/movement/traits';
import { validateMove } from '../../rules/movement/validate-move';
import { titanAssaultDice } from '../../rules/titans/titan-assault';
import { rollTitanTerrainAttacks } from '../../rules/titans/titan-damage';
import { titanOfUnit } from '../../rules/titans/titan-status';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import type { BuildingSection, BuildingState, Occupancy } from '../../state/buildings';
import { markInvolved } from '../assault/staged';
import type { MoveUnitCommand } from '../schema';
import { activationOf } from '../shooting/attack-flow';
import { buildingsOf } from './occupants';

/**
 * XEN-BLD-06 / XEN-CA-07: why a move is refused for taking a model into (or through) a building section the
 * enemy holds, or undefined.
 */
export function whyMoveEntersHeld(
  state: XenocideState,
  command: MoveUnitCommand,
): { readonly code: 'illegal-action'; readonly message: string } | undefined {
  const buildings = buildingsOf(state);
  if (buildings.length === 0) return undefined;
  const why = whyEntersHeldSection(state, buildings, command.player, command.models);
  return why ? { code: 'illegal-action', message: why.message } : undefined;
}

type EntryRefusal = {
  readonly code: Rejection['code'];
  readonly message: string;
  readonly path: readonly (string | number)[];
};

/** XEN-BLD-05 / XEN-BLD-06 / XEN-BLD-12..14: everything entering a building checks before anything moves. */
function validateEntry(
  state: XenocideState,
  command: MoveUnitCommand & { readonly enter: NonNullable<MoveUnitCommand['enter']> },
):
  | EntryRefusal
  | {
      readonly unit: UnitState;
      readonly models: readonly ModelState[];
      readonly found: { readonly building: BuildingState; readonly section: BuildingSection };
      readonly at: Occupancy;
    } {
  const eligible = checkEligibility(state, command.player, command.unit);
  if (isRejection(eligible)) return { ...eligible, path: eligible.path ?? ['unit'] };
  if (command.models.length > 0 || command.embark || command.disembark)
    return {
      code: 'illegal-action',
      message:
        'A unit entering a building gives no model paths, embarks or disembarks: its models are placed inside (XEN-BLD-14).',
      path: ['models'],
    };
  if (command.burst || command.overrun !== undefined)
    return {
      code: 'illegal-action',
      message:
        'A unit entering a building neither bursts through one nor overruns a unit in the same move (XEN-BLD-14).',
      path: ['enter'],
    };
  const buildings = buildingsOf(state);
  const at = { building: command.enter.building, section: command.enter.section };
  const why = whyCannotEnter(state, buildings, command.unit, at);
  if (why) return { code: why.code, message: why.message, path: ['enter'] };
  // XEN-MOVE-05 / XEN-BLD-29 / R14: a section with no enemy inside may be entered inside enemy zones of control
  // (entering never needs the ZOC exemption otherwise, and starts no assault with units in buildings).
  if (!mayEnterDespiteZoc(state, buildings, command.unit, at))
    return {
      code: 'zone-of-control',
      message: `Unit ${command.unit} may not enter ${at.section} through enemy zones of control (XEN-MOVE-05, XEN-BLD-29).`,
      path: ['enter'],
    };
  const found = sectionAt(buildings, at);
  const unit = unitById.get(state, command.unit);
  if (!found || !unit)
    return { code: 'unknown-entity', message: `There is no section '${at.section}'.`, path: ['enter'] };
  const models = unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
  const allowance = (id: string) => {
    const m = models.find((x) => x.id === id);
    return m
      ? baseAllowance(traitsOf(profileOf(state, m)), unit.order, command.mode, m.titan?.boostThisTurn)
      : 0;
  };
  const unreachable = whyCannotReach(state, unit, found.section, command.enter.route, allowance);
  if (unreachable) return { code: unreachable.code, message: unreachable.message, path: ['enter'] };
  return { unit, models, found, at };
}

const ROUTES = ['door', 'roof', 'teleport'] as const;

/**
 * XEN-BLD-12..14 / XEN-BLD-34: the `move-unit` commands that take a unit of the activation into a building
 * section now (by the first route it may use), and titans' bursts through empty sections they can reach.
 */
export function enterCommands(state: XenocideState, player: string): MoveUnitCommand[] {
  const stage = state.stage;
  const buildings = buildingsOf(state);
  if (buildings.length === 0 || stage.kind !== 'activation' || stage.player !== player) return [];
  const out: MoveUnitCommand[] = [];
  for (const unit of stage.units)
    for (const building of buildings)
      for (const section of building.sections)
        for (const route of ROUTES) {
          const command = {
            type: 'move-unit' as const,
            player,
            unit,
            mode: 'normal' as const,
            models: [],
            enter: { building: building.id, section: section.id, route },
          };
          if (!('code' in validateEntry(state, command))) {
            out.push(command);
            break;
          }
        }
  return [...out, ...burstCommands(state, player)];
}

/**
 * XEN-BLD-34 / R51: for each titan of the activation, a burst through each standing section it can reach
 * (empty, or overrunning the one enemy unit inside): a straight path to the section's middle, stopping where
 * it meets it, when every check passes.
 */
function burstCommands(state: XenocideState, player: string): MoveUnitCommand[] {
  const stage = state.stage;
  if (stage.kind !== 'activation') return [];
  const out: MoveUnitCommand[] = [];
  for (const id of stage.units) {
    const unit = unitById.get(state, id);
    const titan = unit ? titanOfUnit(state, unit) : undefined;
    if (!titan) continue;
    for (const building of buildingsOf(state))
      for (const section of building.sections) {
        if (section.collapsed) continue;
        const [inside, ...others] = section.occupants;
        if (others.length > 0) continue;
        const points = section.polygon.points;
        const middle = {
          x: Math.round((points.reduce((n, p) => n + p.x, 0) / points.length) * 1000) / 1000,
          y: Math.round((points.reduce((n, p) => n + p.y, 0) / points.length) * 1000) / 1000,
        };
        const command: MoveUnitCommand = {
          type: 'move-unit',
          player,
          unit: id,
          mode: 'normal',
          models: [{ model: titan.model.id, path: [middle] }],
          burst: { building: building.id, section: section.id },
          ...(inside === undefined ? {} : { overrun: inside }),
        };
        if (!('code' in validateBurst(state, command as BurstCommand))) out.push(command);
      }
  }
  return out;
}

/**
 * XEN-BLD-05 / XEN-BLD-06 / XEN-BLD-12..14: a unit moves into a building section: it must be free to move
 * now, the section must admit it (standing, no enemy inside, size and capacity), and one model must reach
 * it with its allowance and every other with 2" more; then its models stand inside along the section's
 * edges and its move ends. A section held by the enemy is refused, naming XEN-BLD-06.
 */
export function enterBuildingMove(
  draft: XenocideDraft,
  command: MoveUnitCommand & { readonly enter: NonNullable<MoveUnitCommand['enter']> },
  ctx: XenocideContext,
): void {
  const checked = validateEntry(ctx.base, command);
  if ('code' in checked) return refuse(ctx, checked, { path: checked.path });
  const { models, found, at } = checked;
  const buildings = buildingsOf(ctx.base);
  const spots = occupantPlacement(
    found.section,
    models.map((m) => m.radius),
    undefined,
    occupantBases(ctx.base, found.section, command.unit),
  );
  const moved = models.map((m, i) => {
    const to = spots[i] ?? { x: m.x, y: m.y };
    return { model: m.id, from: { x: m.x, y: m.y }, to: { x: to.x, y: to.y }, path: [{ x: to.x, y: to.y }] };
  });
  const target = draftUnit(draft, command.unit);
  if (!target) return;
  for (const move of moved) {
    const model = target.models.find((m) => m.id === move.model);
    if (model) {
      model.x = move.to.x;
      model.y = move.to.y;
    }
  }
  target.activity.moved = true;
  target.activity.distance = Math.max(
    0,
    ...models.map((m) => entryDistance(m, found.section, command.enter.route)),
  );
  const before = occupancyOf(buildings, command.unit);
  if (before)
    ctx.emit({
      type: 'unit-left-building',
      unit: command.unit,
      building: before.building,
      section: before.section,
    });
  draft.buildings = castDraft(enterBuilding(pruneOccupants(ctx.base, buildings), command.unit, at));
  ctx.emit({ type: 'unit-moved', unit: command.unit, mode: command.mode, models: moved, high: false });
  ctx.emit({
    type: 'unit-entered-building',
    unit: command.unit,
    building: at.building,
    section: at.section,
    rules: entryRules(ctx.base, found.building, found.section, command.player),
  });
}

/**
 * The rules a unit's entry into a section follows: XEN-BLD-05 / XEN-STAT-08 (a model small enough to enter),
 * XEN-BLD-12 / XEN-BLD-13 (in through a door or window, placed inside), XEN-BLD-14 (its move ends there), XEN-BLD-04 (it holds
 * one section of a divided building), XEN-BLD-29 (it went into the zone of an enemy-held section within 4"
 * without starting an assault) and XEN-BLD-35 (that section is in the same building).
 */
function entryRules(
  state: XenocideState,
  building: BuildingState,
  section: BuildingSection,
  player: string,
): string[] {
  // XEN-BLD-05 / XEN-STAT-08 (who may enter, by Size), XEN-BLD-12 / XEN-BLD-13 (through a door or window,
  // placed inside), XEN-BLD-14 (the move ends).
  const rules = ['XEN-BLD-05', 'XEN-STAT-08', 'XEN-BLD-12', 'XEN-BLD-13', 'XEN-BLD-14'];
  if (building.sections.length > 1) rules.push('XEN-BLD-04');
  for (const other of buildingsOf(state))
    for (const s of other.sections) {
      if (s.id === section.id || s.collapsed || s.occupants.length === 0) continue;
      const holder = unitById.get(state, s.occupants[0] as string)?.player;
      if (holder === undefined || holder === player || sectionGap(s, section) > 4 + 1e-9) continue;
      if (!rules.includes('XEN-BLD-29')) rules.push('XEN-BLD-29');
      if (other.id === building.id && !rules.includes('XEN-BLD-35')) rules.push('XEN-BLD-35');
    }
  return rules;
}

/** XEN-BLD-01: after an ordinary move, a unit that was inside a building has left it. */
export function leaveAfterMove(draft: XenocideDraft, ctx: XenocideContext, unitId: string): void {
  const buildings = buildingsOf(ctx.base);
  const before = occupancyOf(buildings, unitId);
  if (!before) return;
  draft.buildings = castDraft(leaveBuilding(buildings, unitId));
  ctx.emit({ type: 'unit-left-building', unit: unitId, building: before.building, section: before.section });
}

type BurstCommand = MoveUnitCommand & { readonly burst: NonNullable<MoveUnitCommand['burst']> };

/** XEN-BLD-34 / R51 / R7: everything a titan's burst checks before a die is rolled. */
function validateBurst(
  state: XenocideState,
  command: BurstCommand,
):
  | EntryRefusal
  | {
      readonly plan: MovePlan;
      readonly spec: TitanBurstSpec;
      readonly available: number;
    } {
  const refusal = (code: Rejection['code'], message: string, path: (string | number)[]): EntryRefusal => ({
    code,
    message,
    path,
  });
  if (command.enter || command.embark?.length || command.disembark?.length)
    return refusal(
      'illegal-action',
      'A titan bursting through a building neither enters it, embarks nor disembarks in the same move (XEN-BLD-34).',
      ['burst'],
    );
  if (command.mode !== 'normal' || command.high || command.leaveTable)
    return refusal(
      'illegal-action',
      'A titan bursts through a building with a normal move on the ground (XEN-BLD-34, R51).',
      ['mode'],
    );
  const eligible = checkEligibility(state, command.player, command.unit);
  if (isRejection(eligible)) return { ...eligible, path: eligible.path ?? ['unit'] };
  const unit = unitById.get(state, command.unit);
  const titan = unit ? titanOfUnit(state, unit) : undefined;
  if (!unit || !titan)
    return refusal(
      'illegal-action',
      `Only titans may burst through buildings; ${command.unit} is not a titan (XEN-BLD-34).`,
      ['unit'],
    );
  const declared = command.models.find((m) => m.model === titan.model.id);
  if (command.models.length !== 1 || !declared)
    return refusal(
      'illegal-action',
      `Give one path, for titan ${titan.model.id}, that runs into the building (XEN-BLD-34).`,
      ['models'],
    );
  const buildings = buildingsOf(state);
  const at = { building: command.burst.building, section: command.burst.section };
  const found = sectionAt(buildings, at);
  const occupants = found?.section.occupants ?? [];
  if (command.overrun === undefined && occupants.length > 0)
    return refusal(
      'illegal-action',
      `Section ${found?.section.id} is occupied (${occupants.join(', ')}); overrun the unit inside (give 'overrun' with the burst) and put your dice on the building in that round (XEN-BLD-34, R51, XEN-BLD-32).`,
      ['burst', 'section'],
    );
  if (command.overrun !== undefined) {
    const target = unitById.get(state, command.overrun);
    if (occupants.length !== 1 || occupants[0] !== command.overrun || target?.player === command.player)
      return refusal(
        'illegal-action',
        `A titan overruns a building only when the unit it overruns, ${command.overrun}, is the one enemy unit inside section ${command.burst.section} (XEN-BLD-34, R51, XEN-OVR-01).`,
        ['overrun'],
      );
    if (command.burst.dice !== undefined)
      return refusal(
        'illegal-action',
        'When the titan overruns the occupants, it splits its dice between them and the building in the overrun round; give no dice with the burst (XEN-BLD-34, R51).',
        ['burst', 'dice'],
      );
  }
  const status = titan.status;
  const available = titanAssaultDice(titan.profile, status, {
    disadvantaged: unit.suppression > 0 || unit.order !== 'assault',
  }).dice;
  const path = [{ x: titan.model.x, y: titan.model.y }, ...declared.path];
  const spec: TitanBurstSpec = { unit: unit.id, ...at, dice: command.burst.dice ?? available, path };
  const why = whyBadTitanBurst(state, buildings, spec, available);
  if (why) return { code: why.code, message: why.message, path: ['burst', ...(why.path ?? [])] };
  const section = found?.section as BuildingSection;
  const approach = burstApproach(path, titan.model.radius, section);
  const { burst: _, ...rest } = command;
  const approachMove = [{ model: titan.model.id, path: approach }];
  const held = whyEntersHeldSection(state, buildings, command.player, approachMove);
  if (held) return { code: held.code, message: held.message, path: ['models'] };
  // The occupants' zone of control is passed as in an overrun (XEN-OVR-01).
  const plan = validateMove(state, { ...rest, models: approachMove });
  if ('code' in plan) return { code: plan.code, message: plan.message, path: plan.path ?? ['models'] };
  if (plan.tests.length > 0)
    return refusal(
      'illegal-action',
      `The titan would need a terrain test on its way to ${section.id}; a burst is an overrun, allowed only when no terrain test is needed (XEN-BLD-34, XEN-OVR-02, R7, R51).`,
      ['models'],
    );
  return { plan, spec, available };
}

/**
 * XEN-BLD-34 / XEN-BLD-32 / XEN-TITAN-10 / R51: a titan's move runs into an empty building section and it
 * bursts through: it moves up to the section, puts its dice on it (CAD = Armor, 1 SP per success, collapse on
 * d6 > 2 once at 0 SP). If the section collapses it counts as a completed overrun (it may shoot); if not, it
 * takes 3 terrain attacks (each 6 costs 1 core, no save), stops adjacent and may not shoot this activation
 * (a failed overrun). Either way its move ends there: the rubble is impassable (XEN-BLD-08).
 */
export function titanBurstMove(draft: XenocideDraft, command: BurstCommand, ctx: XenocideContext): void {
  const checked = validateBurst(ctx.base, command);
  if ('code' in checked) return refuse(ctx, checked, { path: checked.path });
  const { plan, spec, available } = checked;
  resolveMove(draft, plan, ctx);
  leaveAfterMove(draft, ctx, command.unit);
  const state = readDraft(draft) as XenocideState;
  const buildings = buildingsOf(state);
  const burst = resolveTitanBurst(state, ctx.dice, buildings, spec, available);
  const titan = titanOfUnit(state, unitById.get(state, command.unit) as UnitState);
  const after = buildingsAfterEffects(buildings, burst.effects);
  applyBuildingEffects(draft, state, burst.effects, { emit: ctx.emit, dice: ctx.dice });
  draft.buildings = castDraft(after);
  const unit = draftUnit(draft, command.unit);
  if (unit) {
    unit.activity.overrun = burst.mayShoot ? 'completed' : 'failed';
    if (!burst.mayShoot) unit.activity.stoppedByBuilding = true;
  }
  const status = burst.terrain?.status ?? titan?.status;
  ctx.emit({
    type: 'titan-burst',
    unit: command.unit,
    model: titan?.model.id ?? '',
    building: spec.building,
    section: spec.section,
    dice: [...burst.attack.dice],
    successes: burst.attack.successes,
    structure: burst.attack.damage.structure,
    collapsed: burst.collapsed,
    terrain: [...(burst.terrain?.rolls ?? [])],
    core: status?.core ?? 0,
    destroyed: burst.terrain?.destroyed ?? false,
  });
  if (!burst.collapsed) return;
  draft.terrain = castDraft(terrainWithRuins(state.terrain, after));
  const building = after.find((b) => b.id === spec.building);
  const destroyed = building !== undefined && isBuildingDestroyed(building);
  ctx.emit({
    type: 'building-ruined',
    building: spec.building,
    section: spec.section,
    feature: destroyed ? spec.building : `${spec.section}-ruins`,
    destroyed,
  });
}

/**
 * XEN-BLD-34 / R51 / XEN-OVR-03: a titan overruns the enemy unit inside a building section: everything is
 * checked first; it moves up to the section and one overrun round is fought there, in which it may put its
 * dice on the section as well as on the occupants (XEN-BLD-32). When the round ends, a section that still
 * stands costs the titan 3 terrain attacks and its shooting ({@link completeBurstOverrun}).
 */
export function titanOverrunBurst(draft: XenocideDraft, command: BurstCommand, ctx: XenocideContext): void {
  const checked = validateBurst(ctx.base, command);
  if ('code' in checked) return refuse(ctx, checked, { path: checked.path });
  const { plan, spec } = checked;
  const start = spec.path[0] as Vec2;
  const target = command.overrun as string;
  resolveMove(draft, plan, ctx);
  leaveAfterMove(draft, ctx, command.unit);
  const state = readDraft(draft) as XenocideState;
  const model = titanOfUnit(state, unitById.get(state, command.unit) as UnitState)?.model;
  const end = model ? { x: model.x, y: model.y } : start;
  const heading = geometry.subtract(end, start);
  const approach = geometry.magnitude(heading) > 1e-9 ? geometry.normalize(heading) : undefined;
  const assault = startOverrun({
    id: `${command.unit}.overrun`,
    attacker: command.player,
    defender: opponentOf(state, command.player),
    unit: command.unit,
    target,
    burst: { building: spec.building, section: spec.section },
    ...(approach ? { approach } : {}),
  });
  activationOf(draft).overrun = castDraft({
    assault,
    rest: [],
    from: [{ model: model?.id ?? '', at: start }],
    length: geometry.distance(start, end),
  });
  ctx.emit({
    type: 'assault-started',
    assault: assault.id,
    kind: 'overrun',
    attacker: assault.attacker,
    defender: assault.defender,
    attackers: [command.unit],
    defenders: [target],
  });
  markInvolved(draft, assault);
  enqueueFlow(draft, { kind: 'settle-assault', assault, slot: 'overrun' });
}

/**
 * XEN-BLD-34 / R51 / XEN-TITAN-10: the end of a titan's overrun of a building: if the section stands, the
 * titan takes 3 terrain attacks (each 6 costs 1 core, no save; at core 0 it is destroyed) and may not shoot
 * this activation (its overrun failed); if it collapsed, the overrun ends as the round decided. Returns
 * whether the titan may go on (the section collapsed and the round was won).
 */
export function completeBurstOverrun(
  draft: XenocideDraft,
  ctx: XenocideContext,
  assault: AssaultState,
  won: boolean,
): boolean {
  const at = assault.burst;
  const unitId = assault.overrun?.unit;
  if (!at || !unitId) return won;
  const state = readDraft(draft) as XenocideState;
  const section = sectionAt(buildingsOf(state), at)?.section;
  const collapsed = section?.collapsed !== false;
  const unit = unitById.get(state, unitId);
  const titan = unit ? titanOfUnit(state, unit) : undefined;
  const rolled = (strikeOf(assault, 'attacker')?.buildings ?? []).filter((b) => b.section === at.section);
  const terrain =
    !collapsed && titan
      ? rollTitanTerrainAttacks(
          ctx.dice,
          titan.status,
          BURST_TERRAIN_ATTACKS,
          titan.unit.player,
          'titan-burst',
        )
      : undefined;
  if (terrain && titan) {
    const effect: BuildingEffect = terrain.destroyed
      ? { kind: 'model-killed', unit: unitId, model: titan.model.id, cause: 'burst-through' }
      : { kind: 'titan-damaged', unit: unitId, model: titan.model.id, status: terrain.status };
    applyBuildingEffects(draft, state, [effect], { emit: ctx.emit, dice: ctx.dice });
  }
  const written = draftUnit(draft, unitId);
  if (written && !collapsed) {
    written.activity.overrun = 'failed';
    written.activity.stoppedByBuilding = true;
  }
  ctx.emit({
    type: 'titan-burst',
    unit: unitId,
    model: titan?.model.id ?? '',
    building: at.building,
    section: at.section,
    dice: rolled.flatMap((b) => b.dice),
    successes: rolled.reduce((n, b) => n + b.successes, 0),
    structure: section?.structure ?? 0,
    collapsed,
    terrain: [...(terrain?.rolls ?? [])],
    core: (terrain?.status ?? titan?.status)?.core ?? 0,
    destroyed: terrain?.destroyed ?? false,
  });
  return won && collapsed;
}
