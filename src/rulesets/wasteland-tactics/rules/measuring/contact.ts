import { type Circle, geometry } from 'sandtable';
import type { WastelandState } from '../../state';
import { groundElevation } from '../terrain/elevation';

/**
 * R13 / R14: a model's footprint where it stands: its circle, the model's height and the ruins floor it
 * stands on (WT-BLD-03), if any; elsewhere it stands on the surface under its centre.
 */
export interface ModelFootprint extends Circle {
  /** R13: the model's height in inches. */
  readonly height: number;
  /** WT-BLD-03: the ruins floor the model stands on; absent on the ground or elevated terrain. */
  readonly level?: number | undefined;
}

/**
 * How two models' footprints meet (R14): `apart` (farther than the contact tolerance), `touching` (within it,
 * at the same elevation, WT-MEAS-03), `raised` (within it, one raised by no more than the lower model's
 * height: in contact by WT-MEAS-04) or `too-high` (within it, but one raised higher: not in contact, WT-MEAS-04).
 */
export type BaseContact = 'apart' | 'touching' | 'raised' | 'too-high';

/** R10: the elevation a footprint stands at: its ruins floor, else the surface under its centre. */
function standingElevation(state: WastelandState, f: ModelFootprint): number {
  return f.level ?? groundElevation(state, f.center);
}

/**
 * WT-MEAS-03 / WT-MEAS-04 / R14: how two models' footprints meet: bases within `contactTolerance` touch when
 * they stand level; across elevation they count as in contact when the higher model is raised no more than
 * the lower model's height.
 */
export function baseContact(state: WastelandState, a: ModelFootprint, b: ModelFootprint): BaseContact {
  if (geometry.baseDistance(a, b) > state.settings.contactTolerance + geometry.GEOMETRY_EPSILON)
    return 'apart';
  const ea = standingElevation(state, a);
  const eb = standingElevation(state, b);
  const rise = Math.abs(ea - eb);
  if (rise <= geometry.GEOMETRY_EPSILON) return 'touching';
  const lower = ea < eb ? a : b;
  return rise <= lower.height + geometry.GEOMETRY_EPSILON ? 'raised' : 'too-high';
}

/** WT-MEAS-03 / WT-MEAS-04 / R14: whether two models are in base contact (touching, or raised within reach). */
export function basesInContact(state: WastelandState, a: ModelFootprint, b: ModelFootprint): boolean {
  const contact = baseContact(state, a, b);
  return contact === 'touching' || contact === 'raised';
}
