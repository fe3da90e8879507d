import type { Dice, PlayerId } from 'sandtable';
import { findModel } from '../../context';
import type { WeaponStats } from '../../schemas/weapon';
import type { UnitState, XenocideState } from '../../state';
import { highestAspect, isSuppressed, modifiedAccuracy } from './accuracy';
import { type AoeShotHits, rollAoeHits } from './aoe';
import type { ArtilleryMode } from './artillery';
import { shootingModels } from './engagement';
import { focusFire } from './focus-fire';
import { rollToHit, type ToHitRoll } from './to-hit';
import { aoeDice } from './weapon-system';

/** XEN-ALLOC-02: one hit scored on a unit, with what allocation and saves need to know. */
export interface ShotHit {
  readonly id: number;
  /** The unit it was scored on (the declared target, or a mingled unit, XEN-AOE-12). */
  readonly target: string;
  /** The shooting unit and its weapon system. */
  readonly unit: string;
  readonly weapon: string;
  readonly strength: number;
  readonly aoe: boolean;
  /** XEN-AOE-04: scored by a splash. */
  readonly splash: boolean;
  readonly shieldBreaker: boolean;
  readonly ignoresCover: boolean;
  readonly suppression: boolean;
  /** Non-AOE hits: the to-hit die, for per-model Aspect eligibility (XEN-HIT-09). */
  readonly die?: { readonly first: number; readonly reroll?: number };
  /** Non-AOE hits: the shot's Accuracy before the target's Aspect (base − suppression). */
  readonly accuracyBeforeAspect?: number;
  /** Non-AOE hits: the target models the firing models see (XEN-SHOOT-07). */
  readonly visible: readonly string[];
  /** XEN-TRANS-20: a pass-through hit may only go to these models (the riders of one open transport). */
  readonly restrictedTo?: readonly string[];
}

/** XEN-HIT-01..08: the shots of some models sharing a stat line and base Accuracy, rolled at one target. */
export interface ShotGroup {
  readonly target: string;
  readonly models: readonly string[];
  readonly stats: WeaponStats;
  /** Base Accuracy (weapon or artillery mode) before Aspect and suppression. */
  readonly baseAccuracy: number;
  readonly mode?: ArtilleryMode;
  /** XEN-SHOOT-09: focus fire was applied. */
  readonly focused: boolean;
  /** To-hit dice rolled (after focus fire): the "shots" of R36. */
  readonly shots: number;
  readonly strength: number;
  readonly roll: ToHitRoll;
  readonly aoe: readonly AoeShotHits[];
  /** Dice that neither hit nor splashed (rerolled against mingled units, XEN-AOE-12). */
  readonly misses: number;
}

/** XEN-HIT-01: what {@link rollShotGroup} needs. */
export interface ShotGroupSpec {
  readonly shooter: UnitState;
  readonly target: UnitState;
  readonly weapon: string;
  readonly models: readonly string[];
  readonly stats: WeaponStats;
  readonly baseAccuracy: number;
  readonly mode?: ArtilleryMode;
  /** Shots to roll before focus fire; default the sum of the models' # Shots. */
  readonly shots?: number;
  readonly focusFire?: boolean;
  readonly visible: readonly string[];
  readonly firstHitId: number;
}

/**
 * XEN-HIT-01..09 / XEN-SHOOT-09 / XEN-AOE-01..04: rolls one group of shots at a unit: focus fire, to hit at
 * base Accuracy + the unit's highest Aspect − 1 if suppressed, then Xd3 per AOE hit and X per splash,
 * capped at the unit's models on the table. Returns the group and its hits, numbered from `firstHitId`.
 */
export function rollShotGroup(
  state: XenocideState,
  dice: Dice,
  spec: ShotGroupSpec,
): { readonly group: ShotGroup; readonly hits: ShotHit[] } {
  const { shooter, target, stats } = spec;
  const player: PlayerId = shooter.player;
  const targets = shootingModels(state, target);
  const suppressed = isSuppressed(shooter);
  const aspect = highestAspect(state, targets);
  const raw = spec.shots ?? spec.models.length * stats.shots;
  const focused = focusFire(raw, stats.strength, spec.focusFire === true);
  const accuracy = modifiedAccuracy(spec.baseAccuracy, aspect, suppressed);
  const x = aoeDice(stats);
  const lowerAccuracies = targets.map((m) =>
    modifiedAccuracy(spec.baseAccuracy, aspectOfModel(state, m.id), suppressed),
  );
  const roll = rollToHit(dice, { shots: focused.shots, accuracy, player, aoe: x > 0, lowerAccuracies });
  const aoe =
    x > 0
      ? rollAoeHits(dice, { x, hits: roll.hits, splashes: roll.splashes, cap: targets.length, player })
      : [];
  const base = {
    target: target.id,
    unit: shooter.id,
    weapon: spec.weapon,
    strength: focused.strength,
    shieldBreaker: stats.specials?.shieldBreaker === true,
    ignoresCover: stats.specials?.ignoresCover === true,
    suppression: stats.specials?.suppression === true,
  };
  const hits: ShotHit[] = [];
  let id = spec.firstHitId;
  if (x > 0) {
    for (const shot of aoe) {
      for (let i = 0; i < shot.hits; i++)
        hits.push({ ...base, id: id++, aoe: true, splash: shot.kind === 'splash', visible: [] });
    }
  } else {
    const before = spec.baseAccuracy - (suppressed ? 1 : 0);
    for (const d of roll.dice) {
      if (!d.hit) continue;
      const die = d.reroll === undefined ? { first: d.first } : { first: d.first, reroll: d.reroll };
      hits.push({
        ...base,
        id: id++,
        aoe: false,
        splash: false,
        die,
        accuracyBeforeAspect: before,
        visible: spec.visible,
      });
    }
  }
  const group: ShotGroup = {
    target: target.id,
    models: spec.models,
    stats,
    baseAccuracy: spec.baseAccuracy,
    ...(spec.mode === undefined ? {} : { mode: spec.mode }),
    focused: focused.focused,
    shots: roll.dice.length,
    strength: focused.strength,
    roll,
    aoe,
    misses: roll.dice.filter((d) => !d.hit && !d.splash).length,
  };
  return { group, hits };
}

function aspectOfModel(state: XenocideState, id: string): number {
  const model = findModel(state, id);
  return model ? (state.profiles[model.profile]?.aspect ?? 0) : 0;
}
