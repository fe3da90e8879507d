import { describe, expect, it } from 'vitest';
import {
  armyListJsonSchema,
  titanProfileJsonSchema,
  unitListJsonSchema,
  unitProfileJsonSchema,
} from '../../../src/rulesets/xenocide/json-schema';

const propertiesOf = (schema: Record<string, unknown>) => Object.keys(schema.properties as object).sort();

describe('JSON Schema export', () => {
  it('XEN-ARMY-03 the army list schema has the army → companies → units → models shape', () => {
    const schema = armyListJsonSchema();
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'urn:sandtable:xenocide:army-list',
      type: 'object',
      additionalProperties: false,
      required: ['name', 'faction', 'points', 'companies'],
    });
    expect(propertiesOf(schema)).toEqual(['companies', 'faction', 'largeGame', 'name', 'points']);
    const { companies } = schema.properties as { companies: { items: Record<string, unknown> } };
    const company = companies.items;
    expect(propertiesOf(company)).toEqual(['name', 'units']);
    expect(JSON.stringify(schema)).toContain('"titanOptions"');
  });

  it('XEN-STAT-01 the unit profile schema lists every stat, with descriptions, and optional defaults', () => {
    const schema = unitProfileJsonSchema();
    expect(propertiesOf(schema)).toEqual(
      [
        'kind',
        'name',
        'vp',
        'move',
        'types',
        'moveSpecials',
        'size',
        'transport',
        'aspect',
        'armor',
        'defenseSpecials',
        'caa',
        'cad',
        'assaultSpecials',
        'weapons',
        'base',
      ].sort(),
    );
    expect(schema.required).toEqual(['name', 'vp', 'move', 'types', 'size', 'aspect', 'armor', 'caa', 'cad']);
    const move = (schema.properties as Record<string, Record<string, unknown>>).move;
    expect(move).toMatchObject({ type: 'integer', minimum: 0, maximum: 24, multipleOf: 4 });
    expect(move?.description).toContain('XEN-STAT-04');
  });

  it('XEN-STAT-22 the titan and unit list schemas are exported too', () => {
    expect(propertiesOf(titanProfileJsonSchema())).toContain('deflectorLayers');
    expect(propertiesOf(unitListJsonSchema())).toEqual(['faction', 'name', 'profiles']);
  });

  it('returns a fresh plain object each call, safe to serialise', () => {
    const first = armyListJsonSchema();
    expect(first).not.toBe(armyListJsonSchema());
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});
