import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aHouse,
  aTrooper,
  aUnit,
  aWeapon,
  eventsOf,
  gameOf,
  inPhase,
  occupied,
  PROFILES,
  play,
  rect,
  row,
} from '../../../support/xenocide';

const GUNNERS = {
  ...PROFILES,
  'test/gunner': aTrooper({
    name: 'Lascannon Team',
    weapons: [aWeapon({ name: 'Lascannon', shots: 2, strength: 3 })],
  }),
};

/** Red's Shooting phase: a lascannon team 10" south of a weak house at 1 SP that three blue troopers hold. */
function heldHouse(dice: readonly number[] = []) {
  const house = aHouse({ construction: 'weak', structure: 1 });
  const red = aUnit({ id: 'red.c1.u1', at: row(21, 10, 2), profile: 'test/gunner' }, GUNNERS);
  const blue = aUnit({ id: 'blue.c1.u1', at: row(21, 21, 3, 1) });
  const base = aBuildingPosition([red, blue], [house.feature]);
  const position = {
    ...base,
    profiles: { ...base.profiles, 'test/gunner': GUNNERS['test/gunner'] },
    buildings: occupied([house.building], [['blue.c1.u1', 'house', 'house.s1']]),
  };
  return gameOf(inPhase(position, 'shooting', 'red', ['red.c1.u1']), dice);
}

describe('the heuristic bot and buildings', () => {
  it('XEN-BLD-17 XEN-BLD-23 brings down the building the enemy holds when that is expected to cost them more than shooting them', () => {
    // Four hits (1s); the first fails its save (6) and takes the last SP; its collapse test 6 > 5 − 3 brings
    // the house down; the CA die at the occupants misses (1); their escape dice 1, 6, 6: one gets out.
    const game = heldHouse([1, 1, 1, 1, 6, 6, 1, 1, 6, 6, 6, 6, 6, 6]);
    const command = xenocideHeuristicBot().choose(game, 'red', botRandom(1)) as XenocideCommand;
    expect(command).toMatchObject({ type: 'shoot', unit: 'red.c1.u1', target: 'house.s1' });
    const { events } = play(game, command);
    expect(eventsOf(events, 'building-damaged')[0]).toMatchObject({ collapsed: true });
    expect(eventsOf(events, 'building-escapes-rolled')).toHaveLength(1);
  });

  it('XEN-BLD-16 riflemen shoot the occupants themselves: their shots barely scratch a whole building', () => {
    const house = aHouse();
    const red = aUnit({ id: 'red.c1.u1', at: row(21, 10, 3) }, GUNNERS);
    const blue = aUnit({ id: 'blue.c1.u1', at: row(21, 21, 3, 1) });
    const base = aBuildingPosition([red, blue], [house.feature]);
    const position = {
      ...base,
      profiles: { ...base.profiles, 'test/gunner': GUNNERS['test/gunner'] },
      buildings: occupied([house.building], [['blue.c1.u1', 'house', 'house.s1']]),
    };
    const game = gameOf(inPhase(position, 'shooting', 'red', ['red.c1.u1']));
    const command = xenocideHeuristicBot().choose(game, 'red', botRandom(1));
    expect(command).toMatchObject({ type: 'shoot', unit: 'red.c1.u1', target: 'blue.c1.u1' });
  });

  it('XEN-BLD-29 XEN-BLD-35 XEN-BLD-36 storms an enemy-held section from the free section next door, by declaration', () => {
    // Four red troopers on Assault orders 1.5" south of the block; one blue trooper holds block.s2.
    const { feature, building } = aBlock();
    const red = aUnit({ id: 'red.c1.u1', at: row(20.5, 18.5, 4, 1), order: 'assault' });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(25, 22, 1) });
    const position = {
      ...aBuildingPosition([red, blue], [feature]),
      buildings: occupied([building], [['blue.c1.u1', 'block', 'block.s2']]),
    };
    const bot = xenocideHeuristicBot();
    let game = gameOf(inPhase(position, 'second-movement', 'red', ['red.c1.u1']));
    const entry = bot.choose(game, 'red', botRandom(1)) as XenocideCommand;
    expect(entry).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1', enter: { section: 'block.s1' } });
    const entered = play(game, entry, { type: 'end-phase', player: 'red' });
    expect(eventsOf(entered.events, 'unit-entered-building')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-BLD-29', 'XEN-BLD-35']),
    );
    game = entered.state;
    expect(game.pending[0]).toMatchObject({ kind: 'declare-building-assaults' });
    const declared = bot.choose(game, 'red', botRandom(1)) as XenocideCommand;
    expect(declared).toMatchObject({
      out: [],
      sections: [{ building: 'block', target: 'block.s2', from: ['block.s1'] }],
    });
    const { events } = play(game, declared);
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({
        attackers: ['red.c1.u1'],
        defenders: ['blue.c1.u1'],
        rules: expect.arrayContaining(['XEN-BLD-36']),
      }),
    ]);
  });

  it('XEN-BLD-28 a unit in a building next to a weaker enemy in another stays inside and assaults out', () => {
    // Four red troopers on Assault orders in the house; one blue trooper in the shed 2" north of it.
    const house = aHouse();
    const shed = aBuilding('shed', rect(20, 26, 4, 4));
    const red = aUnit({ id: 'red.c1.u1', at: row(20.5, 22, 4, 1), order: 'assault' });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(21, 27, 1) });
    const position = {
      ...aBuildingPosition([red, blue], [house.feature, shed.feature]),
      buildings: occupied(
        [house.building, shed.building],
        [
          ['red.c1.u1', 'house', 'house.s1'],
          ['blue.c1.u1', 'shed', 'shed.s1'],
        ],
      ),
    };
    const bot = xenocideHeuristicBot();
    let game = gameOf(inPhase(position, 'second-movement', 'red', ['red.c1.u1']));
    // It does not leave the house to charge from the open: it ends its movement where it is.
    const stay = bot.choose(game, 'red', botRandom(1)) as XenocideCommand;
    expect(stay).toEqual({ type: 'end-phase', player: 'red' });
    game = play(game, stay).state;
    const declared = bot.choose(game, 'red', botRandom(1)) as XenocideCommand;
    expect(declared).toMatchObject({ out: [{ unit: 'red.c1.u1', target: 'blue.c1.u1' }], sections: [] });
    const { events } = play(game, declared);
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({ attackers: ['red.c1.u1'], rules: expect.arrayContaining(['XEN-BLD-28']) }),
    ]);
  });
});
