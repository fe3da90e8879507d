import type { PlayerId } from 'sandtable';
import { type Modifier, modified, modifier, rulesOf } from 'sandtable/kit';
import type { WastelandContext } from '../../events';
import { missionById } from '../../scenarios/missions';
import type { WastelandState } from '../../state';
import { advantageOf } from '../advantages/advantages';
import { rollD10 } from '../dice/dice';
import { withRules } from '../rule-ids';
import { roleOf, unitRule, unitsInPlay } from '../units/units';

/**
 * WT-INIT-02/03/04 / R16: a player's initiative modifier: +2 as an attacker, +2 when tied for the fewest
 * units in play, +X for every Leadership X and Scouts X among the player's units in play, +10 for Good intel.
 */
export function initiativeModifier(state: WastelandState, player: PlayerId): number {
  return modified(0, initiativeModifiers(state, player));
}

/** WT-INIT-02/03/04 / WT-ADV-03 / R16: the modifiers on a player's initiative roll, each with its rule. */
export function initiativeModifiers(state: WastelandState, player: PlayerId): Modifier[] {
  const out: Modifier[] = [];
  const mission = state.mission.id === null ? undefined : missionById(state.mission.id);
  if (mission?.defender && roleOf(state, player) === 'attacker')
    out.push(modifier('WT-INIT-02', 2, 'attacker'));
  const counts = state.players.map((p) => unitsInPlay(state, p).length);
  if (unitsInPlay(state, player).length === Math.min(...counts))
    out.push(modifier('WT-INIT-03', 2, 'fewest units'));
  for (const unit of unitsInPlay(state, player)) {
    const leadership = unitRule(state, unit, 'Leadership');
    if (leadership !== undefined) out.push(modifier('WT-SUR-25', leadership, `Leadership ${leadership}`));
    const scouts = unitRule(state, unit, 'Scouts');
    if (scouts !== undefined) out.push(modifier('WT-SUR-40', scouts, `Scouts ${scouts}`));
  }
  if (advantageOf(state, player) === 'good-intel') out.push(modifier('WT-ADV-03', 10, 'Good intel'));
  return out;
}

/**
 * WT-INIT-01/05 / R16: every player rolls a D10 plus modifiers; ties at any position are re-rolled among
 * the tied players until broken. Returns the players from highest to lowest.
 */
export function rollInitiative(
  state: WastelandState,
  ctx: WastelandContext,
  purpose: 'round' | 'deployment',
): PlayerId[] {
  const rolls: { player: PlayerId; die: number; modifier: number; total: number }[] = [];
  const applied: Modifier[] = [];
  const rank = (group: readonly PlayerId[]): PlayerId[] => {
    const results = group.map((player) => {
      const die = rollD10(ctx, `initiative (${player})`, ['WT-INIT-01'], player);
      const modifiers = initiativeModifiers(state, player);
      const modifier = modified(0, modifiers);
      applied.push(...modifiers);
      rolls.push({ player, die, modifier, total: die + modifier });
      return { player, total: die + modifier };
    });
    const totals = [...new Set(results.map((r) => r.total))].sort((a, b) => b - a);
    return totals.flatMap((total) => {
      const tied = results.filter((r) => r.total === total).map((r) => r.player);
      return tied.length > 1 ? rank(tied) : tied;
    });
  };
  const order = rank(state.players);
  // WT-INIT-04: Leadership, Scouts and Good intel add to the roll.
  const bonus = applied.some((m) => ['WT-SUR-25', 'WT-SUR-40', 'WT-ADV-03'].includes(m.rule));
  ctx.emit({
    type: 'initiative-rolled',
    rolls,
    order,
    purpose,
    ...withRules(rulesOf(applied, bonus ? 'WT-INIT-04' : undefined)),
  });
  return order;
}
