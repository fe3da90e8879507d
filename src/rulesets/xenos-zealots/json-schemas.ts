import * as z from 'zod';
import { ForceSchema } from './schemas/force';
import { ScenarioSchema } from './schemas/scenario';
import { UnitCardSchema } from './schemas/unit-card';
import { WeaponProfileSchema } from './schemas/weapon';

const jsonSchema = (schema: z.ZodType, id: string) => ({
  ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }),
  $id: `urn:sandtable:xenos-zealots:${id}`,
});

/** The input JSON Schemas (draft 2020-12) of the weapon profile, unit card, force and scenario, for editors and other tools. */
export function xzJsonSchemas() {
  return {
    weapon: jsonSchema(WeaponProfileSchema, 'weapon'),
    unitCard: jsonSchema(UnitCardSchema, 'unit-card'),
    force: jsonSchema(ForceSchema, 'force'),
    scenario: jsonSchema(ScenarioSchema, 'scenario'),
  };
}
