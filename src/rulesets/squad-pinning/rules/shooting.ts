import { geometry } from 'sandtable';
import { type Modifier, modifier } from 'sandtable/kit';
import type { SqContext } from '../events';
import type { AtClass } from '../params';
import type { ModelState, SqDraft, SqState, UnitState } from '../state';
import { armourValue } from './damage';
import { d3 } from './dice';
import { baseOf, coverAgainst, sightBetween } from './geometry';
import type { SqStep } from './queue';
import { alive, aliveCount, hasRule, maxRangeOf, qualityOf, weaponOf } from './units';

/** One weapon of one model that can fire at the target now (SQ-DEF-07). */
interface Firing {
  readonly model: string;
  readonly weapon: string;
  /** Closest base-to-base distance to the target. */
  readonly range: number;
  readonly from: { x: number; y: number };
}

/** Why a unit cannot shoot a target, or undefined when it can (SQ-SHT-01, SQ-DEF-07). */
export function shootingProblem(state: SqState, shooter: UnitState, target: UnitState): string | undefined {
  if (target.player === shooter.player) return 'the target must be an enemy unit (SQ-SHT-01)';
  if (target.status !== 'table' || aliveCount(target) === 0)
    return 'the target is not on the table: embarked units cannot be targeted (SQ-DEF-07)';
  if (shooter.engaged.length > 0) return 'a unit engaged in CQB cannot shoot (SQ-DEF-07)';
  if (target.engaged.length > 0) return 'units engaged in CQB cannot be targeted (SQ-DEF-07)';
  if (firings(state, shooter, target, true).length === 0)
    return 'no model of the unit sees the target within its weapon range (SQ-SHT-01)';
  return undefined;
}

/**
 * SQ-DEF-07: every model that sees a model of the target and has it within its weapon's maximum range fires that
 * weapon; once-per-turn weapons only if unused this turn (SQ-WPN-01).
 */
export function firings(state: SqState, shooter: UnitState, target: UnitState, firstOnly = false): Firing[] {
  const out: Firing[] = [];
  const targets = alive(target);
  for (const m of alive(shooter)) {
    const from = baseOf(shooter, m);
    // The target's models nearest first: the first one in sight gives the range (SQ-DEF-07, per firing model).
    const byRange = targets
      .map((t) => ({ t, d: geometry.baseDistance(from, baseOf(target, t)) }))
      .sort((x, y) => x.d - y.d);
    const sight = new Map<number, boolean>();
    const sees = (i: number) => {
      let known = sight.get(i);
      if (known === undefined) {
        known = sightBetween(state, m, (byRange[i] as { t: ModelState }).t).clear;
        sight.set(i, known);
      }
      return known;
    };
    for (const key of m.weapons) {
      const weapon = weaponOf(state, key);
      if (weapon.flags.includes('cqbOnly')) continue;
      if (weapon.flags.includes('oncePerTurn') && shooter.usedOnce.includes(`${m.id}:${key}`)) continue;
      const max = maxRangeOf(state.params, weapon);
      for (let i = 0; i < byRange.length; i++) {
        const d = (byRange[i] as { d: number }).d;
        if (d > max + 1e-9) break;
        if (!sees(i)) continue;
        out.push({ model: m.id, weapon: key, range: d, from: { x: m.x, y: m.y } });
        if (firstOnly) return out;
        break;
      }
    }
  }
  return out;
}

/** SQ-SHT-02…06 and overwatch: the to-hit modifiers of one firing. */
function toHitModifiers(
  state: SqState,
  target: UnitState,
  range: number,
  effective: number,
  overwatch: boolean,
): Modifier[] {
  const mods: Modifier[] = [];
  if (range <= effective / 2 + 1e-9) mods.push(modifier('SQ-SHT-02', 1, 'within half effective range'));
  else if (range > effective + 1e-9) mods.push(modifier('SQ-SHT-03', -1, 'outside effective range'));
  const infantry = target.kind === 'infantry';
  if ((infantry || state.params.shooting.smallSquadModifierAppliesToVehicles) && aliveCount(target) <= 3)
    mods.push(modifier('SQ-SHT-04', -1, '3 or fewer models in the target'));
  if (target.pinned) mods.push(modifier('SQ-SHT-05', -1, 'shooting a pinned unit'));
  if (target.kind === 'vehicle' && target.lastMove > 10)
    mods.push(modifier('SQ-SHT-06', -1, 'fast-moving vehicle'));
  if (overwatch && state.params.overwatch.toHitModifier !== 0)
    mods.push(modifier('SQ-DEF-14', state.params.overwatch.toHitModifier, 'overwatch fire'));
  return mods;
}

/** SQ-DEF-17: the facing a shot from `from` strikes. */
export function facingFrom(
  state: SqState,
  target: UnitState,
  from: { x: number; y: number },
): 'front' | 'side' | 'rear' {
  const hull = target.models[0];
  if (!hull) return 'side';
  return geometry.arcOf({ center: { x: hull.x, y: hull.y }, radius: 1.5, facing: hull.facing }, from, {
    front: state.params.vehicles.frontArcDeg,
    rear: state.params.vehicles.rearArcDeg,
  });
}

/**
 * SQ-SHT-01…06 / SQ-WPN-01…03 / SQ-SPC-08 / SQ-DEF-07 / SQ-DEF-27: one shooting attack (a Shoot action or
 * overwatch fire): every firing rolls to hit, flamethrowers hit automatically; returns the steps that resolve the
 * hits: saves, casualties and one pinning check (or each AT hit on a vehicle, which takes no pinning check).
 */
export function shoot(
  draft: SqDraft,
  ctx: SqContext,
  shooter: UnitState,
  target: UnitState,
  why: 'shoot' | 'overwatch' | 'assault-overwatch',
): SqStep[] {
  const state = draft as SqState;
  const shots = firings(state, shooter, target);
  const base = qualityOf(state, shooter).shoot;
  const targeting = hasRule(state, shooter, 'improvedTargeting');
  const infantryTarget = target.kind === 'infantry';
  const groups = new Map<string, { hits: number; ap: number; noCover?: boolean }>();
  const vehicleHits: { at: AtClass; facing: 'front' | 'side' | 'rear' }[] = [];
  const rules = new Set<string>(['SQ-SHT-01', 'SQ-DEF-07', 'SQ-DEF-13']);
  if (why !== 'shoot') rules.add('SQ-DEF-14');
  let totalShots = 0;
  let totalHits = 0;
  let flame = false;
  for (const f of shots) {
    const weapon = weaponOf(state, f.weapon);
    if (weapon.flags.includes('oncePerTurn')) {
      shooter.usedOnce.push(`${f.model}:${f.weapon}`);
      rules.add('SQ-WPN-01');
    }
    let hits = 0;
    if (weapon.automaticHits) {
      // SQ-DEF-27: a flamethrower does not roll to hit: D3 automatic hits.
      hits = d3(ctx.dice, `flamethrower hits: ${shooter.name}`, ['SQ-DEF-27'], shooter.player);
      flame = true;
      rules.add('SQ-DEF-27');
      rules.add('SQ-WPN-03');
      totalShots += hits;
    } else {
      const count =
        weapon.shots === 'D3'
          ? d3(ctx.dice, `shots: ${f.weapon}`, ['SQ-DEF-08'], shooter.player)
          : weapon.shots;
      if (count <= 0) continue;
      totalShots += count;
      const mods = toHitModifiers(state, target, f.range, weapon.effectiveRange, why !== 'shoot');
      for (const m of mods) rules.add(m.rule);
      // SQ-DEF-31: "+1 Half Weapon Eff Range" read as within half the effective range.
      if (mods.some((m) => m.rule === 'SQ-SHT-02')) rules.add('SQ-DEF-31');
      let need = base;
      for (const m of mods) need -= m.value;
      const roll = ctx.dice.roll({
        purpose: `to hit: ${f.weapon}`,
        sides: 6,
        count,
        target: { per: 'die', op: 'atLeast', value: need },
        rules: ['SQ-DEF-07', 'SQ-DEF-05', 'SQ-DEF-01', ...mods.map((m) => m.rule)],
        player: shooter.player,
      });
      let faces = [...roll.dice];
      if (targeting && faces.some((d) => d === 1)) {
        const ones = faces.flatMap((d, i) => (d === 1 ? [i] : []));
        faces = [...ctx.dice.reroll(roll, ones, `improved targeting: ${f.weapon}`).dice];
        rules.add('SQ-SPC-08');
      }
      for (const d of faces) if (hitsOn(state, d, need)) hits++;
    }
    if (hits === 0) continue;
    if (infantryTarget) {
      if (weapon.hitBecomesD3 && !weapon.automaticHits) {
        let extra = 0;
        for (let i = 0; i < hits; i++)
          extra += d3(ctx.dice, `hits from ${f.weapon}`, ['SQ-DEF-08'], shooter.player);
        hits = extra;
        rules.add('SQ-DEF-08');
      }
      const noCover = weapon.flags.includes('ignoresCover');
      const key = `${weapon.ap}:${noCover}`;
      const g = groups.get(key) ?? { hits: 0, ap: weapon.ap, ...(noCover ? { noCover: true } : {}) };
      g.hits += hits;
      groups.set(key, g);
    } else {
      const facing = facingFrom(state, target, f.from);
      for (let i = 0; i < hits; i++) {
        if (weapon.at === undefined && armourValue(state, target, facing) > 0) continue;
        vehicleHits.push({ at: weapon.at ?? 'U', facing });
      }
    }
    totalHits += hits;
  }
  ctx.emit({
    type: 'shots-fired',
    unit: shooter.id,
    target: target.id,
    shots: totalShots,
    hits: totalHits,
    why,
    rules: [...rules],
  });
  if (totalHits === 0) return [];
  if (!infantryTarget) {
    const firers = shots.map((f) => f.from);
    const cover = coverAgainst(state, target, firers);
    const coverTarget = cover === 'none' ? undefined : state.params.cover[cover];
    return vehicleHits.map((h) => ({
      kind: 'vehicle-hit' as const,
      unit: target.id,
      at: h.at,
      facing: h.facing,
      ...(coverTarget === undefined ? {} : { cover: coverTarget }),
      rules: ['SQ-SHT-01', 'SQ-DEF-17'],
    }));
  }
  const cover = coverAgainst(
    state,
    target,
    shots.map((f) => f.from),
  );
  const coverTarget = cover === 'none' ? undefined : state.params.cover[cover];
  const seen = alive(target)
    .filter((t) => shots.some((f) => sightBetween(state, f.from, t).clear))
    .map((t) => t.id);
  // SQ-WPN-02 / SQ-DEF-27: a flamethrower's morale test replaces the pinning check, at a further −1.
  const pinRules = flame ? ['SQ-PIN-01', 'SQ-WPN-02'] : ['SQ-PIN-01'];
  return [
    {
      kind: 'hits',
      unit: target.id,
      cause: shooter.id,
      groups: [...groups.values()],
      ...(coverTarget === undefined ? {} : { cover: coverTarget }),
      pool: seen,
      pin: { modifier: flame ? -1 : 0, rules: pinRules },
      rules: ['SQ-SHT-01', 'SQ-DEF-09'],
    },
  ];
}

/** SQ-DEF-01: a to-hit die hits when it meets the modified target; a natural 1 misses and a natural 6 hits. */
export function hitsOn(state: SqState, face: number, need: number): boolean {
  if (state.params.dice.natural1Fails && face === 1) return false;
  if (state.params.dice.natural6SucceedsToHitAndLeadership && face === 6) return true;
  return face >= need;
}

/** The targets a unit can shoot now. */
export function shootableTargets(state: SqState, shooter: UnitState): UnitState[] {
  return state.units.filter(
    (t) => t.player !== shooter.player && t.status === 'table' && !shootingProblem(state, shooter, t),
  );
}
