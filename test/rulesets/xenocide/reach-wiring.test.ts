import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../src/kit/index.js';
import type { CommandOfType, XenocideCommand } from '../../../src/rulesets/xenocide/commands/schema.js';
import { XENOCIDE_EVENT_RULES } from '../../../src/rulesets/xenocide/event-rules.js';
import type { XenocideEvent } from '../../../src/rulesets/xenocide/events.js';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aPosition,
  aTableFeature,
  aTitan,
  aUnit,
  type Game,
  gameOf,
  move,
  play,
  played,
  RED,
  rect,
  row,
  stagedGame,
  startGame,
  unitOf,
} from '../../support/xenocide';

/** The rule IDs an event names once the kit has merged its type's table entry (as the reach report counts them). */
function rulesNamed(event: { readonly type: string; readonly rules?: readonly string[] }): string[] {
  const table = XENOCIDE_EVENT_RULES as Readonly<Record<string, readonly string[] | undefined>>;
  return rulesOf(table[event.type], event.rules);
}

/** Every rule ID the events of one type name. */
function named(events: readonly { readonly type: string }[], type: string): string[] {
  return events.filter((e) => e.type === type).flatMap((e) => rulesNamed(e as XenocideEvent));
}

const mover = (profile: string, at = [{ x: 10, y: 10 }], extra = {}) =>
  aLineUnit({ id: 'red.c1.u1', profile, order: 'move-and-fire', at, ...extra });
const straight = (to: number, x = 10) => [{ x, y: to }];
const minefield = () =>
  aTableFeature({
    kind: 'custom',
    id: 'mines',
    name: 'Minefield',
    polygon: rect(0, 12, 30, 2),
    intrinsicallyDangerous: true,
  });

describe('rule IDs the reach report counts for the rarer rules', () => {
  it('XEN-SAVE-04 Shield Breaker hits on shielded models name the rule on their saves; other hits do not', () => {
    const shot = (profile: string, weapon: string) => {
      const position = aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', profile, at: [{ x: 10, y: 10 }] }),
          aUnit({ id: 'blue.c1.u1', profile: 'test/shield', at: row(10, 20, 3) }),
        ],
      });
      const command: CommandOfType<'shoot'> = {
        type: 'shoot',
        player: RED,
        unit: 'red.c1.u1',
        target: 'blue.c1.u1',
        weapons: [{ weapon }],
      };
      return play(gameOf(position, [1, 1, 1, 6, 6, 6, 6, 6, 6]), command).events;
    };
    const lance = shot('generic/lance-destroyer', 'Shield-breaker Lance');
    expect(named(lance, 'saves-rolled')).toContain('XEN-SAVE-04');
    const rifles = shot('test/trooper', 'Rifles');
    expect(named(rifles, 'saves-rolled')).not.toContain('XEN-SAVE-04');
  });

  it('XEN-TERR-05 the 2" into the feature that slowed a tank is named on its move; an unslowed move does not name it', () => {
    const deep = aTableFeature({ kind: 'forest', polygon: rect(0, 19, 30, 11) });
    const into = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [deep] }),
      move('red.c1.u1', { m1: straight(22) }),
      [6],
    );
    expect(named(into.events, 'unit-moved')).toContain('XEN-TERR-05');
    const short = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [deep] }),
      move('red.c1.u1', { m1: straight(18) }),
    );
    expect(named(short.events, 'unit-moved')).not.toContain('XEN-TERR-05');
  });

  it('XEN-TERR-05 XEN-MOVE-01 a column slowed by the same feature does not end on one base: the rear model stops short', () => {
    // The front tank's 2" into the wood and the rear tank's loss would both end at y 21.
    const tanks = mover('generic/medium-tank', [
      { x: 10, y: 12.1 },
      { x: 10.05, y: 10 },
    ]);
    const wood = aTableFeature({ kind: 'forest', polygon: rect(0, 19, 30, 11) });
    const result = played(
      aMovementPosition({ units: [tanks], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(24.1), m2: straight(22, 10.05) }),
      [6],
    );
    const [front, rear] = unitOf(result.state, 'red.c1.u1').models;
    expect(front).toMatchObject({ y: 21 });
    expect(
      Math.hypot((front?.x ?? 0) - (rear?.x ?? 0), (front?.y ?? 0) - (rear?.y ?? 0)),
    ).toBeGreaterThanOrEqual(2 - 1e-6);
    expect(rear?.y).toBeLessThan(21);
    expect(named(result.events, 'unit-moved')).toContain('XEN-TERR-05');
  });

  it('XEN-TERR-08 XEN-TERR-09 a model killed by intrinsically dangerous terrain is removed with no suppression test, and says so', () => {
    const squad = mover('generic/line-infantry', [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
    ]);
    const result = played(
      aMovementPosition({ units: [squad], terrain: [minefield()] }),
      move('red.c1.u1', { m1: straight(14), m2: straight(14, 12) }),
      [4, 1],
    );
    expect(named(result.events, 'unit-moved')).toContain('XEN-TERR-09');
    expect(named(result.events, 'model-removed')).toEqual(
      expect.arrayContaining(['XEN-TERR-06', 'XEN-TERR-08']),
    );
    expect(unitOf(result.state, 'red.c1.u1').suppression).toBe(0);
  });

  it('XEN-TERR-18 a skimmer ending over a low feature names the rule; one passing over it does not', () => {
    const bike = mover('generic/jetbike');
    const onIt = played(
      aMovementPosition({ units: [bike], terrain: [minefield()] }),
      move('red.c1.u1', { m1: straight(13) }),
      [1],
    );
    expect(named(onIt.events, 'unit-moved')).toContain('XEN-TERR-18');
    const over = played(
      aMovementPosition({ units: [bike], terrain: [minefield()] }),
      move('red.c1.u1', { m1: straight(20) }),
    );
    expect(named(over.events, 'unit-moved')).not.toContain('XEN-TERR-18');
  });

  it('XEN-TERR-19 a skimmer coming down from a cliff top names the rule', () => {
    const cliff = aTableFeature({ kind: 'cliffs', id: 'cliff', polygon: rect(0, 14, 30, 4), height: 3 });
    const down = played(
      aMovementPosition({ units: [mover('generic/jetbike', [{ x: 10, y: 16 }])], terrain: [cliff] }),
      move('red.c1.u1', { m1: straight(30) }),
    );
    expect(named(down.events, 'unit-moved')).toContain('XEN-TERR-19');
  });

  it('XEN-MOVE-06 a unit flying high over enemy ground units, or a ground unit near enemy flyers, names the rule', () => {
    const hover = aUnit({
      id: 'red.c1.u1',
      profile: 'generic/light-hover-tank',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const enemy = aUnit({ id: 'blue.c1.u1', at: row(9, 20, 3) });
    const position = aMovementPosition({ units: [hover, enemy] });
    const high = played(position, move('red.c1.u1', { m1: straight(25) }, { high: true }));
    expect(named(high.events, 'unit-moved')).toContain('XEN-MOVE-06');
    expect(unitOf(high.state, 'red.c1.u1').high).toBe(true);
    // Under a flyer: its zone of control does not apply.
    const flyer = aUnit({ id: 'blue.c1.u1', profile: 'generic/ground-attack-flyer', at: [{ x: 12, y: 16 }] });
    const under = played(
      aMovementPosition({ units: [mover('generic/line-infantry'), flyer] }),
      move('red.c1.u1', { m1: straight(14) }),
    );
    expect(named(under.events, 'unit-moved')).toContain('XEN-MOVE-06');
    const alone = played(
      aMovementPosition({ units: [mover('generic/line-infantry')] }),
      move('red.c1.u1', { m1: straight(14) }),
    );
    expect(named(alone.events, 'unit-moved')).not.toContain('XEN-MOVE-06');
  });

  it('XEN-TERR-20 XEN-TERR-22 legal commands offer a hover unit a flight high, and once high a landing, which names the rule', () => {
    const hover = (high: boolean) =>
      aUnit({
        id: 'red.c1.u1',
        profile: 'generic/light-hover-tank',
        order: 'move-and-fire',
        at: row(10, 10, 3, 3),
        high,
      });
    const enemy = aUnit({ id: 'blue.c1.u1', at: row(10, 40, 3) });
    const moves = (game: Game) =>
      legalCommands(game, RED).filter(
        (c): c is CommandOfType<'move-unit'> => c.type === 'move-unit' && c.unit === 'red.c1.u1',
      );
    const low = gameOf(aMovementPosition({ units: [hover(false), enemy] }));
    const up = moves(low).find((c) => c.high === true);
    expect(up).toBeDefined();
    const flown = play(low, up as XenocideCommand);
    expect(named(flown.events, 'unit-moved')).toContain('XEN-TERR-20');
    expect(unitOf(flown.state.game, 'red.c1.u1').high).toBe(true);
    const aloft = gameOf(aMovementPosition({ units: [hover(true), enemy] }));
    const down = moves(aloft).find((c) => c.high === false);
    expect(down).toBeDefined();
    const landed = play(aloft, down as XenocideCommand);
    expect(named(landed.events, 'unit-moved')).toContain('XEN-TERR-22');
    expect(unitOf(landed.state.game, 'red.c1.u1').high).toBe(false);
  });

  it('XEN-TITAN-05 a titan powering its sword in an assault during the enemy activation names the rule', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(29, 25, 3), order: 'assault' }),
        aTitan({ id: 'blue.c1.u1', at: { x: 30, y: 20 } }),
      ],
      stage: activation('red', 'close-assault', ['red.c1.u1']),
    });
    const game = stagedGame(position, { attackers: ['red.c1.u1'], defenders: ['blue.c1.u1'] }, [
      ...Array<number>(30).fill(1),
      ...Array<number>(10).fill(6),
    ]);
    const { events } = play(game, {
      type: 'assault-split',
      player: 'blue',
      split: [],
      power: [{ titan: 'blue.c1.u1.m1', weapon: 'Assault Sword', power: 1 }],
    } as XenocideCommand);
    expect(named(events, 'titan-power-spent')).toEqual(
      expect.arrayContaining(['XEN-TITAN-26', 'XEN-TITAN-05']),
    );
  });

  it('XEN-MOVE-12 XEN-CA-32 legal commands offer fleeing straight back off the table, and the models lost name the rule', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 41, 3), order: 'assault' }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 44.5, 3), suppression: 1 }),
      ],
      stage: activation('red', 'close-assault', ['red.c1.u1']),
    });
    const game = stagedGame(position, {
      attackers: ['red.c1.u1'],
      defenders: ['blue.c1.u1'],
      over: { approach: { x: 0, y: 1 }, step: { kind: 'flee', player: 'blue' } },
    });
    const flees = legalCommands(game, 'blue').filter((c) => c.type === 'assault-flee');
    expect(flees.length).toBeGreaterThanOrEqual(2);
    const offTable = flees.find(
      (c) =>
        c.type === 'assault-flee' && c.moves.some((m) => m.models.some((x) => x.path.some((p) => p.y > 48))),
    );
    expect(offTable).toBeDefined();
    const { events, state } = play(game, offTable as XenocideCommand);
    expect(named(events, 'model-removed')).toContain('XEN-MOVE-12');
    expect(unitOf(state.game, 'blue.c1.u1').status).toBe('eliminated');
  });

  it('XEN-SCEN-25 in Command Centers legal commands offer a deployment with a unit around an own objective, out of the zone', () => {
    let game = startGame('command-centers');
    for (let guard = 0; guard < 60 && game.game.stage.kind !== 'deploy'; guard++) {
      const player = game.pending[0]?.player as string;
      const result = applyCommand(game, legalCommands(game, player)[0] as XenocideCommand);
      if (!result.ok) throw new Error(result.error.message);
      game = result.state as Game;
    }
    const stage = game.game.stage;
    if (stage.kind !== 'deploy') throw new Error(`no deployment: ${stage.kind}`);
    const edge = game.game.sides.find((s) => s.player === stage.player)?.edge;
    const outOfZone = (c: XenocideCommand) =>
      c.type === 'deploy-company' &&
      c.units.some((u) => u.models.some((m) => (edge === 'south' ? m.at.y > 6 : m.at.y < 42)));
    const beside = legalCommands(game, stage.player).find(outOfZone);
    expect(beside).toBeDefined();
    const { events } = play(game, beside as XenocideCommand);
    expect(named(events, 'company-deployed')).toContain('XEN-SCEN-25');
  });
});
