import type { XenocideCommandSpec } from '../context';
import { declareBuildingAssaults } from './assault/declarations';

/** The `declare-building-assaults` command's row of the command table: XEN-BLD-28 / XEN-BLD-36, assaults out of buildings and between sections. */
export const declareBuildingAssaultsCommand: XenocideCommandSpec<'declare-building-assaults'> = {
  apply: declareBuildingAssaults,
};
