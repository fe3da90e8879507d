import type { TitanOption, TitanProfile } from './schemas/titan';

/** A titan option an army bought, with its cost (XEN-ARMY-15). */
export interface ChosenTitanOption {
  /** Option id from the titan profile. */
  readonly id: string;
  /** Option name as players read it. */
  readonly name: string;
  /** Additional VP it costs. */
  readonly vp: number;
}

/** A problem with the options chosen for one titan; `index` points into the chosen id list. */
export interface TitanOptionProblem {
  /** Stable issue code. */
  readonly code: 'unknown-titan-option' | 'duplicate-titan-option' | 'titan-option-conflict';
  /** Position of the offending id in the chosen list. */
  readonly index: number;
  /** What is wrong, to follow the unit's name. */
  readonly message: string;
}

/** The titan as fielded: its profile with the options applied, the options bought, and any problems. */
export interface TitanLoadout {
  /** The titan's profile with the options applied and no options left to choose. */
  readonly profile: TitanProfile;
  /** The options applied, in the order given. */
  readonly chosen: readonly ChosenTitanOption[];
  /** Options that could not be applied. */
  readonly problems: readonly TitanOptionProblem[];
}

/**
 * XEN-ARMY-15: applies the chosen options to a titan: each replaces its standard weapon or system and
 * adds its own. The returned profile lists the fielded weapons and systems and no further options.
 */
export function applyTitanOptions(titan: TitanProfile, optionIds: readonly string[]): TitanLoadout {
  const problems: TitanOptionProblem[] = [];
  const picked: TitanOption[] = [];
  const replacedBy = new Map<string, string>();
  optionIds.forEach((id, index) => {
    const option = titan.options.find((candidate) => candidate.id === id);
    if (!option) {
      const known = titan.options.map((candidate) => `'${candidate.id}'`).join(', ') || 'none';
      problems.push({
        code: 'unknown-titan-option',
        index,
        message: `buys option '${id}', which '${titan.name}' does not have (its options: ${known}) (XEN-ARMY-15)`,
      });
      return;
    }
    if (picked.includes(option)) {
      problems.push({
        code: 'duplicate-titan-option',
        index,
        message: `buys the option '${id}' twice; each option can be taken once (XEN-ARMY-15)`,
      });
      return;
    }
    const earlier = option.replaces === undefined ? undefined : replacedBy.get(option.replaces);
    if (option.replaces !== undefined && earlier !== undefined) {
      problems.push({
        code: 'titan-option-conflict',
        index,
        message: `buys '${earlier}' and '${id}', which both replace '${option.replaces}'; choose one of them (XEN-ARMY-15)`,
      });
      return;
    }
    if (option.replaces !== undefined) replacedBy.set(option.replaces, id);
    picked.push(option);
  });
  const removed = new Set(replacedBy.keys());
  const profile: TitanProfile = {
    ...titan,
    weapons: [
      ...titan.weapons.filter((weapon) => !removed.has(weapon.name)),
      ...picked.flatMap((option) => (option.weapon ? [option.weapon] : [])),
    ],
    systems: [
      ...titan.systems.filter((system) => !removed.has(system.name)),
      ...picked.flatMap((option) => (option.system ? [option.system] : [])),
    ],
    options: [],
  };
  return { profile, chosen: picked.map(({ id, name, vp }) => ({ id, name, vp })), problems };
}
