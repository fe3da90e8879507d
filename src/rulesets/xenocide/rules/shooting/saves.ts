import type { Dice, PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import { armorSaveTarget } from '../../armor-save';
import type { SaveRoll, SaveStepKind } from '../../state/shooting';
import { rollDeflectorSaves, type SavableHit } from './deflector';

/** XEN-SAVE-02: the saves a pool of models makes. */
export interface PoolSaveProfile {
  /** XEN-SAVE-07..12: the pool's cover save (0: none). */
  readonly cover: number;
  /** XEN-SAVE-03: Shield X (undefined: none). */
  readonly shield?: number;
  readonly armor: number;
  /** XEN-TITAN-17 / XEN-TITAN-18: a titan's deflector layers; its deflector step replaces the shield step. */
  readonly deflectorLayers?: number;
  /** The defender, who rolls the saves. */
  readonly player?: PlayerId;
  /** The rules that made the cover save (infantry, dug in, open transport...), named on its roll. */
  readonly coverRules?: readonly string[];
}

/** XEN-SAVE-02: the save rolls of a pool, in order, and the hits left unsaved. */
export interface PoolSaves {
  readonly rolls: readonly SaveRoll[];
  readonly unsaved: readonly number[];
  /** Titans: deflector layers left after the deflector step (XEN-TITAN-19/20). */
  readonly layers?: number;
}

/** XEN-SAVE-02 and the rules of each step of the save pipeline (R1). */
const SAVE_STEP_RULES: Readonly<Record<SaveStepKind, readonly string[]>> = {
  // XEN-SAVE-08: Strength never lowers the cover save.
  cover: ['XEN-SAVE-02', 'XEN-SAVE-06', 'XEN-SAVE-07', 'XEN-SAVE-08'],
  shield: ['XEN-SAVE-02', 'XEN-SAVE-03', 'XEN-STAT-13'],
  deflector: ['XEN-TITAN-17', 'XEN-TITAN-18'],
  // XEN-STAT-11 / XEN-STAT-19: d6 ≤ Armor − Strength; Strength lowers only this save.
  armor: ['XEN-SAVE-02', 'XEN-SAVE-05', 'XEN-STAT-11', 'XEN-STAT-19'],
};

/**
 * Rolls one save step for some hits at one target: no dice when the target is ≤0 (no save) or ≥6 (always
 * saved, XEN-SAVE-05), otherwise one d6 per hit, each saving on ≤ target.
 */
export function rollSaveStep(
  dice: Dice,
  step: SaveStepKind,
  target: number,
  hits: readonly number[],
  player?: PlayerId,
  rules: readonly string[] = [],
): SaveRoll {
  if (hits.length === 0 || target <= 0)
    return { step, target: Math.max(0, target), hits, dice: [], saved: [] };
  if (target >= 6) return { step, target: 6, hits, dice: [], saved: [...hits] };
  const roll = dice.roll({
    purpose: `${step}-save`,
    count: hits.length,
    sides: 6,
    rules: rulesOf(SAVE_STEP_RULES[step], rules),
    target: { per: 'die', op: 'atMost', value: target },
    ...(player === undefined ? {} : { player }),
  });
  return { step, target, hits, dice: roll.dice, saved: hits.filter((_, i) => (roll.dice[i] ?? 7) <= target) };
}

/**
 * XEN-SAVE-02..05 / XEN-SAVE-08 / R1: a pool's saves in the fixed order cover → shield → armor, one d6
 * per hit still unsaved at each step. Cover ignores Strength (hits that ignore cover skip it); the shield
 * is never reduced (Shield Breaker hits skip it); armor saves on d6 ≤ Armor − Strength, one roll per
 * Strength. A titan's deflector step (XEN-TITAN-18) takes the shield's place.
 * Steps with no save (target 0) are left out of `rolls`.
 * @example rollPoolSaves(dice, hits, { cover: 2, shield: 3, armor: 2 })
 */
export function rollPoolSaves(dice: Dice, hits: readonly SavableHit[], profile: PoolSaveProfile): PoolSaves {
  const rolls: SaveRoll[] = [];
  let open = [...hits];
  const step = (kind: SaveStepKind, target: number, subset: readonly SavableHit[]) => {
    const roll = rollSaveStep(
      dice,
      kind,
      target,
      subset.map((h) => h.id),
      profile.player,
      kind === 'cover' ? profile.coverRules : undefined,
    );
    if (roll.hits.length > 0 && roll.target > 0) rolls.push(roll);
    open = open.filter((h) => !roll.saved.includes(h.id));
  };
  step(
    'cover',
    profile.cover,
    open.filter((h) => !h.ignoresCover),
  );
  let layers: number | undefined;
  if (profile.deflectorLayers !== undefined) {
    const deflector = rollDeflectorSaves(dice, open, profile.deflectorLayers, profile.player);
    if (deflector.roll.hits.length > 0) rolls.push(deflector.roll);
    open = open.filter((h) => !deflector.roll.saved.includes(h.id));
    layers = deflector.layers;
  } else if (profile.shield !== undefined) {
    step(
      'shield',
      profile.shield,
      open.filter((h) => !h.shieldBreaker),
    );
  }
  const strengths = [...new Set(open.map((h) => h.strength))];
  for (const s of strengths)
    step(
      'armor',
      armorSaveTarget(profile.armor, s),
      open.filter((h) => h.strength === s),
    );
  const unsaved = open.map((h) => h.id);
  return layers === undefined ? { rolls, unsaved } : { rolls, unsaved, layers };
}
