import { describe, expect, it } from 'vitest';
import { validateArmy } from '../../../src/rulesets/xenocide/army-validation';
import {
  baseRadius,
  DEFAULT_BASE_RADIUS,
  DEFAULT_TITAN_BASE_RADIUS,
  frontierLegionArmy,
  genericUnitList,
  kethriUnitList,
  SAMPLE_ARMIES,
} from '../../../src/rulesets/xenocide/data';
import { parseModelProfile, parseUnitList } from '../../../src/rulesets/xenocide/parse';
import type { ModelProfile } from '../../../src/rulesets/xenocide/schemas/unit-list';
import { isArtillery } from '../../../src/rulesets/xenocide/schemas/weapon';
import { aProfile, aTitanProfile } from '../../support/xenocide';

const lists = [genericUnitList, kethriUnitList];
const allProfiles = lists.flatMap((list) =>
  Object.entries(list.profiles).map(([id, p]) => [list.faction, id, p] as const),
);
const standardProfiles = (list = genericUnitList) =>
  Object.values(list.profiles).filter(
    (p): p is Extract<ModelProfile, { kind: 'standard' }> => p.kind === 'standard',
  );

describe('bundled unit lists', () => {
  it('XEN-ARMY-02 bundled lists and sample armies are deep-frozen: no game can change them for the next', () => {
    for (const value of [genericUnitList, kethriUnitList, ...SAMPLE_ARMIES]) {
      expect(Object.isFrozen(value)).toBe(true);
      expect(() => {
        (value as { name: string }).name = 'changed';
      }).toThrow(TypeError);
    }
    expect(Object.isFrozen(Object.values(genericUnitList.profiles)[0])).toBe(true);
  });

  it('XEN-ARMY-02 a list changed between two validations is read afresh (only deep-frozen lists are kept parsed)', () => {
    const army = SAMPLE_ARMIES[0];
    const copy = structuredClone(genericUnitList);
    expect(validateArmy(army, [copy, kethriUnitList]).ok).toBe(true);
    // Raise the price of every profile of the (unfrozen) copy: the same object now makes the army too dear.
    for (const profile of Object.values(copy.profiles)) (profile as { vp: number }).vp += 100;
    const again = validateArmy(army, [copy, kethriUnitList]);
    expect(again.ok).toBe(false);
    // The frozen bundled list gives the same answer on every call.
    expect(validateArmy(army, [genericUnitList, kethriUnitList])).toEqual(
      validateArmy(army, [genericUnitList, kethriUnitList]),
    );
  });

  it.each(allProfiles)('XEN-STAT-01 bundled profile %s/%s parses unchanged', (_faction, _id, profile) => {
    const result = parseModelProfile(profile);
    expect(result.ok && result.value).toEqual(profile);
  });

  it.each(lists)('XEN-ARMY-02 the $name unit list parses as a whole', (list) => {
    expect(parseUnitList(list)).toEqual({ ok: true, value: list });
  });

  it('XEN-STAT-05 the generic list covers every model type and the grav combination', () => {
    const types = new Set(standardProfiles().flatMap((p) => p.types));
    expect([...types].sort()).toEqual([
      'Flyer',
      'Hover',
      'Infantry',
      'Skimmer',
      'Tracked',
      'Walker',
      'Wheeled',
    ]);
    expect(standardProfiles().some((p) => p.types.join('+') === 'Infantry+Skimmer+Hover')).toBe(true);
  });

  it('XEN-STAT-07 XEN-STAT-20 the bundled lists use every move, defense and ranged special', () => {
    const every = lists.flatMap((list) => standardProfiles(list));
    const moveSpecials = new Set(every.flatMap((p) => Object.keys(p.moveSpecials ?? {})));
    expect([...moveSpecials].sort()).toEqual(['amphibious', 'burrowing', 'jump', 'teleport']);
    const defense = new Set(every.flatMap((p) => Object.keys(p.defenseSpecials ?? {})));
    expect([...defense].sort()).toEqual(['recon', 'shield', 'stealth']);
    const weapons = every.flatMap((p) => p.weapons);
    const ranged = new Set(weapons.flatMap((w) => Object.keys(w.specials ?? {})));
    expect([...ranged].sort()).toEqual(['aoe', 'bombs', 'ignoresCover', 'shieldBreaker', 'suppression']);
    expect(weapons.some(isArtillery)).toBe(true);
    const cads = new Set(every.map((p) => p.cad));
    expect(cads.has('66') && cads.has('666')).toBe(true);
  });

  it('XEN-STAT-22 the bundled titans have powered weapons, deflector layers and an alternate weapon', () => {
    const titans = allProfiles.map(([, , p]) => p).filter((p) => p.kind === 'titan');
    expect(titans.map((t) => t.name)).toEqual(['Strider Battle Titan', 'Ranger Jump Titan', 'Hive Colossus']);
    for (const titan of titans) {
      expect(titan.deflectorLayers).toBeGreaterThan(0);
      expect(titan.weapons.some((w) => w.lines.length > 1)).toBe(true);
      expect(titan.options.length).toBeGreaterThan(0);
    }
  });
});

describe('bundled sample armies', () => {
  it.each(SAMPLE_ARMIES.map((army) => [army.name, army] as const))(
    'XEN-ARMY-01 XEN-ARMY-04 the %s sample army passes validateArmy at 1000 points in 4 companies',
    (_name, army) => {
      const result = validateArmy(army, lists);
      if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
      expect(result.army.points).toBe(1000);
      expect(result.army.value).toBeLessThanOrEqual(1000);
      expect(result.army.value).toBeGreaterThan(900);
      expect(result.army.companies).toHaveLength(4);
      const units = result.army.companies.flatMap((company) => company.units);
      const infantryWithTransports = units.filter(
        (unit) =>
          unit.category === 'infantry' &&
          unit.models.some((m) => m.profile.kind === 'standard' && m.profile.transport),
      );
      expect(infantryWithTransports.length).toBeGreaterThan(0);
      expect(units.some((unit) => unit.category.endsWith('vehicles'))).toBe(true);
    },
  );

  it('XEN-ARMY-10 XEN-ARMY-15 each sample army fields a titan, one of them with an option', () => {
    const titanUnits = SAMPLE_ARMIES.flatMap((army) => {
      const result = validateArmy(army, lists);
      return result.ok
        ? result.army.companies.flatMap((c) => c.units).filter((u) => u.category === 'titan')
        : [];
    });
    expect(titanUnits.map((unit) => [unit.name, unit.value, unit.titanOptions.map((o) => o.id)])).toEqual([
      ['Strider "Iron Warden"', 250, []],
      ['Hive Colossus', 251, ['acid-torrent']],
      ['Ranger "Skyfall"', 215, ['rocket-pods']],
    ]);
  });

  it('XEN-ARMY-01 XEN-ARMY-14 the sample armies are worth the same points', () => {
    const values = SAMPLE_ARMIES.map((army) => {
      const result = validateArmy(army, lists);
      return result.ok ? result.army.value : undefined;
    });
    expect(values).toEqual([1000, 1000, 1000]);
  });

  it('XEN-ALLOC-10 XEN-HIT-07 XEN-SAVE-04 XEN-TITAN-11 XEN-TITAN-30 the Frontier Legion brings the data the other two lack', () => {
    const result = validateArmy(frontierLegionArmy, lists);
    if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
    const units = result.army.companies.flatMap((c) => c.units);
    const profiles = units.flatMap((u) => u.models.map((m) => m.profile));
    const standard = profiles.flatMap((p) => (p.kind === 'standard' ? [p] : []));
    // Shield Breakers (XEN-SAVE-04, XEN-TITAN-20) on a vehicle and on the titan.
    expect(standard.some((p) => p.weapons.some((w) => w.specials?.shieldBreaker))).toBe(true);
    // A titan that jumps with a flicker shield (XEN-TITAN-11, XEN-TITAN-30) and a Shield Breaker line.
    const titan = profiles.find((p) => p.kind === 'titan');
    expect(titan).toMatchObject({ moveSpecials: { jump: 12 }, flickerShield: 2 });
    expect(
      titan?.kind === 'titan' && titan.weapons.some((w) => w.lines.some((l) => l.specials?.shieldBreaker)),
    ).toBe(true);
    // A unit of three Aspects (XEN-ALLOC-10).
    expect(units.some((u) => new Set(u.models.map((m) => m.profile.aspect)).size >= 3)).toBe(true);
    // A weapon at Accuracy −2: −2 against Aspect 0 vehicles (XEN-HIT-07), −3 against infantry (XEN-HIT-08).
    expect(
      standard.some((p) => p.weapons.some((w) => typeof w.accuracy === 'number' && w.accuracy <= -2)),
    ).toBe(true);
    // Hover units that may fly high (XEN-TERR-20/22): a unit of Hover models only.
    expect(units.some((u) => u.models.every((m) => m.profile.types.includes('Hover')))).toBe(true);
  });

  it('XEN-STAT-07 XEN-STAT-09 XEN-STAT-20 the sample armies field teleporters, open and closed transports with passengers, bombers, hover units and artillery', () => {
    const models = SAMPLE_ARMIES.flatMap((army) => {
      const result = validateArmy(army, lists);
      return result.ok
        ? result.army.companies.flatMap((c) => c.units.flatMap((u) => u.models.map((m) => [u, m] as const)))
        : [];
    });
    const standard = models.flatMap(([unit, line]) =>
      line.profile.kind === 'standard' ? [[unit, line.profile] as const] : [],
    );
    const some = (test: (p: (typeof standard)[number][1]) => boolean) => standard.some(([, p]) => test(p));
    expect(some((p) => p.moveSpecials?.teleport !== undefined)).toBe(true);
    expect(some((p) => p.moveSpecials?.jump !== undefined)).toBe(true);
    expect(some((p) => p.types.includes('Hover'))).toBe(true);
    expect(some((p) => p.types.includes('Flyer') && p.weapons.some((w) => w.specials?.bombs))).toBe(true);
    expect(some((p) => p.weapons.some(isArtillery))).toBe(true);
    expect(some((p) => p.defenseSpecials?.recon === true)).toBe(true);
    // Open and closed transports, each bought in a unit with infantry that fits aboard.
    for (const open of [true, false]) {
      const carried = standard.filter(
        ([unit, p]) =>
          p.transport !== undefined &&
          (p.transport.open === true) === open &&
          unit.models.some((m) => m.profile.kind === 'standard' && m.profile.types.includes('Infantry')),
      );
      expect(carried.length).toBeGreaterThan(0);
    }
  });
});

describe('base radius defaults', () => {
  it('uses the profile base, then the titan default, then infantry, then the largest type default', () => {
    expect(baseRadius(aProfile({ base: 0.8 }))).toBe(0.8);
    expect(baseRadius(aTitanProfile())).toBe(DEFAULT_TITAN_BASE_RADIUS);
    expect(baseRadius(aProfile({ types: ['Infantry', 'Skimmer', 'Hover'] }))).toBe(
      DEFAULT_BASE_RADIUS.Infantry,
    );
    expect(baseRadius(aProfile({ types: ['Walker', 'Flyer'] }))).toBe(DEFAULT_BASE_RADIUS.Flyer);
    expect(baseRadius(aProfile({ types: ['Tracked'] }))).toBe(1);
  });
});
