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
import { sqHeuristicBot } from './bots/heuristic';
import type { SqEvent } from './events';
import { narrateSquadPinning } from './narrate';
import { ForceSchema, ProfileSchema, WeaponSchema } from './params-schemas';
import { squadPinning } from './ruleset';
import {
  BUNDLED_FORCE_IDS,
  BUNDLED_FORCES,
  type BundledForceId,
  type Force,
  type ForceInput,
} from './schemas/force';
import { BUNDLED_SCENARIO_IDS, BUNDLED_SCENARIOS, ScenarioSchema } from './schemas/scenario';
import type { SqSetup } from './setup';
import { profileTable } from './setup';
import type { SqState } from './state';
import { validateSqForce } from './validate';

const game = (state: GameState) => state.game as SqState;
const PLAYER_IDS = ['red', 'blue'] as const;

function forcesOf(choice: string): BundledForceId[] {
  if (choice === 'standard') return ['linePatrol', 'strikePatrol'];
  const named = choice.split(',').map((f) => f.trim()) as BundledForceId[];
  if (named.length === 1) return [named[0] as BundledForceId, named[0] as BundledForceId];
  if (named.length !== 2)
    throw new RangeError(
      `--forces names ${named.length} forces for 2 players; give one for each seat, or one for both.`,
    );
  return named;
}

const forceName = (force: SqSetup['players'][number]['force']) =>
  typeof force === 'string' ? BUNDLED_FORCES[force].name : force.name;

function validate(input: unknown): ListValidation {
  const read = validateSqForce(input);
  if (!read.ok) return { ok: false, problems: read.issues.map((i) => i.message) };
  const force = read.value as Force;
  const profiles = profileTable({});
  const points = force.units.reduce((n, u) => n + (profiles[u.profile]?.points ?? 0), 0);
  return {
    ok: true,
    summary: `'${force.name}': a valid force of ${force.units.length} units, ${points} points.`,
  };
}

/** Unit names, numbered when a player has several of one name, with the player's when both sides share it. */
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
  return out;
}

function sqUnitFigures(state: GameState, events: readonly GameEvent[]): UnitFigure[] {
  const g = game(state);
  const units = g.units.map((u) => ({
    id: u.id,
    player: u.player,
    unit: `${u.id.slice(u.id.indexOf('.') + 1)} (${u.name})`,
    points: g.profiles[u.profile]?.points ?? 0,
    models: u.models.length,
    survived: u.status === 'table' || u.status === 'embarked',
  }));
  return unitFigures(units, events, {
    actors(raw) {
      const event = raw as unknown as SqEvent;
      switch (event.type) {
        case 'action-taken':
        case 'shots-fired':
        case 'cqb-strikes':
        case 'fire-mission':
          return [event.unit];
        case 'turn-started':
        case 'unit-activated':
          return [];
        default:
          return undefined;
      }
    },
    loss: (event) =>
      event.type === 'model-removed' ? (event as unknown as { unit: string }).unit : undefined,
  });
}

function describeSquadPinning(): RulesetDescription<SqSetup> {
  const OPTIONS: readonly SetupOption[] = [
    {
      name: 'scenario',
      summary: 'the bundled table (SQ-DEF-02, SQ-DEF-28)',
      choices: [...BUNDLED_SCENARIO_IDS],
    },
    {
      name: 'forces',
      summary:
        'the bundled force of each seat, comma-separated (standard: the Line Patrol against the Strike Patrol)',
      choices: ['standard', ...BUNDLED_FORCE_IDS],
      perSeat: true,
    },
  ];
  return {
    id: 'squad-pinning',
    title: `Squad pinning & CQB (ruleset ${squadPinning.version})`,
    summary:
      'two players: alternating activations, pinning and breaking, close-quarters rounds, fire missions',
    ruleset: squadPinning,
    ref: { module: 'sandtable/squad-pinning', export: 'squadPinning' },
    options: OPTIONS,
    setup: (choices) => {
      const scenario = chosenOption(OPTIONS, choices, 'scenario') as SqSetup['scenario'];
      const forces = forcesOf(chosenOption(OPTIONS, choices, 'forces'));
      return {
        players: PLAYER_IDS.map((id, seat) => ({ id, force: forces[seat] as BundledForceId })),
        scenario,
      };
    },
    samples: [
      ...BUNDLED_SCENARIO_IDS.flatMap((scenario) => [
        { name: `${scenario}, the line patrol against the strike patrol`, choices: { scenario } },
        {
          name: `${scenario}, the strike patrol against the line patrol`,
          choices: { scenario, forces: 'strikePatrol,linePatrol' },
        },
      ]),
      {
        name: 'seize-the-ground, the armoured company against the xeno host',
        choices: { scenario: 'seize-the-ground', forces: 'armouredCompany,xenoHost' },
      },
      {
        name: 'annihilation, the xeno host against the armoured company',
        choices: { scenario: 'annihilation', forces: 'xenoHost,armouredCompany' },
      },
    ],
    players: (setup) => setup.players.map((p) => p.id),
    describe: (setup) => {
      const forces = setup.players.map((p) => `${forceName(p.force)} (${p.id})`).join(' vs ');
      const scenario = setup.scenario ?? 'seize-the-ground';
      return `${forces}, ${typeof scenario === 'string' ? BUNDLED_SCENARIOS[scenario].name : scenario.name}`;
    },
    bots: { heuristic: sqHeuristicBot },
    narrate: (event) => narrateSquadPinning(event as unknown as SqEvent),
    labels,
    quiet: ['dice-requested', 'action-taken', 'unit-activated'],
    losses: ['model-removed', 'unit-destroyed'],
    survival: (state) => {
      const out: Record<string, boolean> = {};
      for (const u of game(state).units)
        out[`${u.id} (${u.name})`] = u.status === 'table' || u.status === 'embarked';
      return out;
    },
    unitFigures: sqUnitFigures,
    army: (setup, player) => {
      const seat = setup.players.find((p) => p.id === player);
      if (!seat) return undefined;
      const list: ForceInput = typeof seat.force === 'string' ? BUNDLED_FORCES[seat.force] : seat.force;
      return { name: forceName(seat.force), list };
    },
    withArmy: (setup, player, list) => {
      if (!setup.players.some((p) => p.id === player))
        return {
          ok: false,
          problems: [
            `This game has no player '${player}'; it has ${setup.players.map((p) => p.id).join(', ')}.`,
          ],
        };
      const read = validateSqForce(list);
      if (!read.ok) return { ok: false, problems: read.issues.map((i) => i.message) };
      const players = setup.players.map((p) => (p.id === player ? { ...p, force: list as ForceInput } : p));
      return { ok: true, setup: { ...setup, players }, name: read.value.name };
    },
    summaryTable: (state) => {
      const g = game(state);
      const scores = g.result?.scores ?? {};
      return {
        columns: ['player', 'units left', 'models left', 'pinned', 'VP'],
        right: [1, 2, 3, 4],
        rows: g.players.map((player) => {
          const units = g.units.filter((u) => u.player === player);
          const left = units.filter((u) => u.status === 'table' || u.status === 'embarked');
          const models = units.flatMap((u) => u.models);
          return [
            player,
            `${left.length}/${units.length}`,
            `${models.filter((m) => m.alive).length}/${models.length}`,
            String(left.filter((u) => u.pinned).length),
            String(scores[player] ?? 0),
          ];
        }),
      };
    },
    validate,
    listFormat: 'a force: { "name": ..., "units": [{ "profile": "rifleSquad", "name"?: ... }] }',
    schemas: {
      army: () => z.toJSONSchema(ForceSchema, { io: 'input', target: 'draft-2020-12' }),
      profile: () => z.toJSONSchema(ProfileSchema, { io: 'input', target: 'draft-2020-12' }),
      weapon: () => z.toJSONSchema(WeaponSchema, { io: 'input', target: 'draft-2020-12' }),
      scenario: () => z.toJSONSchema(ScenarioSchema, { io: 'input', target: 'draft-2020-12' }),
      command: () => ({
        ...z.toJSONSchema(squadPinning.schemas.command, { io: 'input', target: 'draft-2020-12' }),
        $id: 'urn:sandtable:squad-pinning:command',
      }),
    },
  };
}

/**
 * Squad pinning & CQB described for tools (the CLI, `simulate`, the reach report): both bundled tables, either
 * bundled force in either seat, narration with unit names, per-unit figures, and the JSON Schemas of force,
 * profile, weapon, scenario and command.
 */
export const squadPinningDescription: RulesetDescription<SqSetup> = /* @__PURE__ */ describeSquadPinning();
