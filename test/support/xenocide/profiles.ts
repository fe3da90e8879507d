import { powerLine, titan, titanWeapon } from '../../../src/rulesets/xenocide/data/authoring';
import { genericUnitList } from '../../../src/rulesets/xenocide/data/generic-units';
import { kethriUnitList } from '../../../src/rulesets/xenocide/data/kethri-units';
import type { UnitProfile } from '../../../src/rulesets/xenocide/schemas/profile';
import type { TitanProfile, TitanWeapon } from '../../../src/rulesets/xenocide/schemas/titan';
import type { ModelProfile } from '../../../src/rulesets/xenocide/schemas/unit-list';
import type { Weapon } from '../../../src/rulesets/xenocide/schemas/weapon';

/** A weapon line: Rifles, 3 shots, 24", Accuracy 3, Strength 0 unless overridden. */
export function aWeapon(overrides: Partial<Weapon> = {}): Weapon {
  return { name: 'Rifles', shots: 3, range: 24, accuracy: 3, strength: 0, ...overrides };
}

/** An infantry profile: Aspect 0, Armor 2, CAA 2, CAD 4, one Rifles weapon, unless overridden. */
export function aTrooper(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return {
    kind: 'standard',
    name: 'Trooper',
    vp: 10,
    move: 4,
    types: ['Infantry'],
    size: 1,
    aspect: 0,
    armor: 2,
    caa: 2,
    cad: 4,
    weapons: [aWeapon()],
    ...overrides,
  };
}

/** A tracked vehicle profile: Aspect 0, Armor 4, CAD 5, unless overridden. */
export function aTank(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return aTrooper({ name: 'Tank', types: ['Tracked'], size: 3, armor: 4, cad: 5, ...overrides });
}

/** A line-infantry profile for unit lists (Aspect -1, CAA 3), unless overridden. */
export function aProfile(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return aTrooper({ name: 'Line Infantry', aspect: -1, caa: 3, ...overrides });
}

/** A vehicle profile for unit lists (Tracked, 20 VP, Move 12", Armor 3 unless overridden). */
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

/** A titan profile with a powered gun, a sword, a system and three options (two of which both replace the gun). */
export function aTitanProfile(overrides: Partial<TitanProfile> = {}): TitanProfile {
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

/** Every bundled profile, keyed `generic/<id>` and `kethri/<id>` as game states key them. */
export const BUNDLED_PROFILES: Record<string, ModelProfile> = Object.fromEntries([
  ...Object.entries(genericUnitList.profiles).map(([id, p]) => [`generic/${id}`, p]),
  ...Object.entries(kethriUnitList.profiles).map(([id, p]) => [`kethri/${id}`, p]),
]);

/** Test titans: a jumper with a boost limit of 2, a flicker-shielded diffraction titan with a lance. */
export const TITAN_PROFILES: Record<string, ModelProfile> = {
  'test/leaper': titan({
    name: 'Leaper',
    vp: 200,
    core: 3,
    types: ['Walker'],
    move: 8,
    boost: 8,
    boostLimit: 2,
    moveSpecials: { jump: 12 },
    aspect: 1,
    armor: 5,
    deflectorLayers: 2,
    caa: 8,
    cad: '66',
    weapons: [titanWeapon('Autocannon', powerLine(0, 4, 36, 3, 1))],
  }),
  'test/phantom': titan({
    name: 'Phantom',
    vp: 220,
    core: 5,
    types: ['Skimmer'],
    move: 12,
    boost: 4,
    aspect: -1,
    armor: 6,
    deflectorLayers: 0,
    flickerShield: 2,
    caa: 6,
    cad: '666',
    weapons: [titanWeapon('Lance', powerLine(1, 1, 60, 4, 5), powerLine(2, 2, 60, 4, 5))],
  }),
};

/** Test profiles for close assault, on top of `test/trooper` (CAA 2, CAD 4) and `test/tank` (CAD 5). */
export const ASSAULT_PROFILES: Record<string, ModelProfile> = {
  'test/brute': aTrooper({ name: 'Brute', caa: 3, cad: '66', vp: 40 }),
  'test/ogre': aTrooper({ name: 'Ogre', caa: 4, cad: '666', vp: 60 }),
  'test/shield': aTrooper({ name: 'Shield Trooper', defenseSpecials: { shield: 3 } }),
  'test/power': aTrooper({ name: 'Power Armour', caa: 3, cad: 5, assaultSpecials: { extraDefenceDice: 1 } }),
  'test/hunter': aTrooper({ name: 'Tank Hunter', caa: 1, assaultSpecials: { antiArmorDice: 2 } }),
  'test/weak': aTrooper({ name: 'Conscript', caa: 1, cad: 3, vp: 5 }),
  'test/apc': aTank({ name: 'APC', caa: 1, cad: 5, size: 3, transport: { capacity: 10 } }),
  'test/open-apc': aTank({
    name: 'Open APC',
    caa: 1,
    cad: 5,
    size: 3,
    transport: { capacity: 10, open: true },
  }),
  'test/jumper': aTrooper({ name: 'Jumper', moveSpecials: { jump: 12 } }),
};

/** Test profiles for buildings (and the test titans): a jump trooper, a teleporter, a Size 1 bike, a shielded trooper. */
export const BUILDING_PROFILES: Record<string, ModelProfile> = {
  ...TITAN_PROFILES,
  'test/jumper': ASSAULT_PROFILES['test/jumper'] as ModelProfile,
  'test/porter': aTrooper({ name: 'Porter', moveSpecials: { teleport: 12 } }),
  'test/bike': aTank({ name: 'Bike', types: ['Wheeled'], size: 1, cad: 4 }),
  'test/shield': ASSAULT_PROFILES['test/shield'] as ModelProfile,
  'test/brute': ASSAULT_PROFILES['test/brute'] as ModelProfile,
};

/** Every profile a test position offers: the bundled ones and every `test/...` profile above. */
export const PROFILES: Record<string, ModelProfile> = {
  ...BUNDLED_PROFILES,
  'test/trooper': aTrooper(),
  'test/tank': aTank(),
  ...ASSAULT_PROFILES,
  ...BUILDING_PROFILES,
};

/** The bundled Strider: Core 4, Move 8" (4"), Aspect 2, Armor 6, 3 layers, CAA 10, CAD 66, a +4/+4 Assault Sword. */
export const STRIDER = PROFILES['generic/strider-titan'] as TitanProfile;

/** A profile of {@link PROFILES} by key; throws on a typo so tests fail loudly. */
export function profile(key: string): ModelProfile {
  const found = PROFILES[key];
  if (!found) throw new Error(`no profile '${key}'`);
  return found;
}
