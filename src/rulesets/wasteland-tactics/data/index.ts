import type { UnitProfile } from '../schemas/unit-profile';
import { IRON_COVENANT_PROFILES } from './iron-covenant';
import { MUTANT_BROOD_PROFILES } from './mutant-brood';
import { SCRAP_RAIDERS_PROFILES } from './scrap-raiders';

export { IRON_COVENANT_PROFILES } from './iron-covenant';
export { MUTANT_BROOD_PROFILES } from './mutant-brood';
export {
  type Detachments,
  FACTIONS,
  type FactionId,
  SAMPLE_DETACHMENTS,
  SAMPLE_FORCES,
  sampleForce,
} from './sample-battle-groups';
export { SCRAP_RAIDERS_PROFILES } from './scrap-raiders';

/** Every bundled unit profile (ids are unique across factions). */
export const BUNDLED_PROFILES: readonly UnitProfile[] = [
  ...SCRAP_RAIDERS_PROFILES,
  ...IRON_COVENANT_PROFILES,
  ...MUTANT_BROOD_PROFILES,
];
