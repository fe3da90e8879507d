import { createGame, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { type ConditionId, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { conditionForRoll } from '../../../src/rulesets/wasteland-tactics/rules/conditions/conditions';
import {
  aPosition,
  aProfile,
  eventsOf,
  far,
  type Game,
  gameOf,
  play,
  refused,
  row,
  setupFor,
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const gunner = aProfile({ id: 'gunner', weapons: ['Gun: R36 A1 5+ D1'] });
const scout = aProfile({ id: 'scout', move: 10, weapons: ['Gun: R36 A1 5+ D1'], rules: ['Acute Senses'] });
const runner = aProfile({ id: 'runner', move: 10 });
const brave = aProfile({ id: 'brave', rules: ['Fearless'] });

/** A Move action waiting for red's unit `r`. */
function moving(units: UnitSpec[], condition: ConditionId, dice: number[] = [], extra = {}): Game {
  const state = aPosition({ units, condition, stage: { kind: 'move', player: 'red', unit: 'r' }, ...extra });
  return gameOf(
    {
      ...state,
      activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
    },
    dice,
  );
}
const move = (to: { x: number; y: number }[]) => ({
  type: 'move-unit' as const,
  player: 'red',
  unit: 'r',
  models: to.map((p, i) => ({ model: `r.m${i + 1}`, path: [p] })),
});
const shotAt = (condition: ConditionId, shooter = 'gunner', dice = [1]) =>
  eventsOf(
    play(
      gameOf(
        aPosition({
          condition,
          profiles: [gunner, scout],
          units: [
            { id: 'r', player: 'red', profile: shooter, at: [{ x: 10, y: 10 }] },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 32 }] },
          ],
        }),
        dice,
      ),
      { type: 'activate-unit', player: 'red', unit: 'r', actions: [{ type: 'shoot', target: 'b' }] },
    ).events,
    'attack-rolled',
  )[0];
const shootAt = (condition: ConditionId, shooter = 'gunner', dice = [1]) =>
  shotAt(condition, shooter, dice)?.needed;

describe('battlefield conditions (WT-COND)', () => {
  it('WT-COND-01 a condition is agreed, or rolled on a D10 at the start; WT-COND-02 the table', () => {
    const rolled = createGame(
      wastelandTactics,
      setupFor(2, 10, 'small', { advanced: { battlefieldConditions: 'random' } }),
      { seed: 1, dice: scripted([8, 5, 6]) },
    ) as Game;
    const started = play(rolled, { type: 'start-game', player: 'red' });
    expect(eventsOf(started.events, 'battlefield-condition')[0]).toEqual(
      expect.objectContaining({ condition: 'haunted', die: 8 }),
    );
    const agreed = createGame(
      wastelandTactics,
      setupFor(2, 10, 'small', { advanced: { battlefieldConditions: 'rainy' } }),
      { seed: 1, dice: scripted([5, 6]) },
    ) as Game;
    expect(play(agreed, { type: 'start-game', player: 'red' }).state.game.condition).toBe('rainy');
    expect([1, 4, 5, 6, 7, 8, 9, 10].map(conditionForRoll)).toEqual([
      'normal',
      'normal',
      'limited-visibility',
      'limited-visibility',
      'rainy',
      'haunted',
      'corrosive',
      'dangerous-ground',
    ]);
  });

  it('WT-COND-03 Limited visibility: moving farther than 6" counts as Dangerous Terrain 9+ for every model (R57)', () => {
    const red = { id: 'r', player: 'red', profile: 'runner', at: row(10, 10, 2) };
    const fast = { profiles: [runner] };
    const { state, events } = play(
      moving([red, far], 'limited-visibility', [9, 3], fast),
      move([
        { x: 10, y: 16.5 },
        { x: 11.25, y: 16.5 },
      ]),
    );
    expect(eventsOf(events, 'test-rolled').map((t) => [t.needed, t.die, t.passed])).toEqual([
      [9, 9, false],
      [9, 3, true],
    ]);
    expect(state.game.stage.kind).toBe('casualties');
    const short = play(
      moving([red, far], 'limited-visibility', [], fast),
      move([
        { x: 10, y: 16 },
        { x: 11.25, y: 16 },
      ]),
    );
    expect(eventsOf(short.events, 'test-rolled')).toEqual([]);
  });

  it('WT-SUR-02 Acute Senses units ignore Limited visibility, moving and shooting', () => {
    const red = { id: 'r', player: 'red', profile: 'scout', at: [{ x: 10, y: 10 }] };
    const { events } = play(
      moving([red, far], 'limited-visibility', [], { profiles: [scout] }),
      move([{ x: 10, y: 16.5 }]),
    );
    expect(eventsOf(events, 'test-rolled')).toEqual([]);
    expect(eventsOf(events, 'unit-moved')[0]?.rules).toContain('WT-SUR-02');
    expect(shootAt('limited-visibility', 'scout')).toBe(5);
    expect(shotAt('limited-visibility', 'scout')?.rules).toContain('WT-SUR-02');
    expect(shotAt('normal', 'scout')?.rules).not.toContain('WT-SUR-02');
  });

  it('WT-COND-04 Limited visibility: −1 Shoot per full 10" between the units (R57)', () => {
    expect(shootAt('limited-visibility')).toBe(7);
    expect(shootAt('normal')).toBe(5);
  });

  it('WT-COND-05 Rainy: every Move takes −2, and −3 into, out of or through Difficult Terrain (R44)', () => {
    const red = { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] };
    expect(refused(moving([red, far], 'rainy'), move([{ x: 10, y: 14.5 }])).message).toMatch(/may move 4"/);
    expect(play(moving([red, far], 'rainy'), move([{ x: 10, y: 14 }])).state.game.stage.kind).toBe(
      'activate',
    );
    const mud = { terrain: [{ polygon: square(8, 12, 12, 20), difficult: true }] };
    expect(refused(moving([red, far], 'rainy', [], mud), move([{ x: 10, y: 13.5 }])).message).toMatch(
      /may move 3"/,
    );
  });

  it('WT-COND-06 Haunted: −1 on every Will roll; WT-SUR-16 Fearless units ignore it', () => {
    const blue = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 11.05 }] };
    const away = move([{ x: 10, y: 6 }]);
    const plain = play(
      moving([{ id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] }, blue], 'haunted', [6]),
      away,
    );
    expect(eventsOf(plain.events, 'test-rolled')[0]).toMatchObject({ needed: 7, passed: false });
    const fearless = play(
      moving([{ id: 'r', player: 'red', profile: 'brave', at: [{ x: 10, y: 10 }] }, blue], 'haunted', [6], {
        profiles: [brave],
      }),
      away,
    );
    expect(eventsOf(fearless.events, 'test-rolled')[0]).toMatchObject({ needed: 6, passed: true });
    expect(eventsOf(fearless.events, 'test-rolled')[0]?.rules).toContain('WT-SUR-16');
    expect(eventsOf(plain.events, 'test-rolled')[0]?.rules).not.toContain('WT-SUR-16');
  });

  it('WT-COND-07 Corrosive atmosphere: −1 on every Life roll', () => {
    const { events } = play(
      gameOf(
        aPosition({
          condition: 'corrosive',
          profiles: [gunner],
          units: [
            { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
            far,
          ],
        }),
        [5, 7],
      ),
      { type: 'activate-unit', player: 'red', unit: 'r', actions: [{ type: 'shoot', target: 'b' }] },
    );
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 8, passed: false });
  });

  it('WT-COND-08 Dangerous ground: the first unit entering a piece of terrain rolls; on 7+ it is Dangerous Terrain 8 (R45)', () => {
    const red = { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] };
    const woods = { terrain: [{ id: 'woods', polygon: square(8, 12, 12, 20), concealment: true }] };
    const { state, events } = play(
      moving([red, far], 'dangerous-ground', [7, 8], woods),
      move([{ x: 10, y: 14 }]),
    );
    expect(eventsOf(events, 'terrain-turned-dangerous')[0]).toMatchObject({ terrain: 'woods', dangerous: 8 });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      test: 'dangerous',
      needed: 8,
      die: 8,
      passed: false,
    });
    expect(unit(state, 'r').status).toBe('destroyed');
    const calm = play(moving([red, far], 'dangerous-ground', [6], woods), move([{ x: 10, y: 14 }]));
    expect(calm.state.game.terrain.find((t) => t.id === 'woods')).toMatchObject({
      dangerous: 0,
      surveyed: true,
    });
  });
});
