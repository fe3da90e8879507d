import { rulesOf } from 'sandtable/kit';
import type { WastelandContext } from '../events';
import { rollD5, rollTest } from '../rules/dice/dice';
import { willModifiers } from '../rules/dice/modifiers';
import { COMMAND_RULES, commandProblem, isBattleUnderway } from '../rules/leadership/leadership';
import { removeMarker } from '../rules/morale/markers';
import { draftUnitsById, profileOf, unitsById } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/**
 * WT-SUR-27 … WT-SUR-32 / R20: at any time during the battle (a standing command), a player's Leadership
 * model attempts a Command: a Will roll, every attempt counting against its X per round. Push forward! adds
 * D5" to the unit's next Move, Strike harder! lets D5 dice of its next Shoot or Fight be re-rolled, Get back
 * into the fight! removes a marker, Seize the initiative! makes it the player's next activation.
 */
function issueCommand(
  draft: WastelandDraft,
  command: CommandOfType<'issue-command'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  if (!isBattleUnderway(state))
    return ctx.reject('illegal-action', 'Commands are issued once the battle has begun (R20).');
  const leader = unitsById.get(state, command.leader);
  const target = unitsById.get(state, command.unit);
  if (!leader || leader.player !== command.player)
    return ctx.reject('unknown-entity', `You have no unit '${command.leader}'.`, { path: ['leader'] });
  if (!target) return ctx.reject('unknown-entity', `There is no unit '${command.unit}'.`, { path: ['unit'] });
  const problem = commandProblem(state, leader, target, command.command);
  if (problem) return ctx.reject('illegal-action', problem, { path: ['command'] });
  draftUnitsById.require(draft, leader.id).commandsUsed = (leader.commandsUsed ?? 0) + 1;
  const test = rollTest(ctx, {
    purpose: `command (${leader.id})`,
    target: profileOf(state, leader).will,
    modifier: 0,
    summary: 'WT-SUM-04',
    modifiers: willModifiers(state, leader),
    rules: ['WT-SUR-27'],
    player: leader.player,
  });
  let value: number | undefined;
  if (test.passed) {
    const unit = draftUnitsById.require(draft, target.id);
    unit.commandsReceived = [...(target.commandsReceived ?? []), command.command];
    if (command.command === 'push-forward') {
      value = rollD5(ctx, `push forward (${target.id})`, target.player, ['WT-SUR-28']);
      unit.pushForward = value;
    } else if (command.command === 'strike-harder') {
      value = rollD5(ctx, `strike harder (${target.id})`, target.player, ['WT-SUR-29']);
      unit.strikeHarder = value;
    } else if (command.command === 'seize-the-initiative') unit.seized = true;
    else removeMarker(draft, ctx, target.id, 'Get back into the fight! (WT-SUR-30)');
  }
  ctx.emit({
    type: 'command-issued',
    leader: leader.id,
    unit: target.id,
    command: command.command,
    passed: test.passed,
    ...(value === undefined ? {} : { value }),
    rules: rulesOf(test.rules, test.passed ? COMMAND_RULES[command.command] : undefined),
  });
}

/** The `issue-command` command. WT-SUR-27 … WT-SUR-32 / R20: at any time during the battle (a standing command), a player's Leadership model attempts a Command: a Will roll, every attempt counting against its X per round. Push forward! adds D5" to the unit's next Move, Strike harder! lets D5 dice of its next Shoot or Fight be re-rolled, Get back into the fight! removes a marker, Seize the initiative! makes it the player's next activation. */
export const issueCommandCommand: WastelandCommandRow<'issue-command'> = { apply: issueCommand };
