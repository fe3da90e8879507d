import {
  chosenOption,
  type DiceRolledEvent,
  type GameEvent,
  type GameState,
  type ListValidation,
  type RulesetDescription,
  type SetupOption,
} from 'sandtable';
import * as z from 'zod';
import { validateArmy } from './army-validation';
import { xenocideHeuristicBot } from './bots/heuristic';
import { frontierLegionArmy, kethriSwarmArmy, NAMED_TABLES, terranGuardArmy } from './data/index';
import type { XenocideEvent } from './events';
import {
  armyListJsonSchema,
  titanProfileJsonSchema,
  unitListJsonSchema,
  unitProfileJsonSchema,
} from './json-schema';
import { narrateXenocide } from './narrate';
import { xenocide } from './ruleset';
import { BUNDLED_UNIT_LISTS, type XenocideSetup } from './setup';
import { SCENARIOS, type XenocideState } from './state';
import { xenocideUnitFigures } from './unit-figures';

type SavesRolled = Extract<XenocideEvent, { type: 'saves-rolled' }>;

const game = (state: GameState) => state.game as XenocideState;

function unitsLeft(state: XenocideState, player: string) {
  const units = state.units.filter((u) => u.player === player);
  const alive = units.filter((u) => u.status !== 'eliminated' && u.models.some((m) => !m.removed));
  const models = units.flatMap((u) => u.models);
  return { units, alive, models, modelsLeft: models.filter((m) => !m.removed).length };
}

function validate(input: unknown): ListValidation {
  const result = validateArmy(input, BUNDLED_UNIT_LISTS);
  if (result.ok) {
    const army = result.army;
    const units = army.companies.reduce((n, c) => n + c.units.length, 0);
    return {
      ok: true,
      summary: `'${army.name}' is a valid ${army.faction} army: ${army.value} of ${army.points} points, ${army.companies.length} companies, ${units} units.`,
    };
  }
  // The messages name the company and unit themselves ("Company 1 ('Armour') › unit 2 …").
  const problems = result.issues.map((i) => i.message);
  const more = result.omittedIssues;
  if (more > 0) problems.push(`…and ${more} more ${more === 1 ? 'problem' : 'problems'}.`);
  return { ok: false, problems };
}

function labels(state: GameState): ReadonlyMap<string, string> {
  const g = game(state);
  const out = new Map<string, string>();
  const named = [...g.companies, ...g.units];
  const unique = (name: string) => named.filter((x) => x.name === name).length === 1;
  const label = (x: { player: string; name: string }) =>
    unique(x.name) ? x.name : `${x.player}'s ${x.name}`;
  for (const company of g.companies) out.set(company.id, label(company));
  for (const unit of g.units) {
    const name = label(unit);
    out.set(unit.id, name);
    unit.models.forEach((m, i) => {
      out.set(m.id, unit.models.length === 1 ? name : `${name} #${i + 1}`);
    });
  }
  return out;
}

/**
 * Saves are rolled before `hits-allocated` announces the pools; each pool's `saves-rolled` reports the rolls
 * that make up its steps' dice (a deflector save rolls die by die).
 */
function rollsReported(event: GameEvent, pending: readonly DiceRolledEvent[]): number | undefined {
  if (event.type === 'hits-allocated') return 0;
  if (event.type !== 'saves-rolled') return undefined;
  let dice = (event as unknown as SavesRolled).steps.reduce((n, step) => n + step.dice.length, 0);
  let rolls = 0;
  while (rolls < pending.length && dice >= (pending[rolls]?.dice.length ?? 0) && dice > 0) {
    dice -= pending[rolls]?.dice.length ?? 0;
    rolls++;
  }
  return rolls;
}

/** Builds the description; called once, marked pure so an app that never reads it bundles none of it. */
function describeXenocide(): RulesetDescription<XenocideSetup> {
  type Army = XenocideSetup['players'][number]['army'];
  /** The `armies` choices: red's army, then blue's. */
  const ARMIES: Readonly<Record<string, readonly [Army, Army]>> = {
    'terran-vs-kethri': [terranGuardArmy, kethriSwarmArmy],
    'kethri-vs-terran': [kethriSwarmArmy, terranGuardArmy],
    'legion-vs-kethri': [frontierLegionArmy, kethriSwarmArmy],
    'legion-vs-terran': [frontierLegionArmy, terranGuardArmy],
  };
  /** XEN-SUP-14: the `suppression` choices. */
  const SUPPRESSION: Readonly<Record<string, number>> = { none: 0, 'plus-1': 1, 'minus-1': -1 };
  const OPTIONS: readonly SetupOption[] = [
    {
      name: 'scenario',
      summary: 'the scenario',
      choices: ['seize-ground', ...SCENARIOS.filter((s) => s !== 'seize-ground'), 'random'],
    },
    {
      name: 'armies',
      summary:
        'the sample armies, red first: the Terran Guard against the Kethri Swarm (balanced), the sides swapped, or the Frontier Legion against either',
      choices: Object.keys(ARMIES),
    },
    { name: 'turns', summary: 'the most turns the game lasts', choices: ['6', '3', '4', '5', '8'] },
    {
      name: 'table',
      summary: `the battlefield: ${NAMED_TABLES.map((t) => `${t.id} (${t.summary})`).join('; ')}; or mixed, one of them rolled by the game's first command`,
      choices: ['mixed', ...NAMED_TABLES.map((t) => t.id)],
    },
    {
      name: 'suppression',
      summary:
        "a scenario's modifier to the target of every suppression test from shooting (XEN-SUP-14): none, plus-1 (units are suppressed more easily) or minus-1 (steadier)",
      choices: Object.keys(SUPPRESSION),
    },
  ];

  return {
    id: 'xenocide',
    title: `Xenocide 0.34 (ruleset ${xenocide.version})`,
    summary:
      'company-level alternating activation with secret orders, suppression, close assaults, titans and buildings',
    ruleset: xenocide,
    ref: { module: 'sandtable/xenocide', export: 'xenocide' },
    options: OPTIONS,
    setup: (choices) => {
      const [red, blue] = ARMIES[chosenOption(OPTIONS, choices, 'armies')] ?? [
        terranGuardArmy,
        kethriSwarmArmy,
      ];
      const suppression = SUPPRESSION[chosenOption(OPTIONS, choices, 'suppression')] ?? 0;
      const tableId = chosenOption(OPTIONS, choices, 'table');
      const named = NAMED_TABLES.find((t) => t.id === tableId);
      // XEN-SCEN-03: a named table is agreed; 'mixed' lets the game's first command roll one of them.
      const table: Pick<XenocideSetup, 'terrain' | 'buildings' | 'layouts'> = named
        ? { terrain: named.terrain, buildings: named.buildings }
        : {
            layouts: NAMED_TABLES.map((t) => ({ name: t.name, terrain: t.terrain, buildings: t.buildings })),
          };
      return {
        players: [
          { id: 'red', army: red },
          { id: 'blue', army: blue },
        ],
        scenario: chosenOption(OPTIONS, choices, 'scenario') as XenocideSetup['scenario'],
        ...table,
        maxTurns: Number(chosenOption(OPTIONS, choices, 'turns')),
        // XEN-SUP-14: set only when a scenario modifier was chosen.
        ...(suppression === 0 ? {} : { suppressionModifier: suppression }),
      };
    },
    samples: [
      ...SCENARIOS.map((scenario) => ({ name: scenario, choices: { scenario } })),
      // Every named table at least once, each with a different scenario (the scenario samples roll a table).
      ...NAMED_TABLES.map((t, i) => {
        const scenario = SCENARIOS[i % SCENARIOS.length] as string;
        return { name: `${scenario} on ${t.id}`, choices: { scenario, table: t.id } };
      }),
      { name: 'random scenario, sides swapped', choices: { scenario: 'random', armies: 'kethri-vs-terran' } },
      { name: 'attrition, sides swapped', choices: { scenario: 'attrition', armies: 'kethri-vs-terran' } },
      // XEN-BLD: the table with most buildings, where units holding their ground occupy them and get shot out.
      { name: 'attrition on township', choices: { scenario: 'attrition', table: 'township' } },
      // The Frontier Legion brings the data the other two lack (Shield Breakers, a jumping titan with a flicker
      // shield, a three-Aspect unit, an Accuracy −1 weapon), on the table with the radioactive crater.
      {
        name: 'attrition on badlands, Frontier Legion vs Kethri',
        choices: { scenario: 'attrition', table: 'badlands', armies: 'legion-vs-kethri' },
      },
      {
        name: 'seize-ground on badlands, Frontier Legion vs Terran Guard, suppression +1',
        choices: {
          scenario: 'seize-ground',
          table: 'badlands',
          armies: 'legion-vs-terran',
          suppression: 'plus-1',
        },
      },
    ],
    players: (setup) => setup.players.map((p) => p.id),
    describe: (setup) => {
      const armies = setup.players.map((p) => `${p.army.name} (${p.id})`).join(' vs ');
      const table = setup.layouts
        ? `a table rolled from ${setup.layouts.map((l) => l.name).join(', ')}`
        : `a table of ${setup.terrain?.length ?? 0} terrain features`;
      const modifier = setup.suppressionModifier;
      const suppression =
        typeof modifier === 'number' && modifier !== 0
          ? `, suppression test targets ${modifier > 0 ? '+' : ''}${modifier} (XEN-SUP-14)`
          : typeof modifier === 'object'
            ? ', scenario suppression modifiers (XEN-SUP-14)'
            : '';
      return `${armies}, scenario ${setup.scenario}, at most ${setup.maxTurns ?? 'unlimited'} turns, on ${table}${suppression}`;
    },
    bots: { heuristic: xenocideHeuristicBot },
    narrate: (event) => narrateXenocide(event as XenocideEvent) as string | undefined,
    labels,
    quiet: ['phase-started', 'activation-ended', 'game-ended', 'dice-requested'],
    losses: ['model-removed', 'unit-eliminated'],
    rollsReported,
    survival: (state) => {
      const out: Record<string, boolean> = {};
      for (const unit of game(state).units)
        out[`${unit.id} (${unit.name})`] =
          unit.status !== 'eliminated' && unit.models.some((m) => !m.removed);
      return out;
    },
    unitFigures: xenocideUnitFigures,
    roles: (state) =>
      Object.fromEntries(game(state).sides.flatMap((s) => (s.role ? [[s.player, s.role]] : []))),
    army: (setup, player) => {
      const army = setup.players.find((p) => p.id === player)?.army;
      return army ? { name: army.name, list: army } : undefined;
    },
    withArmy: (setup, player, list) => {
      if (!setup.players.some((p) => p.id === player))
        return {
          ok: false,
          problems: [
            `This game has no player '${player}'; it has ${setup.players.map((p) => p.id).join(', ')}.`,
          ],
        };
      const checked = validate(list);
      if (!checked.ok) return checked;
      const army = list as XenocideSetup['players'][number]['army'];
      const players = setup.players.map((p) =>
        p.id === player ? { ...p, army } : p,
      ) as XenocideSetup['players'];
      return { ok: true, setup: { ...setup, players }, name: army.name };
    },
    summaryTable: (state) => {
      const g = game(state);
      return {
        columns: ['player', 'army', 'units left', 'models left', 'VP lost', 'score', 'CP'],
        right: [2, 3, 4, 5, 6],
        rows: g.sides.map((side) => {
          const left = unitsLeft(g, side.player);
          return [
            side.player,
            side.armyName,
            `${left.alive.length}/${left.units.length}`,
            `${left.modelsLeft}/${left.models.length}`,
            String(side.lostVp),
            String(side.score),
            String(side.cp),
          ];
        }),
      };
    },
    validate,
    listFormat: "an army list ('sandtable schema army' describes it)",
    schemas: {
      army: armyListJsonSchema,
      unit: unitProfileJsonSchema,
      titan: titanProfileJsonSchema,
      'unit-list': unitListJsonSchema,
      command: () => ({
        ...z.toJSONSchema(xenocide.schemas.command, { io: 'input', target: 'draft-2020-12' }),
        $id: 'urn:sandtable:xenocide:command',
      }),
    },
  };
}

/**
 * Xenocide described for tools (the CLI, `simulate`, the reach report): the Terran Guard against the Kethri
 * Swarm (or the Frontier Legion against either) on a named table (or one rolled from them), every scenario, a
 * scenario suppression modifier, the heuristic bot, narration and JSON Schemas.
 */
export const xenocideDescription: RulesetDescription<XenocideSetup> = /* @__PURE__ */ describeXenocide();
