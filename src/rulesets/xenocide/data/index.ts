export { baseRadius, DEFAULT_BASE_RADIUS, DEFAULT_TITAN_BASE_RADIUS } from './base-radius';
export { genericUnitList } from './generic-units';
export { kethriUnitList } from './kethri-units';
export { frontierLegionArmy, kethriSwarmArmy, SAMPLE_ARMIES, terranGuardArmy } from './sample-armies';
export { NAMED_TABLES, type NamedTable, type TablePlacement } from './tables';
export { COVER_SAVE, ROAD_BONUS, TERRAIN_TABLE } from './terrain-table';
