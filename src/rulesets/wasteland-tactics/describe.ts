import {
  chosenOption,
  type GameState,
  type ListValidation,
  type RulesetDescription,
  type SetupOption,
} from 'sandtable';
import { closestMatch, type IssueWording, readWith } from 'sandtable/kit';
import * as z from 'zod';
import { wastelandHeuristicBot } from './bots/heuristic-bot';
import { advancedTerrain, townshipTerrain } from './data/advanced-terrain';
import { BUNDLED_PROFILES, FACTIONS, type FactionId, sampleForce } from './data/index';
import type { WastelandEvent } from './events';
import type { ValidationIssue } from './issues';
import { narrateWasteland } from './narrate';
import { validateForce } from './rules/force-building/battle-groups';
import { wastelandTactics } from './ruleset';
import { MISSIONS } from './scenarios/missions';
import { BattleGroupSchema, GAME_SIZES, type GameSize } from './schemas/battle-group';
import { UnitProfileSchema } from './schemas/unit-profile';
import type { WastelandSetup } from './setup';
import type { WastelandState } from './state';
import { CONDITION_IDS, type ConditionId } from './state/advanced';
import { wastelandUnitFigures } from './unit-figures';

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

/** How force files are worded in a player's problems (the kit's readable issues). */
const WORDING: IssueWording = {
  segments: {
    battleGroups: { noun: 'Battle Group', name: 'name' },
    units: { noun: 'unit', name: 'profile' },
  },
  ruleInMessage: /\((WT-[A-Z]+-\d+)/,
};

/** A force-building issue as a player reads it: its message, the rule it breaks, and a likely profile meant. */
function forceProblem(issue: ValidationIssue, input: unknown, profiles: readonly string[]): string {
  const text = issue.message.replace(/\.$/, '');
  const cited = /\(([^()]+)\)$/.exec(text);
  const rule = !issue.rule || text.includes(issue.rule) ? '' : issue.rule;
  let guess = '';
  if (issue.code === 'unknown-profile') {
    let typed: unknown = input;
    for (const key of issue.path) typed = (typed as Record<string | number, unknown> | undefined)?.[key];
    const match = typeof typed === 'string' ? closestMatch(typed, profiles) : undefined;
    guess = match ? ` Did you mean '${match}'?` : '';
  }
  const sentence = rule === '' ? text : cited ? `${text.slice(0, -1)}, ${rule})` : `${text} (${rule})`;
  return `${sentence}.${guess}`;
}

function validate(ForceFileSchema: ForceFile, input: unknown): ListValidation {
  const file = Array.isArray(input) ? { battleGroups: input } : input;
  const parsed = readWith(ForceFileSchema, file, { subject: 'The force', wording: WORDING });
  if (!parsed.ok) return { ok: false, problems: parsed.issues.map((i) => i.message) };
  const { gameSize, battleGroups } = parsed.value;
  const profiles = Object.fromEntries(BUNDLED_PROFILES.map((p) => [p.id, p]));
  const result = validateForce(battleGroups, { gameSize, profiles });
  if (!result.ok) {
    const ids = Object.keys(profiles);
    return { ok: false, problems: result.issues.map((i) => forceProblem(i, file, ids)) };
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
function battleGroupsOf(
  seat: number,
  count: number,
  mission: WastelandSetup['mission'],
  size: GameSize,
  faction: FactionId = SEATS[seat] as FactionId,
  defenderSeat = count - 1,
) {
  const defended = mission !== 'random' && MISSIONS.find((m) => m.id === mission)?.defender === true;
  return sampleForce(faction, size, defended && count > 2 && seat !== defenderSeat ? count - 1 : 1);
}

const game = (state: GameState) => state.game as WastelandState;

/** The faction of each seat from the `factions` choice: `standard` is {@link SEATS}; one faction is every seat's. */
function factionsOf(choice: string, count: number): FactionId[] {
  if (choice === 'standard') return SEATS.slice(0, count) as FactionId[];
  const named = choice.split(',').map((f) => f.trim()) as FactionId[];
  if (named.length === 1) return Array.from({ length: count }, () => named[0] as FactionId);
  if (named.length !== count)
    throw new RangeError(
      `--factions names ${named.length} factions for ${count} players; give one for every seat, or one for all.`,
    );
  return named;
}

/**
 * Readable names for units and models: the unit's name, numbered when its player has several of that name
 * (`Raiders 2`), with its player's when another player has one too (`red's Raiders 2`).
 */
function labels(state: GameState): ReadonlyMap<string, string> {
  const units = game(state).units;
  const out = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const unit of units) {
    const own = units.filter((u) => u.player === unit.player && u.name === unit.name);
    const key = `${unit.player}\u0000${unit.name}`;
    const index = (seen.get(key) ?? 0) + 1;
    seen.set(key, index);
    const numbered = own.length > 1 ? `${unit.name} ${index}` : unit.name;
    const shared = units.some((u) => u.player !== unit.player && u.name === unit.name);
    const name = shared ? `${unit.player}'s ${numbered}` : numbered;
    out.set(unit.id, name);
    unit.models.forEach((m, i) => {
      out.set(m.id, unit.models.length === 1 ? name : `${name} #${i + 1}`);
    });
  }
  return out;
}

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
      name: 'factions',
      summary:
        'the bundled faction of each seat, comma-separated (standard: Scrap Raiders, Iron Covenant, Mutant Brood, Scrap Raiders)',
      choices: ['standard', ...FACTIONS],
      perSeat: true,
    },
    {
      name: 'terrain',
      summary:
        'the table: open, built up (a house, a bunker, ruins, woods, a hill, a minefield, two slag heaps and thorn scrub), or a township (built up, with a large warehouse and tall ruins)',
      choices: ['open', 'built-up', 'township'],
    },
    {
      name: 'defender',
      summary: 'who defends in a mission with a defender (WT-MIS-02): the last seat, or the first',
      choices: ['last', 'first'],
    },
    {
      name: 'advanced',
      summary:
        'the advanced rules: advantages, battlefield conditions, firing positions, occupying buildings',
      choices: ['off', 'on'],
    },
    {
      name: 'condition',
      summary: 'the battlefield condition of the advanced rules: rolled on a D10 (WT-COND-01), or this one',
      choices: ['random', ...CONDITION_IDS],
    },
  ];

  const ADVANCED_TERRAIN = advancedTerrain();
  const TOWNSHIP_TERRAIN = townshipTerrain();

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
      const table = chosenOption(OPTIONS, choices, 'terrain');
      const factions = factionsOf(chosenOption(OPTIONS, choices, 'factions'), count);
      const firstDefends = chosenOption(OPTIONS, choices, 'defender') === 'first';
      return {
        players: PLAYER_IDS.slice(0, count).map((id, seat) => ({
          id,
          battleGroups: battleGroupsOf(
            seat,
            count,
            mission,
            size,
            factions[seat],
            firstDefends ? 0 : count - 1,
          ),
        })),
        gameSize: size,
        mission,
        ...(firstDefends ? { defender: PLAYER_IDS[0] } : {}),
        ...(table === 'built-up' ? { terrain: ADVANCED_TERRAIN } : {}),
        ...(table === 'township' ? { terrain: TOWNSHIP_TERRAIN } : {}),
        ...(advanced
          ? {
              advanced: {
                advantages: true,
                battlefieldConditions: chosenOption(OPTIONS, choices, 'condition') as 'random' | ConditionId,
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
        choices: { scenario: String(id), advanced: 'on', terrain: 'built-up' },
      })),
      {
        name: 'random mission, 3 players, advanced rules',
        choices: { scenario: 'random', players: '3', advanced: 'on', terrain: 'built-up' },
      },
      ...[4, 5].map((id) => ({
        name: `mission ${id}, 2 medium forces`,
        choices: { scenario: String(id), size: 'medium' },
      })),
      // Vehicles, transports, flyers and most special rules are on the medium and large forces' profiles.
      {
        name: 'mission 1, 2 medium forces, advanced rules',
        choices: { scenario: '1', size: 'medium', advanced: 'on', terrain: 'built-up' },
      },
      // Fearless units (Spawn, the Brood Alpha's Commands) under Haunted (WT-SUR-16).
      {
        name: 'mission 6, 3 players, medium forces, advanced rules, haunted',
        choices: {
          scenario: '6',
          players: '3',
          size: 'medium',
          terrain: 'built-up',
          advanced: 'on',
          condition: 'haunted',
        },
      },
      // Two Caster factions (the Battle Psyker and the Brood Mother) for nullify attempts (WT-CAST-03/04).
      {
        name: 'mission 10, Mutant Brood against Iron Covenant, medium forces, advanced rules',
        choices: {
          scenario: '10',
          size: 'medium',
          factions: 'mutant-brood,iron-covenant',
          advanced: 'on',
          terrain: 'built-up',
        },
      },
      // Transports with passengers aboard from the start (the Open Battle Wagon, the Armoured Carrier) facing
      // Area Effect and Spray weapons, intact light, heavy and large (Transport 20) buildings to occupy and
      // shoot, and multi-level ruins to climb (WT-SUR-36/50/54, WT-BLD-02 … WT-BLD-07).
      {
        name: 'mission 10, Scrap Raiders against Iron Covenant, medium forces, advanced rules, township',
        choices: { scenario: '10', size: 'medium', advanced: 'on', terrain: 'township' },
      },
      {
        name: 'mission 4, Mutant Brood against Scrap Raiders, medium forces, advanced rules, township',
        choices: {
          scenario: '4',
          size: 'medium',
          factions: 'mutant-brood,scrap-raiders',
          advanced: 'on',
          terrain: 'township',
        },
      },
      // The Ambush defender (the first seat: the heuristic in the mixed games) runs for the west edge (WT-MIS-05).
      {
        name: 'mission 1, 2 players, the first seat defends',
        choices: { scenario: '1', defender: 'first' },
      },
      // Area Effect and Spray (Spitters, the Behemoth's Bile) against the Open Battle Wagon (WT-SUR-35).
      {
        name: 'mission 10, Mutant Brood against Scrap Raiders, medium forces',
        choices: { scenario: '10', size: 'medium', factions: 'mutant-brood,scrap-raiders' },
      },
      // Ravagers, Brood Mothers (Support) and Assault Gliders on both sides: Vehicle/Monster charges and the
      // fights round them (WT-SUR-63…66), Support-granted Bloodthirsty (WT-SUR-46), the Assault free fire.
      {
        name: 'mission 10, Mutant Brood against Mutant Brood, medium forces',
        choices: { scenario: '10', size: 'medium', factions: 'mutant-brood' },
      },
      // Acute Senses (Iron Covenant Scout Riders) under Limited visibility (WT-SUR-02).
      {
        name: 'mission 9, 2 large forces, advanced rules, limited visibility',
        choices: {
          scenario: '9',
          size: 'large',
          advanced: 'on',
          terrain: 'built-up',
          condition: 'limited-visibility',
        },
      },
    ],
    players: (setup) => setup.players.map((p) => p.id),
    describe: (setup) => {
      const forces = setup.players
        .map((p) => `${p.battleGroups.map((g) => g.name).join(' + ')} (${p.id})`)
        .join(' vs ');
      const mission = MISSIONS.find((m) => m.id === setup.mission);
      const advanced = setup.advanced ? ', advanced rules' : '';
      const terrain = setup.terrain?.some((t) => t.id === 'warehouse')
        ? ', township table'
        : setup.terrain?.length
          ? ', built-up table'
          : '';
      return `${forces}, ${setup.gameSize} game, mission ${mission ? `${mission.id} (${mission.name})` : setup.mission}${terrain}${advanced}`;
    },
    bots: { heuristic: wastelandHeuristicBot },
    narrate: (event) => narrateWasteland(event as unknown as WastelandEvent) as string | undefined,
    labels,
    // A Command's marker removal (WT-SUR-30) is emitted before the `command-issued` event that reports its roll.
    rollsReported: (event) =>
      event.type === 'marker-removed' && /WT-SUR-30/.test((event as unknown as { reason: string }).reason)
        ? 0
        : undefined,
    quiet: ['game-ended', 'dice-requested'],
    losses: ['model-destroyed', 'unit-destroyed'],
    survival: (state) => {
      const out: Record<string, boolean> = {};
      for (const unit of game(state).units)
        out[`${unit.id} (${unit.name})`] = unit.status !== 'destroyed' && unit.models.some((m) => m.alive);
      return out;
    },
    unitFigures: wastelandUnitFigures,
    roles: (state) =>
      Object.fromEntries(game(state).sides.flatMap((s) => (s.role !== 'none' ? [[s.player, s.role]] : []))),
    army: (setup, player) => {
      const seat = setup.players.find((p) => p.id === player);
      if (!seat) return undefined;
      const name = seat.battleGroups.map((g) => g.name).join(' + ');
      return { name, list: { gameSize: setup.gameSize, battleGroups: seat.battleGroups } };
    },
    withArmy: (setup, player, list) => {
      if (!setup.players.some((p) => p.id === player)) {
        const seats = setup.players.map((p) => p.id).join(', ');
        return { ok: false, problems: [`This game has no player '${player}'; it has ${seats}.`] };
      }
      const file = Array.isArray(list) ? { gameSize: setup.gameSize, battleGroups: list } : list;
      const sized =
        typeof file === 'object' && file !== null && !('gameSize' in file)
          ? { ...file, gameSize: setup.gameSize }
          : file;
      const checked = validate(ForceFileSchema, sized);
      if (!checked.ok) return checked;
      const force = ForceFileSchema.parse(sized);
      if (force.gameSize !== setup.gameSize) {
        const problem = `The force is built for a ${force.gameSize} game, but this game is ${setup.gameSize} (WT-SIZE-09); choose --size ${force.gameSize} or rebuild the force.`;
        return { ok: false, problems: [problem] };
      }
      const players = setup.players.map((p) =>
        p.id === player ? { ...p, battleGroups: force.battleGroups } : p,
      );
      return {
        ok: true,
        setup: { ...setup, players },
        name: force.battleGroups.map((g) => g.name).join(' + '),
      };
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
