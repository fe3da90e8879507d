import {
  chosenOption,
  type GameEvent,
  type GameState,
  type ListValidation,
  type RulesetDescription,
  type SetupOption,
  type UnitFigure,
} from 'sandtable';
import { unitFigures } from 'sandtable/kit';
import * as z from 'zod';
import { rmpHeuristicBot } from './bots/heuristic';
import {
  type ArmyInput,
  ArmySchema,
  BUNDLED_ARMIES,
  BUNDLED_ARMY_IDS,
  type BundledArmyId,
} from './data/armies';
import { BUNDLED_SCENARIO_IDS, BUNDLED_SCENARIOS, ScenarioSchema } from './data/tables';
import type { RmpEvent } from './events';
import { narrateRampant } from './narrate';
import { DEFAULT_PARAMS } from './params';
import { rampant } from './ruleset';
import { type RmpSetup, unitPoints } from './setup';
import type { RmpState } from './state';
import { validateRmpArmy } from './validate';

const game = (state: GameState) => state.game as RmpState;
const PLAYER_IDS = ['red', 'blue'] as const;

function armiesOf(choice: string): BundledArmyId[] {
  if (choice === 'standard') return ['expedition', 'hive'];
  const named = choice.split(',').map((f) => f.trim()) as BundledArmyId[];
  if (named.length === 1) return [named[0] as BundledArmyId, named[0] as BundledArmyId];
  if (named.length !== 2)
    throw new RangeError(
      `--armies names ${named.length} armies for 2 players; give one for each seat, or one for both.`,
    );
  return named;
}

const armyName = (army: RmpSetup['players'][number]['army']) =>
  typeof army === 'string' ? BUNDLED_ARMIES[army].name : army.name;

function validate(input: unknown): ListValidation {
  const read = validateRmpArmy(input);
  if (!read.ok) return { ok: false, problems: read.issues.map((i) => i.message) };
  const army = read.value;
  const points = army.units.reduce((n, u) => n + unitPoints(DEFAULT_PARAMS, u.class, u.options), 0);
  return {
    ok: true,
    summary: `'${army.name}': a valid detachment of ${army.units.length} units, ${points} points.`,
  };
}

/** Unit names, with the player's when both sides share one. */
function labels(state: GameState): ReadonlyMap<string, string> {
  const units = game(state).units;
  const out = new Map<string, string>();
  for (const unit of units) {
    const shared = units.some((u) => u.player !== unit.player && u.name === unit.name);
    out.set(unit.id, shared ? `${unit.player}'s ${unit.name}` : unit.name);
    unit.models.forEach((m, i) => {
      out.set(m.id, `${out.get(unit.id)} model ${i + 1}`);
    });
  }
  for (const f of game(state).scenario.terrain) out.set(f.id, `the ${f.id.replace(/-/g, ' ')}`);
  return out;
}

function rmpUnitFigures(state: GameState, events: readonly GameEvent[]): UnitFigure[] {
  const g = game(state);
  const units = g.units.map((u) => ({
    id: u.id,
    player: u.player,
    unit: `${u.id.slice(u.id.indexOf('.') + 1)} (${u.name})`,
    points: u.points,
    models: u.startSp,
    survived: u.status === 'table' || u.status === 'embarked',
  }));
  return unitFigures(units, events, {
    actors(raw) {
      const event = raw as unknown as RmpEvent;
      switch (event.type) {
        case 'activation-test':
          return [event.unit];
        case 'turn-started':
        case 'phase-started':
          return [];
        default:
          return undefined;
      }
    },
    loss: (event) => (event.type === 'sp-lost' ? (event as unknown as { unit: string }).unit : undefined),
  });
}

function describeRampant(): RulesetDescription<RmpSetup> {
  const OPTIONS: readonly SetupOption[] = [
    { name: 'scenario', summary: 'the bundled table (RMP-DEF-02)', choices: [...BUNDLED_SCENARIO_IDS] },
    {
      name: 'armies',
      summary:
        'the bundled detachment of each seat, comma-separated (standard: the Expedition against the Hive)',
      choices: ['standard', ...BUNDLED_ARMY_IDS],
      perSeat: true,
    },
  ];
  return {
    id: 'rampant',
    title: `Rampant-style sci-fi (ruleset ${rampant.version})`,
    summary: 'two players: activation phases that end at the first failed 2d6 test, Strength Points, Courage',
    ruleset: rampant,
    ref: { module: 'sandtable/rampant', export: 'rampant' },
    options: OPTIONS,
    setup: (choices) => {
      const scenario = chosenOption(OPTIONS, choices, 'scenario') as RmpSetup['scenario'];
      const armies = armiesOf(chosenOption(OPTIONS, choices, 'armies'));
      return {
        players: PLAYER_IDS.map((id, seat) => ({ id, army: armies[seat] as BundledArmyId })),
        scenario,
      };
    },
    samples: [
      ...BUNDLED_SCENARIO_IDS.flatMap((scenario) => [
        { name: `${scenario}, the expedition against the hive`, choices: { scenario } },
        {
          name: `${scenario}, the hive against the expedition`,
          choices: { scenario, armies: 'hive,expedition' },
        },
      ]),
      {
        name: 'broken-ground, the armoured column against the swarm',
        choices: { scenario: 'broken-ground', armies: 'armoured,swarm' },
      },
      {
        name: 'colony-outskirts, the swarm against the armoured column',
        choices: { scenario: 'colony-outskirts', armies: 'swarm,armoured' },
      },
    ],
    players: (setup) => setup.players.map((p) => p.id),
    describe: (setup) => {
      const armies = setup.players.map((p) => `${armyName(p.army)} (${p.id})`).join(' vs ');
      const scenario = setup.scenario ?? 'broken-ground';
      return `${armies}, ${typeof scenario === 'string' ? BUNDLED_SCENARIOS[scenario].name : scenario.name}`;
    },
    bots: { heuristic: rmpHeuristicBot },
    narrate: (event) => narrateRampant(event as unknown as RmpEvent),
    labels,
    quiet: ['dice-requested', 'phase-started', 'models-removed'],
    losses: ['sp-lost', 'unit-removed'],
    survival: (state) => {
      const out: Record<string, boolean> = {};
      for (const u of game(state).units)
        out[`${u.id} (${u.name})`] = u.status === 'table' || u.status === 'embarked';
      return out;
    },
    unitFigures: rmpUnitFigures,
    army: (setup, player) => {
      const seat = setup.players.find((p) => p.id === player);
      if (!seat) return undefined;
      const list: ArmyInput = typeof seat.army === 'string' ? BUNDLED_ARMIES[seat.army] : seat.army;
      return { name: armyName(seat.army), list };
    },
    withArmy: (setup, player, list) => {
      if (!setup.players.some((p) => p.id === player))
        return {
          ok: false,
          problems: [
            `This game has no player '${player}'; it has ${setup.players.map((p) => p.id).join(', ')}.`,
          ],
        };
      const read = validateRmpArmy(list);
      if (!read.ok) return { ok: false, problems: read.issues.map((i) => i.message) };
      const players = setup.players.map((p) => (p.id === player ? { ...p, army: list as ArmyInput } : p));
      return { ok: true, setup: { ...setup, players }, name: read.value.name };
    },
    summaryTable: (state) => {
      const g = game(state);
      const scores = g.result?.scores ?? {};
      return {
        columns: ['player', 'units left', 'SP left', 'suppressed', 'VP'],
        right: [1, 2, 3, 4],
        rows: g.players.map((player) => {
          const units = g.units.filter((u) => u.player === player);
          const left = units.filter((u) => u.status === 'table' || u.status === 'embarked');
          return [
            player,
            `${left.length}/${units.length}`,
            `${left.reduce((n, u) => n + u.sp, 0)}/${units.reduce((n, u) => n + u.startSp, 0)}`,
            String(left.filter((u) => u.suppressed).length),
            String(scores[player] ?? 0),
          ];
        }),
      };
    },
    validate,
    listFormat:
      'an army list: { "name": ..., "units": [{ "class": "eliteInfantry", "options"?: ["mobile"], "commander"?: true }] }',
    schemas: {
      army: () => z.toJSONSchema(ArmySchema, { io: 'input', target: 'draft-2020-12' }),
      scenario: () => z.toJSONSchema(ScenarioSchema, { io: 'input', target: 'draft-2020-12' }),
      command: () => ({
        ...z.toJSONSchema(rampant.schemas.command, { io: 'input', target: 'draft-2020-12' }),
        $id: 'urn:sandtable:rampant:command',
      }),
    },
  };
}

/**
 * Rampant-style sci-fi described for tools (the CLI, `simulate`, the reach report): both bundled tables, any
 * bundled army in either seat, narration with unit names, per-unit figures, and the JSON Schemas of army list,
 * table and command.
 */
export const rampantDescription: RulesetDescription<RmpSetup> = /* @__PURE__ */ describeRampant();
