import { geometry } from 'sandtable';
import type { CommandOfType } from '../../commands/schema';
import type { UnitState, WastelandState } from '../../state';
import { lookingCircles } from '../shooting/modifiers';
import { actsFromCarrier } from '../transport/carriers';
import { footprints, unitRule } from '../units/units';

/** The rule of each Command's effect (WT-SUR-28 … WT-SUR-31). */
export const COMMAND_RULES: { readonly [C in LeadershipCommand]: string } = {
  'push-forward': 'WT-SUR-28',
  'strike-harder': 'WT-SUR-29',
  'get-back-into-the-fight': 'WT-SUR-30',
  'seize-the-initiative': 'WT-SUR-31',
};

/** A Leadership Command (WT-SUR-28 … WT-SUR-31). */
export type LeadershipCommand = CommandOfType<'issue-command'>['command'];

/** WT-SUR-27: a Command reaches units with a model within 6" of the Leadership model. */
export const COMMAND_RANGE = 6;

/** R20: Commands and Air support may be used once the battle has begun (rounds being played). */
export function isBattleUnderway(state: WastelandState): boolean {
  return (
    state.result === undefined &&
    state.round >= 1 &&
    (state.phase === 'activation' || state.phase === 'morale')
  );
}

/** WT-SUR-27 / WT-SUR-37 / R20: the leader can give Commands: it is on the table, or in an Open transport that moved less than twice. */
export function canLead(state: WastelandState, leader: UnitState): boolean {
  if ((unitRule(state, leader, 'Leadership') ?? 0) <= 0) return false;
  if ((leader.commandsUsed ?? 0) >= (unitRule(state, leader, 'Leadership') ?? 0)) return false;
  return leader.status === 'on-table' || (leader.status === 'embarked' && actsFromCarrier(state, leader));
}

/** WT-SUR-27/32 / R19 / R20: why this leader may not issue this Command to the unit now, or undefined. */
export function commandProblem(
  state: WastelandState,
  leader: UnitState,
  target: UnitState,
  command: LeadershipCommand,
): string | undefined {
  const x = unitRule(state, leader, 'Leadership') ?? 0;
  if (x <= 0) return `${leader.name} has no Leadership model to issue Commands (WT-SUR-27).`;
  if (leader.status !== 'on-table' && !(leader.status === 'embarked' && actsFromCarrier(state, leader)))
    return `${leader.name} is not on the table (an embarked leader commands only from an Open transport, WT-SUR-37).`;
  if ((leader.commandsUsed ?? 0) >= x)
    return `${leader.name} may attempt ${x} Command(s) per round (WT-SUR-27).`;
  if (target.player !== leader.player || target.battleGroup !== leader.battleGroup)
    return `${target.name} is not in ${leader.name}'s Battle Group (WT-SUR-27).`;
  if (target.status !== 'on-table') return `${target.name} is not on the table.`;
  const near = lookingCircles(state, leader, target).some((l) =>
    footprints(state, target).some((t) => geometry.isWithin(l, t, COMMAND_RANGE)),
  );
  if (!near) return `${target.name} has no model within ${COMMAND_RANGE}" of ${leader.name} (WT-SUR-27).`;
  if ((target.commandsReceived ?? []).includes(command))
    return `${target.name} already received that Command this round (WT-SUR-32).`;
  if (command === 'seize-the-initiative' && target.activated)
    return `${target.name} has already been activated this round (R19).`;
  if (command === 'get-back-into-the-fight' && target.markers === 0)
    return `${target.name} has no suppression marker to lose (WT-SUR-30).`;
  return undefined;
}
