import type { XenocideCommandSpec } from '../context';
import { assignBuildingCasualties } from './buildings/fire';

/** The `assign-building-casualties` command's row of the command table: XEN-BLD-20, the occupants a hit on a building kills. */
export const assignBuildingCasualtiesCommand: XenocideCommandSpec<'assign-building-casualties'> = {
  apply: assignBuildingCasualties,
};
