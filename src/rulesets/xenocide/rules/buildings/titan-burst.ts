import { type Dice, geometry, type Polygon, type Rejection, type Vec2 } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { XenocideState } from '../../state';
import type { BuildingState } from '../../state/buildings';
import { assertAccepted, refuse } from '../assault/refusal';
import { rollTitanTerrainAttacks, type TitanTerrainAttacks } from '../titans/titan-damage';
import { findTitan } from '../titans/titan-status';
import {
  type BuildingAllocation,
  type BuildingAssaultRoll,
  burstStopPoint,
  rollAssaultOnBuilding,
} from './building-assault-dice';
import type { BuildingEffect } from './building-effects';
import { sectionAt } from './building-state';

/** XEN-BLD-34 / R51: dangerous-terrain attacks a titan takes when the building it bursts into stands. */
export const BURST_TERRAIN_ATTACKS = 3;

/** XEN-BLD-34 / R51: a titan's attempt to burst through a building during its move. */
export interface TitanBurstSpec extends BuildingAllocation {
  /** The titan's declared path (its unit is `unit`; the titan is that unit's model). */
  readonly path: readonly Vec2[];
}

/** XEN-BLD-34 / R51: what the burst did. */
export interface TitanBurst {
  readonly attack: BuildingAssaultRoll;
  readonly collapsed: boolean;
  /** The building collapsed: the titan keeps moving and may shoot; otherwise it stops and may not shoot. */
  readonly mayContinue: boolean;
  readonly mayShoot: boolean;
  /** Where it stops, adjacent to the building, when the building stands. */
  readonly stopAt?: Vec2;
  readonly terrain?: TitanTerrainAttacks;
  readonly effects: readonly BuildingEffect[];
}

/**
 * XEN-BLD-34 / R51: why a burst is refused, or undefined: only a titan bursts through a building, along a path
 * that runs into a standing section, with 1 or more of its attack dice.
 */
export function whyBadTitanBurst(
  state: XenocideState,
  buildings: readonly BuildingState[],
  spec: TitanBurstSpec,
  available: number,
): Rejection | undefined {
  const titan = state.units.find((u) => u.id === spec.unit)?.models.find((m) => !m.removed && m.titan);
  if (!titan)
    return refuse(
      'illegal-action',
      `Only titans may burst through buildings; ${spec.unit} is not a titan (XEN-BLD-34).`,
    );
  const found = sectionAt(buildings, spec);
  if (!found) return refuse('unknown-entity', `There is no section '${spec.section}' of '${spec.building}'.`);
  if (found.section.collapsed)
    return refuse('illegal-action', `Section ${found.section.id} has already collapsed (XEN-BLD-08).`);
  const end = burstStopPoint(spec.path, titan.radius, found.section);
  const last = spec.path[spec.path.length - 1];
  if (spec.path.length < 2 || (last !== undefined && end.x === last.x && end.y === last.y))
    return refuse(
      'illegal-action',
      `The titan's path does not run into section ${found.section.id} (XEN-BLD-34).`,
      ['path'],
    );
  if (!Number.isInteger(spec.dice) || spec.dice < 1 || spec.dice > available)
    return refuse(
      'out-of-range',
      `The titan has ${available} attack dice for the building; ${spec.dice} asked (XEN-BLD-32, XEN-BLD-34).`,
      ['dice'],
    );
  return undefined;
}

/**
 * XEN-BLD-34 / XEN-BLD-32 / XEN-TITAN-10 / R51: the building part of a titan's overrun of a building: its dice
 * at the section (CAD = Armor, 1 SP per success, collapse on d6 > 2 once at 0). If the section collapses the
 * titan keeps moving and shooting; if not, it takes 3 terrain attacks (each 6 costs 1 core, no save), stops
 * adjacent to the building and may not shoot this activation. The occupants are fought in the overrun round.
 */
export function resolveTitanBurst(
  state: XenocideState,
  dice: Dice,
  buildings: readonly BuildingState[],
  spec: TitanBurstSpec,
  available: number,
): TitanBurst {
  assertAccepted(
    'resolveTitanBurst',
    'whyBadTitanBurst',
    whyBadTitanBurst(state, buildings, spec, available),
  );
  const unit = state.units.find((u) => u.id === spec.unit);
  const model = unit?.models.find((m) => !m.removed && m.titan);
  const titan = model ? findTitan(state, model.id) : undefined;
  if (!titan) throw rulesetBug(`xenocide: resolveTitanBurst found no titan in ${spec.unit}.`);
  const attack = rollAssaultOnBuilding(dice, buildings, spec, spec.dice, titan.unit.player);
  if (attack.damage.collapsed)
    return { attack, collapsed: true, mayContinue: true, mayShoot: true, effects: attack.effects };
  const terrain = rollTitanTerrainAttacks(
    dice,
    titan.status,
    BURST_TERRAIN_ATTACKS,
    titan.unit.player,
    'titan-burst',
  );
  const section = sectionAt(buildings, spec)?.section;
  const stopAt = burstStopPoint(spec.path, titan.model.radius, section ?? { polygon: { points: [] } });
  const titanEffects: BuildingEffect[] = [
    { kind: 'model-moved', unit: titan.unit.id, model: titan.model.id, to: stopAt, reason: 'burst-stopped' },
    terrain.destroyed
      ? { kind: 'model-killed', unit: titan.unit.id, model: titan.model.id, cause: 'burst-through' }
      : { kind: 'titan-damaged', unit: titan.unit.id, model: titan.model.id, status: terrain.status },
  ];
  return {
    attack,
    collapsed: false,
    mayContinue: false,
    mayShoot: false,
    stopAt,
    terrain,
    effects: [...attack.effects, ...titanEffects],
  };
}

/**
 * XEN-BLD-34 / R51: the part of a titan's declared path (its start left out) that it moves before it meets the
 * section: the path's points up to {@link burstStopPoint}, which ends it.
 */
export function burstApproach(
  path: readonly Vec2[],
  radius: number,
  at: { readonly polygon: Polygon },
): Vec2[] {
  const stop = burstStopPoint(path, radius, at);
  const out: Vec2[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec2;
    const b = path[i] as Vec2;
    if (geometry.pointSegmentDistance(stop, a, b) < 1e-6) {
      out.push({ x: stop.x, y: stop.y });
      return out;
    }
    out.push({ x: b.x, y: b.y });
  }
  return out;
}
