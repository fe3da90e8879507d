/**
 * The Xenos & Zealots bots' characters (R27, XZ-SMU-16): a Hero standing alone joins a sound friendly unit it can
 * reach, and an attached Hero leaves a unit that is breaking, to fight on as a single-model unit.
 * @module
 */
import type { XzCommand } from '../commands/schema';
import { attachSamples, detachSamples } from '../rules/attach-samples';
import { attachedCharacter, isLoneCharacter } from '../rules/characters';
import { casualties } from '../rules/morale';
import { unitById } from '../rules/units';
import type { UnitState, XzState } from '../state';

/**
 * R10: whether a unit has lost a third of its models: past half it is Suppressed and can no longer move, so a
 * Hero leaves before then.
 */
function isBreaking(unit: UnitState): boolean {
  return casualties(unit) * 3 >= unit.startModels;
}

/**
 * R27 / XZ-MOVE-06 / XZ-MOVE-07 / XZ-SMU-16: the Move that changes a character's company, if one pays: a lone Hero
 * not on a CHARGE order joins the soundest friendly unit it can reach (hits are then shared, R9, and it leads the
 * unit); a Hero whose unit has lost a third of its models leaves it (a broken unit's morale and its last hits would
 * take the Hero with it), to act alone from the next Command Phase.
 */
export function characterMove(state: XzState, unit: UnitState): XzCommand | undefined {
  if (isLoneCharacter(state, unit)) {
    if (unit.order?.value === 'charge') return undefined;
    let best: { alive: number; command: XzCommand } | undefined;
    for (const s of attachSamples(state, unit)) {
      const host = unitById(state, s.host);
      if (host?.morale !== 'ok' || isBreaking(host)) continue;
      const alive = host.models.filter((m) => m.alive).length;
      if (best && alive <= best.alive) continue;
      best = {
        alive,
        command: { type: 'move', player: unit.player, unit: unit.id, models: s.models, attach: s.host },
      };
    }
    return best?.command;
  }
  if (!attachedCharacter(unit) || !isBreaking(unit)) return undefined;
  const away = detachSamples(state, unit)[0];
  return away ? { type: 'move', player: unit.player, unit: unit.id, models: away, detach: true } : undefined;
}
