import { applyCommand, gameFromState, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { activation, aLineUnit, aMovementPosition } from '../../../support/xenocide';

const flyers = aLineUnit({
  id: 'red.c1.u1',
  profile: 'generic/ground-attack-flyer',
  order: 'fire-and-move',
  at: [
    { x: 20, y: 10 },
    { x: 24, y: 10 },
  ],
});
const target = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 20, y: 40 }] });

describe('the flyer minimum move at the end of movement (turn flow)', () => {
  it('XEN-TERR-27 a flyer that ends its second movement phase without moving falls out of the sky', () => {
    const position = aMovementPosition({
      units: [flyers, target],
      stage: activation('red', 'second-movement', ['red.c1.u1']),
    });
    const game = gameFromState(xenocide, position, { seed: 1, dice: scripted([]) });
    const result = applyCommand(game, { type: 'end-phase', player: 'red' });
    if (!result.ok) throw new Error(result.error.message);
    const unit = result.state.game.units.find((u) => u.id === 'red.c1.u1');
    expect(unit?.status).toBe('eliminated');
    expect(result.events.filter((e) => e.type === 'model-removed')).toHaveLength(2);
    expect(result.state.game.sides[0].lostVp).toBe(100);
    expect(result.state.game.stage).toMatchObject({ kind: 'activation', phase: 'close-assault' });
  });

  it('XEN-TERR-27 ending the first movement phase does not crash flyers that still move in the second', () => {
    const position = aMovementPosition({
      units: [flyers, target],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    const result = applyCommand(gameFromState(xenocide, position, { seed: 1 }), {
      type: 'end-phase',
      player: 'red',
    });
    expect(result.ok && result.state.game.units[0]?.status).toBe('on-table');
  });
});
