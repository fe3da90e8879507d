import { describe, expect, it } from 'vitest';
import { xzJsonSchemas } from '../../../src/rulesets/xenos-zealots/json-schemas';
import type { ScenarioInput } from '../../../src/rulesets/xenos-zealots/schemas/scenario';
import { deploymentZonesOf } from '../../../src/rulesets/xenos-zealots/schemas/scenario';
import { validateXzForce, validateXzScenario } from '../../../src/rulesets/xenos-zealots/validate';
import { aForce, aUnit, issueWithCode } from './builders';

const aScenario = (over: Partial<ScenarioInput> = {}): ScenarioInput => ({
  id: 'test',
  name: 'Test',
  ...over,
});
const woods = {
  id: 'woods',
  kind: 'area' as const,
  shape: { kind: 'rect' as const, rect: { x0: 1, y0: 1, x1: 5, y1: 5 } },
};

describe('validateXzScenario', () => {
  it('R2 a scenario that gives only its name gets 72"×48", 12" strips on the long edges, 6 turns and most units destroyed', () => {
    const result = validateXzScenario(aScenario());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      table: { width: 72, depth: 48 },
      deployDepth: 12,
      maxTurns: 6,
      victory: { kind: 'most-units-destroyed' },
      obstaclePenalty: 2,
      impassableOverrides: [],
      pointsLimit: null,
    });
    expect(deploymentZonesOf(result.value).map((z) => z.rect)).toEqual([
      { x0: 0, y0: 0, x1: 72, y1: 12 },
      { x0: 0, y0: 36, x1: 72, y1: 48 },
    ]);
  });

  it('R2 on a table deeper than it is wide the default strips run along the long (side) edges', () => {
    const result = validateXzScenario(aScenario({ table: { width: 48, depth: 72 } }));
    expect(result.ok && deploymentZonesOf(result.value).map((z) => z.rect)).toEqual([
      { x0: 0, y0: 0, x1: 12, y1: 72 },
      { x0: 36, y0: 0, x1: 48, y1: 72 },
    ]);
  });

  it('R2 a turn limit of 0 is refused', () => {
    const problem = issueWithCode(validateXzScenario(aScenario({ maxTurns: 0 })), 'too-small');
    expect(problem.rule).toBe('R2');
    expect(problem.message).toBe('Max turns: must be at least 1 turn, not 0 (R2)');
  });

  it('R2 one deployment zone, a zone off the table, or strips that overlap are refused', () => {
    const rect = { x0: 0, y0: 0, x1: 10, y1: 10 };
    expect(
      issueWithCode(validateXzScenario(aScenario({ deploymentZones: [{ id: 'a', rect }] })), 'too-small')
        .rule,
    ).toBe('R2');
    const off = validateXzScenario(
      aScenario({
        deploymentZones: [
          { id: 'a', rect },
          { id: 'b', rect: { x0: 60, y0: 0, x1: 80, y1: 10 } },
        ],
      }),
    );
    expect(issueWithCode(off, 'off-table').path).toEqual(['deploymentZones', 1, 'rect']);
    expect(issueWithCode(validateXzScenario(aScenario({ deployDepth: 30 })), 'zones-overlap').rule).toBe(
      'R2',
    );
  });

  it("XZ-TERR-03 an unknown area type is refused with a 'did you mean'", () => {
    const result = validateXzScenario(
      aScenario({ terrain: [{ ...woods, areaType: 'Light Wood' as never }] }),
    );
    const problem = issueWithCode(result, 'unknown-area-type');
    expect(problem.rule).toBe('XZ-TERR-03');
    expect(problem.message).toContain("did you mean 'Light Woods'?");
  });

  it('XZ-TERR-03 an area with no type, or drawn as a line, is refused', () => {
    expect(issueWithCode(validateXzScenario(aScenario({ terrain: [woods] })), 'missing-area-type').rule).toBe(
      'XZ-TERR-03',
    );
    const line = {
      ...woods,
      areaType: 'Light Woods' as const,
      shape: {
        kind: 'line' as const,
        points: [
          { x: 1, y: 1 },
          { x: 4, y: 4 },
        ],
      },
    };
    expect(issueWithCode(validateXzScenario(aScenario({ terrain: [line] })), 'area-as-line').rule).toBe(
      'XZ-TERR-03',
    );
  });

  it('XZ-TERR-04 only a Water Feature has an exotic effect', () => {
    const result = validateXzScenario(
      aScenario({ terrain: [{ ...woods, areaType: 'Light Woods', exoticEffect: 'lava' }] }),
    );
    expect(issueWithCode(result, 'exotic-effect-on-dry-land').rule).toBe('XZ-TERR-04');
  });

  it('XZ-TERR-04 an agreed hazard is a name and the hit it deals; a hazard without a valid hit is refused', () => {
    const pool = { ...woods, areaType: 'Water Feature' as const };
    const acid = { name: 'acid', hit: { ap: 6, damage: 2 } };
    expect(validateXzScenario(aScenario({ terrain: [{ ...pool, exoticEffect: acid }] })).ok).toBe(true);
    const bad = validateXzScenario(
      aScenario({ terrain: [{ ...pool, exoticEffect: { name: 'acid', hit: { ap: 0, damage: 2 } } }] }),
    );
    expect(bad.ok).toBe(false);
    const dry = validateXzScenario(
      aScenario({ terrain: [{ ...woods, areaType: 'Light Woods', exoticEffect: acid }] }),
    );
    expect(issueWithCode(dry, 'exotic-effect-on-dry-land').rule).toBe('XZ-TERR-04');
  });

  it('XZ-SMOV-03 only a linear obstacle can be dozer-passable', () => {
    const result = validateXzScenario(
      aScenario({ terrain: [{ ...woods, areaType: 'Light Woods', dozerPassable: true }] }),
    );
    expect(issueWithCode(result, 'dozer-passable-not-linear').rule).toBe('XZ-SMOV-03');
  });

  it('XZ-TERR-09 only a "penalty / Impassable" cell can be agreed impassable', () => {
    const result = validateXzScenario(
      aScenario({ impassableOverrides: [{ mobility: 'L', areaType: 'Water Feature' }] }),
    );
    const problem = issueWithCode(result, 'not-an-agreeable-cell');
    expect(problem.rule).toBe('XZ-TERR-09');
    expect(problem.message).toContain('(L) in Water Feature is not a "penalty / Impassable" cell');
    expect(
      validateXzScenario(aScenario({ impassableOverrides: [{ mobility: 'T', areaType: 'Heavy Woods' }] })).ok,
    ).toBe(true);
  });

  it('R16 terrain that leaves the table, or two features with one id, are refused', () => {
    const far = {
      ...woods,
      areaType: 'Light Woods' as const,
      shape: { kind: 'rect' as const, rect: { x0: 70, y0: 1, x1: 80, y1: 5 } },
    };
    expect(issueWithCode(validateXzScenario(aScenario({ terrain: [far] })), 'off-table').rule).toBe('R16');
    const twice = { ...woods, areaType: 'Light Woods' as const };
    expect(
      issueWithCode(validateXzScenario(aScenario({ terrain: [twice, twice] })), 'duplicate-terrain-id').path,
    ).toEqual(['terrain', 1, 'id']);
  });

  it('R1 a points limit is refused: version 1 has none', () => {
    const result = validateXzScenario({ ...aScenario(), pointsLimit: 1000 });
    expect(result.ok).toBe(false);
  });
});

describe('JSON Schemas', () => {
  it('R1 R2 each schema exports a draft 2020-12 input schema with the catalogue limits', () => {
    const schemas = xzJsonSchemas();
    expect(Object.keys(schemas)).toEqual(['weapon', 'unitCard', 'force', 'scenario']);
    for (const schema of Object.values(schemas)) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toMatch(/^urn:sandtable:xenos-zealots:/);
    }
    const card = schemas.unitCard as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(card.properties.resilience).toMatchObject({ type: 'integer', minimum: 1 });
    expect(card.properties.command).toMatchObject({
      properties: { rerolls: { minimum: 1, maximum: 4 }, range: { minimum: 3, maximum: 12 } },
    });
    // io 'input': fields with defaults are optional in what a player writes.
    expect(card.required).not.toContain('notes');
    expect(card.required).toContain('resilience');
    const weapon = schemas.weapon as unknown as { properties: { specials: { items: { enum: string[] } } } };
    expect(weapon.properties.specials.items.enum).toContain('indirect');
  });

  it('R1 a force the JSON Schema describes is the one validateXzForce reads', () => {
    const force = aForce([aUnit()]);
    const schema = xzJsonSchemas().force as { required: string[]; properties: Record<string, unknown> };
    expect(Object.keys(force).every((key) => key in schema.properties)).toBe(true);
    expect(schema.required.every((key) => key in force)).toBe(true);
    expect(validateXzForce(force).ok).toBe(true);
  });
});
