import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { findModel, profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { baseAllowance } from './allowance';
import { chooseAltitude } from './altitude';
import { type AssaultingModel, checkAssaultReach, checkDefendedEdges } from './assault-approach';
import { mayAssaultByMoving } from './assault-orders';
import { checkCoherency } from './coherency';
import { entryPoint, isOnAnyEdge } from './entry';
import { checkFlyerTurns, isFlyerUnit } from './flyers';
import { buildStep } from './model-steps';
import { checkEligibility, checkSuppressedMovePurchase, isRejection } from './move-eligibility';
import { type ModelStep, type MovePlan, type MoveRejection, refuse } from './move-plan';
import { checkOverlap, standingBases } from './overlap';
import { teleportCheck, titanPowerFor } from './special-movement';
import { checkSuppressedMove } from './suppressed-movement';
import { terrainTestsFor } from './terrain-tests';
import { traitsOf } from './traits';
import { checkTransportMoves, type TransportMoves } from './transport-moves';
import { loadingAndUnloading } from './transport-places';
import { unitPlacement } from './unit-placement';
import { checkZoneOfControl, enemyZoneBases, type ZoneMove } from './zone-of-control';

/**
 * XEN-MOVE / XEN-TERR / XEN-TRANS: checks everything about a move-unit command that does not depend on dice
 * and returns the plan the dice then resolve, or the first reason to refuse it.
 */
export function validateMove(state: XenocideState, command: MoveUnitCommand): MovePlan | MoveRejection {
  const eligible = checkEligibility(state, command.player, command.unit);
  if (isRejection(eligible)) return eligible;
  const { unit, unitIndex, entering } = eligible;
  const live = unit.models.filter((m) => !m.removed);
  const titanUnit = live.some((m) => m.titan !== undefined);
  const chosen = chooseAltitude(state, unit, command);
  if ('code' in chosen) return chosen;
  const high = { ...chosen };
  const flyerUnit = isFlyerUnit(state, unit);
  if (command.leaveTable && (!flyerUnit || entering || command.embark?.length || command.disembark?.length)) {
    const why = flyerUnit
      ? 'with no transport moves, once it is on the table'
      : 'only flyers may leave the table';
    return refuse(
      'illegal-action',
      `Unit ${unit.id} cannot leave the table: ${why} (XEN-MOVE-12, XEN-TERR-29).`,
      ['leaveTable'],
    );
  }
  const purchase = checkSuppressedMovePurchase(state, command, unit, titanUnit);
  if (isRejection(purchase)) return purchase;
  let entry: Vec2 | undefined;
  if (entering) {
    const point = entryPoint(state, command, unit, entering);
    if ('code' in point) return point;
    entry = point;
  }
  const stepContext = {
    state,
    command,
    unit,
    highDuring: high.during,
    loadAndUnload: loadingAndUnloading(state, command),
    ...(entry ? { entry } : {}),
  };
  const steps = new Map<string, ModelStep>();
  const seen = new Set<string>();
  for (let i = 0; i < command.models.length; i++) {
    const step = buildStep(stepContext, i, seen);
    if ('code' in step) return step;
    steps.set(step.model, step);
    const model = unit.models[step.index];
    if (step.traits.flyer && model) {
      const turn = checkFlyerTurns(
        model.id,
        step.path,
        step.traits.move,
        entry ? undefined : model.facing,
        step.facing,
      );
      if (turn) return { ...turn, path: ['models', i] };
    }
  }
  const moving = [...steps.values()].some((s) => s.length > 0);
  if (unit.activity.transportLocked && moving) {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} took on passengers who came from more than 4" away and may not move again this turn (XEN-TRANS-06).`,
    );
  }
  if (command.leaveTable) {
    const stay = live.find((m) => m.embarkedIn === undefined && !steps.has(m.id));
    if (stay)
      return refuse(
        'illegal-action',
        `Model ${stay.id} must fly off with its unit; list a path for it (XEN-TERR-29).`,
        ['models'],
      );
    const short = [...steps.values()].find(
      (s) => !isOnAnyEdge(s.path[s.path.length - 1] as Vec2, state.table),
    );
    if (short)
      return refuse(
        'out-of-range',
        `Flyer ${short.model} does not reach a table edge; a flyer leaving the table flies over an edge (XEN-TERR-29).`,
        ['models'],
      );
  }
  const transports = checkTransportMoves({
    state,
    command,
    unit,
    steps,
    highDuring: high.during,
    ...(entry ? { entry } : {}),
  });
  if ('code' in transports) return transports;
  const placement = unitPlacement(state, unit, steps, transports);
  // XEN-TERR-22: a high unit lands when models that cannot fly (released passengers) end on the table.
  const landed = placement.after.some((b) => {
    const t = traitsOf(profileOf(state, unit.models.find((m) => m.id === b.model) as ModelState));
    return !t.hover && !t.flyer;
  });
  if (landed) high.after = false;
  if (!command.leaveTable) {
    const problem = checkEndPositions(state, command, unit, { steps, transports, placement, high });
    if (problem) return problem;
  }
  const mode = command.mode;
  const special = mode === 'jump' || mode === 'teleport';
  const titanPower = special
    ? titanPowerFor(
        unit,
        [...steps.values()].map((s) => s.index),
      )
    : [];
  if (isRejection(titanPower)) return titanPower;
  const destinations: Vec2[] = [
    ...[...steps.values()].map((s) => s.path[s.path.length - 1] as Vec2),
    ...transports.disembarks.map((d) => d.at),
    ...transports.embarks
      .map((e) => findModel(state, e.transport))
      .map((t) => ({ x: t?.x ?? 0, y: t?.y ?? 0 })),
  ];
  const check =
    mode === 'teleport' && destinations.length > 0 ? teleportCheck(state, unit, destinations) : 'seen';
  return {
    unit: unit.id,
    unitIndex,
    player: command.player,
    mode,
    highAfter: high.after,
    ...(entering ? { entering } : {}),
    leaveTable: command.leaveTable === true,
    steps: [...steps.values()],
    embarks: transports.embarks,
    disembarks: transports.disembarks,
    lockTransportsOf: transports.lockTransportsOf,
    tests: terrainTestsFor(unit, [...steps.values()]),
    teleportTest: check === 'test',
    ...(check === 'spotted' ? { teleportSpotted: true as const } : {}),
    buySuppressedMove: purchase.buy,
    titanPower,
  };
}

/** XEN-MOVE-01/05/07/09/10/11 / XEN-SUP-03: checks where the unit's models end up. */
function checkEndPositions(
  state: XenocideState,
  command: MoveUnitCommand,
  unit: UnitState,
  parts: {
    steps: ReadonlyMap<string, ModelStep>;
    transports: TransportMoves;
    placement: ReturnType<typeof unitPlacement>;
    high: { during: boolean; after: boolean };
  },
): MoveRejection | undefined {
  const { steps, transports, placement, high } = parts;
  const own = new Set(unit.models.map((m) => m.id));
  const placed = placement.after.map((b) => ({ ...b, high: high.after }));
  const overlap = checkOverlap(placed, standingBases(state, own));
  if (overlap) return overlap;
  const teleport = command.mode === 'teleport';
  const zoneMoves: ZoneMove[] = [
    ...[...steps.values()].map((s) => ({
      model: s.model,
      radius: s.radius,
      path: s.path,
      jumpsToEnd: teleport,
    })),
    ...transports.disembarks.map((d) => {
      const t = findModel(state, d.transport);
      return {
        model: d.model,
        radius: unit.models[d.index]?.radius ?? 0,
        path: [{ x: t?.x ?? 0, y: t?.y ?? 0 }, d.at],
        jumpsToEnd: true,
      };
    }),
  ];
  const assault = mayAssaultByMoving(unit);
  // XEN-OVR-01: an overrun passes through its target's zone of control; the overrun rules check that part.
  const zones = enemyZoneBases(state, unit.player).filter((b) => b.unit !== command.overrun);
  const zone = checkZoneOfControl(zoneMoves, zones, {
    assault,
    highDuring: high.during,
    highAfter: high.after,
  });
  if ('code' in zone) return zone;
  if (assault && zone.approached.length > 0) {
    const assaulting: AssaultingModel[] = placement.after.map((b) => {
      const m = unit.models.find((x) => x.id === b.model);
      const traits = traitsOf(profileOf(state, m as NonNullable<typeof m>));
      const step = steps.get(b.model);
      return {
        model: b.model,
        traits,
        locomotion: step?.locomotion ?? { flying: false, skimming: traits.skimmer || traits.hover },
        radius: b.radius,
        start: b.start,
        end: b.center,
        path: step?.path ?? [b.start, b.center],
        teleport,
        allowance: transports.disembarks.some((d) => d.model === b.model)
          ? 0
          : (step?.base ?? baseAllowance(traits, unit.order, command.mode, m?.titan?.boostThisTurn)),
      };
    });
    const assaultProblem =
      checkDefendedEdges(
        state,
        assaulting.filter((a) => steps.has(a.model)),
        zone.approached,
      ) ?? checkAssaultReach(state, assaulting, zone.approached);
    if (assaultProblem) return assaultProblem;
  }
  const titan = unit.models.some((m) => !m.removed && m.titan !== undefined);
  if (unit.suppression > 0 && !titan && !unit.activity.suppressedMoveBought && !command.suppressedMove) {
    const moved = placement.after
      .filter((b) => geometry.distance(b.start, b.center) > 0)
      .map((b) => ({
        model: b.model,
        from: { center: b.start, radius: b.radius },
        to: { center: b.center, radius: b.radius },
      }));
    const suppressed = checkSuppressedMove(state, unit.id, unit.player, moved, placement.after);
    if (suppressed) return suppressed;
  }
  if (steps.size === 0 && transports.disembarks.length === 0 && transports.embarks.length === 0)
    return undefined;
  return checkCoherency(unit.id, placement.before, placement.after, placement.allowances);
}
