import { type ParseResult, parseWith } from './issues';
import { type ArmyList, ArmyListSchema } from './schemas/army';
import { type ModelProfile, ModelProfileSchema, type UnitList, UnitListSchema } from './schemas/unit-list';

/** Parses an untrusted army list (JSON) into a typed one, or readable issues; checks shape only, see validateArmy for the rules. */
export function parseArmyList(input: unknown): ParseResult<ArmyList> {
  return parseWith(ArmyListSchema, input, { subject: 'The army list' });
}

/** Parses an untrusted unit list (JSON) into a typed one, or readable issues. */
export function parseUnitList(input: unknown): ParseResult<UnitList> {
  return parseWith(UnitListSchema, input, { subject: 'The unit list' });
}

/** Parses one untrusted model or titan profile (JSON), or returns readable issues. */
export function parseModelProfile(input: unknown): ParseResult<ModelProfile> {
  return parseWith(ModelProfileSchema, input, { subject: 'The profile' });
}
