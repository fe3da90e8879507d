import { assaultCommand, consolidateCommand, splitAttacksCommand } from './cqb';
import {
  assignShotsCommand,
  callFireCommand,
  chooseStrikeCommand,
  markTargetCommand,
  spreadHitsCommand,
} from './fire';

/** The CQB and fire-mission commands, from their modules. */
export const EXTRA_COMMANDS = {
  assault: assaultCommand,
  consolidate: consolidateCommand,
  'split-attacks': splitAttacksCommand,
  'call-fire': callFireCommand,
  'mark-target': markTargetCommand,
  'choose-strike': chooseStrikeCommand,
  'assign-shots': assignShotsCommand,
  'spread-hits': spreadHitsCommand,
};
