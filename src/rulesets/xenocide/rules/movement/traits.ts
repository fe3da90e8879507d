import type { ModelType } from '../../schemas/model-type';
import type { ModelProfile } from '../../schemas/unit-list';

/** XEN-STAT-05/07: what a model's profile says about how it moves. */
export interface MoverTraits {
  readonly types: readonly ModelType[];
  /** Has a terrain-table column (Infantry, Walker, Wheeled, Tracked). */
  readonly tabled: boolean;
  readonly infantry: boolean;
  readonly flyer: boolean;
  readonly hover: boolean;
  readonly skimmer: boolean;
  readonly titan: boolean;
  /** Move in inches (titans: without boost). */
  readonly move: number;
  /** XEN-TITAN-09: titans: inches of movement each power point of boost adds. */
  readonly boost?: number;
  readonly jump?: number;
  readonly teleport?: number;
  readonly amphibious: boolean;
  /** Transport Size (titans have none and never embark). */
  readonly size?: number;
  readonly transport?: { readonly capacity: number; readonly open: boolean };
  /** XEN-TERR-07 / R33: the CAD terrain and transport-loss attacks roll against: min(printed CAD, 6). */
  readonly attackCad: number;
  readonly recon: boolean;
}

const traitsCache = new WeakMap<ModelProfile, MoverTraits>();

/** XEN-STAT-05/07: reads the movement traits of a profile (memoised: profiles never change during a game). */
export function traitsOf(profile: ModelProfile): MoverTraits {
  let traits = traitsCache.get(profile);
  if (traits === undefined) {
    traits = readTraits(profile);
    traitsCache.set(profile, traits);
  }
  return traits;
}

function readTraits(profile: ModelProfile): MoverTraits {
  const types = profile.types;
  const cad = profile.cad;
  const base = {
    types,
    tabled: types.some((t) => t === 'Infantry' || t === 'Walker' || t === 'Wheeled' || t === 'Tracked'),
    infantry: types.includes('Infantry'),
    flyer: types.includes('Flyer'),
    hover: types.includes('Hover'),
    skimmer: types.includes('Skimmer'),
    titan: profile.kind === 'titan',
    move: profile.move,
    amphibious: profile.moveSpecials?.amphibious === true,
    attackCad: typeof cad === 'number' ? cad : 6,
    recon: profile.kind !== 'titan' && profile.defenseSpecials?.recon === true,
  };
  const jump = profile.moveSpecials?.jump;
  const teleport = profile.moveSpecials?.teleport;
  const size = profile.kind === 'titan' ? undefined : profile.size;
  const boost = profile.kind === 'titan' ? profile.boost : undefined;
  const transport =
    profile.kind === 'titan' || !profile.transport
      ? undefined
      : { capacity: profile.transport.capacity, open: profile.transport.open === true };
  return {
    ...base,
    ...(jump === undefined ? {} : { jump }),
    ...(teleport === undefined ? {} : { teleport }),
    ...(size === undefined ? {} : { size }),
    ...(boost === undefined ? {} : { boost }),
    ...(transport === undefined ? {} : { transport }),
  };
}
