import type { PlayerId } from 'sandtable';
import type { WastelandContext } from '../../events';
import { missionById } from '../../scenarios/missions';
import type { WastelandState } from '../../state';
import { advantageOf } from '../advantages/advantages';
import { roleOf, unitRule, unitsInPlay } from '../units/units';

/**
 * WT-INIT-02/03/04 / R16: a player's initiative modifier: +2 as an attacker, +2 when tied for the fewest
 * units in play, +X for every Leadership X and Scouts X among the player's units in play, +10 for Good intel.
 */
export function initiativeModifier(state: WastelandState, player: PlayerId): number {
  let modifier = 0;
  const mission = state.mission.id === null ? undefined : missionById(state.mission.id);
  if (mission?.defender && roleOf(state, player) === 'attacker') modifier += 2;
  const counts = state.players.map((p) => unitsInPlay(state, p).length);
  if (unitsInPlay(state, player).length === Math.min(...counts)) modifier += 2;
  for (const unit of unitsInPlay(state, player))
    modifier += (unitRule(state, unit, 'Leadership') ?? 0) + (unitRule(state, unit, 'Scouts') ?? 0);
  if (advantageOf(state, player) === 'good-intel') modifier += 10; // WT-ADV-03
  return modifier;
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
  const rank = (group: readonly PlayerId[]): PlayerId[] => {
    const results = group.map((player) => {
      const die = ctx.dice.d10(`initiative (${player})`, player);
      const modifier = initiativeModifier(state, player);
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
  ctx.emit({ type: 'initiative-rolled', rolls, order, purpose });
  return order;
}
