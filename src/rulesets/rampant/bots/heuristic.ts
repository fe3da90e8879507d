import {
  type DescribedBot,
  type GameState,
  geometry,
  legalCommands,
  type PlayerId,
  type Vec2,
} from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { activationValue } from '../commands/index';
import type { RmpCommand, RmpCommandOf } from '../commands/schema';
import { mayReact } from '../rules/combat';
import { engaged, gap, layout } from '../rules/damage';
import { basesOf, centroid, homeEdge, inCover, inRough, sightBetween } from '../rules/geometry';
import { translated } from '../rules/movement';
import { alive, chance2d6, classOf, dicePool, findUnit, hasRule, maxMovement, sideOf } from '../rules/units';
import type { RmpState, UnitState } from '../state';

/** The name the Rampant heuristic bot reports under. */
export const RMP_HEURISTIC_NAME = 'rampant-heuristic';

const perDie = (need: number) => Math.max(0, Math.min(6, 7 - need)) / 6;

// Unit states are immutable: what depends only on a unit's models (and the fixed table) is kept per object.
const COVER = new WeakMap<UnitState, boolean>();
const ROUGH = new WeakMap<UnitState, boolean>();
function covered(state: RmpState, unit: UnitState): boolean {
  let v = COVER.get(unit);
  if (v === undefined) {
    v = inCover(state, unit);
    COVER.set(unit, v);
  }
  return v;
}
function rough(state: RmpState, unit: UnitState): boolean {
  let v = ROUGH.get(unit);
  if (v === undefined) {
    v = inRough(state, unit);
    ROUGH.set(unit, v);
  }
  return v;
}

/** RMP-DEF-21: the SP a Shoot by `shooter` is expected to take from `target` (hits ÷ effective Armour). */
export function expectedShootLoss(state: RmpState, shooter: UnitState, target: UnitState): number {
  const cls = classOf(state, shooter);
  if (cls.shoot === null || cls.range === null) return 0;
  const hits = dicePool(state, shooter) * perDie(cls.shoot);
  let armour = classOf(state, target).armour;
  if (covered(state, target)) armour += state.params.shooting.coverArmourBonus;
  if (gap(state, shooter, target) > cls.range) armour += state.params.shooting.extremeRangeArmourBonus;
  return Math.min(target.sp, hits / Math.max(1, armour));
}

/** RMP-DEF-21: the SP each side of an Attack is expected to lose: [the target's, the attacker's]. */
export function expectedFight(state: RmpState, attacker: UnitState, target: UnitState): [number, number] {
  const aHits =
    dicePool(state, attacker) * perDie(fightNeed(state, attacker, classOf(state, attacker).attack));
  const dHits = dicePool(state, target) * perDie(fightNeed(state, target, classOf(state, target).defence));
  return [
    Math.min(target.sp, aHits / fightArmour(state, target)),
    Math.min(attacker.sp, dHits / fightArmour(state, attacker)),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Dice arithmetic: hit distributions, Strength Point losses and Courage.

const BINOMIAL = new Map<string, number[]>();
/** P(k hits) for n dice hitting with chance p each. */
function hitDist(n: number, p: number): number[] {
  const key = `${n}:${p}`;
  const known = BINOMIAL.get(key);
  if (known) return known;
  let row = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(row.length + 1).fill(0);
    row.forEach((q, k) => {
      next[k] = (next[k] as number) + q * (1 - p);
      next[k + 1] = (next[k + 1] as number) + q * p;
    });
    row = next;
  }
  BINOMIAL.set(key, row);
  return row;
}

/** P(2d6 = s) / P(d6 = s), index by s. */
const TWO_D6 = (() => {
  const out = new Array<number>(13).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) out[a + b] = (out[a + b] as number) + 1 / 36;
  return out;
})();
const ONE_D6 = [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];

/** RMP-CRG-07…14: the chances a Courage test is failed (score below Courage) and that it routs (score ≤ 0). */
function courageOdds(dice: number, modifier: number, need: number): { fail: number; rout: number } {
  const table = dice >= 2 ? TWO_D6 : ONE_D6;
  let fail = 0;
  let rout = 0;
  table.forEach((q, roll) => {
    if (q === 0) return;
    const score = roll + modifier;
    if (score <= 0) rout += q;
    else if (score < need) fail += q;
  });
  return { fail, rout };
}

function fightNeed(state: RmpState, unit: UnitState, value: number): number {
  if (unit.suppressed) return 6;
  if (rough(state, unit) && !hasRule(state, unit, 'ranger')) return state.params.attack.roughValue;
  return value;
}

function fightArmour(state: RmpState, unit: UnitState): number {
  if (rough(state, unit) && !hasRule(state, unit, 'ranger'))
    return Math.max(1, state.params.attack.roughArmour);
  return Math.max(1, classOf(state, unit).armour);
}

/** What a unit is worth to its side: its points, more for the Commander (VP bonus and every unit's Courage test). */
function fullWorth(state: RmpState, unit: UnitState): number {
  return unit.points + (unit.commander ? state.params.victory.commanderBonus + 3 : 0);
}

/** The Commander's bonus reaches the unit (RMP-CRG-09), measured roughly from centre to centre. */
function commanderNear(state: RmpState, unit: UnitState): boolean {
  const cmd = state.units.find((u) => u.player === unit.player && u.commander && u.status === 'table');
  if (!cmd) return false;
  if (cmd.id === unit.id) return true;
  return geometry.distance(centroid(cmd), centroid(unit)) <= state.params.courage.commanderRange + 2;
}

/**
 * The expected cost (in points) of `hits` hits (a distribution) landing on `unit` with this Armour: SP lost, the
 * chance of being destroyed, and the Courage test that follows (a rout removes the unit, a failure Suppresses it).
 * `testOnHit`: a Shoot tests Courage on any hit (RMP-CRG-01); an Attack only on a loss (RMP-CRG-02).
 */
function damageCost(
  state: RmpState,
  unit: UnitState,
  hits: readonly number[],
  armour: number,
  testOnHit: boolean,
): number {
  const worth = fullWorth(state, unit);
  const perSp = unit.points / unit.startSp;
  const cls = classOf(state, unit);
  const p = state.params;
  const base =
    (covered(state, unit) ? p.courage.coverBonus : 0) +
    (commanderNear(state, unit) ? p.courage.commanderBonus : 0) -
    (sideOf(state, unit.player).halfLost ? p.courage.halfPointsPenalty : 0);
  const supCost = unit.suppressed ? perSp * 1.2 + 0.6 : 0.2 * unit.points + 0.4;
  let cost = 0;
  hits.forEach((q, h) => {
    if (q < 1e-6) return;
    const lost = Math.floor(h / armour);
    if (lost >= unit.sp) {
      cost += q * worth;
      return;
    }
    const left = unit.sp - lost;
    let c = lost * perSp * 0.8;
    if (lost > 0 || (testOnHit && h > 0)) {
      const dice = 2 * left > unit.startSp ? p.courageDice.aboveHalf : p.courageDice.atOrBelowHalf;
      const odds = courageOdds(dice, base - lost, cls.courage);
      c += odds.rout * (worth - lost * perSp * 0.8) + odds.fail * supCost;
    }
    cost += q * c;
  });
  return cost;
}

// ---------------------------------------------------------------------------------------------------------------
// Shoots and Attacks in points.

/** Whether the target may Firefight the shooter (RMP-SHT-02, RMP-FF-03/04, RMP-DEF-09). */
function mayFirefight(state: RmpState, shooter: UnitState, target: UnitState, d: number): boolean {
  const range = classOf(state, target).range;
  return (
    hasRule(state, target, 'firefight') &&
    range !== null &&
    mayReact(state, target) &&
    (target.firstTargetedBy === undefined || target.firstTargetedBy === shooter.id) &&
    d <= range + 1e-6
  );
}

/** The points a Shoot by `shooter` (standing as given) at `target` is worth: damage dealt less Firefight returned. */
export function shootValue(state: RmpState, shooter: UnitState, target: UnitState, d: number): number {
  const cls = classOf(state, shooter);
  if (cls.shoot === null || cls.range === null) return 0;
  const extreme = d > cls.range + 1e-6;
  if (extreme && !cls.extremeRange) return 0;
  let armour = classOf(state, target).armour;
  if (covered(state, target)) armour += state.params.shooting.coverArmourBonus;
  if (extreme) armour += state.params.shooting.extremeRangeArmourBonus;
  const hits = hitDist(dicePool(state, shooter), perDie(cls.shoot));
  let dealt = damageCost(state, target, hits, Math.max(1, armour), true);
  // Going to ground (RMP-DEF-09) costs the target its next phase, but shrinks what it loses: count a little less.
  if (hasRule(state, target, 'goToGround') && mayReact(state, target)) dealt *= 0.85;
  let taken = 0;
  if (mayFirefight(state, shooter, target, d)) {
    const tc = classOf(state, target);
    const ret = hitDist(dicePool(state, target), perDie(tc.shoot ?? 7));
    const sArmour =
      classOf(state, shooter).armour + (covered(state, shooter) ? state.params.shooting.coverArmourBonus : 0);
    taken =
      chance2d6(state.params.reactions.firefightTest) *
      damageCost(state, shooter, ret, Math.max(1, sArmour), true);
  }
  return dealt - taken;
}

/** The points an Attack by `attacker` on `target` is worth: what the target loses less what the attacker loses. */
export function attackValue(state: RmpState, attacker: UnitState, target: UnitState): number {
  const aCls = classOf(state, attacker);
  const tCls = classOf(state, target);
  const aHits = hitDist(dicePool(state, attacker), perDie(fightNeed(state, attacker, aCls.attack)));
  const dealt = damageCost(state, target, aHits, fightArmour(state, target), false);
  const defend = (value: number) =>
    damageCost(
      state,
      attacker,
      hitDist(dicePool(state, target), perDie(fightNeed(state, target, value))),
      fightArmour(state, attacker),
      false,
    );
  let taken = defend(tCls.defence);
  if (hasRule(state, target, 'counterCharge') && mayReact(state, target) && tCls.attack < tCls.defence) {
    const cc = chance2d6(state.params.reactions.counterChargeTest);
    taken = (1 - cc) * taken + cc * defend(tCls.attack);
  }
  // The loser Retreats (the attacker on a tie): a small edge to the side expected to deal more.
  const aExp =
    (dicePool(state, attacker) * perDie(fightNeed(state, attacker, aCls.attack))) /
    fightArmour(state, target);
  const dExp =
    (dicePool(state, target) * perDie(fightNeed(state, target, tCls.defence))) / fightArmour(state, attacker);
  return dealt - taken + (aExp > dExp + 0.3 ? 0.3 : -0.3);
}

// ---------------------------------------------------------------------------------------------------------------
// Positions.

/** What striking now is worth to a fighter beyond the trade itself: left standing off, it is only shot at. */
const FIGHTER_TEMPO = 0.6;
/**
 * A fighter's pull towards the enemy (points per 12" still to close beyond its reach) and how much it minds the
 * guns on the way: measured with the Hive against a random Expedition, closing fast beats hiding on the way.
 */
const APPROACH = 3;
const FIGHTER_DANGER = 0.05;

/** A unit that wants to fight hand to hand rather than shoot. */
function isFighter(state: RmpState, unit: UnitState): boolean {
  const cls = classOf(state, unit);
  if (cls.range === null || cls.shoot === null) return true;
  return cls.attack <= 4 && cls.shoot >= 6;
}

function ghostAt(unit: UnitState, to: Vec2): UnitState {
  const positions = translated(unit, to);
  let i = 0;
  return { ...unit, models: unit.models.map((m) => (m.alive ? { ...m, ...(positions[i++] as Vec2) } : m)) };
}

function withUnit(state: RmpState, unit: UnitState): RmpState {
  return { ...state, units: state.units.map((u) => (u.id === unit.id ? unit : u)) };
}

/**
 * The per-decision memo: one choice scores many commands (and many imagined positions, each a new state object)
 * against the same table, so values keyed by unit ids and the flags they depend on are kept until the next choice.
 */
let memo = new Map<string, number>();
function cached(_state: RmpState, key: string, f: () => number): number {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const v = f();
  memo.set(key, v);
  return v;
}

function distanceBetween(state: RmpState, a: UnitState, b: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  const ba = basesOf(state, a);
  const bb = basesOf(state, b);
  for (const x of ba)
    for (const y of bb) {
      const d = geometry.distance(x.center, y.center) - x.radius - y.radius;
      if (d < best) best = d;
    }
  return best;
}

function sightRough(state: RmpState, a: UnitState, b: UnitState): boolean {
  const ma = alive(a);
  const mb = alive(b);
  if (sightBetween(state, centroid(a), centroid(b))) return true;
  const fa = ma[0];
  const la = ma[ma.length - 1];
  const fb = mb[0];
  const lb = mb[mb.length - 1];
  return !!(fa && lb && sightBetween(state, fa, lb)) || !!(la && fb && sightBetween(state, la, fb));
}

/**
 * How good a spot is for a unit, in points: what it threatens next turn (a Shoot in range, an Attack in reach),
 * cover, and what the enemy can do to it there (its shooters in range, its fighters in reach).
 */
function positionValue(state: RmpState, unit: UnitState): number {
  if (unit.status !== 'table') return 0;
  const enemies = state.units.filter((u) => u.player !== unit.player && u.status === 'table');
  if (enemies.length === 0) return 0;
  const cls = classOf(state, unit);
  const fighter = isFighter(state, unit);
  const reach = maxMovement(state, unit);
  const cover = covered(state, unit);
  const wild = hasRule(state, unit, 'wildCharge');
  let offence = 0;
  let nearest = Number.POSITIVE_INFINITY;
  let danger = 0;
  // RMP-DEF-11: a Wild Charger in reach of an enemy must charge the nearest one next phase, good or bad.
  let forced: { d: number; v: number } | undefined;
  for (const e of enemies) {
    const d = distanceBetween(state, unit, e);
    const sight = d < 60 ? sightRough(state, unit, e) : false;
    if (fighter) {
      const v =
        cached(state, `atk:${unit.id}:${e.id}:${rough(state, unit)}:${cover}`, () =>
          attackValue(state, unit, e),
        ) + FIGHTER_TEMPO;
      if (wild && sight && d <= reach && (!forced || d < forced.d)) forced = { d, v };
      if (v > 0) {
        const f = d <= reach ? (sight ? 1 : 0.6) : Math.max(0, 1 - (d - reach) / (2 * reach)) * 0.5;
        offence = Math.max(offence, v * f);
        nearest = Math.min(nearest, d);
      }
    } else if (cls.range !== null) {
      const f = d <= cls.range ? 1 : cls.extremeRange ? 0.75 : Math.max(0, 1 - (d - cls.range) / 12) * 0.4;
      if (sight && f > 0) {
        const v = cached(state, `sht:${unit.id}:${e.id}:${d <= cls.range}:${cover}`, () =>
          shootValue(state, unit, e, d),
        );
        offence = Math.max(offence, v * f);
      }
      nearest = Math.min(nearest, d);
    }
    if (e.suppressed || cached(state, `eng:${e.id}`, () => (engaged(state, e) ? 1 : 0)) === 1) continue;
    const ec = classOf(state, e);
    const eAct = chance2d6(Math.min(ec.moveActivation, ec.attackActivation, ec.shootActivation ?? 13));
    let threat = 0;
    if (ec.range !== null && sight && (d <= ec.range || ec.extremeRange)) {
      const extreme = d > ec.range ? state.params.shooting.extremeRangeArmourBonus : 0;
      const armour = cls.armour + (cover ? state.params.shooting.coverArmourBonus : 0) + extreme;
      const exp = (dicePool(state, e) * perDie(ec.shoot ?? 7)) / armour;
      threat = exp * (unit.points / unit.startSp) * 1.6 * chance2d6(ec.shootActivation ?? 13);
    }
    const eReach = maxMovement(state, e);
    if (d <= eReach + 0.5 && sight) {
      const v = cached(
        state,
        `atk:${e.id}:${unit.id}:${rough(state, e)}:${rough(state, unit)}:${cover}`,
        () => attackValue(state, e, unit),
      );
      const wild = hasRule(state, e, 'wildCharge') ? chance2d6(ec.attackActivation) : 0;
      threat = Math.max(threat, Math.max(0, v) * Math.max(wild, eAct * 0.8));
    }
    danger += threat;
  }
  if (forced)
    offence = chance2d6(cls.attackActivation) * forced.v + (1 - chance2d6(cls.attackActivation)) * offence;
  const coverValue = cover ? 0.4 + unit.points * 0.05 : 0;
  // A fighter must close in whatever the enemy shoots at it on the way (standing off only feeds its guns).
  let value = fighter
    ? offence * 0.6 + coverValue - danger * FIGHTER_DANGER
    : offence * 0.45 + coverValue - danger * 0.35;
  if (fighter && Number.isFinite(nearest)) value -= (Math.max(0, nearest - reach) / 12) * APPROACH;
  if (!fighter && Number.isFinite(nearest) && cls.range !== null)
    value -= (Math.max(0, nearest - cls.range) / 12) * 0.6;
  return value;
}

function positionAt(state: RmpState, unit: UnitState, to: Vec2): number {
  const moved = ghostAt(unit, to);
  return positionValue(withUnit(state, moved), moved);
}

// ---------------------------------------------------------------------------------------------------------------
// Orders.

/** The value (in points) of carrying out one order, assuming its test passes. */
function orderValue(state: RmpState, c: RmpCommandOf<'order'>): number {
  const unit = findUnit(state, c.unit);
  if (!unit) return Number.NEGATIVE_INFINITY;
  const target = c.target ? findUnit(state, c.target) : undefined;
  const here = () => cached(state, `pos:${unit.id}`, () => positionValue(state, unit));
  switch (c.action) {
    case 'shoot':
      return target ? shootValue(state, unit, target, gap(state, unit, target)) : 0;
    case 'attack':
      // A fighter that does not strike now is shot at instead: an even Attack is worth making.
      return target ? attackValue(state, unit, target) + (isFighter(state, unit) ? FIGHTER_TEMPO : 0) : 0;
    case 'move': {
      if (unit.status === 'embarked') {
        return c.to ? placedValue(state, unit, c.to) + 0.5 : 0;
      }
      if (c.embark) return unit.sp < unit.startSp ? 0.6 : 0.1;
      const to = c.to ?? centroid(unit);
      return positionAt(state, unit, to) - here();
    }
    default: {
      if (!target || !c.to) return 0;
      const moved = ghostAt(unit, c.to);
      const ghost = withUnit(state, moved);
      const shot = c.shootFirst
        ? shootValue(state, unit, target, gap(state, unit, target))
        : shootValue(ghost, moved, target, gap(ghost, moved, target));
      return shot + positionValue(ghost, moved) - here();
    }
  }
}

/** The position value of a unit set down with its centre here (leaving a transport, bailing out). */
function placedValue(state: RmpState, unit: UnitState, at: Vec2): number {
  const positions = layout(state, unit, at);
  const placed = { ...unit, status: 'table' as const, models: unit.models.map((m) => ({ ...m })) };
  alive(placed).forEach((m, i) => {
    Object.assign(m, positions[i]);
  });
  return positionValue(withUnit(state, placed), placed);
}

/**
 * RMP-DEF-21: a failed test ends the phase, so an order is scored by what it is expected to bring with what the
 * units not yet ordered are expected to bring after it: p × (value + rest). Ordering by that puts the likely and
 * valuable orders first; an order worth nothing is never given (ending the phase scores 0).
 */
function orderScores(state: RmpState, legal: readonly RmpCommand[]): Map<RmpCommand, number> {
  const values = new Map<RmpCommand, { unit: string; p: number; v: number }>();
  const bestByUnit = new Map<string, number>();
  for (const c of legal) {
    if (c.type !== 'order') continue;
    const unit = findUnit(state, c.unit);
    if (!unit) continue;
    const p = chance2d6(activationValue(state, unit, c.action) ?? 13);
    const v = orderValue(state, c);
    values.set(c, { unit: c.unit, p, v });
    if (v > 0.05) bestByUnit.set(c.unit, Math.max(bestByUnit.get(c.unit) ?? 0, p * v));
  }
  let total = 0;
  for (const x of bestByUnit.values()) total += x;
  const out = new Map<RmpCommand, number>();
  for (const [c, { unit, p, v }] of values) {
    if (v <= 0.05) {
      out.set(c, -1);
      continue;
    }
    const rest = total - (bestByUnit.get(unit) ?? 0);
    out.set(c, p * (v + rest * 0.9) + 1e-3 * v);
  }
  return out;
}

function reactScore(state: RmpState, command: RmpCommandOf<'react'>): number {
  const head = state.queue[0];
  if (head?.kind === 'attack') {
    if (command.reaction !== 'counter-charge') return 0;
    const unit = findUnit(state, head.target);
    if (!unit) return -1;
    const cls = classOf(state, unit);
    // RMP-DEF-09: a Counter-charge fights with the Attack value: worth it when that hits more often.
    return cls.attack <= cls.defence ? 1 : -1;
  }
  if (head?.kind === 'shoot-react') {
    if (command.reaction === 'firefight') return 2;
    if (command.reaction === 'go-to-ground') {
      const target = findUnit(state, head.target);
      if (!target) return -1;
      const armour =
        classOf(state, target).armour +
        (covered(state, target) ? state.params.shooting.coverArmourBonus : 0) +
        (head.extreme ? state.params.shooting.extremeRangeArmourBonus : 0);
      const loss = Math.floor(head.hits / Math.max(1, armour));
      const lossDown = Math.floor(head.hits / (armour + state.params.shooting.goToGroundArmourBonus));
      // RMP-DEF-21: go to ground when the Shoot would cost 2 SP or more (and going down saves some).
      return loss >= 2 && lossDown < loss ? 1 : -1;
    }
  }
  return 0;
}

function deployScore(state: RmpState, player: string, command: RmpCommandOf<'deploy'>): number {
  const unit = findUnit(state, command.unit);
  if (!unit) return 0;
  if (command.embarkIn) return unit.commander ? 0.5 : 1.5;
  const at = command.at ?? { x: 0, y: 0 };
  const ghost = { ...unit, status: 'table' as const, models: unit.models.map((m) => ({ ...m })) };
  const n = alive(ghost).length;
  alive(ghost).forEach((m, i) => {
    m.x = at.x + (i - (n - 1) / 2) * (2 * classOf(state, unit).baseRadius + 0.5);
    m.y = at.y;
  });
  const mine = state.units.filter((u) => u.player === player && u.status === 'table');
  let crowd = 0;
  for (const u of mine) crowd += Math.max(0, 8 - geometry.distance(centroid(u), at));
  const edge = homeEdge(state, player);
  const forward = Math.abs(at.y - edge.y) / state.params.deployment.zoneDepth;
  const cover = inCover(withUnit(state, ghost), ghost) ? 1 : 0;
  const fighter = isFighter(state, unit);
  // Fighters deploy forward to close the gap; shooters in cover; everyone spread along the line.
  return (
    -crowd / 8 +
    cover +
    (fighter ? forward * 0.8 : -forward * 0.2) -
    Math.abs(at.x - state.params.table.width / 2) / 120
  );
}

/** RMP-DEF-21: the heuristic's score of one legal command (higher is better). */
export function scoreCommand(state: RmpState, player: string, command: RmpCommand): number {
  memo = new Map();
  return scoreOne(state, player, command);
}

function scoreOne(state: RmpState, player: string, command: RmpCommand): number {
  switch (command.type) {
    case 'order':
      return orderScores(state, [command]).get(command) ?? 0;
    case 'end-phase':
      return 0;
    case 'react':
      return reactScore(state, command);
    case 'retreat':
      return command.cover === null ? 0 : 1;
    case 'wild-charge': {
      const unit = findUnit(state, command.unit);
      const target = command.target ? findUnit(state, command.target) : undefined;
      if (!unit || !target) return 0;
      return attackValue(state, unit, target);
    }
    case 'rally': {
      const unit = findUnit(state, command.unit);
      return unit ? fullWorth(state, unit) : 0;
    }
    case 'deploy':
      return deployScore(state, player, command);
    case 'place-passengers': {
      const unit = findUnit(state, command.unit);
      return unit ? placedValue(state, unit, command.at) : 0;
    }
    case 'choose-zone':
      return command.zone === 'south' ? 1 : 0;
    default:
      return 0;
  }
}

/** The heuristic's choice among the legal commands (ties: the first listed). */
export function rmpHeuristicChoice(
  state: RmpState,
  player: string,
  legal: readonly RmpCommand[],
): RmpCommand | undefined {
  memo = new Map();
  const orders = legal.some((c) => c.type === 'order') ? orderScores(state, legal) : undefined;
  let best: RmpCommand | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of legal) {
    const s = c.type === 'order' && orders ? (orders.get(c) ?? -1) : scoreOne(state, player, c);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

/**
 * The Rampant heuristic bot (RMP-DEF-21): orders the units most likely to pass their activation test first,
 * shoots the target that loses the most expected SP, attacks when it expects to lose less than it deals,
 * Firefights whenever allowed, goes to ground when a Shoot would cost 2 SP or more, and retreats into cover.
 * @example simulate({ ruleset: rampant, setup, bots: { red: rmpHeuristicBot(), blue: randomBot() }, games: 100, seed: 1 });
 */
export function rmpHeuristicBot(): DescribedBot {
  return {
    name: RMP_HEURISTIC_NAME,
    recipe: { module: 'sandtable/rampant', export: 'rmpHeuristicBot', args: [] },
    choose(state: GameState, player: PlayerId, random) {
      const awaiting = state.awaitingDice;
      if (awaiting?.player === player) {
        const { count, sides } = awaiting.request;
        return {
          type: 'provide-dice',
          player,
          dice: Array.from({ length: count }, () => 1 + random.int(sides)),
        };
      }
      const legal = legalCommands(state, player) as RmpCommand[];
      if (legal.length === 0)
        throw rulesetBug(`rampant: ${player} is asked for a decision but has no legal command.`);
      return (
        rmpHeuristicChoice(state.game as RmpState, player, legal) ??
        (legal[random.int(legal.length)] as RmpCommand)
      );
    },
  };
}
