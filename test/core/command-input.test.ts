// Callers write commands and setups as the schemas' z.input (a field with a default may be left out);
// handlers receive them parsed. These tests are also compile-time checks: `npm run typecheck` covers them.
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  type CommandInputOf,
  type CommandOf,
  createGame,
  createMatch,
  type GameState,
  type SetupInputOf,
  validateCommand,
} from '../../src/index.js';
import {
  kethriSwarmArmy,
  terranGuardArmy,
  type XenocideCommand,
  type XenocideCommandInput,
  type XenocideEvent,
  type XenocideState,
  xenocide,
} from '../../src/rulesets/xenocide/index.js';
import { toTurnOne } from '../support/xenocide';

/** True only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;

describe('command and setup inputs are the schemas input types', () => {
  it('CommandInputOf and SetupInputOf read the ruleset; CommandOf stays the parsed type', () => {
    expect(same<CommandInputOf<typeof xenocide>, XenocideCommandInput>(true)).toBe(true);
    expect(same<CommandOf<typeof xenocide>, XenocideCommand>(true)).toBe(true);
    expect(same<XenocideCommandInput, XenocideCommand>(false)).toBe(false);
    const setup: SetupInputOf<typeof xenocide> = {
      players: [
        { id: 'red', army: terranGuardArmy },
        { id: 'blue', army: kethriSwarmArmy },
      ],
      scenario: 'attrition',
    };
    expect(createGame(xenocide, setup, { seed: 1 }).ruleset).toBe('xenocide');
  });

  it('applyCommand, validateCommand and match.apply take plan-turn without its defaulted initiativeCp', () => {
    const state: GameState<XenocideState, XenocideCommand, XenocideEvent, XenocideCommandInput> =
      toTurnOne('attrition');
    const order = state.game.companies.filter((c) => c.player === 'red').map((c) => c.id);
    const plan = { type: 'plan-turn', player: 'red', order } as const;
    expect(validateCommand(state, plan)).toEqual({ ok: true });
    const result = applyCommand(state, plan);
    expect(result.ok).toBe(true);
    // The handler got the parsed command: the default initiativeCp 0 was filled in and accepted.
    expect(result.state.seq).toBe(state.seq + 1);
    // @ts-expect-error a field of the wrong type is still refused by the types (and by the schema).
    const wrong = applyCommand(state, { type: 'plan-turn', player: 'red', order, initiativeCp: 'all' });
    expect(wrong.ok).toBe(false);
  });

  it('createMatch takes the setup input and records commands as they were given', () => {
    const match = createMatch(
      xenocide,
      {
        players: [
          { id: 'red', army: terranGuardArmy },
          { id: 'blue', army: kethriSwarmArmy },
        ],
        scenario: 'attrition',
      },
      { seed: 3 },
    );
    const roll = { type: 'roll-off', player: 'red' } as const;
    expect(match.apply(roll).ok).toBe(true);
    expect(match.record().commands).toEqual([roll]);
  });
});
