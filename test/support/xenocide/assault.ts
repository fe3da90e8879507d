import { produce } from 'immer';
import type { Dice } from 'sandtable';
import type { XenocideContext, XenocideDraft } from '../../../src/rulesets/xenocide/context';
import type { XenocideEvent } from '../../../src/rulesets/xenocide/events';
import {
  type AssaultEffect,
  type AssaultStepResult,
  advanceAssault,
  applyAssaultEffects,
  assaultDecision,
  type DiceSplit,
  declareDiceSplit,
  settleAssault,
  startCloseAssault,
  startOverrun,
  tallyAssault,
} from '../../../src/rulesets/xenocide/rules/assault';
import type { XenocideState } from '../../../src/rulesets/xenocide/state';
import type { AssaultState } from '../../../src/rulesets/xenocide/state/assault';
import { type Game, gameOf, scriptedDice } from './play';

/** A close assault played step by step on scripted dice: each step's effects are written and the automatic steps run. */
export class Fight {
  state: XenocideState;
  assault: AssaultState;
  readonly dice: ReturnType<typeof scriptedDice>;
  readonly events: XenocideEvent[] = [];
  readonly effects: AssaultEffect[] = [];

  constructor(state: XenocideState, assault: AssaultState, faces: readonly number[] = []) {
    this.state = state;
    this.assault = assault;
    this.dice = scriptedDice(faces);
  }

  private ctx(): Pick<XenocideContext, 'emit' | 'dice'> {
    return { dice: this.dice.dice as Dice, emit: (e) => this.events.push(e as XenocideEvent) };
  }

  /** Writes effects to the state, as a command handler would. */
  write(effects: readonly AssaultEffect[]): this {
    const base = this.state;
    this.effects.push(...effects);
    this.state = produce(base, (draft) =>
      applyAssaultEffects(draft as XenocideDraft, base, effects, this.ctx()),
    );
    return this;
  }

  /** Runs the automatic steps until a decision is needed. */
  settle(): this {
    const base = this.state;
    let next = this.assault;
    this.state = produce(base, (draft) => {
      next = settleAssault(draft as XenocideDraft, base, this.assault, this.ctx());
    });
    this.assault = next;
    return this;
  }

  /** Runs one decision step and writes its effects, without running the automatic steps after it. */
  step(run: (state: XenocideState, assault: AssaultState, dice: Dice) => AssaultStepResult): this {
    const result = run(this.state, this.assault, this.dice.dice);
    this.assault = result.assault;
    return this.write(result.effects);
  }

  /** Runs one decision step, writes its effects, then settles. */
  do(run: (state: XenocideState, assault: AssaultState, dice: Dice) => AssaultStepResult): this {
    const result = run(this.state, this.assault, this.dice.dice);
    this.assault = result.assault;
    return this.write(result.effects).settle();
  }

  /** The decision the assault waits for, as `kind:player`. */
  get waiting(): string {
    const d = assaultDecision(this.assault);
    return d ? `${d.kind}:${d.player}` : this.assault.step.kind;
  }
}

/** A close assault of red attackers on blue defenders, started at step 2 (no maneuvers). */
export function assaultAt(
  attackers: readonly string[],
  defenders: readonly string[],
  over: Partial<AssaultState> = {},
): AssaultState {
  return {
    ...startCloseAssault({ id: 'ca', attacker: 'red', defender: 'blue', attackers, defenders }),
    step: { kind: 'tally' },
    ...over,
  };
}

/** Declares both splits (defender, then attacker) with no defence dice set aside unless given. */
export function splitBoth(fight: Fight, blue: DiceSplit = [], red: DiceSplit = []): Fight {
  if (fight.waiting === 'split:blue') fight.do((s, a) => declareDiceSplit(s, a, 'blue', blue));
  if (fight.waiting === 'split:red') fight.do((s, a) => declareDiceSplit(s, a, 'red', red));
  return fight;
}

/** The assault at the attacker's strike (step 3), tallied, with no defence dice declared. */
export function atStrike(
  state: XenocideState,
  attackers: readonly string[],
  defenders: readonly string[],
): AssaultState {
  const base = assaultAt(attackers, defenders);
  return {
    ...base,
    pools: tallyAssault(state, base),
    step: { kind: 'strike', side: 'attacker', player: 'red' },
  };
}

/** What {@link stagedAssault} takes. */
export interface StagedSpec {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** Overrides of the assault before it is advanced (e.g. `{ sectionAssault: true }`). */
  readonly over?: Partial<AssaultState>;
  /** An overrun round of `attackers[0]` against `defenders[0]` in red's First Movement. */
  readonly overrun?: boolean;
}

/**
 * The position in red's Close Assault phase (First Movement for an overrun) with a close assault of red on
 * blue started at step 2 and advanced to its first decision (the tally rolls no dice).
 */
export function stagedAssault(position: XenocideState, spec: StagedSpec): XenocideState {
  const start = spec.overrun
    ? startOverrun({
        id: 'red.c1.u1.overrun',
        attacker: 'red',
        defender: 'blue',
        unit: spec.attackers[0] as string,
        target: spec.defenders[0] as string,
      })
    : {
        ...startCloseAssault({
          id: 'red.c1.ca1',
          attacker: 'red',
          defender: 'blue',
          attackers: spec.attackers,
          defenders: spec.defenders,
        }),
        step: { kind: 'tally' as const },
      };
  let assault: AssaultState = { ...start, ...spec.over };
  const dice = scriptedDice([]).dice;
  for (let i = 0; i < 50; i++) {
    const next = advanceAssault(position, assault, dice);
    assault = next.assault;
    if (!next.progressed) break;
  }
  const units = position.units.filter((u) => u.player === 'red').map((u) => u.id);
  const stage = spec.overrun
    ? {
        kind: 'activation' as const,
        player: 'red',
        company: 'red.c1',
        phase: 'first-movement' as const,
        units,
        overrun: { assault, rest: [], from: [], length: 0 },
      }
    : {
        kind: 'activation' as const,
        player: 'red',
        company: 'red.c1',
        phase: 'close-assault' as const,
        units,
        assaults: { groups: [], ordering: false, started: 1, current: assault },
      };
  return { ...position, stage };
}

/** The staged position as a game with these scripted dice. */
export function stagedGame(position: XenocideState, spec: StagedSpec, dice: readonly number[] = []): Game {
  return gameOf(stagedAssault(position, spec), dice);
}

/** The assault a game is fighting now. */
export function currentAssault(game: Game): AssaultState | undefined {
  const stage = game.game.stage;
  if (stage.kind !== 'activation') return undefined;
  return stage.overrun?.assault ?? stage.assaults?.current;
}
