import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import { validateCommand } from '../../../../src/index.js';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  activation,
  aFeature,
  aLineUnit,
  aPosition,
  aTitan,
  gameOf,
  play,
  rect,
} from '../../../support/xenocide';

/** The heuristic bot's command for red in a position, checked to be accepted. */
function heuristicCommand(position: XenocideState) {
  const game = gameOf(position, Array(40).fill(6));
  const command = xenocideHeuristicBot().choose(game, 'red', botRandom(1));
  const verdict = validateCommand(game, command);
  if (!verdict.ok) throw new Error(`rejected ${JSON.stringify(command)}: ${verdict.error.message}`);
  return command;
}

const squad = (id: string, y: number, x = 36) =>
  aLineUnit({
    id,
    profile: 'generic/line-infantry',
    order: 'fire-and-move',
    at: [
      { x: x - 1, y },
      { x, y },
      { x: x + 1, y },
    ],
  });

describe('the heuristic bot uses bombs, pop-ups, titan sight points and repairs', () => {
  it('XEN-TERR-31 a flyer with bombs takes the flight that bombs enemy units', () => {
    const harpies = aLineUnit({
      id: 'red.c1.u1',
      profile: 'kethri/harpy',
      order: 'move-and-fire',
      at: [{ x: 36, y: 4 }],
    });
    const command = heuristicCommand(
      aPosition({
        units: [harpies, squad('blue.c1.u1', 20)],
        stage: activation('red', 'first-movement', ['red.c1.u1']),
      }),
    );
    expect(command).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1', bombs: ['blue.c1.u1'] });
  });

  it('XEN-TERR-31 a flyer back from off the table comes in over enemy units and bombs them', () => {
    const harpies = aLineUnit({
      id: 'red.c1.u1',
      profile: 'kethri/harpy',
      order: 'move-and-fire',
      status: 'off-board',
      returnTurn: 1,
      at: [{ x: 0, y: 0 }],
    });
    const command = heuristicCommand(
      aPosition({
        units: [harpies, squad('blue.c1.u1', 10)],
        stage: activation('red', 'first-movement', ['red.c1.u1']),
      }),
    );
    expect(command).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1', bombs: ['blue.c1.u1'] });
  });

  it('XEN-TERR-24 a hover unit with no target in sight from the ground pops up to shoot', () => {
    const hover = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/light-hover-tank',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const wall = aFeature({ id: 'wall', polygon: rect(6, 14, 8, 1), height: 4, solid: true, cover: 'hard' });
    const command = heuristicCommand(
      aPosition({
        units: [hover, squad('blue.c1.u1', 20, 10)],
        terrain: [wall],
        stage: activation('red', 'shooting', ['red.c1.u1']),
      }),
    );
    expect(command).toMatchObject({ type: 'shoot', unit: 'red.c1.u1', target: 'blue.c1.u1', popUp: true });
  });

  it('XEN-TERR-24 in First Movement such a hover unit holds still, so that it may pop up to shoot', () => {
    const hover = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/light-hover-tank',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const wall = aFeature({ id: 'wall', polygon: rect(6, 14, 8, 1), height: 4, solid: true, cover: 'hard' });
    const position = aPosition({
      units: [hover, squad('blue.c1.u1', 20, 10)],
      terrain: [wall],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    expect(heuristicCommand(position)).toEqual({
      type: 'move-unit',
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'normal',
      models: [],
    });
    // Held once: the unit has moved (0") and the bot goes on to end the phase.
    const held = play(gameOf(position), heuristicCommand(position) as XenocideCommand).state;
    expect(heuristicCommand(held.game)).toEqual({ type: 'end-phase', player: 'red' });
  });

  it('XEN-TITAN-14 a titan names the sight point of its shot', () => {
    const command = heuristicCommand(
      aPosition({
        units: [aTitan({ id: 'red.c1.u1', at: { x: 10, y: 10 } }), squad('blue.c1.u1', 30, 10)],
        stage: activation('red', 'shooting', ['red.c1.u1']),
      }),
    );
    expect(command).toMatchObject({ type: 'shoot', unit: 'red.c1.u1', sightFrom: 'head' });
  });

  it('XEN-TITAN-06 a titan with a damaged core and system repairs them while its power is fresh', () => {
    const titan = aTitan({
      id: 'red.c1.u1',
      at: { x: 10, y: 10 },
      status: { core: 3, power: 3, damagedSystems: ['Auspex Array'] },
    });
    const command = heuristicCommand(
      aPosition({
        units: [titan, squad('blue.c1.u1', 40, 10)],
        stage: activation('red', 'first-movement', ['red.c1.u1']),
      }),
    );
    expect(command).toMatchObject({
      type: 'spend-power',
      titan: 'red.c1.u1.m1',
      repairs: 1,
      fixSystems: ['Auspex Array'],
    });
  });
});
