import { geometry } from 'sandtable';
import { modifier } from 'sandtable/kit';
import type { AtClass } from '../params';
import type { SqDraft, SqState, UnitState } from '../state';
import { d3, d6 } from './dice';
import { baseInImpassable, baseOf, baseOnTable } from './geometry';
import { destroyIfEmpty, draftUnit, failPinningCheck, leadershipTest, pin } from './leadership';
import { overlap } from './movement';
import type { SqStep, SqStepHandler } from './queue';
import { alive, hasRule, inPlay, profileOf } from './units';

type Step<K extends string> = Extract<SqStep, { kind: K }>;

/** SQ-DEF-09: the save a hit gets: the better of armour (save − AP) and cover (+1 when Pinned, SQ-PIN-03). */
export function saveTarget(
  state: SqState,
  unit: UnitState,
  ap: number,
  cover: number | undefined,
  armourModifier = 0,
): { target: number; kind: 'armour' | 'cover' | 'none'; rules: string[] } {
  const save = profileOf(state, unit).save;
  const armour = save === undefined ? 7 : save - ap - armourModifier;
  const coverNeed = cover === undefined ? 7 : cover - (unit.pinned ? 1 : 0);
  const rules = ['SQ-DEF-09'];
  if (armour > 6 && coverNeed > 6) return { target: 7, kind: 'none', rules };
  if (coverNeed < armour) {
    if (unit.pinned) rules.push('SQ-PIN-03', 'SQ-DEF-31');
    return { target: Math.max(2, coverNeed), kind: 'cover', rules };
  }
  return { target: Math.max(2, armour), kind: 'armour', rules };
}

/**
 * SQ-DEF-09 / SQ-DEF-10 / SQ-SPC-06: saves for every hit, Gene Enhanced for each failed save, then the
 * casualties (the owner chooses) and the pinning check at −1 per casualty (SQ-PIN-02).
 */
const hitsStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as Step<'hits'>;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit) || unit.status !== 'table') return 'done';
  const state = draft as SqState;
  let failed = 0;
  let total = 0;
  const saveRules = new Set<string>(['SQ-DEF-09']);
  for (const group of step.groups) {
    if (group.hits <= 0) continue;
    total += group.hits;
    const save = saveTarget(
      state,
      unit,
      group.ap,
      group.noCover ? undefined : step.cover,
      step.armourModifier ?? 0,
    );
    for (const r of save.rules) saveRules.add(r);
    if (save.kind === 'none') {
      failed += group.hits;
      continue;
    }
    const roll = ctx.dice.roll({
      purpose: `${save.kind} saves: ${unit.name}`,
      sides: 6,
      count: group.hits,
      target: { per: 'die', op: 'atLeast', value: save.target },
      rules: [...save.rules, ...step.rules],
      player: unit.player,
    });
    failed += roll.dice.filter((d) => d === 1 || d < save.target).length;
  }
  let wounds = failed;
  if (failed > 0 && hasRule(state, unit, 'geneEnhanced')) {
    const roll = ctx.dice.roll({
      purpose: `gene enhanced: ${unit.name}`,
      sides: 6,
      count: failed,
      target: { per: 'die', op: 'atLeast', value: 6 },
      rules: ['SQ-SPC-06'],
      player: unit.player,
    });
    const ignored = roll.dice.filter((d) => d >= 6).length;
    for (let i = 0; i < ignored; i++)
      ctx.emit({ type: 'wound-ignored', unit: unit.id, rules: ['SQ-SPC-06'] });
    wounds -= ignored;
  }
  ctx.emit({
    type: 'saves-rolled',
    unit: unit.id,
    hits: total,
    saved: total - failed,
    wounds,
    rules: [...new Set([...saveRules, ...step.rules])],
  });
  const next: SqStep[] = [];
  if (wounds > 0)
    next.push({
      kind: 'remove',
      unit: unit.id,
      count: wounds,
      ...(step.pool ? { pool: step.pool } : {}),
      rules: ['SQ-DEF-10', ...step.rules],
    });
  if (step.pin)
    next.push({
      kind: 'pin-check',
      unit: unit.id,
      ...(step.cause ? { cause: step.cause } : {}),
      modifier: step.pin.modifier - wounds,
      rules: wounds > 0 ? [...step.pin.rules, 'SQ-PIN-02'] : [...step.pin.rules],
    });
  return next;
};

/** The models a `remove` step may take now: the pool's living models first (SQ-DEF-10). */
export function removalChoices(
  unit: UnitState,
  pool: readonly string[] | undefined,
): { must: string[]; rest: string[] } {
  const living = alive(unit).map((m) => m.id);
  if (!pool) return { must: [], rest: living };
  const inPool = living.filter((id) => pool.includes(id));
  return { must: inPool, rest: living.filter((id) => !pool.includes(id)) };
}

/**
 * SQ-DEF-10: removes casualties; the owner chooses which (the `casualties` prompt) unless every candidate goes.
 */
const removeStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as Step<'remove'>;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit)) return 'done';
  const living = alive(unit);
  const count = Math.min(step.count, living.length);
  let chosen = step.chosen;
  if (!chosen) {
    const { must, rest } = removalChoices(unit, step.pool);
    if (count >= living.length) chosen = living.map((m) => m.id);
    else if (must.length > 0 && count >= must.length && rest.length === 0) chosen = must.slice(0, count);
    else if (must.length === count) chosen = must;
    else {
      draft.stage = { kind: 'casualties', player: unit.player, unit: unit.id, count };
      return 'wait';
    }
  }
  for (const id of chosen) {
    const m = unit.models.find((x) => x.id === id);
    if (!m || !m.alive) continue;
    m.alive = false;
    ctx.emit({ type: 'model-removed', unit: unit.id, model: id, rules: [...step.rules] });
  }
  destroyIfEmpty(draft, unit, ctx, step.rules);
  return 'done';
};

/** SQ-PIN-01 / SQ-PIN-02 / SQ-DEF-06: a pinning check. */
const pinCheckStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as Step<'pin-check'>;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit) || unit.status !== 'table') return 'done';
  const state = draft as SqState;
  const mods =
    step.modifier === 0
      ? []
      : [
          modifier(
            step.rules.includes('SQ-PIN-02') ? 'SQ-PIN-02' : (step.rules[0] ?? 'SQ-PIN-01'),
            step.modifier,
            'casualties and circumstances',
          ),
        ];
  if (unit.kind === 'vehicle') {
    const result = leadershipTest(state, unit, ctx, 'crew test', ['SQ-DEF-17', ...step.rules], mods);
    if (!result.passed) pin(draft, unit, ctx, ['SQ-DEF-17', ...step.rules]);
    return 'done';
  }
  // SQ-SPC-15: a Resolute unit still takes its pinning checks as normal.
  const resolute = hasRule(state, unit, 'resolute') ? ['SQ-SPC-15'] : [];
  const result = leadershipTest(state, unit, ctx, 'pinning check', [...step.rules, ...resolute], mods);
  if (!result.passed) failPinningCheck(draft, unit, ctx, step.rules, step.cause);
  return 'done';
};

/** SQ-DEF-17: the armour of a vehicle's facing on the ladder. */
export function armourValue(state: SqState, unit: UnitState, facing: 'front' | 'side' | 'rear'): number {
  const armour = profileOf(state, unit).armour ?? { front: 'U', side: 'U', rear: 'U' };
  return state.params.vehicles.atLadder[armour[facing]];
}

/** SQ-DEF-17: one step down the AT ladder (SQ-FM-12: VLt becomes U). */
export function stepDown(at: AtClass): AtClass {
  const order: AtClass[] = ['U', 'VLt', 'Lt', 'Med', 'Hvy'];
  return order[Math.max(0, order.indexOf(at) - 1)] as AtClass;
}

/**
 * SQ-DEF-18: one AT hit on a vehicle: a cover save if allowed, then d6 + (AT − armour) on the damage table
 * (no effect at −2 or worse; 3–4 Shaken, 5 Immobilised, 6+ Destroyed; a natural 1 does nothing).
 */
const vehicleHitStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as Step<'vehicle-hit'>;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit) || unit.status !== 'table') return 'done';
  const state = draft as SqState;
  const table = state.params.vehicles.damageTable;
  const rules = ['SQ-DEF-18', 'SQ-DEF-17', ...step.rules];
  if (step.cover !== undefined) {
    const need = step.cover - (unit.pinned ? 1 : 0);
    const roll = ctx.dice.roll({
      purpose: `cover save: ${unit.name}`,
      sides: 6,
      target: { per: 'die', op: 'atLeast', value: need },
      rules: ['SQ-DEF-09', ...(unit.pinned ? ['SQ-PIN-03'] : []), ...step.rules],
      player: unit.player,
    });
    const face = roll.dice[0] as number;
    if (face !== 1 && face >= need) {
      ctx.emit({
        type: 'vehicle-hit',
        unit: unit.id,
        at: step.at,
        facing: step.facing,
        result: 'none',
        rules: [...rules, 'SQ-DEF-09'],
      });
      return 'done';
    }
  }
  const ladder = state.params.vehicles.atLadder;
  const diff = (ladder[step.at as AtClass] ?? 0) - armourValue(state, unit, step.facing);
  let result: 'none' | 'shaken' | 'immobilised' | 'destroyed' = 'none';
  if (diff > table.autoNoEffectDiff) {
    const face = d6(ctx.dice, `damage: ${unit.name}`, ['SQ-DEF-18', ...step.rules]);
    const total = face + diff;
    if (face === 1 || total <= table.noEffectMax) result = 'none';
    else if (total >= table.destroyedMin) result = 'destroyed';
    else if (table.immobilised.includes(total)) result = 'immobilised';
    else if (table.shaken.includes(total)) result = 'shaken';
  }
  ctx.emit({ type: 'vehicle-hit', unit: unit.id, at: step.at, facing: step.facing, result, rules });
  if (result === 'shaken') pin(draft, unit, ctx, ['SQ-DEF-18']);
  if (result === 'immobilised') {
    unit.immobilised += 1;
    pin(draft, unit, ctx, ['SQ-DEF-18']);
    if (unit.immobilised >= 2) result = 'destroyed';
  }
  if (result === 'destroyed') {
    for (const m of unit.models) m.alive = false;
    destroyIfEmpty(draft, unit, ctx, ['SQ-DEF-18']);
  }
  return 'done';
};

/** SQ-DEF-17 / SQ-VEH-07: a vehicle crew test: on a failure the vehicle is Pinned. */
const crewTestStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as Step<'crew-test'>;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit) || unit.status !== 'table') return 'done';
  const result = leadershipTest(draft as SqState, unit, ctx, 'crew test', step.rules);
  if (!result.passed) pin(draft, unit, ctx, step.rules);
  return 'done';
};

/**
 * SQ-DEF-16: the passengers of a destroyed transport are placed within 3" of where it stood (destroyed when they
 * cannot be), take D3 hits (AP 0, armour only), then a pinning check at −1 and −1 per casualty.
 */
const bailOutStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as { kind: 'bail-out'; unit: string; transport: string };
  const unit = draftUnit(draft, step.unit);
  const transport = draftUnit(draft, step.transport);
  if (unit.status !== 'embarked') return 'done';
  const state = draft as SqState;
  const hull = transport.models[0];
  const centre = hull ? { x: hull.x, y: hull.y } : { x: 0, y: 0 };
  const models = alive(unit);
  const others = state.units
    .filter((u) => u.status === 'table' && u.id !== unit.id)
    .flatMap((u) => alive(u).map((m) => baseOf(u, m)));
  const placed: { x: number; y: number }[] = [];
  for (let i = 0; i < models.length; i++) {
    let spot: { x: number; y: number } | undefined;
    for (let ring = 0; ring < 3 && !spot; ring++) {
      const r = 2 + ring * 0.5;
      for (let k = 0; k < 16 && !spot; k++) {
        const a = ((i * 5 + k) / 16) * Math.PI * 2;
        const p = { x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r };
        const base = { center: p, radius: 0.5 };
        if (!baseOnTable(state, base) || baseInImpassable(state, base)) continue;
        if (others.some((b) => overlap(b, base))) continue;
        if (placed.some((q) => geometry.distance(q, p) < 1)) continue;
        spot = p;
      }
    }
    if (!spot) {
      unit.status = 'table';
      for (const m of unit.models) m.alive = false;
      destroyIfEmpty(draft, unit, ctx, ['SQ-DEF-16']);
      return 'done';
    }
    placed.push(spot);
  }
  models.forEach((m, i) => {
    const p = placed[i] as { x: number; y: number };
    m.x = p.x;
    m.y = p.y;
  });
  unit.status = 'table';
  delete unit.transport;
  ctx.emit({ type: 'disembarked', unit: unit.id, transport: transport.id, rules: ['SQ-DEF-16'] });
  const hits = d3(ctx.dice, `bail-out hits: ${unit.name}`, ['SQ-DEF-16']);
  return [
    {
      kind: 'hits',
      unit: unit.id,
      groups: [{ hits, ap: 0, noCover: true }],
      pin: { modifier: -1, rules: ['SQ-DEF-16'] },
      rules: ['SQ-DEF-16'],
    },
  ];
};

/** The damage steps' handlers. */
export const DAMAGE_STEPS: Record<string, SqStepHandler> = {
  hits: hitsStep,
  remove: removeStep,
  'pin-check': pinCheckStep,
  'vehicle-hit': vehicleHitStep,
  'crew-test': crewTestStep,
  'bail-out': bailOutStep,
};
