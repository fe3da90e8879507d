import type { ArmyList, ArmyUnit } from '../schemas/army';
import { frozen } from './authoring';

const unit = (name: string, ...models: [profile: string, count: number][]): ArmyUnit => ({
  name,
  models: models.map(([profile, count]) => ({ profile, count })),
});

/**
 * A 1000-point generic-list army of 4 companies: infantry riding closed APCs and open half-tracks with
 * mortars, medium tanks, hover tanks and a wing of bombers, a battle titan, and teleport troops in a
 * hover dropship with recon and heavy weapons.
 */
export const terranGuardArmy: ArmyList = frozen({
  name: 'Terran Guard',
  faction: 'generic',
  points: 1000,
  companies: [
    {
      name: 'Mechanised Infantry',
      units: [
        unit('1st Platoon', ['line-infantry', 6], ['apc', 3]),
        unit('2nd Platoon', ['light-infantry', 4], ['half-track', 2]),
        unit('Mortar Section', ['mortar-team', 3]),
      ],
    },
    {
      name: 'Armoured Fist',
      units: [
        unit('Medium Tanks', ['medium-tank', 2]),
        unit('Hover Squadron', ['light-hover-tank', 3]),
        unit('Strike Wing', ['ground-attack-flyer', 2]),
      ],
    },
    {
      name: 'Titan Lance',
      units: [{ name: 'Strider "Iron Warden"', models: [{ profile: 'strider-titan', count: 1 }] }],
    },
    {
      name: 'Fire Support',
      units: [
        unit('Teleport Squad', ['teleport-infantry', 4], ['light-dropship', 1]),
        unit('Recon Team', ['recon-infantry', 3]),
        unit('Heavy Weapons', ['heavy-weapons-team', 3]),
      ],
    },
  ],
});

/**
 * A 1000-point Kethri army of 4 companies: broods with open carrier beasts and leapers, spitters with
 * bio-artillery and skitter beasts, the Hive Colossus bio-titan with bomb-dropping harpies, and stealthy
 * recon stalkers with hover gliders.
 */
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
        unit('Skitterers', ['skitter-beast', 3]),
      ],
    },
    {
      name: 'Great Beasts',
      units: [
        {
          name: 'Hive Colossus',
          models: [{ profile: 'hive-colossus', count: 1 }],
          titanOptions: ['acid-torrent'],
        },
        unit('Harpies', ['harpy', 3]),
      ],
    },
    {
      name: 'Deep Broods',
      units: [unit('Gliders', ['glider-swarm', 5]), unit('Shades', ['shade-stalkers', 3])],
    },
  ],
});

/**
 * A third 1000-point generic-list army of 4 companies, built to bring the rules the other two never need:
 * conscripts with inaccurate rockets (Accuracy −2: −2 at Aspect 0 vehicles, −3 at infantry, XEN-HIT-07/08),
 * Shield Breaker lance destroyers (XEN-SAVE-04, XEN-TITAN-20), a battlegroup of jetbikes, a grav tank and a heavy
 * tank (three Aspects, XEN-ALLOC-10), a Ranger titan that jumps and has a flicker shield (XEN-TITAN-11/30),
 * grav troopers riding a dropship that flies high and releases them along its way (XEN-TRANS-07), and hover
 * tanks that can fly high (XEN-TERR-20/22). Its balance against the other two is not measured.
 */
export const frontierLegionArmy: ArmyList = frozen({
  name: 'Frontier Legion',
  faction: 'generic',
  points: 1000,
  companies: [
    {
      name: 'Levy Battalion',
      units: [
        unit('First Levy', ['conscript-infantry', 8]),
        unit('Second Levy', ['conscript-infantry', 6], ['half-track', 3]),
        unit('Mortar Section', ['mortar-team', 4]),
      ],
    },
    {
      name: 'Lance Squadron',
      units: [
        unit('Lance Destroyers', ['lance-destroyer', 3]),
        unit('Mixed Battlegroup', ['jetbike', 2], ['grav-tank', 1], ['heavy-tank', 1]),
      ],
    },
    {
      name: 'Ranger Maniple',
      units: [
        {
          name: 'Ranger "Skyfall"',
          models: [{ profile: 'ranger-titan', count: 1 }],
          titanOptions: ['rocket-pods'],
        },
        unit('Recon Team', ['recon-infantry', 3]),
      ],
    },
    {
      name: 'Grav Wing',
      units: [
        unit('Grav Troopers', ['grav-infantry', 3], ['light-dropship', 1]),
        unit('Hover Lancers', ['light-hover-tank', 3]),
        unit('Stealth Scouts', ['stealth-infantry', 3]),
      ],
    },
  ],
});

/**
 * The bundled sample armies: the Terran Guard and the Kethri Swarm (balanced against each other), and the
 * Frontier Legion.
 */
export const SAMPLE_ARMIES: readonly ArmyList[] = [terranGuardArmy, kethriSwarmArmy, frontierLegionArmy];
