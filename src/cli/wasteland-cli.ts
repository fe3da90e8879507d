import type { GameEvent, GameState } from 'sandtable';
import {
  BattleGroupSchema,
  BUNDLED_PROFILES,
  GAME_SIZES,
  MISSIONS,
  narrateWasteland,
  SAMPLE_FORCES,
  UnitProfileSchema,
  validateForce,
  type WastelandEvent,
  type WastelandSetup,
  type WastelandState,
  wastelandTactics,
} from 'sandtable/wasteland-tactics';
import * as z from 'zod';
import type { CliRuleset, ListValidation } from './cli-ruleset.js';

const jsonSchema = (schema: z.ZodType, id: string) => ({
  ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }),
  $id: `urn:sandtable:wasteland-tactics:${id}`,
});

/** A player's force as a file holds it: its game size and Battle Groups. */
const ForceFileSchema = z.strictObject({
  gameSize: z.enum(GAME_SIZES).default('medium'),
  battleGroups: z.array(BattleGroupSchema).min(1).max(4),
});

const PROFILES = Object.fromEntries(BUNDLED_PROFILES.map((p) => [p.id, p]));

function validate(input: unknown): ListValidation {
  const parsed = ForceFileSchema.safeParse(Array.isArray(input) ? { battleGroups: input } : input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(force)'}: ${i.message}`),
    };
  }
  const { gameSize, battleGroups } = parsed.data;
  const result = validateForce(battleGroups, { gameSize, profiles: PROFILES });
  if (!result.ok) {
    return {
      ok: false,
      problems: result.issues.map((i) =>
        i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
      ),
    };
  }
  const names = battleGroups.map((g) => `'${g.name}'`).join(', ');
  return { ok: true, summary: `${names}: a valid ${gameSize} force of ${result.cost} points.` };
}

const game = (state: GameState) => state.game as WastelandState;

/** Wasteland Tactics for the CLI: the Scrap Raiders against the Iron Covenant in a small game. */
export const wastelandCli: CliRuleset = {
  id: 'wasteland-tactics',
  title: `Wasteland Tactics (ruleset ${wastelandTactics.version})`,
  ruleset: wastelandTactics,
  ref: { module: 'sandtable/wasteland-tactics', export: 'wastelandTactics' },
  scenarios: ['10', ...MISSIONS.map((m) => String(m.id)).filter((id) => id !== '10'), 'random'],
  setup: (scenario): WastelandSetup => ({
    players: [
      {
        id: 'red',
        battleGroups: SAMPLE_FORCES['scrap-raiders'].small.map((g) => ({ ...g, units: [...g.units] })),
      },
      {
        id: 'blue',
        battleGroups: SAMPLE_FORCES['iron-covenant'].small.map((g) => ({ ...g, units: [...g.units] })),
      },
    ],
    gameSize: 'small',
    mission: scenario === 'random' ? 'random' : Number(scenario),
  }),
  players: (setup) => (setup as WastelandSetup).players.map((p) => p.id),
  describe: (setup) => {
    const s = setup as WastelandSetup;
    const forces = s.players
      .map((p) => `${p.battleGroups.map((g) => g.name).join(' + ')} (${p.id})`)
      .join(' vs ');
    const mission = MISSIONS.find((m) => m.id === s.mission);
    return `${forces}, ${s.gameSize} game, mission ${mission ? `${mission.id} (${mission.name})` : s.mission}`;
  },
  narrate: (event: GameEvent) => narrateWasteland(event as unknown as WastelandEvent) as string | undefined,
  quiet: new Set(['game-ended', 'dice-requested']),
  losses: new Set(['model-destroyed', 'unit-destroyed']),
  survival: (state) => {
    const out: Record<string, boolean> = {};
    for (const unit of game(state).units)
      out[`${unit.id} (${unit.name})`] = unit.status !== 'destroyed' && unit.models.some((m) => m.alive);
    return out;
  },
  summary: (state) => {
    const g = game(state);
    return {
      columns: ['player', 'units left', 'models left', 'score'],
      right: [1, 2, 3],
      rows: g.sides.map((side) => {
        const units = g.units.filter((u) => u.player === side.player);
        const alive = units.filter((u) => u.status !== 'destroyed' && u.models.some((m) => m.alive));
        const models = units.flatMap((u) => u.models);
        return [
          side.player,
          `${alive.length}/${units.length}`,
          `${models.filter((m) => m.alive).length}/${models.length}`,
          String(side.score),
        ];
      }),
    };
  },
  validate,
  schemas: {
    army: () => jsonSchema(ForceFileSchema, 'force'),
    unit: () => jsonSchema(UnitProfileSchema, 'unit-profile'),
    command: () => jsonSchema(wastelandTactics.schemas.command, 'command'),
  },
};
