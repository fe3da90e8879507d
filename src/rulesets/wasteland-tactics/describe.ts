import {
  chosenOption,
  type GameState,
  type ListValidation,
  type RulesetDescription,
  type SetupOption,
} from 'sandtable';
import * as z from 'zod';
import { advancedTerrain } from './data/advanced-terrain';
import { BUNDLED_PROFILES, type FactionId, sampleForce } from './data/index';
import type { WastelandEvent } from './events';
import { narrateWasteland } from './narrate';
import { validateForce } from './rules/force-building/battle-groups';
import { wastelandTactics } from './ruleset';
import { MISSIONS } from './scenarios/missions';
import { BattleGroupSchema, GAME_SIZES, type GameSize } from './schemas/battle-group';
import { UnitProfileSchema } from './schemas/unit-profile';
import type { WastelandSetup } from './setup';
import type { WastelandState } from './state';

const jsonSchema = (schema: z.ZodType, id: string) => ({
  ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }),
  $id: `urn:sandtable:wasteland-tactics:${id}`,
});

/** A player's force as a file holds it: its game size and Battle Groups. */
const forceFileSchema = () =>
  z.strictObject({
    gameSize: z.enum(GAME_SIZES).default('medium'),
    battleGroups: z.array(BattleGroupSchema).min(1).max(4),
  });
type ForceFile = ReturnType<typeof forceFileSchema>;

function validate(ForceFileSchema: ForceFile, input: unknown): ListValidation {
  const parsed = ForceFileSchema.safeParse(Array.isArray(input) ? { battleGroups: input } : input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(force)'}: ${i.message}`),
    };
  }
  const { gameSize, battleGroups } = parsed.data;
  const profiles = Object.fromEntries(BUNDLED_PROFILES.map((p) => [p.id, p]));
  const result = validateForce(battleGroups, { gameSize, profiles });
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

const PLAYER_IDS = ['red', 'blue', 'green', 'gold'] as const;
/** Who plays which bundled faction, by seat (a fourth player brings a second Scrap Raiders force). */
const SEATS: readonly FactionId[] = ['scrap-raiders', 'iron-covenant', 'mutant-brood', 'scrap-raiders'];

/**
 * The Battle Groups of seat `seat` of `count`: in a mission with a defender and three or more players, the
 * attackers share one points pool (WT-MIS-02), so each brings its faction's detachment for that share.
 */
function battleGroupsOf(seat: number, count: number, mission: WastelandSetup['mission'], size: GameSize) {
  const faction = SEATS[seat] as FactionId;
  const defended = mission !== 'random' && MISSIONS.find((m) => m.id === mission)?.defender === true;
  return sampleForce(faction, size, defended && count > 2 && seat < count - 1 ? count - 1 : 1);
}

const game = (state: GameState) => state.game as WastelandState;

/** Builds the description; called once, marked pure so an app that never reads it bundles none of it. */
function describeWasteland(): RulesetDescription<WastelandSetup> {
  const ForceFileSchema = forceFileSchema();

  const OPTIONS: readonly SetupOption[] = [
    {
      name: 'scenario',
      summary: 'the mission',
      choices: ['10', ...MISSIONS.map((m) => String(m.id)).filter((id) => id !== '10'), 'random'],
    },
    {
      name: 'players',
      summary: 'how many players (Scrap Raiders, Iron Covenant, Mutant Brood, Scrap Raiders)',
      choices: ['2', '3', '4'],
    },
    { name: 'size', summary: 'the game size of every bundled force', choices: ['small', 'medium', 'large'] },
    {
      name: 'advanced',
      summary:
        'the advanced rules (advantages, battlefield conditions, firing positions, buildings) on a built-up table',
      choices: ['off', 'on'],
    },
  ];

  const ADVANCED_TERRAIN = advancedTerrain();

  return {
    id: 'wasteland-tactics',
    title: `Wasteland Tactics (ruleset ${wastelandTactics.version})`,
    summary:
      'skirmish for two to four players: initiative order, two actions per unit, Will and Life rolls, psychics',
    ruleset: wastelandTactics,
    ref: { module: 'sandtable/wasteland-tactics', export: 'wastelandTactics' },
    options: OPTIONS,
    setup: (choices) => {
      const scenario = chosenOption(OPTIONS, choices, 'scenario');
      const mission = scenario === 'random' ? 'random' : (Number(scenario) as WastelandSetup['mission']);
      const count = Number(chosenOption(OPTIONS, choices, 'players'));
      const size = chosenOption(OPTIONS, choices, 'size') as GameSize;
      const advanced = chosenOption(OPTIONS, choices, 'advanced') === 'on';
      return {
        players: PLAYER_IDS.slice(0, count).map((id, seat) => ({
          id,
          battleGroups: battleGroupsOf(seat, count, mission, size),
        })),
        gameSize: size,
        mission,
        ...(advanced
          ? {
              terrain: ADVANCED_TERRAIN,
              advanced: {
                advantages: true,
                battlefieldConditions: 'random',
                firingPositions: true,
                occupyBuildings: true,
              },
            }
          : {}),
      };
    },
    samples: [
      ...MISSIONS.map((m) => ({ name: `mission ${m.id}, 2 players`, choices: { scenario: String(m.id) } })),
      ...MISSIONS.map((m) => ({
        name: `mission ${m.id}, ${3 + (m.id % 2)} players`,
        choices: { scenario: String(m.id), players: String(3 + (m.id % 2)) },
      })),
      ...[1, 6, 8].map((id) => ({
        name: `mission ${id}, 2 players, advanced rules`,
        choices: { scenario: String(id), advanced: 'on' },
      })),
      {
        name: 'random mission, 3 players, advanced rules',
        choices: { scenario: 'random', players: '3', advanced: 'on' },
      },
      ...[4, 5].map((id) => ({
        name: `mission ${id}, 2 medium forces`,
        choices: { scenario: String(id), size: 'medium' },
      })),
    ],
    players: (setup) => setup.players.map((p) => p.id),
    describe: (setup) => {
      const forces = setup.players
        .map((p) => `${p.battleGroups.map((g) => g.name).join(' + ')} (${p.id})`)
        .join(' vs ');
      const mission = MISSIONS.find((m) => m.id === setup.mission);
      const advanced = setup.advanced ? ', advanced rules' : '';
      return `${forces}, ${setup.gameSize} game, mission ${mission ? `${mission.id} (${mission.name})` : setup.mission}${advanced}`;
    },
    bots: {},
    narrate: (event) => narrateWasteland(event as unknown as WastelandEvent) as string | undefined,
    quiet: ['game-ended', 'dice-requested'],
    losses: ['model-destroyed', 'unit-destroyed'],
    survival: (state) => {
      const out: Record<string, boolean> = {};
      for (const unit of game(state).units)
        out[`${unit.id} (${unit.name})`] = unit.status !== 'destroyed' && unit.models.some((m) => m.alive);
      return out;
    },
    summaryTable: (state) => {
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
    validate: (input) => validate(ForceFileSchema, input),
    listFormat: '{ "gameSize": "medium", "battleGroups": [...] } or a list of Battle Groups',
    schemas: {
      army: () => jsonSchema(ForceFileSchema, 'force'),
      unit: () => jsonSchema(UnitProfileSchema, 'unit-profile'),
      command: () => jsonSchema(wastelandTactics.schemas.command, 'command'),
    },
  };
}

/**
 * Wasteland Tactics described for tools (the CLI, `simulate`, the reach report): the bundled forces of two to
 * four players at any game size, every mission, the advanced rules on a built-up table, narration and JSON
 * Schemas.
 */
export const wastelandDescription: RulesetDescription<WastelandSetup> = /* @__PURE__ */ describeWasteland();
