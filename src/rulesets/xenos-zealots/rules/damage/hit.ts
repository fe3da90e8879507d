import type { PlayerId, Vec2 } from 'sandtable';
import type { XzContext } from '../../events';
import {
  type ModelState,
  type MoraleState,
  moraleRank,
  type UnitState,
  type XzDraft,
  type XzState,
} from '../../state';
import { armourFacing } from '../geometry';
import { casualties, removeModel, worsenMorale } from '../morale';
import type { XzStep, XzStepHandler } from '../queue';
import { offerReroll } from '../reroll';
import { cardOf, modelDefence, opponentOf } from '../units';
import type { HitStep } from './hit-step';
import { structureStep } from './structure';

export { aboveOf, type HitStep, hitStep } from './hit-step';

/**
 * XZ-SAVE-01 / XZ-STAT-02 / XZ-SMU-01 … XZ-SMU-04 / R12: the AV a hit is saved with (the model's one Armour Value,
 * or the value of the facing the hit came through), and that facing.
 */
export function armourAgainst(
  state: XzState,
  unit: UnitState,
  model: ModelState,
  from: Vec2,
  top: boolean,
): { av: number; facing?: 'front' | 'side' | 'rear'; rules: string[] } {
  const { armour } = modelDefence(state, unit, model);
  if (typeof armour === 'number') return { av: armour, rules: ['XZ-SAVE-01', 'XZ-RES-03', 'XZ-STAT-02'] };
  if (top)
    return {
      av: armour.rearTop,
      facing: 'rear',
      rules: ['XZ-SAVE-01', 'XZ-STAT-02', 'XZ-SMU-01', 'XZ-SMU-04', 'R12'],
    };
  const facing = armourFacing(model, from, {
    frontHalf: state.params.frontArcHalfAngle,
    rearHalf: state.params.rearArcHalfAngle,
  });
  const av = facing === 'front' ? armour.front : facing === 'side' ? armour.side : armour.rearTop;
  const rule = facing === 'front' ? 'XZ-SMU-02' : facing === 'side' ? 'XZ-SMU-03' : 'XZ-SMU-04';
  return { av, facing, rules: ['XZ-SAVE-01', 'XZ-STAT-02', 'XZ-SMU-01', rule, 'R12'] };
}

/** XZ-SAVE-06 … XZ-SAVE-09 / R8: wounds from modified damage against Resilience (`'destroyed'` at 3× or more). */
export function woundsFrom(modifiedDamage: number, resilience: number): 0 | 1 | 2 | 'destroyed' {
  const ratio = Math.floor(modifiedDamage / resilience);
  if (ratio >= 3) return 'destroyed';
  return ratio <= 0 ? 0 : (ratio as 1 | 2);
}

const WOUND_RULE = { 0: 'XZ-SAVE-06', 1: 'XZ-SAVE-07', 2: 'XZ-SAVE-08', destroyed: 'XZ-SAVE-09' } as const;

/** The handler of `hit` steps: see {@link HitStep}. */
export const resolveHitStep: XzStepHandler = (draft, raw, ctx) => {
  const step = raw as HitStep;
  const state = draft as XzState;
  const unit = draft.units.find((u) => u.id === step.unit);
  const model = unit?.models.find((m) => m.id === step.model);
  if (!unit || !model || unit.status !== 'on-table' || !model.alive) return 'done';
  const { resilience } = modelDefence(state, unit, model);
  const { av, facing, rules: facingRules } = armourAgainst(state, unit, model, step.from, step.top === true);
  // XZ-UNIT-10: artillery mounted on a vehicle takes hits by the vehicle rules (facings, structure), not R35's.
  const armourRules =
    cardOf(state, unit).artillery === 'vehicle-mounted' ? [...facingRules, 'XZ-UNIT-10'] : facingRules;
  // XZ-ASLT-11: an assault hit is saved and wounds exactly as a shooting hit does.
  const hitRules = step.assault ? [...armourRules, 'XZ-ASLT-11'] : armourRules;
  if (!step.dice)
    step.dice = [
      ctx.dice.roll({
        purpose: `save: ${model.name} against ${step.weapon}`,
        sides: 6,
        player: unit.player,
        rules: ['XZ-SAVE-01'],
      }).dice[0] as number,
    ];
  if (offerReroll(draft, step, unit.player, unit, `save: ${model.name}`, 6, (face) => face + av < step.ap))
    return 'wait';
  const save = (step.dice[0] as number) + av;
  const by = opponentOf(state, unit.player);
  if (save >= step.ap) {
    ctx.emit({
      type: 'hit-resolved',
      unit: unit.id,
      model: model.id,
      weapon: step.weapon,
      save,
      ap: step.ap,
      saved: true,
      ...(facing ? { facing } : {}),
      rules: [...hitRules, 'XZ-SAVE-02', 'XZ-WPN-02', 'R7'],
    });
    return 'done';
  }
  // XZ-SAVE-03 … XZ-SAVE-05: a penetrating hit.
  const penetration = step.ap - save;
  const modified = step.damage + penetration;
  const wounds = woundsFrom(modified, resilience);
  ctx.emit({
    type: 'hit-resolved',
    unit: unit.id,
    model: model.id,
    weapon: step.weapon,
    save,
    ap: step.ap,
    saved: false,
    damage: modified,
    wounds: wounds === 'destroyed' ? model.wounds : wounds,
    ...(facing ? { facing } : {}),
    rules: [
      ...hitRules,
      'XZ-SAVE-03',
      'XZ-SAVE-04',
      'XZ-SAVE-05',
      'XZ-WPN-03',
      'XZ-STAT-03',
      WOUND_RULE[wounds],
      'R7',
      'R8',
    ],
  });
  const single = unit.models.length === 1;
  const before = moraleBefore(unit, model);
  if (model.systems) return largeModelHit(draft, ctx, step, unit, model, wounds, by, single, before);
  // XZ-DMG-03: the wounds go to this model only; what it can't take is lost.
  if (wounds === 'destroyed') removeModel(draft, ctx, unit, model.id, by, ['XZ-SAVE-09', 'XZ-DMG-03']);
  else if (wounds > 0) {
    model.wounds = Math.max(0, model.wounds - wounds);
    if (model.wounds === 0)
      removeModel(draft, ctx, unit, model.id, by, ['XZ-SAVE-07', 'XZ-DMG-03', 'XZ-STAT-04']);
  }
  if (model.alive) markSuppressed(draft, ctx, unit, model, step, wounds === 0);
  if (unit.status !== 'on-table') return 'done';
  if (single) singleModelMorale(draft, ctx, unit, before, false);
  else unitMorale(draft, ctx, unit, before.casualties);
  return 'done';
};

/** What R10 and R11 compare with: the state before the hit. */
interface Before {
  readonly casualties: number;
  readonly lost: number;
  readonly start: number;
  readonly attacksGone: boolean;
  readonly immobilised: boolean;
}

function moraleBefore(unit: UnitState, model: ModelState): Before {
  return {
    casualties: casualties(unit),
    lost: model.startWounds - model.wounds,
    start: model.startWounds,
    attacksGone: model.systems !== undefined && model.systems.every((s) => s.points === 0),
    immobilised: model.mobility !== undefined && model.mobility.start > 0 && model.mobility.left === 0,
  };
}

/**
 * XZ-DMG-04 / XZ-ASLT-12 / R10: a model that failed its save and was not removed is marked suppressed (while its
 * unit is on good morale: a unit counter already stands the models up, XZ-DMG-06); in an assault a suppressed
 * result with no wounds costs it one attack.
 */
function markSuppressed(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  model: ModelState,
  step: HitStep,
  noWounds: boolean,
): void {
  if (step.assault && noWounds && draft.assault) {
    const lost = draft.assault.lostAttacks;
    lost[model.id] = (lost[model.id] ?? 0) + 1;
  }
  if (unit.morale !== 'ok' || model.suppressed || unit.models.length === 1) return;
  model.suppressed = true;
  ctx.emit({
    type: 'model-suppressed',
    unit: unit.id,
    model: model.id,
    rules: ['XZ-DMG-04', 'R10', ...(step.assault && noWounds ? ['XZ-ASLT-12'] : [])],
  });
}

/**
 * XZ-DMG-05 … XZ-DMG-09 / R10: after a failed save on a multiple-model unit: more than ¾ of its starting models
 * removed before this hit → Routed; more than ½ → Neutralized; else casualties plus suppressed models over ½ →
 * Suppressed (only a worse state applies).
 */
function unitMorale(draft: XzDraft, ctx: XzContext, unit: UnitState, casualtiesBefore: number): void {
  const start = unit.startModels;
  let to: MoraleState | undefined;
  let rule = '';
  if (casualtiesBefore * 4 > start * 3) {
    to = 'routed';
    rule = 'XZ-DMG-08';
  } else if (casualtiesBefore * 2 > start) {
    to = 'neutralized';
    rule = 'XZ-DMG-07';
  } else {
    const suppressed = unit.models.filter(
      (m) => m.alive && m.suppressed && m.from === undefined && m.body !== 'gun',
    ).length;
    if ((casualties(unit) + suppressed) * 2 > start) {
      to = 'suppressed';
      rule = 'XZ-DMG-05';
    }
  }
  if (!to || moraleRank(to) <= moraleRank(unit.morale)) return;
  worsenMorale(
    draft,
    ctx,
    unit,
    to,
    `${rule === 'XZ-DMG-05' ? 'over half its models down or suppressed' : rule === 'XZ-DMG-07' ? 'hit again after losing over half its models' : 'hit again after losing over three quarters of its models'}`,
    [rule, 'R10', ...(to === 'suppressed' ? ['XZ-DMG-06'] : [])],
  );
}

/**
 * XZ-SMU-11 … XZ-SMU-15 / R11: after a penetrating hit on a single-model unit: Suppressed at least; Neutralized
 * when it had already lost over half its points (or was Immobilised); Routed when it had already lost every attack
 * point (large models only).
 */
function singleModelMorale(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  before: Before,
  large: boolean,
): void {
  let to: MoraleState = 'suppressed';
  const rules = ['XZ-SMU-11', 'R11'];
  // XZ-SMU-16: a Hero fighting alone takes damage as a single-model unit.
  if (cardOf(draft as XzState, unit).character) rules.push('XZ-SMU-16');
  if (before.lost * 2 > before.start) {
    to = 'neutralized';
    rules.push('XZ-SMU-12');
  }
  if (large && before.immobilised) {
    to = 'neutralized';
    rules.push('XZ-SMU-15');
  }
  if (large && before.attacksGone) {
    to = 'routed';
    rules.push('XZ-SMU-13');
  }
  worsenMorale(draft, ctx, unit, to, 'a penetrating hit on a single-model unit', rules);
}

/**
 * XZ-SMU-05 … XZ-SMU-10 / XZ-SAVE-09 / R11: a penetrating hit on a vehicle, monster or gun: destroyed outright at
 * 3× Resilience; else one structure step per point lost (a roll-off, then the winner's choice); a single-model
 * unit's morale follows R11, one in a multiple-model unit follows R10.
 */
function largeModelHit(
  draft: XzDraft,
  ctx: XzContext,
  step: HitStep,
  unit: UnitState,
  model: ModelState,
  wounds: 0 | 1 | 2 | 'destroyed',
  by: PlayerId,
  single: boolean,
  before: Before,
): readonly XzStep[] | 'done' {
  if (wounds === 'destroyed') {
    removeModel(draft, ctx, unit, model.id, by, ['XZ-SAVE-09', 'XZ-SMU-17']);
    if (!single && unit.status === 'on-table') unitMorale(draft, ctx, unit, before.casualties);
    return 'done';
  }
  if (single) singleModelMorale(draft, ctx, unit, before, true);
  else {
    markSuppressed(draft, ctx, unit, model, step, wounds === 0);
    unitMorale(draft, ctx, unit, before.casualties);
  }
  if (wounds === 0) return 'done';
  const steps: XzStep[] = [];
  for (let i = 0; i < wounds; i++) steps.push(structureStep(unit.id, model.id, by));
  return steps;
}
