import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import {
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
});
