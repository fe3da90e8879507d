import type { PlayerId } from 'sandtable';
import type { XzContext } from '../../events';
import type { ModelState, UnitState, XzDraft, XzState } from '../../state';
import { removeModel, worsenMorale } from '../morale';
import { baseSpeed } from '../movement';
import type { XzStep, XzStepHandler } from '../queue';

/** XZ-SMU-06 / R11 / R37: one structure point lost by a large model, waiting for its roll-off and damage type. */
export interface StructureStep extends XzStep {
  readonly kind: 'structure';
  readonly unit: string;
  readonly model: string;
  /** The attacking player (the other side of the roll-off). */
  readonly attacker: PlayerId;
  /** The roll-off winner, once rolled. */
  chooser?: PlayerId;
  /** The point has been assigned. */
  applied?: boolean;
}

/** Builds a structure step. */
export function structureStep(unit: string, model: string, attacker: PlayerId): StructureStep {
  return { kind: 'structure', unit, model, attacker };
}

/** XZ-SMU-05 / XZ-SMU-09: what a structure point can be taken from: `'mobility'` and each working weapon system. */
export function damageOptions(model: ModelState): string[] {
  const out: string[] = [];
  if (model.mobility && model.mobility.left > 0) out.push('mobility');
  for (const s of model.systems ?? []) if (s.points > 0 && !out.includes(s.weapon)) out.push(s.weapon);
  return out;
}

/**
 * XZ-SMU-06 / R11 / R37: a structure step: with two or more options both players roll off (D6 each, ties
 * re-rolled, no Command re-rolls) and the winner chooses; with one option it is taken at once.
 */
export const resolveStructureStep: XzStepHandler = (draft, raw, ctx) => {
  const step = raw as StructureStep;
  if (step.applied) return 'done';
  const unit = draft.units.find((u) => u.id === step.unit);
  const model = unit?.models.find((m) => m.id === step.model);
  if (!unit || !model || !model.alive || unit.status !== 'on-table') return 'done';
  const options = damageOptions(model);
  if (options.length === 0) return 'done';
  if (options.length === 1) {
    loseStructure(draft, ctx, unit, model, options[0] as string, step.attacker, step.attacker);
    return 'done';
  }
  if (!step.chooser) {
    const owner = unit.player;
    for (;;) {
      const purpose = `roll-off for ${model.name}'s damage type`;
      const rules = ['XZ-SMU-06', 'R11', 'R37'];
      const mine = ctx.dice.roll({ purpose, sides: 6, player: owner, rules }).dice[0] as number;
      const theirs = ctx.dice.roll({ purpose, sides: 6, player: step.attacker, rules }).dice[0] as number;
      if (mine !== theirs) {
        step.chooser = mine > theirs ? owner : step.attacker;
        break;
      }
    }
  }
  draft.stage = { kind: 'damage-type', player: step.chooser, model: model.id };
  return 'wait';
};

/**
 * XZ-SMU-07 … XZ-SMU-10 / XZ-SMU-14 / XZ-SMU-17 / R11: takes one structure point from `system`: mobility halves the
 * speed (Immobilised, and at least Suppressed, at none left), a weapon system at no points can't be used; a model
 * with no points left is destroyed.
 */
export function loseStructure(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  model: ModelState,
  system: string,
  chooser: PlayerId,
  attacker: PlayerId,
): void {
  const rules = ['XZ-SMU-05', 'XZ-SMU-06', 'R11'];
  if (system === 'mobility' && model.mobility) {
    model.mobility.left -= 1;
    rules.push(model.mobility.left === 0 ? 'XZ-SMU-08' : 'XZ-SMU-07');
  } else {
    const s = model.systems?.find((x) => x.weapon === system && x.points > 0);
    if (s) s.points -= 1;
    rules.push(s && s.points === 0 ? 'XZ-SMU-09' : 'XZ-SMU-05');
    if (model.body === 'monster') rules.push('XZ-SMU-10');
  }
  model.wounds = Math.max(0, model.wounds - 1);
  ctx.emit({
    type: 'structure-lost',
    unit: unit.id,
    model: model.id,
    system,
    chooser,
    ...(system === 'mobility' ? { speed: baseSpeed(draft as XzState, unit, model) } : {}),
    rules,
  });
  if (model.wounds === 0) {
    removeModel(draft, ctx, unit, model.id, attacker, ['XZ-SMU-17', 'R11']);
    return;
  }
  if (system === 'mobility' && model.mobility?.left === 0)
    worsenMorale(draft, ctx, unit, 'suppressed', 'Immobilised', ['XZ-SMU-14', 'XZ-SMU-08']);
}
