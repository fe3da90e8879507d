import type { Draft } from 'immer';
import {
  type ApplyContext,
  type CommandBase,
  type CommandTemplate,
  defineRuleset,
  type EventBase,
  type GameEvent,
  type PlayerId,
  type Prompt,
  type Ruleset,
} from 'sandtable';
import { rulesetBug } from './lookup.js';
import { rulesOf } from './modifiers.js';
import { type StepResult, settle } from './settle.js';

/** How one command type is applied: a row of a ruleset's command table (Redux Toolkit's reducer map). */
export interface CommandSpec<S, C extends CommandBase, E extends EventBase> {
  /** Applies the validated command to the draft; rejects through `ctx`; never calls the flow (the kit settles after it). */
  apply(draft: Draft<S>, command: C, ctx: ApplyContext<S, E>): void;
}

/** The command table: one row per command type of the union `C`. */
export type CommandTable<S, C extends CommandBase, E extends EventBase> = {
  readonly [T in C['type']]: CommandSpec<S, Extract<C, { readonly type: T }>, E>;
};

/** A point where the game waits for players, as a row of the decision table: what it asks and what answers it. */
export interface DecisionSpec<S, C extends CommandBase, P extends Prompt, St> {
  /** The command types that answer it (each prompt's `commands` unless the prompt lists its own). */
  readonly accepts: readonly C['type'][];
  /** The catalogue rule IDs behind the decision, added to each of its prompts' `rules`. */
  readonly rules?: readonly string[];
  /** The open prompts at this stage (`commands` may be left out: `accepts` fills it). */
  prompt(state: S, stage: St): readonly (P | Omit<P, 'commands'>)[];
  /** The discrete commands `player` may send at this stage. */
  legal(state: S, player: PlayerId, stage: St): C[];
  /** Templates for continuous choices at this stage. */
  templates?(state: S, player: PlayerId, stage: St): CommandTemplate[];
}

/** The decision table: one row per stage kind of the union `St`. */
export type DecisionTable<
  S,
  C extends CommandBase,
  P extends Prompt,
  St extends { readonly kind: string },
> = {
  readonly [K in St['kind']]: DecisionSpec<S, C, P, Extract<St, { readonly kind: K }>>;
};

/** The catalogue rule IDs each event type names by itself (a `rules` field on the event adds to them). */
export type EventRules<E extends EventBase> = { readonly [T in E['type']]?: readonly string[] };

/**
 * A ruleset written as tables: what {@link defineTableRuleset} takes. Everything but `apply`, `pending`,
 * `legalCommands`, `commandTemplates` and `commandTypes` is as in `Ruleset`; those come from the tables.
 */
export interface TableRulesetSpec<
  S,
  C extends CommandBase,
  E extends EventBase,
  Setup,
  CIn,
  SetupIn,
  P extends Prompt,
  V,
  St extends { readonly kind: string },
> extends Omit<
    Ruleset<S, C, E, Setup, CIn, SetupIn, P, V>,
    | 'apply'
    | 'pending'
    | 'legalCommands'
    | 'commandTemplates'
    | 'commandTypes'
    | 'standingCommands'
    | 'narrate'
    | 'reveals'
  > {
  /** Command types `player` may send now without being prompted (as `Ruleset.standingCommands`). */
  standingCommands?(state: S, player: PlayerId): readonly string[];
  /** One English line for an event (as `Ruleset.narrate`). */
  narrate?(event: E): string;
  /** Hidden information an accepted command revealed, for undo (as `Ruleset.reveals`). */
  reveals?(before: S, after: S, command: C, events: readonly GameEvent<E>[]): string | undefined;
  /** The stage the game is at: the decision it waits for (read from the state). */
  stage(state: S): St;
  readonly commands: CommandTable<S, C, E>;
  readonly decisions: DecisionTable<S, C, P, St>;
  /**
   * One step of the resolution after a command: resolve something and answer `'continue'`, or answer
   * `'wait'` when a player must decide. The kit's one loop ({@link settle}) runs it after every accepted
   * command until it waits.
   */
  settle?(draft: Draft<S>, ctx: ApplyContext<S, E>): StepResult;
  /** The rule IDs each event type names (merged into every emitted event's `rules`). */
  readonly events?: EventRules<E>;
}

/** The rule IDs of an event: its type's, then its own, deduplicated; undefined when none. */
function eventRules<E extends EventBase>(table: EventRules<E>, event: E): readonly string[] | undefined {
  const base = table[event.type as E['type']];
  if (!event.rules || event.rules.length === 0) return base && base.length > 0 ? base : undefined;
  if (!base) return event.rules;
  return rulesOf(base, event.rules);
}

/**
 * Builds a checked `Ruleset` from tables: commands as `{ apply }` rows, decision points as
 * `{ prompt, legal, accepts }` rows keyed by stage kind, one settle step, and the rule IDs of each event type.
 * The kit dispatches commands, settles after each one, fills prompts' `commands` and `rules`, and tags
 * events with their rules: no ruleset keeps a switch over its stages or commands.
 * @example export const duel = defineTableRuleset({ id: 'duel', stage: (s) => s.stage, commands, decisions, ... });
 */
export function defineTableRuleset<
  S,
  C extends CommandBase,
  E extends EventBase,
  Setup,
  CIn = C,
  SetupIn = Setup,
  P extends Prompt = Prompt,
  V = S,
  St extends { readonly kind: string } = { readonly kind: string },
>(
  spec: TableRulesetSpec<S, C, E, Setup, CIn, SetupIn, P, V, St>,
): Ruleset<S, C, E, Setup, CIn, SetupIn, P, V> {
  const { stage, commands, decisions, settle: step, events: eventTable, ...rest } = spec;
  const decisionOf = (state: S): [St, DecisionSpec<S, C, P, St>] => {
    const current = stage(state);
    const decision = (decisions as Record<string, DecisionSpec<S, C, P, St>>)[current.kind];
    if (!decision) throw rulesetBug(`${spec.id}: no decision-table row for stage '${current.kind}'`);
    return [current, decision];
  };
  const commandTypes = Object.keys(commands) as C['type'][];
  return defineRuleset<S, C, E, Setup, CIn, SetupIn, P, V>({
    ...rest,
    commandTypes,
    apply(draft, command, ctx) {
      const row = (commands as Record<string, CommandSpec<S, C, E>>)[command.type];
      if (!row) throw rulesetBug(`${spec.id}: no command-table row for '${command.type}'`);
      const tagged: ApplyContext<S, E> =
        eventTable === undefined
          ? ctx
          : {
              base: ctx.base,
              dice: ctx.dice,
              seq: ctx.seq,
              reject: ctx.reject,
              emit(event) {
                const rules = eventRules(eventTable, event);
                ctx.emit(rules ? { ...event, rules } : event);
              },
            };
      row.apply(draft, command, tagged);
      if (step) settle(draft, tagged, step);
    },
    pending(state) {
      const [current, decision] = decisionOf(state);
      const prompts = decision.prompt(state, current);
      const base = decision.rules;
      return prompts.map((prompt) => {
        const own = (prompt as Prompt).rules;
        const rules = own && own.length > 0 ? (base ? rulesOf(base, own) : own) : base;
        const withCommands = 'commands' in prompt ? prompt : { ...prompt, commands: decision.accepts };
        return (rules && rules.length > 0 ? { ...withCommands, rules } : withCommands) as P;
      });
    },
    legalCommands(state, player) {
      const [current, decision] = decisionOf(state);
      return decision.legal(state, player, current);
    },
    commandTemplates(state, player) {
      const [current, decision] = decisionOf(state);
      return decision.templates?.(state, player, current) ?? [];
    },
  });
}
