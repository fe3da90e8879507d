import type { ProvideDiceCommand } from './command-validation.js';
import type { DiceRolledEvent } from './dice.js';
import type { GameEvent } from './events.js';
import type { AnyRuleset } from './ruleset.js';
import type { CommandBase, GameState, Json, PlayerId } from './types.js';

/**
 * Where a module exports a value, by package specifier (`'sandtable/xenocide'`) and export name: how a
 * worker thread finds a ruleset or a bot factory without receiving functions.
 */
export interface ExportRef {
  readonly module: string;
  readonly export: string;
}

/** A bot's seeded random source as a described bot receives it (structurally `BotRandom` of `sandtable/bots`). */
export interface DescribedBotRandom {
  /** A uniform integer in [0, n); 0 when n ≤ 1. */
  int(n: number): number;
  /** A uniformly chosen element, or undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
}

/**
 * A bot a ruleset ships, structurally a `Bot` of `sandtable/bots` (a ruleset imports only the core): it answers
 * every prompt, and its recipe lets worker threads rebuild it.
 */
export interface DescribedBot {
  /** Shown in reports (`'xenocide-heuristic'`). */
  readonly name: string;
  /** The exported factory and its JSON arguments that rebuild this bot in a worker thread. */
  readonly recipe?: ExportRef & { readonly args?: readonly Json[] };
  /** The command `player` sends now. */
  choose(state: GameState, player: PlayerId, random: DescribedBotRandom): CommandBase | ProvideDiceCommand;
}

/**
 * One choice a setup is built from (`scenario`, `players`, `size`): the CLI offers each as a `--<name>` flag and
 * `simulate`/the reach report combine them; values are strings, the first choice is the default.
 */
export interface SetupOption {
  /** The flag's name, kebab-case (`scenario`, `players`). */
  readonly name: string;
  /** One line of help: what the choice changes. */
  readonly summary: string;
  /** The values it takes; the first is the default. */
  readonly choices: readonly string[];
  /**
   * One value per seat, comma-separated in seat order (`scrap-raiders,mutant-brood`); a single value is every
   * seat's. Each value is one of `choices`; the description's `setup` throws a RangeError for a count that does
   * not match the players.
   */
  readonly perSeat?: boolean;
}

/** Chosen setup options by name; an option left out takes its default (its first choice). */
export type SetupChoices = Readonly<Record<string, string>>;

/** A named sample setup: a combination of setup options worth playing (the reach report plays each). */
export interface SampleSetup {
  readonly name: string;
  readonly choices: SetupChoices;
}

/** A plain table for end-of-game summaries: a header row, rows of cells, the columns to right-align. */
export interface SummaryTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Indices of the columns to right-align. */
  readonly right?: readonly number[];
}

/** What checking an army list found: a summary of a valid list, or the problems in a player's words. */
export type ListValidation =
  | { readonly ok: true; readonly summary: string }
  | { readonly ok: false; readonly problems: readonly string[] };

/** The army a player brings in a setup: its name (for reports) and its list, as JSON `withArmy` takes back. */
export interface SetupArmy {
  readonly name: string;
  readonly list: unknown;
}

/** A setup with a player's army put in, or the list's problems in a player's words (as `validate` words them). */
export type ArmyPlacement<Setup = unknown> =
  | { readonly ok: true; readonly setup: Setup; readonly name: string }
  | { readonly ok: false; readonly problems: readonly string[] };

/** What one unit did in one finished game, for a balance designer's per-unit figures. */
export interface UnitFigure {
  /** The seat that played it. */
  readonly player: string;
  /** The unit named within its army, the same whichever seat plays it (`c1.u1 (1st Platoon)`). */
  readonly unit: string;
  /** What the unit cost. */
  readonly points: number;
  /** Whether it was still in the game at the end. */
  readonly survived: boolean;
  /** Enemy models it removed. */
  readonly kills: number;
  /** The points of the enemy models it removed (a model is worth its unit's cost over its models). */
  readonly pointsDestroyed: number;
}

/**
 * What a ruleset says about itself so tools find everything through one registry: its title, scenarios and
 * setup options, sample setups, bots, narration, end-of-game tables and JSON Schemas. Each ruleset exports one
 * from its own folder (`xenocideDescription` from `sandtable/xenocide`); the CLI's `demo`, `simulate`,
 * `validate`, `schema` and `replay`, the simulator's worker threads and `npm run reach` read only this.
 */
export interface RulesetDescription<Setup = unknown> {
  /** The ruleset's id (`ruleset.id`). */
  readonly id: string;
  /** The game's name with its rules version, for headers. */
  readonly title: string;
  /** One line: what kind of game it is. */
  readonly summary: string;
  readonly ruleset: AnyRuleset;
  /** Where worker threads import the ruleset (`{ module: 'sandtable/xenocide', export: 'xenocide' }`). */
  readonly ref: ExportRef;
  /** The setup options, the scenario (or mission) first; `--scenario` takes the first option's choices. */
  readonly options: readonly SetupOption[];
  /** Builds a setup from chosen options (unknown names and values are the caller's to reject first). */
  setup(choices: SetupChoices): Setup;
  /** Combinations of options worth playing: every scenario, player count and force size at least once. */
  readonly samples: readonly SampleSetup[];
  /** The player ids of a setup, in order. */
  players(setup: Setup): readonly string[];
  /** One line naming the armies and the scenario of a setup. */
  describe(setup: Setup): string;
  /** The bots the ruleset ships besides the random bot of `sandtable/bots`. */
  readonly bots: {
    /** A bot that plays with purpose; tools use it by default where there is one. */
    readonly heuristic?: () => DescribedBot;
  };
  /** One English line for a ruleset event (undefined for events it does not narrate). */
  narrate(event: GameEvent): string | undefined;
  /**
   * Readable names for the ids narration prints (`red.c1.u1` → `1st Platoon`), from a state of the game;
   * ids without a name are printed as they are.
   */
  labels?(state: GameState): ReadonlyMap<string, string>;
  /** Event types the narration leaves out as noise. */
  readonly quiet: readonly string[];
  /** Event types narrated as a loss (a model or unit gone). */
  readonly losses?: readonly string[];
  /**
   * How many of `pending`, the rolls made since the last narrated event, this event reports (their dice are
   * printed under it); undefined means all of them. An event that only announces what the next one resolves
   * says 0.
   */
  rollsReported?(event: GameEvent, pending: readonly DiceRolledEvent[]): number | undefined;
  /** Per-unit survival, keyed `unit-id (name)`. */
  survival(state: GameState): Readonly<Record<string, boolean>>;
  /**
   * Per-unit figures of a finished game (survival, kills, points destroyed) from its final state and events;
   * `simulate` sums them per unit and army.
   */
  unitFigures?(state: GameState, events: readonly GameEvent[]): readonly UnitFigure[];
  /**
   * Each player's role in a finished game where the scenario gives roles (`attacker`, `defender`); players
   * without one are left out. `simulate` reports the decisive-game share of each role.
   */
  roles?(state: GameState): Readonly<Record<string, string>>;
  /** The army `player` brings in `setup` (undefined for a player the setup does not have). */
  army?(setup: Setup, player: string): SetupArmy | undefined;
  /**
   * `setup` with `player`'s army replaced by `list` (untrusted JSON, checked with the same messages as
   * `validate`); the setup itself is not changed.
   */
  withArmy?(setup: Setup, player: string, list: unknown): ArmyPlacement<Setup>;
  /** The end-of-game table: one row per player. */
  summaryTable(state: GameState): SummaryTable;
  /** Checks an army list (untrusted JSON). */
  validate?(input: unknown): ListValidation;
  /** What `validate` expects, in one line. */
  readonly listFormat?: string;
  /** JSON Schema documents by name (`army`, `unit`, `command`); the first is the default. */
  readonly schemas: Readonly<Record<string, () => unknown>>;
}

/** The choice an option takes in `choices`, or its default (its first choice). */
export function chosenOption(options: readonly SetupOption[], choices: SetupChoices, name: string): string {
  const value = Object.hasOwn(choices, name) ? choices[name] : undefined;
  if (value !== undefined) return value;
  const option = options.find((o) => o.name === name);
  if (!option) throw new Error(`chosenOption: no setup option '${name}'.`);
  return option.choices[0] as string;
}
