import * as z from 'zod';
import { ArmyListSchema } from './schemas/army';
import { SCHEMA_DESCRIPTIONS } from './schemas/descriptions';
import { UnitProfileSchema } from './schemas/profile';
import { TitanProfileSchema } from './schemas/titan';
import { UnitListSchema } from './schemas/unit-list';

/** A JSON Schema document (draft 2020-12) as a plain object. */
export type JsonSchema = Record<string, unknown>;

/** Puts back the descriptions the schemas carry as `#d<n>` keys (see schemas/descriptions.ts). */
function withDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDescriptions);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === 'description' && typeof item === 'string'
        ? [key, SCHEMA_DESCRIPTIONS[item] ?? item]
        : [key, withDescriptions(item)],
    ),
  );
}

const toJsonSchema = (schema: z.ZodType, id: string): JsonSchema => ({
  ...(withDescriptions(z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' })) as JsonSchema),
  $id: `urn:sandtable:xenocide:${id}`,
});

/** JSON Schema of a Xenocide army list as authored (XEN-ARMY), for editors and non-TypeScript tools. */
export function armyListJsonSchema(): JsonSchema {
  return toJsonSchema(ArmyListSchema, 'army-list');
}

/** JSON Schema of a non-titan model profile as authored (XEN-STAT-01). */
export function unitProfileJsonSchema(): JsonSchema {
  return toJsonSchema(UnitProfileSchema, 'unit-profile');
}

/** JSON Schema of a titan profile as authored (XEN-STAT-22). */
export function titanProfileJsonSchema(): JsonSchema {
  return toJsonSchema(TitanProfileSchema, 'titan-profile');
}

/** JSON Schema of a unit list (a faction's profiles keyed by id, XEN-ARMY-02). */
export function unitListJsonSchema(): JsonSchema {
  return toJsonSchema(UnitListSchema, 'unit-list');
}
