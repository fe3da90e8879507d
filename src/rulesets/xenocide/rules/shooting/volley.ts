import type { Dice, PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import { findModel } from '../../context';
import { isTitanProfile } from '../../schemas/unit-list';
import type { WeaponStats } from '../../schemas/weapon';
import type { UnitState, XenocideState } from '../../state';
import type { ArtilleryMode, ShotGroup, ShotHit } from '../../state/shooting';
import { highestAspect, isSuppressed, modifiedAccuracy } from './accuracy';
import { rollAoeHits } from './aoe';
import { shootingModels } from './engagement';
import { focusFire } from './focus-fire';
import { rollToHit } from './to-hit';
import { aoeDice } from './weapon-system';

/** XEN-AOE-06..08: the rule that gives each artillery mode its base Accuracy. */
const ARTILLERY_RULE: Readonly<Record<ArtilleryMode, string>> = {
  direct: 'XEN-AOE-06',
  'indirect-spotted': 'XEN-AOE-07',
  indirect: 'XEN-AOE-08',
};

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
  /** Further rules that decided this roll (XEN-AOE-11/12 on misses rerolled at a mingled unit). */
  readonly rules?: readonly string[];
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
  const rules = rulesOf(
    // XEN-STAT-17/18/10: one d6 per shot against the weapon's Accuracy plus the target's Aspect.
    ['XEN-HIT-02', 'XEN-STAT-17', 'XEN-STAT-18', 'XEN-STAT-10'],
    new Set(targets.map((m) => aspectOfModel(state, m.id))).size > 1 ? 'XEN-HIT-03' : undefined,
    suppressed ? ['XEN-SUP-04', 'XEN-SUP-02'] : undefined,
    suppressed && isTitanShooter(state, spec.models) ? 'XEN-TITAN-24' : undefined,
    stats.specials === undefined ? undefined : 'XEN-STAT-20',
    spec.rules,
    focused.focused ? 'XEN-SHOOT-09' : undefined,
    spec.mode === undefined ? undefined : ['XEN-AOE-09', ARTILLERY_RULE[spec.mode]],
  );
  const roll = rollToHit(dice, {
    shots: focused.shots,
    accuracy,
    player,
    aoe: x > 0,
    lowerAccuracies,
    rules,
  });
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

/** XEN-TITAN-24: whether the firing models are a titan's. */
function isTitanShooter(state: XenocideState, models: readonly string[]): boolean {
  const model = models[0] === undefined ? undefined : findModel(state, models[0]);
  const profile = model ? state.profiles[model.profile] : undefined;
  return profile !== undefined && isTitanProfile(profile);
}

function aspectOfModel(state: XenocideState, id: string): number {
  const model = findModel(state, id);
  return model ? (state.profiles[model.profile]?.aspect ?? 0) : 0;
}
