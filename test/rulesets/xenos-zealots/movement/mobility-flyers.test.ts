import { applyCommand, createGame, type GameState, legalCommands, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import { xenosZealots } from '../../../../src/rulesets/xenos-zealots/ruleset';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import { formatMobility, readMobility } from '../../../../src/rulesets/xenos-zealots/schemas/unit-stats';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { validateXzForce } from '../../../../src/rulesets/xenos-zealots/validate';
import { aForce, aTank, aUnit, aWeapon, issueWithCode } from '../builders';
import { acting, BLUE, game, OPEN_TABLE, position, RED, tableWith, unit, withOrder } from '../engine-support';

const river = {
  id: 'river',
  kind: 'area',
  areaType: 'Water Feature',
  shape: { kind: 'rect', rect: { x0: 0, y0: 12, x1: 30, y1: 14 } },
};

/** A close-support flyer (XZ-MOVE-09): no type given, speed 16. */
const gunship = (): UnitCardInput =>
  aTank({
    id: 'solo',
    name: 'Gunship',
    mobility: { flying: true, speed: 16 },
    weapons: [aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } })],
    models: [{ name: 'Gunship', body: 'vehicle' }],
  });

function moveSolo(card: UnitCardInput, to: { x: number; y: number }) {
  const state = position({
    red: aForce([card]),
    scenario: tableWith([river]),
    place: { 'red.solo': { x: 10, y: 10 }, 'blue.squad': { x: 40, y: 40 } },
  });
  withOrder(state, 'red.solo', 'advance');
  acting(state, RED);
  const model = unit(state, 'red.solo').models[0]?.id as string;
  return applyCommand(game(state), {
    type: 'move',
    player: RED,
    unit: 'red.solo',
    models: [{ model, ...to }],
  } as never);
}

describe('Xenos & Zealots mobility: flyers and the book notation', () => {
  it('XZ-MOVE-09 a close-support flyer counts as Hover on the table: it crosses water (Hover −1") and its move names the rule', () => {
    const result = moveSolo(gunship(), { x: 10, y: 24 });
    expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
    if (!result.ok) return;
    const moved = (result.events as unknown as XzEvent[]).find((e) => e.type === 'unit-moved');
    expect(moved?.rules).toContain('XZ-MOVE-09');
    // Hover's −1" in water: 16" − 1" = 15"; 14" is fine, 15.5" is not.
    const tooFar = moveSolo(gunship(), { x: 10, y: 25.5 });
    expect(tooFar.ok).toBe(false);
    // The same hull on tracks can't enter the river at all.
    const tracked = moveSolo(aTank({ id: 'solo' }), { x: 10, y: 15 });
    expect(tracked.ok ? '' : tracked.error.code).toBe('impassable');
  });

  it('XZ-MOVE-09 a flyer reads as Hover; a flyer given another type is refused with the rule', () => {
    const ok = validateXzForce(aForce([gunship()]));
    expect(ok.ok && ok.value.units[0]?.mobility).toEqual({
      type: 'H',
      abilities: [],
      speed: 16,
      flying: true,
    });
    const wrong = validateXzForce(
      aForce([{ ...gunship(), mobility: { type: 'W', flying: true, speed: 16 } }]),
    );
    const issue = issueWithCode(wrong, 'flyer-not-hover');
    expect(issue.rule).toBe('XZ-MOVE-09');
    const untyped = validateXzForce(aForce([aUnit({ mobility: { speed: 5 } as never })]));
    expect(issueWithCode(untyped, 'missing-mobility-type').rule).toBe('XZ-MOVE-08');
  });

  it('XZ-MOVE-10 Mobility is written as the type symbol and then the speed: the book fixtures read and write back', () => {
    const book = ['(L) 5"', '(L) 6"', '(W) 12"', '(T) 6"', '(H) 12"'];
    const read = book.map(readMobility);
    expect(read).toEqual([
      { type: 'L', abilities: [], speed: 5 },
      { type: 'L', abilities: [], speed: 6 },
      { type: 'W', abilities: [], speed: 12 },
      { type: 'T', abilities: [], speed: 6 },
      { type: 'H', abilities: [], speed: 12 },
    ]);
    expect(read.map((m) => formatMobility(m as never))).toEqual(book);
    expect(formatMobility({ type: 'T', abilities: ['D'], speed: 6 })).toBe('(T+D) 6"');
    expect(readMobility('(L+J) 6"')).toEqual({ type: 'L', abilities: ['J'], speed: 6 });
    expect(readMobility('fast')).toBeUndefined();
  });

  it('XZ-MOVE-10 a deployed unit shows its Mobility the way the book writes it', () => {
    const standard = aUnit({ mobility: readMobility('(L) 5"') as never });
    let g = createGame(
      xenosZealots,
      {
        players: [
          { id: RED, force: aForce([standard]) },
          { id: BLUE, force: aForce([aUnit({ mobility: readMobility('(W) 12"') as never })]) },
        ],
        scenario: OPEN_TABLE as never,
        attacker: RED,
      },
      { seed: 3, dice: scripted([]) },
    ) as unknown as GameState<XzState>;
    const zone = applyCommand(g, { type: 'choose-zone', player: BLUE, zone: 'south' } as never);
    if (!zone.ok) throw new Error(zone.error.message);
    g = zone.state as GameState<XzState>;
    const deployed: XzEvent[] = [];
    while (g.game.stage.kind === 'deploy') {
      const player = g.game.stage.player;
      const result = applyCommand(g, legalCommands(g, player)[0] as never);
      if (!result.ok) throw new Error(result.error.message);
      deployed.push(...(result.events as unknown as XzEvent[]));
      g = result.state as GameState<XzState>;
    }
    const shown = deployed.flatMap((e) =>
      e.type === 'unit-deployed' ? [[e.unit, e.mobility, e.rules]] : [],
    );
    expect(shown.map(([id, mobility]) => [id, mobility])).toEqual([
      ['blue.squad', '(W) 12"'],
      ['red.squad', '(L) 5"'],
    ]);
    for (const [, , rules] of shown) expect(rules).toContain('XZ-MOVE-10');
  });
});
