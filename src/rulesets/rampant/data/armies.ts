import * as z from 'zod';
import { CLASS_KEYS, OPTIONS } from '../params';

/** RMP-DEF-19: one unit of an army list: its class, options and whether it carries the Commander. */
export const ArmyUnitSchema = z.strictObject({
  /** The unit class (RMP-DEF-05). */
  class: z.enum(CLASS_KEYS),
  /** A name to show; left out, the class name and a number. */
  name: z.string().min(1).max(40).optional(),
  /** Options bought (RMP-DEF-15): `mobile` (+4") or `slow` (−2"). */
  options: z.array(z.enum(OPTIONS)).default([]),
  /** RMP-DEF-18: this unit carries the detachment's Commander. */
  commander: z.boolean().default(false),
});
/** An army-list unit as written. */
export type ArmyUnitInput = z.input<typeof ArmyUnitSchema>;

/** RMP-DEF-19: an army list (a detachment): a name and its units; points are checked against the setup. */
export const ArmySchema = z.strictObject({
  name: z.string().min(1).max(60),
  units: z.array(ArmyUnitSchema).min(1).max(20),
});
/** An army list with its defaults filled in. */
export type Army = z.output<typeof ArmySchema>;
/** An army list as written. */
export type ArmyInput = z.input<typeof ArmySchema>;

/**
 * RMP-DEF-19: the bundled 24-point detachments. `expedition`, `hive` and `armoured` are the catalogue's; `swarm`
 * buys the options (Mobile, Slow) so that together they use every class, option and special rule.
 */
export const BUNDLED_ARMIES = {
  expedition: {
    name: 'Expedition',
    units: [
      { class: 'eliteInfantry', name: 'Command Squad', commander: true },
      { class: 'lightInfantry', name: 'Rifle Squad A' },
      { class: 'lightInfantry', name: 'Rifle Squad B' },
      { class: 'supportInfantry', name: 'Heavy Weapons Team' },
      { class: 'reconInfantry', name: 'Pathfinders' },
      { class: 'militiaRabble', name: 'Colonial Militia' },
    ],
  },
  hive: {
    name: 'Hive',
    units: [
      { class: 'greaterXenomorphs', name: 'Hive Tyrant', commander: true },
      { class: 'lesserXenomorphs', name: 'Drone Swarm A' },
      { class: 'lesserXenomorphs', name: 'Drone Swarm B' },
      { class: 'lesserXenomorphs', name: 'Drone Swarm C' },
      { class: 'lesserXenomorphs', name: 'Drone Swarm D' },
      { class: 'berserkInfantry', name: 'Thrall Berserkers' },
      { class: 'primitiveInfantry', name: 'Feral Tribesmen' },
    ],
  },
  armoured: {
    name: 'Armoured Column',
    units: [
      { class: 'fightingVehicles', name: 'Battle Tank' },
      { class: 'transportVehicles', name: 'Carrier' },
      { class: 'heavyInfantry', name: 'Assault Squad', commander: true },
      { class: 'lightInfantry', name: 'Rifle Squad' },
      { class: 'softSkinVehicles', name: 'Gun Truck' },
      { class: 'militiaRabble', name: 'Auxiliaries' },
    ],
  },
  swarm: {
    name: 'Feral Swarm',
    units: [
      { class: 'eliteInfantry', name: 'Hive-bound Hunters', options: ['mobile'], commander: true },
      { class: 'lesserXenomorphs', name: 'Crawlers', options: ['slow'] },
      { class: 'heavyInfantry', name: 'Chitin Guard' },
      { class: 'supportInfantry', name: 'Spore Cannons' },
      { class: 'lightInfantry', name: 'Thrall Outriders', options: ['mobile'] },
    ],
  },
} as const satisfies Record<string, ArmyInput>;
/** A bundled army's id. */
export type BundledArmyId = keyof typeof BUNDLED_ARMIES;
/** The bundled armies' ids. */
export const BUNDLED_ARMY_IDS = Object.keys(BUNDLED_ARMIES) as [BundledArmyId, ...BundledArmyId[]];
