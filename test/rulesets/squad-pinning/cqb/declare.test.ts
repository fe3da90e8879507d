import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { acting, BLUE, eventsOf, force, game, position, RED, refused, unit } from '../engine-support';
import { moved, run, times } from './cqb-support';

const spare = times(80, 1);

/** Red rifle squad at y 10, blue rifle squad at y 16 (a 5" gap), open table, red acting. */
function facing(params = {}) {
  return acting(
    position({ params, place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } } }),
    'red.u1',
  );
}

const assault = (positions: { x: number; y: number }[], extra = {}) =>
  ({ type: 'assault', player: RED, unit: 'red.u1', target: 'blue.u1', positions, ...extra }) as const;

describe('Enter into CQB: the declaration', () => {
  it('SQ-ACT-04 a unit enters CQB against an enemy unit: the action is taken and the assault declared', () => {
    const s = facing();
    const r = run(game(s, spare), assault(moved(s, 'red.u1', 0, 3.5)));
    expect(eventsOf(r.events, 'action-taken')[0]).toMatchObject({ unit: 'red.u1', action: 'assault' });
    expect(eventsOf(r.events, 'assault-declared')[0]).toMatchObject({
      units: ['red.u1'],
      target: ['blue.u1'],
    });
    expect(eventsOf(r.events, 'cqb-strikes').length).toBeGreaterThan(0);
    expect(unit(r.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 13.5 });
  });

  it('SQ-ACT-04 with no enemy within assault reach the assault action is not offered and is refused', () => {
    const s = acting(
      position({ place: { 'red.u1': { x: 10, y: 5 }, 'blue.u1': { x: 10, y: 40 } } }),
      'red.u1',
    );
    const g = game(s, spare);
    expect(legalCommands(g as never, RED).some((c) => (c as { type: string }).type === 'assault')).toBe(
      false,
    );
    refused(g, assault(moved(s, 'red.u1', 0, 6)), 'illegal-action', 'SQ-DEF-19');
  });

  it('SQ-CQB-01 every model must end within 3" of the target: 3.5" short is refused, the state unchanged', () => {
    const s = facing();
    const g = game(s, spare);
    // Moving 1" leaves a 4" gap.
    refused(g, assault(moved(s, 'red.u1', 0, 1)), 'out-of-assault-range', 'SQ-CQB-01');
    // One model left behind.
    const positions = moved(s, 'red.u1', 0, 3.5);
    positions[7] = { x: 20.5, y: 11.6 };
    refused(g, assault(positions), 'out-of-assault-range', 'SQ-CQB-01');
    const r = run(g, assault(moved(s, 'red.u1', 0, 2.5)));
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ unit: 'red.u1', why: 'assault' });
  });

  it('SQ-CQB-01 the assault move may end within 1" of the target (the clearance is waived) but not beyond the move', () => {
    const s = facing();
    const g = game(s, spare);
    const r = run(g, assault(moved(s, 'red.u1', 0, 4.5)));
    expect(unit(r.game.game, 'red.u1').models[0]?.y).toBe(14.5);
    const far = acting(
      position({ place: { 'red.u1': { x: 10, y: 7 }, 'blue.u1': { x: 10, y: 16 } } }),
      'red.u1',
    );
    refused(game(far, spare), assault(moved(far, 'red.u1', 0, 7.5)), 'too-far', 'SQ-DEF-12');
  });

  it('SQ-DEF-19 Pinned, Broken and vehicle units cannot assault; an engaged enemy cannot be assaulted', () => {
    const pinned = facing();
    unit(pinned, 'red.u1').pinned = true;
    refused(game(pinned, spare), assault(moved(pinned, 'red.u1', 0, 3.5)), 'illegal-action', 'SQ-DEF-11');
    const tank = acting(
      position({
        red: force('battleTank'),
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'red.u1',
    );
    refused(game(tank, spare), assault([{ x: 10, y: 12 }]), 'illegal-action', 'SQ-DEF-04');
    const busy = acting(
      position({
        red: force('rifleSquad', 'rifleSquad'),
        blue: force('rifleSquad', 'rifleSquad'),
        place: {
          'red.u1': { x: 10, y: 10 },
          'red.u2': { x: 30, y: 22 },
          'blue.u1': { x: 10, y: 16 },
          'blue.u2': { x: 10, y: 18 },
        },
      }),
      'red.u1',
    );
    unit(busy, 'blue.u1').engaged = ['red.u2'];
    unit(busy, 'red.u2').engaged = ['blue.u1'];
    refused(game(busy, spare), assault(moved(busy, 'red.u1', 0, 3.5)), 'illegal-target', 'SQ-DEF-19');
  });

  it('SQ-DEF-19 the reach allows jump packs: a Jump Squad 10" away assaults with `jump`, not on foot', () => {
    const s = acting(
      position({
        red: force('jumpSquad'),
        place: { 'red.u1': { x: 10, y: 4 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'red.u1',
    );
    const g = game(s, spare);
    refused(g, assault(moved(s, 'red.u1', 0, 9.5)), 'too-far', 'SQ-DEF-12');
    const r = run(g, assault(moved(s, 'red.u1', 0, 9.5), { jump: true }));
    expect(unit(r.game.game, 'red.u1').models[0]?.y).toBe(13.5);
    expect(
      legalCommands(g as never, RED).some(
        (c) => (c as { jump?: boolean; type: string }).type === 'assault' && (c as { jump?: boolean }).jump,
      ),
    ).toBe(true);
  });

  it('SQ-DEF-19 the legal assault samples are accepted', () => {
    const s = facing();
    const g = game(s, spare);
    const assaults = legalCommands(g as never, RED).filter((c) => (c as { type: string }).type === 'assault');
    expect(assaults.length).toBeGreaterThan(0);
    for (const c of assaults) run(g, c as never);
    expect(BLUE).toBe('blue');
  });

  it('cqb.maxAssaultingUnits: 2 allows a multiple assault; 1 refuses the partner', () => {
    const build = (params = {}) =>
      acting(
        position({
          params,
          red: force('rifleSquad', 'rifleSquad'),
          place: {
            'red.u1': { x: 10, y: 10 },
            'red.u2': { x: 22, y: 10, spacing: 1 },
            'blue.u1': { x: 8, y: 16, spacing: 3 },
          },
        }),
        'red.u1',
      );
    const command = (s: ReturnType<typeof build>) =>
      ({
        type: 'assault',
        player: RED,
        unit: 'red.u1',
        target: 'blue.u1',
        positions: moved(s, 'red.u1', 0, 3.5),
        partner: { unit: 'red.u2', positions: moved(s, 'red.u2', 0, 3.5) },
      }) as const;
    const two = build();
    const r = run(game(two, spare), command(two));
    expect(eventsOf(r.events, 'assault-declared')[0]?.units).toEqual(['red.u1', 'red.u2']);
    const one = build({ cqb: { maxAssaultingUnits: 1 } });
    refused(game(one, spare), command(one), 'too-many-units', 'SQ-DEF-20');
  });

  it('vehicles.mayAssault: false refuses a vehicle assault; true lets the vehicle strike with its cqbAttacks', () => {
    const build = (mayAssault: boolean) =>
      acting(
        position({
          params: {
            vehicles: { mayAssault },
            profiles: {
              rammer: {
                name: 'Rammer',
                type: 'vehicle',
                models: 1,
                quality: 'regular',
                move: 10,
                armour: { front: 'Lt', side: 'Lt', rear: 'Lt' },
                weapons: ['hmg'],
                cqbAttacks: 3,
                points: 60,
              },
            },
          },
          red: force('rammer'),
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
        }),
        'red.u1',
      );
    const off = build(false);
    refused(game(off, spare), assault([{ x: 10, y: 12 }]), 'illegal-action', 'SQ-DEF-04');
    const on = build(true);
    // 3 attacks at 4+: 4, 4, 1 → 2 hits; blue saves 5+: 1, 1 → 2 casualties. Blue strikes back at the moved
    // vehicle (2" moved: 4+): 6 attacks all 1s. The crew test: 6.
    const r = run(game(on, [4, 4, 1, 1, 1, ...times(6, 1), 6, ...spare]), assault([{ x: 10, y: 12 }]));
    expect(eventsOf(r.events, 'cqb-strikes')[0]).toMatchObject({ unit: 'red.u1', attacks: 3, hits: 2 });
    expect(unit(r.game.game, 'blue.u1').models.filter((m) => m.alive)).toHaveLength(6);
  });
});
