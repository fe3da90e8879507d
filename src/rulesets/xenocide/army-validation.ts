import { frozen } from './data/authoring';
import { type ParseResult, parseWith, type ValidationIssue } from './issues';
import { type ArmyList, ArmyListSchema } from './schemas/army';
import { type UnitList, UnitListSchema } from './schemas/unit-list';
import { validateUnit } from './unit-validation';
import type { ValidatedArmy, ValidatedCompany, ValidatedUnit } from './validated-army';

/** XEN-ARMY-04 / XEN-ARMY-05 / XEN-ARMY-06: the army organisation limits. */
export const ARMY_LIMITS = {
  minCompanies: 3,
  maxCompanies: 6,
  minUnitsPerCompany: 1,
  maxUnitsPerCompany: 5,
  /** A company may hold at most 2/5 (40%) of the army's points. */
  maxCompanyShare: { numerator: 2, denominator: 5 },
} as const;

/** Settings of one validation; each overrides the army list's own field when given. */
export interface ValidateArmyOptions {
  /** The points total agreed for this game, instead of the list's `points` (XEN-ARMY-01). */
  readonly agreedPoints?: number;
  /** Whether both players agreed a large game, instead of the list's `largeGame` (XEN-ARMY-04). */
  readonly largeGame?: boolean;
  /** Most issues returned (default 100); the rest are counted in `omittedIssues`. */
  readonly maxIssues?: number;
}

/** The outcome of {@link validateArmy}. */
export type ArmyValidationResult =
  | { ok: true; army: ValidatedArmy }
  | { ok: false; issues: ValidationIssue[]; omittedIssues: number };

type Path = (string | number)[];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function fail(issues: ValidationIssue[], maxIssues: number): ArmyValidationResult {
  return {
    ok: false,
    issues: issues.slice(0, maxIssues),
    omittedIssues: Math.max(0, issues.length - maxIssues),
  };
}

/** Parsed unit lists, by the deep-frozen input they were parsed from. */
const parsedLists = new WeakMap<object, UnitList>();
/** Objects already found deep-frozen (a frozen object cannot change, so neither can the answer). */
const deepFrozen = new WeakSet<object>();

function isDeepFrozen(value: unknown): boolean {
  try {
    return checkDeepFrozen(value);
  } catch {
    return false; // an accessor that throws: not plain data, never kept
  }
}

function checkDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (deepFrozen.has(value)) return true;
  if (!Object.isFrozen(value) || !Object.values(value).every(checkDeepFrozen)) return false;
  deepFrozen.add(value);
  return true;
}

function readUnitLists(input: unknown): ParseResult<UnitList[]> {
  const many = Array.isArray(input);
  const raw: unknown[] = many ? input : [input];
  if (raw.length === 0 || raw.length > 50) {
    const message = `Give between 1 and 50 unit lists to validate against, not ${raw.length} (XEN-ARMY-02).`;
    return {
      ok: false,
      issues: [{ code: 'no-unit-list', message, path: ['unitLists'], rule: 'XEN-ARMY-02' }],
    };
  }
  const lists: UnitList[] = [];
  const issues: ValidationIssue[] = [];
  raw.forEach((list, index) => {
    const path: Path = many ? ['unitLists', index] : ['unitList'];
    const label = many ? `unit list ${index + 1}` : 'unit list';
    const subject = many ? `Unit list ${index + 1}` : 'The unit list';
    const known = typeof list === 'object' && list !== null ? parsedLists.get(list) : undefined;
    if (known) {
      lists.push(known);
      return;
    }
    const result = parseWith(UnitListSchema, list, { path, label, subject });
    if (!result.ok) {
      issues.push(...result.issues);
      return;
    }
    lists.push(result.value);
    // A deep-frozen list can never change, so its parse is kept (the bundled lists are; every game
    // of a simulation would otherwise parse them again). The kept copy is frozen in turn.
    if (isDeepFrozen(list)) parsedLists.set(list as object, frozen(result.value));
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: lists };
}

/**
 * XEN-ARMY-01..15: checks an army list against the unit list(s) it is bought from and computes its
 * point values. Accepts untrusted JSON; returns issues with player-readable messages and never throws.
 * @example
 * const result = validateArmy(terranGuardArmy, genericUnitList);
 * if (!result.ok) for (const issue of result.issues) console.log(issue.message);
 */
export function validateArmy(
  army: unknown,
  unitLists: unknown,
  options: ValidateArmyOptions = {},
): ArmyValidationResult {
  const maxIssues = Number.isSafeInteger(options.maxIssues) ? Math.max(1, options.maxIssues ?? 100) : 100;
  const lists = readUnitLists(unitLists);
  if (!lists.ok) return fail(lists.issues, maxIssues);
  const parsed = parseWith(ArmyListSchema, army, { subject: 'The army list' });
  if (!parsed.ok) return fail(parsed.issues, maxIssues);
  const list = parsed.value;
  const unitList = lists.value.find((candidate) => candidate.faction === list.faction);
  if (!unitList) {
    const given = lists.value.map((candidate) => `'${candidate.faction}'`).join(', ');
    const message = `The army is a '${list.faction}' army, but the unit lists given are for ${given}; an army buys every model from one faction's list or from the generic list (XEN-ARMY-02). Set "faction" to the list you bought from.`;
    return fail([{ code: 'faction-mismatch', message, path: ['faction'], rule: 'XEN-ARMY-02' }], maxIssues);
  }
  const issues: ValidationIssue[] = [];
  const agreed = options.agreedPoints ?? list.points;
  if (!Number.isSafeInteger(agreed) || agreed < 1) {
    const message = `The agreed points total must be a whole number of at least 1, not ${String(agreed)} (XEN-ARMY-01).`;
    return fail(
      [{ code: 'invalid-options', message, path: ['agreedPoints'], rule: 'XEN-ARMY-01' }],
      maxIssues,
    );
  }
  const largeGame = options.largeGame ?? list.largeGame ?? false;
  checkCompanyCount(list, largeGame, issues);
  const companies = list.companies.map((company, index) => {
    const units = company.units.map((unit, unitIndex) =>
      validateUnit(
        unit,
        ['companies', index, 'units', unitIndex],
        { company: company.name, unitIndex, unitList },
        issues,
      ),
    );
    checkUnitCount(company.name, units.length, ['companies', index, 'units'], issues);
    return { name: company.name, units };
  });
  checkCompanyNames(list, issues);
  const complete = companies.every((company) => company.units.every((unit) => unit !== undefined));
  if (!complete) return fail(issues, maxIssues);
  const priced = companies.map((company) => {
    const units = company.units.filter((unit): unit is ValidatedUnit => unit !== undefined);
    return { name: company.name, units, value: units.reduce((sum, unit) => sum + unit.value, 0) };
  });
  const value = priced.reduce((sum, company) => sum + company.value, 0);
  checkCompanyShares(priced, value, issues);
  if (value > agreed) {
    issues.push({
      code: 'over-points',
      message: `The army costs ${value} points, ${value - agreed} more than the agreed ${agreed} (XEN-ARMY-01). Remove models or titan options worth at least ${value - agreed} points.`,
      path: ['points'],
      rule: 'XEN-ARMY-01',
    });
  }
  if (issues.length > 0) return fail(issues, maxIssues);
  return {
    ok: true,
    army: { name: list.name, faction: list.faction, points: agreed, value, largeGame, companies: priced },
  };
}

function checkCompanyCount(list: ArmyList, largeGame: boolean, issues: ValidationIssue[]): void {
  const count = list.companies.length;
  const { minCompanies, maxCompanies } = ARMY_LIMITS;
  if (count < minCompanies) {
    issues.push({
      code: 'too-few-companies',
      message: `The army has ${count === 1 ? '1 company' : `${count} companies`}; an army needs at least ${minCompanies} (XEN-ARMY-04). Add a company or split one.`,
      path: ['companies'],
      rule: 'XEN-ARMY-04',
    });
  } else if (count > maxCompanies && !largeGame) {
    issues.push({
      code: 'too-many-companies',
      message: `The army has ${count} companies; the most is ${maxCompanies} unless both players agree a large game (XEN-ARMY-04). Merge companies, or set "largeGame": true if both players agree.`,
      path: ['companies'],
      rule: 'XEN-ARMY-04',
    });
  }
}

function checkUnitCount(company: string, count: number, path: Path, issues: ValidationIssue[]): void {
  const { minUnitsPerCompany: min, maxUnitsPerCompany: max } = ARMY_LIMITS;
  if (count >= min && count <= max) return;
  const message =
    count < min
      ? `Company '${company}' has no units; a company holds ${min} to ${max} units (XEN-ARMY-05). Add a unit or remove the company.`
      : `Company '${company}' has ${count} units; a company holds ${min} to ${max} (XEN-ARMY-05). Move ${plural(count - max, 'unit')} to another company.`;
  issues.push({
    code: count < min ? 'empty-company' : 'company-too-many-units',
    message,
    path,
    rule: 'XEN-ARMY-05',
  });
}

function checkCompanyNames(list: ArmyList, issues: ValidationIssue[]): void {
  const firstIndex = new Map<string, number>();
  list.companies.forEach((company, index) => {
    const key = company.name.trim().toLowerCase();
    const first = firstIndex.get(key);
    if (first === undefined) {
      firstIndex.set(key, index);
      return;
    }
    issues.push({
      code: 'duplicate-company-name',
      message: `Companies ${first + 1} and ${index + 1} are both named '${company.name}'; each company needs its own name to set and reveal the activation order (XEN-ARMY-13). Rename one.`,
      path: ['companies', index, 'name'],
      rule: 'XEN-ARMY-13',
    });
  });
}

function checkCompanyShares(
  companies: readonly ValidatedCompany[],
  armyValue: number,
  issues: ValidationIssue[],
): void {
  const { numerator, denominator } = ARMY_LIMITS.maxCompanyShare;
  if (armyValue <= 0) return;
  companies.forEach((company, index) => {
    if (company.value * denominator <= armyValue * numerator) return;
    const percent = Math.ceil((1000 * company.value) / armyValue) / 10;
    issues.push({
      code: 'company-over-40-percent',
      message: `Company '${company.name}' holds ${percent}% of the army's points (${company.value} of ${armyValue}); the limit is 40% (XEN-ARMY-06). Move a unit to another company.`,
      path: ['companies', index],
      rule: 'XEN-ARMY-06',
    });
  });
}
