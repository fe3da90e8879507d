import { createGame } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  type BattleGroup,
  BUNDLED_PROFILES,
  FACTIONS,
  GAME_SIZES,
  SAMPLE_FORCES,
  validateBattleGroup,
  validateForce,
  wastelandTactics,
} from '../../../src/rulesets/wasteland-tactics/index';
import { setupFor } from '../../support/wasteland-tactics';

const profiles = Object.fromEntries(BUNDLED_PROFILES.map((p) => [p.id, p]));
const medium = (units: BattleGroup['units']): BattleGroup => ({ name: 'Test', units });
const rules = (issues: readonly { rule?: string }[]) => issues.map((i) => i.rule);

describe('game size and force building (WT-SIZE)', () => {
  it('every bundled force is legal at its size', () => {
    for (const faction of FACTIONS)
      for (const size of GAME_SIZES) {
        const result = validateForce(SAMPLE_FORCES[faction][size], { gameSize: size, profiles });
        expect(result.issues, `${faction} ${size}`).toEqual([]);
      }
  });

  it('WT-SIZE-01 a small game gives each player 100 points for one Battle Group', () => {
    const over = validateForce(
      [{ name: 'Big', units: [{ profile: 'warboss' }, { profile: 'raiders', models: 10 }] }],
      { gameSize: 'small', profiles },
    );
    expect(over.cost).toBe(110);
    expect(rules(over.issues)).toContain('WT-SIZE-10');
    const two = validateForce(
      [
        SAMPLE_FORCES['scrap-raiders'].small[0] as BattleGroup,
        SAMPLE_FORCES['scrap-raiders'].small[0] as BattleGroup,
      ],
      { gameSize: 'small', profiles },
    );
    expect(rules(two.issues)).toContain('WT-SIZE-01');
  });

  it('WT-SIZE-02 a small Battle Group has exactly one Command unit with Leadership and any number of other models', () => {
    const none = validateBattleGroup(
      { name: 'Mob', units: [{ profile: 'raiders', models: 2 }] },
      { gameSize: 'small', profiles },
    );
    expect(none.issues[0]?.message).toMatch(
      /exactly one Command unit with the Leadership rule.*\(WT-SIZE-02\)/,
    );
    const ok = validateBattleGroup(
      { name: 'Mob', units: [{ profile: 'warboss' }, { profile: 'scrap-gunners', models: 1 }] },
      { gameSize: 'small', profiles },
    );
    expect(ok.ok).toBe(true);
  });

  it('WT-SIZE-03 Vehicle/Monster units are not used in a small game', () => {
    const result = validateBattleGroup(
      { name: 'Tank', units: [{ profile: 'warboss' }, { profile: 'junk-tank' }] },
      { gameSize: 'small', profiles },
    );
    expect(rules(result.issues)).toContain('WT-SIZE-03');
  });

  it('WT-SIZE-04 in a small game every model becomes its own unit', () => {
    const state = createGame(wastelandTactics, setupFor(2, 10), { seed: 1 });
    const red = state.game.units.filter((u) => u.player === 'red');
    expect(red).toHaveLength(21); // the Scav Patrol: a Scav Boss and 20 Scav Rats
    expect(red.every((u) => u.models.length === 1)).toBe(true);
  });

  it('WT-MIS-11 each bundled small force can lose a few models and still bring 15 to the critical objective', () => {
    const state = createGame(wastelandTactics, setupFor(3, 4), { seed: 1 });
    for (const player of ['red', 'blue', 'green']) {
      const models = state.game.units.filter((u) => u.player === player).length;
      expect(models, player).toBeGreaterThanOrEqual(20);
    }
  });

  it('WT-SIZE-06 a medium Battle Group takes 1-2 Command, 3-6 Troops and 0-2 Spearhead, Fast and Heavy units', () => {
    const thin = validateBattleGroup(
      medium([{ profile: 'warboss' }, { profile: 'raiders' }, { profile: 'raiders' }]),
      { gameSize: 'medium', profiles },
    );
    expect(thin.issues.map((i) => i.message)).toContain(
      "A medium Battle Group takes 3-6 Troops units; 'Test' has 2 (WT-SIZE-06).",
    );
    const heavy = validateBattleGroup(
      medium([
        { profile: 'warboss' },
        { profile: 'raiders' },
        { profile: 'raiders' },
        { profile: 'raiders' },
        { profile: 'junk-tank' },
        { profile: 'junk-tank' },
        { profile: 'junk-tank' },
      ]),
      { gameSize: 'medium', profiles },
    );
    expect(rules(heavy.issues)).toEqual(['WT-SIZE-06']);
    const limit = validateForce(SAMPLE_FORCES['iron-covenant'].medium, {
      gameSize: 'medium',
      profiles,
      pointsLimit: 500,
    });
    expect(limit.issues.map((i) => i.message).join()).toMatch(/allows 500/);
  });

  it('WT-SIZE-06 model counts follow the profile (R1: cost = per-model cost × models)', () => {
    const result = validateBattleGroup(medium([{ profile: 'raiders', models: 12 }]), {
      gameSize: 'medium',
      profiles,
    });
    expect(result.issues[0]?.message).toMatch(/Raiders units have 5-10 models/);
    expect(
      validateBattleGroup(medium([{ profile: 'raiders', models: 7 }]), { gameSize: 'medium', profiles }).cost,
    ).toBe(56);
  });

  it('WT-SIZE-07 one Transport unit per non-Vehicle/Monster unit, counted outside the type slots (R1)', () => {
    const base = [
      { profile: 'warboss' },
      { profile: 'raiders' },
      { profile: 'raiders' },
      { profile: 'raiders' },
    ];
    const ok = validateBattleGroup(
      medium([...base, { profile: 'battle-wagon' }, { profile: 'battle-wagon' }]),
      { gameSize: 'medium', profiles },
    );
    expect(ok.issues).toEqual([]);
    const tooMany = validateBattleGroup(
      medium([{ profile: 'warboss' }, ...Array.from({ length: 5 }, () => ({ profile: 'battle-wagon' }))]),
      { gameSize: 'medium', profiles },
    );
    expect(rules(tooMany.issues)).toContain('WT-SIZE-07');
  });

  it('WT-SIZE-09 a large game has 2000 points or more for one or more medium-style Battle Groups', () => {
    expect(validateForce(SAMPLE_FORCES['mutant-brood'].large, { gameSize: 'large', profiles }).ok).toBe(true);
    expect(SAMPLE_FORCES['mutant-brood'].large.length).toBe(2);
    const wrong = validateForce([medium([{ profile: 'warboss' }])], { gameSize: 'large', profiles });
    expect(rules(wrong.issues)).toContain('WT-SIZE-06');
  });

  it('WT-SIZE-10 the Battle Groups may not cost more than the points for the game size', () => {
    const result = validateForce(
      [
        ...SAMPLE_FORCES['scrap-raiders'].large,
        ...SAMPLE_FORCES['scrap-raiders'].large,
        ...SAMPLE_FORCES['scrap-raiders'].large,
      ],
      { gameSize: 'large', profiles },
    );
    expect(result.issues.at(-1)?.message).toMatch(/cost \d+ points; a large game allows 2000 \(WT-SIZE-10\)/);
    expect(
      validateForce(SAMPLE_FORCES['scrap-raiders'].large, { gameSize: 'large', profiles, pointsLimit: 3000 })
        .ok,
    ).toBe(true);
  });

  it('WT-MIS-02 with a defender, the attackers share one points pool', () => {
    const setup = setupFor(3, 7);
    expect(() => createGame(wastelandTactics, setup, { seed: 1 })).not.toThrow();
    const full = {
      ...setup,
      players: setup.players.map((p, i) =>
        i === 0 ? { ...p, battleGroups: SAMPLE_FORCES['scrap-raiders'].small.map((g) => ({ ...g })) } : p,
      ),
    };
    expect(() => createGame(wastelandTactics, full, { seed: 1 })).toThrow(
      /attackers share one pool of 100 points/,
    );
  });

  it('an unknown profile is named with the unit that uses it', () => {
    const result = validateBattleGroup(medium([{ profile: 'dragon' }]), { gameSize: 'medium', profiles });
    expect(result.issues[0]?.message).toMatch(/uses profile 'dragon'/);
  });
});
