import { geometry } from 'sandtable';
import type { ValidationIssue } from '../issues';
import type { TerrainAreaInput } from '../schemas/terrain';

/**
 * WT-SETUP-03 / R43: the 12"×12" areas of the table with no large sight-blocking terrain (an intact
 * building or a `blocksVisibility` area touching the square). Advice only: a layout is never refused for it.
 */
export function terrainWarnings(
  table: { width: number; depth: number },
  terrain: readonly TerrainAreaInput[],
): ValidationIssue[] {
  const blockers = terrain.filter((t) => t.building === 'intact' || t.blocksVisibility === true);
  const out: ValidationIssue[] = [];
  for (let x = 0; x < table.width - 1e-9; x += 12)
    for (let y = 0; y < table.depth - 1e-9; y += 12) {
      const cell = {
        points: [
          { x, y },
          { x: Math.min(x + 12, table.width), y },
          { x: Math.min(x + 12, table.width), y: Math.min(y + 12, table.depth) },
          { x, y: Math.min(y + 12, table.depth) },
        ],
      };
      const covered = blockers.some(
        (b) =>
          b.polygon.points.some((p) => geometry.pointInPolygon(p, cell)) ||
          cell.points.some((p) => geometry.pointInPolygon(p, b.polygon)),
      );
      if (!covered)
        out.push({
          code: 'open-square-foot',
          message: `The square foot at (${x}, ${y}) has no large line-of-sight blocking terrain; the rules advise one in each (WT-SETUP-03).`,
          path: ['terrain'],
          rule: 'WT-SETUP-03',
        });
    }
  return out;
}
