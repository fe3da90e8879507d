import { geometry, type Vec2 } from 'sandtable';
import type { XzContext } from '../../events';
import { d3FromD6, templateOf, type WeaponProfile } from '../../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../../state';
import { type AllocationCandidate, allocateDie } from '../damage/allocate';
import { aboveOf, hitStep } from '../damage/hit';
import {
  blastHits,
  closestPointOnBody,
  mountPoint,
  polygonHits,
  type TemplateTarget,
  teardropPolygon,
} from '../geometry';
import type { XzStep, XzStepHandler } from '../queue';
import { offerReroll } from '../reroll';
import { cardOf, enemyUnits, modelCard, unitById, weaponOf } from '../units';
import {
  areaCover,
  distanceToUnit,
  type EligibleTarget,
  eligibleTargets,
  flatToHit,
  readTarget,
} from './targeting';

/** XZ-SHOOT-08 … XZ-SHOOT-11 / R9: one weapon group (a weapon × a target unit), its firers and the Aiming Point. */
export interface FireGroupStep extends XzStep {
  readonly kind: 'fire-group';
  readonly unit: string;
  readonly weapon: string;
  readonly target: string;
  readonly firers: readonly string[];
  readonly aim: Vec2;
  readonly returnFire: boolean;
  /** The firing model of each rolled die. */
  owners?: string[];
  /** XZ-RES-07: the firers rolled a D3 each for their attack dice. */
  rolledEffect?: boolean;
}

/** One rolled die of a weapon group and the model that rolled it. */
export interface PoolDie {
  readonly face: number;
  readonly firer: string;
}

/** R9: the rest of a weapon group's dice, high to low, allocated one at a time (each hit resolved first). */
export interface AllocateStep extends XzStep {
  readonly kind: 'allocate-hits';
  readonly unit: string;
  readonly weapon: string;
  readonly target: string;
  readonly aim: Vec2;
  /** XZ-SHOOT-14: the flat to-hit die modifier. */
  readonly modifier: number;
  readonly pool: readonly PoolDie[];
  /** R9 priority 4: models this group has hit. */
  readonly hit: readonly string[];
}

/** One model under a template and the die it needs (R14). */
export interface TemplateVictim {
  readonly unit: string;
  readonly model: string;
  /** Modified Stealth less the close-range bonus. */
  readonly needs: number;
  /** Flat to-hit modifier. */
  readonly modifier: number;
  /** XZ-UNIT-13 / R35: the rules that set the order its hit is resolved in (artillery crew before the gun). */
  readonly rules?: readonly string[];
}

/** R14 / XZ-SHOOT-15: one template weapon fired by one model. */
export interface TemplateStep extends XzStep {
  readonly kind: 'fire-template';
  readonly unit: string;
  readonly firer: string;
  readonly weapon: string;
  readonly target: string;
  readonly at?: Vec2;
  readonly bearing?: number;
  readonly returnFire: boolean;
  victims?: TemplateVictim[];
}

/** R3 / R12 / R14: an off-table strike's template centred on its active marker. */
export interface StrikeStep extends XzStep {
  readonly kind: 'strike';
  readonly player: string;
  readonly weapon: WeaponProfile;
  readonly at: Vec2;
  victims?: TemplateVictim[];
}

const EFFECT_RULES = ['XZ-SHOOT-08', 'XZ-RES-08', 'XZ-WPN-04', 'XZ-RES-01', 'R6', 'XZ-RES-06'];

function firerWeapon(
  state: XzState,
  unit: UnitState,
  firer: ModelState,
  name: string,
): WeaponProfile | undefined {
  return weaponOf(modelCard(state, unit, firer), name);
}

function liveModel(unit: UnitState, id: string): ModelState | undefined {
  return unit.models.find((m) => m.id === id && m.alive);
}

/**
 * XZ-SHOOT-08 / XZ-SHOOT-14 / XZ-RES-07 / XZ-RES-08 / XZ-RES-10 / XZ-RES-12 / R4 / R6: a weapon group rolls its
 * Effect in D6 attack dice (a D3 Effect: each firer first rolls a D3 for its number; each die applied on its own),
 * the owner may re-roll failed dice (a limited re-roll's natural faces, then Command re-rolls), and the dice go
 * high to low to R9 allocation.
 */
export const fireGroupStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as FireGroupStep;
  const state = draft as XzState;
  const shooter = unitById(state, s.unit);
  const target = unitById(state, s.target);
  if (!shooter || !target || target.status !== 'on-table') return 'done';
  const purpose = `${shooter.name}: ${s.weapon} at ${target.name}`;
  if (!s.dice) {
    const owners: string[] = [];
    const rolling: string[] = [];
    for (const id of s.firers) {
      const firer = liveModel(shooter, id);
      const weapon = firer ? firerWeapon(state, shooter, firer, s.weapon) : undefined;
      if (!firer || !weapon || templateOf(weapon)) continue;
      if (typeof weapon.effect === 'number') for (let k = 0; k < weapon.effect; k++) owners.push(id);
      else rolling.push(id);
    }
    if (rolling.length > 0) {
      // XZ-RES-07: each firer of a D3 weapon rolls one D6 read as a D3 for its number of attack dice.
      const d3 = ctx.dice.roll({
        purpose: `${purpose}: D3 attack dice`,
        count: rolling.length,
        sides: 6,
        player: shooter.player,
        rules: ['XZ-RES-07', 'XZ-WPN-04'],
      });
      rolling.forEach((id, i) => {
        for (let k = 0; k < d3FromD6(d3.dice[i] as number); k++) owners.push(id);
      });
      s.rolledEffect = true;
    }
    if (owners.length === 0) return 'done';
    const roll = ctx.dice.roll({
      purpose,
      count: owners.length,
      sides: 6,
      player: shooter.player,
      rules: EFFECT_RULES,
    });
    s.dice = [...roll.dice];
    s.owners = owners;
  }
  const owners = s.owners ?? [];
  const { modifier, rules } = flatToHit(state, shooter, target, s.returnFire);
  const lowest = new Map<string, number>();
  for (const id of new Set(owners)) {
    const firer = liveModel(shooter, id);
    const weapon = firer ? firerWeapon(state, shooter, firer, s.weapon) : undefined;
    if (!firer || !weapon) continue;
    let best = Number.POSITIVE_INFINITY;
    for (const t of eligibleTargets(state, firer, weapon, target, s.aim))
      best = Math.min(best, t.stealth - t.close);
    if (best < Number.POSITIVE_INFINITY) lowest.set(id, best);
  }
  const reaches = (face: number, i: number) => {
    const need = lowest.get(owners[i] as string);
    return need !== undefined && face + modifier >= need;
  };
  if (
    offerReroll(
      draft,
      s,
      shooter.player,
      shooter,
      purpose,
      6,
      (face, i) => lowest.has(owners[i] as string) && !reaches(face, i),
      'to-hit',
    )
  )
    return 'wait';
  const dice = s.dice ?? [];
  ctx.emit({
    type: 'hits-scored',
    unit: shooter.id,
    target: target.id,
    weapon: s.weapon,
    dice: [...dice],
    modifier,
    hits: dice.filter(reaches).length,
    rules: ['XZ-SHOOT-08', 'XZ-RES-08', 'XZ-RES-09', ...rules, ...(s.rolledEffect ? ['XZ-RES-07'] : [])],
  });
  const pool = dice.map((face, i) => ({ face, firer: owners[i] as string })).sort((a, b) => b.face - a.face);
  const next: AllocateStep = {
    kind: 'allocate-hits',
    unit: s.unit,
    weapon: s.weapon,
    target: s.target,
    aim: { x: s.aim.x, y: s.aim.y },
    modifier,
    pool,
    hit: [],
  };
  return [next];
};

/**
 * R9 / XZ-SHOOT-09 … XZ-SHOOT-11 / XZ-SHOOT-13 / XZ-DMG-01 / XZ-DMG-02 / R35: allocates the highest die left to the
 * model R9 picks among those its firer may hit (in zone, range, arc and sight; artillery crew or gun), needing the
 * model's modified Stealth; the hit is resolved in full before the next die. A die no model can take is lost.
 */
export const allocateHitsStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as AllocateStep;
  const state = draft as XzState;
  const shooter = unitById(state, s.unit);
  const target = unitById(state, s.target);
  if (!shooter || !target || target.status !== 'on-table') return 'done';
  for (let i = 0; i < s.pool.length; i++) {
    const die = s.pool[i] as PoolDie;
    const firer = liveModel(shooter, die.firer);
    const weapon = firer ? firerWeapon(state, shooter, firer, s.weapon) : undefined;
    if (!firer || !weapon) continue;
    // R18 / R19: the rules that hid a model from this die's firer decided which models it could go to.
    const hiddenBy: string[] = [];
    const eligible = eligibleTargets(state, firer, weapon, target, s.aim, (r) =>
      hiddenBy.push(...r.sightRules),
    );
    const candidates: AllocationCandidate[] = eligible.map((t) => ({
      model: t.model.id,
      cover: t.cover,
      needs: t.stealth - t.close,
      wounded: t.model.wounds < t.model.startWounds,
      distance: distanceToUnit(shooter, t.model),
      hitAlready: s.hit.includes(t.model.id),
    }));
    const chosen = allocateDie(candidates, die.face + s.modifier);
    if (chosen === undefined) continue;
    const victim = eligible.find((t) => t.model.id === chosen)?.model as ModelState;
    const rest: AllocateStep = {
      kind: 'allocate-hits',
      unit: s.unit,
      weapon: s.weapon,
      target: s.target,
      aim: { x: s.aim.x, y: s.aim.y },
      modifier: s.modifier,
      pool: s.pool.slice(i + 1).map((d) => ({ face: d.face, firer: d.firer })),
      hit: [...s.hit, chosen],
    };
    const hit = hitStep({
      unit: target.id,
      model: chosen,
      attacker: shooter.id,
      weapon: weapon.name,
      ap: weapon.ap,
      damage: weapon.damage,
      from: plain(mountPoint(firer, victim)),
      ...aboveOf(state, firer, victim),
    });
    ctx.emit({
      type: 'hit-allocated',
      unit: shooter.id,
      target: target.id,
      model: chosen,
      weapon: weapon.name,
      die: die.face,
      rules: unique([
        'R9',
        'XZ-SHOOT-09',
        'XZ-SHOOT-10',
        'XZ-SHOOT-11',
        'XZ-SHOOT-13',
        'XZ-SHOOT-14',
        'XZ-STAT-05',
        'XZ-DMG-01',
        'XZ-DMG-02',
        ...sightRulesOf(eligible.find((t) => t.model.id === chosen)),
        ...(eligible.find((t) => t.model.id === chosen)?.artillery ?? []),
        ...hiddenBy,
      ]),
    });
    return rest.pool.length > 0 ? [hit, rest] : [hit];
  }
  return 'done';
};

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

function plain(p: Vec2): Vec2 {
  return { x: p.x, y: p.y };
}

function enemyBodies(
  state: XzState,
  player: string,
): { targets: TemplateTarget[]; unitOf: Map<string, UnitState> } {
  const targets: TemplateTarget[] = [];
  const unitOf = new Map<string, UnitState>();
  for (const u of enemyUnits(state, player))
    for (const m of u.models) {
      if (!m.alive) continue;
      targets.push({ id: m.id, body: m });
      unitOf.set(m.id, u);
    }
  return { targets, unitOf };
}

/**
 * R14 / XZ-WPN-05 / XZ-SHOOT-15: a template fired by one model: a Blast of its diameter centred on `at`, or the
 * tear-drop from the weapon's end along `bearing`; one hit die per enemy model under it against that model's own
 * modified Stealth (no R9 reallocation, friends never hit); the owner may Command re-roll failed dice.
 */
export const fireTemplateStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as TemplateStep;
  const state = draft as XzState;
  const shooter = unitById(state, s.unit);
  const firer = shooter ? liveModel(shooter, s.firer) : undefined;
  const weapon = shooter && firer ? firerWeapon(state, shooter, firer, s.weapon) : undefined;
  const template = weapon ? templateOf(weapon) : undefined;
  if (!shooter || !firer || !weapon || !template) return 'done';
  const purpose = `${shooter.name}: ${weapon.name} template`;
  if (!s.victims) {
    const { targets, unitOf } = enemyBodies(state, shooter.player);
    let ids: string[];
    if (template.template === 'blast') ids = s.at ? blastHits(s.at, template.diameter, targets) : [];
    else {
      const bearing = s.bearing ?? firer.facing;
      const far = geometry.add(firer, geometry.scale(geometry.directionOf(bearing), 1000));
      const origin = closestPointOnBody(firer, far);
      const { teardropLength: length, teardropNearWidth: near, teardropFarWidth: farWidth } = state.params;
      ids = polygonHits(teardropPolygon(origin, bearing, { length, near, far: farWidth }), targets);
    }
    const victims: TemplateVictim[] = [];
    for (const id of ids) {
      const unit = unitOf.get(id) as UnitState;
      const m = liveModel(unit, id) as ModelState;
      const reading = readTarget(state, firer, unit, m);
      victims.push({
        unit: unit.id,
        model: id,
        needs: reading.stealth - reading.close,
        modifier: flatToHit(state, shooter, unit, s.returnFire).modifier,
      });
    }
    s.victims = weapon.specials.includes('indirect') ? crewFirst(state, victims) : victims;
    s.dice =
      victims.length === 0
        ? []
        : [
            ...ctx.dice.roll({
              purpose,
              count: victims.length,
              sides: 6,
              player: shooter.player,
              rules: ['XZ-SHOOT-15', 'R14', 'R6', 'XZ-RES-06'],
            }).dice,
          ];
  }
  const victims = s.victims ?? [];
  const lands = (face: number, i: number) => {
    const v = victims[i] as TemplateVictim;
    return face + v.modifier >= v.needs;
  };
  if (offerReroll(draft, s, shooter.player, shooter, purpose, 6, (face, i) => !lands(face, i), 'to-hit'))
    return 'wait';
  const dice = s.dice ?? [];
  ctx.emit({
    type: 'hits-scored',
    unit: shooter.id,
    target: s.target,
    weapon: weapon.name,
    dice: [...dice],
    hits: dice.filter(lands).length,
    rules: ['XZ-SHOOT-15', 'XZ-WPN-05', 'R14', 'XZ-SHOOT-13', 'XZ-SHOOT-14'],
  });
  return victimHits(state, ctx, shooter.id, weapon.name, victims, dice, lands, (v) => {
    const unit = unitById(state, v.unit) as UnitState;
    const m = liveModel(unit, v.model) as ModelState;
    return hitStep({
      unit: v.unit,
      model: v.model,
      attacker: shooter.id,
      weapon: weapon.name,
      ap: weapon.ap,
      damage: weapon.damage,
      from: plain(mountPoint(firer, m)),
      ...aboveOf(state, firer, m),
    });
  });
};

function victimHits(
  state: XzState,
  ctx: XzContext,
  attacker: string,
  weapon: string,
  victims: readonly TemplateVictim[],
  dice: readonly number[],
  lands: (face: number, i: number) => boolean,
  make: (v: TemplateVictim) => XzStep,
): XzStep[] | 'done' {
  const out: XzStep[] = [];
  dice.forEach((face, i) => {
    const v = victims[i] as TemplateVictim;
    const unit = unitById(state, v.unit);
    if (!lands(face, i) || !unit || unit.status !== 'on-table' || !liveModel(unit, v.model)) return;
    ctx.emit({
      type: 'hit-allocated',
      unit: attacker,
      target: v.unit,
      model: v.model,
      weapon,
      die: face,
      rules: ['R14', 'XZ-SHOOT-15', ...(v.rules ?? [])],
    });
    out.push(make(v));
  });
  return out.length > 0 ? out : 'done';
}

/**
 * R3 / R12 / R14 / XZ-TURN-12: an off-table strike lands: one hit die per enemy model under its template (a Blast
 * centred on the marker; a tear-drop laid along +y with its middle on the marker) against the model's Stealth, area
 * cover and Infiltrate; each hit strikes Rear & Top armour.
 */
export const strikeStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as StrikeStep;
  const state = draft as XzState;
  const template = templateOf(s.weapon);
  if (!template) return 'done';
  if (!s.victims) {
    const { targets, unitOf } = enemyBodies(state, s.player);
    let ids: string[];
    if (template.template === 'blast') ids = blastHits(s.at, template.diameter, targets);
    else {
      const { teardropLength: length, teardropNearWidth: near, teardropFarWidth: far } = state.params;
      const origin = { x: s.at.x, y: s.at.y - length / 2 };
      ids = polygonHits(teardropPolygon(origin, 0, { length, near, far }), targets);
    }
    const victims: TemplateVictim[] = ids.map((id) => {
      const unit = unitOf.get(id) as UnitState;
      const m = liveModel(unit, id) as ModelState;
      const needs = modelCard(state, unit, m).stealth + areaCover(state, m) + (unit.infiltrating ? 1 : 0);
      return { unit: unit.id, model: id, needs, modifier: 0 };
    });
    s.victims = s.weapon.specials?.includes('indirect') ? crewFirst(state, victims) : victims;
    s.dice =
      victims.length === 0
        ? []
        : [
            ...ctx.dice.roll({
              purpose: `${s.weapon.name} strike`,
              count: victims.length,
              sides: 6,
              player: s.player,
              rules: ['R3', 'R14', 'XZ-TURN-12'],
            }).dice,
          ];
  }
  const victims = s.victims ?? [];
  const dice = s.dice ?? [];
  const lands = (face: number, i: number) => face >= (victims[i] as TemplateVictim).needs;
  if (victims.length > 0)
    ctx.emit({
      type: 'hits-scored',
      unit: `${s.player}.strike`,
      target: (victims[0] as TemplateVictim).unit,
      weapon: s.weapon.name,
      dice: [...dice],
      hits: dice.filter(lands).length,
      rules: ['R3', 'R14', 'XZ-TURN-12'],
    });
  return victimHits(state, ctx, `${s.player}.strike`, s.weapon.name, victims, dice, lands, (v) =>
    hitStep({
      unit: v.unit,
      model: v.model,
      attacker: `${s.player}.strike`,
      weapon: s.weapon.name,
      ap: s.weapon.ap,
      damage: s.weapon.damage,
      from: { x: s.at.x, y: s.at.y },
      top: true,
    }),
  );
};

/**
 * XZ-UNIT-13 / R35 / R15: an indirect weapon's template resolves its hits on an artillery unit against the crew
 * first: where it covers both an artillery unit's gun and some of its crew, the gun's hit comes after every crew
 * hit (and those hits name the rule); other victims keep their order.
 */
export function crewFirst(state: XzState, victims: readonly TemplateVictim[]): TemplateVictim[] {
  const isGun = (v: TemplateVictim) => {
    const unit = unitById(state, v.unit);
    return (
      unit !== undefined &&
      cardOf(state, unit).unitType === 'Artillery' &&
      unit.models.some((m) => m.id === v.model && m.body === 'gun')
    );
  };
  const guns = new Set(victims.filter(isGun).map((v) => v.unit));
  const both = new Set(victims.filter((v) => guns.has(v.unit) && !isGun(v)).map((v) => v.unit));
  const tag = (v: TemplateVictim): TemplateVictim =>
    both.has(v.unit) ? { ...v, rules: ['XZ-UNIT-13', 'R15', 'R35'] } : v;
  return [
    ...victims.filter((v) => !(both.has(v.unit) && isGun(v))).map(tag),
    ...victims.filter((v) => both.has(v.unit) && isGun(v)).map(tag),
  ];
}

/** R3: a strike step for `player`'s strike `weapon` landing at `at` (plain data, copied from the force). */
export function strikeOf(player: string, weapon: WeaponProfile, at: Vec2): StrikeStep {
  return { kind: 'strike', player, weapon: JSON.parse(JSON.stringify(weapon)), at: { x: at.x, y: at.y } };
}

/** The step kinds of shooting and their handlers, for `settle.ts`. */
export const SHOOTING_STEPS = {
  'fire-group': fireGroupStep,
  'allocate-hits': allocateHitsStep,
  'fire-template': fireTemplateStep,
  strike: strikeStep,
} as const;

/**
 * XZ-SHOOT-12 / XZ-TERR-11 … XZ-TERR-15 / R18 / R19: the rules that decided how the firer saw the hit model: seeing
 * into or out of area terrain, and the cover it claimed (area, obstacle, hard).
 */
function sightRulesOf(reading: EligibleTarget | undefined): string[] {
  if (!reading) return [];
  return reading.cover === 0 ? [...reading.sightRules] : ['XZ-SHOOT-12', ...reading.sightRules];
}
