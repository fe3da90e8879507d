import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { aForce } from '../builders';
import { acting, position, withOrder } from '../engine-support';
import { accept, assaultSquad, charge, duel, game, ONES, ofType, RED, refused, unit } from './support';

/** The five red models moved straight south into contact with the blue line (centres 1.005" apart). */
const intoContact = (y = 24.995) =>
  [0, 1, 2, 3, 4].map((i) => ({ model: `red.squad.m${i + 1}`, x: 30 + i * 1.5, y }));

describe('the Assault action (XZ-ORD-07, XZ-ASLT-01 … XZ-ASLT-06, R31)', () => {
  it('XZ-ORD-07 the unit moves into close combat and the assault is queued', () => {
    const { state, events } = accept(game(duel(), ONES), charge(intoContact()));
    const moved = ofType(events, 'unit-moved')[0];
    expect(moved?.kind).toBe('assault');
    expect(moved?.models[0]?.model).toBe('red.squad.m1');
    expect(unit(state, 'red.squad').models.map((m) => m.y)).toEqual([24.995, 24.995, 24.995, 24.995, 24.995]);
    expect(ofType(events, 'assault-declared')[0]).toMatchObject({ unit: 'red.squad', target: 'blue.squad' });
    expect(ofType(events, 'strike-order')).toHaveLength(1);
    // Every model reached contact: XZ-ASLT-06 (placing models with no room) decided nothing.
    expect(moved?.rules).not.toContain('XZ-ASLT-06');
    expect(unit(state, 'red.squad').order).toBeUndefined();
    expect(unit(state, 'red.squad').actions).toBe(2);
  });

  it('XZ-ASLT-01 only a unit given a CHARGE order can assault', () => {
    const s = duel();
    withOrder(s, 'red.squad', 'advance', 1);
    refused(game(s), charge(intoContact()), 'not-charging', 'XZ-ASLT-01');
  });

  it("XZ-ASLT-02 the assault is the CHARGE order's second action, not its first", () => {
    const s = duel();
    withOrder(s, 'red.squad', 'charge', 0);
    s.phase = 'primary';
    refused(game(s), charge(intoContact()), 'not-secondary', 'XZ-ASLT-02');
  });

  it('XZ-ASLT-03 the target must be an enemy unit on the table', () => {
    refused(game(duel()), charge(intoContact(), 'red.squad'), 'not-enemy', 'XZ-ASLT-03');
    refused(game(duel()), charge(intoContact(), 'blue.nobody'), 'unknown-unit', 'XZ-ASLT-03');
  });

  it("XZ-ASLT-03 the target must be in the leader's line of sight", () => {
    const s = duel({
      scenario: {
        id: 'walled',
        name: 'Walled',
        terrain: [
          {
            id: 'block',
            kind: 'area',
            areaType: 'Built Up Area',
            blocksLOS: true,
            shape: { kind: 'rect', rect: { x0: 20, y0: 22, x1: 45, y1: 23 } },
          },
        ],
      },
    });
    refused(game(s), charge(intoContact()), 'not-in-sight', 'XZ-ASLT-03');
  });

  it("XZ-ASLT-03 the target must be within the unit's terrain-modified Mobility (R17)", () => {
    const s = duel({
      scenario: {
        id: 'rough',
        name: 'Rough',
        terrain: [
          {
            id: 'rubble',
            kind: 'area',
            areaType: 'Difficult Ground',
            shape: { kind: 'rect', rect: { x0: 20, y0: 21.5, x1: 45, y1: 23.5 } },
          },
        ],
      },
    });
    const error = refused(game(s), charge(intoContact()), 'too-far', 'R31');
    expect(error?.message).toMatch(/terrain-modified Mobility/);
    const [sample] = assaultTargets(s) as { models: { model: string; y: number }[] }[];
    const leader = sample?.models.find((p) => p.model === 'red.squad.m1');
    expect(leader?.y).toBeLessThan(24.99);
    expect(leader?.y).toBeGreaterThanOrEqual(23 - 1e-9);
  });

  it('XZ-ASLT-04 the leader moves first and must be placed', () => {
    const models = intoContact().slice(1);
    refused(game(duel()), charge(models), 'leader-not-placed', 'XZ-ASLT-04');
  });

  it('XZ-ASLT-04 the leader ends in base contact or within 2" of a target model', () => {
    const within2 = intoContact(23.5);
    const { state } = accept(game(duel(), ONES), charge(within2.slice(0, 1).concat(intoContact().slice(1))));
    expect(unit(state, 'red.squad').models[0]?.y).toBe(23.5);
    const tooFar = [{ model: 'red.squad.m1', x: 30, y: 22.5 }, ...intoContact().slice(1)];
    refused(game(duel()), charge(tooFar), 'leader-not-engaged', 'XZ-ASLT-04');
  });

  it('XZ-ASLT-05 the rest must be placed in contact where there is room', () => {
    const models = intoContact();
    models[2] = { model: 'red.squad.m3', x: 33, y: 24 };
    const error = refused(game(duel()), charge(models), 'contact-required', 'XZ-ASLT-05');
    expect(error?.path).toEqual(['models', 2]);
  });

  it('XZ-ASLT-05 every model ends within 6" of the leader', () => {
    const s = duel({
      redAt: {
        x: 30,
        y: 20,
        models: [
          { x: 30, y: 20 },
          { x: 31.5, y: 20 },
          { x: 33, y: 20 },
          { x: 34.5, y: 20 },
          { x: 30, y: 12 },
        ],
      },
    });
    const models = intoContact().slice(0, 4);
    refused(game(s), charge(models), 'out-of-assault-radius', 'XZ-ASLT-05');
  });

  describe('with room for only three models around a lone target at the table edge', () => {
    const edge = () =>
      duel({
        blue: assaultSquad({ models: [{ name: 'Champion', leader: true }] }),
        blueAt: { x: 30, y: 47.5 },
        redAt: {
          x: 30,
          y: 43,
          models: [
            { x: 30, y: 43 },
            { x: 28.5, y: 43 },
            { x: 31.5, y: 43 },
            { x: 27, y: 43 },
            { x: 33, y: 43 },
          ],
        },
      });
    const leader = { model: 'red.squad.m1', x: 30, y: 46.495 };
    const west = { model: 'red.squad.m2', x: 29.1296, y: 46.9975 };
    const east = { model: 'red.squad.m3', x: 30.8704, y: 46.9975 };
    const near4 = { model: 'red.squad.m4', x: 28.2, y: 46.2 };
    const near5 = { model: 'red.squad.m5', x: 31.8, y: 46.2 };

    it('XZ-ASLT-06 models with no room for contact are placed within 2" of an enemy model', () => {
      const { state, events } = accept(game(edge(), ONES), charge([leader, west, east, near4, near5]));
      expect(unit(state, 'red.squad').models[3]).toMatchObject({ x: 28.2, y: 46.2 });
      expect(ofType(events, 'unit-moved')[0]?.rules).toContain('XZ-ASLT-06');
    });

    it('XZ-ASLT-05 a model left out of a contact spot that is free is refused', () => {
      refused(
        game(edge()),
        charge([leader, near4, east, { ...near4, model: 'red.squad.m2', x: 26.8 }, near5]),
        'contact-required',
        'XZ-ASLT-05',
      );
    });

    it('XZ-ASLT-06 a model that can reach 2" must end within 2"', () => {
      const far = { model: 'red.squad.m4', x: 27, y: 44.5 };
      refused(game(edge()), charge([leader, west, east, far, near5]), 'within-2-required', 'XZ-ASLT-06');
    });

    it('R31 the sampled assault follows the priorities and is accepted', () => {
      const s = edge();
      const [sample] = assaultTargets(s);
      expect(sample).toBeDefined();
      const { state } = accept(game(s, ONES), sample as never);
      const target = unit(state, 'blue.squad').models[0];
      const gaps = unit(state, 'red.squad').models.map(
        (m) => Math.hypot(m.x - (target?.x ?? 0), m.y - (target?.y ?? 0)) - 1,
      );
      expect(gaps.filter((g) => g <= 0.01)).toHaveLength(3);
      expect(gaps.every((g) => g <= 2)).toBe(true);
    });
  });

  it('XZ-ASLT-06 a model that can\'t reach 2" ends as close as possible', () => {
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
    const models = [...intoContact().slice(0, 4), { model: 'red.squad.m5', x: 25.5, y: 20.5 }];
    refused(game(s), charge(models), 'not-close-enough', 'XZ-ASLT-06');
    const closest = [...intoContact().slice(0, 4), { model: 'red.squad.m5', x: 26.57, y: 20.28 }];
    expect(ofType(accept(game(s, ONES), charge(closest)).events, 'unit-moved')[0]?.rules).toContain(
      'XZ-ASLT-06',
    );
  });

  it("XZ-ORD-07 XZ-MOVE-03 no model charges through another unit's model", () => {
    const s = position({
      red: aForce([assaultSquad()]),
      blue: aForce([
        assaultSquad(),
        assaultSquad({ id: 'screen', models: [{ name: 'Picket', leader: true }] }),
      ]),
      place: {
        'red.squad': { x: 30, y: 20 },
        'blue.squad': { x: 30, y: 26 },
        'blue.screen': { x: 30, y: 22.5 },
      },
    });
    withOrder(s, 'red.squad', 'charge', 1);
    acting(s, RED, 'secondary');
    const error = refused(game(s), charge(intoContact()), 'too-far', 'R31');
    expect(error?.message).toMatch(/through another model/);
  });

  it('R31 no model may overlap another', () => {
    const models = intoContact();
    models[1] = { model: 'red.squad.m2', x: 30.6, y: 24.3 };
    refused(game(duel()), charge(models), 'overlap', 'XZ-MOVE-02');
  });

  it('XZ-MOR-15 a Routed unit that is assaulted is destroyed at once and no assault steps are resolved', () => {
    const s = duel();
    unit(s, 'blue.squad').morale = 'routed';
    const { state, events } = accept(game(s), charge(intoContact()));
    expect(unit(state, 'blue.squad').status).toBe('destroyed');
    expect(ofType(events, 'unit-destroyed')[0]?.rules).toContain('XZ-MOR-15');
    expect(ofType(events, 'strike-order')).toHaveLength(0);
    expect(state.assault).toBeUndefined();
    expect(state.queue).toEqual([]);
  });

  it('R31 every sampled assault is accepted', () => {
    const s = duel();
    const samples = assaultTargets(s);
    expect(samples).toHaveLength(1);
    accept(game(s, ONES), samples[0] as never);
  });

  it('XZ-ASLT-03 an enemy beyond reach gives no sample and a unit on another order none at all', () => {
    const far = duel({ blueAt: { x: 30, y: 35 } });
    expect(assaultTargets(far)).toEqual([]);
    const other = duel();
    withOrder(other, 'red.squad', 'advance', 1);
    expect(assaultTargets(other)).toEqual([]);
  });
});

describe('Jump Jets in an Assault (R28, XZ-SMOV-04, XZ-SMOV-05)', () => {
  /** Red jump troops (Mobility 5", Jump Jets) at y = 20; blue's line at y = 29, 9" away: out of a 5" move. */
  const jumpers = (blueAt = { x: 30, y: 29 }) =>
    duel({ red: assaultSquad({ mobility: { type: 'L', abilities: ['J'], speed: 5 } }), blueAt });
  const jumpCharge = (models = intoContact(27.995)) => ({ ...charge(models), jump: true }) as never;

  it('XZ-SMOV-04 R28 a jump replaces the normal movement of an Assault move: up to 8" into contact', () => {
    const s = jumpers();
    refused(game(s), charge(intoContact(27.995)), 'too-far', 'R31');
    const { state, events } = accept(game(s, ONES), jumpCharge());
    expect(unit(state, 'red.squad').models.map((m) => m.y)).toEqual([27.995, 27.995, 27.995, 27.995, 27.995]);
    const moved = ofType(events, 'unit-moved')[0];
    expect(moved?.kind).toBe('assault');
    expect(moved?.rules).toEqual(expect.arrayContaining(['XZ-SMOV-04', 'R28', 'XZ-ASLT-04']));
    expect(moved?.rules).not.toContain('XZ-SMOV-05');
    expect(ofType(events, 'strike-order')).toHaveLength(1);
  });

  it('XZ-SMOV-04 R28 a jump is at most 8"', () => {
    const s = jumpers({ x: 30, y: 29.5 });
    refused(game(s), jumpCharge(intoContact(28.495)), 'too-far', 'R28');
  });

  it('XZ-SMOV-04 a unit without Jump Jets may not jump into an assault, and the state is unchanged', () => {
    const before = game(duel());
    const r = applyCommand(before, jumpCharge(intoContact()));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'no-jump-jets', rule: 'XZ-SMOV-04', path: ['jump'] });
  });

  it('XZ-SMOV-05 R28 a jump onto a higher level is 2" shorter for each level climbed', () => {
    const roof = {
      id: 'roof',
      kind: 'area',
      areaType: 'Built Up Area',
      level: 1,
      shape: { kind: 'rect', rect: { x0: 20, y0: 25, x1: 45, y1: 34 } },
    };
    const onRoof = (y: number) =>
      duel({
        red: assaultSquad({ mobility: { type: 'L', abilities: ['J'], speed: 5 } }),
        blueAt: { x: 30, y },
        scenario: { id: 'roof', name: 'Roof', terrain: [roof] as never },
      });
    // Onto the roof (one level up), 8" − 2" = 6": the 7.995" jump into contact is too long, a 5.995" one is not.
    refused(game(onRoof(29)), jumpCharge(), 'too-far', 'R28');
    const { events } = accept(game(onRoof(27), ONES), jumpCharge(intoContact(25.995)));
    expect(ofType(events, 'unit-moved')[0]?.rules).toEqual(expect.arrayContaining(['XZ-SMOV-05', 'R28']));
  });

  it('R28 the samples offer a jumping Assault to a unit with Jump Jets, and it is accepted', () => {
    const s = jumpers();
    const samples = assaultTargets(s) as { jump?: boolean }[];
    expect(samples.map((c) => c.jump)).toEqual([true]);
    const { events } = accept(game(s, ONES), samples[0] as never);
    expect(ofType(events, 'unit-moved')[0]?.rules).toContain('XZ-SMOV-04');
  });
});

function assaultTargets(s: ReturnType<typeof duel>) {
  return legalCommands(game(s) as never, RED).filter((c) => (c as { type: string }).type === 'assault');
}
