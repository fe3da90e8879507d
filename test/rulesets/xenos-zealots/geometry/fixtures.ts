import type { Body } from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import {
  type TerrainFeature,
  type TerrainFeatureInput,
  TerrainFeatureSchema,
} from '../../../../src/rulesets/xenos-zealots/schemas/scenario';

/** A round base at (x, y): default 1" across, facing 0 (+y), 1" tall. */
export const base = (x: number, y: number, diameter = 1, facing = 0, height = 1): Body => ({
  x,
  y,
  facing,
  shape: { kind: 'circle', diameter },
  height,
});

/** A hull at (x, y): `length` along the facing, `width` across it. */
export const hull = (x: number, y: number, length: number, width: number, facing = 0, height = 2): Body => ({
  x,
  y,
  facing,
  shape: { kind: 'rect', length, width },
  height,
});

/** A terrain feature with the schema's defaults filled in. */
export const feature = (input: TerrainFeatureInput): TerrainFeature => TerrainFeatureSchema.parse(input);

/** An area of the given type covering the rectangle (x0, y0)–(x1, y1). */
export const area = (
  id: string,
  areaType: NonNullable<TerrainFeatureInput['areaType']>,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  over: Partial<TerrainFeatureInput> = {},
): TerrainFeature =>
  feature({ id, kind: 'area', areaType, shape: { kind: 'rect', rect: { x0, y0, x1, y1 } }, ...over });

/** A straight wall from (x0, y0) to (x1, y1), 0.5" thick by default. */
export const wall = (
  id: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  over: Partial<TerrainFeatureInput> = {},
): TerrainFeature =>
  feature({
    id,
    kind: 'obstacle',
    shape: {
      kind: 'line',
      points: [
        { x: x0, y: y0 },
        { x: x1, y: y1 },
      ],
    },
    ...over,
  });
