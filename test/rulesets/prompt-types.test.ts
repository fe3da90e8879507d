/**
 * Issue 12, "prompts are untyped": `state.pending` of a game is the ruleset's prompt union (and the core's
 * `roll`), so narrowing by `kind` types the constraints and the answering commands, and an unknown kind is
 * a compile error. The type assertions are checked by `npm run typecheck`; the runtime parts check that the
 * narrowed values are really there.
 */
import {
  applyCommand,
  createGame,
  createMatch,
  type GameState,
  type Prompt,
  type PromptOf,
  pending,
  type RollPrompt,
  replay,
  viewFor,
} from 'sandtable';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  RMP_PROMPT_KINDS,
  type RmpCommand,
  type RmpPrompt,
  type RmpPromptOf,
  rampant,
} from '../../src/rulesets/rampant/index';
import {
  SQ_PROMPT_KINDS,
  type SqCommand,
  type SqPrompt,
  type SqPromptOf,
  squadPinning,
} from '../../src/rulesets/squad-pinning/index';
import {
  type WastelandTacticsPrompt,
  type WastelandTacticsPromptOf,
  wastelandTactics,
} from '../../src/rulesets/wasteland-tactics/index';
import {
  type XenocideCommand,
  type XenocidePrompt,
  type XenocidePromptKind,
  type XenocidePromptOf,
  xenocide,
} from '../../src/rulesets/xenocide/index';
import { setupFor } from '../support/wasteland-tactics';
import { aSetup } from '../support/xenocide';

describe('typed prompts (compile-time, checked by tsc)', () => {
  it('XenocidePrompt narrows by kind to typed constraints', () => {
    const state = createGame(xenocide, aSetup('attrition'), { seed: 1 });
    expectTypeOf(state.pending).toEqualTypeOf<readonly (XenocidePrompt | RollPrompt)[]>();
    expectTypeOf(pending(state)).toEqualTypeOf<readonly (XenocidePrompt | RollPrompt)[]>();
    expectTypeOf<PromptOf<typeof xenocide>>().toEqualTypeOf<XenocidePrompt | RollPrompt>();
    for (const p of state.pending) {
      if (p.kind === 'assign-casualties') {
        expectTypeOf(p.constraints.count).toEqualTypeOf<number>();
        expectTypeOf(p.constraints.models).toEqualTypeOf<readonly string[]>();
        expectTypeOf(p.commands).toEqualTypeOf<readonly 'assign-casualties'[]>();
        // @ts-expect-error constraints of assign-casualties have no `dice`
        void p.constraints.dice;
      }
      if (p.kind === 'assault-split') {
        expectTypeOf(p.constraints.kind).toEqualTypeOf<'close-assault' | 'overrun'>();
        expectTypeOf(p.constraints.units[0]).toEqualTypeOf<
          Readonly<{ unit: string; dice: number; maxDefence: number; bonusDefence: number }> | undefined
        >();
      }
      if (p.kind === 'shooting') {
        expectTypeOf(p.commands).toEqualTypeOf<
          readonly ('shoot' | 'dig-in' | 'go-on-overwatch' | 'end-phase' | 'spend-power')[]
        >();
        expectTypeOf(p.constraints).toEqualTypeOf<undefined>();
      }
      if (p.kind === 'plan-turn') expectTypeOf(p.secret).toEqualTypeOf<true>();
      if (p.kind === 'roll') expectTypeOf(p.constraints.sides).toEqualTypeOf<number>();
      // @ts-expect-error 'choose-casualty' is not a Xenocide prompt kind (typo of a real one)
      if (p.kind === 'choose-casualty') break;
      // Read without narrowing: every kind has `secret` and `constraints` (possibly undefined).
      expectTypeOf(p.secret).toEqualTypeOf<boolean | undefined>();
    }
    // Every answering command is a Xenocide command type (or the core's provide-dice).
    expectTypeOf<XenocidePrompt['commands'][number]>().toExtend<XenocideCommand['type']>();
    expectTypeOf<XenocidePromptKind>().toExtend<string>();
    expectTypeOf<XenocidePromptOf<'overwatch'>['constraints']['snapshots']>().toEqualTypeOf<
      readonly number[]
    >();
    // A prompt union stays a Prompt, so code written against the core type keeps compiling.
    expectTypeOf<XenocidePrompt>().toExtend<Prompt>();
  });

  it('the type survives applyCommand and viewFor, and untyped states keep the plain Prompt', () => {
    const state = createGame(xenocide, aSetup('random'), { seed: 1 });
    const result = applyCommand(state, { type: 'roll-scenario', player: 'red' });
    expectTypeOf(result.state).toEqualTypeOf(state);
    expectTypeOf(viewFor(state, 'red').pending).toEqualTypeOf(state.pending);
    const match = createMatch(xenocide, aSetup('random'), { seed: 1 });
    expectTypeOf(match.state.pending).toEqualTypeOf(state.pending);
    expectTypeOf(match.apply).returns.toEqualTypeOf<typeof result>();
    expectTypeOf(replay(match.record(), xenocide).state.pending).toEqualTypeOf(state.pending);
    expectTypeOf<GameState['pending'][number]>().toEqualTypeOf<Prompt | RollPrompt>();
    // The asked player really gets a roll-scenario prompt with its typed command.
    const first = state.pending[0];
    expect(first?.kind).toBe('roll-scenario');
    if (first?.kind === 'roll-scenario') expect(first.commands).toEqual(['roll-scenario']);
    expect(result.ok).toBe(true);
  });

  it('WastelandTacticsPrompt narrows by kind to typed constraints', () => {
    const state = createGame(wastelandTactics, setupFor(2, 1), { seed: 1 });
    expectTypeOf(state.pending).toEqualTypeOf<readonly (WastelandTacticsPrompt | RollPrompt)[]>();
    for (const p of state.pending) {
      if (p.kind === 'casualties') expectTypeOf(p.constraints.hits).toEqualTypeOf<number>();
      if (p.kind === 'setup-choice')
        expectTypeOf(p.constraints.choice).toEqualTypeOf<'terrible-commander' | 'traitors'>();
      // @ts-expect-error 'allocate-hits' is a Xenocide kind, not a Wasteland Tactics one
      if (p.kind === 'allocate-hits') break;
    }
    expectTypeOf<WastelandTacticsPromptOf<'nullify'>['constraints']>().toEqualTypeOf<
      Readonly<{ caster: string; face: number }>
    >();
    expect(state.pending.map((p) => p.kind)).toEqual(['start']);
  });

  it('SqPrompt narrows by kind to typed constraints', () => {
    const state = createGame(
      squadPinning,
      {
        players: [
          { id: 'red', force: 'linePatrol' },
          { id: 'blue', force: 'strikePatrol' },
        ],
      },
      { seed: 1 },
    );
    expectTypeOf(state.pending).toEqualTypeOf<readonly (SqPrompt | RollPrompt)[]>();
    expectTypeOf<PromptOf<typeof squadPinning>>().toEqualTypeOf<SqPrompt | RollPrompt>();
    for (const p of state.pending) {
      if (p.kind === 'casualties') {
        expectTypeOf(p.constraints.count).toEqualTypeOf<number>();
        expectTypeOf(p.constraints.first).toEqualTypeOf<readonly string[]>();
        expectTypeOf(p.commands).toEqualTypeOf<readonly 'remove-casualties'[]>();
      }
      if (p.kind === 'action') {
        expectTypeOf(p.constraints.actions).toExtend<readonly SqCommand['type'][]>();
        expectTypeOf(p.commands).toExtend<readonly SqCommand['type'][]>();
      }
      if (p.kind === 'mark-target') {
        expectTypeOf(p.constraints.heading).toEqualTypeOf<boolean>();
        expectTypeOf(p.constraints.sustain).toEqualTypeOf<Readonly<{ x: number; y: number }> | undefined>();
      }
      if (p.kind === 'roll-off') expectTypeOf(p.constraints).toEqualTypeOf<undefined>();
      // @ts-expect-error 'game-over' is a stage that asks nothing, not a prompt kind
      if (p.kind === 'game-over') break;
    }
    expectTypeOf<SqPrompt['commands'][number]>().toExtend<SqCommand['type']>();
    expectTypeOf<(typeof SQ_PROMPT_KINDS)[number]>().toEqualTypeOf<SqPrompt['kind']>();
    expectTypeOf<SqPromptOf<'split-attacks'>['constraints']>().toEqualTypeOf<
      Readonly<{ unit: string; among: readonly string[]; attacks: number }>
    >();
    expectTypeOf<SqPrompt>().toExtend<Prompt>();
    const consolidate: SqPromptOf<'consolidate'> = {
      player: 'red',
      kind: 'consolidate',
      commands: ['consolidate'],
      message: 'Consolidate up to 3".',
      // @ts-expect-error a builder that forgets a constraint (`maxDistance`) does not compile
      constraints: { unit: 'red.u1' },
    };
    expect(consolidate.constraints.maxDistance).toBeUndefined();
    expect(state.pending.map((p) => p.kind)).toEqual(['roll-off']);
    expect(new Set(SQ_PROMPT_KINDS).size).toBe(SQ_PROMPT_KINDS.length);
  });

  it('RmpPrompt narrows by kind to typed constraints', () => {
    const state = createGame(
      rampant,
      {
        players: [
          { id: 'red', army: 'expedition' },
          { id: 'blue', army: 'hive' },
        ],
      },
      { seed: 1 },
    );
    expectTypeOf(state.pending).toEqualTypeOf<readonly (RmpPrompt | RollPrompt)[]>();
    expectTypeOf<PromptOf<typeof rampant>>().toEqualTypeOf<RmpPrompt | RollPrompt>();
    for (const p of state.pending) {
      if (p.kind === 'reaction') {
        expectTypeOf(p.constraints.options).toEqualTypeOf<
          readonly ('firefight' | 'go-to-ground' | 'counter-charge' | 'none')[]
        >();
        expectTypeOf(p.commands).toEqualTypeOf<readonly 'react'[]>();
      }
      if (p.kind === 'order') expectTypeOf(p.commands).toExtend<readonly RmpCommand['type'][]>();
      if (p.kind === 'roll-off') expectTypeOf(p.constraints).toEqualTypeOf<undefined>();
      // @ts-expect-error 'game-over' is a stage that asks nothing, not a prompt kind
      if (p.kind === 'game-over') break;
    }
    expectTypeOf<RmpPrompt['commands'][number]>().toExtend<RmpCommand['type']>();
    expectTypeOf<(typeof RMP_PROMPT_KINDS)[number]>().toEqualTypeOf<RmpPrompt['kind']>();
    expectTypeOf<RmpPromptOf<'remove-models'>['constraints']>().toEqualTypeOf<
      Readonly<{ unit: string; count: number; models: readonly string[] }>
    >();
    const retreat: RmpPromptOf<'retreat'> = {
      player: 'red',
      kind: 'retreat',
      commands: ['retreat'],
      message: 'Retreat into cover or flee.',
      // @ts-expect-error a builder that forgets a constraint (`cover`) does not compile
      constraints: { unit: 'red.u1' },
    };
    expect(retreat.constraints.cover).toBeUndefined();
    expect(state.pending.map((p) => p.kind)).toEqual(['roll-off']);
    expect(new Set(RMP_PROMPT_KINDS).size).toBe(RMP_PROMPT_KINDS.length);
  });

  it('a prompt built without one of its constraints does not compile', () => {
    // The object a builder returns is checked against its kind's type.
    const prompt: XenocidePromptOf<'assign-casualties'> = {
      player: 'red',
      kind: 'assign-casualties',
      commands: ['assign-casualties'],
      message: 'Remove 1 of a, b (XEN-SAVE-15).',
      constraints: { unit: 'u', pool: 'p', models: ['a', 'b'], count: 1 },
    };
    const broken: XenocidePromptOf<'assign-casualties'> = {
      ...prompt,
      // @ts-expect-error a builder that forgets a constraint (`count`) does not compile
      constraints: { unit: 'u', pool: 'p', models: [] },
    };
    expect(broken.constraints.count).toBeUndefined();
    expect(prompt.constraints.count).toBe(1);
  });
});
