import type { UnitList } from '../schemas/unit-list';
import { frozen } from './authoring';
import { genericInfantry } from './generic/infantry';
import { genericTitans } from './generic/titans';
import { genericVehicles } from './generic/vehicles';

/**
 * XEN-ARMY-02: the generic unit list, usable by any army. It covers every model type and special the
 * rules name; VP values are authored data balanced by hand (R11).
 */
export const genericUnitList: UnitList = frozen({
  faction: 'generic',
  name: 'Generic',
  profiles: { ...genericInfantry, ...genericVehicles, ...genericTitans },
});
