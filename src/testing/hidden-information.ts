import type {
  CommandBase,
  EventBase,
  GameEvent,
  GameState,
  PlayerId,
  ProvideDiceCommand,
  Rejection,
  Ruleset,
} from 'sandtable';
import { applyCommand, canonicalJson, commandTemplates, eventsFor, legalCommands, viewFor } from 'sandtable';

/** What a ruleset tells the hidden-information law about its secrets (options of `rulesetLaws`). */
export interface SecretOptions<S> {
  /**
   * Copies of `game` in which only secrets of players other than `hiddenFrom` differ (their secret choices,
   * unrevealed orders or objectives), each still a state the rules can reach; empty when they have none.
   */
  readonly alterSecrets?: (game: S, hiddenFrom: PlayerId) => readonly S[];
  /**
   * Whether a command that took `before` to `after` may have shown `viewer` a secret of another player
   * (a company activating from a secret order, a command center revealed); completed secret choices and
   * provide-dice are recognised without it.
   */
  readonly reveals?: (before: S, after: S, viewer: PlayerId) => boolean;
}

/** A played game as the law samples it. */
export interface PlayedGame<S, C, E> {
  readonly label: string;
  /** The state before each command, then the final one. */
  readonly states: readonly GameState<S, C, E>[];
  /** The accepted commands, in order. */
  readonly commands: readonly unknown[];
}

interface Alteration<S, C, E> {
  readonly what: string;
  readonly state: GameState<S, C, E>;
}

/**
 * Checks, on sampled states of played games, that changing only other players' secrets changes nothing a
 * player can see or trigger (what must be equal is defined on `rulesetLaws`). Throws an Error naming the
 * game, state, viewer, alteration and what differed.
 */
export function checkHiddenInformation<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  games: readonly PlayedGame<S, C, E>[],
  options: SecretOptions<S> & { readonly statesPerGame?: number; readonly players?: readonly PlayerId[] },
): { states: number; alterations: number; probes: number } {
  const count = { states: 0, alterations: 0, probes: 0 };
  for (const game of games) {
    const players = options.players ?? [
      ...new Set(game.states.flatMap((s) => s.pending.map((p) => p.player))),
    ];
    for (const index of sampleStates(game, players, options)) {
      const state = game.states[index] as GameState<S, C, E>;
      count.states++;
      for (const viewer of players) {
        for (const altered of alterationsOf(ruleset, state, viewer, options)) {
          count.alterations++;
          const where = `[${game.label}] state ${index} (after ${index} commands), viewer ${viewer}, altering ${altered.what}`;
          count.probes += compare(ruleset, game, index, state, altered.state, viewer, options, where);
        }
      }
    }
  }
  return count;
}

/**
 * Up to `statesPerGame` states with something secret to alter, one per kind of moment first (the prompts
 * open, the command waiting for dice), then half as many spread evenly over the whole game.
 */
function sampleStates<S, C, E>(
  game: PlayedGame<S, C, E>,
  players: readonly PlayerId[],
  options: SecretOptions<S> & { readonly statesPerGame?: number },
): number[] {
  const wanted = options.statesPerGame ?? 12;
  const all = game.states.map((_, i) => i).filter((i) => !(game.states[i] as GameState).outcome);
  const groups = new Map<string, number[]>();
  for (const i of all) {
    const state = game.states[i] as GameState<S, C, E>;
    const secret =
      state.awaitingDice !== undefined ||
      players.some((p) => (options.alterSecrets?.(state.game, p).length ?? 0) > 0);
    if (!secret) continue;
    const waiting = (state.awaitingDice?.command as { type?: unknown } | undefined)?.type;
    const key = `${String(waiting)}|${[...new Set(state.pending.map((p) => p.kind))].sort().join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const picked = new Set<number>();
  for (let round = 0; picked.size < wanted && round < 3; round++) {
    for (const group of groups.values()) {
      const at = spread(group, 3)[round];
      if (at !== undefined && picked.size < wanted) picked.add(at);
    }
  }
  for (const i of spread(all, Math.ceil(wanted / 2))) picked.add(i);
  return [...picked].sort((a, b) => a - b);
}

function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, k) => items[Math.floor((k * items.length) / n)] as T);
}

/** The seed, the generator state and another player's pending manual-dice command, then the ruleset's secrets. */
function alterationsOf<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  state: GameState<S, C, E>,
  viewer: PlayerId,
  options: SecretOptions<S>,
): Alteration<S, C, E>[] {
  const seed = typeof state.seed === 'string' ? `${state.seed}/altered` : state.seed + 1;
  const dice =
    state.dice.kind === 'seeded'
      ? { kind: 'seeded' as const, rng: state.dice.rng.map((w, i) => (w ^ (0x9e3779b9 + i)) | 1) }
      : state.dice;
  const core: GameState<S, C, E> = { ...state, seed, dice };
  const out: Alteration<S, C, E>[] = [{ what: 'the seed and the dice generator', state: core }];
  const awaiting = state.awaitingDice;
  const owner = (awaiting?.command as { player?: unknown } | undefined)?.player;
  if (awaiting && typeof owner === 'string' && owner !== viewer) {
    const type = (awaiting.command as { type?: unknown }).type;
    const current = canonicalJson(awaiting.command);
    const others = ruleset
      .legalCommands(state.game, owner)
      .filter((c) => c.type === type && canonicalJson(c) !== current);
    for (const command of spread(others, 2)) {
      out.push({
        what: `${owner}'s command waiting for dice (${canonicalJson(command).slice(0, 120)})`,
        state: { ...core, awaitingDice: { ...awaiting, command: command as never } },
      });
    }
  }
  (options.alterSecrets?.(state.game, viewer) ?? []).forEach((game, i) => {
    out.push({ what: `the other players' secrets (alterSecrets #${i})`, state: { ...core, game } });
  });
  return out;
}

/** Runs every check for one viewer on a state and its alteration; returns how many commands it probed. */
function compare<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  game: PlayedGame<S, C, E>,
  index: number,
  state: GameState<S, C, E>,
  altered: GameState<S, C, E>,
  viewer: PlayerId,
  options: SecretOptions<S>,
  where: string,
): number {
  same(where, 'viewFor', viewFor(state, viewer), viewFor(altered, viewer));
  same(where, 'legalCommands', legalCommands(state, viewer), legalCommands(altered, viewer));
  same(where, 'commandTemplates', commandTemplates(state, viewer), commandTemplates(altered, viewer));
  const probes = probesFor(ruleset, game, index, state, viewer);
  // Accepted commands are compared with the unaltered dice: a roll legitimately shows new faces.
  const held: GameState<S, C, E> = { ...altered, seed: state.seed, dice: state.dice };
  for (const probe of probes) {
    const what = `${JSON.stringify(probe).slice(0, 160)}`;
    const a = applyCommand(state, probe as C);
    const b = applyCommand(altered, probe as C);
    if (a.ok !== b.ok) {
      const why = (r: typeof a) => (r.ok ? 'accepted' : `rejected (${r.error.message})`);
      throw new Error(`${where}: ${what} is ${why(a)} unaltered but ${why(b)} altered`);
    }
    if (!a.ok || !b.ok) {
      same(
        where,
        `rejection of ${what}`,
        (a as { error: Rejection }).error,
        (b as { error: Rejection }).error,
      );
      continue;
    }
    if ((probe as { type?: unknown }).type === 'provide-dice') continue;
    const c = applyCommand(held, probe as C);
    if (!c.ok) throw new Error(`${where}: ${what} is rejected with the unaltered dice: ${c.error.message}`);
    if (mayReveal(state, a.state, viewer, options) || mayReveal(held, c.state, viewer, options)) continue;
    same(where, `events ${viewer} sees after ${what}`, visible(a.events, viewer), visible(c.events, viewer));
    same(where, `viewFor after ${what}`, viewFor(a.state, viewer), viewFor(c.state, viewer));
  }
  return probes.length;
}

/** A command may reveal: it completes a simultaneous secret choice, or the ruleset says it does. */
function mayReveal<S, C, E>(
  before: GameState<S, C, E>,
  after: GameState<S, C, E>,
  viewer: PlayerId,
  options: SecretOptions<S>,
): boolean {
  const secretKinds = new Set(before.pending.filter((p) => p.secret).map((p) => p.kind));
  if (secretKinds.size > 0 && !after.pending.some((p) => p.secret && secretKinds.has(p.kind))) return true;
  return options.reveals?.(before.game, after.game, viewer) ?? false;
}

function visible<E>(events: readonly GameEvent<E>[], viewer: PlayerId): GameEvent<E>[] {
  return eventsFor(events as readonly { visibleTo?: unknown }[] as never, viewer) as GameEvent<E>[];
}

/** The viewer's legal commands, bare commands of every type, legal ones off by one, and its commands from nearby turns. */
function probesFor<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  game: PlayedGame<S, C, E>,
  index: number,
  state: GameState<S, C, E>,
  viewer: PlayerId,
): unknown[] {
  const legal = spread(legalCommands(state, viewer), 10);
  const bare = ruleset.commandTypes.map((type) => ({ type, player: viewer }));
  const dice = [[], [1], [99], Array.from({ length: 12 }, () => 1)].map((faces) => ({
    type: 'provide-dice',
    player: viewer,
    dice: faces,
  })) satisfies ProvideDiceCommand[];
  const damaged = legal.slice(0, 4).flatMap((command) =>
    Object.entries(command)
      .filter(([key]) => key !== 'type' && key !== 'player')
      .flatMap(([key, value]): object[] =>
        typeof value === 'number'
          ? [
              { ...command, [key]: value + 1 },
              { ...command, [key]: value - 1 },
            ]
          : [{ ...command, [key]: 'no-such-thing' }],
      ),
  );
  const nearby = game.commands
    .slice(Math.max(0, index - 12), index + 12)
    .filter((c) => (c as { player?: unknown }).player === viewer)
    .slice(0, 8);
  return [...legal, ...bare, ...dice, ...damaged, ...nearby];
}

function same(where: string, what: string, expected: unknown, actual: unknown): void {
  const a = canonicalJson(expected);
  const b = canonicalJson(actual);
  if (a === b) return;
  const at = [...a].findIndex((ch, i) => ch !== b[i]);
  throw new Error(
    `${where}: ${what} differ: …${a.slice(Math.max(0, at - 80), at + 80)}… vs …${b.slice(Math.max(0, at - 80), at + 80)}…`,
  );
}
