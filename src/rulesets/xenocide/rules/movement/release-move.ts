import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { findModel, profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { traitsOf } from './traits';
import { RELEASE_DISTANCE } from './transport-places';
import { validateMove } from './validate-move';

const round = (v: number) => Math.round(v * 1000) / 1000;
const at = (p: Vec2): Vec2 => ({ x: round(p.x), y: round(p.y) });

/** How far a transport flies, as shares of its allowance, and how far ahead of it the riders land (inches, edge to edge). */
const FLIGHTS = [1, 0.6, 0.3];
const AHEAD = [4, 1.5, -2];

/**
 * XEN-TRANS-07 / XEN-TERR-20: the unit's transports (every model of it on the table is a Hover transport or
 * model) fly high toward `target`, as far as `allowance` takes them, and release every rider (all Skimmer,
 * Hover, Flyer or Jump) from the end of the flight, side by side ahead of its transport, within 8" of the
 * path. The longest such move the rules accept, or undefined.
 */
export function highReleaseMove(
  state: XenocideState,
  unit: UnitState,
  target: Vec2,
  allowance: number,
): MoveUnitCommand | undefined {
  const riders = unit.models.filter((m) => !m.removed && m.embarkedIn !== undefined);
  const movers = unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
  if (riders.length === 0 || movers.length === 0 || allowance <= 1) return undefined;
  if (!movers.every((m) => traitsOf(profileOf(state, m)).hover)) return undefined;
  const released = riders.every((m) => {
    const t = traitsOf(profileOf(state, m));
    return t.skimmer || t.hover || t.flyer || t.jump !== undefined;
  });
  if (!released || riders.some((r) => !movers.some((m) => m.id === r.embarkedIn))) return undefined;
  const from = {
    x: movers.reduce((n, m) => n + m.x, 0) / movers.length,
    y: movers.reduce((n, m) => n + m.y, 0) / movers.length,
  };
  const gap = geometry.distance(from, target);
  if (gap < 1) return undefined;
  const toward = geometry.normalize(geometry.subtract(target, from));
  const side = { x: toward.y, y: -toward.x };
  for (const share of FLIGHTS) {
    const shift = geometry.scale(toward, Math.min(allowance * share, gap) - 0.01);
    const ends = new Map(movers.map((m) => [m.id, at(geometry.add(m, shift))]));
    for (const ahead of AHEAD) {
      const disembark = riders.map((r, i) => {
        const carrier = findModel(state, r.embarkedIn as string);
        const end = ends.get(r.embarkedIn as string) as Vec2;
        const forward = Math.min(RELEASE_DISTANCE - 0.5, (carrier?.radius ?? 0) + r.radius + ahead);
        const offset = (i - (riders.length - 1) / 2) * (2 * r.radius + 0.5);
        return {
          model: r.id,
          at: at(
            geometry.add(geometry.add(end, geometry.scale(toward, forward)), geometry.scale(side, offset)),
          ),
        };
      });
      const command: MoveUnitCommand = {
        type: 'move-unit',
        player: unit.player,
        unit: unit.id,
        mode: 'normal',
        high: true,
        models: movers.map((m) => ({ model: m.id, path: [ends.get(m.id) as Vec2] })),
        disembark,
      };
      if (!('code' in validateMove(state, command))) return command;
    }
  }
  return undefined;
}
