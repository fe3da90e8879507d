import type { PlayerId } from 'sandtable';
import type { CommandOfType } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { WastelandDraft, WastelandState } from '../../state';
import { rollD10 } from '../dice/dice';
import { areEnemies, draftUnitsById } from '../units/units';
import { demoteCommander, strongestLeaders } from './advantages';

/** R53: a Traitors roll is repeated in the chosen order until a 1; this caps the passes (never reached with fair dice). */
const MAX_TRAITOR_PASSES = 200;

/** WT-ADV-12 / R53: the enemy a traitor joins: the only one, or the one rolling lowest on a D10 (ties re-rolled). */
function newOwner(draft: WastelandDraft, ctx: WastelandContext, player: PlayerId): PlayerId | undefined {
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
function defect(draft: WastelandDraft, ctx: WastelandContext, unitId: string, to: PlayerId): void {
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

/**
 * WT-ADV-11 / WT-ADV-12 / R53 / R54: the owner's set-up choice: which of the tied leaders is the Terrible
 * commander (the first unit listed), or the order in which the Traitors roll is made (every unit once).
 */
export function chooseUnits(
  draft: WastelandDraft,
  command: CommandOfType<'choose-units'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'setup-choice' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No set-up choice is waiting for you.');
  if (stage.choice === 'terrible-commander') {
    const tied = strongestLeaders(state, command.player).map((u) => u.id);
    const chosen = command.units[0];
    if (chosen === undefined || command.units.length !== 1 || !tied.includes(chosen))
      return ctx.reject(
        'out-of-range',
        `Name one of your leaders tied for the highest Leadership: ${tied.join(', ')} (WT-ADV-11, R54).`,
        { path: ['units'] },
      );
    demoteCommander(draft, ctx, chosen);
  } else {
    const mine = state.units
      .filter((u) => u.player === command.player && u.status !== 'destroyed')
      .map((u) => u.id);
    const given = new Set(command.units);
    if (
      given.size !== command.units.length ||
      given.size !== mine.length ||
      mine.some((id) => !given.has(id))
    )
      return ctx.reject(
        'out-of-range',
        `List each of your units once, in the order the Traitors roll is made: ${mine.join(', ')} (WT-ADV-12).`,
        { path: ['units'] },
      );
    let traitor: string | undefined;
    for (let pass = 0; pass < MAX_TRAITOR_PASSES && traitor === undefined; pass++)
      traitor = command.units.find(
        (id) => rollD10(ctx, `traitors (${id})`, ['WT-ADV-12'], command.player) === 1,
      );
    const to = traitor === undefined ? undefined : newOwner(draft, ctx, command.player);
    if (traitor !== undefined && to !== undefined) defect(draft, ctx, traitor, to);
  }
  draft.setupChoices = (state.setupChoices ?? []).slice(1);
}
