import type { PlayerId } from 'sandtable';
import type { WastelandCommand } from './commands/schema';
import { advantageOf } from './rules/advantages/advantages';
import { airSupportReady } from './rules/advantages/air-support';
import {
  canLead,
  commandProblem,
  isBattleUnderway,
  type LeadershipCommand,
} from './rules/leadership/leadership';
import { areEnemies, liveModels, profileOf, unitHas } from './rules/units/units';
import { isMelee, isRanged } from './schemas/weapon';
import type { UnitState, WastelandState } from './state';

/**
 * WT-SUR-27 / WT-ADV-07 / R20 / R55: the command types `player` may send at any time now: Commands while
 * one of their Leadership units is in play, Air support when they rolled it (the ruleset then checks the
 * limits, so a spent attempt is refused with the rule that forbids it).
 */
export function wastelandStandingCommands(state: WastelandState, player: PlayerId): string[] {
  if (!isBattleUnderway(state)) return [];
  const out: string[] = [];
  const leads = state.units.some(
    (u) =>
      u.player === player &&
      (u.status === 'on-table' || u.status === 'embarked') &&
      unitHas(state, u, 'Leadership'),
  );
  if (leads) out.push('issue-command');
  if (advantageOf(state, player) === 'air-support') out.push('call-air-support');
  return out;
}

/** The four Commands, in the order the legal lists offer them. */
const LEADERSHIP_COMMANDS: readonly LeadershipCommand[] = [
  'get-back-into-the-fight',
  'seize-the-initiative',
  'push-forward',
  'strike-harder',
];

/** Whether a Command would do something useful for the unit now (for legal-command lists and bots). */
function useful(state: WastelandState, unit: UnitState, command: LeadershipCommand): boolean {
  const weapons = profileOf(state, unit).weapons;
  switch (command) {
    case 'get-back-into-the-fight':
      return unit.markers > 0;
    case 'push-forward':
      return !unit.activated && unit.pushForward === undefined && profileOf(state, unit).move > 0;
    case 'strike-harder':
      return (
        !unit.activated && unit.strikeHarder === undefined && weapons.some((w) => isRanged(w) || isMelee(w))
      );
    case 'seize-the-initiative':
      return !unit.activated && unit.markers >= 2;
  }
}

/**
 * WT-SUR-32: names the rule while it keeps a Command `player` could usefully issue off their options: a
 * unit already received that Command this round from a leader who could otherwise give it (what the
 * `activate` and `priority` prompts add to their rules).
 */
export function repeatedCommandRules(state: WastelandState, player: PlayerId): string[] {
  if (!isBattleUnderway(state)) return [];
  const received = state.units.filter(
    (u) => u.player === player && u.status === 'on-table' && (u.commandsReceived ?? []).length > 0,
  );
  if (received.length === 0) return [];
  const leaders = state.units.filter((u) => u.player === player && canLead(state, u));
  const barred = received.some((unit) =>
    LEADERSHIP_COMMANDS.some(
      (command) =>
        (unit.commandsReceived ?? []).includes(command) &&
        useful(state, unit, command) &&
        leaders.some((leader) => commandProblem(state, leader, unit, command)?.includes('(WT-SUR-32)')),
    ),
  );
  return barred ? ['WT-SUR-32'] : [];
}

/** A few useful Commands and Air support strikes `player` could send now (standing commands, R20 / R55). */
export function standingOptions(state: WastelandState, player: PlayerId, limit = 3): WastelandCommand[] {
  const out: WastelandCommand[] = [];
  if (!isBattleUnderway(state)) return out;
  const commands = LEADERSHIP_COMMANDS;
  const leaders = state.units.filter((u) => u.player === player && canLead(state, u));
  const units = state.units.filter((u) => u.player === player && u.status === 'on-table');
  for (const command of commands)
    for (const leader of leaders)
      for (const unit of units) {
        if (out.length >= limit) break;
        if (!useful(state, unit, command) || commandProblem(state, leader, unit, command)) continue;
        if (out.some((c) => c.type === 'issue-command' && c.unit === unit.id && c.command === command))
          continue;
        out.push({ type: 'issue-command', player, leader: leader.id, unit: unit.id, command });
      }
  if (airSupportReady(state, player)) {
    const targets = state.units
      .filter((u) => u.status === 'on-table' && areEnemies(state, player, u.player))
      .sort(
        (a, b) =>
          b.cost / b.startModels - a.cost / a.startModels || liveModels(a).length - liveModels(b).length,
      )
      .slice(0, 2);
    for (const t of targets) out.push({ type: 'call-air-support', player, target: t.id });
  }
  return out;
}

/**
 * The commands a decision offers `player` (`asked`), followed by up to `limit` of the Commands and Air
 * support strikes they may send at any time (what every decision's `legal` returns).
 */
export function withStanding(
  state: WastelandState,
  player: PlayerId,
  asked: readonly WastelandCommand[],
  limit = 2,
): WastelandCommand[] {
  return [...asked, ...standingOptions(state, player, limit)];
}
