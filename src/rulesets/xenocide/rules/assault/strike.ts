import type { Dice, PlayerId } from 'sandtable';
import type { XenocideState } from '../../state';
import type {
  AssaultState,
  AttackRoll,
  BuildingStrike,
  PendingEscape,
  Strike,
  StrikeTarget,
} from '../../state/assault';
import { type BuildingEffect, buildingsAfterEffects } from '../buildings/building-effects';
import { type AttackAllocation, whyBadAttackAllocation } from './attack-allocation';
import { assaultedSection, strikeBuilding } from './building-strike';
import { afterStrikeRolls } from './collapse-escape';
import { diceOf } from './dice-pool';
import type { AssaultStepResult } from './effects';
import { lowestFace, victimsOf } from './kill-rules';
import { otherSide, participantOf, playerOfSide, sideOfPlayer } from './participants';
import { assertAccepted } from './refusal';

/** XEN-CA-20 / XEN-CA-22: the purpose names of close-assault rolls. */
export const ATTACK_ROLL = 'close-assault-attack';
/** XEN-CA-22: the purpose name of defence rolls. */
export const DEFENCE_ROLL = 'close-assault-defence';

const ascending = (dice: readonly number[]) => [...dice].sort((a, b) => a - b);

/**
 * XEN-CA-19 / XEN-CA-20 / XEN-CA-22 / XEN-CA-23 / XEN-CA-28: steps 3 and 5, the rolls: for each struck
 * unit (in assault order) the striking units roll the attack dice allocated to it, aiming at its lowest
 * CAD, then it rolls its defence dice; attack and defence dice below that lowest CAD are discarded. Dice
 * put on building sections are rolled after them (XEN-BLD-32); a section they collapse has its occupants'
 * escape dice rolled at once, and its escape is asked next ({@link escapeCollapse}, XEN-BLD-24). The struck
 * player then chooses cancellations ({@link cancelAttacks}).
 */
export function strike(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  allocation: AttackAllocation,
): AssaultStepResult {
  assertAccepted(
    'strike',
    'whyBadAttackAllocation',
    whyBadAttackAllocation(state, assault, player, allocation),
  );
  const side = sideOfPlayer(assault, player);
  const struckPlayer = playerOfSide(assault, otherSide(side));
  const targets: StrikeTarget[] = [];
  // XEN-CA-19 (step 3, the attacker) or XEN-CA-28 (step 5, the defender); XEN-CA-20 scores each die.
  const attackRules = side === 'attacker' ? ['XEN-CA-19', 'XEN-CA-20'] : ['XEN-CA-28', 'XEN-CA-20'];
  for (const p of assault.participants) {
    const sent = allocation.filter((a) => a.target === p.unit && a.dice + (a.antiArmor ?? 0) > 0);
    if (sent.length === 0) continue;
    const lowest = lowestFace(victimsOf(state, assault, p.unit));
    const attacks: AttackRoll[] = sent.map((a) => ({
      from: a.unit,
      antiArmor: a.antiArmor ?? 0,
      dice: dice.roll({
        purpose: ATTACK_ROLL,
        count: a.dice + (a.antiArmor ?? 0),
        sides: 6,
        rules: attackRules,
        target: { per: 'die', op: 'atLeast', value: Math.min(6, lowest) },
        player,
      }).dice,
    }));
    const defenceCount = diceOf(assault, p.unit)?.defence ?? 0;
    const defenceRolled =
      defenceCount > 0
        ? dice.roll({
            purpose: DEFENCE_ROLL,
            count: defenceCount,
            sides: 6,
            player: struckPlayer,
            rules: ['XEN-CA-22'],
          }).dice
        : [];
    targets.push({
      unit: p.unit,
      attacks,
      defenceRolled,
      lowestFace: lowest,
      attack: ascending(attacks.flatMap((a) => a.dice).filter((d) => d >= lowest)),
      defence: ascending(defenceRolled.filter((d) => d >= lowest)),
      cancelled: [],
      pending: [],
      kills: [],
      lost: [],
    });
  }
  // XEN-BLD-32 / XEN-BLD-33: dice put on building sections, in allocation order, after the units' rolls.
  let buildings = state.buildings ?? [];
  const buildingStrikes: BuildingStrike[] = [];
  const buildingEffects: BuildingEffect[] = [];
  const escapes: PendingEscape[] = [];
  for (const a of allocation) {
    const found = assaultedSection(state, a.target);
    if (!found || a.dice <= 0) continue;
    const at = { building: found.building.id, section: found.section.id };
    if (buildings.find((b) => b.id === at.building)?.sections.find((s) => s.id === at.section)?.collapsed)
      continue;
    const done = strikeBuilding(state, buildings, dice, player, a.unit, at, a.dice);
    buildingStrikes.push(done.record);
    buildingEffects.push(...done.effects);
    if (done.escape) escapes.push(done.escape);
    buildings = buildingsAfterEffects(buildings, done.effects);
  }
  const record: Strike =
    buildingStrikes.length > 0 ? { side, targets, buildings: buildingStrikes } : { side, targets };
  const struck = { ...assault, strikes: [...assault.strikes.filter((s) => s.side !== side), record] };
  return {
    assault: afterStrikeRolls(state, struck, side, escapes),
    effects: buildingEffects.length > 0 ? [{ kind: 'building-changed', effects: buildingEffects }] : [],
  };
}

/** XEN-CA-19 / XEN-CA-28: the strike of a side this round, if it was rolled. */
export function strikeOf(assault: AssaultState, side: 'attacker' | 'defender'): Strike | undefined {
  return assault.strikes.find((s) => s.side === side);
}

/** XEN-CA-04: whether a unit was struck by the side's strike (it took attack dice). */
export function wasStruck(assault: AssaultState, unit: string): boolean {
  const side = participantOf(assault, unit)?.side;
  if (!side) return false;
  return strikeOf(assault, otherSide(side))?.targets.some((t) => t.unit === unit) ?? false;
}
