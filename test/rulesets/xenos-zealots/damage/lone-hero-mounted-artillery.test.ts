import { applyCommand, createGame, type GameState, legalCommands, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import { xenosZealots } from '../../../../src/rulesets/xenos-zealots/ruleset';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { validateXzForce } from '../../../../src/rulesets/xenos-zealots/validate';
import { aForce, aTank, aUnit, aWeapon, issueWithCode } from '../builders';
import { BLUE, OPEN_TABLE, RED, unit } from '../engine-support';
import { accept, game, ofType, range, SAVES, shot } from '../shooting/support';

/** A Hero character: one model, no retinue (XZ-SMU-16). */
const hero = (): UnitCardInput =>
  aUnit({ id: 'hero', name: 'Hero', character: true, wounds: 3, models: [{ name: 'Hero' }] });

/** A spore mortar grown on a beast: vehicle-mounted artillery (XZ-UNIT-10). */
const bombard = (): UnitCardInput =>
  aTank({
    id: 'bombard',
    name: 'Bombard',
    artillery: 'vehicle-mounted',
    mobility: { type: 'L', speed: 5 },
    weapons: [
      aWeapon({
        name: 'Mortar',
        type: 'fire-support',
        range: 48,
        specials: ['indirect'],
        mount: { kind: 'turret' },
      }),
    ],
    structure: { mobility: 1, attacks: [{ weapon: 'Mortar', points: 2 }] },
    models: [{ name: 'Bombard', body: 'monster' }],
  });

const fireAt = (target: string, at: { x: number; y: number }) =>
  shot('red.squad', at, [{ model: 'red.squad.m1', weapon: 'Rifle', target }]);

/** Deploys both forces (first legal placement each time) and returns the deployment events. */
function deployAll(blue: Parameters<typeof aForce>[0], over: object = {}): XzEvent[] {
  let g = createGame(
    xenosZealots,
    {
      players: [
        { id: RED, force: aForce([aUnit()]) },
        { id: BLUE, force: aForce(blue, over) },
      ],
      scenario: OPEN_TABLE as never,
      attacker: RED,
    },
    { seed: 5, dice: scripted([]) },
  ) as unknown as GameState<XzState>;
  const zone = applyCommand(g, { type: 'choose-zone', player: BLUE, zone: 'south' } as never);
  if (!zone.ok) throw new Error(zone.error.message);
  g = zone.state as GameState<XzState>;
  const events: XzEvent[] = [];
  while (g.game.stage.kind === 'deploy') {
    const result = applyCommand(g, legalCommands(g, g.game.stage.player)[0] as never);
    if (!result.ok) throw new Error(result.error.message);
    events.push(...(result.events as unknown as XzEvent[]));
    g = result.state as GameState<XzState>;
  }
  return events;
}

const deployedRules = (events: XzEvent[], id: string) =>
  events.find((e) => e.type === 'unit-deployed' && e.unit === id)?.rules ?? [];

describe('Xenos & Zealots lone heroes and vehicle-mounted artillery', () => {
  it('XZ-SMU-16 a Hero with no retinue deploys alone as a single-model unit; an attached one does not deploy alone', () => {
    const alone = deployAll([aUnit(), hero()]);
    expect(deployedRules(alone, 'blue.hero')).toContain('XZ-SMU-16');
    expect(deployedRules(alone, 'blue.squad')).not.toContain('XZ-SMU-16');
    const led = deployAll([aUnit(), hero()], { attachments: [{ character: 'hero', unit: 'squad' }] });
    expect(led.some((e) => e.type === 'unit-deployed' && e.unit === 'blue.hero')).toBe(false);
  });

  it('XZ-SMU-16 R11 a lone Hero takes damage as a single-model unit: a penetrating hit suppresses it at once', () => {
    const state = range({
      blue: [hero()],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.hero': { x: 10, y: 20 } },
    });
    // To hit 6 and 1 (one hit); save 1 + AV 2 = 3 against AP 6: penetration 3 + Damage 2 = 5 → 1 wound (Resilience 3).
    const { state: after, events } = accept(
      game(state, [6, 1, 1, ...SAVES]),
      fireAt('blue.hero', { x: 10, y: 20 }),
    );
    expect(ofType(events, 'hit-resolved')[0]).toMatchObject({ saved: false, wounds: 1 });
    const morale = ofType(events, 'morale-changed')[0];
    expect(morale).toMatchObject({ unit: 'blue.hero', from: 'ok', to: 'suppressed' });
    expect(morale?.rules).toEqual(expect.arrayContaining(['XZ-SMU-16', 'XZ-SMU-11', 'R11']));
    expect(unit(after, 'blue.hero').models[0]).toMatchObject({ wounds: 2, suppressed: false });
  });

  it('XZ-SMU-16 a single-model unit that is no character names no Hero rule', () => {
    const state = range({
      blue: [aTank({ armour: { front: 2, side: 2, rearTop: 2 } })],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.tank': { x: 10, y: 20 } },
    });
    const { events } = accept(game(state, [6, 1, 1, ...SAVES]), fireAt('blue.tank', { x: 10, y: 20 }));
    expect(ofType(events, 'morale-changed')[0]?.rules).not.toContain('XZ-SMU-16');
  });

  it('XZ-UNIT-10 artillery mounted on a vehicle takes hits by the vehicle rules: its facing armour, named on the hit', () => {
    const state = range({
      blue: [bombard()],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.bombard': { x: 10, y: 20, facing: 180 } },
    });
    // Facing red (bearing 180 from +y): the front AV 6 + save 1 = 7 ≥ AP 6 stops it.
    const { events } = accept(game(state, [6, 1, 1, ...SAVES]), fireAt('blue.bombard', { x: 10, y: 20 }));
    const resolved = ofType(events, 'hit-resolved')[0];
    expect(resolved).toMatchObject({ facing: 'front', save: 7, saved: true });
    expect(resolved?.rules).toEqual(expect.arrayContaining(['XZ-UNIT-10', 'XZ-SMU-02']));
    // A plain tank's hit names no artillery rule.
    const plain = range({
      blue: [aTank()],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.tank': { x: 10, y: 20, facing: 180 } },
    });
    const other = accept(game(plain, [6, 1, 1, ...SAVES]), fireAt('blue.tank', { x: 10, y: 20 }));
    expect(ofType(other.events, 'hit-resolved')[0]?.rules).not.toContain('XZ-UNIT-10');
  });

  it('XZ-UNIT-10 vehicle-mounted artillery is a Vehicles and Monsters unit; as an Artillery unit it is refused', () => {
    expect(validateXzForce(aForce([bombard()])).ok).toBe(true);
    const asArtillery = validateXzForce(aForce([{ ...bombard(), unitType: 'Artillery' }]));
    expect(issueWithCode(asArtillery, 'vehicle-artillery-as-artillery').rule).toBe('XZ-UNIT-10');
    const onFoot = validateXzForce(aForce([aUnit({ artillery: 'vehicle-mounted' })]));
    expect(issueWithCode(onFoot, 'vehicle-artillery-without-vehicle').rule).toBe('XZ-UNIT-10');
  });
});
