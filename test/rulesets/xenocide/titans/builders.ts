import type { Vec2 } from 'sandtable';
import { powerLine, titan, titanWeapon } from '../../../../src/rulesets/xenocide/data/authoring';
import type { TitanProfile } from '../../../../src/rulesets/xenocide/schemas/titan';
import type { ModelProfile } from '../../../../src/rulesets/xenocide/schemas/unit-list';
import type { Order, TitanStatus, UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import { aUnit, type PositionSpec, PROFILES, aPosition as shootingPosition } from '../shooting/builders';

export { aFeature, aUnit, rect, row, scriptedDice, unitOf } from '../shooting/builders';

/** The bundled Strider: Core 4, Move 8" (4"), Aspect 2, Armor 6, 3 layers, CAA 10, CAD 66, a +4/+4 Assault Sword. */
export const STRIDER = PROFILES['generic/strider-titan'] as TitanProfile;

/** Test titans: a jumper with a boost limit of 2, a flicker-shielded diffraction titan, one with an unpowered-less lance. */
export const TITAN_PROFILES: Record<string, ModelProfile> = {
  'test/leaper': titan({
    name: 'Leaper',
    vp: 200,
    core: 3,
    types: ['Walker'],
    move: 8,
    boost: 8,
    boostLimit: 2,
    moveSpecials: { jump: 12 },
    aspect: 1,
    armor: 5,
    deflectorLayers: 2,
    caa: 8,
    cad: '66',
    weapons: [titanWeapon('Autocannon', powerLine(0, 4, 36, 3, 1))],
  }),
  'test/phantom': titan({
    name: 'Phantom',
    vp: 220,
    core: 5,
    types: ['Skimmer'],
    move: 12,
    boost: 4,
    aspect: -1,
    armor: 6,
    deflectorLayers: 0,
    flickerShield: 2,
    caa: 6,
    cad: '666',
    weapons: [titanWeapon('Lance', powerLine(1, 1, 60, 4, 5), powerLine(2, 2, 60, 4, 5))],
  }),
};

/** What {@link aTitan} takes. */
export interface TitanSpec {
  readonly id?: string;
  readonly at?: Vec2;
  readonly profile?: string;
  readonly status?: Partial<TitanStatus>;
  readonly order?: Order;
  readonly suppression?: number;
}

/** A titan unit (default a blue Strider at (20, 30), full core, power = core, every layer up). */
export function aTitan(spec: TitanSpec = {}): UnitState {
  const profile = spec.profile ?? 'generic/strider-titan';
  const unit = aUnit(
    {
      id: spec.id ?? 'blue.c1.u1',
      models: [{ at: spec.at ?? { x: 20, y: 30 }, profile }],
      ...(spec.order ? { order: spec.order } : {}),
      ...(spec.suppression === undefined ? {} : { suppression: spec.suppression }),
    },
    { ...PROFILES, ...TITAN_PROFILES },
  );
  return {
    ...unit,
    models: unit.models.map((m) => (m.titan ? { ...m, titan: { ...m.titan, ...spec.status } } : m)),
  };
}

/** A 72"×48" position in red's Shooting phase with the titan test profiles available. */
export function aPosition(spec: PositionSpec): XenocideState {
  return shootingPosition({ ...spec, profiles: { ...TITAN_PROFILES, ...spec.profiles } });
}

/** A titan's status in a state. */
export function statusOf(state: XenocideState, unit: string): TitanStatus {
  const titan = state.units.find((u) => u.id === unit)?.models.find((m) => m.titan)?.titan;
  if (!titan) throw new Error(`no titan in ${unit}`);
  return titan;
}
