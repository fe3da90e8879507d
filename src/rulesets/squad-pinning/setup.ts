import * as z from 'zod';
import { DEFAULT_PROFILES, DEFAULT_WEAPONS } from './data/tables';
import { ParamsSchema, type Profile, ProfileSchema, type Weapon, WeaponSchema } from './params';
import { BUNDLED_FORCE_IDS, BUNDLED_FORCES, type Force, ForceSchema } from './schemas/force';
import { BUNDLED_SCENARIO_IDS, BUNDLED_SCENARIOS, type Scenario, ScenarioSchema } from './schemas/scenario';
import type { SqState, UnitState } from './state';

const PlayerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, {
  error: 'must be lower-case letters, digits and dashes, starting with a letter',
});

/**
 * SQ-DEF-02 / SQ-DEF-29: everything needed to start a game: two players and their forces (a bundled roster or
 * one written in full), the scenario (a bundled table or one written in full) and the defaults to change
 * (`params`, merged over SQ-DEF-01…31).
 */
export const SqSetupSchema = z
  .strictObject({
    players: z
      .array(z.strictObject({ id: PlayerIdSchema, force: z.union([z.enum(BUNDLED_FORCE_IDS), ForceSchema]) }))
      .length(2, { error: 'Squad pinning is a two-player game: give exactly 2 players (SQ-DEF-03)' }),
    scenario: z.union([z.enum(BUNDLED_SCENARIO_IDS), ScenarioSchema]).default('seize-the-ground'),
    params: ParamsSchema.prefault({}),
  })
  .superRefine((setup, ctx) => {
    const [a, b] = setup.players;
    if (a && b && a.id === b.id)
      ctx.addIssue({
        code: 'custom',
        path: ['players', 1, 'id'],
        message: `player id '${a.id}' is used twice`,
      });
    const weapons = weaponTable(setup.params.weapons);
    const profiles = profileTable(setup.params.profiles);
    setup.players.forEach((p, i) => {
      const force = typeof p.force === 'string' ? (BUNDLED_FORCES[p.force] as Force) : p.force;
      let points = 0;
      force.units.forEach((u, j) => {
        const profile = profiles[u.profile];
        if (!profile) {
          ctx.addIssue({
            code: 'custom',
            path: ['players', i, 'force', 'units', j, 'profile'],
            message: `'${u.profile}' is not a unit profile; use one of ${Object.keys(profiles).join(', ')} or add it under params.profiles (SQ-DEF-29)`,
          });
          return;
        }
        points += profile.points;
        for (const w of profile.weapons)
          if (!weapons[w])
            ctx.addIssue({
              code: 'custom',
              path: ['players', i, 'force', 'units', j, 'profile'],
              message: `profile '${u.profile}' carries '${w}', which is not a weapon; add it under params.weapons (SQ-DEF-08)`,
            });
        if (profile.type === 'infantry' && profile.weapons.length !== profile.models)
          ctx.addIssue({
            code: 'custom',
            path: ['players', i, 'force', 'units', j, 'profile'],
            message: `profile '${u.profile}' has ${profile.models} models but ${profile.weapons.length} weapons; give one weapon per model (SQ-DEF-05)`,
          });
      });
      if (points > setup.params.forces.pointsLimit)
        ctx.addIssue({
          code: 'custom',
          path: ['players', i, 'force'],
          message: `the force costs ${points} points, over the ${setup.params.forces.pointsLimit}-point limit (SQ-DEF-29)`,
        });
    });
  });

/** A setup as a caller writes it. */
export type SqSetup = z.input<typeof SqSetupSchema>;
/** A setup with its defaults filled in. */
export type SqParsedSetup = z.output<typeof SqSetupSchema>;

/** SQ-DEF-08: the default weapons with the setup's added or replaced. */
export function weaponTable(extra: Readonly<Record<string, Weapon>>): Record<string, Weapon> {
  const out: Record<string, Weapon> = {};
  for (const [k, v] of Object.entries(DEFAULT_WEAPONS)) out[k] = WeaponSchema.parse(v);
  return { ...out, ...extra };
}

/** SQ-DEF-29: the default profiles with the setup's added or replaced. */
export function profileTable(extra: Readonly<Record<string, Profile>>): Record<string, Profile> {
  const out: Record<string, Profile> = {};
  for (const [k, v] of Object.entries(DEFAULT_PROFILES)) out[k] = ProfileSchema.parse(v);
  return { ...out, ...extra };
}

/** SQ-DEF-29: the force a setup names. */
export function forceOf(choice: SqParsedSetup['players'][number]['force']): Force {
  return typeof choice === 'string' ? (BUNDLED_FORCES[choice] as Force) : choice;
}

/** SQ-DEF-02: the scenario a setup names. */
export function scenarioOf(choice: SqParsedSetup['scenario']): Scenario {
  return typeof choice === 'string' ? ScenarioSchema.parse(BUNDLED_SCENARIOS[choice]) : choice;
}

/** SQ-DEF-02 / SQ-DEF-05: the state before the roll-off: every unit off the table, no state markers. */
export function buildInitialState(setup: SqParsedSetup): SqState {
  const weapons = weaponTable(setup.params.weapons);
  const profiles = profileTable(setup.params.profiles);
  const units: UnitState[] = [];
  for (const p of setup.players) {
    forceOf(p.force).units.forEach((entry, index) => {
      const profile = profiles[entry.profile] as Profile;
      const id = `${p.id}.u${index + 1}`;
      const models = Array.from({ length: profile.models }, (_, i) => ({
        id: `${id}.m${i + 1}`,
        x: 0,
        y: 0,
        facing: 0,
        alive: true,
        weapons: profile.type === 'vehicle' ? [...profile.weapons] : [profile.weapons[i] as string],
      }));
      units.push({
        id,
        player: p.id,
        profile: entry.profile,
        name: entry.name ?? profile.name,
        kind: profile.type,
        models,
        startModels: profile.models,
        status: 'undeployed',
        pinned: false,
        broken: false,
        overwatch: false,
        activated: false,
        engaged: [],
        lastMove: 0,
        movedThisTurn: false,
        calledThisTurn: false,
        immobilised: 0,
        terrifyingPassed: false,
        usedOnce: [],
        smokeUsed: 0,
        reconDone: false,
      });
    });
  }
  const players = setup.players.map((p) => p.id);
  return {
    params: setup.params,
    weapons,
    profiles,
    scenario: scenarioOf(setup.scenario),
    players,
    sides: players.map((player) => ({ player })),
    units,
    smoke: [],
    turn: 0,
    phase: 'setup',
    stage: { kind: 'roll-off', player: players[0] as string },
    queue: [],
  };
}
