import type { PlayerId } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { WastelandDraft, WastelandState } from '../../state';
import { rollD10 } from '../dice/dice';
import { areEnemies, draftUnitsById } from '../units/units';

/** R53: a Traitors roll is repeated in the chosen order until a 1; this caps the passes (never reached with fair dice). */
export const MAX_TRAITOR_PASSES = 200;

/** WT-ADV-12 / R53: the enemy a traitor joins: the only one, or the one rolling lowest on a D10 (ties re-rolled). */
export function newOwner(
  draft: WastelandDraft,
  ctx: WastelandContext,
  player: PlayerId,
): PlayerId | undefined {
  let candidates = (draft as WastelandState).players.filter((p) =>
    areEnemies(draft as WastelandState, player, p),
  );
  while (candidates.length > 1) {
    const rolls = candidates.map((p) => ({ p, die: rollD10(ctx, `traitors join (${p})`, ['WT-ADV-12'], p) }));
    const low = Math.min(...rolls.map((r) => r.die));
    candidates = rolls.filter((r) => r.die === low).map((r) => r.p);
  }
  return candidates[0];
}

/** WT-ADV-12 / R53: the unit defects: it deploys and acts for its new owner, and its cost counts for them. */
export function defect(draft: WastelandDraft, ctx: WastelandContext, unitId: string, to: PlayerId): void {
  const unit = draftUnitsById.require(draft, unitId);
  const from = unit.player;
  unit.player = to;
  unit.battleGroup = 0;
  for (const u of draft.units)
    if ((u.id === unitId || u.embarkedIn === unitId) && u.status === 'embarked') {
      u.status = 'undeployed';
      delete u.embarkedIn;
    }
  ctx.emit({ type: 'unit-defected', unit: unitId, from, to });
}
