import type { MissionId } from '../state';

/** WT-MIS: one mission's fixed facts. */
export interface MissionDefinition {
  readonly id: MissionId;
  readonly name: string;
  /** WT-MIS-02: one player defends and the others attack, sharing a points pool. */
  readonly defender: boolean;
  /** R40: whether the 24" deployment separation applies. */
  readonly separation: boolean;
}

/** WT-MIS-03 … WT-MIS-27: the ten missions. */
export const MISSIONS: readonly MissionDefinition[] = [
  { id: 1, name: 'Ambush', defender: true, separation: false },
  { id: 2, name: 'Blitz', defender: true, separation: true },
  { id: 3, name: 'Break the stalemate', defender: false, separation: true },
  { id: 4, name: 'Critical objective', defender: false, separation: true },
  { id: 5, name: 'Salvage', defender: false, separation: true },
  { id: 6, name: 'Evacuation', defender: true, separation: true },
  { id: 7, name: 'Hold at all costs', defender: true, separation: false },
  { id: 8, name: 'Rescue', defender: false, separation: true },
  { id: 9, name: 'Sabotage', defender: true, separation: true },
  { id: 10, name: 'Total annihilation', defender: false, separation: true },
];

/** The definition of a mission. */
export function missionById(id: MissionId): MissionDefinition {
  return MISSIONS[id - 1] as MissionDefinition;
}
