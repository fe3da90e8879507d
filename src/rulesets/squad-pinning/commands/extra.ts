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
  'call-fire': notYet('a fire mission', 'SQ-ACT-06') as SqCommandRow<'call-fire'>,
  'mark-target': notYet('a target mark', 'SQ-FM-06') as SqCommandRow<'mark-target'>,
  'choose-strike': notYet('an airstrike choice', 'SQ-AIR-01') as SqCommandRow<'choose-strike'>,
  'assign-shots': notYet('a shot assignment', 'SQ-DEF-25') as SqCommandRow<'assign-shots'>,
  'spread-hits': notYet('a spread of hits', 'SQ-AIR-06') as SqCommandRow<'spread-hits'>,
};
