import {
  assignShotsCommand,
  callFireCommand,
  chooseStrikeCommand,
  markTargetCommand,
  spreadHitsCommand,
} from './fire';
import type { SqCommandRow } from './index';
import { refuse } from './index';

const notYet = (what: string, rule: string) => ({
  apply(_draft: unknown, _command: unknown, ctx: Parameters<typeof refuse>[0]) {
    return refuse(ctx, 'illegal-action', `${what} cannot be made now`, rule);
  },
});

/** The CQB and fire-mission commands (their modules fill these rows in). */
export const EXTRA_COMMANDS = {
  assault: notYet('an assault', 'SQ-ACT-04') as SqCommandRow<'assault'>,
  consolidate: notYet('a consolidation', 'SQ-CQB-13') as SqCommandRow<'consolidate'>,
  'split-attacks': notYet('a split of attacks', 'SQ-DEF-20') as SqCommandRow<'split-attacks'>,
  'call-fire': callFireCommand,
  'mark-target': markTargetCommand,
  'choose-strike': chooseStrikeCommand,
  'assign-shots': assignShotsCommand,
  'spread-hits': spreadHitsCommand,
};
