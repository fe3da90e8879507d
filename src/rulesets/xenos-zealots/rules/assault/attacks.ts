import type { WeaponProfile } from '../../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../../state';
import { type AllocationCandidate, allocateDie } from '../damage/allocate';
import { aboveOf, hitStep } from '../damage/hit';
import type { XzStep, XzStepHandler } from '../queue';
import { offerReroll } from '../reroll';
import { aliveModels, modelCard, modelDistance, weaponOf } from '../units';
import { engagement } from './reach';

/** Step Three or Four of an assault: one unit's attacks (XZ-ASLT-09, XZ-ASLT-13). */
export interface AttacksStep extends XzStep {
  readonly kind: 'assault-attacks';
  readonly unit: string;
  readonly target: string;
  readonly step: 3 | 4;
}

/** XZ-ASLT-09 / XZ-ASLT-13: builds a unit's attacks step (Step Three or Four). */
export function attacksStep(unit: string, target: string, step: 3 | 4): AttacksStep {
  return { kind: 'assault-attacks', unit, target, step };
}

/** XZ-ASLT-09 / R32: one rank of strikers rolling their attack dice together (models in contact, or within 2"). */
export interface StrikeStep extends XzStep {
  readonly kind: 'assault-strike';
  readonly unit: string;
  readonly target: string;
  readonly step: 3 | 4;
  readonly rank: 'contact' | 'near';
  readonly models: readonly string[];
}

/** A weapon's hits waiting for R9 allocation, one die at a time. */
export interface StrikeGroup {
  readonly weapon: string;
  readonly ap: number;
  readonly damage: number;
  /** The striking models carrying it. */
  readonly models: readonly string[];
  /** Hit dice not yet allocated, highest first. */
  readonly dice: readonly number[];
  /** R9 priority 4: models this group has already hit. */
  readonly hit: readonly string[];
}

/** R9 / XZ-ASLT-11: the hits of one rank, allocated and resolved one at a time. */
export interface AllocateStep extends XzStep {
  readonly kind: 'assault-allocate';
  readonly unit: string;
  readonly target: string;
  readonly groups: readonly StrikeGroup[];
}

/**
 * XZ-ASLT-09 / XZ-ASLT-13 / R32: a unit's attacks: its models in base contact with the enemy unit roll first, then
 * its models within 2" of an enemy model (ranks taken when the unit's attacks begin); other models do not attack.
 * Models removed in Step Three do not attack in Step Four.
 */
export const assaultAttacksStep: XzStepHandler = (draft, step) => {
  const s = step as AttacksStep;
  const state = draft as XzState;
  const unit = state.units.find((u) => u.id === s.unit);
  const target = state.units.find((u) => u.id === s.target);
  if (!unit || !target || unit.status !== 'on-table' || target.status !== 'on-table') return 'done';
  const enemies = aliveModels(target);
  const contact: string[] = [];
  const near: string[] = [];
  for (const m of aliveModels(unit)) {
    const tier = engagement(m, enemies);
    if (tier === 1) contact.push(m.id);
    else if (tier === 2) near.push(m.id);
  }
  const ranks: StrikeStep[] = [];
  if (contact.length > 0)
    ranks.push({
      kind: 'assault-strike',
      unit: unit.id,
      target: target.id,
      step: s.step,
      rank: 'contact',
      models: contact,
    });
  if (near.length > 0)
    ranks.push({
      kind: 'assault-strike',
      unit: unit.id,
      target: target.id,
      step: s.step,
      rank: 'near',
      models: near,
    });
  return ranks.length > 0 ? ranks : 'done';
};

/**
 * XZ-WPN-07 / R32: the weapons a model strikes with: each Assault-type weapon it carries, or else the card's
 * `defaultAssaultWeapon`; none when it has neither (ranged weapons are never used in an assault).
 */
export function assaultWeapons(state: XzState, unit: UnitState, model: ModelState): WeaponProfile[] {
  const card = modelCard(state, unit, model);
  const own: WeaponProfile[] = [];
  for (const name of model.weapons) {
    const w = weaponOf(card, name);
    if (w && w.type === 'assault') own.push(w);
  }
  if (own.length > 0) return own;
  return card.defaultAssaultWeapon ? [card.defaultAssaultWeapon] : [];
}

/**
 * XZ-ASLT-10 / XZ-ASLT-12 / R6 / R32 / R4: one rank strikes: each model rolls Effect D6s for each of its
 * assault weapons, less one die per attack it lost in this assault; the owner may spend Command re-rolls on dice
 * that hit no model; each die ≥ the struck model's Assault value (R30) is a hit, allocated by R9.
 */
export const assaultStrikeStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as StrikeStep;
  const state = draft as XzState;
  const unit = state.units.find((u) => u.id === s.unit);
  const target = state.units.find((u) => u.id === s.target);
  if (!unit || !target || unit.status !== 'on-table' || target.status !== 'on-table') return 'done';
  const lost = state.assault?.lostAttacks ?? {};
  const groups = new Map<string, { weapon: WeaponProfile; models: string[]; count: number }>();
  for (const id of s.models) {
    const m = unit.models.find((x) => x.id === id && x.alive);
    if (!m) continue;
    let lose = lost[m.id] ?? 0;
    const weapons = assaultWeapons(state, unit, m);
    const counts = weapons.map((w) => (typeof w.effect === 'number' ? w.effect : 0));
    for (let i = counts.length - 1; i >= 0 && lose > 0; i--) {
      const cut = Math.min(lose, counts[i] as number);
      counts[i] = (counts[i] as number) - cut;
      lose -= cut;
    }
    weapons.forEach((w, i) => {
      const n = counts[i] as number;
      if (n <= 0) return;
      const g = groups.get(w.name) ?? { weapon: w, models: [], count: 0 };
      g.models.push(m.id);
      g.count += n;
      groups.set(w.name, g);
    });
  }
  const total = [...groups.values()].reduce((sum, g) => sum + g.count, 0);
  const enemies = aliveModels(target);
  let needs = Number.POSITIVE_INFINITY;
  for (const t of enemies) needs = Math.min(needs, modelCard(state, target, t).assault);
  const stepRules = s.step === 3 ? ['XZ-ASLT-09'] : ['XZ-ASLT-09', 'XZ-ASLT-13'];
  if (total === 0) {
    ctx.emit({
      type: 'assault-attacks',
      unit: unit.id,
      target: target.id,
      dice: [],
      hits: 0,
      rules: [...stepRules, 'XZ-ASLT-12', 'R32'],
    });
    return 'done';
  }
  const purpose = `assault attacks: ${unit.name} (${s.rank === 'contact' ? 'in contact' : 'within 2"'})`;
  if (!step.dice)
    step.dice = [
      ...ctx.dice.roll({
        purpose,
        count: total,
        sides: 6,
        player: unit.player,
        rules: ['XZ-ASLT-10', 'R6', 'XZ-RES-06'],
      }).dice,
    ];
  if (offerReroll(draft, step, unit.player, unit, purpose, 6, (face) => face < needs)) return 'wait';
  const dice = step.dice;
  const hits = dice.filter((d) => d >= needs).length;
  ctx.emit({
    type: 'assault-attacks',
    unit: unit.id,
    target: target.id,
    dice: [...dice],
    hits,
    rules: [...stepRules, 'XZ-ASLT-10', 'R30', 'R32'],
  });
  if (hits === 0) return 'done';
  const out: StrikeGroup[] = [];
  let at = 0;
  for (const g of groups.values()) {
    const own = dice.slice(at, at + g.count).filter((d) => d >= needs);
    at += g.count;
    if (own.length === 0) continue;
    out.push({
      weapon: g.weapon.name,
      ap: g.weapon.ap,
      damage: g.weapon.damage,
      models: g.models,
      dice: own.sort((a, b) => b - a),
      hit: [],
    });
  }
  const next: AllocateStep = { kind: 'assault-allocate', unit: unit.id, target: target.id, groups: out };
  return [next];
};

/**
 * R9 / XZ-ASLT-11: allocates the next hit die of a rank (highest first, weapon by weapon) to the model R9 picks
 * among those it reaches (no cover classes; each model's unmodified Assault value, R30) and resolves that hit in
 * full (a `hit` step with `assault`) before the next die is allocated. A die that reaches no model is lost.
 */
export const assaultAllocateStep: XzStepHandler = (draft, step) => {
  const s = step as AllocateStep;
  const state = draft as XzState;
  const unit = state.units.find((u) => u.id === s.unit);
  const target = state.units.find((u) => u.id === s.target);
  if (!unit || !target || target.status !== 'on-table') return 'done';
  const index = s.groups.findIndex((g) => g.dice.length > 0);
  if (index < 0) return 'done';
  const group = s.groups[index] as StrikeGroup;
  const die = group.dice[0] as number;
  const strikers = unit.models.filter((m) => group.models.includes(m.id));
  const candidates: AllocationCandidate[] = aliveModels(target).map((t) => ({
    model: t.id,
    cover: 0,
    needs: modelCard(state, target, t).assault,
    wounded: t.wounds < t.startWounds,
    distance: closestOf(strikers, t).distance,
    hitAlready: group.hit.includes(t.id),
  }));
  const chosen = allocateDie(candidates, die);
  const groups: StrikeGroup[] = s.groups.map((g, i) => ({
    weapon: g.weapon,
    ap: g.ap,
    damage: g.damage,
    models: [...g.models],
    dice: i === index ? g.dice.slice(1) : [...g.dice],
    hit: i === index && chosen ? [...g.hit, chosen] : [...g.hit],
  }));
  const next: AllocateStep = { kind: 'assault-allocate', unit: unit.id, target: target.id, groups };
  if (!chosen) return [next];
  const struck = target.models.find((m) => m.id === chosen) as ModelState;
  const striker = closestOf(strikers, struck).model ?? struck;
  return [
    hitStep({
      unit: target.id,
      model: chosen,
      attacker: unit.id,
      weapon: group.weapon,
      ap: group.ap,
      damage: group.damage,
      from: { x: striker.x, y: striker.y },
      assault: true,
      ...aboveOf(state, striker, struck),
    }),
    next,
  ];
};

function closestOf(models: readonly ModelState[], to: ModelState): { model?: ModelState; distance: number } {
  let best: ModelState | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const m of models) {
    const d = modelDistance(m, to);
    if (d < distance) {
      distance = d;
      best = m;
    }
  }
  return best ? { model: best, distance } : { distance };
}
