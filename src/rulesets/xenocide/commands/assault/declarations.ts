import type { PlayerId, Rejection } from 'sandtable';
import {
  occupancyOf,
  type SectionAssault,
  sectionAssaultOptions,
  sectionAssaultParticipants,
  whyBadAssaultOut,
  whyBadSectionAssault,
} from '../../rules/buildings';
import type { XenocideState } from '../../state';
import type { CommandOfType, XenocideCommand } from '../schema';

/** XEN-BLD-28: an activated unit in a building assaulting out at an enemy unit in another building. */
export interface AssaultOut {
  readonly unit: string;
  readonly target: string;
}

/** XEN-BLD-28 / XEN-BLD-36: the building assaults the active player may declare now. */
export interface BuildingAssaultOptions {
  readonly out: readonly AssaultOut[];
  readonly sections: readonly SectionAssault[];
}

/**
 * XEN-BLD-28 / XEN-BLD-36: the assaults out of buildings and section-to-section assaults `player` may declare
 * now (their Close Assault phase): for each activated unit in a building, every enemy unit in another
 * building within 4" of its edges; and each enemy-held section with the adjacent sections the player holds.
 */
export function buildingAssaultOptions(state: XenocideState, player: PlayerId): BuildingAssaultOptions {
  const stage = state.stage;
  const buildings = state.buildings ?? [];
  if (stage.kind !== 'activation' || stage.player !== player || buildings.length === 0)
    return { out: [], sections: [] };
  const out: AssaultOut[] = [];
  for (const unit of stage.units) {
    if (!occupancyOf(buildings, unit)) continue;
    for (const target of state.units) {
      if (target.player === player || target.status !== 'on-table' || !occupancyOf(buildings, target.id))
        continue;
      if (!whyBadAssaultOut(state, buildings, unit, stage.units, target.id))
        out.push({ unit, target: target.id });
    }
  }
  return { out, sections: sectionAssaultOptions(state, buildings, player, stage.units) };
}

/** XEN-BLD-28 / XEN-BLD-36: whether the active player has any building assault to declare now. */
export function hasBuildingAssaultOptions(state: XenocideState, player: PlayerId): boolean {
  const options = buildingAssaultOptions(state, player);
  return options.out.length > 0 || options.sections.length > 0;
}

function refusal(code: Rejection['code'], message: string, path: (string | number)[]): Rejection {
  return { code, message, path };
}

/**
 * XEN-BLD-28 / XEN-BLD-35 / XEN-BLD-36: why a declaration is refused: it must answer the prompt at the start
 * of the player's Close Assault phase; each assault out is one {@link whyBadAssaultOut} accepts; each
 * section-to-section assault one {@link whyBadSectionAssault} accepts; and no unit fights in two of them.
 */
export function whyBadBuildingAssaults(
  state: XenocideState,
  command: CommandOfType<'declare-building-assaults'>,
): Rejection | undefined {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.player !== command.player || !stage.assaults?.declaring)
    return refusal(
      'illegal-action',
      'Assaults from buildings are declared only at the start of your Close Assault phase (XEN-BLD-28, XEN-BLD-36).',
      [],
    );
  const buildings = state.buildings ?? [];
  const used = new Map<string, (string | number)[]>();
  const claim = (unit: string, path: (string | number)[]) => {
    if (used.has(unit))
      return refusal(
        'illegal-action',
        `Unit ${unit} is in two declared assaults; each unit fights in one.`,
        path,
      );
    used.set(unit, path);
    return undefined;
  };
  for (const [i, o] of command.out.entries()) {
    const why = whyBadAssaultOut(state, buildings, o.unit, stage.units, o.target);
    if (why) return refusal(why.code, why.message, ['out', i]);
    const twice = claim(o.unit, ['out', i, 'unit']);
    if (twice) return twice;
  }
  for (const [i, d] of command.sections.entries()) {
    const declaration = { building: d.building, target: d.target, from: [...d.from] };
    const why = whyBadSectionAssault(state, buildings, command.player, declaration, {
      phaseStart: true,
      activationUnits: stage.units,
    });
    if (why) return refusal(why.code, why.message, ['sections', i, ...(why.path ?? [])]);
    const sides = sectionAssaultParticipants(buildings, declaration);
    for (const unit of sides.attackers) {
      const twice = claim(unit, ['sections', i, 'from']);
      if (twice) return twice;
    }
  }
  return undefined;
}

/** XEN-BLD-28 / XEN-BLD-36: the declarations offered: none, and each possible assault on its own. */
export function buildingAssaultCommands(state: XenocideState, player: PlayerId): XenocideCommand[] {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.player !== player || !stage.assaults?.declaring) return [];
  const options = buildingAssaultOptions(state, player);
  const none = { type: 'declare-building-assaults' as const, player, out: [], sections: [] };
  return [
    none,
    ...options.out.map((o) => ({ ...none, out: [{ ...o }] })),
    ...options.sections.map((d) => ({
      ...none,
      sections: [{ building: d.building, target: d.target, from: [...d.from] }],
    })),
  ];
}
