import { geometry } from 'sandtable';
import type { Placement } from '../commands/schema';
import type { UnitState, XzState } from '../state';
import {
  attachedCharacter,
  attachProblem,
  detachProblem,
  isLoneCharacter,
  resumingLeader,
} from './characters';
import { baseSpeed, checkMove, moveProblem } from './movement';
import { cardOf, leaderOf, modelDistance, unitsOnTable } from './units';

/** A legal attaching move: the character's placement and the unit it joins. */
export interface AttachSample {
  readonly host: string;
  readonly models: Placement[];
}

/**
 * R27 / XZ-MOVE-06: for a lone character, one legal Move that ends it within coherency of each friendly unit's
 * leader it can reach (placed beside the leader, the first free spot of a few around it), for declaring it
 * attached.
 */
export function attachSamples(state: XzState, unit: UnitState): AttachSample[] {
  if (!isLoneCharacter(state, unit)) return [];
  const model = unit.models.find((m) => m.alive);
  if (!model) return [];
  const speed = baseSpeed(state, unit, model);
  const out: AttachSample[] = [];
  for (const host of unitsOnTable(state, unit.player)) {
    if (host.id === unit.id || attachedCharacter(host)) continue;
    const card = cardOf(state, host);
    if (card.character || card.unitType === 'Artillery') continue;
    const leader = leaderOf(host);
    if (!leader || modelDistance(model, leader) > speed + card.coherency) continue;
    const toward = geometry.bearing(leader, model);
    const bases =
      (leader.shape.kind === 'circle' ? leader.shape.diameter / 2 : 1.5) +
      (model.shape.kind === 'circle' ? model.shape.diameter / 2 : 1.5);
    const tries: [number, number][] = [];
    for (const share of [0.9, 0.5, 0.15])
      for (const turn of [0, 40, -40, 80, -80]) tries.push([bases + card.coherency * share, turn]);
    for (const [gap, turn] of tries) {
      const dir = geometry.directionOf(toward + turn);
      const p = {
        model: model.id,
        x: Math.round((leader.x + dir.x * gap) * 1000) / 1000,
        y: Math.round((leader.y + dir.y * gap) * 1000) / 1000,
      };
      if (moveProblem(state, unit, [p], 'move')) continue;
      if (attachProblem(state, unit, host.id, { ...model, x: p.x, y: p.y })) continue;
      out.push({ host: host.id, models: [p] });
      break;
    }
  }
  return out;
}

/**
 * R27 / XZ-MOVE-07: for a unit led by an attached character, one legal Move that takes the character straight
 * away from the leader who would resume, just out of the unit's coherency (when its Mobility reaches that far), for
 * declaring it detached; the other models stay where they are.
 */
export function detachSamples(state: XzState, unit: UnitState): Placement[][] {
  const character = attachedCharacter(unit);
  const resumed = resumingLeader(unit);
  if (!character || !resumed) return [];
  const coherency = cardOf(state, unit).coherency;
  const speed = baseSpeed(state, unit, character);
  const gap = modelDistance(character, resumed);
  const need = coherency + 0.25 - gap;
  if (need > speed) return [];
  const away = geometry.bearing(resumed, character);
  for (const turn of [0, 45, -45, 90, -90]) {
    const dir = geometry.directionOf(away + turn);
    for (const d of [Math.max(0.25, need), speed]) {
      const p = {
        model: character.id,
        x: Math.round((character.x + dir.x * d) * 1000) / 1000,
        y: Math.round((character.y + dir.y * d) * 1000) / 1000,
      };
      if (detachProblem(state, unit, [p])) continue;
      const check = checkMove(state, unit, [p], 'move', {
        leader: resumed.id,
        outOfCoherency: [character.id],
      });
      if (!check.problem) return [[p]];
    }
  }
  return [];
}
