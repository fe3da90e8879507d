import type { PlayerId } from 'sandtable';
import type { WastelandContext } from '../../events';
import { ruleValue } from '../../schemas/special-rules';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import type { AdvantageId, DisadvantageId } from '../../state/advanced';
import { advancedOf } from '../advanced-rules/settings';
import { rollD10 } from '../dice/dice';
import { withRules } from '../rule-ids';
import { draftUnitsById } from '../units/units';

/** WT-ADV-01: the advantage for a D10 face (1-2 none, 3-4 Good intel, 5-6 Cutting-edge, 7-8 Grizzled veterans, 9-10 Air support). */
export function advantageForRoll(face: number): AdvantageId {
  return (['none', 'good-intel', 'cutting-edge', 'grizzled-veterans', 'air-support'] as const)[
    Math.min(4, Math.floor((face - 1) / 2))
  ] as AdvantageId;
}

/** WT-ADV-08: the disadvantage for a D10 face (1-2 Exhausted, 3-4 Low ammunition, 5-6 Terrible commander, 7-8 Traitors, 9-10 FUBAR). */
export function disadvantageForRoll(face: number): DisadvantageId {
  return (['exhausted', 'low-ammunition', 'terrible-commander', 'traitors', 'fubar'] as const)[
    Math.min(4, Math.floor((face - 1) / 2))
  ] as DisadvantageId;
}

/** A player's advantage, if the advanced rule is on. */
export function advantageOf(state: WastelandState, player: PlayerId): AdvantageId | undefined {
  return state.sides.find((s) => s.player === player)?.advantage;
}

/** Whether a player suffers a disadvantage (FUBAR's effects included, R7). */
export function hasDisadvantage(state: WastelandState, player: PlayerId, id: DisadvantageId): boolean {
  return state.sides.find((s) => s.player === player)?.disadvantages?.includes(id) ?? false;
}

/** WT-ADV-09 / R8: Exhausted: −1" Move and −1 on every Will roll. */
export function exhaustedPenalty(state: WastelandState, unit: UnitState): number {
  return hasDisadvantage(state, unit.player, 'exhausted') ? 1 : 0;
}

/** WT-ADV-05 / R35: Cutting-edge equipment: +1 Damage on every weapon of the player's units. */
export function cuttingEdgeBonus(state: WastelandState, player: PlayerId): number {
  return advantageOf(state, player) === 'cutting-edge' ? 1 : 0;
}

/** WT-ADV-13 / R7: FUBAR's disadvantages under the `fubarEffect` parameter. */
function fubar(draft: WastelandDraft, ctx: WastelandContext, player: PlayerId): DisadvantageId[] {
  const effect = advancedOf(draft as WastelandState).fubarEffect;
  if (effect === 'none') return ['fubar'];
  if (effect === 'all-others')
    return ['fubar', 'exhausted', 'low-ammunition', 'terrible-commander', 'traitors'];
  const out: DisadvantageId[] = ['fubar'];
  for (let n = 0; n < 2; n++) {
    let face = rollD10(ctx, `disadvantage (${player}, FUBAR)`, ['WT-ADV-13'], player);
    while (face >= 9) face = rollD10(ctx, `disadvantage (${player}, FUBAR)`, ['WT-ADV-13'], player);
    const id = disadvantageForRoll(face);
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

/** WT-ADV-11 / R54: the player's units with the highest Leadership X (judged at set-up). */
export function strongestLeaders(state: WastelandState, player: PlayerId): UnitState[] {
  const leaders = state.units
    .filter((u) => u.player === player && u.status !== 'destroyed')
    .map((u) => ({ u, x: ruleValue(state.profiles[u.profile]?.rules ?? [], 'Leadership') }))
    .filter((l): l is { u: UnitState; x: number } => l.x !== undefined && l.x > 0);
  const best = Math.max(0, ...leaders.map((l) => l.x));
  return leaders.filter((l) => l.x === best).map((l) => l.u);
}

/** WT-ADV-11 / R54: a Terrible commander's Leadership becomes 0. */
export function demoteCommander(draft: WastelandDraft, ctx: WastelandContext, unitId: string): void {
  draftUnitsById.require(draft, unitId).leadershipZeroed = true;
  ctx.emit({ type: 'leadership-lost', unit: unitId });
}

/**
 * WT-ADV-01/02/08/13 / R7 / R53 / R54: each player rolls an advantage and (unless 1-2) a disadvantage.
 * A Terrible commander takes effect at once unless leaders tie (the owner chooses); Traitors ask the
 * owner for a rolling order. Both choices are made before deployment.
 */
export function rollAdvantages(draft: WastelandDraft, ctx: WastelandContext): void {
  if (!advancedOf(draft as WastelandState).advantages) return;
  const choices: { player: PlayerId; choice: 'terrible-commander' | 'traitors' }[] = [];
  for (const side of draft.sides) {
    const player = side.player;
    const advantage = advantageForRoll(rollD10(ctx, `advantage (${player})`, ['WT-ADV-01'], player));
    let disadvantages: DisadvantageId[] = [];
    let fubarRolled = false;
    if (advantage !== 'none') {
      const first = disadvantageForRoll(rollD10(ctx, `disadvantage (${player})`, ['WT-ADV-08'], player));
      fubarRolled = first === 'fubar';
      disadvantages = fubarRolled ? fubar(draft, ctx, player) : [first];
    }
    side.advantage = advantage;
    side.disadvantages = disadvantages;
    ctx.emit({
      type: 'advantages-rolled',
      player,
      advantage,
      disadvantages,
      // WT-ADV-02: no advantage, no disadvantage roll; WT-ADV-13 / R7: FUBAR's effect.
      ...withRules([...(advantage === 'none' ? ['WT-ADV-02'] : []), ...(fubarRolled ? ['WT-ADV-13'] : [])]),
    });
    if (disadvantages.includes('terrible-commander')) {
      const leaders = strongestLeaders(draft as WastelandState, player);
      if (leaders.length === 1) demoteCommander(draft, ctx, (leaders[0] as UnitState).id);
      else if (leaders.length > 1) choices.push({ player, choice: 'terrible-commander' });
    }
    if (disadvantages.includes('traitors')) choices.push({ player, choice: 'traitors' });
  }
  draft.setupChoices = choices;
}
