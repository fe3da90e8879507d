import { rulesetBug } from 'sandtable/kit';
import { type UnitProfile, type UnitProfileInput, UnitProfileSchema } from '../schemas/unit-profile';

/** Reads a bundled profile written with shorthand weapons and rules; throws if the bundled data is wrong. */
export function profile(input: UnitProfileInput): UnitProfile {
  const parsed = UnitProfileSchema.safeParse(input);
  if (!parsed.success)
    throw rulesetBug(`wasteland-tactics bundled profile '${input.id}': ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
