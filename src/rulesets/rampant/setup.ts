import * as z from 'zod';
import { type Army, ArmySchema, BUNDLED_ARMIES, BUNDLED_ARMY_IDS } from './data/armies';
import { BUNDLED_SCENARIO_IDS, BUNDLED_SCENARIOS, type Scenario, ScenarioSchema } from './data/tables';
import { type Params, ParamsSchema } from './params';
import type { RmpState, UnitState } from './state';

const PlayerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, {
  error: 'must be lower-case letters, digits and dashes, starting with a letter',
});

/** One thing wrong with an army list: a stable code, where, and what to do about it. */
export interface ArmyProblem {
  code: 'illegal-option' | 'commander' | 'too-few-units' | 'over-points';
  path: (string | number)[];
  message: string;
}

/** RMP-DEF-19: what is wrong with an army list under these parameters, in a player's words with rule IDs. */
export function armyProblems(army: Army, params: Params): ArmyProblem[] {
  const out: ArmyProblem[] = [];
  let points = 0;
  army.units.forEach((u, j) => {
    const cls = params.classes[u.class];
    points += unitPoints(params, u.class, u.options);
    for (const o of u.options)
      if (!cls.options.includes(o))
        out.push({
          code: 'illegal-option',
          path: ['units', j, 'options'],
          message: `${cls.name} cannot take the ${o === 'mobile' ? 'Mobile' : 'Slow'} option${cls.options.length > 0 ? ` (it may take: ${cls.options.join(', ')})` : ''} (RMP-DEF-15)`,
        });
    if (new Set(u.options).size !== u.options.length)
      out.push({
        code: 'illegal-option',
        path: ['units', j, 'options'],
        message: 'an option is bought once (RMP-DEF-15)',
      });
  });
  const commanders = army.units.filter((u) => u.commander).length;
  if (commanders !== 1)
    out.push({
      code: 'commander',
      path: ['units'],
      message: `mark exactly one unit as the Commander's (\`commander: true\`); this list has ${commanders} (RMP-DEF-18)`,
    });
  if (army.units.length < params.army.minUnits)
    out.push({
      code: 'too-few-units',
      path: ['units'],
      message: `a detachment needs at least ${params.army.minUnits} units; this one has ${army.units.length} (RMP-DEF-19)`,
    });
  if (points > params.army.points)
    out.push({
      code: 'over-points',
      path: ['units'],
      message: `the detachment costs ${points} points, over the ${params.army.points}-point game; drop a unit or an option (RMP-DEF-19)`,
    });
  return out;
}

/** RMP-DEF-15 / RMP-DEF-19: a unit's points with its options (never below 1). */
export function unitPoints(params: Params, cls: keyof Params['classes'], options: readonly string[]): number {
  let points = params.classes[cls].points;
  if (options.includes('mobile')) points += params.options.mobile.cost;
  if (options.includes('slow')) points += params.options.slow.cost;
  return Math.max(1, points);
}

/**
 * RMP-DEF-02 / RMP-DEF-19: everything needed to start a game: two players and their detachments (a bundled army
 * or one written in full), the table (a bundled one or one written in full) and the defaults to change
 * (`params`, merged over RMP-DEF-01…22 key by key).
 */
export const RmpSetupSchema = z
  .strictObject({
    players: z
      .array(z.strictObject({ id: PlayerIdSchema, army: z.union([z.enum(BUNDLED_ARMY_IDS), ArmySchema]) }))
      .length(2, { error: 'Rampant is a two-player game: give exactly 2 players (RMP-DEF-03)' }),
    scenario: z.union([z.enum(BUNDLED_SCENARIO_IDS), ScenarioSchema]).default('broken-ground'),
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
    setup.players.forEach((p, i) => {
      for (const problem of armyProblems(armyOf(p.army), setup.params))
        ctx.addIssue({
          code: 'custom',
          path: ['players', i, 'army', ...problem.path],
          message: problem.message,
        });
    });
  });

/** A setup as a caller writes it. */
export type RmpSetup = z.input<typeof RmpSetupSchema>;
/** A setup with its defaults filled in. */
export type RmpParsedSetup = z.output<typeof RmpSetupSchema>;

/** RMP-DEF-19: the army a setup names. */
export function armyOf(choice: RmpParsedSetup['players'][number]['army']): Army {
  return typeof choice === 'string' ? ArmySchema.parse(BUNDLED_ARMIES[choice]) : choice;
}

/** RMP-DEF-02: the scenario a setup names. */
export function scenarioOf(choice: RmpParsedSetup['scenario']): Scenario {
  return typeof choice === 'string' ? ScenarioSchema.parse(BUNDLED_SCENARIOS[choice]) : choice;
}

/** RMP-DEF-02 / RMP-DEF-06: the state before the roll-off: every unit undeployed at full Strength. */
export function buildInitialState(setup: RmpParsedSetup): RmpState {
  const params = setup.params;
  const units: UnitState[] = [];
  const sides: RmpState['sides'] = [];
  for (const p of setup.players) {
    const army = armyOf(p.army);
    let total = 0;
    const counts = new Map<string, number>();
    army.units.forEach((u, i) => {
      const cls = params.classes[u.class];
      const id = `${p.id}.u${i + 1}`;
      const n = (counts.get(u.class) ?? 0) + 1;
      counts.set(u.class, n);
      const points = unitPoints(params, u.class, u.options);
      total += points;
      const models = Array.from({ length: cls.models === 1 ? 1 : cls.strengthPoints }, (_, k) => ({
        id: `${id}.m${k + 1}`,
        x: 0,
        y: 0,
        alive: true,
      }));
      units.push({
        id,
        player: p.id,
        class: u.class,
        name: u.name ?? `${cls.name} ${n}`,
        options: [...u.options],
        commander: u.commander,
        points,
        models,
        facing: 0,
        sp: cls.strengthPoints,
        startSp: cls.strengthPoints,
        status: 'undeployed',
        suppressed: false,
        goneToGround: false,
      });
    });
    sides.push({
      player: p.id,
      pointsLost: 0,
      startPoints: total,
      halfLost: false,
      lastUnitTested: false,
      commanderLost: false,
    });
  }
  return {
    params,
    scenario: scenarioOf(setup.scenario),
    players: setup.players.map((p) => p.id),
    sides,
    units,
    turn: 0,
    phase: 'setup',
    stage: { kind: 'roll-off', player: setup.players[0]?.id as string },
    queue: [],
  };
}
