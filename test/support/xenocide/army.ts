import { type ValidateArmyOptions, validateArmy } from '../../../src/rulesets/xenocide/army-validation';
import type { ValidationIssue } from '../../../src/rulesets/xenocide/issues';
import type { ArmyList, ArmyUnit, Company, ModelLine } from '../../../src/rulesets/xenocide/schemas/army';
import type { ModelProfile, UnitList } from '../../../src/rulesets/xenocide/schemas/unit-list';
import type { ValidatedArmy } from '../../../src/rulesets/xenocide/validated-army';
import { aProfile, aTitanProfile, aVehicle } from './profiles';

/** A small unit list with one profile of each kind the army rules distinguish. */
export function aUnitList(profiles: Record<string, ModelProfile> = {}, faction = 'generic'): UnitList {
  return {
    faction,
    name: 'Test List',
    profiles: {
      infantry: aProfile(),
      'elite-infantry': aProfile({ name: 'Elite Infantry', vp: 15, armor: 3 }),
      apc: aVehicle({ name: 'APC', armor: 4, transport: { capacity: 2 } }),
      'light-vehicle': aVehicle(),
      'heavy-vehicle': aVehicle({ name: 'Heavy Tank', vp: 50, armor: 5 }),
      titan: aTitanProfile(),
      ...profiles,
    },
  };
}

/** A model line of an army list. */
export const models = (profile: string, count: number): ModelLine => ({ profile, count });

/** An army-list unit made of model lines. */
export function anArmyUnit(...lines: ModelLine[]): ArmyUnit {
  return { models: lines };
}

/** An army-list company of units. */
export function aCompany(name: string, ...units: ArmyUnit[]): Company {
  return { name, units };
}

/** A legal army of three equal infantry companies (120 points of 1000) unless companies are given. */
export function anArmy(overrides: Partial<ArmyList> = {}): ArmyList {
  return {
    name: 'Test Army',
    faction: 'generic',
    points: 1000,
    companies: ['Alpha', 'Bravo', 'Charlie'].map((name) => aCompany(name, anArmyUnit(models('infantry', 4)))),
    ...overrides,
  };
}

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
  aCompany(name, ...Array.from({ length: 5 }, () => anArmyUnit(models('infantry', 8))));
const fillers = ['Bravo', 'Charlie', 'Delta', 'Echo'].map(filler);

/** A legal 10,000-point army whose first company 'Test' holds the one unit 'Tested' made of the given lines. */
export function withUnit(...lines: ModelLine[]): ArmyList {
  return withCompany(aCompany('Test', { name: 'Tested', models: lines }));
}

/** A legal 10,000-point army whose first company is the given one. */
export function withCompany(company: Company): ArmyList {
  return anArmy({ points: 10_000, companies: [company, ...fillers] });
}

/** Just the codes of some issues. */
export const codes = (issues: ValidationIssue[]) => issues.map((issue) => issue.code);
