import type { SqContext } from '../../events';
import type { AtClass } from '../../params';
import type { SqDraft, SqState, UnitState } from '../../state';
import { coverInPlace } from '../geometry';
import type { SqStep } from '../queue';
import { hitsOn } from '../shooting';
import { alive, hasRule, isVehicle, profileOf, qualityOf, weaponOf } from '../units';
import type { CombatStep } from './combat-step';
import { loneUnit, unitIn } from './sides';

/** One unit's attacks at one enemy unit this round. */
export interface Strike {
  readonly striker: string;
  readonly target: string;
  /** The models whose attacks these are, one die each, in order (SQ-CQB-05). */
  readonly models: readonly string[];
  /** Attacks no model carries: round-1 bonus dice (SQ-CQB-06, SQ-SPC-01) or a vehicle's `cqbAttacks` (SQ-DEF-21). */
  readonly extra: number;
  /** Whether the round-1 bonus dice are still to roll (SQ-CQB-06). */
  readonly bonus: boolean;
}

/** What the lone unit must decide before it strikes: how its attacks split among its opponents (SQ-DEF-20). */
export interface SplitDue {
  readonly unit: string;
  readonly among: string[];
  readonly attacks: number;
}

/** The attacks a unit has this round (before bonus dice): 1 per living model, a vehicle its `cqbAttacks`. */
export function baseAttacks(state: SqState, unit: UnitState): number {
  return isVehicle(unit) ? profileOf(state, unit).cqbAttacks : alive(unit).length;
}

/**
 * SQ-CQB-05 / SQ-CQB-06 / SQ-DEF-20: the strikes of the units in `slot`: every other unit strikes the lone
 * unit; the lone unit strikes its opponents: all at one, by the split assault's models (SQ-CQS-07, bonus dice at
 * the first target), or by the owner's allocation (a `SplitDue` when it is still to be asked).
 */
export function strikesInSlot(
  state: SqState,
  step: CombatStep,
  attackers: readonly string[],
  defenders: readonly string[],
): Strike[] | SplitDue {
  const loneId = loneUnit(attackers, defenders);
  const firstRound = step.fresh && step.round === 1;
  const out: Strike[] = [];
  for (const id of [...attackers, ...defenders]) {
    if (step.slots[id] !== step.slot) continue;
    const u = unitIn(state, id);
    const models = isVehicle(u) ? [] : alive(u).map((m) => m.id);
    const extra = isVehicle(u) ? profileOf(state, u).cqbAttacks : 0;
    const bonus = firstRound && attackers.includes(id) && !isVehicle(u);
    if (id !== loneId) {
      if (models.length + extra > 0 || bonus) out.push({ striker: id, target: loneId, models, extra, bonus });
      continue;
    }
    const opponents = [...attackers, ...defenders].filter((x) => x !== loneId);
    if (opponents.length === 0) continue;
    if (opponents.length === 1) {
      out.push({ striker: id, target: opponents[0] as string, models, extra, bonus });
      continue;
    }
    const split = step.split;
    if (split && opponents.includes(split.target)) {
      const primary = opponents.find((x) => x !== split.target) as string;
      const sent = models.filter((m) => split.models.includes(m));
      const rest = models.filter((m) => !split.models.includes(m));
      out.push({ striker: id, target: primary, models: rest, extra, bonus });
      out.push({ striker: id, target: split.target, models: sent, extra: 0, bonus: false });
      continue;
    }
    const attacks = models.length + extra;
    if (attacks === 0) continue;
    if (!step.allocation) return { unit: id, among: opponents, attacks };
    let next = 0;
    for (const target of opponents) {
      const n = step.allocation[target] ?? 0;
      const mine = models.slice(next, Math.min(models.length, next + n));
      const leftover = n - mine.length;
      next += n;
      if (n > 0) out.push({ striker: id, target, models: mine, extra: leftover, bonus: false });
    }
  }
  return out;
}

/**
 * SQ-CQB-06 / SQ-SPC-01: the assaulting unit's round-1 bonus attacks: +D3 with 5 or fewer models, +D6 with 6 or
 * more; a CQB Specialist rolls one more die of the same size.
 */
function rollBonus(state: SqState, unit: UnitState, ctx: SqContext): { attacks: number; rules: string[] } {
  const sides = alive(unit).length <= 5 ? 3 : 6;
  const specialist = hasRule(state, unit, 'cqbSpecialist');
  const rules = specialist ? ['SQ-CQB-06', 'SQ-SPC-01'] : ['SQ-CQB-06'];
  const roll = ctx.dice.roll({
    purpose: `bonus attacks: ${unit.name}`,
    sides,
    count: specialist ? 2 : 1,
    rules,
    player: unit.player,
  });
  return { attacks: roll.total, rules };
}

/** SQ-VEH-01…03 / SQ-DEF-18: what a CQB attack needs to hit a vehicle: automatic when it did not move. */
export function vehicleToHit(vehicle: UnitState): { need: number | undefined; rule: string } {
  const moved = vehicle.immobilised > 0 ? 0 : vehicle.lastMove;
  if (moved <= 1e-9) return { need: undefined, rule: 'SQ-VEH-01' };
  if (moved <= 8 + 1e-9) return { need: 4, rule: 'SQ-VEH-02' };
  return { need: 6, rule: 'SQ-VEH-03' };
}

/**
 * SQ-CQB-07 / SQ-CQB-08 / SQ-SPC-07 / SQ-VEH-01…05: rolls one strike and answers the steps that resolve its hits:
 * saves and casualties (armour; cover only for the assaulted unit in round 1), or AT hits on a vehicle's rear.
 */
export function resolveStrike(draft: SqDraft, step: CombatStep, strike: Strike, ctx: SqContext): SqStep[] {
  const state = draft as SqState;
  const striker = unitIn(state, strike.striker);
  const target = unitIn(state, strike.target);
  const rules = new Set<string>(['SQ-DEF-19']);
  if (strike.models.length > 0) rules.add('SQ-CQB-05');
  if (isVehicle(striker)) rules.add('SQ-DEF-21');
  let attacks = strike.models.length + strike.extra;
  if (strike.bonus) {
    const bonus = rollBonus(state, striker, ctx);
    attacks += bonus.attacks;
    for (const r of bonus.rules) rules.add(r);
  }
  if (attacks <= 0) return [];
  const improved = hasRule(state, striker, 'improvedCloseCombat');
  let faces: number[] = [];
  let need: number | undefined = qualityOf(state, striker).cqb;
  if (isVehicle(target)) {
    const v = vehicleToHit(target);
    need = v.need;
    rules.add(v.rule);
    rules.add('SQ-DEF-21');
  } else rules.add('SQ-CQB-07');
  let hitIndices: number[];
  if (need === undefined) hitIndices = Array.from({ length: attacks }, (_, i) => i);
  else {
    const roll = ctx.dice.roll({
      purpose: `CQB to hit: ${striker.name}`,
      sides: 6,
      count: attacks,
      target: { per: 'die', op: 'atLeast', value: need },
      rules: [...rules],
      player: striker.player,
    });
    faces = [...roll.dice];
    const ones = faces.flatMap((d, i) => (d === 1 ? [i] : []));
    if (improved && ones.length > 0) {
      faces = [...ctx.dice.reroll(roll, ones, `improved close combat: ${striker.name}`).dice];
      rules.add('SQ-SPC-07');
    }
    const n = need;
    hitIndices = faces.flatMap((d, i) => (hitsOn(state, d, n) ? [i] : []));
  }
  ctx.emit({
    type: 'cqb-strikes',
    unit: striker.id,
    target: target.id,
    attacks,
    hits: hitIndices.length,
    rules: [...rules],
  });
  if (hitIndices.length === 0) return [];
  if (isVehicle(target)) return vehicleDamage(state, striker, target, strike, hitIndices, ctx);
  const assaulted = step.fresh && step.round === 1 && step.defenders.includes(target.id);
  const cover = assaulted ? coverInPlace(state, target) : 'none';
  return [
    {
      kind: 'hits',
      unit: target.id,
      cause: striker.id,
      groups: [{ hits: hitIndices.length, ap: 0 }],
      ...(cover === 'none' ? {} : { cover: state.params.cover[cover] }),
      rules: ['SQ-CQB-08', 'SQ-DEF-19'],
    },
  ];
}

/**
 * SQ-VEH-04 / SQ-VEH-05 / SQ-DEF-21: a hit by a model with a `cqbAntiTank` weapon is an AT hit of that weapon's
 * class on the rear armour; every other hit rolls a d6 and a 6 makes an AT VLt hit on the rear; no cover.
 */
function vehicleDamage(
  state: SqState,
  striker: UnitState,
  target: UnitState,
  strike: Strike,
  hitIndices: readonly number[],
  ctx: SqContext,
): SqStep[] {
  const out: SqStep[] = [];
  let plain = 0;
  for (const i of hitIndices) {
    const modelId = strike.models[i];
    const model = modelId ? striker.models.find((m) => m.id === modelId) : undefined;
    const anti = model?.weapons.find((w) => weaponOf(state, w).flags.includes('cqbAntiTank'));
    if (anti) {
      const at: AtClass = weaponOf(state, anti).at ?? 'VLt';
      out.push({
        kind: 'vehicle-hit',
        unit: target.id,
        at,
        facing: 'rear',
        rules: ['SQ-VEH-05', 'SQ-DEF-21'],
      });
    } else plain++;
  }
  if (plain > 0) {
    const roll = ctx.dice.roll({
      purpose: `CQB damage: ${striker.name}`,
      sides: 6,
      count: plain,
      target: { per: 'die', op: 'atLeast', value: 6 },
      rules: ['SQ-VEH-04', 'SQ-DEF-21'],
      player: striker.player,
    });
    for (const d of roll.dice)
      if (d >= 6)
        out.push({
          kind: 'vehicle-hit',
          unit: target.id,
          at: 'VLt',
          facing: 'rear',
          rules: ['SQ-VEH-04', 'SQ-DEF-21'],
        });
  }
  return out;
}
