import { castDraft } from 'immer';
import { geometry, readDraft, type Vec2 } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { hasBuildingAssaultOptions } from '../commands/assault/declarations';
import { markInvolved, storeAssault, writeAssaultStep } from '../commands/assault/staged';
import { completeBurstOverrun } from '../commands/buildings/enter';
import { tidyOccupants } from '../commands/buildings/occupants';
import { activationOf } from '../commands/shooting/attack-flow';
import { openOverwatchWindow, recordMove } from '../commands/shooting/overwatch-window';
import { draftUnit, opponentOf, unitById, type XenocideContext, type XenocideDraft } from '../context';
import {
  advanceAssault,
  applyAssaultEffects,
  findCloseAssaults,
  isAssaultOver,
  startCloseAssault,
} from '../rules/assault';
import { occupancyOf } from '../rules/buildings/building-state';
import type { RecordedModelMove } from '../rules/shooting';
import type { ActivationStage, XenocideState } from '../state';
import type { AssaultState, CloseAssaultGroup } from '../state/assault';
import type { AssaultSlot } from './queue';

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
    if (guard > 1000) throw rulesetBug(`xenocide: close assault ${assault.id} did not settle`);
    const step = advanceAssault(readDraft(draft), now, ctx.dice);
    if (step.progressed) writeAssaultStep(draft, ctx, now, step);
    now = step.assault;
    if (!step.progressed) break;
  }
  if (!isAssaultOver(now)) {
    storeAssault(draft, slot, now);
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
  const state = readDraft<XenocideState>(draft);
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
      (u) => stage.units.includes(u) && unitById.get(state, u)?.activity.moved === true,
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
      ...startRules(state, group, initiators),
    });
    markInvolved(draft, assault);
    settleStagedAssault(draft, ctx, assault, 'close-assault');
    return;
  }
  delete activationOf(draft).assaults;
}

/**
 * The rules an `assault-started` names beyond its type's: the building contact rules ({@link buildingContactRules})
 * and XEN-OVR-09 (a unit on Assault orders that completed an overrun went on to assault this enemy).
 */
function startRules(
  state: XenocideState,
  group: CloseAssaultGroup,
  initiators: readonly string[],
): { readonly rules?: readonly string[] } {
  const rules = [...(buildingContactRules(state, group).rules ?? [])];
  const overran = initiators.some((u) => {
    const unit = unitById.get(state, u);
    return unit?.order === 'assault' && unit.activity.overrun === 'completed';
  });
  if (overran) rules.push('XEN-OVR-09');
  return rules.length > 0 ? { rules } : {};
}

/**
 * The building rules that made a close assault: XEN-BLD-36 / XEN-BLD-04 (declared section to section in a
 * divided building), XEN-BLD-28 / XEN-BLD-27 (declared out of a building at an enemy in another within 4"
 * of its edges), XEN-BLD-27 (contact with a unit in a building measured from its section's edges) and
 * XEN-BLD-06 (attackers from outside may not enter the section the defenders hold, so they assault it).
 */
function buildingContactRules(
  state: XenocideState,
  group: CloseAssaultGroup,
): { readonly rules?: readonly string[] } {
  const buildings = state.buildings ?? [];
  if (buildings.length === 0) return {};
  if (group.sectionAssault) return { rules: ['XEN-BLD-36', 'XEN-BLD-04'] };
  if (group.declared) return { rules: ['XEN-BLD-28', 'XEN-BLD-27'] };
  const inside = (id: string) => occupancyOf(buildings, id) !== undefined;
  if (!group.attackers.some(inside) && !group.defenders.some(inside)) return {};
  const stormed = group.defenders.some(inside) && !group.attackers.some(inside);
  return { rules: stormed ? ['XEN-BLD-27', 'XEN-BLD-06'] : ['XEN-BLD-27'] };
}

/** XEN-BLD-28 / XEN-BLD-36: a declared assault as it stands when its turn comes: its units still on the table. */
function stillFighting(state: XenocideState, group: CloseAssaultGroup): CloseAssaultGroup[] {
  const present = (id: string) => {
    const unit = unitById.get(state, id);
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
  const state = readDraft(draft);
  const stage = state.stage;
  if (stage.kind !== 'activation') return;
  const movers = stage.units.filter((id) => unitById.get(state, id)?.activity.moved === true);
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
 * XEN-OVR-05 / XEN-OVR-06 / XEN-OVR-08 / XEN-OVR-09 / R28: when the overrun round is over: a unit that ended
 * it unsuppressed completes its declared move past the enemy, which may trigger overwatch; one that failed
 * has fled already (and may not shoot in this activation). The unit's activity records which.
 */
export function completeOverrun(draft: XenocideDraft, ctx: XenocideContext, assault: AssaultState): void {
  const state = readDraft(draft);
  const inProgress = state.stage.kind === 'activation' ? state.stage.overrun : undefined;
  delete activationOf(draft).overrun;
  if (!assault.overrun || !inProgress) return;
  const { unit: unitId, target } = assault.overrun;
  const won = assault.step.kind === 'ended' && assault.step.reason === 'overrun-completed';
  ctx.emit({ type: 'overrun-resolved', unit: unitId, target, completed: won });
  const written = draftUnit(draft, unitId);
  if (written) written.activity.overrun = won ? 'completed' : 'failed';
  // XEN-BLD-34 / R51: a titan that overran a building goes on only if the building collapsed.
  const completed = completeBurstOverrun(draft, ctx, assault, won);
  const unit = unitById.get(state, unitId);
  if (!completed || !unit || !written) return;
  const moves = inProgress.rest.flatMap((r) => {
    const model = unit.models.find((m) => m.id === r.model);
    if (!model || model.removed || model.embarkedIn !== undefined || r.path.length === 0) return [];
    return [
      {
        model: r.model,
        from: { x: model.x, y: model.y },
        to: r.path[r.path.length - 1] as Vec2,
        path: [...r.path],
      },
    ];
  });
  if (moves.length > 0)
    applyAssaultEffects(
      draft,
      ctx.base,
      [{ kind: 'models-moved', unit: unitId, reason: 'overrun', mode: 'normal', moves }],
      ctx,
    );
  written.activity.distance = inProgress.length;
  const recorded: RecordedModelMove[] = inProgress.from.flatMap((f) => {
    const model = unit.models.find((m) => m.id === f.model);
    if (!model || model.removed || model.embarkedIn !== undefined) return [];
    const rest = moves.find((m) => m.model === f.model);
    const here = { x: model.x, y: model.y };
    return [{ model: f.model, from: f.at, to: rest?.to ?? here, path: [here, ...(rest?.path ?? [])] }];
  });
  recordMove(draft, unitId, recorded, []);
  tidyOccupants(draft, ctx);
  openOverwatchWindow(draft, ctx, unitId, recorded);
}
