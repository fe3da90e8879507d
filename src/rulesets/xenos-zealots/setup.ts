import * as z from 'zod';
import { BUNDLED_FORCE_IDS, BUNDLED_FORCES, BUNDLED_SCENARIO_IDS, BUNDLED_SCENARIOS } from './data/bundled';
import { type Force, ForceSchema } from './schemas/force';
import { type Scenario, ScenarioSchema } from './schemas/scenario';
import type { UnitCard } from './schemas/unit-card';
import { modelCount, modelStats, modelWeapons } from './schemas/unit-card-fields';
import { LARGE_BODIES, structureTotal } from './schemas/unit-stats';
import { type ModelState, ParamsSchema, type UnitState, type XzState } from './state';

const PlayerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, {
  error: 'must be lower-case letters, digits and dashes, starting with a letter',
});

/** R1: a force written in full, or the id of a bundled force. */
const ForceChoiceSchema = z.union([z.enum(BUNDLED_FORCE_IDS), ForceSchema]);
/** R2: a scenario written in full, or the id of a bundled table. */
const ScenarioChoiceSchema = z.union([z.enum(BUNDLED_SCENARIO_IDS), ScenarioSchema]);

/**
 * Everything needed to start a game (R1, R2): two players and their forces, the scenario (table, zones, turn
 * limit, victory, terrain), who attacks when the players agreed it (XZ-TURN-01; left out, an odds-or-evens roll
 * decides), and the rulings' parameters.
 */
export const XzSetupSchema = z
  .strictObject({
    players: z
      .array(z.strictObject({ id: PlayerIdSchema, force: ForceChoiceSchema }))
      .length(2, { error: 'Xenos & Zealots is a two-player game: give exactly 2 players (XZ-TURN-01)' }),
    scenario: ScenarioChoiceSchema.default('ashfall-crossing'),
    /** XZ-TURN-01: the agreed Attacker; left out, an odds-or-evens roll-off decides who chooses (R37). */
    attacker: PlayerIdSchema.optional(),
    params: ParamsSchema.default(ParamsSchema.parse({})),
  })
  .superRefine((setup, ctx) => {
    const [a, b] = setup.players;
    if (a && b && a.id === b.id)
      ctx.addIssue({
        code: 'custom',
        path: ['players', 1, 'id'],
        message: `player id '${a.id}' is used twice`,
      });
    if (setup.attacker !== undefined && !setup.players.some((p) => p.id === setup.attacker))
      ctx.addIssue({
        code: 'custom',
        path: ['attacker'],
        message: `'${setup.attacker}' is not a player of this game; name one of ${setup.players.map((p) => `'${p.id}'`).join(', ')} (XZ-TURN-01)`,
      });
  });

/** A setup as a caller writes it. */
export type XzSetup = z.input<typeof XzSetupSchema>;
/** A setup with its defaults filled in. */
export type XzParsedSetup = z.output<typeof XzSetupSchema>;

const forceOf = (choice: XzParsedSetup['players'][number]['force']): Force =>
  typeof choice === 'string' ? BUNDLED_FORCES[choice] : choice;
const scenarioOf = (choice: XzParsedSetup['scenario']): Scenario =>
  typeof choice === 'string' ? BUNDLED_SCENARIOS[choice] : choice;

/** XZ-UNIT-01 / R38 / R11: the models of a unit card, off the table until deployed. */
export function modelsOf(card: UnitCard, unitId: string): ModelState[] {
  const out: ModelState[] = [];
  for (const entry of card.models) {
    const stats = modelStats(card, entry);
    const large = LARGE_BODIES.includes(entry.body);
    const weapons = modelWeapons(card, entry).map((w) => w.name);
    for (let i = 0; i < entry.count; i++) {
      const structure = large ? stats.structure : undefined;
      const wounds = structure ? structureTotal(structure) : (stats.wounds ?? 1);
      const model: ModelState = {
        id: `${unitId}.m${out.length + 1}`,
        name: entry.name,
        body: entry.body,
        x: 0,
        y: 0,
        facing: 0,
        shape: large
          ? { kind: 'rect', length: entry.hullLength ?? 3, width: entry.hullWidth ?? 2 }
          : { kind: 'circle', diameter: entry.baseDiameter ?? 1 },
        height: entry.height ?? (large ? 2.5 : 1.25),
        wounds,
        startWounds: wounds,
        alive: true,
        suppressed: false,
        weapons,
      };
      if (structure) {
        model.mobility = { left: structure.mobility, start: structure.mobility };
        model.systems = structure.attacks.map((s) => ({
          weapon: s.weapon,
          points: s.points,
          start: s.points,
        }));
      }
      out.push(model);
    }
  }
  return out;
}

/** XZ-UNIT-02: the leader entry's first model, or the only model. */
function leaderIndex(card: UnitCard): number {
  let index = 0;
  for (const entry of card.models) {
    if (entry.leader) return index;
    index += entry.count;
  }
  return card.models[0]?.body === 'gun' && modelCount(card) > 1 ? 1 : 0;
}

/** A fresh unit from its card (R1), with its morale good (XZ-MOR-01). */
export function unitOf(card: UnitCard, player: string, status: UnitState['status']): UnitState {
  const id = `${player}.${card.id}`;
  const models = modelsOf(card, id);
  const crew = card.unitType === 'Artillery' ? models.filter((m) => m.body !== 'gun') : models;
  return {
    id,
    player,
    card: card.id,
    name: card.name,
    status,
    models,
    leader: (models[leaderIndex(card)] ?? (models[0] as ModelState)).id,
    startModels: Math.max(1, crew.length),
    startWounds: models.reduce((sum, m) => sum + m.startWounds, 0),
    morale: 'ok',
    actions: 0,
    behaviourDue: false,
    infiltrating: false,
    fireSupport: false,
    firedOnBy: [],
    countedAsMoving: false,
    routMoves: 0,
    rerolls: 0,
  };
}

/** R27: a character that starts attached: its model joins the unit and leads it. */
function attach(units: UnitState[], player: string, character: string, host: string): void {
  const c = units.find((u) => u.id === `${player}.${character}`);
  const h = units.find((u) => u.id === `${player}.${host}`);
  if (!c || !h) return;
  const model = c.models[0];
  if (!model) return;
  h.models.push({ ...model, from: c.id });
  h.formerLeader = h.leader;
  h.leader = model.id;
  c.models = [];
  c.status = 'attached';
  c.attachedTo = h.id;
}

/**
 * R1 / R2 / XZ-MOR-01: the state before the game: both forces' units off the table (reserves held back, R3),
 * every unit on good morale, no roles yet unless agreed (XZ-TURN-01).
 */
export function buildInitialState(setup: XzParsedSetup): XzState {
  const scenario = scenarioOf(setup.scenario);
  const players = setup.players.map((p) => p.id);
  const forces: Record<string, Force> = {};
  const units: UnitState[] = [];
  for (const p of setup.players) {
    const force = forceOf(p.force);
    forces[p.id] = force;
    for (const card of force.units) units.push(unitOf(card, p.id, 'undeployed'));
    for (const asset of force.offTableAssets)
      if (asset.kind === 'reserve') units.push(unitOf(asset.unit, p.id, 'reserve'));
    for (const a of force.attachments) attach(units, p.id, a.character, a.unit);
  }
  const sides = players.map((player) => ({
    player,
    ...(setup.attacker === undefined ? {} : { role: player === setup.attacker ? 'attacker' : 'defender' }),
    destroyed: 0,
    assets: (forces[player]?.offTableAssets ?? []).map((_, index) => ({
      index,
      status: 'available' as const,
      markers: [],
    })),
    ordersDone: false,
  })) as XzState['sides'];
  return {
    scenario,
    params: setup.params,
    players,
    forces,
    sides,
    units,
    turn: 0,
    phase: 'setup',
    half: 0,
    revealed: false,
    stage:
      setup.attacker === undefined
        ? { kind: 'odds-evens', player: players[0] as string }
        : { kind: 'choose-zone', player: players.find((p) => p !== setup.attacker) as string },
    queue: [],
  };
}
