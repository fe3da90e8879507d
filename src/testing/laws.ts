import fc from 'fast-check';
import type { CommandBase, EventBase, GameEvent, GameState, Match, Ruleset } from 'sandtable';
import {
  applyCommand,
  canonicalJson,
  deserialize,
  legalCommands,
  replay,
  serialize,
  stateHash,
} from 'sandtable';
import { garbageCommand } from './garbage.js';
import { checkHiddenInformation, type SecretOptions } from './hidden-information.js';
import { applyAll, type Policy, playRandomGame } from './random-play.js';

/** Options of {@link rulesetLaws}; a ruleset with secrets describes them for the hidden-information law. */
export interface LawOptions<S, C, E, Setup> extends SecretOptions<S> {
  /** Setups to play; each is played once per seed. */
  readonly setups: readonly Setup[];
  /** Seeds of the random games; default [1, 2, 3]. */
  readonly seeds?: readonly number[];
  /** Commands per game at most; default 5,000. */
  readonly maxCommands?: number;
  /** Whether every random game must reach an outcome within `maxCommands`; default true. */
  readonly requireOutcome?: boolean;
  /** Overrides the uniform choice among legal commands (e.g. to sample continuous moves). */
  readonly policy?: Policy<S, C, E>;
  /** fast-check runs of garbage commands per sampled state; default 100. */
  readonly garbageRuns?: number;
  /** Player ids of the setups, for garbage commands; default: every player seen in a prompt. */
  readonly players?: readonly string[];
  /**
   * States per game and per kind of open prompt at which the legal-command law applies every listed
   * command (spread evenly over the game); default every state.
   */
  readonly legalCommandStates?: number;
  /** States per game the hidden-information law alters and probes; default 12 (plus states with secrets). */
  readonly hiddenInformationStates?: number;
  /**
   * Adds the rule-ID law: every event of the ruleset, every die and every prompt (the core's `roll` prompt
   * and `game-ended` aside) names at least one rule ID in `rules`, each one of `catalogue` (the catalogue's
   * IDs) or, without it, matching `pattern` (default: `ABC-DEF-12`).
   */
  readonly ruleIds?: { readonly catalogue?: readonly string[]; readonly pattern?: RegExp };
}

/** One law: a name to show and a check that throws when the law is broken. */
export interface Law {
  readonly name: string;
  /** Checks the law; throws an Error that says how it broke. */
  run(): void;
}

interface Played<S, C, E, Setup> {
  readonly label: string;
  readonly match: Match<S, C, E, Setup>;
  /** States before each command (index i is the state the i-th command was applied to), then the final one. */
  readonly states: readonly GameState<S, C, E>[];
  /** Events of each command. */
  readonly eventsByCommand: readonly (readonly GameEvent<E>[])[];
}

/**
 * The laws every ruleset must pass, as named checks to hand to a test runner:
 * at every state of random play each prompted player has at least one legal command and every command
 * `legalCommands` lists is accepted (no soft-lock, no listed command the rules refuse), determinism of replay, rejection without effect, save/load continuity, invariants after every accepted
 * command, no throw on generated garbage, and hidden information.
 *
 * Hidden information: each setup is played with seeded and with manual dice. For sampled states S, every
 * player P and every alteration S′ of what P must not know — the seed and the generator state, another
 * player's command waiting for physical dice (another legal command of the same type), and each game of
 * `alterSecrets(S.game, P)` — these must be equal for S and S′: `viewFor(·, P)`, `legalCommands(·, P)`,
 * `commandTemplates(·, P)`; for every probe command of P (its legal commands, a bare command of every type,
 * legal ones off by one, its commands from nearby turns, malformed `provide-dice`) whether it is accepted
 * and, if rejected, the whole rejection. An accepted probe is applied again to S′ with S's seed and dice (a
 * roll legitimately shows new faces); then the events P may see and `viewFor(next, P)` must be equal unless
 * the command may reveal: it closes every open prompt of a `secret: true` kind, it is `provide-dice` (the
 * command it completes lands now), or `reveals(before, after, P)` says so.
 * @example
 * for (const law of rulesetLaws(xenocide, { setups: [sampleSetup] })) it(law.name, () => law.run());
 */
export function rulesetLaws<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  options: LawOptions<S, C, E, Setup>,
): Law[] {
  const seeds = options.seeds ?? [1, 2, 3];
  let cache: Played<S, C, E, Setup>[] | undefined;
  const games = (): Played<S, C, E, Setup>[] => {
    cache ??= options.setups.flatMap((setup, s) =>
      seeds.map((seed) => playOne(ruleset, setup, seed, `setup ${s}, seed ${seed}`, options)),
    );
    return cache;
  };
  let manualCache: Played<S, C, E, Setup>[] | undefined;
  const manualGames = (): Played<S, C, E, Setup>[] => {
    manualCache ??= options.setups.map((setup, s) =>
      playOne(
        ruleset,
        setup,
        seeds[0] ?? 1,
        `setup ${s}, seed ${seeds[0] ?? 1}, manual dice`,
        options,
        'manual',
      ),
    );
    return manualCache;
  };

  return [
    {
      name: `${ruleset.id}: random legal play keeps every invariant${options.requireOutcome === false ? '' : ' and reaches an outcome'}`,
      run() {
        for (const game of games()) {
          game.states.forEach((state, i) => {
            const broken = ruleset.invariants(state.game);
            if (broken.length > 0)
              fail(game, `after command ${i - 1}, invariants broken: ${broken.join('; ')}`);
          });
          if (options.requireOutcome !== false && !game.match.state.outcome) {
            fail(game, `no outcome after ${game.states.length - 1} commands`);
          }
        }
      },
    },
    {
      name: `${ruleset.id}: every prompted player has a legal command, and every legal command is accepted`,
      run() {
        for (const game of games()) {
          const checked = legalCheckStates(game.states, options.legalCommandStates);
          game.states.forEach((state, i) => {
            if (state.outcome || state.awaitingDice || !checked.has(i)) return;
            for (const player of new Set(state.pending.map((p) => p.player))) {
              const legal = legalCommands(state, player);
              if (legal.length === 0) {
                const kinds = state.pending.filter((p) => p.player === player).map((p) => p.kind);
                fail(
                  game,
                  `before command ${i}, ${player} is asked to ${kinds.join(', ')} but has no legal command`,
                );
              }
              for (const command of legal) {
                const result = applyCommand(state, command);
                if (!result.ok)
                  fail(
                    game,
                    `before command ${i}, legal command ${JSON.stringify(command).slice(0, 300)} of ${player} was rejected (${result.error.code}): ${result.error.message}`,
                  );
              }
            }
          });
        }
      },
    },
    {
      name: `${ruleset.id}: the same record replays to deep-equal states and events`,
      run() {
        for (const game of games()) {
          const record = game.match.record();
          const first = replay(record, ruleset);
          const second = replay(JSON.parse(JSON.stringify(record)), ruleset);
          same(game, 'final state of replay 1 vs live play', first.state, game.match.state);
          same(game, 'final state of replay 2 vs replay 1', second.state, first.state);
          same(game, 'events of replay 1 vs live play', first.events, game.match.events);
          same(game, 'events of replay 2 vs replay 1', second.events, first.events);
        }
      },
    },
    {
      name: `${ruleset.id}: a rejected command returns the same state and emits nothing`,
      run() {
        for (const game of games()) {
          const commands = game.match.record().commands;
          game.states.slice(0, -1).forEach((state, i) => {
            const prompted = new Set(state.pending.map((p) => p.player));
            const command = commands[i] as CommandBase;
            const probes: unknown[] = [
              { ...command, player: prompted.has('nobody') ? 'nobody-else' : 'nobody' },
              { ...command, type: 'no-such-command' },
              { ...command, extra: Number.NaN },
            ];
            for (const probe of probes) {
              const result = applyCommand(state, probe as C);
              if (result.ok) fail(game, `command ${i}: ${JSON.stringify(probe)} was accepted`);
              if (result.state !== state || result.events.length > 0) {
                fail(
                  game,
                  `command ${i}: rejecting ${JSON.stringify(probe)} changed the state or emitted events`,
                );
              }
            }
          });
        }
      },
    },
    {
      name: `${ruleset.id}: serialize → deserialize → continue equals continuing directly`,
      run() {
        for (const game of games()) {
          const commands = game.match.record().commands;
          const n = game.states.length;
          const cuts = [...new Set([0, Math.floor(n / 3), Math.floor((2 * n) / 3), n - 1])];
          for (const cut of cuts) {
            const state = game.states[cut] as GameState<S, C, E>;
            const loaded = deserialize<S, C, E>(serialize(state as GameState), ruleset);
            same(game, `state after loading at command ${cut}`, loaded, state);
            const rest = applyAll(loaded, commands.slice(cut));
            same(game, `final state continued after loading at ${cut}`, rest.state, game.match.state);
            same(
              game,
              `events continued after loading at ${cut}`,
              rest.events,
              game.eventsByCommand.slice(cut).flat(),
            );
          }
        }
      },
    },
    {
      name: `${ruleset.id}: applyCommand never throws on generated garbage and rejects it without effect`,
      run() {
        const all = games();
        const players = options.players ?? [
          ...new Set(all.flatMap((g) => g.states.flatMap((s) => s.pending.map((p) => p.player)))),
        ];
        for (const game of all.slice(0, 2)) {
          const samples = game.match.record().commands as object[];
          const picks = [0, 1, Math.floor(game.states.length / 2), game.states.length - 1];
          for (const pick of new Set(picks)) {
            const state = game.states[Math.min(pick, game.states.length - 1)] as GameState<S, C, E>;
            fc.assert(
              fc.property(garbageCommand(ruleset.commandTypes, players, samples.slice(0, 50)), (command) => {
                const result = applyCommand(state, command as C);
                if (!result.ok && (result.state !== state || result.events.length > 0)) {
                  throw new Error('a rejection changed the state or emitted events');
                }
              }),
              { numRuns: options.garbageRuns ?? 100, seed: 42 },
            );
          }
        }
      },
    },
    {
      name: `${ruleset.id}: changing only another player's secrets changes nothing a player can see or trigger`,
      run() {
        const played = [...games(), ...manualGames()].map((game) => ({
          label: game.label,
          states: game.states,
          commands: game.match.record().commands,
        }));
        checkHiddenInformation(ruleset, played, {
          ...options,
          ...(options.hiddenInformationStates === undefined
            ? {}
            : { statesPerGame: options.hiddenInformationStates }),
        });
      },
    },
    ...(options.ruleIds ? [ruleIdLaw(ruleset.id, games, options.ruleIds)] : []),
  ];
}

const RULE_ID = /^[A-Z]{2,5}-[A-Z]{2,6}-\d{1,3}[a-z]?$/;

/** The rule-ID law of {@link LawOptions.ruleIds}: what decided each event, die and prompt is named. */
function ruleIdLaw<S, C, E, Setup>(
  id: string,
  games: () => Played<S, C, E, Setup>[],
  spec: NonNullable<LawOptions<S, C, E, Setup>['ruleIds']>,
): Law {
  const known = spec.catalogue ? new Set(spec.catalogue) : undefined;
  const pattern = spec.pattern ?? RULE_ID;
  return {
    name: `${id}: every event, die and prompt names the rules that decided it`,
    run() {
      const problems = new Set<string>();
      const check = (what: string, rules: unknown) => {
        if (!Array.isArray(rules) || rules.length === 0) problems.add(`${what} names no rule`);
        else
          for (const rule of rules)
            if (typeof rule !== 'string' || (known ? !known.has(rule) : !pattern.test(rule)))
              problems.add(`${what} names '${String(rule)}', not a catalogue rule ID`);
      };
      for (const game of games()) {
        for (const events of game.eventsByCommand)
          for (const raw of events) {
            const event = raw as {
              readonly type: string;
              readonly purpose?: string;
              readonly rules?: unknown;
            };
            if (event.type === 'game-ended' || event.type === 'dice-requested') continue;
            const what =
              event.type === 'dice-rolled' ? `a '${event.purpose}' roll` : `a '${event.type}' event`;
            check(what, event.rules);
          }
        for (const state of game.states)
          for (const prompt of state.pending)
            if (prompt.kind !== 'roll') check(`a '${prompt.kind}' prompt`, prompt.rules);
      }
      if (problems.size > 0)
        throw new Error(
          `${problems.size} kind(s) of event, die or prompt without rule IDs:\n  ${[...problems].sort().join('\n  ')}`,
        );
    },
  };
}

/**
 * The indices of the states the legal-command law checks: for each kind of open prompts (the sorted prompt
 * kinds), `perKind` of its states spread evenly, or every state when `perKind` is undefined.
 */
function legalCheckStates(states: readonly GameState[], perKind: number | undefined): Set<number> {
  if (perKind === undefined) return new Set(states.keys());
  const byKind = new Map<string, number[]>();
  states.forEach((state, i) => {
    const kind = state.pending
      .map((p) => p.kind)
      .sort()
      .join('+');
    byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
  });
  const out = new Set<number>();
  for (const indices of byKind.values()) {
    const take = Math.min(perKind, indices.length);
    for (let k = 0; k < take; k++) out.add(indices[Math.floor((k * indices.length) / take)] as number);
  }
  return out;
}

/** Runs every law of {@link rulesetLaws} and throws one error listing those that broke. */
export function runRulesetLaws<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  options: LawOptions<S, C, E, Setup>,
): void {
  const failures: string[] = [];
  for (const law of rulesetLaws(ruleset, options)) {
    try {
      law.run();
    } catch (error) {
      failures.push(`✗ ${law.name}\n  ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} ruleset law(s) broken:\n${failures.join('\n')}`);
}

function playOne<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  setup: Setup,
  seed: number,
  label: string,
  options: LawOptions<S, C, E, Setup>,
  dice: 'seeded' | 'manual' = 'seeded',
): Played<S, C, E, Setup> {
  const states: GameState<S, C, E>[] = [];
  const eventsByCommand: (readonly GameEvent<E>[])[] = [];
  let match: Match<S, C, E, Setup>;
  try {
    match = playRandomGame(ruleset, setup, {
      seed,
      dice,
      ...(options.maxCommands === undefined ? {} : { maxCommands: options.maxCommands }),
      ...(options.policy === undefined ? {} : { policy: options.policy }),
      onCommand(state, events) {
        states.push(state);
        eventsByCommand.push(events);
      },
    });
  } catch (error) {
    throw new Error(`[${label}] ${error instanceof Error ? error.message : String(error)}`);
  }
  const initial = replay({ ...match.record(), commands: [] }, ruleset).state;
  return { label, match, states: [initial, ...states], eventsByCommand };
}

function same(game: { label: string }, what: string, actual: unknown, expected: unknown): void {
  const a = canonicalJson(actual);
  const b = canonicalJson(expected);
  if (a !== b) {
    const at = [...a].findIndex((ch, i) => ch !== b[i]);
    fail(
      game,
      `${what} differ (hash ${stateHash(actual)} vs ${stateHash(expected)}) near …${a.slice(Math.max(0, at - 60), at + 60)}…`,
    );
  }
}

function fail(game: { label: string }, message: string): never {
  throw new Error(`[${game.label}] ${message}`);
}
