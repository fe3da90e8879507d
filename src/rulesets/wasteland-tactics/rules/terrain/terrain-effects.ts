import { geometry, type Vec2 } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { TerrainArea, UnitState, WastelandDraft, WastelandState } from '../../state';
import { hasCondition, limitedVisibilityHazard } from '../conditions/conditions';
import { rollD10 } from '../dice/dice';
import { pathTouchesArea } from '../measuring/paths';
import { draftUnitsById, rulesOf, unitHas } from '../units/units';

/** One model's path in a move: where it started, then every point it passed. */
export interface MovedPath {
  readonly model: string;
  readonly path: readonly Vec2[];
}

/** R36: Jump and Flying models ignore terrain and obstructions and measure in a straight line. */
export function isAirborne(state: WastelandState, unit: UnitState): boolean {
  return unitHas(state, unit, 'Jump') || unitHas(state, unit, 'Flying');
}

/** WT-SUR-43: whether the unit treats a terrain kind as Clear. */
export function strides(state: WastelandState, unit: UnitState, kind: 'Difficult' | 'Dangerous'): boolean {
  return rulesOf(state, unit).some((r) => r.rule === 'Strider' && (r.terrain ?? []).includes(kind));
}

/**
 * WT-TERR-03/04 / WT-COND-05 / R44: the Move penalty for this move: −2 if any model's path goes into, out of or
 * through Difficult Terrain (the worst only); under Rainy, −2 for every move and −3 through Difficult
 * Terrain. Jump/Flying and Difficult Striders take none.
 */
export function moveTerrainPenalty(
  state: WastelandState,
  unit: UnitState,
  paths: readonly (readonly Vec2[])[],
): number {
  if (isAirborne(state, unit) || strides(state, unit, 'Difficult')) return 0;
  const difficult = paths.some((p) => state.terrain.some((a) => a.difficult && pathTouchesArea(p, a)));
  if (hasCondition(state, 'rainy')) return difficult ? 3 : 2;
  return difficult ? 2 : 0;
}

/** R45: a classified piece of terrain, which Dangerous ground may turn dangerous. */
function isClassified(area: TerrainArea): boolean {
  return (
    !area.impassible &&
    !area.wreck &&
    (area.difficult || area.dangerous > 0 || area.concealment || area.cover || (area.elevation ?? 0) > 0)
  );
}

/** WT-COND-08 / R45: the first unit to enter a piece of terrain rolls a D10: on 7+ it is Dangerous Terrain 8 from now on. */
function surveyGround(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unit: UnitState,
  paths: readonly MovedPath[],
): void {
  if (!hasCondition(draft as WastelandState, 'dangerous-ground') || isAirborne(draft as WastelandState, unit))
    return;
  for (const area of draft.terrain) {
    if (area.surveyed || !isClassified(area as TerrainArea)) continue;
    const entered = paths.some(
      (p) =>
        p.path.length > 1 &&
        !geometry.pointStrictlyInPolygon(p.path[0] as Vec2, area.polygon) &&
        pathTouchesArea(p.path, area as TerrainArea),
    );
    if (!entered) continue;
    area.surveyed = true;
    const die = rollD10(ctx, `dangerous ground (${area.id})`, ['WT-COND-08'], unit.player);
    if (die < 7) continue;
    area.dangerous = area.dangerous > 0 ? Math.min(area.dangerous, 8) : 8;
    ctx.emit({ type: 'terrain-turned-dangerous', terrain: area.id, dangerous: area.dangerous, die });
  }
}

/**
 * WT-TERR-05/06 / WT-COND-03/08 / R45 / R57: the hazards of a move once made: Dangerous ground is rolled for
 * terrain entered for the first time; then every model whose path touched Dangerous Terrain X (or, under
 * Limited visibility, every model of a unit that moved farther than 6" in a Move or Fight) rolls a D10, and
 * each roll of X or more costs the unit a model of its owner's choice.
 */
export function rollMoveHazards(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  paths: readonly MovedPath[],
  kind: 'move' | 'charge' | 'forced',
): void {
  const unit = draftUnitsById.require(draft, unitId) as UnitState;
  const moved = paths.filter((p) => p.path.length > 1 && geometry.pathLength(p.path) > 1e-9);
  if (moved.length === 0) return;
  surveyGround(draft, ctx, unit, moved);
  const state = draft as WastelandState;
  const safe = isAirborne(state, unit) || strides(state, unit, 'Dangerous');
  const farthest = Math.max(
    ...moved.map((p) =>
      isAirborne(state, unit)
        ? geometry.distance(p.path[0] as Vec2, p.path[p.path.length - 1] as Vec2)
        : geometry.pathLength(p.path),
    ),
  );
  const blind = kind !== 'forced' && limitedVisibilityHazard(state, unit, farthest);
  const rolls: { model: string; x: number }[] = [];
  for (const p of blind ? paths : moved) {
    const worst = safe
      ? []
      : state.terrain
          .filter((a) => a.dangerous > 0 && p.path.length > 1 && pathTouchesArea(p.path, a))
          .map((a) => a.dangerous);
    if (blind) worst.push(9);
    if (worst.length > 0) rolls.push({ model: p.model, x: Math.min(...worst) });
  }
  let destroyed = 0;
  // WT-COND-03 / R57: a unit that moved farther than 6" in Limited visibility rolls as for Dangerous 9+.
  const rules = blind ? ['WT-TERR-05', 'WT-COND-03'] : ['WT-TERR-05'];
  for (const roll of rolls) {
    const die = rollD10(ctx, `dangerous terrain (${roll.model})`, rules, unit.player);
    const passed = die < roll.x;
    ctx.emit({
      type: 'test-rolled',
      unit: unitId,
      test: 'dangerous',
      purpose: `Dangerous Terrain ${roll.x}`,
      needed: roll.x,
      die,
      passed,
      rules,
    });
    if (!passed) destroyed += 1;
  }
  if (destroyed > 0)
    draft.losses.push({
      unit: unitId,
      owner: unit.player,
      cause: 'dangerous',
      hits: Array.from({ length: destroyed }, () => ({ kind: 'remove' as const })),
    });
}
