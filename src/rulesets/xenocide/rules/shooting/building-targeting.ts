import { geometry, type Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import { isArtillery } from '../../schemas/weapon';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { BuildingSection, BuildingState, Occupancy } from '../../state/buildings';
import type { ShootingRefusal, WeaponFire } from '../../state/shooting';
import type { BuildingVolley } from '../buildings/building-fire';
import { holderOf, occupancyOf, sectionAt } from '../buildings/building-state';
import { firingFaces, sightPoints } from '../buildings/occupant-placement';
import { INDIRECT_SPOTTER_RANGE } from './artillery';
import { shootingModels } from './engagement';
import { focusFire } from './focus-fire';
import { baseOf, HIGH_ALTITUDE, losFeatures, OBSCURING_LIMIT } from './sight';
import { isRecon } from './stealth';
import { FLYER_ARC } from './targeting';
import { aoeDice, weaponStatsFor } from './weapon-system';

/** XEN-BLD-17: one weapon system's fire at a building section: the models that fire it and its volleys. */
export interface BuildingWeaponTargeting {
  readonly weapon: string;
  /** Set when the weapon system may not fire at the section. */
  readonly refusal?: ShootingRefusal;
  /** The models that fire it (XEN-SHOOT-05/06); empty when refused. */
  readonly firing: readonly string[];
  /** Its shots, one volley per stat line, after focus fire (XEN-SHOOT-09). */
  readonly volleys: readonly BuildingVolley[];
}

/**
 * XEN-BLD-17: the building section a `shoot` target names: a section id (`house.s1`), or the id of a
 * one-section building (a building of several sections gives section `''`, which is refused with the list
 * of its sections); undefined when it names no building.
 */
export function buildingTargetOf(state: XenocideState, target: string): Occupancy | undefined {
  for (const building of state.buildings ?? []) {
    const section = building.sections.find((s) => s.id === target);
    if (section) return { building: building.id, section: section.id };
    if (building.id === target) {
      // A building of several sections names none of them: the refusal lists them.
      const only = building.sections.length === 1 ? building.sections[0] : undefined;
      return { building: building.id, section: only?.id ?? '' };
    }
  }
  return undefined;
}

/**
 * XEN-BLD-17 / XEN-SHOOT-04 / XEN-BLD-08: why a unit may not shoot at this building section, or undefined:
 * it must be a section that still stands, hold no friendly unit (shots at a building are shots at the
 * enemy's cover, never at one's own), and a building has no models for directed fire to pick (R59).
 */
export function whyNotBuildingTarget(
  state: XenocideState,
  shooter: UnitState,
  at: Occupancy,
): ShootingRefusal | undefined {
  const found = sectionAt(state.buildings ?? [], at);
  if (!found) {
    const building = (state.buildings ?? []).find((b) => b.id === at.building);
    return building
      ? {
          code: 'illegal-action',
          message: `Building ${building.id} has several sections; shoot at one of them: ${building.sections
            .filter((s) => !s.collapsed)
            .map((s) => s.id)
            .join(', ')} (XEN-BLD-04, XEN-BLD-17).`,
        }
      : { code: 'unknown-entity', message: `There is no building section '${at.section}'.` };
  }
  const { section } = found;
  if (section.collapsed)
    return {
      code: 'illegal-action',
      message: `Section ${section.id} has already collapsed into rubble; there is nothing left to shoot at (XEN-BLD-08, XEN-BLD-23).`,
    };
  if (holderOf(state, section) === shooter.player)
    return {
      code: 'illegal-action',
      message: `Section ${section.id} holds your own unit (${section.occupants.join(', ')}); shoot at a building that is empty or held by the enemy (XEN-SHOOT-04, XEN-BLD-17).`,
    };
  return undefined;
}

/** XEN-BLD-02 / XEN-BLD-17: the points of a section a shooter aims at: its corners and the middle of each edge. */
function aimPoints(section: BuildingSection): Vec2[] {
  const pts = section.polygon.points;
  return pts.flatMap((p, i) => [p, geometry.lerp(p, pts[(i + 1) % pts.length] as Vec2, 0.5)]);
}

/**
 * XEN-SHOOT-10 / XEN-SHOOT-11 / XEN-BLD-02 / XEN-BLD-15 / XEN-BLD-17: whether a model sees a building section:
 * a sight line to one of its corners or edge middles, at the building's height, crosses no other solid
 * terrain and at most 4" of obscuring terrain (the target building never hides itself). A model inside a
 * building looks out of its section's faces with openings, or the roof, from the roof line.
 */
export function seesSection(
  state: XenocideState,
  shooterUnit: UnitState,
  shooter: ModelState,
  target: { readonly building: BuildingState; readonly section: BuildingSection },
  features: readonly geometry.LosFeature[] = losFeatures(state),
): boolean {
  const buildings = state.buildings ?? [];
  const inside = occupancyOf(buildings, shooterUnit.id);
  const from = inside ? sectionAt(buildings, inside) : undefined;
  const skip = new Set([target.building.id, ...(from ? [from.building.id] : [])]);
  const open = features.filter((_, i) => !skip.has(state.terrain[i]?.id ?? ''));
  const clear = (origin: geometry.Circle, height: number, points: number) =>
    aimPoints(target.section).some((p) => {
      const report = geometry.lineOfSight(origin, { center: p, radius: 0 }, open, {
        fromPoints: points,
        fromHeight: height,
        toHeight: target.building.height,
      });
      return report.lines.some(
        (line) => line.blockedBy.length === 0 && geometry.isAtMost(line.obscuringDepth, OBSCURING_LIMIT),
      );
    });
  if (from) {
    return firingFaces(from.section).some((face) =>
      sightPoints(from.building, from.section, face).some(({ point, height }) =>
        clear({ center: point, radius: 0 }, height, 1),
      ),
    );
  }
  return clear(baseOf(shooter), shooterUnit.high ? HIGH_ALTITUDE : 0, 3);
}

/** XEN-SHOOT-04 / R66: whether a section is within `range` of a model, measured from its base to the footprint. */
function reaches(model: ModelState, section: BuildingSection, range: number): boolean {
  return geometry.isAtMost(geometry.circlePolygonDistance(baseOf(model), section.polygon), range);
}

/** XEN-TERR-30: whether some aim point of the section lies in a flyer's forward arc. */
function inFlyerArc(state: XenocideState, model: ModelState, section: BuildingSection): boolean {
  if (!profileOf(state, model).types.includes('Flyer')) return true;
  const facing = { center: { x: model.x, y: model.y }, radius: model.radius, facing: model.facing };
  return aimPoints(section).some((p) => geometry.isBaseInArc(facing, { center: p, radius: 0 }, 0, FLYER_ARC));
}

/**
 * XEN-AOE-05..08 / XEN-AOE-10 / R15: whether artillery that does not see the section may fire at it
 * indirectly: its unit is not suppressed, and another model of the unit or a friendly Recon model sees the
 * section, or any friendly model sees it from within 24".
 */
function mayFireIndirectly(
  state: XenocideState,
  shooterUnit: UnitState,
  target: { readonly building: BuildingState; readonly section: BuildingSection },
  features: readonly geometry.LosFeature[],
): boolean {
  if (shooterUnit.suppression > 0) return false;
  return state.units
    .filter((u) => u.player === shooterUnit.player)
    .some((u) =>
      shootingModels(state, u).some(
        (m) =>
          (u.id === shooterUnit.id ||
            isRecon(state, m) ||
            reaches(m, target.section, INDIRECT_SPOTTER_RANGE)) &&
          seesSection(state, u, m, target, features),
      ),
    );
}

function refused(weapon: string, code: ShootingRefusal['code'], message: string): BuildingWeaponTargeting {
  return { weapon, refusal: { code, message }, firing: [], volleys: [] };
}

/**
 * XEN-BLD-17 / XEN-SHOOT-04..09 / XEN-AOE-05..10: which models of `shooterUnit` fire weapon system `fire` at a
 * building section, and the volleys they make: the system may fire if one carrier sees the section and has
 * it in range (then every carrier that sees it fires, as at a unit); artillery needs only range when it
 * may fire indirectly; bombs are only dropped on units flown over. Accuracy plays no part (XEN-BLD-17).
 */
export function targetBuildingWeapon(
  state: XenocideState,
  shooterUnit: UnitState,
  target: { readonly building: BuildingState; readonly section: BuildingSection },
  fire: WeaponFire,
  features: readonly geometry.LosFeature[] = losFeatures(state),
): BuildingWeaponTargeting {
  const { weapon } = fire;
  const carriers = shootingModels(state, shooterUnit).flatMap((m) => {
    const stats = weaponStatsFor(profileOf(state, m), weapon, fire.power);
    return stats ? [{ model: m, stats }] : [];
  });
  const range = carriers[0]?.stats.range ?? 0;
  if (carriers.length === 0)
    return refused(
      weapon,
      'illegal-action',
      `No model of unit ${shooterUnit.id} on the table carries '${weapon}' (XEN-SHOOT-08).`,
    );
  if (carriers.some((c) => c.stats.specials?.bombs))
    return refused(
      weapon,
      'illegal-action',
      `'${weapon}' is a bomb weapon: drop it on a unit the flyer passes over during its move (XEN-TERR-31, R40).`,
    );
  const sight = carriers.map((c) => ({
    ...c,
    sees:
      inFlyerArc(state, c.model, target.section) &&
      seesSection(state, shooterUnit, c.model, target, features),
    reaches: reaches(c.model, target.section, c.stats.range),
  }));
  let firing = sight.filter((s) => s.sees);
  if (!sight.some((s) => s.sees && s.reaches)) {
    const artillery = sight.every((s) => isArtillery(s.stats));
    if (artillery && sight.some((s) => s.reaches)) {
      if (!mayFireIndirectly(state, shooterUnit, target, features))
        return refused(
          weapon,
          'line-of-sight',
          shooterUnit.suppression > 0
            ? `Unit ${shooterUnit.id} is suppressed: its artillery may fire only at a target it sees (XEN-AOE-10).`
            : `No friendly model sees section ${target.section.id} from within 24", so '${weapon}' cannot fire indirectly (XEN-AOE-08, R15).`,
        );
      firing = sight;
    } else if (sight.some((s) => s.sees))
      return refused(
        weapon,
        'out-of-range',
        `No model of unit ${shooterUnit.id} that sees section ${target.section.id} has it within the ${range}" range of '${weapon}' (XEN-SHOOT-04).`,
      );
    else
      return refused(
        weapon,
        'line-of-sight',
        `No model of unit ${shooterUnit.id} carrying '${weapon}' can see section ${target.section.id} of building ${target.building.id} (XEN-SHOOT-04, XEN-SHOOT-10, XEN-SHOOT-11, XEN-BLD-15).`,
      );
  }
  const lines = new Map<string, { shots: number; stats: (typeof firing)[number]['stats'] }>();
  for (const f of firing) {
    const key = JSON.stringify(f.stats);
    const line = lines.get(key);
    lines.set(key, { shots: (line?.shots ?? 0) + f.stats.shots, stats: f.stats });
  }
  const volleys = [...lines.values()].map(({ shots, stats }): BuildingVolley => {
    const focused = focusFire(shots, stats.strength, fire.focusFire === true);
    const x = aoeDice(stats);
    return {
      weapon,
      shots: focused.shots,
      strength: focused.strength,
      ...(x > 0 ? { aoe: x } : {}),
      ...(stats.specials?.shieldBreaker ? { shieldBreaker: true } : {}),
    };
  });
  return { weapon, firing: firing.map((f) => f.model.id), volleys };
}
