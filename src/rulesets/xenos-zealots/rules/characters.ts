import type { Placement } from '../commands/schema';
import type { XzContext } from '../events';
import type { ModelState, UnitState, XzDraft, XzState } from '../state';
import type { PlacementProblem } from './placement';
import { cardOf, modelDistance, unitById } from './units';

/** R27: the attached character's model in a unit, if it has one. */
export function attachedCharacter(unit: UnitState): ModelState | undefined {
  return unit.models.find((m) => m.from !== undefined && m.alive);
}

/** R27 / XZ-MOVE-06: whether a unit is a character standing on its own (it may attach to a unit). */
export function isLoneCharacter(state: XzState, unit: UnitState): boolean {
  return (
    unit.status === 'on-table' &&
    cardOf(state, unit).character &&
    unit.models.filter((m) => m.alive).length === 1
  );
}

/**
 * R27 / XZ-MOVE-06: why the character `unit` may not attach to `hostId` once its model stands at `at`, or
 * undefined: it must be a lone character, the host a friendly multiple-model unit on the table that is neither a
 * character nor artillery and has no character yet, and the character within the host's Coherency radius of its
 * leader.
 */
export function attachProblem(
  state: XzState,
  unit: UnitState,
  hostId: string,
  at: ModelState,
): PlacementProblem | undefined {
  if (!isLoneCharacter(state, unit))
    return {
      code: 'not-a-character',
      message: `'${unit.name}' is not a character on its own; only a character joins a unit (XZ-MOVE-06, R27).`,
      rule: 'XZ-MOVE-06',
    };
  const host = unitById(state, hostId);
  if (!host || host.player !== unit.player || host.status !== 'on-table' || host.id === unit.id)
    return {
      code: 'unknown-unit',
      message: `'${hostId}' is not another of your units on the table; name the unit the character joins (XZ-MOVE-06).`,
      rule: 'XZ-MOVE-06',
    };
  const card = cardOf(state, host);
  if (card.character || card.unitType === 'Artillery' || host.models.filter((m) => m.alive).length < 2)
    return {
      code: 'cannot-take-character',
      message: `'${host.name}' can't take a character: it joins a multiple-model unit that is neither a character nor artillery (R27).`,
      rule: 'R27',
    };
  if (attachedCharacter(host))
    return {
      code: 'has-character',
      message: `'${host.name}' already has a character attached; a unit takes at most one (R27).`,
      rule: 'R27',
    };
  const leader = host.models.find((m) => m.id === host.leader && m.alive);
  const d = leader ? modelDistance(at, leader) : Number.POSITIVE_INFINITY;
  if (d > card.coherency + 1e-9)
    return {
      code: 'out-of-coherency',
      message: `The character would end ${d.toFixed(2)}" from ${host.name}'s leader; it joins by ending within the unit's ${card.coherency}" coherency of its leader (XZ-MOVE-06, R27).`,
      rule: 'XZ-MOVE-06',
    };
  return undefined;
}

/**
 * R27 / XZ-MOVE-06 / XZ-UNIT-02: the character's model joins the host: it leads it (the old leader is kept to
 * resume later), acts under its order and shares its morale; the character's own unit is `attached`.
 */
export function attachCharacter(draft: XzDraft, ctx: XzContext, unit: UnitState, hostId: string): void {
  const host = draft.units.find((u) => u.id === hostId);
  const model = unit.models.find((m) => m.alive);
  if (!host || !model) return;
  host.models.push({ ...model, from: unit.id });
  host.formerLeader = host.leader;
  host.leader = model.id;
  unit.models = [];
  unit.status = 'attached';
  unit.attachedTo = host.id;
  delete unit.order;
  ctx.emit({ type: 'character-attached', unit: host.id, character: unit.id, rules: ['XZ-MOVE-06', 'R27'] });
  ctx.emit({ type: 'leader-changed', unit: host.id, model: model.id, rules: ['XZ-UNIT-02', 'R27'] });
}

/**
 * R27 / XZ-MOVE-07: why the unit's character may not detach after these placements, or undefined: the unit must
 * have a character and another model to lead it, and the character must end out of the unit's coherency of the
 * leader who resumes.
 */
export function detachProblem(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
): PlacementProblem | undefined {
  const character = attachedCharacter(unit);
  const resumed = resumingLeader(unit);
  if (!character || !resumed)
    return {
      code: 'no-character',
      message: `'${unit.name}' has no attached character to detach (XZ-MOVE-07).`,
      rule: 'XZ-MOVE-07',
    };
  const at = (m: ModelState): ModelState => {
    const p = placements.find((q) => q.model === m.id);
    return p ? { ...m, x: p.x, y: p.y } : m;
  };
  const coherency = cardOf(state, unit).coherency;
  const d = modelDistance(at(character), at(resumed));
  if (d <= coherency + 1e-9)
    return {
      code: 'still-in-coherency',
      message: `The character would end ${d.toFixed(2)}" from ${resumed.id}, inside the unit's ${coherency}" coherency; it detaches by moving out of it (XZ-MOVE-07, R27).`,
      rule: 'XZ-MOVE-07',
    };
  return undefined;
}

/** R27: the model that leads the unit again when its character leaves: its former leader, else the first other model. */
export function resumingLeader(unit: UnitState): ModelState | undefined {
  const character = attachedCharacter(unit);
  return (
    unit.models.find((m) => m.id === unit.formerLeader && m.alive && m !== character) ??
    unit.models.find((m) => m.alive && m !== character && m.body !== 'gun')
  );
}

/**
 * R27 / XZ-MOVE-07: the character leaves the unit: its model goes back to its own unit (on the table, on the
 * unit's morale, with orders from the next Command Phase) and the former leader resumes.
 */
export function detachCharacter(draft: XzDraft, ctx: XzContext, unit: UnitState): void {
  const character = attachedCharacter(unit);
  const resumed = resumingLeader(unit);
  if (!character || !resumed || character.from === undefined) return;
  const own = draft.units.find((u) => u.id === character.from);
  if (!own) return;
  const { from: _from, ...model } = character;
  unit.models = unit.models.filter((m) => m.id !== character.id);
  unit.leader = resumed.id;
  delete unit.formerLeader;
  unit.regroup = true;
  own.models = [model as ModelState];
  own.status = 'on-table';
  delete own.attachedTo;
  delete own.order;
  own.morale = unit.morale;
  own.actions = 2;
  own.behaviourDue = false;
  own.rerolls = 0;
  ctx.emit({ type: 'character-detached', unit: unit.id, character: own.id, rules: ['XZ-MOVE-07', 'R27'] });
  ctx.emit({ type: 'leader-changed', unit: unit.id, model: resumed.id, rules: ['XZ-UNIT-02', 'R27'] });
}
