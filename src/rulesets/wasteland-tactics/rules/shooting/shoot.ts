import { geometry, readDraft } from 'sandtable';
import type { WeaponChoice } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import { hasWeaponRule, type Weapon } from '../../schemas/weapon';
import type { DeclaredAction, Hit, UnitState, WastelandDraft, WastelandState } from '../../state';
import { hasDisadvantage } from '../advantages/advantages';
import { basesInContact, unitsInContactWith } from '../measuring/measure';
import { suppressionTest } from '../morale/suppression';
import { rulesNamedIn } from '../rule-ids';
import { modelElevation } from '../terrain/elevation';
import { actingCircles, carrierOf } from '../transport/carriers';
import {
  draftUnitsById,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  unitHas,
  unitRule,
  unitsById,
} from '../units/units';
import {
  canSee,
  type Sighted,
  type SightWitness,
  sightContext,
  sighted,
  sightRules,
  sightWitness,
  visibilityMatrix,
} from '../visibility/visibility';
import { rollAttack } from '../weapons/attack-dice';
import { inMountArc, usableWeapons, weaponMount } from './firing';
import { queueMisfires } from './misfire';
import { canFocus, completelyVisibleModels } from './modifiers';
import { openFire } from './open-fire';
import { findSpotter, isBuildingTarget, isLeaderProtected, shootProblem, shootTarget } from './targets';

export { anyInRange, isLeaderProtected, shootProblem } from './targets';

/** How a Shoot action is resolved. */
export interface ShootOptions {
  /** A free Shoot (a charge reaction): every ranged weapon counts as in range (WT-FIGHT-04). */
  readonly free: boolean;
  /** Only these weapons fire (Assault free fire, WT-WSR-05). */
  readonly only?: (weapon: Weapon) => boolean;
  /** WT-SHOOT-04: targets the unit focuses its fire on. */
  readonly focus?: readonly string[];
  /** WT-SUR-29: spend Strike harder! re-rolls (default true). */
  readonly reroll?: boolean;
  /** WT-SHOOT-02: the unit's models fire at more than one target. */
  readonly split?: boolean;
  /** WT-WSR-05: the free fire of Assault weapons at the end of a Move. */
  readonly assault?: boolean;
}

/** One model's shot: its weapon (none: the first that can fire, or a Vehicle/Monster's every weapon) and target. */
interface Assignment {
  readonly model: string;
  readonly weapon?: string;
  readonly target: string;
}

/** WT-SHOOT-02/03 / WT-SUR-57: each model's weapon and target, from the declaration. */
function assignments(
  state: WastelandState,
  unit: UnitState,
  target: string,
  choices: readonly WeaponChoice[],
): Assignment[] {
  const vehicle = isVehicle(state, unit);
  return liveModels(unit).flatMap((m) => {
    const chosen = choices.filter((c) => c.model === m.id);
    if (chosen.length === 0) return [{ model: m.id, target }];
    const picked = vehicle ? chosen.slice(0, m.wounds) : chosen.slice(0, 1);
    return picked.map((c) => ({ model: m.id, weapon: c.weapon, target: c.target ?? target }));
  });
}

/** WT-SHOOT-02 … WT-SHOOT-09: carries out a declared Shoot action, target by target. */
export function resolveShootAction(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  action: DeclaredAction,
): void {
  resolveShoot(
    draft,
    ctx,
    unitId,
    { target: action.target ?? '', weapons: action.weapons ?? [] },
    {
      free: false,
      focus: action.focus ?? [],
      reroll: action.reroll !== false,
    },
  );
}

/**
 * WT-SHOOT-02 … WT-SHOOT-09 / WT-WSR / WT-ADV-10: resolves a Shoot action: each model fires one ranged weapon
 * (a Vehicle/Monster one per wound left) at its target; then Low ammunition is checked (R8) and the
 * Strike harder! re-rolls are used up.
 */
export function resolveShoot(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  declaration: { readonly target: string; readonly weapons?: readonly WeaponChoice[] },
  options: ShootOptions,
): void {
  const shooter = unitsById.get(draft as WastelandState, unitId) as UnitState;
  const plan = assignments(draft as WastelandState, shooter, declaration.target, declaration.weapons ?? []);
  const targets = [...new Set([declaration.target, ...plan.map((p) => p.target)])];
  let rolled = 0;
  let failed = 0;
  let fired = false;
  let problem: string | undefined;
  for (const targetId of targets) {
    // A plain snapshot for the many geometric reads (reads through the draft are slow); writes go to the draft.
    const state: WastelandState = readDraft(draft);
    const shooterNow = unitsById.get(state, unitId);
    const target = shootTarget(state, targetId);
    const why =
      !shooterNow || !target
        ? `'${targetId}' is not a unit on the table`
        : shootProblem(state, shooterNow, target, { sight: false });
    problem ??= why;
    if (why || !shooterNow || !target) continue;
    const volley = plan.filter((p) => p.target === targetId);
    const result = fireAt(
      draft,
      ctx,
      state,
      { shooter: shooterNow, target, plan: volley },
      targets.length > 1 ? { ...options, split: true } : options,
    );
    rolled += result.rolled;
    failed += result.failed;
    fired ||= result.fired;
  }
  if (!fired)
    ctx.emit({
      type: 'action-wasted',
      unit: unitId,
      action: 'shoot',
      reason: problem ?? 'no model can see a target with a weapon in range (WT-SHOOT-03)',
      rules: problem ? rulesNamedIn(problem) : ['WT-SHOOT-03'],
    });
  const after = unitsById.get(draft as WastelandState, unitId);
  if (!after) return;
  if (
    hasDisadvantage(draft as WastelandState, after.player, 'low-ammunition') &&
    rolled > 0 &&
    failed * 2 >= rolled
  ) {
    const unit = draftUnitsById.require(draft, unitId);
    unit.lowAmmo = (after.lowAmmo ?? 0) + 1;
    ctx.emit({ type: 'low-ammunition', unit: unitId, penalty: unit.lowAmmo });
  }
  if (options.reroll !== false && after.strikeHarder !== undefined)
    delete draftUnitsById.require(draft, unitId).strikeHarder;
}

/** The outcome of firing at one target. */
interface Volley {
  readonly rolled: number;
  readonly failed: number;
  readonly fired: boolean;
}

/**
 * WT-SHOOT-03 … WT-SHOOT-09 / WT-WSR-10/15 / WT-SUR-36/59: every assigned model that sees the target (from a
 * weapon's mount for a Vehicle/Monster, or through a spotter for Indirect Fire) fires a weapon in range;
 * hits become Life rolls the target's owner allocates among the visible models (the firer, for Sniper hits).
 */
function fireAt(
  draft: WastelandDraft,
  ctx: WastelandContext,
  state: WastelandState,
  volley: { readonly shooter: UnitState; readonly target: UnitState; readonly plan: readonly Assignment[] },
  options: ShootOptions,
): Volley {
  const { shooter, target, plan } = volley;
  const slowUsed = new Set(shooter.slowUsed);
  const building = isBuildingTarget(state, target);
  const area = building ? state.terrain.find((t) => t.id === target.id) : undefined;
  const carrier = carrierOf(state, shooter);
  const exclude = carrier ? [carrier.id] : [];
  const context = sightContext(state, shooter, target, exclude);
  // The sight rules that decided what each firing eye saw, worked out only for eyes that fire (once each).
  let witness: SightWitness | undefined;
  const sightByEye = new Map<string, string[]>();
  const decidedSight = (eye: Sighted, looked: readonly { seen: Sighted }[], seen: readonly object[]) => {
    const key = `${eye.circle.center.x},${eye.circle.center.y}`;
    let rules = sightByEye.get(key);
    if (!rules) {
      witness ??= sightWitness(state, shooter, target, context, exclude);
      rules = sightRules(
        witness,
        eye,
        looked.map((t) => ({ seen: t.seen, visible: seen.includes(t) })),
      );
      sightByEye.set(key, rules);
    }
    return rules;
  };
  const aim = footprints(state, target)[0]?.center ?? { x: 0, y: 0 };
  const spots = actingCircles(state, shooter, aim);
  const focused = !building && (options.focus ?? []).includes(target.id) && canFocus(state, shooter, target);
  const clear = focused ? new Set(completelyVisibleModels(state, shooter, target)) : undefined;
  const models = liveModels(target).map((m) => ({
    id: m.id,
    circle: footprint(state, target, m),
    seen: sighted(state, target, footprint(state, target, m), modelElevation(state, m)),
  }));
  const sniperOnly = isLeaderProtected(state, shooter, target);
  const leader = !building && unitRule(state, target, 'Leadership') !== undefined;
  const melee = building
    ? []
    : state.units.filter(
        (u) =>
          u.player === shooter.player &&
          u.status === 'on-table' &&
          footprints(state, u).some((a) => models.some((b) => basesInContact(state, a, b.circle))),
      );
  const vehicleShooter = isVehicle(state, shooter);
  const vehicleTarget = !building && isVehicle(state, target);
  // WT-SUR-64 / R25: a Vehicle/Monster and the enemies touching it may shoot each other.
  const inContact =
    !building &&
    (vehicleShooter || vehicleTarget) &&
    unitsInContactWith(state, shooter).some((u) => u.id === target.id);
  let spotter: UnitState | undefined | null = null;
  const visible = new Set<string>();
  const hits: Hit[] = [];
  const sniperHits: Hit[] = [];
  const scoring: Weapon[] = [];
  const firedWeapons: Weapon[] = [];
  const misfires: Weapon[] = [];
  const open: Weapon[] = [];
  let rolled = 0;
  let failed = 0;
  let fired = false;
  for (const entry of plan) {
    const model = shooter.models.find((m) => m.id === entry.model && m.alive);
    const spot = spots[liveModels(shooter).findIndex((m) => m.id === entry.model)];
    if (!model || !spot) continue;
    const usable = usableWeapons(state, shooter, {
      ...(options.only ? { only: options.only } : {}),
      sniperOnly,
    }).filter((w) => !slowUsed.has(w.name));
    const candidates = entry.weapon === undefined ? usable : usable.filter((w) => w.name === entry.weapon);
    const limit = vehicleShooter ? (entry.weapon === undefined ? model.wounds : 1) : 1;
    let shots = 0;
    for (const weapon of candidates) {
      if (shots >= limit) break;
      const mount = weaponMount(state, shooter, model, weapon);
      const eye = sighted(state, shooter, mount?.eye ?? spot, modelElevation(state, model));
      const looked = models.filter(
        (t) => (!clear || clear.has(t.id)) && (!mount || inMountArc(mount, t.circle)),
      );
      let seen = looked.filter((t) => canSee(context, eye, t.seen));
      let indirect = false;
      if (seen.length === 0 && hasWeaponRule(weapon, 'Indirect Fire') && !building) {
        if (spotter === null) spotter = findSpotter(state, shooter, target);
        if (spotter) {
          indirect = true;
          seen = models;
        }
      }
      if (seen.length === 0) continue;
      const range = area
        ? geometry.circlePolygonDistance(spot, area.polygon)
        : Math.min(...seen.map((t) => geometry.baseDistance(spot, t.circle)));
      if (!options.free && !geometry.isAtMost(range, weapon.range)) continue;
      shots += 1;
      fired = true;
      const result = rollAttack(draft, ctx, {
        action: 'shoot',
        shooter: unitsById.get(draft as WastelandState, shooter.id) ?? shooter,
        model: model.id,
        target,
        weapon,
        ...(indirect && spotter ? { spotter } : {}),
        ...(focused ? { focused: true } : {}),
        reroll: options.reroll !== false,
        vehicleTarget,
        rules: [
          // WT-SUR-57: a Vehicle/Monster fires one weapon per wound left; WT-SUR-59: sight from the weapon's mount.
          ...(vehicleShooter ? ['WT-SUR-57'] : []),
          ...(mount ? ['WT-SUR-59'] : []),
          ...(inContact ? ['WT-SUR-64'] : []),
          // WT-SUR-65 / R25: firing at a Vehicle/Monster its own models touch, only 1s hit them.
          ...(vehicleTarget && melee.length > 0 ? ['WT-SUR-65'] : []),
          // WT-VIS-02/03 / R11: sight between sample points of the bases; a unit's own models never block it.
          'WT-VIS-02',
          ...(liveModels(shooter).length > 1 ? ['WT-VIS-03'] : []),
          // WT-VIS-04 / WT-TERR-11 / WT-SUR-09/22/24 / R11 / R36: what decided which target models it saw.
          ...(indirect || building ? [] : decidedSight(eye, looked, seen)),
          ...(options.free ? ['WT-FIGHT-04'] : []),
          // WT-SUR-26: a leader is shot only as the closest visible target; WT-WSR-14: Sniper weapons anyway.
          ...(leader ? ['WT-SUR-26'] : []),
          ...(sniperOnly ? ['WT-WSR-14'] : []),
          // WT-WSR-11 / WT-SUR-58: a Heavy weapon fires only if its model did not move, unless a Vehicle/Monster.
          ...(hasWeaponRule(weapon, 'Heavy')
            ? [vehicleShooter && shooter.moved ? 'WT-SUR-58' : 'WT-WSR-11']
            : []),
          // WT-WSR-13: a Slow weapon's one use this round.
          ...(hasWeaponRule(weapon, 'Slow') ? ['WT-WSR-13'] : []),
          ...(options.split ? ['WT-SHOOT-02'] : []),
          ...(options.assault ? ['WT-WSR-05'] : []),
        ],
      });
      rolled += result.rolled;
      failed += result.failed;
      if (indirect && spotter)
        for (const ids of visibilityMatrix(state, spotter, target).values())
          for (const id of ids) visible.add(id);
      else for (const t of seen) visible.add(t.id);
      const sniper = hasWeaponRule(weapon, 'Sniper') && models.length > 1;
      (sniper ? sniperHits : hits).push(...result.hits);
      firedWeapons.push(weapon);
      if (result.hits.length > 0) scoring.push(weapon);
      if (melee.length > 0) for (let i = 0; i < result.misses; i++) misfires.push(weapon);
      if (
        unitHas(state, target, 'Open') &&
        (hasWeaponRule(weapon, 'Area Effect') || hasWeaponRule(weapon, 'Spray'))
      )
        open.push(weapon);
      if (hasWeaponRule(weapon, 'Slow')) {
        slowUsed.add(weapon.name);
        draftUnitsById.require(draft, shooter.id).slowUsed.push(weapon.name);
      }
    }
  }
  const base = { unit: target.id, by: shooter.player, byUnit: shooter.id, cause: 'shoot' as const };
  const seenIds = [...visible];
  if (hits.length > 0) draft.losses.push({ ...base, owner: target.player, hits, visible: seenIds });
  // WT-WSR-15 / R51: the firer allocates Sniper hits on a multi-model unit, overriding the Tough allocation.
  if (sniperHits.length > 0)
    draft.losses.push({ ...base, owner: shooter.player, hits: sniperHits, visible: seenIds, sniper: true });
  openFire(draft, ctx, shooter, target, open);
  if (misfires.length > 0) queueMisfires(draft, ctx, shooter, target, melee, misfires);
  suppressionTest(draft, ctx, shooter, target, { hit: scoring, fired: firedWeapons });
  return { rolled, failed, fired };
}
