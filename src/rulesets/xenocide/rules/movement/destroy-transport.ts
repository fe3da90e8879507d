import { geometry } from 'sandtable';
import { opponentOf, profileOf, type XenocideContext, type XenocideDraft } from '../../context';
import type { XenocideState } from '../../state';
import { removeModel } from './casualties';
import { standingBases } from './overlap';
import { enemyBases } from './suppressed-movement';
import { survivorSpot } from './survivor-placement';
import { traitsOf } from './traits';

/** XEN-TRANS-15/19: CA attack dice each passenger suffers when its transport is destroyed. */
export function transportLossDice(open: boolean): number {
  return open ? 2 : 1;
}

/**
 * XEN-TRANS-15/16/19 / R33 / R43: destroys a transport model: it is removed, then every model inside
 * suffers one CA attack die (two in an open transport) and dies if any die is ≥ min(CAD, 6), with no
 * save; survivors are placed within 4" of the wreck (see `survivorSpot`), or lost if there is no room.
 * @example destroyTransport(draft, ctx.base, 'red.c1.u1.m7', ctx);
 */
export function destroyTransport(
  draft: XenocideDraft,
  base: XenocideState,
  transportModelId: string,
  ctx: Pick<XenocideContext, 'emit' | 'dice'>,
): void {
  const now = draft as unknown as XenocideState;
  const tUnit = draft.units.find((u) => u.models.some((m) => m.id === transportModelId));
  const transport = tUnit?.models.find((m) => m.id === transportModelId);
  if (!tUnit || !transport) return;
  const wreck = { center: { x: transport.x, y: transport.y }, radius: transport.radius };
  const open = traitsOf(profileOf(base, transport)).transport?.open === true;
  removeModel(draft, base, tUnit.id, transportModelId, 'destroyed', ctx);
  const passengers = draft.units.flatMap((u) =>
    u.models
      .filter((m) => !m.removed && m.embarkedIn === transportModelId)
      .map((m) => ({ unit: u, model: m })),
  );
  const survivors: typeof passengers = [];
  for (const { unit, model } of passengers) {
    const cad = traitsOf(profileOf(base, model)).attackCad;
    const roll = ctx.dice.roll({
      purpose: 'transport-destroyed',
      count: transportLossDice(open),
      sides: 6,
      target: { per: 'die', op: 'atLeast', value: cad },
      rules: open ? ['XEN-TRANS-15', 'XEN-TRANS-19'] : ['XEN-TRANS-15'],
      player: opponentOf(base, unit.player),
    });
    if (roll.dice.some((d) => d >= cad))
      removeModel(draft, base, unit.id, model.id, 'transport-destroyed', ctx);
    else survivors.push({ unit, model });
  }
  const placed = new Map<string, string[]>();
  for (const { unit, model } of survivors) {
    const standing = standingBases(now, new Set());
    const enemies = enemyBases(now, unit.player);
    const nearest = geometry.nearest(wreck, enemies);
    const away = nearest ? enemies[nearest.index]?.center : undefined;
    const spot = survivorSpot(
      now,
      wreck,
      { id: model.id, radius: model.radius, high: false },
      traitsOf(profileOf(base, model)),
      standing,
      away,
    );
    if (!spot) {
      removeModel(draft, base, unit.id, model.id, 'no-room-to-escape', ctx);
      continue;
    }
    model.x = spot.x;
    model.y = spot.y;
    delete model.embarkedIn;
    placed.set(unit.id, [...(placed.get(unit.id) ?? []), model.id]);
  }
  for (const [unit, models] of placed) {
    ctx.emit({
      type: 'models-disembarked',
      unit,
      transport: transportModelId,
      models,
      rules: ['XEN-TRANS-16'],
    });
  }
}
