import { legalCommands, validateCommand } from 'sandtable';
import { type Bot, randomBot } from '../../../../src/bots/index';

/**
 * The random bot, made to skip listed commands the engine still refuses: uniform over the legal commands it
 * accepts. (The engine lists a Suppressed unit's Move to Cover with no moves even when the unit is out of
 * coherency after an assault, and then refuses it; until that is fixed the plain random bot can stop a game.)
 */
export function acceptedRandomBot(): Bot {
  const plain = randomBot();
  return {
    name: 'random',
    choose(state, player, random) {
      const first = plain.choose(state, player, random);
      if (validateCommand(state, first as never).ok) return first;
      const legal = legalCommands(state, player).filter((c) => validateCommand(state, c as never).ok);
      return random.pick(legal.length > 0 ? legal : [first]) as typeof first;
    },
  };
}
