import { issueCommand } from '../rules/leadership/leadership';
import type { WastelandCommandRow } from '../tables';

/** The `issue-command` command. WT-SUR-27 … WT-SUR-32 / R20: at any time during the battle (a standing command), a player's Leadership model attempts a Command: a Will roll, every attempt counting against its X per round. Push forward! adds D5" to the unit's next Move, Strike harder! lets D5 dice of its next Shoot or Fight be re-rolled, Get back into the fight! removes a marker, Seize the initiative! makes it the player's next activation. */
export const issueCommandCommand: WastelandCommandRow<'issue-command'> = { apply: issueCommand };
