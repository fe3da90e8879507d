import type { AnyRuleset, DiceRolledEvent, GameEvent, GameState } from 'sandtable';
import type { Bot } from 'sandtable/bots';
import type { ModuleRef } from 'sandtable/sim';
import { CliError } from './io.js';
import type { TextTable } from './table.js';

/** What `validate` found: a summary of a valid list, or the problems in a player's words. */
export type ListValidation =
  | { readonly ok: true; readonly summary: string }
  | { readonly ok: false; readonly problems: readonly string[] };

/** What the CLI needs of a bundled ruleset besides the rules: sample armies, narration, tables, schemas. */
export interface CliRuleset {
  readonly id: string;
  /** The game's name with its rules version, for headers. */
  readonly title: string;
  readonly ruleset: AnyRuleset;
  /** Where simulation workers import the ruleset. */
  readonly ref: ModuleRef;
  /** Names `--scenario` accepts; the first is the default. */
  readonly scenarios: readonly string[];
  /** The bundled armies on a scenario. */
  setup(scenario: string): unknown;
  /** The player ids of a setup, in order. */
  players(setup: unknown): readonly string[];
  /** One line naming the armies and the scenario of a setup. */
  describe(setup: unknown): string;
  /** One English line for a ruleset event (undefined for events it does not narrate). */
  narrate(event: GameEvent): string | undefined;
  /**
   * Readable names for the ids narration prints (`red.c1.u1` → `1st Platoon`), from a state of the game;
   * ids without a name are printed as they are.
   */
  labels?(state: GameState): ReadonlyMap<string, string>;
  /** Event types the narration leaves out as noise. */
  readonly quiet: ReadonlySet<string>;
  /** Event types narrated as a loss (a model or unit gone), shown in red on a colour terminal. */
  readonly losses?: ReadonlySet<string>;
  /**
   * How many of `pending`, the rolls made since the last narrated event, this event reports (their dice
   * are printed under it); undefined means all of them. An event that only announces what the next one
   * resolves says 0.
   */
  rollsReported?(event: GameEvent, pending: readonly DiceRolledEvent[]): number | undefined;
  /** Per-unit survival, keyed `unit-id (name)`. */
  survival(state: GameState): Record<string, boolean>;
  /** The end-of-game table: one row per player. */
  summary(state: GameState): TextTable;
  /** Checks an army list (untrusted JSON). */
  validate?(input: unknown): ListValidation;
  /** The ruleset's heuristic bot, used by `demo` and `simulate` unless `--bots random` (it needs a recipe). */
  readonly heuristicBot?: () => Bot;
  /** JSON Schema documents by name (`army`, `unit`, `command`); the first is the default. */
  readonly schemas: Readonly<Record<string, () => unknown>>;
}

/** The scenario `--scenario` names, or a usage error listing the choices. */
export function scenarioOf(entry: CliRuleset, name: string | undefined): string {
  if (name === undefined) return entry.scenarios[0] as string;
  if (entry.scenarios.includes(name)) return name;
  throw new CliError(
    `${entry.id} has no scenario '${name}'; choose one of ${entry.scenarios.join(', ')}.`,
    2,
  );
}
