import { closestMatch } from './did-you-mean';
import type { ValidationIssue } from './issues';
import type { ArmyUnit } from './schemas/army';
import type { UnitList } from './schemas/unit-list';
import { applyTitanOptions } from './titan-loadout';
import { classifyUnit, type ResolvedLine } from './unit-composition';
import type { ValidatedModels, ValidatedUnit } from './validated-army';

/** Where a unit sits in its army, for messages and profile lookups. */
export interface UnitContext {
  /** Name of the unit's company. */
  readonly company: string;
  /** Position of the unit in its company. */
  readonly unitIndex: number;
  /** The unit list profiles are looked up in. */
  readonly unitList: UnitList;
}

/**
 * XEN-ARMY-02 / XEN-ARMY-07..15: resolves a unit's profiles, checks its composition and titan options,
 * and prices it; pushes any issues and returns undefined when a profile is unknown.
 */
export function validateUnit(
  unit: ArmyUnit,
  path: (string | number)[],
  context: UnitContext,
  issues: ValidationIssue[],
): ValidatedUnit | undefined {
  const name = unit.name ?? `${context.company} unit ${context.unitIndex + 1}`;
  const label = unit.name
    ? `Unit '${unit.name}' in company '${context.company}'`
    : `Unit ${context.unitIndex + 1} of company '${context.company}'`;
  const { profiles } = context.unitList;
  const ids = Object.keys(profiles);
  const resolved: (ResolvedLine & { profileId: string })[] = [];
  unit.models.forEach((line, index) => {
    const profile = Object.hasOwn(profiles, line.profile) ? profiles[line.profile] : undefined;
    if (profile) {
      resolved.push({ profile, count: line.count, profileId: line.profile });
      return;
    }
    const guess = closestMatch(line.profile, ids);
    issues.push({
      code: 'unknown-profile',
      message: `${label} lists profile '${line.profile}', which the '${context.unitList.faction}' unit list does not have (XEN-ARMY-02).${guess ? ` Did you mean '${guess}'?` : ''}`,
      path: [...path, 'models', index, 'profile'],
      rule: 'XEN-ARMY-02',
    });
  });
  if (resolved.length < unit.models.length) return undefined;
  const { category, problems } = classifyUnit(resolved);
  for (const problem of problems) {
    issues.push({ code: problem.code, message: `${label} ${problem.message}`, path, rule: problem.rule });
  }
  const optionIds = unit.titanOptions ?? [];
  const titanLine = resolved.find((line) => line.profile.kind === 'titan');
  if (titanLine?.profile.kind !== 'titan') {
    if (optionIds.length > 0) {
      issues.push({
        code: 'titan-options-without-titan',
        message: `${label} buys titan options, but it has no titan (XEN-ARMY-15). Remove "titanOptions" from this unit.`,
        path: [...path, 'titanOptions'],
        rule: 'XEN-ARMY-15',
      });
    }
    const models = resolved.map(({ profileId, profile, count }) => ({
      profileId,
      profile,
      count,
      vp: profile.vp,
    }));
    return { name, category, models, titanOptions: [], value: sumModels(models) };
  }
  const loadout = applyTitanOptions(titanLine.profile, optionIds);
  for (const problem of loadout.problems) {
    issues.push({
      code: problem.code,
      message: `${label} ${problem.message}`,
      path: [...path, 'titanOptions', problem.index],
      rule: 'XEN-ARMY-15',
    });
  }
  const models = resolved.map(({ profileId, profile, count }) => ({
    profileId,
    profile: profile === titanLine.profile ? loadout.profile : profile,
    count,
    vp: profile.vp,
  }));
  const optionsValue = loadout.chosen.reduce((sum, option) => sum + option.vp, 0);
  return { name, category, models, titanOptions: loadout.chosen, value: sumModels(models) + optionsValue };
}

/** XEN-ARMY-14: the VP of a unit's models (titan options are added separately). */
function sumModels(models: readonly ValidatedModels[]): number {
  return models.reduce((sum, line) => sum + line.vp * line.count, 0);
}
