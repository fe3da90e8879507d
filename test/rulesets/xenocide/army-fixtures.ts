import { type ValidateArmyOptions, validateArmy } from '../../../src/rulesets/xenocide/army-validation';
import type { ValidationIssue } from '../../../src/rulesets/xenocide/issues';
import type { ArmyList } from '../../../src/rulesets/xenocide/schemas/army';
import type { ValidatedArmy } from '../../../src/rulesets/xenocide/validated-army';
import { aCompany, anArmy, aUnit, aUnitList, models } from './builders';

/** The unit list the army tests validate against. */
export const unitList = aUnitList();

/** The issues validateArmy reports for an army against the test unit list. */
export function issuesOf(army: unknown, options?: ValidateArmyOptions): ValidationIssue[] {
  const result = validateArmy(army, unitList, options);
  return result.ok ? [] : result.issues;
}

/** The validated army, failing the test with the issues if it does not validate. */
export function validated(army: unknown, options?: ValidateArmyOptions): ValidatedArmy {
  const result = validateArmy(army, unitList, options);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  return result.army;
}

/** A 400-point company of five 8-strong infantry units, so a tested company never passes 40% of the army. */
const filler = (name: string) =>
  aCompany(name, ...Array.from({ length: 5 }, () => aUnit(models('infantry', 8))));
const fillers = ['Bravo', 'Charlie', 'Delta', 'Echo'].map(filler);

/** A legal 10,000-point army whose first company 'Test' holds the one unit 'Tested' made of the given lines. */
export function withUnit(...lines: ReturnType<typeof models>[]): ArmyList {
  return withCompany(aCompany('Test', { name: 'Tested', models: lines }));
}

/** A legal 10,000-point army whose first company is the given one. */
export function withCompany(company: ArmyList['companies'][number]): ArmyList {
  return anArmy({ points: 10_000, companies: [company, ...fillers] });
}

/** Just the codes of some issues. */
export const codes = (issues: ValidationIssue[]) => issues.map((issue) => issue.code);
