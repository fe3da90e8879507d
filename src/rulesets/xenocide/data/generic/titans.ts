import type { ModelProfile } from '../../schemas/unit-list';
import { powerLine, titan, titanWeapon } from '../authoring';

/**
 * XEN-STAT-22: generic titans, with powered weapons, deflector layers and alternate weapons (XEN-ARMY-15); the
 * Ranger jumps and has a flicker shield (XEN-TITAN-11, XEN-TITAN-30).
 */
export const genericTitans: Readonly<Record<string, ModelProfile>> = {
  'strider-titan': titan({
    name: 'Strider Battle Titan',
    vp: 250,
    core: 4,
    types: ['Walker'],
    move: 8,
    boost: 4,
    aspect: 2,
    armor: 6,
    deflectorLayers: 3,
    caa: 10,
    cad: '66',
    weapons: [
      titanWeapon(
        'Plasma Destructor',
        powerLine(0, 2, 36, 3, 2),
        powerLine(1, 2, 48, 3, 4),
        powerLine(2, 3, 48, 3, 5, { aoe: 1 }),
      ),
      titanWeapon('Missile Rack', powerLine(0, 4, 48, 3, 1, { suppression: true })),
      { name: 'Assault Sword', lines: [], closeAssault: { caa: 4, caaPerPower: 4 } },
    ],
    systems: [
      {
        name: 'Auspex Array',
        description: 'Targeting sensors; no engine effect unless damaged systems are used (R30).',
      },
      {
        name: 'Gyro Stabilisers',
        description:
          'Keep the titan upright on broken ground; no engine effect unless damaged systems are used (R30).',
      },
    ],
    options: [
      {
        id: 'gatling-blaster',
        name: 'Gatling Blaster',
        vp: 25,
        replaces: 'Plasma Destructor',
        weapon: titanWeapon(
          'Gatling Blaster',
          powerLine(0, 6, 36, 3, 2),
          powerLine(1, 8, 36, 3, 2, { suppression: true }),
        ),
      },
      {
        id: 'volcano-lance',
        name: 'Volcano Lance',
        vp: 40,
        replaces: 'Missile Rack',
        weapon: titanWeapon(
          'Volcano Lance',
          powerLine(1, 1, 60, 4, 5, { shieldBreaker: true }),
          powerLine(2, 2, 60, 4, 5, { shieldBreaker: true }),
        ),
      },
    ],
  }),
  // XEN-TITAN-11 / XEN-TITAN-30 / XEN-TITAN-20: a light titan that jumps (1 power a jump), with a flicker
  // shield (a cover save of 2 wherever it stands) and a Shield Breaker lance that strips deflector layers.
  'ranger-titan': titan({
    name: 'Ranger Jump Titan',
    vp: 200,
    core: 3,
    types: ['Walker'],
    move: 8,
    boost: 4,
    moveSpecials: { jump: 12 },
    aspect: 1,
    armor: 5,
    deflectorLayers: 1,
    flickerShield: 2,
    caa: 8,
    cad: '66',
    weapons: [
      titanWeapon(
        'Sunspear Lance',
        powerLine(0, 1, 30, 4, 4, { shieldBreaker: true }),
        powerLine(1, 2, 36, 4, 5, { shieldBreaker: true }),
      ),
      titanWeapon('Autocannon Battery', powerLine(0, 4, 30, 3, 1)),
      { name: 'Power Claw', lines: [], closeAssault: { caa: 2, caaPerPower: 2 } },
    ],
    systems: [
      {
        name: 'Jump Jets',
        description:
          'Carry its 12" jumps (XEN-TITAN-11); no engine effect unless damaged systems are used (R30).',
      },
      {
        name: 'Flicker Field',
        description:
          'Gives its flicker shield (XEN-TITAN-30); no engine effect unless damaged systems are used (R30).',
      },
    ],
    options: [
      {
        id: 'rocket-pods',
        name: 'Rocket Pods',
        vp: 15,
        replaces: 'Autocannon Battery',
        weapon: titanWeapon('Rocket Pods', powerLine(0, 6, 24, 3, 0, { suppression: true })),
      },
    ],
  }),
};
