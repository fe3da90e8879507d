import type { ArmyList, ArmyUnit } from '../schemas/army';
import { frozen } from './authoring';

const unit = (name: string, ...models: [profile: string, count: number][]): ArmyUnit => ({
  name,
  models: models.map(([profile, count]) => ({ profile, count })),
});

/** A 1000-point generic-list army of 4 companies: mechanised infantry, armour, a titan and fire support. */
export const terranGuardArmy: ArmyList = frozen({
  name: 'Terran Guard',
  faction: 'generic',
  points: 1000,
  companies: [
    {
      name: 'Mechanised Infantry',
      units: [
        unit('1st Platoon', ['line-infantry', 6], ['apc', 3]),
        unit('2nd Platoon', ['light-infantry', 5], ['half-track', 2]),
        unit('Mortar Section', ['mortar-team', 3]),
      ],
    },
    {
      name: 'Armoured Fist',
      units: [
        unit('Medium Tanks', ['medium-tank', 3]),
        unit('Armoured Cars', ['armoured-car', 3]),
        unit('Scout Walkers', ['scout-walker', 3]),
      ],
    },
    {
      name: 'Titan Lance',
      units: [
        {
          name: 'Strider "Iron Warden"',
          models: [{ profile: 'strider-titan', count: 1 }],
          titanOptions: ['gatling-blaster'],
        },
      ],
    },
    {
      name: 'Fire Support',
      units: [
        unit('Howitzer Battery', ['self-propelled-howitzer', 3]),
        unit('Recon Team', ['recon-infantry', 3]),
        unit('Heavy Weapons', ['heavy-weapons-team', 3]),
      ],
    },
  ],
});

/** A 1000-point Kethri army of 4 companies: broods with open carrier beasts, bio-artillery, beasts and flyers. */
export const kethriSwarmArmy: ArmyList = frozen({
  name: 'Kethri Swarm',
  faction: 'kethri',
  points: 1000,
  companies: [
    {
      name: 'Vanguard Broods',
      units: [
        unit('First Brood', ['warrior-brood', 8]),
        unit('Carried Brood', ['warrior-brood', 6], ['carrier-beast', 2]),
        unit('Leapers', ['leaper-brood', 4]),
      ],
    },
    {
      name: 'Spitter Host',
      units: [
        unit('Spitters', ['spitter-brood', 6]),
        unit('Bile Throwers', ['bile-thrower', 3]),
        unit('Skitterers', ['skitter-beast', 4]),
      ],
    },
    {
      name: 'Great Beasts',
      units: [unit('Ravagers', ['ravager', 2]), unit('Harpies', ['harpy', 3])],
    },
    {
      name: 'Deep Broods',
      units: [
        unit('Tunnellers', ['tunnel-brood', 4]),
        unit('Shades', ['shade-stalkers', 3]),
        unit('Gliders', ['glider-swarm', 5]),
      ],
    },
  ],
});

/** Both bundled sample armies. */
export const SAMPLE_ARMIES: readonly ArmyList[] = [terranGuardArmy, kethriSwarmArmy];
