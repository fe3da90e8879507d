import type { ModelProfile } from './schemas/unit-list';

/** XEN-ARMY-07..10: what a unit is for its size limits (R53). */
export type UnitCategory = 'infantry' | 'light-vehicles' | 'heavy-vehicles' | 'titan';

/** A unit size or mixing problem; the message says what is wrong, without naming the unit. */
export interface CompositionProblem {
  /** Stable issue code. */
  readonly code:
    | 'titan-unit-size'
    | 'titan-unit-mixed'
    | 'infantry-unit-vehicle'
    | 'infantry-unit-size'
    | 'light-vehicle-unit-size'
    | 'heavy-vehicle-unit-size';
  /** Catalogue ID of the broken rule. */
  readonly rule: string;
  /** What is wrong and how to fix it, to follow the unit's name. */
  readonly message: string;
}

/** Models of one profile in a unit, resolved from the unit list. */
export interface ResolvedLine {
  /** The profile from the unit list. */
  readonly profile: ModelProfile;
  /** How many models of it. */
  readonly count: number;
}

/** XEN-ARMY-08 / XEN-ARMY-09: a light vehicle has Armor 3 or less, a heavy vehicle Armor 4 or more. */
export const HEAVY_VEHICLE_MIN_ARMOR = 4;

/** XEN-ARMY-07..10: the model count limits of each unit category (R53). */
export const UNIT_SIZE_LIMITS: Readonly<Record<UnitCategory, { min: number; max: number; rule: string }>> = {
  infantry: { min: 3, max: 8, rule: 'XEN-ARMY-07' },
  'light-vehicles': { min: 3, max: 7, rule: 'XEN-ARMY-08' },
  'heavy-vehicles': { min: 2, max: 5, rule: 'XEN-ARMY-09' },
  titan: { min: 1, max: 1, rule: 'XEN-ARMY-10' },
};

const isInfantry = (profile: ModelProfile) =>
  profile.kind === 'standard' && profile.types.includes('Infantry');
const isTransport = (profile: ModelProfile) => profile.kind === 'standard' && profile.transport !== undefined;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function sizeProblem(
  category: Exclude<UnitCategory, 'titan'>,
  count: number,
  what: string,
  code: CompositionProblem['code'],
): CompositionProblem[] {
  const { min, max, rule } = UNIT_SIZE_LIMITS[category];
  if (count >= min && count <= max) return [];
  const fix =
    count < min
      ? `Add ${plural(min - count, 'model')}`
      : `Move ${plural(count - max, 'model')} to another unit`;
  return [
    { code, rule, message: `has ${count} ${what}; ${describeLimit(category)} (${rule}, R53). ${fix}.` },
  ];
}

function describeLimit(category: Exclude<UnitCategory, 'titan'>): string {
  const { min, max } = UNIT_SIZE_LIMITS[category];
  if (category === 'infantry')
    return `a unit with infantry needs ${min} to ${max} infantry models, not counting its transports`;
  if (category === 'heavy-vehicles')
    return `a unit with any heavy vehicle (Armor ${HEAVY_VEHICLE_MIN_ARMOR}+) has ${min} to ${max} vehicles`;
  return `a unit of light vehicles (Armor ${HEAVY_VEHICLE_MIN_ARMOR - 1} or less) has ${min} to ${max} vehicles`;
}

/**
 * XEN-ARMY-07..11 (R53): classifies a unit and checks its size: titans alone and one per unit;
 * infantry 3–8 plus transports; vehicle units 2–5 with any heavy vehicle, otherwise 3–7.
 */
export function classifyUnit(lines: readonly ResolvedLine[]): {
  category: UnitCategory;
  problems: CompositionProblem[];
} {
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  const titans = lines
    .filter((line) => line.profile.kind === 'titan')
    .reduce((sum, line) => sum + line.count, 0);
  if (titans > 0) {
    const problems: CompositionProblem[] = [];
    if (titans > 1) {
      problems.push({
        code: 'titan-unit-size',
        rule: 'XEN-ARMY-10',
        message: `holds ${titans} titans; each titan is a unit of exactly 1 (XEN-ARMY-10). Buy each titan as its own unit.`,
      });
    }
    if (total > titans) {
      problems.push({
        code: 'titan-unit-mixed',
        rule: 'XEN-ARMY-10',
        message: `mixes a titan with ${plural(total - titans, 'other model')}; titans never share a unit (XEN-ARMY-10, R53). Put the other models in their own unit.`,
      });
    }
    return { category: 'titan', problems };
  }
  const infantry = lines
    .filter((line) => isInfantry(line.profile))
    .reduce((sum, line) => sum + line.count, 0);
  if (infantry > 0) {
    const problems: CompositionProblem[] = lines
      .filter((line) => !isInfantry(line.profile) && !isTransport(line.profile))
      .map((line) => ({
        code: 'infantry-unit-vehicle',
        rule: 'XEN-ARMY-11',
        message: `mixes infantry with '${line.profile.name}', which is neither infantry nor a transport; a unit with infantry may add only transports (XEN-ARMY-11, R53). Buy the '${line.profile.name}' models as their own unit.`,
      }));
    const carried = lines
      .filter((line) => !isInfantry(line.profile) && isTransport(line.profile))
      .reduce((sum, line) => sum + line.count, 0);
    const what = `infantry model${infantry === 1 ? '' : 's'}${carried > 0 ? ` (and ${plural(carried, 'transport')}, not counted)` : ''}`;
    problems.push(...sizeProblem('infantry', infantry, what, 'infantry-unit-size'));
    return { category: 'infantry', problems };
  }
  const heavy = lines.some((line) => line.profile.armor >= HEAVY_VEHICLE_MIN_ARMOR);
  const category = heavy ? 'heavy-vehicles' : 'light-vehicles';
  const code = heavy ? 'heavy-vehicle-unit-size' : 'light-vehicle-unit-size';
  return { category, problems: sizeProblem(category, total, total === 1 ? 'vehicle' : 'vehicles', code) };
}
