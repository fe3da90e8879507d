import type { PlayerId, Rejection } from 'sandtable';
import type { XenocideState } from '../../state';
import type { BuildingState } from '../../state/buildings';
import { refuse } from '../assault/refusal';
import { buildingById, holderOf, sectionById } from './building-state';

/** XEN-BLD-36: a section-to-section assault: one or more adjacent sections attack one section of the same building. */
export interface SectionAssault {
  readonly building: string;
  readonly target: string;
  readonly from: readonly string[];
}

/**
 * XEN-BLD-35 / XEN-BLD-36: why a section-to-section assault is refused: it must be declared at the start of
 * the active player's Close Assault phase, from sections adjacent to the target that hold the player's units
 * (one of them acting now), against a section the enemy holds.
 */
export function whyBadSectionAssault(
  state: XenocideState,
  buildings: readonly BuildingState[],
  player: PlayerId,
  declaration: SectionAssault,
  context: { readonly phaseStart: boolean; readonly activationUnits: readonly string[] },
): Rejection | undefined {
  if (!context.phaseStart)
    return refuse(
      'illegal-action',
      'A section-to-section assault is declared only at the start of your Close Assault phase (XEN-BLD-36).',
    );
  const building = buildingById(buildings, declaration.building);
  const target = building ? sectionById(building, declaration.target) : undefined;
  if (!building || !target)
    return refuse(
      'unknown-entity',
      `There is no section '${declaration.target}' of '${declaration.building}'.`,
    );
  const holder = holderOf(state, target);
  if (holder === undefined || holder === player)
    return refuse('illegal-action', `Section ${target.id} holds no enemy unit to assault (XEN-BLD-36).`, [
      'target',
    ]);
  if (declaration.from.length === 0)
    return refuse('out-of-range', 'Name at least one section to attack from (XEN-BLD-36).', ['from']);
  for (const [i, id] of declaration.from.entries()) {
    const from = sectionById(building, id);
    if (!from)
      return refuse('unknown-entity', `There is no section '${id}' of '${building.id}'.`, ['from', i]);
    if (!target.adjacent.includes(id))
      return refuse(
        'illegal-action',
        `Section ${id} is not adjacent to ${target.id}; only adjacent sections attack each other (XEN-BLD-36).`,
        ['from', i],
      );
    if (holderOf(state, from) !== player)
      return refuse('illegal-action', `Section ${id} holds none of your units (XEN-BLD-36).`, ['from', i]);
  }
  const acting = declaration.from.some((id) =>
    sectionById(building, id)?.occupants.some((u) => context.activationUnits.includes(u)),
  );
  if (!acting)
    return refuse(
      'illegal-action',
      'None of the attacking sections holds a unit acting in this activation (XEN-BLD-36).',
      ['from'],
    );
  return undefined;
}

/** XEN-BLD-36: everyone in the attacking sections attacks and everyone in the target section defends. */
export function sectionAssaultParticipants(
  buildings: readonly BuildingState[],
  declaration: SectionAssault,
): { readonly attackers: string[]; readonly defenders: string[] } {
  const building = buildingById(buildings, declaration.building);
  const units = (id: string) => (building ? (sectionById(building, id)?.occupants ?? []) : []);
  return { attackers: declaration.from.flatMap(units), defenders: [...units(declaration.target)] };
}

/** XEN-BLD-36: the section-to-section assaults a player may declare now, each from every adjacent section they hold. */
export function sectionAssaultOptions(
  state: XenocideState,
  buildings: readonly BuildingState[],
  player: PlayerId,
  activationUnits: readonly string[],
): SectionAssault[] {
  return buildings.flatMap((b) =>
    b.sections.flatMap((target) => {
      const from = target.adjacent.filter((id) => {
        const s = sectionById(b, id);
        return s !== undefined && !s.collapsed && holderOf(state, s) === player;
      });
      const declaration = { building: b.id, target: target.id, from };
      return whyBadSectionAssault(state, buildings, player, declaration, {
        phaseStart: true,
        activationUnits,
      }) === undefined
        ? [declaration]
        : [];
    }),
  );
}

/** XEN-BLD-35: whether two opposing units stand off in sections of one building (no assault without a declaration). */
export function standsOffInSections(buildings: readonly BuildingState[], a: string, b: string): boolean {
  for (const building of buildings) {
    const sa = building.sections.find((s) => s.occupants.includes(a));
    const sb = building.sections.find((s) => s.occupants.includes(b));
    if (sa && sb) return sa.id !== sb.id;
  }
  return false;
}
