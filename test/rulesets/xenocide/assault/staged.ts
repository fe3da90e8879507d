import {
  advanceAssault,
  startCloseAssault,
  startOverrun,
} from '../../../../src/rulesets/xenocide/rules/assault';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import type { AssaultState } from '../../../../src/rulesets/xenocide/state/assault';
import { scriptedDice } from '../shooting/builders';
import { type Game, gameOf } from '../shooting/engine';

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
