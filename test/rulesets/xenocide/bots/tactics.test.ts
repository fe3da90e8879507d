import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import { applyCommand } from '../../../../src/index.js';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state.js';
import {
  aBuilding,
  aPosition,
  aTank,
  aTitan,
  aTrooper,
  aUnit,
  aWeapon,
  type Game,
  gameOf,
  PROFILES,
  rect,
  startGame,
} from '../../../support/xenocide';

/** The heuristic's command for `player` in a game, checked accepted by the engine, with the state after it. */
function decide(game: Game, player = 'red') {
  const command = xenocideHeuristicBot().choose(game, player, botRandom(1));
  const result = applyCommand(game, command);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(command)}: ${result.error.message}`);
  return {
    command: command as unknown as Record<string, unknown>,
    after: result.state.game as XenocideState,
    game: result.state as Game,
  };
}

/** A Seize Ground position with one objective. */
function seizeGround(position: XenocideState, at = { x: 36, y: 44 }): XenocideState {
  return {
    ...position,
    scenario: 'seize-ground',
    objectives: [{ id: 'o1', owner: 'blue', x: at.x, y: at.y, revealed: true, removed: false }],
  };
}

const far = aUnit({ id: 'blue.c1.u1', at: [{ x: 70, y: 46 }] });

describe('the heuristic bot uses transports (XEN-TRANS)', () => {
  it('XEN-TRANS-02/05: troops beside their transport get in and ride toward a far objective', () => {
    const platoon = aUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 34, y: 6 }, profile: 'generic/line-infantry' },
        { at: { x: 38, y: 6 }, profile: 'generic/line-infantry' },
        { at: { x: 36, y: 4 }, profile: 'generic/apc' },
      ],
    });
    const position = seizeGround(aPosition({ units: [platoon, far], phase: 'first-movement' }));
    const { command, after } = decide(gameOf(position));
    expect(command).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1' });
    expect(command.embark).toHaveLength(2);
    const models = after.units[0]?.models ?? [];
    expect(models.slice(0, 2).every((m) => m.embarkedIn === 'red.c1.u1.m3')).toBe(true);
    // The transport drove on at its own speed, farther than the troops walk.
    expect((models[2]?.y ?? 0) - 4).toBeGreaterThan(8);
  });

  it('XEN-TRANS-04: riders get out on the objective side when their transport nears it', () => {
    const platoon = aUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 36, y: 30 }, profile: 'generic/line-infantry', embarkedIn: 'red.c1.u1.m3' },
        { at: { x: 36, y: 30 }, profile: 'generic/line-infantry', embarkedIn: 'red.c1.u1.m3' },
        { at: { x: 36, y: 30 }, profile: 'generic/apc' },
      ],
    });
    const position = seizeGround(aPosition({ units: [platoon, far], phase: 'first-movement' }));
    const { command, after } = decide(gameOf(position));
    expect(command.disembark).toHaveLength(2);
    const [a, b, apc] = after.units[0]?.models ?? [];
    expect(a?.embarkedIn).toBeUndefined();
    expect(b?.embarkedIn).toBeUndefined();
    // Out ahead of the transport, toward the objective.
    expect(Math.min(a?.y ?? 0, b?.y ?? 0)).toBeGreaterThan(apc?.y ?? 99);
  });
});

describe('the heuristic bot strikes from its transport by teleport (XEN-TRANS-13)', () => {
  it('XEN-TRANS-13 teleport troops on Assault orders teleport out of their dropship into a weak enemy within reach', () => {
    const squad = aUnit({
      id: 'red.c1.u1',
      order: 'assault',
      models: [
        ...[1, 2, 3, 4].map(() => ({
          at: { x: 36, y: 20 },
          profile: 'generic/teleport-infantry',
          embarkedIn: 'red.c1.u1.m5',
        })),
        { at: { x: 36, y: 20 }, profile: 'generic/light-dropship' },
      ],
    });
    const enemy = aUnit({ id: 'blue.c1.u1', at: [{ x: 36, y: 29 }] });
    const position = aPosition({ units: [squad, enemy], phase: 'second-movement' });
    const { command, after } = decide(gameOf(position, [1]));
    expect(command).toMatchObject({ type: 'move-unit', mode: 'teleport', models: [] });
    expect(command.disembark).toHaveLength(4);
    const out = (after.units[0]?.models ?? []).slice(0, 4);
    expect(out.every((m) => m.embarkedIn === undefined && m.y > 23)).toBe(true);
    // Landed within 4" of the enemy: a close assault (XEN-MOVE-09).
    expect(out.some((m) => Math.hypot(m.x - 36, m.y - 29) < 5)).toBe(true);
  });
});

describe('the heuristic bot teleports (XEN-TERR-33)', () => {
  it('a teleporting unit far from its goal teleports farther than it walks', () => {
    const porters = aUnit({
      id: 'red.c1.u1',
      profile: 'test/porter',
      order: 'move-and-fire',
      at: [
        { x: 34, y: 6 },
        { x: 36, y: 6 },
      ],
    });
    const position = seizeGround(aPosition({ units: [porters, far], phase: 'first-movement' }));
    const { command } = decide(gameOf(position, [1]));
    expect(command).toMatchObject({ type: 'move-unit', mode: 'teleport' });
    const models = command.models as { path: { y: number }[] }[];
    expect(models.every((m) => m.path.length === 1 && (m.path[0]?.y ?? 0) > 14)).toBe(true);
  });
});

describe('the heuristic bot goes on overwatch (XEN-CP-11, XEN-OW-01)', () => {
  it('a ranged unit with nothing in range goes on overwatch when an enemy still to act can come into range', () => {
    const guns = aUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: [{ x: 36, y: 6 }] });
    // 30" away: out of the rifles' 24", within reach of a move and a volley.
    const enemy = aUnit({ id: 'blue.c1.u1', at: [{ x: 36, y: 36 }] });
    const { command, after } = decide(gameOf(aPosition({ units: [guns, enemy] })));
    expect(command).toEqual({ type: 'go-on-overwatch', player: 'red', units: ['red.c1.u1'] });
    expect(after.units[0]?.overwatch).toBe(true);
  });

  it('does not pay for overwatch when every enemy has already acted this turn', () => {
    const guns = aUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: [{ x: 36, y: 6 }] });
    const enemy = aUnit({ id: 'blue.c1.u1', at: [{ x: 36, y: 36 }] });
    const position = aPosition({ units: [guns, enemy] });
    const acted = {
      ...position,
      companies: position.companies.map((c) => (c.player === 'blue' ? { ...c, activated: true } : c)),
    };
    const { command } = decide(gameOf(acted));
    expect(command.type).not.toBe('go-on-overwatch');
  });

  it('XEN-SCEN-16: an Invasion defender deploys its ranged units on overwatch', () => {
    // The pre-game played by the bot itself up to the defender's first deployment.
    let game = startGame('invasion');
    const defending = () => {
      const state = game.game as XenocideState;
      const player = game.pending[0]?.player;
      return (
        state.stage.kind === 'deploy' && state.sides.find((s) => s.player === player)?.role === 'defender'
      );
    };
    for (let i = 0; i < 40 && !defending(); i++) game = decide(game, game.pending[0]?.player).game;
    expect(defending()).toBe(true);
    const { command, after } = decide(game, game.pending[0]?.player);
    expect(command.type).toBe('deploy-company');
    const units = command.units as { unit: string; overwatch?: boolean }[];
    const watching = units.filter((u) => u.overwatch === true).map((u) => u.unit);
    expect(watching.length).toBeGreaterThan(0);
    for (const id of watching) expect(after.units.find((u) => u.id === id)?.overwatch).toBe(true);
  });
});

describe('the heuristic bot sharpens its fire', () => {
  it('XEN-SHOOT-09: Strength-0 shots that an Armor-6 target always saves are focused', () => {
    const profiles = {
      ...PROFILES,
      'test/bunker': aTank({ name: 'Bunker', armor: 6 }),
      'test/gunner': aTrooper({
        name: 'Gunner',
        weapons: [aWeapon({ name: 'Spray', shots: 6, accuracy: 4 })],
      }),
    };
    const gunners = aUnit({ id: 'red.c1.u1', profile: 'test/gunner', at: [{ x: 36, y: 10 }] }, profiles);
    const tanks = aUnit({ id: 'blue.c1.u1', profile: 'test/bunker', at: [{ x: 36, y: 22 }] }, profiles);
    const { command } = decide(gameOf(aPosition({ units: [gunners, tanks], profiles }), Array(40).fill(6)));
    expect(command).toMatchObject({ type: 'shoot', target: 'blue.c1.u1' });
    expect(command.weapons).toEqual([{ weapon: 'Spray', focusFire: true }]);
  });

  it('XEN-CP-09: hits are directed at the dear models of a mixed unit when that is worth the CP', () => {
    const profiles = {
      ...PROFILES,
      'test/officer': aTrooper({ name: 'Officer', vp: 80 }),
      'test/weak': aTrooper({ name: 'Conscript', vp: 5 }),
    };
    const shooters = aUnit(
      {
        id: 'red.c1.u1',
        at: [
          { x: 34, y: 10 },
          { x: 36, y: 10 },
          { x: 38, y: 10 },
        ],
      },
      profiles,
    );
    const mixed = aUnit(
      {
        id: 'blue.c1.u1',
        value: 100,
        models: [
          { at: { x: 34, y: 20 }, profile: 'test/weak' },
          { at: { x: 35, y: 20 }, profile: 'test/weak' },
          { at: { x: 36, y: 20 }, profile: 'test/weak' },
          { at: { x: 37, y: 20 }, profile: 'test/officer' },
        ],
      },
      profiles,
    );
    const { command, after } = decide(
      gameOf(aPosition({ units: [shooters, mixed], profiles }), Array(40).fill(6)),
    );
    expect(command).toMatchObject({ type: 'shoot', directedAt: ['blue.c1.u1.m4'] });
    expect(after.sides[0]?.cp).toBe(2);
  });
});

describe('the heuristic bot spends CP with purpose', () => {
  it('XEN-CP-06: a unit with nothing in range yet waits for a later company (coordination)', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 20, y: 6 }] }),
        aUnit({ id: 'red.c1.u2', at: [{ x: 50, y: 6 }] }),
        aUnit({ id: 'red.c2.u1', at: [{ x: 36, y: 4 }] }),
        aUnit({ id: 'blue.c1.u1', at: [{ x: 20, y: 32 }] }),
      ],
    });
    const activate = {
      ...position,
      scenario: 'attrition' as const,
      stage: { kind: 'activate' as const, player: 'red' },
      units: position.units.map((u) => {
        const { order: _order, ...rest } = u;
        return rest;
      }),
      sides: position.sides.map((s) =>
        s.player === 'red' ? { ...s, activationOrder: ['red.c1', 'red.c2'] } : s,
      ) as unknown as XenocideState['sides'],
    } as XenocideState;
    const { command, after } = decide(gameOf(activate));
    expect(command).toMatchObject({
      type: 'activate-company',
      company: 'red.c1',
      coordinate: { with: 'red.c2' },
    });
    expect((command.coordinate as { units: string[] }).units).toContain('red.c1.u1');
    expect(after.units.find((u) => u.id === 'red.c1.u1')?.coordinatedWith).toBe('red.c2');
  });

  it('XEN-CP-13: a suppressed unit pays to move onto an objective within reach', () => {
    const squad = aUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      suppression: 1,
      at: [{ x: 36, y: 30 }],
    });
    const position = seizeGround(aPosition({ units: [squad, far], phase: 'first-movement' }), {
      x: 36,
      y: 34,
    });
    const { command, after } = decide(gameOf(position));
    expect(command).toMatchObject({ type: 'move-unit', suppressedMove: true });
    expect(after.sides[0]?.cp).toBe(2);
    expect(after.units[0]?.models[0]?.y).toBeGreaterThan(31);
  });
});

describe('the heuristic bot fights for ground', () => {
  it('XEN-BLD-12: a unit sent to an objective occupies the building standing on it', () => {
    const { feature, building } = aBuilding('house', rect(34, 14, 4, 4));
    const squad = aUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: [{ x: 36, y: 10 }] });
    const position = seizeGround(
      {
        ...aPosition({ units: [squad, far], terrain: [feature], phase: 'first-movement' }),
        buildings: [building],
      },
      { x: 36, y: 16 },
    );
    const { command, after } = decide(gameOf(position));
    expect(command).toMatchObject({ type: 'move-unit', enter: { building: 'house' } });
    expect(after.buildings?.[0]?.sections[0]?.occupants).toEqual(['red.c1.u1']);
  });

  it('XEN-CA: holding its ground in Attrition, a unit that out-fights the nearest enemy goes for it', () => {
    const profiles = { ...PROFILES, 'test/ogre': aTrooper({ name: 'Ogre', caa: 6, cad: 6, vp: 20 }) };
    const ogres = aUnit(
      {
        id: 'red.c1.u1',
        profile: 'test/ogre',
        order: 'assault',
        at: [
          { x: 36, y: 10 },
          { x: 38, y: 10 },
        ],
      },
      profiles,
    );
    const weak = aUnit({ id: 'blue.c1.u1', profile: 'test/weak', at: [{ x: 37, y: 30 }] }, profiles);
    // Assault orders move in the Second Movement phase (XEN-TURN-14).
    const position = aPosition({ units: [ogres, weak], profiles, phase: 'second-movement' });
    const { command, after } = decide(gameOf(position));
    expect(command).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1' });
    expect(after.units[0]?.models[0]?.y).toBeGreaterThan(12);
  });

  it('XEN-WIN-10: the Invasion defender closes with an attacker out of its reach instead of waiting', () => {
    const platoon = aUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      at: [
        { x: 36, y: 10 },
        { x: 38, y: 10 },
      ],
    });
    // Four to two: holding its ground, the platoon would not charge them (no favourable exchange).
    const attackers = aUnit({
      id: 'blue.c1.u1',
      at: [
        { x: 33, y: 40 },
        { x: 35, y: 40 },
        { x: 37, y: 40 },
        { x: 39, y: 40 },
      ],
    });
    const base = aPosition({ units: [platoon, attackers], phase: 'first-movement' });
    const position: XenocideState = {
      ...base,
      scenario: 'invasion',
      sides: base.sides.map((s) => ({ ...s, role: s.player === 'red' ? 'defender' : 'attacker' })) as never,
    };
    const { command, after } = decide(gameOf(position));
    expect(command).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1' });
    expect(after.units[0]?.models[0]?.y).toBeGreaterThan(12);
  });

  it('XEN-TITAN-12: a titan on Fire and Move orders does not walk into an enemy titan on its way to the objective', () => {
    const strider = aTitan({ id: 'red.c1.u1', order: 'fire-and-move', at: { x: 36, y: 12 } });
    const enemy = aTitan({ id: 'blue.c1.u1', at: { x: 36, y: 26 } });
    const position = seizeGround(aPosition({ units: [strider, enemy], phase: 'second-movement' }));
    const { after } = decide(gameOf(position));
    const [mine, theirs] = after.units.map((u) => u.models[0]);
    const gap = Math.hypot((mine?.x ?? 0) - (theirs?.x ?? 0), (mine?.y ?? 0) - (theirs?.y ?? 0));
    // It may close in (it may assault, XEN-MOVE-09), but does not start a titan duel it did not choose.
    expect(gap - (mine?.radius ?? 0) - (theirs?.radius ?? 0)).toBeGreaterThan(4);
  });

  it('XEN-OVR-01: a unit drives through an enemy it clearly out-fights on the way to its objective', () => {
    const cars = aUnit({
      id: 'red.c1.u1',
      profile: 'generic/armoured-car',
      order: 'assault',
      at: [
        { x: 8, y: 10 },
        { x: 11, y: 10 },
        { x: 14, y: 10 },
      ],
    });
    const weak = aUnit({
      id: 'blue.c1.u1',
      profile: 'test/weak',
      at: [
        { x: 11, y: 20 },
        { x: 12, y: 20 },
      ],
    });
    const position = seizeGround(aPosition({ units: [cars, weak], phase: 'second-movement' }), {
      x: 12,
      y: 44,
    });
    const { command, game } = decide(gameOf(position, Array(60).fill(4)));
    expect(command).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1', overrun: 'blue.c1.u1' });
    // XEN-OVR-03: the overrun's single close-assault round has begun.
    expect(game.pending[0]?.constraints).toMatchObject({ kind: 'overrun', assault: 'red.c1.u1.overrun' });
  });
});
