import { expect } from 'vitest';
import type { ForceInput } from '../../../src/rulesets/xenos-zealots/schemas/force';
import type { UnitCardInput } from '../../../src/rulesets/xenos-zealots/schemas/unit-card';
import type { WeaponProfileInput } from '../../../src/rulesets/xenos-zealots/schemas/weapon';

/** A plain small-arms weapon, with overrides. */
export const aWeapon = (over: Partial<WeaponProfileInput> = {}): WeaponProfileInput => ({
  name: 'Rifle',
  type: 'small-arms',
  range: 24,
  ap: 6,
  damage: 2,
  effect: 2,
  ...over,
});

/** A valid five-model infantry card, with overrides. */
export const aUnit = (over: Partial<UnitCardInput> = {}): UnitCardInput => ({
  id: 'squad',
  name: 'Test Squad',
  unitType: 'Basic Infantry',
  mobility: { type: 'L', speed: 5 },
  armour: 2,
  resilience: 3,
  wounds: 1,
  stealth: 4,
  assault: 4,
  morale: 3,
  coherency: 4,
  weapons: [aWeapon()],
  models: [
    { name: 'Sergeant', leader: true },
    { name: 'Trooper', count: 4 },
  ],
  ...over,
});

/** A valid single-model tank card (facings and a structure split), with overrides. */
export const aTank = (over: Partial<UnitCardInput> = {}): UnitCardInput => ({
  id: 'tank',
  name: 'Test Tank',
  unitType: 'Vehicles and Monsters',
  mobility: { type: 'T', speed: 6 },
  armour: { front: 6, side: 4, rearTop: 2 },
  resilience: 6,
  structure: { mobility: 2, attacks: [{ weapon: 'Cannon', points: 1 }] },
  stealth: 3,
  assault: 3,
  morale: 3,
  coherency: 6,
  weapons: [aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } })],
  models: [{ name: 'Tank', body: 'vehicle' }],
  ...over,
});

/** A force of the given units (default one valid squad). */
export const aForce = (units: UnitCardInput[] = [aUnit()], over: Partial<ForceInput> = {}): ForceInput => ({
  name: 'Test Force',
  units,
  ...over,
});

/** The one issue of a failed read with this code; fails the test if the read passed or has no such issue. */
export function issueWithCode(
  result: { ok: true } | { ok: false; issues: readonly { code: string }[] },
  code: string,
) {
  expect(result.ok).toBe(false);
  const issues = result.ok ? [] : result.issues;
  const found = issues.find((i) => i.code === code);
  expect(found, `no '${code}' issue in ${JSON.stringify(issues)}`).toBeDefined();
  return found as { code: string; message: string; rule?: string; path: readonly (string | number)[] };
}
