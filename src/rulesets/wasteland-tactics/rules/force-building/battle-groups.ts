import type { ValidationIssue } from '../../issues';
import type { BattleGroup, GameSize } from '../../schemas/battle-group';
import { hasRule } from '../../schemas/special-rules';
import type { UnitProfile, UnitType } from '../../schemas/unit-profile';

/** WT-SIZE-01 / WT-SIZE-06 / WT-SIZE-09: each player's points for a game size (R1; a large game may set more). */
export const POINTS_LIMITS: Readonly<Record<GameSize, number>> = { small: 100, medium: 1000, large: 2000 };

/** WT-SIZE-06: the unit-type slots of a medium (or large) Battle Group. */
export const SLOT_LIMITS: Readonly<Record<UnitType, { readonly min: number; readonly max: number }>> = {
  Command: { min: 1, max: 2 },
  Troops: { min: 3, max: 6 },
  Spearhead: { min: 0, max: 2 },
  Fast: { min: 0, max: 2 },
  Heavy: { min: 0, max: 2 },
};

/** Options of {@link validateBattleGroup}. */
export interface ValidateBattleGroupOptions {
  readonly gameSize: GameSize;
  /** The profiles units may be taken from, by id. */
  readonly profiles: Readonly<Record<string, UnitProfile>>;
}

/** The outcome of {@link validateBattleGroup}: the group's cost, and its issues (none when legal). */
export interface BattleGroupValidation {
  readonly ok: boolean;
  readonly cost: number;
  readonly issues: readonly ValidationIssue[];
}

/** Whether a profile is a Transport unit (R1: any unit whose models have Transport X). */
export function isTransportProfile(profile: UnitProfile): boolean {
  return hasRule(profile.rules, 'Transport');
}

/** Whether a profile has the Vehicle/Monster rule (or the Vehicle keyword, R47). */
export function isVehicleProfile(profile: UnitProfile): boolean {
  return hasRule(profile.rules, 'Vehicle/Monster') || hasRule(profile.rules, 'Vehicle');
}

/**
 * WT-SIZE-02/03/06/07 / R1: checks a Battle Group's units, model counts and force organisation for a
 * game size, with messages that name the rule; points are checked per player by {@link validateForce}.
 * @example validateBattleGroup(group, { gameSize: 'medium', profiles }).issues; // [] when legal
 */
export function validateBattleGroup(
  group: BattleGroup,
  options: ValidateBattleGroupOptions,
): BattleGroupValidation {
  const issues: ValidationIssue[] = [];
  const counts: Record<UnitType, number> = { Command: 0, Troops: 0, Spearhead: 0, Fast: 0, Heavy: 0 };
  let cost = 0;
  let transports = 0;
  let nonVehicles = 0;
  let leaders = 0;
  group.units.forEach((unit, index) => {
    const profile = options.profiles[unit.profile];
    const path = ['units', index];
    if (!profile) {
      issues.push({
        code: 'unknown-profile',
        message: `Unit ${index + 1} of '${group.name}' uses profile '${unit.profile}', which is not among the profiles of this game (R1).`,
        path: [...path, 'profile'],
        rule: 'WT-UNIT-06',
      });
      return;
    }
    const models = unit.models ?? profile.models.min;
    // WT-SIZE-02: a small game takes any number of models, each its own unit.
    const outOfRange = models < profile.models.min || models > profile.models.max;
    if (options.gameSize !== 'small' && outOfRange) {
      issues.push({
        code: 'model-count',
        message: `${profile.name} units have ${profile.models.min}-${profile.models.max} models; '${unit.name ?? profile.name}' has ${models} (R1).`,
        path: [...path, 'models'],
        rule: 'WT-UNIT-03',
      });
    }
    cost += profile.costPerModel * models;
    const vehicle = isVehicleProfile(profile);
    if (!vehicle) nonVehicles += 1;
    if (isTransportProfile(profile)) transports += 1;
    else counts[profile.unitType] += 1;
    if (profile.unitType === 'Command' && hasRule(profile.rules, 'Leadership')) leaders += 1;
    if (options.gameSize === 'small' && vehicle) {
      issues.push({
        code: 'vehicle-in-small-game',
        message: `'${unit.name ?? profile.name}' has the Vehicle/Monster rule; such units are not used in small games (WT-SIZE-03).`,
        path,
        rule: 'WT-SIZE-03',
      });
    }
    if (unit.embarkedIn !== undefined) {
      const carrier = group.units[unit.embarkedIn];
      const carrierProfile = carrier ? options.profiles[carrier.profile] : undefined;
      if (!carrierProfile || !isTransportProfile(carrierProfile) || unit.embarkedIn === index) {
        issues.push({
          code: 'not-a-transport',
          message: `'${unit.name ?? profile.name}' starts embarked on unit ${unit.embarkedIn + 1}, which is not a Transport unit (WT-SUR-50).`,
          path: [...path, 'embarkedIn'],
          rule: 'WT-SUR-50',
        });
      }
    }
  });
  if (options.gameSize === 'small') {
    const commands = counts.Command;
    if (commands !== 1 || leaders !== 1) {
      issues.push({
        code: 'small-command',
        message: `A small-game Battle Group has exactly one Command unit with the Leadership rule; '${group.name}' has ${commands} Command unit(s), ${leaders} with Leadership (WT-SIZE-02).`,
        path: ['units'],
        rule: 'WT-SIZE-02',
      });
    }
  } else {
    for (const type of Object.keys(SLOT_LIMITS) as UnitType[]) {
      const { min, max } = SLOT_LIMITS[type];
      if (counts[type] < min || counts[type] > max) {
        issues.push({
          code: `slots-${type.toLowerCase()}`,
          message: `A ${options.gameSize} Battle Group takes ${min}-${max} ${type} units; '${group.name}' has ${counts[type]} (WT-SIZE-06).`,
          path: ['units'],
          rule: 'WT-SIZE-06',
        });
      }
    }
    if (transports > nonVehicles) {
      issues.push({
        code: 'too-many-transports',
        message: `A Battle Group may take one Transport unit for every non-Vehicle/Monster unit; '${group.name}' has ${transports} Transport units for ${nonVehicles} such units (WT-SIZE-07).`,
        path: ['units'],
        rule: 'WT-SIZE-07',
      });
    }
  }
  return { ok: issues.length === 0, cost, issues };
}

/** Options of {@link validateForce}. */
export interface ValidateForceOptions extends ValidateBattleGroupOptions {
  /** Points the player (or the attackers' shared pool) may spend; default {@link POINTS_LIMITS}. */
  readonly pointsLimit?: number;
}

/**
 * WT-SIZE-01/06/09/10: checks a player's Battle Groups: how many the game size allows, each group's
 * organisation, and the total cost against the points limit.
 */
export function validateForce(
  groups: readonly BattleGroup[],
  options: ValidateForceOptions,
): BattleGroupValidation {
  const issues: ValidationIssue[] = [];
  if (options.gameSize !== 'large' && groups.length !== 1) {
    issues.push({
      code: 'battle-group-count',
      message: `In a ${options.gameSize} game each player builds one Battle Group, not ${groups.length} (${options.gameSize === 'small' ? 'WT-SIZE-01' : 'WT-SIZE-06'}).`,
      path: ['battleGroups'],
      rule: options.gameSize === 'small' ? 'WT-SIZE-01' : 'WT-SIZE-06',
    });
  }
  let cost = 0;
  groups.forEach((group, index) => {
    const result = validateBattleGroup(group, options);
    cost += result.cost;
    for (const issue of result.issues)
      issues.push({ ...issue, path: ['battleGroups', index, ...issue.path] });
  });
  const limit = options.pointsLimit ?? POINTS_LIMITS[options.gameSize];
  if (cost > limit) {
    issues.push({
      code: 'over-points',
      message: `The Battle Groups cost ${cost} points; a ${options.gameSize} game allows ${limit} (WT-SIZE-10).`,
      path: ['battleGroups'],
      rule: 'WT-SIZE-10',
    });
  }
  return { ok: issues.length === 0, cost, issues };
}
