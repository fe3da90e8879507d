import { geometry, type Vec2 } from 'sandtable';
import { draftModel, draftUnit, sideIndex, type XenocideContext, type XenocideDraft } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { terrainLossFraction } from './allowance';
import { removeModel } from './casualties';
import { rollTerrainAttack, suffersTerrainAttack, type Travelled } from './dangerous-terrain';
import { FLYER_RETURN_DELAY, isStalled } from './flyers';
import type { MovePlan, TransportTiming } from './move-plan';
import { moveRules } from './move-rules';
import { basesOverlap, type PlacedBase, standingBases } from './overlap';
import { truncatePath } from './path-geometry';
import { TELEPORT_TARGET } from './special-movement';
import { isInside, SKIMMER_CLEARANCE } from './terrain-effects';
import { rollTerrainTests } from './terrain-tests';
import { stopAlong } from './terrain-truncation';

type Ctx = Pick<XenocideContext, 'emit' | 'dice'>;

/** XEN-TERR-05 / R42: how far each model gets along its declared path. */
/** The rules behind each kind of move (the `unit-moved` event's own `rules`). */
const MOVE_MODE_RULES: Readonly<Record<MovePlan['mode'], readonly string[]>> = {
  normal: ['XEN-MOVE-01'],
  jump: ['XEN-TERR-32'],
  teleport: ['XEN-TERR-33'],
};

function travel(plan: MovePlan, dice: ReadonlyMap<string, number>): Travelled[] {
  return plan.steps.map((step) => {
    if (plan.mode === 'teleport')
      return { step, stop: step.length, end: step.path[step.path.length - 1] as Vec2 };
    const slowing = step.crossings
      .filter((c) => c.effect === 'difficult' || c.effect === 'dangerous')
      .map((c) => ({
        entry: c.entry,
        exit: c.exit,
        loss: terrainLossFraction(dice.get(`${c.feature}:${step.profile}`) ?? 0) * step.base,
      }));
    const { stop, slowedEntry } = stopAlong(step.length, step.allowance, slowing);
    const path = truncatePath(step.path, stop);
    const end = path[path.length - 1] as Vec2;
    return slowedEntry ? { step, stop, end, slowedEntry } : { step, stop, end };
  });
}

/** How far a model cut short is set back along its path, per try, to clear another base. */
const SET_BACK = 0.1;

/**
 * XEN-MOVE-01 / XEN-TERR-05: models cut short by terrain (the 2" into a slowing feature brings models of a
 * column to the same line) may not end on another base: each is set back along its path until it is clear.
 * Models that got where they were declared to go stand where they were validated.
 */
function apart(state: XenocideState, plan: MovePlan, travelled: Travelled[]): Travelled[] {
  const short = travelled.filter((t) => t.stop < t.step.length - 1e-9);
  if (plan.mode === 'teleport' || short.length === 0) return travelled;
  const high = plan.highAfter;
  const moving = new Set(plan.steps.map((s) => s.model));
  const placed: PlacedBase[] = standingBases(state, moving);
  const baseAt = (t: Travelled, end: Vec2): PlacedBase => ({
    model: t.step.model,
    center: end,
    radius: t.step.radius,
    high,
  });
  for (const t of travelled) if (!short.includes(t)) placed.push(baseAt(t, t.end));
  const settled = new Map<Travelled, Travelled>();
  for (const t of short) {
    let stop = t.stop;
    let end = t.end;
    while (stop > 0 && placed.some((b) => basesOverlap(baseAt(t, end), b))) {
      stop = Math.max(0, stop - SET_BACK);
      const path = truncatePath(t.step.path, stop);
      end = path[path.length - 1] as Vec2;
    }
    placed.push(baseAt(t, end));
    settled.set(t, stop === t.stop ? t : { ...t, stop, end });
  }
  return travelled.map((t) => settled.get(t) ?? t);
}

function moveTransportModels(
  draft: XenocideDraft,
  plan: MovePlan,
  timing: TransportTiming,
  shortfall: ReadonlyMap<string, Vec2>,
  ctx: Ctx,
): void {
  const unit = draft.units[plan.unitIndex];
  if (!unit) return;
  const where = (id: string) => draftModel(draft, id);
  const out = new Map<string, string[]>();
  for (const d of plan.disembarks.filter((x) => x.timing === timing)) {
    const model = unit.models[d.index];
    if (!model) continue;
    const shift = shortfall.get(d.transport) ?? { x: 0, y: 0 };
    model.x = d.at.x - (timing === 'end' ? shift.x : 0);
    model.y = d.at.y - (timing === 'end' ? shift.y : 0);
    delete model.embarkedIn;
    out.set(d.transport, [...(out.get(d.transport) ?? []), model.id]);
  }
  for (const [transport, models] of out)
    ctx.emit({
      type: 'models-disembarked',
      unit: plan.unit,
      transport,
      models,
      rules: disembarkRules(plan, transport),
    });
  const inn = new Map<string, string[]>();
  for (const e of plan.embarks.filter((x) => x.timing === timing)) {
    const model = unit.models[e.index];
    const carrier = where(e.transport);
    if (!model || !carrier || carrier.removed) continue;
    model.embarkedIn = e.transport;
    model.x = carrier.x;
    model.y = carrier.y;
    inn.set(e.transport, [...(inn.get(e.transport) ?? []), model.id]);
  }
  for (const [transport, models] of inn)
    ctx.emit({
      type: 'models-embarked',
      unit: plan.unit,
      transport,
      models,
      rules: embarkRules(plan, transport),
    });
}

/**
 * XEN-TRANS-13 / XEN-TERR-36: models that got out by teleport (the transport adding 6" to the measure);
 * XEN-TRANS-07: models released from a transport flying high (no 4" limit); otherwise XEN-TRANS-04, the
 * ordinary disembark within 4" of the transport.
 */
function disembarkRules(plan: MovePlan, transport: string): string[] {
  if (plan.mode === 'teleport') return ['XEN-TRANS-13', 'XEN-TERR-36'];
  return plan.disembarks.some((d) => d.transport === transport && d.released)
    ? ['XEN-TRANS-07']
    : ['XEN-TRANS-04'];
}

/**
 * XEN-TERR-36: models that teleported aboard; otherwise XEN-TRANS-05 (where the boarders began decided
 * whether the transport loads before its move), and XEN-TRANS-06 when some began farther than 4" away
 * and the transport may not move again this turn.
 */
function embarkRules(plan: MovePlan, transport: string): string[] {
  if (plan.mode === 'teleport') return ['XEN-TERR-36'];
  const far = plan.embarks.some((e) => e.transport === transport && e.far);
  return far ? ['XEN-TRANS-05', 'XEN-TRANS-06'] : ['XEN-TRANS-05'];
}

/**
 * XEN-MOVE / XEN-TERR / XEN-TRANS: carries out a validated move: pays its costs, rolls the teleport and
 * terrain tests, moves every model as far as its allowance lets it along its declared path, loads and
 * unloads transports, resolves terrain attacks and crashed flyers, and records the unit's activity.
 * Nothing here rejects: everything that could was checked by `validateMove`.
 */
export function resolveMove(
  draft: XenocideDraft,
  plan: MovePlan,
  ctx: Ctx & Pick<XenocideContext, 'base'>,
): void {
  const base = ctx.base;
  const unit = draft.units[plan.unitIndex];
  if (!unit) return;
  if (plan.buySuppressedMove) {
    const side = draft.sides[sideIndex(base, plan.player)];
    if (side) side.cp -= 1;
    unit.activity.suppressedMoveBought = true;
    ctx.emit({
      type: 'cp-spent',
      player: plan.player,
      cp: 1,
      use: 'suppressed move (XEN-CP-13)',
      left: side?.cp ?? 0,
      rules: ['XEN-CP-13', 'XEN-SUP-03'],
    });
  }
  for (const i of plan.titanPower) {
    const titan = unit.models[i]?.titan;
    if (titan) titan.power -= 1;
  }
  unit.activity.moved = true;
  if (plan.teleportTest) {
    const roll = ctx.dice.roll({
      purpose: 'teleport',
      count: 1,
      sides: 6,
      target: { per: 'die', op: 'atMost', value: TELEPORT_TARGET },
      // XEN-TRANS-14: a unit getting out by teleport rolls once, and stays aboard on a failure.
      rules: plan.disembarks.length > 0 ? ['XEN-TERR-34', 'XEN-TRANS-14'] : ['XEN-TERR-34'],
      player: plan.player,
    });
    if ((roll.dice[0] ?? 6) > TELEPORT_TARGET) {
      ctx.emit({ type: 'teleport-failed', unit: plan.unit, roll: roll.dice[0] ?? 6 });
      return;
    }
  }
  const dice = rollTerrainTests(base, plan, ctx);
  const travelled = apart(base, plan, travel(plan, dice));
  if (plan.entering) {
    unit.status = 'on-table';
    delete unit.returnTurn;
    ctx.emit({ type: 'unit-entered-table', unit: plan.unit });
  }
  moveTransportModels(draft, plan, 'start', new Map(), ctx);
  const shortfall = new Map<string, Vec2>();
  const moved: { model: string; from: Vec2; to: Vec2; path: Vec2[] }[] = [];
  for (const t of travelled) {
    const model = unit.models[t.step.index];
    if (!model) continue;
    const path = plan.mode === 'teleport' ? [...t.step.path] : truncatePath(t.step.path, t.stop);
    const declared = t.step.path[t.step.path.length - 1] as Vec2;
    shortfall.set(model.id, geometry.subtract(declared, t.end));
    model.x = t.end.x;
    model.y = t.end.y;
    const last = path.length >= 2 ? geometry.bearing(path[path.length - 2] as Vec2, t.end) : model.facing;
    model.facing = geometry.normalizeDegrees(t.step.facing ?? last);
    moved.push({
      model: model.id,
      from: { ...(path[0] as Vec2) },
      to: { ...t.end },
      path: path.slice(1).map((p) => ({ ...p })),
    });
  }
  syncRiders(
    draft,
    base,
    plan,
    travelled.map((t) => t.step.model),
  );
  ctx.emit({
    type: 'unit-moved',
    unit: plan.unit,
    mode: plan.mode,
    models: moved,
    high: plan.highAfter,
    rules: [
      ...MOVE_MODE_RULES[plan.mode],
      ...moveRules(base, plan),
      ...travelRules(base, travelled),
      ...entryRules(base, plan),
    ],
  });
  moveTransportModels(
    draft,
    { ...plan, embarks: plan.embarks.filter((e) => reachedEnd(travelled, e.model)) },
    'end',
    shortfall,
    ctx,
  );
  rollTerrainAttacks(draft, plan, travelled, dice, ctx);
  crashFlyers(draft, plan, travelled, ctx);
  unit.high = plan.highAfter;
  if (travelled.some((t) => t.stop > 0) || plan.embarks.length > 0 || plan.disembarks.length > 0)
    unit.dugIn = false;
  unit.activity.distance = Math.max(0, ...travelled.map((t) => t.stop));
  for (const id of plan.lockTransportsOf) {
    const locked = draftUnit(draft, id);
    if (locked) locked.activity.transportLocked = true;
  }
  if (plan.leaveTable && unit.status === 'on-table') {
    unit.status = 'off-board';
    unit.returnTurn = base.turn + FLYER_RETURN_DELAY;
    ctx.emit({ type: 'unit-left-table', unit: plan.unit, returnTurn: unit.returnTurn });
  }
}

/**
 * The rules that decided where the models got to, for the `unit-moved` event: XEN-TERR-05 (the 2" into the
 * feature that slowed a model took it farther than its loss allowed), XEN-TERR-18 (a skimmer ended inside a
 * feature it skimmed over, without penalty), XEN-TERR-19 (a skimmer came down off a cliff or building top
 * it started on, without penalty).
 */
function travelRules(state: XenocideState, travelled: readonly Travelled[]): string[] {
  const rules = new Set<string>();
  for (const t of travelled) {
    if (t.slowedEntry) rules.add('XEN-TERR-05');
    const { locomotion } = t.step;
    if (!locomotion.skimming || locomotion.flying) continue;
    for (const crossing of t.step.crossings) {
      const feature = state.terrain[crossing.feature];
      if (!feature) continue;
      if (crossing.effect === 'over' && isInside(t.end, feature)) rules.add('XEN-TERR-18');
      const tall = feature.height >= SKIMMER_CLEARANCE && feature.cover === 'none';
      if (crossing.startsInside && tall && crossing.effect === 'open' && !isInside(t.end, feature))
        rules.add('XEN-TERR-19');
    }
  }
  return [...rules];
}

/** XEN-SCEN-15 / XEN-SCEN-27: an Invasion attacker's company arrives (it started off the table), or a defender's reserve. */
function entryRules(state: XenocideState, plan: MovePlan): string[] {
  if (plan.entering !== 'reserve') return [];
  const role = state.sides.find((s) => s.player === plan.player)?.role;
  if (role === 'attacker') return ['XEN-SCEN-15'];
  return role === 'defender' ? ['XEN-SCEN-27'] : [];
}

function reachedEnd(travelled: readonly Travelled[], model: string): boolean {
  const t = travelled.find((x) => x.step.model === model);
  return !t || t.stop + 1e-9 >= t.step.length;
}

/**
 * R57: passengers are carried along: they stand where their transport stands. Riders are found through
 * the base state plus the models embarking in this move (a scan through the draft would proxy every model
 * on the table); only they are read and written through the draft.
 */
function syncRiders(
  draft: XenocideDraft,
  base: XenocideState,
  plan: MovePlan,
  transports: readonly string[],
): void {
  if (transports.length === 0) return;
  const moved = new Set(transports);
  const candidates: [number, number][] = plan.embarks.map((e) => [plan.unitIndex, e.index]);
  base.units.forEach((u, ui) => {
    u.models.forEach((m, mi) => {
      if (m.embarkedIn !== undefined && moved.has(m.embarkedIn)) candidates.push([ui, mi]);
    });
  });
  for (const [ui, mi] of candidates) {
    const rider = draft.units[ui]?.models[mi];
    if (rider?.embarkedIn === undefined || !moved.has(rider.embarkedIn)) continue;
    const carrier = findDraftModel(draft, base, rider.embarkedIn);
    if (carrier) {
      rider.x = carrier.x;
      rider.y = carrier.y;
    }
  }
}

/** The draft of a model, located through the base state's indices. */
function findDraftModel(draft: XenocideDraft, base: XenocideState, id: string) {
  for (let ui = 0; ui < base.units.length; ui++) {
    const mi = (base.units[ui] as UnitState).models.findIndex((m) => m.id === id);
    if (mi >= 0) return draft.units[ui]?.models[mi];
  }
  return undefined;
}

/** XEN-TERR-06/09/18: terrain attacks in terrain order, then in the unit's model order. */
function rollTerrainAttacks(
  draft: XenocideDraft,
  plan: MovePlan,
  travelled: readonly Travelled[],
  dice: ReadonlyMap<string, number>,
  ctx: Ctx & Pick<XenocideContext, 'base'>,
): void {
  const base = ctx.base;
  base.terrain.forEach((feature, index) => {
    for (const t of travelled) {
      const crossing = t.step.crossings.find((c) => c.feature === index);
      const hit = crossing
        ? suffersTerrainAttack(feature, crossing, t, dice.get(`${index}:${t.step.profile}`))
        : plan.mode === 'teleport' && feature.intrinsicallyDangerous && isInside(t.end, feature);
      if (hit)
        rollTerrainAttack(
          draft,
          base,
          { unit: plan.unit, model: t.step.model, cad: t.step.traits.attackCad },
          plan.player,
          ctx,
        );
    }
  });
}

/** XEN-TERR-27 / R40: flyers of the unit that moved less than half their Move fall out of the sky. */
function crashFlyers(
  draft: XenocideDraft,
  plan: MovePlan,
  travelled: readonly Travelled[],
  ctx: Ctx & Pick<XenocideContext, 'base'>,
): void {
  if (plan.leaveTable) return;
  const unit = ctx.base.units[plan.unitIndex];
  if (!unit) return;
  for (const model of unit.models) {
    if (model.removed || model.embarkedIn !== undefined) continue;
    const profile = ctx.base.profiles[model.profile];
    if (!profile?.types.includes('Flyer')) continue;
    const distance = travelled.find((t) => t.step.model === model.id)?.stop ?? 0;
    if (isStalled(profile.move, distance))
      removeModel(draft, ctx.base, plan.unit, model.id, 'flyer-stalled', ctx);
  }
}
