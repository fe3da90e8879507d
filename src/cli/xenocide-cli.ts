import type { GameEvent, GameState } from 'sandtable';
import {
  armyListJsonSchema,
  BUNDLED_UNIT_LISTS,
  kethriSwarmArmy,
  narrateXenocide,
  SCENARIOS,
  terranGuardArmy,
  titanProfileJsonSchema,
  unitListJsonSchema,
  unitProfileJsonSchema,
  validateArmy,
  type XenocideEvent,
  type XenocideSetup,
  type XenocideState,
  xenocide,
  xenocideHeuristicBot,
} from 'sandtable/xenocide';
import * as z from 'zod';
import type { CliRuleset, ListValidation } from './cli-ruleset.js';

const square = (x: number, y: number, w: number, h: number) => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});

/** A small battlefield: cover in the middle of the table, the deployment zones left open. */
const TERRAIN: XenocideSetup['terrain'] = [
  { kind: 'forest', name: 'Hollow Wood', polygon: square(14, 18, 10, 10) },
  { kind: 'ruins', name: 'Old Refinery', polygon: square(46, 19, 9, 8) },
  { kind: 'brush', name: 'High Field', polygon: square(31, 12, 9, 5) },
];

type SavesRolled = Extract<XenocideEvent, { type: 'saves-rolled' }>;

function game(state: GameState): XenocideState {
  return state.game as XenocideState;
}

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

/** Xenocide for the CLI: the Terran Guard against the Kethri Swarm on a table with three terrain features. */
export const xenocideCli: CliRuleset = {
  id: 'xenocide',
  title: `Xenocide 0.34 (ruleset ${xenocide.version})`,
  ruleset: xenocide,
  ref: { module: 'sandtable/xenocide', export: 'xenocide' },
  scenarios: ['seize-ground', ...SCENARIOS.filter((s) => s !== 'seize-ground'), 'random'],
  setup: (scenario): XenocideSetup => ({
    players: [
      { id: 'red', army: terranGuardArmy },
      { id: 'blue', army: kethriSwarmArmy },
    ],
    scenario: scenario as XenocideSetup['scenario'],
    terrain: TERRAIN,
    maxTurns: 6,
  }),
  players: (setup) => (setup as XenocideSetup).players.map((p) => p.id),
  describe: (setup) => {
    const s = setup as XenocideSetup;
    const armies = s.players.map((p) => `${p.army.name} (${p.id})`).join(' vs ');
    return `${armies}, scenario ${s.scenario}, at most ${s.maxTurns ?? 'unlimited'} turns`;
  },
  narrate: (event: GameEvent) => narrateXenocide(event as XenocideEvent) as string | undefined,
  labels: (state) => {
    const g = game(state);
    const labels = new Map<string, string>();
    const named = [...g.companies, ...g.units];
    const unique = (name: string) => named.filter((x) => x.name === name).length === 1;
    const label = (x: { player: string; name: string }) =>
      unique(x.name) ? x.name : `${x.player}'s ${x.name}`;
    for (const company of g.companies) labels.set(company.id, label(company));
    for (const unit of g.units) {
      const name = label(unit);
      labels.set(unit.id, name);
      unit.models.forEach((m, i) => {
        labels.set(m.id, unit.models.length === 1 ? name : `${name} #${i + 1}`);
      });
    }
    return labels;
  },
  quiet: new Set(['phase-started', 'activation-ended', 'game-ended', 'dice-requested']),
  losses: new Set(['model-removed', 'unit-eliminated']),
  // Saves are rolled before `hits-allocated` announces the pools; each pool's `saves-rolled` reports the
  // rolls that make up its steps' dice (a deflector save rolls die by die).
  rollsReported: (event, pending) => {
    if (event.type === 'hits-allocated') return 0;
    if (event.type !== 'saves-rolled') return undefined;
    let dice = (event as unknown as SavesRolled).steps.reduce((n, step) => n + step.dice.length, 0);
    let rolls = 0;
    while (rolls < pending.length && dice >= (pending[rolls]?.dice.length ?? 0) && dice > 0) {
      dice -= pending[rolls]?.dice.length ?? 0;
      rolls++;
    }
    return rolls;
  },
  survival: (state) => {
    const out: Record<string, boolean> = {};
    for (const unit of game(state).units)
      out[`${unit.id} (${unit.name})`] = unit.status !== 'eliminated' && unit.models.some((m) => !m.removed);
    return out;
  },
  summary: (state) => {
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
  heuristicBot: xenocideHeuristicBot,
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
