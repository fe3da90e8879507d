import { geometry } from 'sandtable';
import { assaultDecision } from './rules/assault/advance';
import { buildingInvariants } from './rules/buildings/building-invariants';
import type { XenocideState } from './state';

/** Broken Xenocide invariants, as messages (used by the law suite's property tests). */
export function xenocideInvariants(state: XenocideState): string[] {
  const problems: string[] = [];
  for (const side of state.sides) {
    if (side.cp < 0) problems.push(`${side.player} has ${side.cp} CP`);
    if (side.lostVp < 0 || side.lostVp > side.value)
      problems.push(`${side.player} lost ${side.lostVp} VP of ${side.value}`);
  }
  for (const unit of state.units) {
    if (unit.suppression < 0) problems.push(`${unit.id} has ${unit.suppression} suppression markers`);
    if (unit.suppression > 0 && unit.overwatch)
      problems.push(`${unit.id} is suppressed but holds an overwatch counter (XEN-OW-12)`);
    if (unit.models.length !== unit.startModels) problems.push(`${unit.id} changed its model count`);
    const live = unit.models.filter((m) => !m.removed);
    if (unit.status === 'eliminated' && live.length > 0)
      problems.push(`${unit.id} is eliminated with models left`);
    if (unit.status !== 'eliminated' && live.length === 0)
      problems.push(`${unit.id} has no models but is not eliminated`);
    if (unit.status !== 'on-table') continue;
    for (const m of live) {
      if (m.embarkedIn !== undefined) continue;
      if (!Number.isFinite(m.x) || !Number.isFinite(m.y)) problems.push(`${m.id} has no position`);
      else if (!geometry.isOnTable({ center: m, radius: m.radius }, state.table))
        problems.push(`${m.id} is off the table`);
    }
  }
  const stage = state.stage;
  if (stage.kind === 'activation') {
    if (stage.tally && stage.phase !== 'shooting')
      problems.push(`a suppression tally outlived the Shooting phase`);
    if (stage.attack && !stage.attack.decision) problems.push('an attack waits for no decision');
    if (stage.overwatch && stage.overwatch.units.length === 0)
      problems.push('an overwatch window has no unit');
    if (stage.bombing && !stage.attack && !stage.suppression?.waiting)
      problems.push('a bombing run waits for no decision (XEN-TERR-31)');
    const popped = state.units.find((u) => u.activity.poppedUp && u.high && stage.overwatch?.mover !== u.id);
    if (popped && !stage.attack)
      problems.push(`${popped.id} stayed popped up with no overwatch reply pending (XEN-TERR-24)`);
    const assaults = [stage.assaults?.current, stage.overrun?.assault].filter((a) => a !== undefined);
    for (const assault of assaults) {
      if (!assaultDecision(assault)) problems.push(`close assault ${assault.id} waits for no decision`);
      for (const p of assault.participants)
        if (!state.units.some((u) => u.id === p.unit))
          problems.push(`${assault.id} holds unknown unit ${p.unit}`);
    }
    if (stage.overrun && stage.phase !== 'first-movement' && stage.phase !== 'second-movement')
      problems.push('an overrun outlived its movement phase');
    if (stage.assaults && stage.phase !== 'close-assault')
      problems.push('close assaults outlived the Close Assault phase');
    if (stage.assaults?.ordering && (stage.assaults.current || stage.assaults.groups.length < 2))
      problems.push('close assaults wait to be ordered with fewer than two, or while one is fought');
  }
  for (const o of state.objectives)
    if (o.removed && o.real && o.revealed === false) problems.push(`${o.id} removed unrevealed`);
  // XEN-BLD-01 / XEN-BLD-06 / XEN-BLD-08 / XEN-BLD-09: occupancy and structure.
  if (state.buildings) problems.push(...buildingInvariants(state, state.buildings));
  return problems;
}
