import { geometry } from 'sandtable';
import { findModel, findUnit, profileOf } from '../../context';
import { occupancyOf } from '../../rules/buildings/building-state';
import { rideOf } from '../../rules/movement/passengers';
import {
  dieHitsAt,
  isEngaged,
  isInWeaponRange,
  isStealthy,
  NO_HIT_ACCURACY,
  rangePenalty,
  shootingModels,
} from '../../rules/shooting';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { AttackInProgress } from '../../state/shooting';

/**
 * The rules that decided how an attack was fired, for its `shots-fired` event, read from the attack in the
 * state it was measured in: XEN-SHOOT-04/06 (each weapon system needed a shooter that sees the target and has
 * it in range), XEN-SHOOT-05 (soft range let a carrier without range fire), XEN-AOE-03 (an AOE hit lost
 * hits to the cap), XEN-AOE-05 (artillery fired indirectly), XEN-CP-09 / XEN-HIT-10 / XEN-HIT-11 (directed
 * fire, never for AOE), XEN-OW-05 / XEN-OW-07 / XEN-OW-06 / XEN-OW-13 (overwatch fire), XEN-TRANS-08 /
 * XEN-TRANS-17 (passengers: none fire or are hit from inside a closed transport; open-transport riders fire),
 * XEN-OVR-08 (a unit that completed an overrun shoots).
 * @example shotRules(state, attack) // ['XEN-SHOOT-04', 'XEN-SHOOT-06', 'XEN-SHOOT-05']
 */
export function shotRules(state: XenocideState, attack: AttackInProgress): string[] {
  const { spec } = attack;
  const rules = ['XEN-SHOOT-04', 'XEN-SHOOT-06'];
  const shooter = findUnit(state, spec.shooter);
  const target = findUnit(state, spec.target);
  if (shooter && target && softRangeUsed(state, attack)) rules.push('XEN-SHOOT-05');
  const groups = [...attack.volleys.flatMap((v) => v.groups), ...attack.rerolls.map((r) => r.group)];
  if (groups.some((g) => g.aoe.some((a) => a.rolled > a.hits))) rules.push('XEN-AOE-03');
  // XEN-HIT-08: at modified Accuracy −3 or lower a group rolled no dice at all.
  if (groups.some((g) => g.roll.accuracy <= NO_HIT_ACCURACY)) rules.push('XEN-HIT-08');
  if (groups.some((g) => g.mode === 'indirect' || g.mode === 'indirect-spotted')) rules.push('XEN-AOE-05');
  if (spec.directedAt) {
    rules.push('XEN-CP-09', 'XEN-HIT-10');
    if (groups.some((g) => (g.stats.specials?.aoe ?? 0) > 0)) rules.push('XEN-HIT-11');
  }
  if (spec.phase === 'shooting') rules.push('XEN-SHOOT-12');
  if (shooter && target) rules.push(...sightRules(state, attack, shooter, target));
  if (shooter && target) rules.push(...passengerRules(state, attack, shooter, target));
  // XEN-OVR-08: the unit completed an overrun in its First Movement and shoots normally.
  if (spec.phase === 'shooting' && shooter?.activity.overrun === 'completed') rules.push('XEN-OVR-08');
  if (spec.phase === 'overwatch') {
    rules.push('XEN-OW-05', 'XEN-OW-07');
    if (spec.snapshot) rules.push('XEN-OW-06');
    if ((shooter && isEngaged(state, shooter)) || (target && isEngaged(state, target)))
      rules.push('XEN-OW-13');
  }
  return rules;
}

/**
 * The rules sight and reach were judged by: XEN-SHOOT-10 / XEN-SHOOT-11 (obscuring or solid terrain on a sight
 * line), XEN-STAT-12 (a Stealth target model), XEN-TERR-21 / XEN-TERR-23 / XEN-TERR-26 (a high unit: sight at
 * 12", +6" range from the ground, flyers always high), XEN-TERR-30 (a flyer's forward arc), XEN-TITAN-13 /
 * XEN-TITAN-15 (a titan firing a power line; on overwatch or directed fire), XEN-BLD-02 / XEN-BLD-15 (a
 * shooter inside a building looked out of its section's faces or roof), XEN-BLD-16 (a target inside one was
 * seen at the building's edges).
 */
function sightRules(
  state: XenocideState,
  attack: AttackInProgress,
  shooter: UnitState,
  target: UnitState,
): string[] {
  const rules: string[] = [];
  const from = attack.volleys.flatMap((v) => v.targeting.firing.map((f) => findModel(state, f.model)));
  const firing = from.filter((m): m is ModelState => m !== undefined);
  const targets = shootingModels(state, target);
  const crossed = new Set<string>();
  for (const f of state.terrain) {
    const kind = f.solid ? 'XEN-SHOOT-11' : f.obscures ? 'XEN-SHOOT-10' : undefined;
    if (kind === undefined || crossed.has(kind)) continue;
    const onLine = firing.some((a) =>
      targets.some(
        (b) => geometry.segmentLengthInPolygon({ x: a.x, y: a.y }, { x: b.x, y: b.y }, f.polygon) > 0,
      ),
    );
    if (onLine) crossed.add(kind);
  }
  rules.push(...[...crossed].sort());
  if (targets.some((m) => isStealthy(state, m))) rules.push('XEN-STAT-12');
  if (shooter.high || target.high) rules.push('XEN-TERR-21');
  if (rangePenalty(shooter, target, attack.spec.popUpReply === true) > 0) rules.push('XEN-TERR-23');
  const flyer = (m: ModelState) => profileOf(state, m).types.includes('Flyer');
  if (firing.some(flyer) || targets.some(flyer)) rules.push('XEN-TERR-26');
  if (firing.some(flyer)) rules.push('XEN-TERR-30');
  const buildings = state.buildings ?? [];
  if (buildings.length > 0 && occupancyOf(buildings, shooter.id)) rules.push('XEN-BLD-02', 'XEN-BLD-15');
  if (buildings.length > 0 && occupancyOf(buildings, target.id)) rules.push('XEN-BLD-16');
  if (firing.some((m) => m.titan !== undefined)) {
    rules.push('XEN-TITAN-13');
    if (attack.spec.phase === 'overwatch' || attack.spec.directedAt) rules.push('XEN-TITAN-15');
  }
  return rules;
}

/**
 * XEN-TRANS-08 / XEN-TRANS-17 / R57: a firing model rode in an open transport (it shot normally), or the
 * shooting or target unit had live models inside a closed transport (they neither fired nor could be hit).
 */
function passengerRules(
  state: XenocideState,
  attack: AttackInProgress,
  shooter: UnitState,
  target: UnitState,
): string[] {
  const rules: string[] = [];
  const firing = attack.volleys.flatMap((v) => v.targeting.firing.map((f) => findModel(state, f.model)));
  if (firing.some((m) => m !== undefined && rideOf(state, m) === 'open')) rules.push('XEN-TRANS-17');
  const inside = (u: UnitState) => u.models.some((m) => !m.removed && rideOf(state, m) === 'closed');
  if (inside(shooter) || inside(target)) rules.push('XEN-TRANS-08');
  return rules;
}

/** XEN-SHOOT-05: some firing model of a non-artillery weapon system had no target model within its own range. */
function softRangeUsed(state: XenocideState, attack: AttackInProgress): boolean {
  const shooter = findUnit(state, attack.spec.shooter);
  const target = findUnit(state, attack.spec.target);
  if (!shooter || !target) return false;
  const penalty = rangePenalty(shooter, target, attack.spec.popUpReply === true);
  const targets = shootingModels(state, target);
  return attack.volleys.some((v) =>
    v.targeting.firing.some((f) => {
      if (f.mode !== undefined) return false;
      const model = findModel(state, f.model);
      return model !== undefined && !targets.some((t) => isInWeaponRange(model, t, f.stats.range, penalty));
    }),
  );
}

/** What {@link allocationRules} reads of one unit's resolved hits. */
export interface AllocatedUnit {
  readonly allocation: { readonly byModel: Readonly<Record<string, readonly number[]>> };
  readonly pools: readonly { readonly profile: string }[];
}

/**
 * The rules that decided how one unit's hits were allocated, for its `hits-allocated` event: XEN-ALLOC-01
 * (one profile in one cover: no allocation), XEN-ALLOC-05 (one profile split by cover into pools),
 * XEN-ALLOC-07 / XEN-ALLOC-10 (two, or more, Aspects among the models that took aimed hits), XEN-ALLOC-11
 * (AOE hits spread over every model), XEN-ALLOC-12 (directed fire), XEN-SHOOT-07 (aimed hits kept off
 * models no firing model saw), XEN-TRANS-20 (AOE hits passed on to an open transport's riders).
 * @example allocationRules(state, rolled, attack.hits, false) // ['XEN-ALLOC-01']
 */
export function allocationRules(
  state: XenocideState,
  unit: AllocatedUnit,
  hits: AttackInProgress['hits'],
  directed: boolean,
): string[] {
  const rules: string[] = [];
  const profiles = unit.pools.map((p) => p.profile);
  if (unit.pools.length === 1) rules.push('XEN-ALLOC-01');
  if (new Set(profiles).size < profiles.length) rules.push('XEN-ALLOC-05');
  const models = Object.keys(unit.allocation.byModel);
  const mine = new Set(Object.values(unit.allocation.byModel).flat());
  const taken = hits.filter((h) => mine.has(h.id));
  const aimed = taken.filter((h) => !h.aoe);
  if (aimed.length > 0) {
    const aspects = new Set(
      models.map((id) => {
        const model = findModel(state, id);
        return model ? (state.profiles[model.profile]?.aspect ?? 0) : 0;
      }),
    );
    if (aspects.size > 1) {
      rules.push('XEN-ALLOC-07');
      rules.push(...aspectSpreadRules(state, unit, aimed));
    }
    if (aspects.size > 2) rules.push('XEN-ALLOC-10');
    if (aimed.some((h) => h.visible.length > 0 && models.some((id) => !h.visible.includes(id))))
      rules.push('XEN-SHOOT-07');
  }
  if (taken.some((h) => h.aoe)) rules.push('XEN-ALLOC-11');
  if (directed) rules.push('XEN-ALLOC-12');
  // XEN-TRANS-20: hits that passed through the open transport these models ride in.
  if (taken.some((h) => h.restrictedTo !== undefined)) rules.push('XEN-TRANS-20');
  return rules;
}

/**
 * The rules that decided a pool's saves beyond the save steps' own, for its `saves-rolled` event: XEN-SAVE-04
 * (Shield Breaker hits on shielded models skipped the shield save). A titan's deflectors are another step
 * (XEN-TITAN-20, on `titan-damaged`).
 */
export function saveRules(
  state: XenocideState,
  pool: { readonly profile: string; readonly hits: readonly number[] },
  hits: AttackInProgress['hits'],
): string[] {
  const profile = state.profiles[pool.profile];
  if (profile?.kind !== 'standard' || profile.defenseSpecials?.shield === undefined) return [];
  const mine = new Set(pool.hits);
  return hits.some((h) => mine.has(h.id) && h.shieldBreaker) ? ['XEN-SAVE-04'] : [];
}

/**
 * The rules behind a titan's shooting damage, for its `titan-damaged` event: XEN-TITAN-19 (a deflector save
 * at or under the Strength stripped a layer), XEN-TITAN-20 (a Shield Breaker hit stripped one unsaved),
 * XEN-TITAN-21 (core 0 drops every layer).
 */
export function titanDamageRules(
  state: XenocideState,
  pool: {
    readonly hits: readonly number[];
    readonly rolls: readonly { readonly step: string; readonly saved: readonly number[] }[];
    readonly titan?: {
      readonly model: string;
      readonly core: number;
      readonly coreBefore: number;
      readonly layers: number;
    };
  },
  hits: AttackInProgress['hits'],
): string[] {
  const titan = pool.titan;
  if (!titan) return [];
  const before = findModel(state, titan.model)?.titan?.layers ?? 0;
  const rules: string[] = [];
  const mine = hits.filter((h) => pool.hits.includes(h.id));
  const breakers = before > 0 && mine.some((h) => h.shieldBreaker);
  const blocked = pool.rolls.some((r) => r.step === 'deflector' && r.saved.length > 0);
  if (breakers) rules.push('XEN-TITAN-20');
  if (blocked && titan.layers < before && (titan.core > 0 || titan.coreBefore === 0))
    rules.push('XEN-TITAN-19');
  if (titan.core === 0 && titan.coreBefore > 0 && before > 0) rules.push('XEN-TITAN-21');
  return rules;
}

/**
 * XEN-ALLOC-08: a lower-Aspect model got no hit while a higher one got an aimed hit (the hits able to reach it
 * ran out); XEN-ALLOC-09: an aimed hit that could have reached the lowest Aspect went to a higher-Aspect model
 * (the higher-only hits ran out first).
 */
function aspectSpreadRules(
  state: XenocideState,
  unit: AllocatedUnit,
  aimed: AttackInProgress['hits'],
): string[] {
  const aspectOf = (id: string) => {
    const model = findModel(state, id);
    return model ? (state.profiles[model.profile]?.aspect ?? 0) : 0;
  };
  const entries = Object.entries(unit.allocation.byModel);
  const lowest = Math.min(...entries.map(([id]) => aspectOf(id)));
  const aimedIds = new Set(aimed.map((h) => h.id));
  const higher = entries.filter(([id]) => aspectOf(id) > lowest);
  const rules: string[] = [];
  const higherAimed = higher.flatMap(([, hits]) => hits.filter((h) => aimedIds.has(h)));
  if (higherAimed.length > 0 && entries.some(([id, hits]) => aspectOf(id) === lowest && hits.length === 0))
    rules.push('XEN-ALLOC-08');
  const couldGoLow = aimed.some(
    (h) =>
      higherAimed.includes(h.id) &&
      h.die !== undefined &&
      h.accuracyBeforeAspect !== undefined &&
      dieHitsAt(h.die, h.accuracyBeforeAspect + lowest),
  );
  if (couldGoLow) rules.push('XEN-ALLOC-09');
  return rules;
}
