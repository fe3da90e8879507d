import { geometry, type Vec2 } from 'sandtable';
import { profileOf, type XenocideContext, type XenocideDraft } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { removeModel } from './casualties';
import { type MoveRejection, refuse } from './move-plan';
import { inches } from './path-geometry';

/** XEN-TERR-28: the largest turn a flyer may make at once, in degrees. */
export const FLYER_TURN = 45;

/** XEN-TERR-29 / R40: turns a flyer stays off the table before it may return. */
export const FLYER_RETURN_DELAY = 2;

/** Turns within this many degrees of a limit count as within it (drawn paths are not exact). */
const TURN_EPSILON = 0.01;

/** XEN-TERR-28: a change of heading along a flyer's path. */
export interface FlyerTurn {
  /** Inches from the start of the move where the turn is made. */
  readonly at: number;
  readonly degrees: number;
}

/** XEN-TERR-28: the turns a path makes, from the start facing (if known) to the end facing (if given). */
export function flyerTurns(path: readonly Vec2[], startFacing?: number, endFacing?: number): FlyerTurn[] {
  const legs: { bearing: number; from: number; to: number }[] = [];
  let travelled = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const length = geometry.distance(path[i] as Vec2, path[i + 1] as Vec2);
    if (length > TURN_EPSILON)
      legs.push({
        bearing: geometry.bearing(path[i] as Vec2, path[i + 1] as Vec2),
        from: travelled,
        to: travelled + length,
      });
    travelled += length;
  }
  const turns: FlyerTurn[] = [];
  const first = legs[0];
  if (first && startFacing !== undefined)
    turns.push({ at: 0, degrees: geometry.angleBetween(startFacing, first.bearing) });
  for (let i = 0; i + 1 < legs.length; i++) {
    const a = legs[i] as (typeof legs)[number];
    const b = legs[i + 1] as (typeof legs)[number];
    turns.push({ at: a.to, degrees: geometry.angleBetween(a.bearing, b.bearing) });
  }
  const heading = legs[legs.length - 1]?.bearing ?? startFacing;
  if (endFacing !== undefined && heading !== undefined) {
    turns.push({ at: travelled, degrees: geometry.angleBetween(heading, endFacing) });
  }
  return turns.filter((t) => t.degrees > TURN_EPSILON);
}

/**
 * XEN-TERR-28: a flyer turns either once, up to 45° anywhere, or twice, up to 45° at the start and up to
 * 45° once it has flown at least half its Move (the end of the move included).
 */
export function checkFlyerTurns(
  model: string,
  path: readonly Vec2[],
  move: number,
  startFacing: number | undefined,
  endFacing: number | undefined,
): MoveRejection | undefined {
  const turns = flyerTurns(path, startFacing, endFacing);
  const tooSharp = turns.find((t) => t.degrees > FLYER_TURN + TURN_EPSILON);
  if (tooSharp) {
    return refuse(
      'illegal-action',
      `Flyer ${model} would turn ${Number(tooSharp.degrees.toFixed(1))}° at once; a flyer turns at most 45° at a time (XEN-TERR-28).`,
      ['models'],
    );
  }
  if (turns.length <= 1) return undefined;
  const [first, second] = turns as [FlyerTurn, FlyerTurn];
  const twoTurns = turns.length === 2 && first.at <= TURN_EPSILON && second.at + 1e-9 >= move / 2;
  if (twoTurns) return undefined;
  return refuse(
    'illegal-action',
    `Flyer ${model} makes ${turns.length} turns (at ${turns.map((t) => inches(t.at)).join(', ')}); a flyer turns once anywhere, or once at the start and once after ${inches(move / 2)} (XEN-TERR-28).`,
    ['models'],
  );
}

/** XEN-TERR-27 / R40: whether a flyer that moved `distance` this activation falls out of the sky. */
export function isStalled(move: number, distance: number): boolean {
  return distance + 1e-9 < move / 2;
}

/** Whether every live model of a unit is a Flyer (XEN-TERR-26). */
export function isFlyerUnit(state: XenocideState, unit: UnitState): boolean {
  const live = unit.models.filter((m) => !m.removed);
  return live.length > 0 && live.every((m) => profileOf(state, m).types.includes('Flyer'));
}

/**
 * XEN-TERR-27 / R40: destroys the flyers of these units that are on the table and did not move at least
 * half their Move this activation; the turn sequence calls it when a movement phase ends for units that
 * never sent a move.
 */
export function crashStalledFlyers(
  draft: XenocideDraft,
  base: XenocideState,
  unitIds: readonly string[],
  ctx: Pick<XenocideContext, 'emit'>,
): void {
  for (const id of unitIds) {
    const unit = base.units.find((u) => u.id === id);
    if (unit?.status !== 'on-table' || unit.activity.moved) continue;
    for (const model of unit.models) {
      if (model.removed || model.embarkedIn !== undefined) continue;
      const profile = profileOf(base, model);
      if (profile.types.includes('Flyer') && isStalled(profile.move, 0)) {
        removeModel(draft, base, unit.id, model.id, 'flyer-stalled', ctx);
      }
    }
  }
}
