import { describe, expect, it } from 'vitest';
import { aWeapon } from '../builders';
import { recordHits } from './recorder';
import {
  aBlade,
  accept,
  assaultSquad,
  charge,
  duel,
  edge,
  edgeCharge,
  game,
  intoContact,
  ONES,
  ofType,
  RED,
  rolls,
  unit,
} from './support';

describe('Steps Three and Four: attacks (XZ-ASLT-09 … XZ-ASLT-13, R32)', () => {
  const hits = recordHits();

  it('XZ-ASLT-09 models in contact roll first, then models within 2"; the others do not attack', () => {
    const { events } = accept(game(edge(), [10, 1, 6, 5, 4, 3, 2, ...ONES]), edgeCharge());
    const red = ofType(events, 'assault-attacks').filter((e) => e.unit === 'red.squad');
    expect(red.map((e) => e.dice)).toEqual([
      [6, 5, 4],
      [3, 2],
    ]);
    const attackRolls = rolls(events).filter((e) => e.purpose.startsWith('assault attacks'));
    expect(attackRolls.map((e) => e.purpose)).toEqual([
      'assault attacks: Test Squad (in contact)',
      'assault attacks: Test Squad (within 2")',
      'assault attacks: Test Squad (in contact)',
    ]);
  });

  it('XZ-ASLT-09 a model beyond 2" of every enemy model does not attack', () => {
    const s = duel({
      redAt: {
        x: 30,
        y: 20,
        models: [
          { x: 30, y: 20 },
          { x: 31.5, y: 20 },
          { x: 33, y: 20 },
          { x: 34.5, y: 20 },
          { x: 24, y: 16 },
        ],
      },
    });
    const models = [...intoContact().slice(0, 4), { model: 'red.squad.m5', x: 26.57, y: 20.28 }];
    const { events } = accept(game(s, [10, 1, ...ONES]), charge(models));
    const red = ofType(events, 'assault-attacks').filter((e) => e.unit === 'red.squad');
    expect(red.map((e) => e.dice.length)).toEqual([4]);
  });

  it("XZ-ASLT-10 each model rolls its assault weapon's Effect in dice; each die ≥ the struck model's Assault value hits", () => {
    const s = duel({ red: assaultSquad({ weapons: [aWeapon(), aBlade({ effect: 2 })] }) });
    const faces = [10, 1, 4, 3, 6, 1, 1, 1, 1, 1, 1, 1];
    const { events } = accept(game(s, [...faces, ...ONES]), charge(intoContact()));
    const red = ofType(events, 'assault-attacks').find((e) => e.unit === 'red.squad');
    expect(red?.dice).toEqual([4, 3, 6, 1, 1, 1, 1, 1, 1, 1]);
    expect(red?.hits).toBe(2);
    const fromRed = hits.filter((h) => h.attacker === 'red.squad');
    expect(fromRed).toHaveLength(2);
    expect(fromRed[0]).toMatchObject({
      kind: 'hit',
      unit: 'blue.squad',
      weapon: 'Blade',
      ap: 4,
      damage: 4,
      assault: true,
    });
  });

  it("XZ-ASLT-10 R30 the hit roll is against the struck model's unmodified Assault value (no Step Two modifiers)", () => {
    const s = duel({ blue: assaultSquad({ assault: 5, notes: ['assaultWarGear'] }) });
    unit(s, 'blue.squad').morale = 'suppressed';
    const { events } = accept(game(s, [10, 1, 5, 4, 5, 4, 4, ...ONES]), charge(intoContact()));
    expect(ofType(events, 'assault-attacks').find((e) => e.unit === 'red.squad')?.hits).toBe(2);
  });

  it("XZ-WPN-07 R32 ranged weapons are never used in an assault; the card's defaultAssaultWeapon is", () => {
    const bare = duel({ red: assaultSquad({ weapons: [aWeapon()] }) });
    const none = accept(game(bare, [10, 1, ...ONES]), charge(intoContact()));
    expect(ofType(none.events, 'assault-attacks').find((e) => e.unit === 'red.squad')?.dice).toEqual([]);
    const fists = duel({
      red: assaultSquad({
        weapons: [aWeapon()],
        defaultAssaultWeapon: aBlade({ name: 'Fists', ap: 2, damage: 1 }),
      }),
    });
    const { events } = accept(game(fists, [10, 1, 6, 6, 6, 6, 6, ...ONES]), charge(intoContact()));
    expect(ofType(events, 'assault-attacks').find((e) => e.unit === 'red.squad')?.hits).toBe(5);
    expect(hits.filter((h) => h.attacker === 'red.squad').map((h) => h.weapon)).toEqual(
      Array(5).fill('Fists'),
    );
  });

  it('XZ-ASLT-11 R9 assault hits are allocated without cover: wounded models first, then the closest, one hit each first', () => {
    const s = duel({ blue: assaultSquad({ wounds: 2 }) });
    const wounded = unit(s, 'blue.squad').models[2];
    if (wounded) wounded.wounds = 1;
    const { events } = accept(game(s, [10, 1, 6, 6, 6, 6, 6, ...ONES]), charge(intoContact()));
    expect(ofType(events, 'assault-attacks')[0]?.hits).toBe(5);
    const struck = hits.filter((h) => h.attacker === 'red.squad').map((h) => h.model);
    expect(struck[0]).toBe('blue.squad.m3');
    expect(new Set(struck).size).toBe(5);
  });

  it("XZ-ASLT-11 R12 each hit names the striking model's centre as the point it comes from", () => {
    accept(game(duel(), [10, 1, 6, 1, 1, 1, 1, ...ONES]), charge(intoContact()));
    expect(hits[0]?.from).toEqual({ x: 30, y: 24.995 });
  });

  it('XZ-ASLT-10 R4 the owner may spend a Command re-roll on attack dice that hit nothing', () => {
    const s = duel({ red: assaultSquad({ command: { rerolls: 1, range: 6 } }) });
    unit(s, 'red.squad').rerolls = 1;
    const { state } = accept(game(s, [10, 1, 1, 2, 3, 1, 1]), charge(intoContact()));
    expect(state.stage).toEqual({ kind: 'reroll', player: RED });
    expect(state.reroll?.eligible).toEqual([0, 1, 2, 3, 4]);
    const { events } = accept(game(structuredClone(state) as never, [6, ...ONES]), {
      type: 'reroll',
      player: RED,
      dice: [2],
    });
    expect(ofType(events, 'assault-attacks')[0]).toMatchObject({
      unit: 'red.squad',
      dice: [1, 2, 6, 1, 1],
      hits: 1,
    });
    expect(hits.filter((h) => h.attacker === 'red.squad')).toHaveLength(1);
  });

  it('XZ-ASLT-13 the unit with the lower total then resolves its attacks the same way', () => {
    accept(game(duel(), [10, 1, 1, 1, 1, 1, 1, 6, 4, 1, 1, 1, ...ONES]), charge(intoContact()));
    expect(hits.map((h) => h.attacker)).toEqual(['blue.squad', 'blue.squad']);
    expect(hits.every((h) => h.unit === 'red.squad' && h.assault)).toBe(true);
  });
});

describe('XZ-ASLT-12 lost attacks (R10, R32)', () => {
  const hits = recordHits((draft, hit) => {
    if (draft.assault) draft.assault.lostAttacks[hit.model] = (draft.assault.lostAttacks[hit.model] ?? 0) + 1;
  });

  it('XZ-ASLT-12 a model with a suppressed result in this assault loses one attack', () => {
    const { events } = accept(game(duel(), [10, 1, 6, 6, 1, 1, 1, ...ONES]), charge(intoContact()));
    expect(hits).toHaveLength(2);
    const blue = ofType(events, 'assault-attacks').find((e) => e.unit === 'blue.squad');
    expect(blue?.dice).toHaveLength(3);
    expect(blue?.rules).toContain('XZ-ASLT-13');
  });

  it('XZ-ASLT-12 R10 a model already suppressed when the assault begins loses one attack', () => {
    const s = duel();
    const lying = unit(s, 'blue.squad').models[0];
    if (lying) lying.suppressed = true;
    const { events } = accept(game(s, [10, 1, 1, 1, 1, 1, 1, ...ONES]), charge(intoContact()));
    expect(ofType(events, 'assault-attacks').find((e) => e.unit === 'blue.squad')?.dice).toHaveLength(4);
  });
});

describe('R32 models removed in Step Three do not attack in Step Four', () => {
  recordHits((draft, hit) => {
    const m = draft.units.find((u) => u.id === hit.unit)?.models.find((x) => x.id === hit.model);
    if (m) {
      m.alive = false;
      m.wounds = 0;
    }
  });

  it('R32 XZ-ASLT-13 only the survivors strike back', () => {
    const { events } = accept(game(duel(), [10, 1, 6, 6, 1, 1, 1, ...ONES]), charge(intoContact()));
    expect(ofType(events, 'assault-attacks').find((e) => e.unit === 'blue.squad')?.dice).toHaveLength(3);
  });
});
