import { castDraft } from 'immer';
import { geometry, type Vec2 } from 'sandtable';
import {
  draftUnit,
  findUnit,
  opponentOf,
  readable,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import {
  type AssaultStepResult,
  advanceAssault,
  applyAssaultEffects,
  findCloseAssaults,
  isAssaultOver,
  startCloseAssault,
  whyBadAssaultOrder,
} from '../rules/assault';
import type { ActivationStage, XenocideState } from '../state';
import type { AssaultState, CloseAssaultGroup } from '../state/assault';
import { hasBuildingAssaultOptions } from './assault-declarations';
import { emitAssaultEvents } from './assault-events';
import { activationOf } from './attack-flow';
import { tidyOccupants } from './enter-building';
import { completeOverrun } from './overrun';
import type { CommandOfType } from './schema';

/** Where the stage keeps the assault being fought: the Close Assault phase's queue, or an overrun in a move. */
export type AssaultSlot = 'close-assault' | 'overrun';

/** XEN-CA-04 / XEN-OVR-03: the assault the stage is fighting now, and where it is kept. */
export function stagedAssault(
  state: XenocideState,
): { readonly assault: AssaultState; readonly slot: AssaultSlot } | undefined {
  const stage = state.stage;
  if (stage.kind !== 'activation') return undefined;
  if (stage.overrun) return { assault: stage.overrun.assault, slot: 'overrun' };
  if (stage.assaults?.current) return { assault: stage.assaults.current, slot: 'close-assault' };
  return undefined;
}

/** Whether an activation is busy with a close assault: one being fought, or several waiting to be ordered. */
export function isAssaultBusy(stage: ActivationStage): boolean {
  return stage.overrun !== undefined || stage.assaults !== undefined;
}

/** The game as it stands in the draft (reads for the pure rules). */
export function standing(draft: XenocideDraft): XenocideState {
  return readable(draft);
}

/** XEN-OW-11: every unit that took part in the assault counts as involved in a close assault this activation. */
export function markInvolved(draft: XenocideDraft, assault: AssaultState): void {
  for (const p of assault.participants) {
    const unit = draftUnit(draft, p.unit);
    if (unit && unit.activity.assaulted !== true) unit.activity.assaulted = true;
  }
}

/**
 * XEN-CA-04 / XEN-BLD-01: writes one step of an assault: its events first (read from the assault before and
 * after), then its effects (moves, removals, markers, CP), then marks the units involved; units that died,
 * fled or retreated out of their building section leave it at once.
 */
export function writeAssaultStep(
  draft: XenocideDraft,
  ctx: XenocideContext,
  before: AssaultState,
  result: AssaultStepResult,
): void {
  emitAssaultEvents(ctx, standing(draft), before, result.assault, result.effects);
  applyAssaultEffects(draft, ctx.base, result.effects, ctx);
  markInvolved(draft, result.assault);
  tidyOccupants(draft, ctx);
}

function store(draft: XenocideDraft, slot: AssaultSlot, assault: AssaultState): void {
  const stage = activationOf(draft);
  if (slot === 'overrun') {
    if (stage.overrun) stage.overrun.assault = castDraft(assault);
  } else if (stage.assaults) {
    stage.assaults.current = castDraft(assault);
  }
}

/**
 * XEN-CA-04 / XEN-OVR-03: runs the automatic steps of the stage's assault (writing each one) until a player
 * must decide, and keeps it in the stage; when it is over, the next close assault starts, or the overrun's
 * move completes.
 */
export function settleStagedAssault(
  draft: XenocideDraft,
  ctx: XenocideContext,
  assault: AssaultState,
  slot: AssaultSlot,
): void {
  let now = assault;
  for (let guard = 0; ; guard++) {
    if (guard > 1000) throw new Error(`xenocide: close assault ${assault.id} did not settle; an engine bug.`);
    const step = advanceAssault(standing(draft), now, ctx.dice);
    if (step.progressed) writeAssaultStep(draft, ctx, now, step);
    now = step.assault;
    if (!step.progressed) break;
  }
  if (!isAssaultOver(now)) {
    store(draft, slot, now);
    return;
  }
  if (slot === 'overrun') {
    completeOverrun(draft, ctx, now);
    return;
  }
  const stage = activationOf(draft);
  if (stage.assaults) delete stage.assaults.current;
  startNextAssault(draft, ctx);
}

/** XEN-CA-31 / XEN-CA-32: the attackers' direction of approach: the mean displacement of their moves this activation. */
function approachOf(stage: ActivationStage, units: readonly string[]): Vec2 | undefined {
  let sum = { x: 0, y: 0 };
  for (const move of stage.moves ?? [])
    if (units.includes(move.unit)) sum = geometry.add(sum, move.displacement);
  return geometry.magnitude(sum) > 1e-9 ? geometry.normalize(sum) : undefined;
}

/**
 * XEN-CA-01 / XEN-CA-02 / XEN-CA-38 / R45 / XEN-TRANS-11: starts the next close assault of the phase's queue:
 * the group is checked again for contact (an earlier assault may have moved its units), the attackers that
 * moved in this activation are its initiators, the models they set down from transports (not by teleport)
 * are its disembarked models, and their moves give its direction of approach. With none left, the queue
 * goes and the phase waits for `end-phase`.
 */
export function startNextAssault(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = standing(draft);
  const stage = state.stage;
  if (stage.kind !== 'activation' || !stage.assaults) return;
  let groups = [...stage.assaults.groups];
  while (groups.length > 0) {
    const [head, ...rest] = groups as [(typeof groups)[number], ...typeof groups];
    const found = head.declared
      ? stillFighting(state, head)
      : findCloseAssaults(state, stage.player, head.attackers);
    const [group, ...more] = found;
    groups = [...more, ...rest];
    if (!group) continue;
    const initiators = group.attackers.filter(
      (u) => stage.units.includes(u) && findUnit(state, u)?.activity.moved === true,
    );
    const inGroup = new Set([...group.attackers, ...group.defenders]);
    const disembarked = (stage.moves ?? [])
      .filter((m) => group.attackers.includes(m.unit))
      .flatMap((m) => m.disembarked)
      .filter((model) => [...inGroup].some((u) => model.startsWith(`${u}.m`)));
    const approach = approachOf(stage, initiators);
    const started = stage.assaults.started + 1;
    const assault = startCloseAssault({
      id: `${stage.company}.ca${started}`,
      attacker: stage.player,
      defender: opponentOf(state, stage.player),
      attackers: group.attackers,
      defenders: group.defenders,
      initiators,
      disembarked,
      ...(approach ? { approach } : {}),
      ...(group.sectionAssault ? { sectionAssault: true } : {}),
      // XEN-BLD-30: an assault declared on a building first asks who joins it.
      ...(group.declared && !group.sectionAssault ? { join: true } : {}),
    });
    activationOf(draft).assaults = castDraft({ groups, ordering: false, started, current: assault });
    ctx.emit({
      type: 'assault-started',
      assault: assault.id,
      kind: 'close-assault',
      attacker: assault.attacker,
      defender: assault.defender,
      attackers: [...group.attackers],
      defenders: [...group.defenders],
    });
    markInvolved(draft, assault);
    settleStagedAssault(draft, ctx, assault, 'close-assault');
    return;
  }
  delete activationOf(draft).assaults;
}

/** XEN-BLD-28 / XEN-BLD-36: a declared assault as it stands when its turn comes: its units still on the table. */
function stillFighting(state: XenocideState, group: CloseAssaultGroup): CloseAssaultGroup[] {
  const present = (id: string) => {
    const unit = findUnit(state, id);
    return unit?.status === 'on-table' && unit.models.some((m) => !m.removed);
  };
  const attackers = group.attackers.filter(present);
  const defenders = group.defenders.filter(present);
  return attackers.length > 0 && defenders.length > 0 ? [{ ...group, attackers, defenders }] : [];
}

/**
 * XEN-CA-01 / XEN-CA-38 / XEN-BLD-28 / XEN-BLD-36: on entering the Close Assault phase, finds the close
 * assaults the moves of this activation created; when the active player could declare assaults from
 * buildings, it waits for that declaration first; otherwise several wait for the attacker's order and a
 * single one starts at once.
 */
export function beginCloseAssaultPhase(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = standing(draft);
  const stage = state.stage;
  if (stage.kind !== 'activation') return;
  const movers = stage.units.filter((id) => findUnit(state, id)?.activity.moved === true);
  const groups = findCloseAssaults(state, stage.player, movers);
  if (hasBuildingAssaultOptions(state, stage.player)) {
    activationOf(draft).assaults = castDraft({ groups, ordering: false, started: 0, declaring: true });
    return;
  }
  if (groups.length === 0) return;
  activationOf(draft).assaults = castDraft({ groups, ordering: groups.length > 1, started: 0 });
  if (groups.length === 1) startNextAssault(draft, ctx);
}

/**
 * XEN-CA-38: the attacker lists the phase's close assaults (by their index in the prompt) in the order they
 * are to be resolved; the first one starts.
 * @example orderAssaults(draft, { type: 'order-assaults', player: 'red', order: [1, 0] }, ctx);
 */
export function orderAssaults(
  draft: XenocideDraft,
  command: CommandOfType<'order-assaults'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  const queue = stage.kind === 'activation' ? stage.assaults : undefined;
  if (stage.kind !== 'activation' || !queue?.ordering || stage.player !== command.player)
    return ctx.reject('illegal-action', 'No close assaults wait for you to order them (XEN-CA-38).');
  const why = whyBadAssaultOrder(queue.groups.length, command.order);
  if (why) return ctx.reject(why.code, why.message, { path: ['order'] });
  const groups = command.order.map((i) => queue.groups[i] as (typeof queue.groups)[number]);
  activationOf(draft).assaults = castDraft({ groups, ordering: false, started: queue.started });
  startNextAssault(draft, ctx);
}
