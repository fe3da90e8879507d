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
import { xzHeuristicBot } from './bots/heuristic-bot';
import {
  BUNDLED_FORCE_IDS,
  BUNDLED_FORCE_INPUTS,
  BUNDLED_SCENARIO_IDS,
  BUNDLED_SCENARIOS,
  type BundledForceId,
} from './data/bundled';
import type { XzEvent } from './events';
import { xzJsonSchemas } from './json-schemas';
import { narrateXenosZealots } from './narrate';
import { xenosZealots } from './ruleset';
import type { Force, ForceInput } from './schemas/force';
import type { XzSetup } from './setup';
import type { XzState } from './state';
import { validateXzForce } from './validate';

const game = (state: GameState) => state.game as XzState;

/** The seats of the described games: the first brings the zealots, the second the xenos (by default). */
const PLAYER_IDS = ['zealots', 'xenos'] as const;
/** Who brings which bundled force in the `standard` seating. */
const STANDARD: readonly BundledForceId[] = ['ashen-sun-crusade', 'vyrkai-brood'];

/** The bundled force of each seat from the `forces` choice: `standard`, one force for both, or one per seat. */
function forcesOf(choice: string): BundledForceId[] {
  if (choice === 'standard') return [...STANDARD];
  const named = choice.split(',').map((f) => f.trim()) as BundledForceId[];
  if (named.length === 1) return [named[0] as BundledForceId, named[0] as BundledForceId];
  if (named.length !== 2)
    throw new RangeError(
      `--forces names ${named.length} forces for 2 players; give one for each seat, or one for both.`,
    );
  return named;
}

/** A force's name, whether the setup names a bundled one or writes it in full. */
function forceName(force: XzSetup['players'][number]['force']): string {
  return typeof force === 'string' ? BUNDLED_FORCE_INPUTS[force].name : force.name;
}

/** The scenario's name, whether the setup names a bundled table or writes it in full. */
function scenarioName(scenario: XzSetup['scenario']): string {
  if (scenario === undefined) return BUNDLED_SCENARIOS['ashfall-crossing'].name;
  return typeof scenario === 'string' ? BUNDLED_SCENARIOS[scenario].name : scenario.name;
}

/** What a valid force holds, in one line. */
function forceSummary(force: Force): string {
  const models = force.units.reduce((n, u) => n + u.models.reduce((m, e) => m + e.count, 0), 0);
  const assets = force.offTableAssets.length;
  return `'${force.name}': a valid force of ${force.units.length} units (${models} models)${assets ? ` and ${assets} off-table ${assets === 1 ? 'asset' : 'assets'}` : ''}.`;
}

/** R1 / R3 / R27: checks a force file (untrusted JSON) with the data layer's messages. */
function validate(input: unknown): ListValidation {
  const read = validateXzForce(input);
  if (!read.ok) return { ok: false, problems: read.issues.map((i) => i.message) };
  return { ok: true, summary: forceSummary(read.value) };
}

/**
 * Readable names for units and models: the unit's name (numbered when its player has several of that name, with
 * its player's when both sides have one), and a model's name numbered within its unit when it has several
 * (`Space Knight 4`), with its unit's name when another unit has a model of that name too.
 */
function labels(state: GameState): ReadonlyMap<string, string> {
  const units = game(state).units;
  const out = new Map<string, string>();
  const seenUnits = new Map<string, number>();
  for (const unit of units) {
    const own = units.filter((u) => u.player === unit.player && u.name === unit.name).length;
    const key = `${unit.player}\u0000${unit.name}`;
    const index = (seenUnits.get(key) ?? 0) + 1;
    seenUnits.set(key, index);
    const numbered = own > 1 ? `${unit.name} ${index}` : unit.name;
    const shared = units.some((u) => u.player !== unit.player && u.name === unit.name);
    out.set(unit.id, shared ? `${unit.player}'s ${numbered}` : numbered);
  }
  const modelNames = new Map<string, number>();
  for (const unit of units)
    for (const name of new Set(unit.models.map((m) => m.name)))
      modelNames.set(name, (modelNames.get(name) ?? 0) + 1);
  for (const unit of units) {
    const seen = new Map<string, number>();
    for (const model of unit.models) {
      const same = unit.models.filter((m) => m.name === model.name).length;
      const index = (seen.get(model.name) ?? 0) + 1;
      seen.set(model.name, index);
      const numbered = same > 1 ? `${model.name} ${index}` : model.name;
      const elsewhere = (modelNames.get(model.name) ?? 0) > 1 && numbered !== unit.name;
      out.set(model.id, elsewhere ? `${numbered} (${out.get(unit.id)})` : numbered);
    }
  }
  return out;
}

/** A unit id without its seat (`zealots.ashen-knights` → `ashen-knights`): a force's units match in either seat. */
const withinForce = (id: string) => id.slice(id.indexOf('.') + 1);

/**
 * Per-unit figures of a finished game: survival, and the enemy models each unit removed, credited to the unit
 * whose action, shooting or assault was resolving. Xenos & Zealots has no points (R1), so every unit counts 0.
 */
function xzUnitFigures(state: GameState, events: readonly GameEvent[]): UnitFigure[] {
  const units = game(state).units.map((u) => ({
    id: u.id,
    player: u.player,
    unit: `${withinForce(u.id)} (${u.name})`,
    points: 0,
    models: u.models.length,
    survived: u.status !== 'destroyed',
  }));
  return unitFigures(units, events, {
    actors(raw) {
      const event = raw as unknown as XzEvent;
      switch (event.type) {
        case 'action-taken':
        case 'fire-declared':
        case 'hits-scored':
        case 'assault-attacks':
          return [event.unit];
        case 'assault-declared':
          return [event.unit, event.target];
        case 'phase-started':
        case 'turn-started':
          return [];
        default:
          return undefined;
      }
    },
    loss: (event) =>
      event.type === 'model-removed' ? (event as unknown as { unit: string }).unit : undefined,
  });
}

/** Builds the description; called once, marked pure so an app that never reads it bundles none of it. */
function describeXenosZealots(): RulesetDescription<XzSetup> {
  const OPTIONS: readonly SetupOption[] = [
    { name: 'scenario', summary: 'the bundled table (R2)', choices: [...BUNDLED_SCENARIO_IDS] },
    {
      name: 'forces',
      summary:
        "the bundled force of each seat, comma-separated (standard: the Ashen Sun Crusade against the Vyr'kai Brood)",
      choices: ['standard', ...BUNDLED_FORCE_IDS],
      perSeat: true,
    },
  ];

  return {
    id: 'xenos-zealots',
    title: `Xenos & Zealots 0.x (ruleset ${xenosZealots.version})`,
    summary:
      'two players: face-down order counters, two actions per unit, armour facings, four morale states',
    ruleset: xenosZealots,
    ref: { module: 'sandtable/xenos-zealots', export: 'xenosZealots' },
    options: OPTIONS,
    setup: (choices) => {
      const scenario = chosenOption(OPTIONS, choices, 'scenario') as XzSetup['scenario'];
      const forces = forcesOf(chosenOption(OPTIONS, choices, 'forces'));
      return {
        players: PLAYER_IDS.map((id, seat) => ({ id, force: forces[seat] as BundledForceId })),
        scenario,
      };
    },
    samples: BUNDLED_SCENARIO_IDS.flatMap((scenario) => [
      { name: `${scenario}, the crusade against the brood`, choices: { scenario } },
      {
        name: `${scenario}, the brood against the crusade`,
        choices: { scenario, forces: 'vyrkai-brood,ashen-sun-crusade' },
      },
    ]),
    players: (setup) => setup.players.map((p) => p.id),
    describe: (setup) => {
      const forces = setup.players.map((p) => `${forceName(p.force)} (${p.id})`).join(' vs ');
      const attacker = setup.attacker ? `, ${setup.attacker} attacking` : '';
      return `${forces}, ${scenarioName(setup.scenario)}${attacker}`;
    },
    bots: { heuristic: xzHeuristicBot },
    narrate: (event) => narrateXenosZealots(event as unknown as XzEvent),
    labels,
    // A Command re-roll (R4) is announced before the roll it changes is reported: its dice go under that report.
    rollsReported: (event) => (event.type === 'reroll-used' ? 0 : undefined),
    quiet: ['game-ended', 'dice-requested', 'action-skipped', 'hit-allocated'],
    losses: ['model-removed', 'unit-destroyed'],
    survival: (state) => {
      const out: Record<string, boolean> = {};
      for (const unit of game(state).units) out[`${unit.id} (${unit.name})`] = unit.status !== 'destroyed';
      return out;
    },
    unitFigures: xzUnitFigures,
    roles: (state) =>
      Object.fromEntries(game(state).sides.flatMap((s) => (s.role ? [[s.player, s.role]] : []))),
    army: (setup, player) => {
      const seat = setup.players.find((p) => p.id === player);
      if (!seat) return undefined;
      const list: ForceInput = typeof seat.force === 'string' ? BUNDLED_FORCE_INPUTS[seat.force] : seat.force;
      return { name: forceName(seat.force), list };
    },
    withArmy: (setup, player, list) => {
      if (!setup.players.some((p) => p.id === player)) {
        const seats = setup.players.map((p) => p.id).join(', ');
        return { ok: false, problems: [`This game has no player '${player}'; it has ${seats}.`] };
      }
      const read = validateXzForce(list);
      if (!read.ok) return { ok: false, problems: read.issues.map((i) => i.message) };
      const players = setup.players.map((p) => (p.id === player ? { ...p, force: list as ForceInput } : p));
      return { ok: true, setup: { ...setup, players }, name: read.value.name };
    },
    summaryTable: (state) => {
      const g = game(state);
      return {
        columns: ['player', 'role', 'units left', 'models left', 'enemy units destroyed'],
        right: [2, 3, 4],
        rows: g.sides.map((side) => {
          const units = g.units.filter((u) => u.player === side.player && u.status !== 'attached');
          const alive = units.filter((u) => u.status !== 'destroyed');
          const models = g.units.filter((u) => u.player === side.player).flatMap((u) => u.models);
          return [
            side.player,
            side.role ?? '',
            `${alive.length}/${units.length}`,
            `${models.filter((m) => m.alive).length}/${models.length}`,
            String(side.destroyed),
          ];
        }),
      };
    },
    validate,
    listFormat:
      'a force: { "name": ..., "units": [unit cards], "attachments": [...], "offTableAssets": [...] }',
    schemas: {
      army: () => xzJsonSchemas().force,
      unit: () => xzJsonSchemas().unitCard,
      weapon: () => xzJsonSchemas().weapon,
      scenario: () => xzJsonSchemas().scenario,
      command: () => ({
        ...xzCommandJsonSchema(),
        $id: 'urn:sandtable:xenos-zealots:command',
      }),
    },
  };
}

/** The command union's input JSON Schema (draft 2020-12). */
function xzCommandJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(xenosZealots.schemas.command, { io: 'input', target: 'draft-2020-12' });
}

/**
 * Xenos & Zealots described for tools (the CLI, `simulate`, the reach report): both bundled tables, either
 * bundled force in either seat, narration with unit and model names, per-unit figures, and the JSON Schemas of
 * force, unit card, weapon, scenario and command.
 */
export const xenosZealotsDescription: RulesetDescription<XzSetup> = /* @__PURE__ */ describeXenosZealots();
