import { applyCommand, createMatch, legalCommands, type Match } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  type XenocideCommand,
  type XenocideCommandInput,
  type XenocideEvent,
  type XenocidePrompt,
  type XenocideSetup,
  type XenocideState,
  xenocide,
} from '../../../src/rulesets/xenocide/index';
import { aSetup, BLUE, edit, RED, toTurnOne } from '../../support/xenocide';

type XenocideMatch = Match<
  XenocideState,
  XenocideCommand,
  XenocideEvent,
  XenocideSetup,
  XenocideCommandInput,
  XenocideSetup,
  XenocidePrompt
>;

function accept(match: XenocideMatch, command: XenocideCommand): void {
  const result = match.apply(command);
  if (!result.ok) throw new Error(`${command.type}: ${result.error.message}`);
}

/** An Attrition match answered with the first legal command (seeded dice) up to the turn-1 plans. */
function toPlans(): XenocideMatch {
  const match = createMatch(xenocide, aSetup('attrition'), { seed: 3 });
  for (let guard = 0; guard < 200 && match.state.game.stage.kind !== 'plan-turn'; guard++) {
    const player = match.state.pending[0]?.player as string;
    accept(match, legalCommands(match.state, player)[0] as XenocideCommand);
  }
  expect(match.state.game.stage.kind).toBe('plan-turn');
  return match;
}

function plan(match: XenocideMatch, player: string): XenocideCommand {
  const command = legalCommands(match.state, player).find((c) => c.type === 'plan-turn');
  if (!command) throw new Error(`no plan for ${player}`);
  return command;
}

describe('Xenocide undo through createMatch', () => {
  it('XEN-TURN-02 a secret plan can be taken back until every plan is in; the last one cannot', () => {
    const match = toPlans();
    const before = match.state;
    accept(match, plan(match, RED));
    expect(match.canUndo()).toEqual({ ok: true });
    expect(match.undo()).toEqual({ ok: true, state: before });
    accept(match, {
      ...(plan(match, RED) as Extract<XenocideCommand, { type: 'plan-turn' }>),
      initiativeCp: 1,
    });
    accept(match, plan(match, BLUE));
    // Completing the plans reveals them and rolls initiative: the dice are named first.
    expect(match.canUndo()).toMatchObject({
      ok: false,
      error: { code: 'undo-would-reveal-dice', message: expect.stringMatching(/'initiative'/) },
    });
  });

  it("XEN-TURN-02 blue cannot write red's secret plan with a getter that flips after the check", () => {
    const match = toPlans();
    const bluePlan = plan(match, BLUE) as Extract<XenocideCommand, { type: 'plan-turn' }>;
    let reads = 0;
    const command = { ...bluePlan };
    Object.defineProperty(command, 'player', {
      enumerable: true,
      get: () => (++reads === 1 ? BLUE : RED),
    });
    accept(match, command);
    const stage = match.state.game.stage;
    if (stage.kind !== 'plan-turn') throw new Error(stage.kind);
    expect(stage.plans.players).toEqual([RED, BLUE]);
    expect(stage.plans.choices[0]).toBeNull();
    expect(stage.plans.choices[1]).toEqual({ order: bluePlan.order, initiativeCp: 0 });
    expect(match.record().commands.at(-1)).toEqual(bluePlan);
  });

  it('XEN-TURN-13 activating a company reveals the next entry of the secret order: not undoable', () => {
    const match = toPlans();
    accept(match, plan(match, RED));
    accept(match, plan(match, BLUE));
    const chooser = match.state.pending[0]?.player as string;
    const before = match.state;
    accept(match, { type: 'choose-initiative', player: chooser, first: true });
    // Choosing to go first reveals nothing: it can be taken back.
    expect(match.undo()).toEqual({ ok: true, state: before });
    accept(match, { type: 'choose-initiative', player: chooser, first: true });
    const activate = legalCommands(match.state, chooser).find((c) => c.type === 'activate-company');
    if (activate?.type !== 'activate-company') throw new Error('no activation offered');
    const result = match.apply(activate);
    expect(result.ok).toBe(true);
    expect(match.canUndo()).toEqual({
      ok: false,
      error: {
        code: 'undo-would-reveal-secret',
        message: expect.stringContaining(
          `company '${activate.company}' was the next entry of ${chooser}'s secret activation order`,
        ),
      },
    });
  });
});

describe('xenocide.reveals', () => {
  const reveals = xenocide.reveals as NonNullable<typeof xenocide.reveals>;

  it('XEN-TURN-02 names a completed set of secret plans', () => {
    const game = toTurnOne('attrition', { dice: [6, 1] });
    let state = game;
    for (const player of [RED, BLUE]) {
      const command = legalCommands(state, player)[0] as XenocideCommand;
      const result = applyCommand(state, command);
      if (!result.ok) throw new Error(result.error.message);
      const revealed = reveals(state.game, result.state.game, command, result.events);
      if (player === RED) expect(revealed).toBeUndefined();
      else expect(revealed).toBe("every player's secret 'plan-turn' choice was revealed");
      state = result.state;
    }
  });

  it('XEN-SCEN-24 names a command center turned over, and nothing for a quiet change', () => {
    const game = toTurnOne('command-centers', { dice: [] });
    const hidden = game.game.objectives.find((o) => o.real !== undefined && !o.revealed);
    if (!hidden) throw new Error('no hidden objective');
    const turned = edit(game, (draft) => {
      const o = draft.objectives.find((x) => x.id === hidden.id);
      if (o) o.revealed = true;
    });
    const command = { type: 'end-phase', player: RED } as XenocideCommand;
    expect(reveals(game.game, turned.game, command, [])).toMatch(
      new RegExp(`objective '${hidden.id}' of ${hidden.owner} was turned over`),
    );
    const quiet = edit(game, (draft) => {
      (draft.sides[0] as { cp: number }).cp += 1;
    });
    expect(reveals(game.game, quiet.game, command, [])).toBeUndefined();
  });

  it('XEN-TURN-02 reads an activation from the events while the state waits for physical dice', () => {
    const game = toTurnOne('attrition', { dice: [] });
    const event = {
      type: 'company-activated' as const,
      player: RED,
      company: 'red.c2',
      name: 'Second',
      orders: [],
      visibleTo: 'all' as const,
    };
    const command = { type: 'end-phase', player: RED } as XenocideCommand;
    expect(reveals(game.game, game.game, command, [])).toBeUndefined();
    expect(reveals(game.game, game.game, command, [event])).toBe(
      "company 'red.c2' was the next entry of red's secret activation order (XEN-TURN-02)",
    );
  });
});
