import { describe, expect, it } from 'vitest';
import {
  BUNDLED_FORCE_INPUTS,
  BUNDLED_SCENARIO_INPUTS,
} from '../../../src/rulesets/xenos-zealots/data/bundled';
import type { ForceInput } from '../../../src/rulesets/xenos-zealots/schemas/force';
import { validateXzForce, validateXzScenario } from '../../../src/rulesets/xenos-zealots/validate';

const ODD_VALUES: readonly unknown[] = [null, 'x', -1, 0, [], {}];

/** Every force made from a bundled one by replacing one field of a unit, a model entry or a weapon with an odd value. */
function* mutants(force: ForceInput): Generator<[string, unknown]> {
  const units = force.units as unknown as Record<string, unknown>[];
  for (const [u, unit] of units.entries()) {
    const places: [string, Record<string, unknown>, (changed: Record<string, unknown>) => unknown][] = [
      [`units.${u}`, unit, (changed) => changed],
      ...((unit.models as Record<string, unknown>[]).map((model, m) => [
        `units.${u}.models.${m}`,
        model,
        (changed: Record<string, unknown>) => ({
          ...unit,
          models: (unit.models as unknown[]).map((x, i) => (i === m ? changed : x)),
        }),
      ]) as [string, Record<string, unknown>, (changed: Record<string, unknown>) => unknown][]),
      ...(((unit.weapons ?? []) as Record<string, unknown>[]).map((weapon, w) => [
        `units.${u}.weapons.${w}`,
        weapon,
        (changed: Record<string, unknown>) => ({
          ...unit,
          weapons: (unit.weapons as unknown[]).map((x, i) => (i === w ? changed : x)),
        }),
      ]) as [string, Record<string, unknown>, (changed: Record<string, unknown>) => unknown][]),
    ];
    for (const [where, item, rebuild] of places)
      for (const key of Object.keys(item))
        for (const value of ODD_VALUES) {
          const changedUnit = rebuild({ ...item, [key]: value });
          yield [
            `${where}.${key} = ${JSON.stringify(value)}`,
            { ...force, units: units.map((x, i) => (i === u ? changedUnit : x)) },
          ];
        }
  }
}

describe('validateXzForce on damaged bundled forces', () => {
  it('R1 replacing any one field of a unit, model entry or weapon with an odd value gives issues, never a crash', () => {
    let checked = 0;
    for (const force of Object.values(BUNDLED_FORCE_INPUTS))
      for (const [name, input] of mutants(force)) {
        const result = validateXzForce(input);
        const codes = result.ok ? [] : result.issues.map((i) => i.code);
        expect(codes, name).not.toContain('unreadable-input');
        if (!result.ok)
          for (const issue of result.issues) {
            expect(issue.rule, `${name}: ${issue.message}`).toMatch(/^(XZ-[A-Z]+-\d+|R\d+)$/);
            expect(issue.message.length, name).toBeGreaterThan(10);
          }
        checked += 1;
      }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('validateXzScenario on damaged bundled tables', () => {
  it('R2 R16 replacing any one field of a table or terrain feature with an odd value gives issues, never a crash', () => {
    let checked = 0;
    for (const table of Object.values(BUNDLED_SCENARIO_INPUTS)) {
      const root = table as unknown as Record<string, unknown>;
      const features = (root.terrain ?? []) as Record<string, unknown>[];
      const inputs: [string, unknown][] = [];
      for (const key of Object.keys(root))
        for (const value of ODD_VALUES)
          inputs.push([`${key} = ${JSON.stringify(value)}`, { ...root, [key]: value }]);
      for (const [f, feature] of features.entries())
        for (const key of Object.keys(feature))
          for (const value of ODD_VALUES)
            inputs.push([
              `terrain.${f}.${key} = ${JSON.stringify(value)}`,
              { ...root, terrain: features.map((x, i) => (i === f ? { ...feature, [key]: value } : x)) },
            ]);
      for (const [name, input] of inputs) {
        const result = validateXzScenario(input);
        expect(result.ok ? [] : result.issues.map((i) => i.code), name).not.toContain('unreadable-input');
        if (!result.ok)
          for (const issue of result.issues) expect(issue.rule, name).toMatch(/^(XZ-[A-Z]+-\d+|R\d+)$/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
