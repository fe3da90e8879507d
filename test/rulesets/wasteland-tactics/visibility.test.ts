import { freeze, produce } from 'immer';
import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { TerrainAreaInput, WastelandState } from '../../../src/rulesets/wasteland-tactics/index';
import {
  unitsSeeEachOther,
  visibilityMatrix,
} from '../../../src/rulesets/wasteland-tactics/rules/visibility/visibility';
import {
  ADVANCED_TERRAIN,
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const red = (at: { x: number; y: number }[], profile = 'trooper'): UnitSpec => ({
  id: 'r',
  player: 'red',
  profile,
  at,
});
const blue = (at: { x: number; y: number }[], profile = 'trooper', id = 'b'): UnitSpec => ({
  id,
  player: 'blue',
  profile,
  at,
});
const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const shoot = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b' }],
};
const sees = (state: ReturnType<typeof aPosition>, a = 'r', b = 'b') =>
  unitsSeeEachOther(state, unit(state, a), unit(state, b));

describe('visibility (WT-VIS)', () => {
  const wall = { polygon: square(12, 14, 30, 16), building: 'intact' as const, height: 5 };

  it('WT-VIS-01 two units see each other when a model of one sees a model of the other', () => {
    const state = aPosition({
      terrain: [wall],
      units: [
        red([
          { x: 20, y: 10 },
          { x: 8, y: 10 },
        ]),
        blue([
          { x: 20, y: 20 },
          { x: 9, y: 20 },
        ]),
      ],
    });
    expect(sees(state)).toBe(true);
    expect(visibilityMatrix(state, unit(state, 'r'), unit(state, 'b')).get('r.m2')).toEqual(['b.m2']);
    expect(visibilityMatrix(state, unit(state, 'r'), unit(state, 'b')).get('r.m1')).toEqual([]);
  });

  it('WT-VIS-02 any part of a model seen from any part of another counts (R11 rim points)', () => {
    const state = aPosition({
      terrain: [{ polygon: square(10.3, 14, 30, 16), building: 'intact' }],
      units: [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 20 }])],
    });
    expect(sees(state)).toBe(true);
    const hidden = aPosition({
      terrain: [{ polygon: square(9, 14, 30, 16), building: 'intact' }],
      units: [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 20 }])],
    });
    expect(sees(hidden)).toBe(false);
  });

  it('WT-VIS-03 models of the firing unit never block its own sight', () => {
    const state = aPosition({
      units: [
        red([
          { x: 10, y: 10 },
          { x: 10, y: 12 },
          { x: 10, y: 14 },
        ]),
        blue([{ x: 10, y: 24 }]),
      ],
    });
    expect(visibilityMatrix(state, unit(state, 'r'), unit(state, 'b')).get('r.m1')).toEqual(['b.m1']);
  });

  it('WT-VIS-04 a screen that steps aside stops blocking, and one that steps in starts, in states that share their terrain', () => {
    // The engine remembers a pair's answer by the positions that can matter; states made from one another
    // (as every command makes them) share the memo, so a stale answer would show here.
    const screen = { id: 'f', player: 'red', profile: 'trooper', at: row(6, 15, 8, 1.25) };
    const blocked = freeze(
      aPosition({ units: [red([{ x: 10, y: 10 }]), screen, blue([{ x: 10, y: 20 }]), spare] }),
      true,
    );
    expect(sees(blocked)).toBe(false);
    const moveScreen = (state: WastelandState, dy: number) =>
      produce(state, (draft) => {
        for (const m of draft.units.find((u) => u.id === 'f')?.models ?? []) m.y += dy;
      });
    const aside = moveScreen(blocked, 20);
    expect(Object.isFrozen(aside.units) && aside.terrain === blocked.terrain).toBe(true);
    expect(sees(aside)).toBe(true);
    // A unit far from both leaves the answer as it was; stepping back in blocks again.
    const back = moveScreen(aside, -20);
    expect(sees(back)).toBe(false);
    const elsewhere = produce(back, (draft) => {
      for (const m of draft.units.find((u) => u.id === 'z')?.models ?? []) m.x -= 5;
    });
    expect(sees(elsewhere)).toBe(false);
  });

  it('WT-VIS-04 other units, friend or foe, block sight as solid blocks as tall as their tallest model', () => {
    const screen = { id: 'f', player: 'red', profile: 'trooper', at: row(6, 15, 8, 1.25) };
    const state = aPosition({ units: [red([{ x: 10, y: 10 }]), screen, blue([{ x: 10, y: 20 }])] });
    expect(sees(state)).toBe(false);
    const gaps = {
      id: 'f',
      player: 'red',
      profile: 'trooper',
      at: [
        { x: 6, y: 15 },
        { x: 14, y: 15 },
        { x: 10, y: 16 },
      ],
    };
    expect(sees(aPosition({ units: [red([{ x: 10, y: 10 }]), gaps, blue([{ x: 10, y: 20 }])] }))).toBe(false);
    const tall = aProfile({ id: 'giant', height: 4 });
    expect(
      sees(
        aPosition({
          profiles: [tall],
          units: [red([{ x: 10, y: 10 }], 'giant'), screen, blue([{ x: 10, y: 20 }], 'giant')],
        }),
      ),
    ).toBe(true);
    const low = aProfile({ id: 'crawler', height: 0.5 });
    expect(
      sees(
        aPosition({
          profiles: [low],
          units: [red([{ x: 10, y: 10 }]), { ...screen, profile: 'crawler' }, blue([{ x: 10, y: 20 }])],
        }),
      ),
    ).toBe(true);
  });

  it('WT-SUR-09 Bodyguards do not block sight', () => {
    const guards = aProfile({ id: 'guards', rules: ['Bodyguards 7'] });
    const screen = { id: 'f', player: 'blue', profile: 'guards', at: row(6, 15, 8, 1.25) };
    expect(
      sees(
        aPosition({ profiles: [guards], units: [red([{ x: 10, y: 10 }]), screen, blue([{ x: 10, y: 20 }])] }),
      ),
    ).toBe(true);
  });

  it('WT-SUR-22 Flying models are always visible whatever terrain is in the way', () => {
    expect(
      sees(
        aPosition({ terrain: [wall], units: [red([{ x: 20, y: 10 }]), blue([{ x: 20, y: 20 }], 'gliders')] }),
      ),
    ).toBe(true);
  });
});

describe('Concealment and Cover (WT-TERR-09 … WT-TERR-14)', () => {
  const wood = { polygon: square(5, 18, 15, 22), concealment: true };
  const shootAt = (
    terrain: readonly TerrainAreaInput[],
    target: UnitSpec,
    dice: number[],
    shooter = red([{ x: 10, y: 10 }]),
  ) => play(gameOf(aPosition({ terrain, units: [shooter, target, spare] }), dice), shoot);

  it('WT-TERR-09 shooting at a unit mostly inside or behind Concealment is at −2', () => {
    expect(
      eventsOf(shootAt([wood], blue([{ x: 10, y: 20 }]), [7, 9]).events, 'attack-rolled')[0]?.needed,
    ).toBe(7);
    expect(
      eventsOf(shootAt([wood], blue([{ x: 10, y: 25 }]), [7, 9]).events, 'attack-rolled')[0]?.needed,
    ).toBe(7);
  });

  it('WT-TERR-10 no penalty when both units are in the same area, or when firing out of it', () => {
    const big = { polygon: square(5, 5, 15, 30), concealment: true };
    expect(
      eventsOf(shootAt([big], blue([{ x: 10, y: 20 }]), [5, 9]).events, 'attack-rolled')[0]?.needed,
    ).toBe(5);
    const around = { polygon: square(5, 5, 15, 12), concealment: true };
    expect(
      eventsOf(shootAt([around], blue([{ x: 10, y: 20 }]), [5, 9]).events, 'attack-rolled')[0]?.needed,
    ).toBe(5);
  });

  it('WT-TERR-11 sight cannot pass through two areas of Concealment', () => {
    const second = { polygon: square(5, 24, 15, 26), concealment: true };
    expect(
      sees(
        aPosition({ terrain: [wood, second], units: [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 30 }])] }),
      ),
    ).toBe(false);
    expect(
      sees(
        aPosition({ terrain: [wood, second], units: [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 25 }])] }),
      ),
    ).toBe(true);
  });

  it('WT-TERR-12 a single Cover area hides models behind it, not those inside; those inside are at −2', () => {
    const cover = { polygon: square(5, 18, 15, 22), cover: true, height: 2 };
    expect(
      sees(aPosition({ terrain: [cover], units: [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 25 }])] })),
    ).toBe(false);
    expect(
      eventsOf(shootAt([cover], blue([{ x: 10, y: 20 }]), [7, 9]).events, 'attack-rolled')[0]?.needed,
    ).toBe(7);
  });

  it('WT-TERR-13 a unit inside Cover gets +1 to its Life rolls', () => {
    const cover = { polygon: square(5, 18, 15, 22), cover: true };
    expect(
      eventsOf(shootAt([cover], blue([{ x: 10, y: 20 }]), [8, 5]).events, 'test-rolled')[0],
    ).toMatchObject({ test: 'life', needed: 6, passed: false });
  });

  it('WT-TERR-14 a unit inside Cover gets +1 to its Will rolls', () => {
    const cover = { polygon: square(5, 18, 15, 22), cover: true };
    const rattle = aProfile({ id: 'rattler', weapons: ['Rattle: R24 A1 5+ D0 [Suppressive 1]'] });
    const game = gameOf(
      aPosition({
        profiles: [rattle],
        terrain: [cover],
        units: [red([{ x: 10, y: 10 }], 'rattler'), blue([{ x: 10, y: 20 }]), spare],
      }),
      [7, 6, 9],
    );
    expect(eventsOf(play(game, shoot).events, 'test-rolled')[0]).toMatchObject({
      test: 'will',
      needed: 6,
      passed: true,
    });
  });

  it('WT-SUR-44 Stealth X adds −X when the unit is in Concealment or Cover', () => {
    const stalker = { ...blue([{ x: 10, y: 20 }], 'stalkers') };
    expect(eventsOf(shootAt([wood], stalker, [9, 9]).events, 'attack-rolled')[0]?.needed).toBe(8);
    expect(
      eventsOf(shootAt([], { ...stalker, at: [{ x: 10, y: 20 }] }, [9, 9]).events, 'attack-rolled')[0]
        ?.needed,
    ).toBe(5);
  });

  it('WT-SUR-23 Flying models get no benefit from Concealment or Cover', () => {
    expect(
      eventsOf(shootAt([wood], blue([{ x: 10, y: 20 }], 'gliders'), [5, 9]).events, 'attack-rolled')[0]
        ?.needed,
    ).toBe(5);
  });

  it('R12 firing at an unseen unit is refused', () => {
    const cover = { polygon: square(5, 18, 15, 22), cover: true, height: 2 };
    const game = gameOf(
      aPosition({ terrain: [cover], units: [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 25 }]), spare] }),
    );
    expect(refused(game, shoot).message).toMatch(/not visible/);
    expect(
      applyCommand(game, { ...shoot, actions: [{ type: 'move' }, { type: 'shoot', target: 'b' }] }).ok,
    ).toBe(true);
  });
});

describe('the sight rules an attack names (R11, R36)', () => {
  const wall = { polygon: square(12, 14, 30, 16), building: 'intact' as const, height: 5 };
  const guards = aProfile({ id: 'guards', rules: ['Bodyguards 7'] });
  /** r fires once at b (a miss); the rules its attack names. */
  const attackRules = (units: UnitSpec[], terrain: readonly TerrainAreaInput[] = []) => {
    const { events } = play(
      gameOf(aPosition({ profiles: [guards], terrain, units: [...units, spare] }), [1, 1]),
      shoot,
    );
    const attacks = eventsOf(events, 'attack-rolled');
    expect(attacks).toHaveLength(1);
    return attacks[0]?.rules ?? [];
  };
  const screen = (profile: string, player = 'red'): UnitSpec => ({
    id: 'f',
    player,
    profile,
    at: row(6, 15, 8, 1.25),
  });
  // b.m1 stands behind the screen's line; b.m2 is off to the side, in plain sight.
  const pair = blue([
    { x: 10, y: 20 },
    { x: 25, y: 20 },
  ]);

  it('WT-VIS-04 a target model hidden by another unit makes the attack name the rule', () => {
    expect(attackRules([red([{ x: 10, y: 10 }]), screen('trooper'), pair])).toContain('WT-VIS-04');
    expect(attackRules([red([{ x: 10, y: 10 }]), pair])).not.toContain('WT-VIS-04');
  });

  it('WT-TERR-11 a target model hidden by a second area of Concealment makes the attack name the rule', () => {
    const wood = { polygon: square(5, 18, 15, 22), concealment: true };
    const second = { polygon: square(5, 24, 15, 26), concealment: true };
    const far = blue([
      { x: 10, y: 30 },
      { x: 25, y: 30 },
    ]);
    expect(attackRules([red([{ x: 10, y: 10 }]), far], [wood, second])).toContain('WT-TERR-11');
    // Behind one area only, the model is seen: the rule decided nothing.
    expect(attackRules([red([{ x: 10, y: 10 }]), far], [wood])).not.toContain('WT-TERR-11');
  });

  it('WT-TERR-11 on the bundled built-up table, a model behind both thorn-scrub bands of a pair is hidden', () => {
    // From the south strip, b.m1 lies behind both eastern bands (y 13-15 and 17-20); b.m2's line crosses one.
    const behind = blue([
      { x: 44, y: 23 },
      { x: 56, y: 23 },
    ]);
    expect(attackRules([red([{ x: 44, y: 8 }]), behind], ADVANCED_TERRAIN)).toContain('WT-TERR-11');
    const beside = blue([
      { x: 56, y: 23 },
      { x: 57.5, y: 23 },
    ]);
    expect(attackRules([red([{ x: 44, y: 8 }]), beside], ADVANCED_TERRAIN)).not.toContain('WT-TERR-11');
  });

  it('WT-SUR-22 a Flying target behind a wall is visible and the attack names it', () => {
    expect(attackRules([red([{ x: 20, y: 10 }]), blue([{ x: 20, y: 20 }], 'gliders')], [wall])).toContain(
      'WT-SUR-22',
    );
    expect(attackRules([red([{ x: 20, y: 10 }]), blue([{ x: 20, y: 20 }], 'gliders')])).not.toContain(
      'WT-SUR-22',
    );
  });

  it('WT-SUR-24 a target seen through a Flying unit names the rule', () => {
    const target = blue([{ x: 10, y: 20 }]);
    expect(attackRules([red([{ x: 10, y: 10 }]), screen('gliders', 'blue'), target])).toContain('WT-SUR-24');
    expect(attackRules([red([{ x: 10, y: 10 }]), target])).not.toContain('WT-SUR-24');
  });

  it('WT-SUR-09 a target seen through a Bodyguards unit names the rule', () => {
    const target = blue([{ x: 10, y: 20 }]);
    expect(attackRules([red([{ x: 10, y: 10 }]), screen('guards', 'blue'), target])).toContain('WT-SUR-09');
    expect(
      attackRules([red([{ x: 10, y: 10 }]), screen('guards', 'blue'), blue([{ x: 30, y: 20 }])]),
    ).not.toContain('WT-SUR-09');
  });
});
