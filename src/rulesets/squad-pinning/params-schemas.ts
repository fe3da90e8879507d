/** The data schemas tools publish as JSON Schema: forces, unit profiles and weapons. */
export { ProfileSchema, WeaponSchema } from './params';
export { ForceSchema } from './schemas/force';
