import { type Draft, produce } from 'immer';
import { createGame, gameFromState, legalCommands, scripted, withScriptedDice } from 'sandtable';
import { sampleMoves } from '../../../src/rulesets/xenocide/commands/move-unit';
import {
  type ArmyList,
  autoDeploy,
  kethriSwarmArmy,
  SCENARIOS,
  type ScenarioId,
  terranGuardArmy,
  type XenocideCommand,
  type XenocideSetup,
  type XenocideState,
  xenocide,
} from '../../../src/rulesets/xenocide/index';
import { type Event, type Game, type Played, play } from './play';

/** A ruleset state being edited into a test position. */
export type GameDraft = Draft<XenocideState>;

/** The first player of every test game (Terran Guard, south edge). */
export const RED = 'red';
/** The second player (Kethri Swarm, north edge). */
export const BLUE = 'blue';

/** Every Xenocide scenario, and a rolled one. */
export const XENOCIDE_SCENARIOS = [...SCENARIOS, 'random' as const];

/** Options of {@link startGame}. */
export interface StartOptions {
  readonly seed?: number;
  /** Scripted faces from the first command on (default: dice seeded with `seed`). */
  readonly dice?: readonly number[];
  readonly table?: { width: number; depth: number };
  readonly terrain?: XenocideSetup['terrain'];
  readonly maxTurns?: number;
  readonly terrainSetBy?: string;
  readonly cpPerTurn?: number;
  /** Replaces blue's Kethri Swarm. */
  readonly blueArmy?: ArmyList;
}

/** The setup of a red Terran Guard vs blue Kethri Swarm game. */
export function aSetup(scenario: ScenarioId | 'random', options: StartOptions = {}): XenocideSetup {
  return {
    players: [
      { id: RED, army: terranGuardArmy },
      { id: BLUE, army: options.blueArmy ?? kethriSwarmArmy },
    ],
    scenario,
    ...(options.table ? { table: options.table } : {}),
    ...(options.terrain ? { terrain: options.terrain } : {}),
    ...(options.maxTurns === undefined ? {} : { maxTurns: options.maxTurns }),
    ...(options.terrainSetBy === undefined ? {} : { terrainSetBy: options.terrainSetBy }),
    ...(options.cpPerTurn === undefined ? {} : { cpPerTurn: options.cpPerTurn }),
  };
}

/** Blue's Kethri Swarm without its Deep Broods: three companies, none over 40% of the army. */
export const threeCompanySwarm: ArmyList = {
  ...kethriSwarmArmy,
  companies: kethriSwarmArmy.companies.filter((c) => c.name !== 'Deep Broods'),
};

/** A new game: red Terran Guard against blue Kethri Swarm. */
export function startGame(scenario: ScenarioId | 'random', options: StartOptions = {}): Game {
  const seed = options.seed ?? 1;
  return createGame(
    xenocide,
    aSetup(scenario, options),
    options.dice ? { seed, dice: scripted(options.dice) } : { seed },
  ) as Game;
}

/** The event types in order, without dice and core events (for sequence assertions). */
export function eventTypes(events: readonly Event[]): string[] {
  return events.map((e) => e.type).filter((t) => t !== 'dice-rolled' && t !== 'game-ended');
}

/** The dice rolls (purpose and faces) among the events. */
export function rolls(events: readonly Event[]): { purpose: string; dice: readonly number[] }[] {
  return events
    .filter((e) => e.type === 'dice-rolled')
    .map((e) => {
      const roll = e as unknown as { purpose: string; dice: readonly number[] };
      return { purpose: roll.purpose, dice: roll.dice };
    });
}

/** The same game with scripted dice from here on. */
export function withDice(game: Game, faces: readonly number[]): Game {
  return withScriptedDice(game, faces);
}

/** Edits the ruleset state by hand and re-wraps it (a test position); scripted `faces` when given. */
export function edit(
  game: Game,
  recipe: (draft: Draft<XenocideState>) => void,
  faces?: readonly number[],
): Game {
  const next = produce(game.game, recipe);
  return gameFromState(xenocide, next, faces ? { seed: 1, dice: scripted(faces) } : { seed: 1 }) as Game;
}

/** The `autoDeploy` command for the next undeployed company of the player asked to deploy. */
export function nextDeployment(game: Game): XenocideCommand {
  const stage = game.game.stage;
  if (stage.kind !== 'deploy') throw new Error(`nextDeployment: stage is ${stage.kind}`);
  const company = game.game.companies.find(
    (c) =>
      c.player === stage.player &&
      c.units.some((id) => game.game.units.find((u) => u.id === id)?.status === 'undeployed'),
  );
  const command = company && autoDeploy(game.game, company.id);
  if (!command) throw new Error(`nextDeployment: no deployment found for ${stage.player}`);
  return command;
}

/** Deploys every remaining company with `autoDeploy`, in the alternation the game asks for. */
export function deployAll(game: Game): Game {
  let state = game;
  while (state.game.stage.kind === 'deploy') state = play(state, nextDeployment(state)).state;
  return state;
}

/** Options of {@link toTurnOne}. */
export interface TurnOneOptions extends StartOptions {
  /** Invasion: the attacker (default red). Red always ends up on the south edge, blue on the north. */
  readonly attacker?: string;
  /** Objective spots by owner, in placement order (default: the first legal spot). */
  readonly objectives?: { readonly red?: readonly Point[]; readonly blue?: readonly Point[] };
  /** Command Centers: the index (0..2) of each player's real command center among their objectives. */
  readonly commandCenter?: { readonly red?: number; readonly blue?: number };
}

interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A game brought through the pre-game to the turn-1 plans. Red wins every roll-off and takes the south
 * edge (in Invasion the defender names the attacker's edge so that red is south too); then `dice`, if given,
 * are scripted from turn 1 on.
 */
export function toTurnOne(scenario: ScenarioId, options: TurnOneOptions = {}): Game {
  const state = settlePreGame(startGame(scenario, { ...options, dice: [] }), options).state;
  return options.dice ? withDice(state, options.dice) : state;
}

/** Answers every pre-game prompt as {@link toTurnOne} describes, up to the turn-1 plans. */
export function settlePreGame(game: Game, options: TurnOneOptions = {}): Played {
  let state = game;
  const events: Event[] = [];
  const attacker = options.attacker ?? RED;
  const step = (...commands: XenocideCommand[]) => {
    const played = play(state, ...commands);
    state = played.state;
    events.push(...played.events);
  };
  for (let guard = 0; guard < 100; guard++) {
    const stage = state.game.stage;
    const g = state.game;
    if (stage.kind === 'plan-turn') break;
    if (stage.kind === 'roll-off') {
      state = withDice(state, [6, 1]);
      step({ type: 'roll-off', player: RED });
    } else if (stage.kind === 'choose-role') {
      const role = stage.player === attacker ? 'attacker' : 'defender';
      step({ type: 'choose-role', player: stage.player, role });
    } else if (stage.kind === 'choose-edge') {
      // The chooser names their own edge; in Invasion the defender names the attacker's edge.
      const wanted = g.scenario === 'invasion' ? (attacker === RED ? 'south' : 'north') : undefined;
      const edge = wanted ?? (stage.player === RED ? 'south' : 'north');
      step({ type: 'choose-edge', player: stage.player, edge });
    } else if (stage.kind === 'place-objective') {
      const player = stage.player;
      const mine = g.objectives.filter((o) => o.owner === player).length;
      const spots = player === RED ? options.objectives?.red : options.objectives?.blue;
      const at = spots?.[mine] ?? firstObjectiveSpot(state, player);
      step({ type: 'place-objective', player, at });
    } else if (stage.kind === 'choose-command-center') {
      for (const player of [RED, BLUE]) {
        const own = state.game.objectives.filter((o) => o.owner === player);
        const index = (player === RED ? options.commandCenter?.red : options.commandCenter?.blue) ?? 0;
        step({ type: 'choose-command-center', player, objective: own[index]?.id ?? '' });
      }
    } else if (stage.kind === 'deploy') {
      step(nextDeployment(state));
    } else {
      throw new Error(`settlePreGame: unexpected stage ${stage.kind}`);
    }
  }
  return { state, events };
}

function firstObjectiveSpot(game: Game, player: string): Point {
  const command = legalCommands(game, player).find((c) => c.type === 'place-objective');
  if (command?.type !== 'place-objective') throw new Error(`no objective spot for ${player}`);
  return command.at;
}

/** A plan: activation order (default: id order) and initiative CP (default 0). */
export interface Plan {
  readonly order?: readonly string[];
  readonly cp?: number;
}

/** Both players' plan-turn commands (only those asked), red first. */
export function planTurn(game: Game, plans: { red?: Plan; blue?: Plan } = {}): Played {
  const stage = game.game.stage;
  if (stage.kind !== 'plan-turn') throw new Error(`planTurn: stage is ${stage.kind}`);
  const commands = [RED, BLUE]
    .filter((p) => stage.plans.players.includes(p))
    .map((player): XenocideCommand => {
      const plan = (player === RED ? plans.red : plans.blue) ?? {};
      const alive = game.game.companies
        .filter((c) => c.player === player)
        .filter((c) =>
          c.units.some((id) => game.game.units.find((u) => u.id === id)?.status !== 'eliminated'),
        )
        .map((c) => c.id);
      return { type: 'plan-turn', player, order: [...(plan.order ?? alive)], initiativeCp: plan.cp ?? 0 };
    });
  return play(game, ...commands);
}

/**
 * A turn-1 game in the first activation: red wins initiative (6 vs 1) and goes first, unless
 * `first` says blue.
 */
export function toFirstActivation(
  scenario: ScenarioId,
  options: TurnOneOptions & { first?: string; plans?: { red?: Plan; blue?: Plan } } = {},
): Game {
  // Red rolls all sixes and blue all ones, however many CP each commits to initiative.
  const redDice = 1 + (options.plans?.red?.cp ?? 0);
  const blueDice = 1 + (options.plans?.blue?.cp ?? 0);
  const initiative = [...Array<number>(redDice).fill(6), ...Array<number>(blueDice).fill(1)];
  const planned = planTurn(toTurnOne(scenario, { ...options, dice: initiative }), options.plans ?? {});
  const chosen = play(planned.state, {
    type: 'choose-initiative',
    player: RED,
    first: (options.first ?? RED) === RED,
  }).state;
  return options.dice ? withDice(chosen, options.dice) : chosen;
}

/** Activates the next company of the player asked, every acting unit on `order` (as legalCommands offers it). */
export function activateNext(
  game: Game,
  order: 'fire-and-move' | 'move-and-fire' | 'assault' = 'move-and-fire',
): Played {
  const stage = game.game.stage;
  if (stage.kind !== 'activate') throw new Error(`activateNext: stage is ${stage.kind}`);
  const command = legalCommands(game, stage.player).find(
    (c) => c.type === 'activate-company' && c.orders.every((o) => o.order === order),
  );
  if (!command) throw new Error(`activateNext: ${stage.player} has no activate-company with ${order}`);
  return play(game, command);
}

/** Ends phases until the current activation is over. */
export function finishActivation(game: Game): Played {
  const stage = game.game.stage;
  if (stage.kind !== 'activation') throw new Error(`finishActivation: stage is ${stage.kind}`);
  const player = stage.player;
  const company = stage.company;
  let played: Played = { state: game, events: [] };
  while (
    played.state.game.stage.kind === 'activation' &&
    played.state.game.stage.company === company &&
    played.state.game.stage.player === player
  ) {
    const flown = moveFlyers(played.state);
    played = { state: flown.state, events: [...played.events, ...flown.events] };
    const next = play(played.state, { type: 'end-phase', player });
    played = { state: next.state, events: [...played.events, ...next.events] };
  }
  return played;
}

/** Flies every flyer unit that may move now (XEN-TERR-27: a flyer that never moves crashes), without bombing. */
function moveFlyers(game: Game): Played {
  let played: Played = { state: game, events: [] };
  const stage = game.game.stage;
  if (stage.kind !== 'activation') return played;
  for (const unitId of stage.units) {
    const unit = played.state.game.units.find((u) => u.id === unitId);
    const flyer = unit?.models.some((m) => played.state.game.profiles[m.profile]?.types.includes('Flyer'));
    // Only flyers in the air: one in reserve may stay there (the helpers bring no reserves in).
    if (!unit || !flyer || unit.activity.moved || unit.status !== 'on-table') continue;
    const sample = sampleMoves(played.state.game, unitId)[0];
    if (!sample) continue;
    // A plain flight: these helpers play turns without dice, so the flyer drops no bombs (XEN-TERR-31 is optional).
    const { bombs: _bombs, ...move } = sample;
    const next = play(played.state, move);
    played = { state: next.state, events: [...played.events, ...next.events] };
  }
  return played;
}

/** One whole activation of the next company: activate with default orders, then end every phase. */
export function playActivation(game: Game): Played {
  const activated = activateNext(game);
  const finished = finishActivation(activated.state);
  return { state: finished.state, events: [...activated.events, ...finished.events] };
}

/** Plays activations until the turn ends (the stage leaves activate/activation). */
export function playOutTurn(game: Game): Played {
  let played: Played = { state: game, events: [] };
  for (let guard = 0; guard < 40; guard++) {
    const kind = played.state.game.stage.kind;
    if (kind !== 'activate' && kind !== 'activation') return played;
    const next = kind === 'activate' ? playActivation(played.state) : finishActivation(played.state);
    played = { state: next.state, events: [...played.events, ...next.events] };
  }
  throw new Error('playOutTurn: the turn did not end');
}

/** Sets the VP each side has lost so far, without removing models. */
export function withSideLosses(
  game: Game,
  losses: { red?: number; blue?: number },
  faces?: readonly number[],
): Game {
  return edit(
    game,
    (draft) => {
      for (const side of draft.sides) {
        const lost = side.player === RED ? losses.red : losses.blue;
        if (lost !== undefined) side.lostVp = lost;
      }
    },
    faces,
  );
}

/** Removes every model of the units (eliminated) and books their value as lost. */
export function eliminate(draft: Draft<XenocideState>, ...unitIds: string[]): void {
  for (const id of unitIds) {
    const unit = draft.units.find((u) => u.id === id);
    if (!unit) throw new Error(`eliminate: no unit ${id}`);
    unit.status = 'eliminated';
    for (const m of unit.models) m.removed = true;
    const side = draft.sides.find((s) => s.player === unit.player);
    if (side) side.lostVp += unit.value;
  }
}

/**
 * Puts a unit on the table with its first model centred on `at` and the others in a row behind it
 * (1" gaps, away from `at` along x).
 */
export function placeUnit(draft: Draft<XenocideState>, unitId: string, at: Point, step = 1): void {
  const unit = draft.units.find((u) => u.id === unitId);
  if (!unit) throw new Error(`placeUnit: no unit ${unitId}`);
  unit.status = 'on-table';
  let x = at.x;
  unit.models.forEach((m, i) => {
    if (i > 0) x += (unit.models[i - 1]?.radius ?? 0) + m.radius + step;
    m.x = x;
    m.y = at.y;
    delete m.embarkedIn;
  });
}

/** The units of a company. */
export function unitsOf(game: Game, companyId: string): string[] {
  return game.game.companies.find((c) => c.id === companyId)?.units.slice() ?? [];
}

/** A side's state. */
export function side(game: Game, player: string): XenocideState['sides'][number] {
  const found = game.game.sides.find((s) => s.player === player);
  if (!found) throw new Error(`no side ${player}`);
  return found;
}

/**
 * Edits a game in the activate stage so that only the next company of the player to activate is left this
 * turn (everything else has activated), applies `recipe`, then plays that activation and the end of turn.
 * `faces` script the dice from the edit on (break tests, the next initiative).
 */
export function endTurnWith(
  game: Game,
  recipe: (draft: Draft<XenocideState>) => void = () => {},
  faces?: readonly number[],
): Played {
  const stage = game.game.stage;
  if (stage.kind !== 'activate') throw new Error(`endTurnWith: stage is ${stage.kind}`);
  const player = stage.player;
  const next = game.game.sides
    .find((s) => s.player === player)
    ?.activationOrder.find((id) => !game.game.companies.find((c) => c.id === id)?.activated);
  const edited = edit(
    game,
    (draft) => {
      for (const c of draft.companies) if (c.id !== next) c.activated = true;
      recipe(draft);
    },
    faces,
  );
  return playOutTurn(edited);
}
