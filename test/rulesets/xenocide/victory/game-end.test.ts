import { describe, expect, it } from 'vitest';
import {
  activateNext,
  BLUE,
  edit,
  endTurnWith,
  finishActivation,
  type GameDraft,
  placeUnit,
  planTurn,
  play,
  playOutTurn,
  RED,
  toFirstActivation,
  toTurnOne,
} from '../../../support/xenocide';

/** Marks every unit of a player eliminated (without booking losses, so no break test interferes). */
const wipeOut = (player: string) => (draft: GameDraft) => {
  for (const unit of draft.units) {
    if (unit.player !== player) continue;
    unit.status = 'eliminated';
    for (const m of unit.models) m.removed = true;
  }
};

describe('running out of units', () => {
  it('XEN-WIN-16 a player with no units left at the end of a turn loses', () => {
    const { state } = endTurnWith(toFirstActivation('seize-ground'), wipeOut(BLUE));
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED] });
    expect(state.outcome?.reason).toContain('XEN-WIN-16');
  });

  it('XEN-WIN-16 if neither player has a unit left, the game is a draw', () => {
    // Only red's first company is left to activate; during it, both armies are wiped out.
    const lastOne = edit(toFirstActivation('command-centers'), (draft) => {
      for (const c of draft.companies) if (c.id !== 'red.c1') c.activated = true;
    });
    const acting = edit(activateNext(lastOne).state, (draft) => {
      wipeOut(RED)(draft);
      wipeOut(BLUE)(draft);
    });
    const both = finishActivation(acting);
    expect(both.state.outcome).toMatchObject({ kind: 'draw' });
    expect(both.state.outcome?.reason).toContain('XEN-WIN-16');
  });

  it('XEN-WIN-16 units in reserve still count: the Invasion attacker off the table has not lost', () => {
    const game = planTurn(toTurnOne('invasion')).state;
    const { state } = playOutTurn(game);
    expect(state.game.units.filter((u) => u.player === RED).every((u) => u.status === 'reserve')).toBe(true);
    expect(state.outcome).toBeUndefined();
    expect(state.game.turn).toBe(2);
  });
});

describe('game length', () => {
  it('XEN-WIN-17 with maxTurns the game ends after that turn; the player who lost fewer VP wins', () => {
    const game = toFirstActivation('attrition', { maxTurns: 1 });
    const { state } = endTurnWith(game, (draft) => {
      draft.sides[0].lostVp = 100;
      draft.sides[1].lostVp = 40;
    });
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
    expect(state.outcome?.reason).toContain('XEN-WIN-17');
  });

  it('XEN-WIN-17 level losses at the last turn are a draw; without maxTurns play goes on', () => {
    const level = endTurnWith(toFirstActivation('attrition', { maxTurns: 1 }));
    expect(level.state.outcome).toMatchObject({ kind: 'draw' });
    const open = endTurnWith(toFirstActivation('attrition'), () => {}, [6, 1]);
    expect(open.state.outcome).toBeUndefined();
  });

  it('XEN-WIN-17 the game runs until the end of the last turn, not before', () => {
    const turnOne = endTurnWith(toFirstActivation('attrition', { maxTurns: 2 }), () => {}, [6, 1]);
    expect(turnOne.state.outcome).toBeUndefined();
    const turnTwo = play(planTurn(turnOne.state).state, {
      type: 'choose-initiative',
      player: RED,
      first: true,
    });
    expect(endTurnWith(turnTwo.state).state.outcome).toMatchObject({ kind: 'draw' });
  });

  it('XEN-WIN-17 in Seize Ground the tiebreak is objective points, not losses', () => {
    const game = toFirstActivation('seize-ground', {
      maxTurns: 1,
      objectives: {
        red: [
          { x: 12, y: 24 },
          { x: 36, y: 24 },
        ],
        blue: [
          { x: 60, y: 24 },
          { x: 24, y: 36 },
        ],
      },
    });
    const { state } = endTurnWith(game, (draft) => {
      draft.sides[0].lostVp = 300;
      placeUnit(draft, 'red.c4.u2', { x: 12, y: 24 });
    });
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED], scores: { red: 1, blue: 0 } });
  });
});
