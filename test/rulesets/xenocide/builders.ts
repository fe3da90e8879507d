import type { ArmyList, ArmyUnit, Company, ModelLine } from '../../../src/rulesets/xenocide/schemas/army';
import type { UnitProfile } from '../../../src/rulesets/xenocide/schemas/profile';
import type { TitanProfile, TitanWeapon } from '../../../src/rulesets/xenocide/schemas/titan';
import type { ModelProfile, UnitList } from '../../../src/rulesets/xenocide/schemas/unit-list';
import type { Weapon } from '../../../src/rulesets/xenocide/schemas/weapon';

/** A rifle-like weapon line. */
export function aWeapon(overrides: Partial<Weapon> = {}): Weapon {
  return { name: 'Rifles', shots: 3, range: 16, accuracy: 3, strength: 0, ...overrides };
}

/** A line-infantry profile. */
export function aProfile(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return {
    kind: 'standard',
    name: 'Line Infantry',
    vp: 10,
    move: 4,
    types: ['Infantry'],
    size: 1,
    aspect: -1,
    armor: 2,
    caa: 3,
    cad: 4,
    weapons: [aWeapon()],
    ...overrides,
  };
}

/** A vehicle profile (Tracked, Armor 3 unless overridden). */
export function aVehicle(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return aProfile({
    name: 'Light Tank',
    vp: 20,
    move: 12,
    types: ['Tracked'],
    size: 3,
    aspect: 0,
    armor: 3,
    caa: 1,
    cad: 5,
    ...overrides,
  });
}

/** A two-power-level titan weapon. */
export function aTitanWeapon(overrides: Partial<TitanWeapon> = {}): TitanWeapon {
  return {
    name: 'Main Gun',
    lines: [
      { power: 0, shots: 2, range: 36, accuracy: 3, strength: 2 },
      { power: 1, shots: 3, range: 48, accuracy: 3, strength: 3 },
    ],
    ...overrides,
  };
}

/** A titan with a powered gun, a sword, a system and three options (two of which both replace the gun). */
export function aTitan(overrides: Partial<TitanProfile> = {}): TitanProfile {
  return {
    kind: 'titan',
    name: 'Test Titan',
    vp: 200,
    core: 4,
    types: ['Walker'],
    move: 8,
    boost: 4,
    aspect: 2,
    armor: 6,
    deflectorLayers: 3,
    caa: 10,
    cad: '66',
    weapons: [aTitanWeapon(), { name: 'Sword', lines: [], closeAssault: { caa: 4, caaPerPower: 4 } }],
    systems: [{ name: 'Sensors' }],
    options: [
      {
        id: 'alt-gun',
        name: 'Alt Gun',
        vp: 30,
        replaces: 'Main Gun',
        weapon: aTitanWeapon({ name: 'Alt Gun' }),
      },
      {
        id: 'rocket-pods',
        name: 'Rocket Pods',
        vp: 15,
        replaces: 'Main Gun',
        weapon: aTitanWeapon({ name: 'Pods' }),
      },
      {
        id: 'better-sensors',
        name: 'Better Sensors',
        vp: 10,
        replaces: 'Sensors',
        system: { name: 'Better Sensors' },
      },
    ],
    ...overrides,
  };
}

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
      titan: aTitan(),
      ...profiles,
    },
  };
}

/** A model line. */
export const models = (profile: string, count: number): ModelLine => ({ profile, count });

/** A unit made of model lines. */
export function aUnit(...lines: ModelLine[]): ArmyUnit {
  return { models: lines };
}

/** A company of units. */
export function aCompany(name: string, ...units: ArmyUnit[]): Company {
  return { name, units };
}

/** A legal army of three equal infantry companies (120 points of 1000) unless companies are given. */
export function anArmy(overrides: Partial<ArmyList> = {}): ArmyList {
  return {
    name: 'Test Army',
    faction: 'generic',
    points: 1000,
    companies: ['Alpha', 'Bravo', 'Charlie'].map((name) => aCompany(name, aUnit(models('infantry', 4)))),
    ...overrides,
  };
}
