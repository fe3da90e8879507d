import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { DiceState, DieSides } from './dice-source.js';
import { SandtableError } from './errors.js';
import type { DiceRequest, PlayerId, Visibility } from './types.js';

export type { DiceRequest } from './types.js';

/** A success condition: each die (`per: 'die'`) or the sum (`per: 'total'`) at least or at most a value. */
export interface RollTarget {
  readonly per: 'die' | 'total';
  readonly op: 'atLeast' | 'atMost';
  readonly value: number;
}

/** What a ruleset asks to roll. */
export interface RollSpec {
  /** Why the dice are rolled, shown to players and in events (`'to-hit'`, `'suppression-test'`). */
  readonly purpose: string;
  /** How many dice; default 1. */
  readonly count?: number;
  readonly sides: DieSides;
  readonly target?: RollTarget;
  /** Who rolls them at a physical table (asked by the `roll` prompt in manual mode). */
  readonly player?: PlayerId;
  /** Who may see the roll; default everyone. */
  readonly visibleTo?: Visibility;
  /** The catalogue rule IDs this roll resolves (`['XEN-HIT-03']`): carried to its event and manual-dice prompt. */
  readonly rules?: readonly string[];
}

/** The result of a roll. */
export interface Roll {
  readonly purpose: string;
  readonly sides: DieSides;
  readonly dice: readonly number[];
  readonly total: number;
  readonly target?: RollTarget;
  /** With a per-die target: how many dice met it. */
  readonly successes?: number;
  /** With a target: whether the roll succeeded (per-die: at least one success). */
  readonly success?: boolean;
  /** The rule IDs the roll resolves, as its spec gave them. */
  readonly rules?: readonly string[];
}

/** Emitted for every roll, with every face. */
export interface DiceRolledEvent {
  readonly type: 'dice-rolled';
  readonly purpose: string;
  readonly sides: DieSides;
  readonly dice: readonly number[];
  readonly total: number;
  readonly target?: RollTarget;
  readonly successes?: number;
  readonly success?: boolean;
  /** Indices of the dice of an earlier roll that this roll replaces. */
  readonly rerolled?: readonly number[];
  /** The catalogue rule IDs this roll resolves. */
  readonly rules?: readonly string[];
  readonly visibleTo: Visibility;
}

/** The dice a ruleset rolls with during a command; every roll goes through the game's dice source. */
export interface Dice {
  /** Rolls `count` dice of `sides` faces and emits a `dice-rolled` event. */
  roll(spec: RollSpec): Roll;
  /** Rolls one d6 and returns its face. */
  d6(purpose: string, player?: PlayerId): number;
  /** Rolls one d3 (faces 1–3) and returns it. */
  d3(purpose: string, player?: PlayerId): number;
  /** Rolls one d5 (faces 1–5) and returns it. */
  d5(purpose: string, player?: PlayerId): number;
  /** Rolls one d10 (faces 1–10) and returns it. */
  d10(purpose: string, player?: PlayerId): number;
  /** Rolls `count` d6 and returns their sum (2d6, 3d6, ...). */
  sumD6(count: number, purpose: string, player?: PlayerId): number;
  /** Rerolls the dice at `indices` of an earlier roll and returns the whole updated roll. */
  reroll(previous: Roll, indices: readonly number[], purpose?: string): Roll;
  /** How many dice this command has rolled so far. */
  readonly rolled: number;
}

/** Internal signal: a manual-mode roll needs physical dice. */
export class NeedDiceSignal {
  /** The roll waiting for faces. */
  readonly request: DiceRequest;
  /** Wraps the request for the trip out of the ruleset's `apply`. */
  constructor(request: DiceRequest) {
    this.request = request;
  }
}

/** One command's roller: clones the generator once, tracks faces used, reports the state to keep. */
export class CommandDice implements Dice {
  private readonly rng: RandomGenerator | undefined;
  private scriptedNext: number;
  private manualNext = 0;
  private count = 0;

  /** Creates a roller over the game's dice state, emitting events through `emit`. */
  constructor(
    private readonly state: DiceState,
    private readonly emit: (event: DiceRolledEvent) => void,
    private readonly manualFaces: readonly number[] = [],
  ) {
    this.rng = state.kind === 'seeded' ? xoroshiro128plusFromState(state.rng) : undefined;
    this.scriptedNext = state.kind === 'scripted' ? state.next : 0;
  }

  /** How many dice this command has rolled so far. */
  get rolled(): number {
    return this.count;
  }

  /** The dice state to store after the command. */
  nextState(): DiceState {
    if (this.count === 0) return this.state;
    if (this.rng) return { kind: 'seeded', rng: [...this.rng.getState()] };
    if (this.state.kind === 'scripted') return { ...this.state, next: this.scriptedNext };
    return this.state;
  }

  private faces(
    count: number,
    sides: DieSides,
    purpose: string,
    player: PlayerId | undefined,
    rules?: readonly string[],
  ): number[] {
    if (!Number.isInteger(count) || count < 0) {
      throw new SandtableError('engine-bug', `dice: roll '${purpose}' asked for ${count} dice.`);
    }
    const out = new Array<number>(count);
    switch (this.state.kind) {
      case 'seeded': {
        const rng = this.rng as RandomGenerator;
        for (let i = 0; i < count; i++) out[i] = uniformInt(rng, 1, sides);
        break;
      }
      case 'scripted': {
        const { values } = this.state;
        if (this.scriptedNext + count > values.length) {
          throw new SandtableError(
            'dice-exhausted',
            `scripted dice ran out at roll '${purpose}': it needs ${count} d${sides}, ` +
              `${values.length - this.scriptedNext} scripted value(s) are left. Add more values to scripted([...]).`,
          );
        }
        for (let i = 0; i < count; i++) {
          const face = values[this.scriptedNext + i] as number;
          if (!Number.isInteger(face) || face < 1 || face > sides) {
            throw new SandtableError(
              'invalid-scripted-die',
              `scripted dice: value ${face} at position ${this.scriptedNext + i} is not a face of a d${sides} (roll '${purpose}').`,
            );
          }
          out[i] = face;
        }
        this.scriptedNext += count;
        break;
      }
      case 'manual': {
        if (this.manualNext + count > this.manualFaces.length) {
          const request: DiceRequest =
            player === undefined ? { purpose, count, sides } : { purpose, count, sides, player };
          throw new NeedDiceSignal(rules && rules.length > 0 ? { ...request, rules } : request);
        }
        for (let i = 0; i < count; i++) out[i] = this.manualFaces[this.manualNext + i] as number;
        this.manualNext += count;
        break;
      }
    }
    this.count += count;
    return out;
  }

  roll(spec: RollSpec): Roll {
    const dice = this.faces(spec.count ?? 1, spec.sides, spec.purpose, spec.player, spec.rules);
    const evaluated = evaluate(spec.purpose, spec.sides, dice, spec.target);
    const roll = spec.rules && spec.rules.length > 0 ? { ...evaluated, rules: spec.rules } : evaluated;
    this.emit(rolledEvent(roll, spec.visibleTo ?? 'all'));
    return roll;
  }

  d6(purpose: string, player?: PlayerId): number {
    return this.single(6, purpose, player);
  }

  d3(purpose: string, player?: PlayerId): number {
    return this.single(3, purpose, player);
  }

  d5(purpose: string, player?: PlayerId): number {
    return this.single(5, purpose, player);
  }

  d10(purpose: string, player?: PlayerId): number {
    return this.single(10, purpose, player);
  }

  sumD6(count: number, purpose: string, player?: PlayerId): number {
    return this.roll(
      player === undefined ? { purpose, count, sides: 6 } : { purpose, count, sides: 6, player },
    ).total;
  }

  reroll(previous: Roll, indices: readonly number[], purpose = `${previous.purpose} (reroll)`): Roll {
    const fresh = this.faces(indices.length, previous.sides, purpose, undefined, previous.rules);
    const dice = [...previous.dice];
    indices.forEach((index, i) => {
      dice[index] = fresh[i] as number;
    });
    const evaluated = evaluate(previous.purpose, previous.sides, dice, previous.target);
    const roll = previous.rules ? { ...evaluated, rules: previous.rules } : evaluated;
    this.emit({ ...rolledEvent(roll, 'all'), purpose, rerolled: [...indices] });
    return roll;
  }

  private single(sides: DieSides, purpose: string, player: PlayerId | undefined): number {
    const spec = player === undefined ? { purpose, sides } : { purpose, sides, player };
    return this.roll(spec).total;
  }
}

/** Scores faces against a target. */
export function evaluate(
  purpose: string,
  sides: DieSides,
  dice: readonly number[],
  target?: RollTarget,
): Roll {
  let total = 0;
  for (const face of dice) total += face;
  if (!target) return { purpose, sides, dice, total };
  const meets = (n: number) => (target.op === 'atLeast' ? n >= target.value : n <= target.value);
  if (target.per === 'total') return { purpose, sides, dice, total, target, success: meets(total) };
  let successes = 0;
  for (const face of dice) if (meets(face)) successes++;
  return { purpose, sides, dice, total, target, successes, success: successes > 0 };
}

function rolledEvent(roll: Roll, visibleTo: Visibility): DiceRolledEvent {
  return { type: 'dice-rolled', ...roll, visibleTo };
}
