import * as z from 'zod';

/** SQ-DEF-29: one unit of a force: a profile key (default or the setup's `params.profiles`) and a name. */
export const ForceUnitSchema = z.strictObject({
  profile: z.string().min(1),
  /** Shown in narration; left out, the profile's name. */
  name: z.string().min(1).optional(),
});

/** SQ-DEF-29: a force: a name and at least one unit, within the points limit. */
export const ForceSchema = z.strictObject({
  name: z.string().min(1),
  units: z.array(ForceUnitSchema).min(1, { error: 'a force needs at least one unit (SQ-DEF-29)' }),
});
/** A force. */
export type Force = z.output<typeof ForceSchema>;
/** A force as written. */
export type ForceInput = z.input<typeof ForceSchema>;

/**
 * SQ-DEF-29: the sample rosters: the catalogue's Line Patrol and Strike Patrol (395 points each), and two more so
 * the bundled forces together use every special rule, weapon and vehicle class: an Armoured Company (conscripts,
 * an anti-tank team with a pistol, a battle tank; 315 points) and a Xeno Host (four Terrifying, Fearless, Fast
 * broods with claws; 360 points).
 */
export const BUNDLED_FORCES = {
  linePatrol: {
    name: 'Line Patrol',
    units: [
      { profile: 'officerTeam' },
      { profile: 'spotterTeam' },
      { profile: 'rifleSquad', name: '1st Rifle Squad' },
      { profile: 'rifleSquad', name: '2nd Rifle Squad' },
      { profile: 'assaultSquad' },
      { profile: 'apc' },
    ],
  },
  strikePatrol: {
    name: 'Strike Patrol',
    units: [
      { profile: 'officerTeam' },
      { profile: 'mortarTeam' },
      { profile: 'geneSquad' },
      { profile: 'jumpSquad' },
      { profile: 'reconTeam' },
      { profile: 'scoutCar' },
    ],
  },
  armouredCompany: {
    name: 'Armoured Company',
    units: [
      { profile: 'officerTeam' },
      { profile: 'spotterTeam' },
      { profile: 'conscriptSquad' },
      { profile: 'atTeam' },
      { profile: 'battleTank' },
    ],
  },
  xenoHost: {
    name: 'Xeno Host',
    units: [
      { profile: 'xenoBrood', name: 'Stalker Brood' },
      { profile: 'xenoBrood', name: 'Ravager Brood' },
      { profile: 'xenoBrood', name: 'Hunter Brood' },
      { profile: 'xenoBrood', name: 'Lurker Brood' },
    ],
  },
} as const satisfies Record<string, ForceInput>;
/** A bundled force's id. */
export type BundledForceId = keyof typeof BUNDLED_FORCES;
/** The bundled forces' ids. */
export const BUNDLED_FORCE_IDS = Object.keys(BUNDLED_FORCES) as [BundledForceId, ...BundledForceId[]];
