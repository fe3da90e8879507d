import type { XzContext } from '../events';
import type { XzDraft, XzState } from '../state';
import { formation, overlapProblem, placed } from './placement';
import type { XzStep, XzStepHandler } from './queue';
import { resolveStrike } from './shooting/strike';
import { enemyUnits } from './units';

/**
 * XZ-TURN-12 / R3: a requested asset's arrival roll in the Resolution Phase (D6 ≥ `supportArrivalTarget`): a
 * reserve unit is placed with its leader within `reserveEntryRadius` of the active marker, a strike lands there;
 * then all 4 markers are removed. A failure leaves the markers for the next Resolution Phase.
 */
export const supportArrivalStep: XzStepHandler = (draft, step, ctx) => {
  const { player, asset: index } = step as XzStep & { player: string; asset: number };
  const state = draft as XzState;
  const side = draft.sides.find((s) => s.player === player);
  const asset = side?.assets[index];
  const data = state.forces[player]?.offTableAssets[index];
  if (!asset || !data || asset.status !== 'requested' || !asset.active) return 'done';
  const name = data.kind === 'strike' ? data.name : data.unit.name;
  const roll = ctx.dice.roll({
    purpose: `arrival of ${name}`,
    sides: 6,
    player,
    target: { per: 'die', op: 'atLeast', value: state.params.supportArrivalTarget },
    rules: ['XZ-TURN-12', 'R3'],
  });
  if (!roll.success) {
    ctx.emit({
      type: 'support-arrived',
      player,
      asset: index,
      name,
      arrived: false,
      rules: ['XZ-TURN-12', 'R3'],
    });
    return 'done';
  }
  const at = asset.markers[asset.active.value] ?? asset.markers[0] ?? { x: 0, y: 0 };
  asset.active.revealed = true;
  asset.status = 'arrived';
  asset.markers = [];
  ctx.emit({
    type: 'support-arrived',
    player,
    asset: index,
    name,
    arrived: true,
    at,
    rules: ['XZ-TURN-12', 'R3'],
  });
  if (data.kind === 'strike') {
    resolveStrike(draft, ctx, player, data.weapon, at);
    return 'done';
  }
  placeReserve(draft, ctx, player, `${player}.${data.unit.id}`, at);
  return 'done';
};

/** R3: a reserve unit comes on around the active marker, out of contact with the enemy, in coherency. */
function placeReserve(
  draft: XzDraft,
  ctx: XzContext,
  player: string,
  unitId: string,
  at: { x: number; y: number },
): void {
  const state = draft as XzState;
  const unit = draft.units.find((u) => u.id === unitId);
  if (!unit || unit.status !== 'reserve') return;
  const enemy = enemyUnits(state, player)[0]?.models.find((m) => m.alive);
  const facing = enemy ? Math.atan2(enemy.x - at.x, enemy.y - at.y) * (180 / Math.PI) : 0;
  const radius = state.params.reserveEntryRadius;
  for (let r = 0; r <= radius; r += 1)
    for (let a = 0; a < 360; a += 45) {
      const anchor = {
        x: at.x + r * Math.sin((a * Math.PI) / 180),
        y: at.y + r * Math.cos((a * Math.PI) / 180),
      };
      const placements = formation(state, unit, anchor, facing);
      if (overlapProblem(state, unit, placed(unit, placements), false)) continue;
      for (const p of placements) {
        const m = unit.models.find((x) => x.id === p.model);
        if (!m) continue;
        m.x = p.x;
        m.y = p.y;
        m.facing = p.facing ?? facing;
      }
      unit.status = 'on-table';
      ctx.emit({
        type: 'unit-moved',
        unit: unit.id,
        kind: 'reserve',
        models: placements.map((p) => ({ model: p.model, from: at, to: { x: p.x, y: p.y } })),
        rules: ['R3', 'XZ-TURN-12'],
      });
      return;
    }
}
