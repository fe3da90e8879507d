import { applyCommand, pending } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { d3FromD6 } from '../../../../src/rulesets/xenos-zealots/schemas/weapon';
import { validateXzForce } from '../../../../src/rulesets/xenos-zealots/validate';
import { aForce, aUnit, aWeapon, issueWithCode } from '../builders';
import { RED, unit } from '../engine-support';
import { accept, game, ofType, range, refused, SAVES, shot, volley } from './support';

/** Three red models carrying a D3 weapon (XZ-RES-07). */
const sporeThrowers = aUnit({
  weapons: [aWeapon({ name: 'Spores', type: 'support', effect: 'D3' })],
  models: [
    { name: 'Alpha', leader: true },
    { name: 'Thrower', count: 2 },
  ],
});

/** A red squad whose to-hit dice showing a natural 1 may be re-rolled (XZ-RES-12). */
const hunters = (over: object = {}) =>
  aUnit({ limitedReroll: { name: 'Hunting Instinct', roll: 'to-hit', natural: 1 }, ...over });

/** Red 21" from blue: no close-range bonus, so a die hits on a natural 4+ (Stealth 4). */
const far = { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 31 } };
const oneRifle = shot('red.squad', { x: 10, y: 31 }, [
  { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
]);

describe('Xenos & Zealots dice conventions: D3 and limited re-rolls', () => {
  it('XZ-RES-07 a D3 is one D6 read 1-2 → 1, 3-4 → 2, 5-6 → 3', () => {
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('XZ-RES-07 each firer of a D3 weapon rolls a D6 read as a D3 for its number of attack dice', () => {
    const state = range({
      red: [sporeThrowers],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } },
    });
    // D3 dice 2, 4, 5 → 1 + 2 + 3 = 6 attack dice: 6 6 6 hit (close range +1), 1 1 1 miss.
    const { events } = accept(
      game(state, [2, 4, 5, 6, 6, 6, 1, 1, 1, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, volley(state, 'red.squad', 'Spores', 'blue.squad')),
    );
    const rolled = events.filter((e) => (e as { type: string }).type === 'dice-rolled') as unknown as {
      dice: number[];
      rules?: string[];
    }[];
    expect(rolled[0]).toMatchObject({ dice: [2, 4, 5], rules: ['XZ-RES-07', 'XZ-WPN-04'] });
    const scored = ofType(events, 'hits-scored')[0];
    expect(scored).toMatchObject({ dice: [6, 6, 6, 1, 1, 1], hits: 3 });
    expect(scored?.rules).toContain('XZ-RES-07');
  });

  it('XZ-RES-07 a fixed Effect rolls no D3 and names no D3', () => {
    const state = range({ place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } } });
    const { events } = accept(
      game(state, [6, 1, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(ofType(events, 'hits-scored')[0]?.rules).not.toContain('XZ-RES-07');
  });

  it('XZ-RES-07 a D3 Effect is refused on an assault weapon, with its rule', () => {
    const result = validateXzForce(
      aForce([aUnit({ weapons: [aWeapon({ name: 'Claws', type: 'assault', range: 0, effect: 'D3' })] })]),
    );
    const issue = issueWithCode(result, 'rolled-assault-effect');
    expect(issue.rule).toBe('XZ-RES-07');
    expect(issue.message).toContain('D3');
  });

  it('XZ-RES-12 only failed dice showing the named natural value may be re-rolled, at no cost', () => {
    const state = range({ red: [hunters()], place: far });
    // Natural 1 and 3: both miss (Stealth 4), but only the natural 1 may be re-rolled.
    const first = accept(game(state, [1, 3, 5, ...SAVES]), oneRifle);
    expect(first.state.stage).toEqual({ kind: 'reroll', player: RED });
    expect(first.state.reroll).toMatchObject({
      eligible: [0],
      limited: { name: 'Hunting Instinct', natural: 1 },
    });
    const [prompt] = pending(first.game);
    expect(prompt?.rules).toContain('XZ-RES-12');
    expect(prompt?.rules).not.toContain('R4');

    const wrong = refused(first.game, { type: 'reroll', player: RED, dice: [1] } as never);
    expect(wrong).toMatchObject({ code: 'not-eligible', rule: 'XZ-RES-12' });
    expect(wrong.message).toContain('natural 1');

    const result = applyCommand(first.game, { type: 'reroll', player: RED, dice: [0] } as never);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = result.events as never as Parameters<typeof ofType>[0];
    expect(ofType(events, 'reroll-used')[0]).toMatchObject({
      dice: [0],
      limited: { name: 'Hunting Instinct', natural: 1 },
      rules: expect.arrayContaining(['XZ-RES-12']),
    });
    expect(ofType(events, 'reroll-used')[0]?.rules).not.toContain('R4');
    expect(ofType(events, 'hits-scored')[0]).toMatchObject({ dice: [5, 3], hits: 1 });
  });

  it('XZ-RES-12 the natural face decides, not the modified one: a natural 1 lifted by +1 still fails and may be re-rolled; a natural 2 may not', () => {
    // Fire Support +1: natural 1 → 2 and natural 2 → 3, both short of Stealth 4.
    const state = range({ red: [hunters()], place: far, order: 'fire-support' });
    const first = accept(game(state, [2, 1, 6, ...SAVES]), oneRifle);
    expect(first.state.reroll?.eligible).toEqual([1]);
  });

  it('XZ-RES-12 XZ-RES-11 after the limited re-roll, a Command re-roll may take the other failed dice but never a die already re-rolled', () => {
    const state = range({ red: [hunters({ command: { rerolls: 1, range: 6 } })], place: far });
    unit(state, 'red.squad').rerolls = 1;
    const first = accept(game(state, [1, 3, 2, 6, ...SAVES]), oneRifle);
    // The natural 1 comes up 2 on its re-roll and still misses; only the 3 is left for Command.
    const second = accept(first.game, { type: 'reroll', player: RED, dice: [0] } as never);
    expect(second.state.reroll).toMatchObject({ eligible: [1], commander: 'red.squad' });
    expect(second.state.reroll?.limited).toBeUndefined();
    expect(unit(second.state, 'red.squad').rerolls).toBe(1);
    const third = accept(second.game, { type: 'reroll', player: RED, dice: [1] } as never);
    expect(ofType(third.events, 'hits-scored')[0]).toMatchObject({ dice: [2, 6], hits: 1 });
    expect(ofType(third.events, 'reroll-used')[0]?.rules).toContain('R4');
    expect(unit(third.state, 'red.squad').rerolls).toBe(0);
  });

  it('XZ-RES-12 a limited re-roll names a natural D6 face, 1 to 6', () => {
    const result = validateXzForce(
      aForce([hunters({ limitedReroll: { name: 'Odd', roll: 'to-hit', natural: 7 } })]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.message).toContain('XZ-RES-12');
  });
});
