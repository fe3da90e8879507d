import { describe, expect, it } from 'vitest';
import {
  BUNDLED_FORCE_INPUTS,
  BUNDLED_FORCES,
  BUNDLED_SCENARIO_INPUTS,
  BUNDLED_SCENARIOS,
} from '../../../src/rulesets/xenos-zealots/data/bundled';
import type { Force } from '../../../src/rulesets/xenos-zealots/schemas/force';
import {
  AREA_TYPES,
  deploymentZonesOf,
  isObscuring,
} from '../../../src/rulesets/xenos-zealots/schemas/scenario';
import type { UnitCard } from '../../../src/rulesets/xenos-zealots/schemas/unit-card';
import {
  isLargeModel,
  modelCount,
  modelStats,
} from '../../../src/rulesets/xenos-zealots/schemas/unit-card-fields';
import {
  ARTILLERY_KINDS,
  BODY_KINDS,
  EFFECTIVE_NOTES,
  MOBILITY_TYPES,
  MOVEMENT_ABILITIES,
  structureTotal,
  UNIT_TYPES,
} from '../../../src/rulesets/xenos-zealots/schemas/unit-stats';
import {
  EFFECTIVE_WEAPON_SPECIALS,
  MOUNT_KINDS,
  WEAPON_SPECIALS,
  WEAPON_TYPES,
  type WeaponProfile,
} from '../../../src/rulesets/xenos-zealots/schemas/weapon';
import { validateXzForce, validateXzScenario } from '../../../src/rulesets/xenos-zealots/validate';

const forces: Force[] = Object.values(BUNDLED_FORCES);
/** Every unit card of the bundled forces, on the table or in reserve. */
const cards: UnitCard[] = forces.flatMap((f) => [
  ...f.units,
  ...f.offTableAssets.flatMap((a) => (a.kind === 'reserve' ? [a.unit] : [])),
]);
/** Every weapon profile of the bundled forces: card weapons, default assault weapons and strikes. */
const weapons: WeaponProfile[] = [
  ...cards.flatMap((c) => [...c.weapons, ...(c.defaultAssaultWeapon ? [c.defaultAssaultWeapon] : [])]),
  ...forces.flatMap((f) => f.offTableAssets.flatMap((a) => (a.kind === 'strike' ? [a.weapon] : []))),
];
const missing = <T>(all: readonly T[], used: readonly T[]) => all.filter((x) => !used.includes(x));

describe('bundled forces and tables', () => {
  for (const [id, input] of Object.entries(BUNDLED_FORCE_INPUTS))
    it(`R1 the bundled force '${id}' validates`, () => {
      const result = validateXzForce(input);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(result.ok && result.value.units.length).toBeGreaterThanOrEqual(7);
    });

  for (const [id, input] of Object.entries(BUNDLED_SCENARIO_INPUTS))
    it(`R2 the bundled table '${id}' validates`, () => {
      const result = validateXzScenario(input);
      expect(result.ok ? [] : result.issues).toEqual([]);
    });

  it('R1 a bundled force read back from its JSON validates to the same value', () => {
    for (const force of forces) {
      const again = validateXzForce(JSON.parse(JSON.stringify(force)));
      expect(again).toEqual({ ok: true, value: force });
    }
  });

  it('R2 Ashfall Crossing takes the defaults: 72"×48", two 12" strips on the long edges, 6 turns, most units destroyed', () => {
    const table = BUNDLED_SCENARIOS['ashfall-crossing'];
    expect(table.table).toEqual({ width: 72, depth: 48 });
    expect(table.maxTurns).toBe(6);
    expect(table.victory).toEqual({ kind: 'most-units-destroyed' });
    expect(table.pointsLimit).toBeNull();
    expect(deploymentZonesOf(table)).toEqual([
      { id: 'north', rect: { x0: 0, y0: 0, x1: 72, y1: 12 } },
      { id: 'south', rect: { x0: 0, y0: 36, x1: 72, y1: 48 } },
    ]);
  });

  it('R2 Hive Spire Assault sets its own table, zones and turn limit', () => {
    const table = BUNDLED_SCENARIOS['hive-spire-assault'];
    expect(table.table).toEqual({ width: 60, depth: 44 });
    expect(table.maxTurns).toBe(5);
    expect(deploymentZonesOf(table).map((z) => z.id)).toEqual(['west', 'east']);
  });
});

describe('the bundled forces use every feature of the catalogue', () => {
  it('XZ-UNIT-06 every unit type appears', () => {
    expect(
      missing(
        UNIT_TYPES,
        cards.map((c) => c.unitType),
      ),
    ).toEqual([]);
  });

  it('XZ-MOVE-08 every mobility type appears', () => {
    expect(
      missing(
        MOBILITY_TYPES,
        cards.map((c) => c.mobility.type),
      ),
    ).toEqual([]);
  });

  it('XZ-SMOV-01 … XZ-SMOV-05 every special movement ability appears (Amphibious, Dozer Blade, Jump Jets)', () => {
    expect(
      missing(
        MOVEMENT_ABILITIES,
        cards.flatMap((c) => c.mobility.abilities),
      ),
    ).toEqual([]);
  });

  it('XZ-WPN-06 every weapon type appears', () => {
    expect(
      missing(
        WEAPON_TYPES,
        weapons.map((w) => w.type),
      ),
    ).toEqual([]);
  });

  it('XZ-WPN-09 R15 every weapon special appears, the effective `indirect` among them', () => {
    const used = weapons.flatMap((w) => w.specials);
    expect(missing(WEAPON_SPECIALS, used)).toEqual([]);
    expect(missing(EFFECTIVE_WEAPON_SPECIALS, used)).toEqual([]);
  });

  it('XZ-UNIT-13 R15 an artillery gun fires an indirect weapon', () => {
    const guns = cards.filter((c) => c.unitType === 'Artillery');
    expect(guns.some((c) => c.weapons.some((w) => w.specials.includes('indirect')))).toBe(true);
  });

  it('XZ-SHOOT-14 XZ-ASLT-08 R15 both unit notes with an effect appear (advancedTargeting, assaultWarGear)', () => {
    expect(
      missing(
        EFFECTIVE_NOTES,
        cards.flatMap((c) => c.notes),
      ),
    ).toEqual([]);
  });

  it('XZ-WPN-05 R14 the Blast 3", Blast 5" and tear-drop templates appear', () => {
    const templates = weapons.flatMap((w) =>
      typeof w.effect !== 'object'
        ? []
        : [w.effect.template === 'blast' ? `blast-${w.effect.diameter}` : w.effect.template],
    );
    expect(missing(['blast-3', 'blast-5', 'teardrop'], templates)).toEqual([]);
  });

  it('XZ-WPN-04 every numeric Effect from 1 to 4 appears', () => {
    expect(
      missing(
        [1, 2, 3, 4],
        weapons.map((w) => w.effect),
      ),
    ).toEqual([]);
  });

  it('XZ-ARC-01 … XZ-ARC-07 R13 every mount kind appears, and the sponson gives its own arc', () => {
    const mounts = weapons.flatMap((w) => (w.mount ? [w.mount] : []));
    expect(missing(MOUNT_KINDS, [...mounts.map((m) => m.kind), 'infantry'])).toEqual([]);
    const sponson = mounts.find((m) => m.kind === 'sponson');
    expect(sponson?.bearing).toBeDefined();
    expect(sponson?.width).toBeDefined();
  });

  it('XZ-UNIT-08 … XZ-UNIT-10 every kind of artillery appears: mobile, massive (immobile) and on a vehicle', () => {
    const artillery = cards.filter((c) => c.unitType === 'Artillery');
    expect(
      missing(
        ARTILLERY_KINDS,
        cards.map((c) => c.artillery),
      ),
    ).toEqual([]);
    expect(artillery.find((c) => c.artillery === 'massive')?.mobility.speed).toBe(0);
    const mounted = cards.find((c) => c.artillery === 'vehicle-mounted');
    expect(mounted?.unitType).toBe('Vehicles and Monsters');
    expect(
      mounted?.weapons.some((w) => w.specials.includes('indirect') && typeof w.effect !== 'object'),
    ).toBe(true);
  });

  it('XZ-RES-07 a ranged weapon with a D3 Effect appears in each role: a flyer and the vehicle-mounted artillery', () => {
    const rolled = cards.filter((c) => c.weapons.some((w) => w.effect === 'D3'));
    expect(rolled.map((c) => c.id).sort()).toEqual(['gorgon-spore-bombard', 'harridan-skyreaver']);
  });

  it('XZ-RES-12 a unit with a limited re-roll of natural 1s to hit appears', () => {
    expect(cards.filter((c) => c.limitedReroll).map((c) => c.limitedReroll)).toEqual([
      { name: 'Hunting Instinct', roll: 'to-hit', natural: 1 },
    ]);
  });

  it('XZ-MOVE-09 a close-support flyer appears and counts as Hover', () => {
    const flyers = cards.filter((c) => c.mobility.flying);
    expect(flyers.map((c) => [c.id, c.mobility.type])).toEqual([['harridan-skyreaver', 'H']]);
  });

  it('XZ-SMU-16 a Hero fights alone: a character with no attachment', () => {
    const alone = forces.flatMap((f) =>
      f.units.filter((u) => u.character && !f.attachments.some((a) => a.character === u.id)),
    );
    expect(alone.map((u) => u.id)).toEqual(['witch-hunter-varro']);
  });

  it('R35 each artillery unit is one gun with facings and structure, and infantry-style crew', () => {
    for (const card of cards.filter((c) => c.unitType === 'Artillery')) {
      const gun = card.models.filter((m) => m.body === 'gun');
      expect(gun.map((m) => m.count)).toEqual([1]);
      const stats = modelStats(card, gun[0] as never);
      expect(typeof stats.armour).toBe('object');
      expect(stats.structure).toBeDefined();
      const crew = card.models.filter((m) => m.body !== 'gun');
      expect(crew.reduce((n, m) => n + m.count, 0)).toBeGreaterThanOrEqual(1);
      expect(crew.every((m) => typeof modelStats(card, m).armour === 'number')).toBe(true);
    }
  });

  it('R38 every body kind appears', () => {
    expect(
      missing(
        BODY_KINDS,
        cards.flatMap((c) => c.models.map((m) => m.body)),
      ),
    ).toEqual([]);
  });

  it('XZ-SMU-01 XZ-SMU-05 R11 a single-model vehicle and a single-model monster have facings and a structure split', () => {
    for (const body of ['vehicle', 'monster'] as const) {
      const single = cards.filter((c) => modelCount(c) === 1 && c.models[0]?.body === body);
      expect(single.length, body).toBeGreaterThan(0);
      for (const card of single) {
        expect(typeof card.armour).toBe('object');
        expect(card.structure?.mobility).toBeGreaterThanOrEqual(1);
        expect(card.structure?.attacks.length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("XZ-SMU-05 the Dominator battle tank has the book's 2 mobility + 3 weapon systems = 5 structure points", () => {
    const dominator = cards.find((c) => c.id === 'dominator-battle-tank');
    expect(dominator?.structure && structureTotal(dominator.structure)).toBe(5);
    expect(dominator?.structure?.mobility).toBe(2);
  });

  it('XZ-SMU-10 a monster has attack points on an assault weapon', () => {
    const monsters = cards.filter((c) => c.models.some((m) => m.body === 'monster'));
    const assaultSystems = monsters.flatMap((c) =>
      (c.structure?.attacks ?? []).filter(
        (a) => c.weapons.find((w) => w.name === a.weapon)?.type === 'assault',
      ),
    );
    expect(assaultSystems.length).toBeGreaterThan(0);
  });

  it('XZ-UNIT-05 a unit of several vehicles has one leader and facings on every model', () => {
    const squadron = cards.find((c) => modelCount(c) > 1 && c.models.every(isLargeModel));
    expect(squadron).toBeDefined();
    expect(squadron?.models.filter((m) => m.leader).length).toBe(1);
  });

  it('XZ-STAT-08 R4 Command values from 1 to 3 re-rolls and 3" to 12" appear', () => {
    const commands = cards.flatMap((c) => (c.command ? [c.command] : []));
    expect(commands.some((c) => c.range === 3)).toBe(true);
    expect(commands.some((c) => c.range === 12)).toBe(true);
    expect(cards.some((c) => c.command === undefined)).toBe(true);
  });

  it('R27 XZ-MOVE-06 each force has a leader unit with an attached character', () => {
    for (const force of forces) {
      const [attachment] = force.attachments;
      const character = force.units.find((u) => u.id === attachment?.character);
      const unit = force.units.find((u) => u.id === attachment?.unit);
      expect(character?.character).toBe(true);
      expect(unit?.models.some((m) => m.leader)).toBe(true);
    }
  });

  it('R3 each force has a reserve unit and a template strike off the table', () => {
    for (const force of forces) {
      const kinds = force.offTableAssets.map((a) => a.kind);
      expect(kinds).toContain('reserve');
      const strike = force.offTableAssets.find((a) => a.kind === 'strike');
      expect(strike?.kind === 'strike' && typeof strike.weapon.effect).toBe('object');
    }
  });

  it('R28 XZ-SMOV-04 a jump-jet unit moves on Legs', () => {
    expect(cards.some((c) => c.mobility.type === 'L' && c.mobility.abilities.includes('J'))).toBe(true);
  });
});

describe('the bundled tables use every terrain feature of the catalogue', () => {
  const features = Object.values(BUNDLED_SCENARIOS).flatMap((s) => s.terrain);

  it('XZ-TERR-03 every area type appears', () => {
    expect(
      missing(
        AREA_TYPES,
        features.map((f) => f.areaType),
      ),
    ).toEqual([]);
  });

  it('R18 obscuring follows the area type: woods obscure, roads and water do not', () => {
    const byType = (t: string) => features.find((f) => f.areaType === t);
    expect(isObscuring(byType('Heavy Woods') as never)).toBe(true);
    expect(isObscuring(byType('Hard Flat Surface') as never)).toBe(false);
    expect(isObscuring(byType('Water Feature') as never)).toBe(false);
  });

  it('R16 obstacles with hard cover, a fortification, a dozer-passable hedge, a building that blocks sight and an exotic pool appear', () => {
    expect(features.some((f) => f.kind === 'obstacle' && f.hardCover)).toBe(true);
    expect(features.some((f) => f.fortification)).toBe(true);
    expect(features.some((f) => f.dozerPassable && f.shape.kind === 'line')).toBe(true);
    expect(features.some((f) => f.blocksLOS && f.level > 0 && f.occupancy !== undefined)).toBe(true);
    expect(features.some((f) => f.exoticEffect !== 'none')).toBe(true);
  });

  it('XZ-TERR-04 XZ-SMOV-03 Ashfall Crossing agrees what its acid does and lets a Dozer through the Field Wall', () => {
    const ashfall = Object.values(BUNDLED_SCENARIOS).find((s) => s.id === 'ashfall-crossing');
    const byId = (id: string) => ashfall?.terrain.find((f) => f.id === id);
    expect(byId('acid-pool')?.exoticEffect).toEqual({ name: 'acid', hit: { ap: 6, damage: 2 } });
    expect(byId('field-wall')?.dozerPassable).toBe(true);
  });

  it('XZ-TERR-09 a table agrees some "penalty / Impassable" cells are impassable', () => {
    expect(Object.values(BUNDLED_SCENARIOS).flatMap((s) => s.impassableOverrides).length).toBeGreaterThan(0);
  });
});
