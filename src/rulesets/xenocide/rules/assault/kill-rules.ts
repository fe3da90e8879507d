import { findUnit, profileOf } from '../../context';
import type { Cad } from '../../schemas/cad';
import type { XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { assaultCadOf } from './assault-cad';
import { presentModels } from './participants';

/** XEN-CA-20 / XEN-CA-24: a model of a struck unit, as casualty assignment sees it. */
export interface Victim {
  readonly model: string;
  readonly unit: string;
  /** Its CAD in this assault (XEN-CA-18, XEN-CA-21). */
  readonly cad: Cad;
  readonly face: number;
  readonly count: number;
  /** Its printed CAD, for the XEN-SUP-25 weighting. */
  readonly printed: Cad;
  readonly vp: number;
  /** XEN-CA-39: Shield X. */
  readonly shield?: number;
  /** XEN-TITAN-27 / XEN-TITAN-28: a titan takes several hits; these are what it can absorb before it dies. */
  readonly titan?: { readonly core: number; readonly layers: number };
}

/** XEN-CA-20 / XEN-CA-24 / R57: the models of a unit that attack dice can kill (present, not in a closed transport). */
export function victimsOf(state: XenocideState, assault: AssaultState, unitId: string): Victim[] {
  const unit = findUnit(state, unitId);
  if (!unit) return [];
  return presentModels(state, unit).map((model) => {
    const profile = profileOf(state, model);
    const cad = assaultCadOf(state, assault, unit, model);
    const shield = profile.kind === 'titan' ? undefined : profile.defenseSpecials?.shield;
    return {
      model: model.id,
      unit: unit.id,
      cad: cad.cad,
      face: cad.face,
      count: cad.count,
      printed: profile.cad,
      vp: profile.vp,
      ...(shield === undefined ? {} : { shield }),
      ...(model.titan ? { titan: { core: model.titan.core, layers: model.titan.layers } } : {}),
    };
  });
}

/** XEN-CA-23: the lowest die face that can kill a model of the unit (7 when none is left). */
export function lowestFace(victims: readonly Victim[]): number {
  return Math.min(7, ...victims.map((v) => v.face));
}

/** XEN-TITAN-28: hits that destroy a titan: one per core level, one more at core 0, plus one per deflector layer. */
export function titanCapacity(titan: NonNullable<Victim['titan']>): number {
  return titan.core + 1 + titan.layers;
}

/** XEN-CA-24..26: one kill: the model and the indices (into the pending dice) of the dice spent on it. */
export interface Kill {
  readonly model: string;
  readonly dice: readonly number[];
}

/** Which victims would still be alive after `kills` (titans alive until they took their capacity in hits). */
function survivorsAfter(victims: readonly Victim[], kills: readonly Kill[]): Victim[] {
  return victims.filter((v) => {
    const hits = kills.filter((k) => k.model === v.model).length;
    return v.titan ? hits < titanCapacity(v.titan) : hits === 0;
  });
}

/**
 * XEN-CA-24..26 / R47: why a set of kills is not an acceptable use of `pending` (ascending) dice against
 * `victims`, or undefined. Each die goes to one kill; a kill uses exactly the dice the model's CAD needs,
 * each at least its face; dice are spent lowest first, so a die may not be left while a model it could kill
 * is left alive or is killed by a higher die; every die that can kill must be assigned, and 6s must go in
 * pairs or triplets to the 66/666 models they can kill.
 */
export function whyBadKills(
  pending: readonly number[],
  victims: readonly Victim[],
  kills: readonly Kill[],
): string | undefined {
  const used = new Set<number>();
  for (const kill of kills) {
    const victim = victims.find((v) => v.model === kill.model);
    if (!victim) return `Model ${kill.model} is not a model of this unit that can be killed (XEN-CA-24).`;
    if (!victim.titan && kills.filter((k) => k.model === kill.model).length > 1)
      return `Model ${kill.model} can be killed only once (XEN-CA-24).`;
    for (const index of kill.dice) {
      if (!Number.isInteger(index) || index < 0 || index >= pending.length)
        return `There is no die ${index}; the dice to assign are ${pending.join(', ')} (XEN-CA-24).`;
      if (used.has(index)) return `Die ${index} (a ${pending[index]}) is assigned twice (XEN-CA-24).`;
      used.add(index);
    }
    const values = kill.dice.map((i) => pending[i] as number);
    if (values.length !== victim.count || values.some((d) => d < victim.face)) {
      const needs = victim.count > 1 ? `${victim.count} sixes` : `one die of ${victim.face} or more`;
      return `Model ${kill.model} has CAD ${victim.cad} and needs ${needs}; ${values.join(', ') || 'no dice'} cannot kill it (XEN-CA-20, XEN-CA-26).`;
    }
  }
  const titanHits = new Map<string, number>();
  for (const kill of kills) titanHits.set(kill.model, (titanHits.get(kill.model) ?? 0) + 1);
  for (const victim of victims) {
    if (victim.titan && (titanHits.get(victim.model) ?? 0) > titanCapacity(victim.titan))
      return `Model ${victim.model} is destroyed before it takes that many hits (XEN-TITAN-28).`;
  }
  const survivors = survivorsAfter(victims, kills);
  const left = pending.filter((_, i) => !used.has(i));
  for (const v of [...new Set(left)]) {
    const alive = survivors.find((s) => s.count === 1 && s.face <= v);
    if (alive)
      return `A ${v} is left unassigned but can kill model ${alive.model} (CAD ${alive.cad}); every die that can kill must be assigned (XEN-CA-24, R47).`;
    for (const kill of kills) {
      const victim = victims.find((s) => s.model === kill.model) as Victim;
      const value = pending[kill.dice[0] as number] as number;
      if (victim.count === 1 && victim.face <= v && value > v)
        return `Dice are assigned lowest first: the ${v} must kill model ${kill.model} before the ${value} does (XEN-CA-24).`;
    }
  }
  const sixes = left.filter((d) => d === 6).length;
  const owed = survivors.find((s) => s.count > 1 && s.face <= 6 && s.count <= sixes);
  if (owed)
    return `${sixes} sixes are left unassigned but ${owed.count} of them kill model ${owed.model} (CAD ${owed.cad}); sixes go in pairs or triplets to the models they can kill and may not be spread to avoid kills (XEN-CA-26, R47).`;
  return undefined;
}

/**
 * XEN-CA-24..26 / R47: a defender's default kills: dice lowest first, each to the cheapest model (by VP) it
 * can kill; the 6s left then go singly to single-die models, and in pairs or triplets to 66/666 models,
 * cheapest first, while enough remain. Dice left over are lost.
 */
export function defaultKills(pending: readonly number[], victims: readonly Victim[]): Kill[] {
  const kills: Kill[] = [];
  const hits = new Map<string, number>();
  const alive = (v: Victim) => {
    const n = hits.get(v.model) ?? 0;
    return v.titan ? n < titanCapacity(v.titan) : n === 0;
  };
  const cheapest = (list: readonly Victim[]) =>
    [...list].sort((a, b) => a.vp - b.vp || a.count - b.count)[0] as Victim | undefined;
  const take = (victim: Victim, dice: number[]) => {
    kills.push({ model: victim.model, dice });
    hits.set(victim.model, (hits.get(victim.model) ?? 0) + 1);
  };
  const sixes: number[] = [];
  pending.forEach((value, index) => {
    if (value === 6) {
      sixes.push(index);
      return;
    }
    const victim = cheapest(victims.filter((v) => alive(v) && v.count === 1 && v.face <= value));
    if (victim) take(victim, [index]);
  });
  while (sixes.length > 0) {
    const single = cheapest(victims.filter((v) => alive(v) && v.count === 1));
    const multi = cheapest(victims.filter((v) => alive(v) && v.count > 1 && v.count <= sixes.length));
    const victim = single ?? multi;
    if (!victim) break;
    take(victim, sixes.splice(0, victim.count));
  }
  return kills;
}
