import * as z from 'zod';

const Point = z.strictObject({ x: z.number().min(-1000).max(1000), y: z.number().min(-1000).max(1000) });

/**
 * WT-TERR-01 / WT-SETUP-04 / R43: a terrain area and the classifications the players agreed; no
 * classification means Clear Terrain (WT-TERR-02). Several may be combined (a forest: difficult + concealment).
 */
export const TerrainAreaInputSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
  name: z.string().min(1).max(80).optional(),
  polygon: z.strictObject({ points: z.array(Point).min(3).max(64) }),
  /** Inches: the height of its tallest element (R11). */
  height: z.number().min(0).max(100).default(2),
  difficult: z.boolean().optional(),
  /** WT-TERR-05/06: Dangerous Terrain X; `true` means X = 9. */
  dangerous: z.union([z.number().int().min(1).max(10), z.literal(true)]).optional(),
  impassible: z.boolean().optional(),
  concealment: z.boolean().optional(),
  cover: z.boolean().optional(),
  /** R11: blocks sight like a solid wall. */
  blocksVisibility: z.boolean().optional(),
  /** WT-BLD-01/02: an intact building (Impassible, blocks sight) or light (Concealment) / heavy (Cover) ruins. */
  building: z.enum(['intact', 'light-ruins', 'heavy-ruins']).optional(),
  /** WT-BLD-05/06: an intact building's construction, for occupying it (default light). */
  buildingClass: z.enum(['light', 'heavy']).optional(),
  /** WT-BLD-07: an intact building's Transport X when occupied (default 10; large buildings 20 or more). */
  transport: z.number().int().min(1).max(100).optional(),
  /** R10 / WT-MOVE-02: the height of the surface models inside stand on (a hill, ledge or wall top). */
  elevation: z.number().min(0).max(50).optional(),
  /** WT-BLD-03: multi-level ruins: the heights of the floors above the ground. */
  levels: z.array(z.number().min(0.1).max(50)).min(1).max(6).optional(),
});

/** A terrain area as written in a setup. */
export type TerrainAreaInput = z.input<typeof TerrainAreaInputSchema>;
