import { geometry, type Vec2 } from 'sandtable';
import type { SqContext } from '../../events';
import type { SqDraft, SqState, UnitState } from '../../state';
import { stepDown } from '../damage';
import { d3, d6, sumD6 } from '../dice';
import { draftUnit } from '../leadership';
import type { SqStep, SqStepHandler } from '../queue';
import { alive, baseRadius, onTable, profileOf } from '../units';
import {
  AIRSTRIKE_TABLE,
  ANTI_VEHICLE_AT,
  ANTI_VEHICLE_TO_HIT,
  ASSET_TABLE,
  type Asset,
  EFFECT_TABLE,
  type HitDice,
  isLineStrike,
  SCATTER_DISTANCE_DICE,
  STRAFING_ARMOUR_MODIFIER,
  STRAFING_AT,
  STRAFING_SHOT_DICE,
  type Strike,
  type Weight,
} from './tables';
import {
  coverSave,
  enemiesUnderLine,
  lineEnds,
  nearestModel,
  onBoardArtillery,
  unitsUnderTemplate,
} from './targeting';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** SQ-FM-08 / SQ-DEF-22: a live sustained-fire chain the caller may continue (its aim point and rounds so far). */
export interface ChainOffer {
  readonly point: Vec2;
  readonly weight: Weight;
  readonly rounds: number;
}

/**
 * SQ-ACT-06 / SQ-DEF-22: a fire mission being called, at the head of the queue until it is resolved: the rolls
 * made, the strike chosen (SQ-AIR-01), the marked point and heading (SQ-FM-06, SQ-DEF-25). The commands that
 * answer its prompts fill it in.
 */
export interface CallStep {
  kind: 'fm-call';
  unit: string;
  /** SQ-FM-04: an on-board artillery unit calling for itself. */
  onBoard: boolean;
  /** A sustained chain on offer (cleared when another point is marked). */
  chain?: ChainOffer;
  /** The availability and asset rolls are made (or not needed). */
  rolled?: boolean;
  asset?: Weight | 'airstrike';
  strike?: Strike | 'choose';
  mark?: Vec2;
  heading?: number;
  /** SQ-FM-08: earlier consecutive rounds of the chain this round continues. */
  rounds?: number;
}

/** SQ-FM-10 / SQ-DEF-24: one unit under a template rolls on the weight's row. */
export interface EffectStep {
  kind: 'fm-effect';
  caller: string;
  unit: string;
  row: Weight;
  ap: number;
  marker: Vec2;
  pool: string[];
  rules: string[];
}

/** SQ-AIR-02…06 / SQ-DEF-25: pooled strafing hits, spread by the target owner. */
export interface StrafeStep {
  kind: 'fm-strafe';
  caller: string;
  hits: number;
  among: string[];
  allocation?: Record<string, number>;
}

/** SQ-AIR-08 / SQ-DEF-25: anti-vehicle shots, assigned by the caller. */
export interface AntiVehicleStep {
  kind: 'fm-antivehicle';
  caller: string;
  shots: number;
  among: string[];
  targets?: string[];
}

/** The asset a call delivers, once known (undefined: rolls or a choice still to come). */
export function assetOf(step: CallStep): Asset | undefined {
  if (step.asset === 'airstrike') return step.strike === 'choose' ? undefined : step.strike;
  return step.asset;
}

/** The fire-mission call at the head of the queue, if that is what waits. */
export function callAtHead(state: SqState): CallStep | undefined {
  const head = state.queue[0] as { kind: string } | undefined;
  return head?.kind === 'fm-call' ? (head as unknown as CallStep) : undefined;
}

/** The queue head of a kind, for the commands that answer its prompt. */
export function headOf<T extends { kind: string }>(state: SqState, kind: T['kind']): T | undefined {
  const head = state.queue[0] as { kind: string } | undefined;
  return head?.kind === kind ? (head as unknown as T) : undefined;
}

/**
 * SQ-FM-01/02/05 / SQ-AIR-01 / SQ-DEF-22: the availability roll (spotter 5+, officer 6+), then the asset roll and,
 * on a 6, the airstrike roll; on-board artillery rolls neither (SQ-FM-04). Answers false when the asset is not
 * available (the action ends).
 */
function rollForAsset(draft: SqDraft, step: CallStep, caller: UnitState, ctx: SqContext): boolean {
  const state = draft as SqState;
  step.rolled = true;
  if (step.onBoard) {
    const artillery = onBoardArtillery(state, caller);
    step.asset = artillery?.weight ?? 'light';
    ctx.emit({
      type: 'fire-mission',
      unit: caller.id,
      step: 'on-board',
      asset: step.asset,
      rules: ['SQ-FM-04', 'SQ-DEF-22'],
    });
    return true;
  }
  const role = profileOf(state, caller).role === 'officer' ? 'officer' : 'spotter';
  const need = state.params.fireMissions.availability[role];
  const face = d6(
    ctx.dice,
    `fire-mission availability: ${caller.name}`,
    [role === 'officer' ? 'SQ-FM-02' : 'SQ-FM-01', 'SQ-DEF-22'],
    caller.player,
  );
  const passed = face >= need;
  ctx.emit({
    type: 'fire-mission',
    unit: caller.id,
    step: 'availability',
    passed,
    roll: face,
    rules: [role === 'officer' ? 'SQ-FM-02' : 'SQ-FM-01', 'SQ-DEF-22'],
  });
  if (!passed) {
    delete caller.sustained;
    return false;
  }
  const assetFace = d6(ctx.dice, `fire-mission asset: ${caller.name}`, ['SQ-FM-05'], caller.player);
  step.asset = ASSET_TABLE[assetFace] ?? 'light';
  ctx.emit({
    type: 'fire-mission',
    unit: caller.id,
    step: 'asset',
    asset: step.asset,
    roll: assetFace,
    rules: ['SQ-FM-05'],
  });
  if (step.asset === 'airstrike') {
    const strikeFace = d6(ctx.dice, `airstrike type: ${caller.name}`, ['SQ-AIR-01'], caller.player);
    step.strike = AIRSTRIKE_TABLE[strikeFace] ?? 'choose';
    ctx.emit({
      type: 'fire-mission',
      unit: caller.id,
      step: 'airstrike',
      asset: step.strike,
      roll: strikeFace,
      rules: ['SQ-AIR-01'],
    });
  }
  return true;
}

/**
 * SQ-ACT-06 / SQ-DEF-22: the call: the rolls (unless a sustained chain is on offer and not yet declined), the
 * airstrike choice on 4–6, the mark (point, and heading for a line); then the mission resolves.
 */
const callStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as unknown as CallStep;
  const caller = draftUnit(draft, step.unit);
  if (!onTable(caller)) return 'done';
  if (!step.rolled && !step.chain && !rollForAsset(draft, step, caller, ctx)) return 'done';
  if (step.asset === 'airstrike' && step.strike === 'choose') {
    draft.stage = { kind: 'choose-strike', player: caller.player, unit: caller.id };
    return 'wait';
  }
  const asset = assetOf(step);
  if (!step.mark || (isLineStrike(asset) && step.heading === undefined)) {
    draft.stage = {
      kind: 'mark-target',
      player: caller.player,
      unit: caller.id,
      asset: asset ?? (step.chain ? `sustained ${step.chain.weight}` : 'unknown'),
    };
    return 'wait';
  }
  switch (asset) {
    case 'strafing':
    case 'antiVehicle':
      return lineStrike(draft, step, caller, asset, ctx);
    case 'lightBombs':
      return bombard(draft, step, caller, 'light', draft.params.fireMissions.templateRadius.lightBombs, ctx, [
        'SQ-AIR-07',
        'SQ-DEF-25',
      ]);
    case 'light':
    case 'medium':
    case 'heavy':
      return bombard(draft, step, caller, asset, draft.params.fireMissions.templateRadius[asset], ctx, []);
    default:
      return 'done';
  }
};

/**
 * SQ-FM-07 / SQ-FM-08 / SQ-DEF-23: the scatter: a d6 scatter die (a hit on `scatter.hitFaces` leaves the marker);
 * otherwise two d6 for the clock direction (first die, +6 when the second is 4+; 12 o'clock from the caller's
 * nearest model towards the marker, 30° an hour clockwise), then 2D6 inches less one die per earlier sustained
 * round (`fireMissions.sustainedDiceReduction`). With no distance dice left the marker stays.
 */
export function scatter(draft: SqDraft, caller: UnitState, mark: Vec2, rounds: number, ctx: SqContext): Vec2 {
  const state = draft as SqState;
  const sustained = rounds > 0 ? ['SQ-FM-08', 'SQ-DEF-22'] : [];
  const face = d6(ctx.dice, `scatter die: ${caller.name}`, ['SQ-FM-07', 'SQ-DEF-23'], caller.player);
  if (state.params.scatter.hitFaces.includes(face)) {
    ctx.emit({
      type: 'fire-mission',
      unit: caller.id,
      step: 'scatter',
      detail: 'hit',
      roll: face,
      at: { x: mark.x, y: mark.y },
      distance: 0,
      rules: ['SQ-FM-07', 'SQ-DEF-23'],
    });
    return mark;
  }
  const dice = Math.max(0, SCATTER_DISTANCE_DICE - state.params.fireMissions.sustainedDiceReduction * rounds);
  if (dice === 0) {
    ctx.emit({
      type: 'fire-mission',
      unit: caller.id,
      step: 'scatter',
      detail: 'no distance dice left',
      roll: face,
      at: { x: mark.x, y: mark.y },
      distance: 0,
      rules: ['SQ-FM-07', 'SQ-DEF-23', ...sustained],
    });
    return mark;
  }
  const hour = d6(ctx.dice, `scatter direction: ${caller.name}`, ['SQ-DEF-23'], caller.player);
  const half = d6(ctx.dice, `scatter direction (+6 on 4+): ${caller.name}`, ['SQ-DEF-23'], caller.player);
  const clock = hour + (half >= 4 ? 6 : 0);
  const heading = geometry.normalizeDegrees(geometry.bearing(nearestModel(caller, mark), mark) + clock * 30);
  const distance = sumD6(
    ctx.dice,
    dice,
    `scatter distance (${dice}D6): ${caller.name}`,
    ['SQ-FM-07', 'SQ-DEF-23'],
    caller.player,
  );
  const moved = geometry.add(mark, geometry.scale(geometry.directionOf(heading), distance));
  const at = { x: round3(moved.x), y: round3(moved.y) };
  ctx.emit({
    type: 'fire-mission',
    unit: caller.id,
    step: 'scatter',
    detail: `${clock} o'clock`,
    roll: face,
    at,
    heading: round3(heading),
    distance,
    rules: ['SQ-FM-07', 'SQ-DEF-23', ...sustained],
  });
  return at;
}

/**
 * SQ-FM-07…10 / SQ-DEF-24 (and SQ-AIR-07 for light bombs): scatter, the template on the final marker, one
 * effect roll per unit under it, nearest the centre first. Shelling starts or continues the caller's sustained
 * chain at the marked point (SQ-FM-08); an airstrike ends it.
 */
function bombard(
  draft: SqDraft,
  step: CallStep,
  caller: UnitState,
  row: Weight,
  radius: number,
  ctx: SqContext,
  extra: string[],
): SqStep[] | 'done' {
  const state = draft as SqState;
  const mark = step.mark as Vec2;
  const rounds = step.rounds ?? 0;
  const asset = assetOf(step) as Asset;
  ctx.emit({
    type: 'fire-mission',
    unit: caller.id,
    step: 'marked',
    asset,
    at: { x: mark.x, y: mark.y },
    rules: ['SQ-FM-06', 'SQ-DEF-22', ...(rounds > 0 ? ['SQ-FM-08'] : []), ...extra],
  });
  const final = scatter(draft, caller, mark, rounds, ctx);
  const under = unitsUnderTemplate(state, final, radius);
  ctx.emit({
    type: 'fire-mission',
    unit: caller.id,
    step: 'fire-for-effect',
    asset,
    at: { x: final.x, y: final.y },
    distance: radius,
    detail: under.map((u) => u.unit.id).join(', ') || 'no unit under the template',
    rules: ['SQ-FM-09', 'SQ-DEF-24', ...extra],
  });
  if (asset === 'lightBombs') delete caller.sustained;
  else
    caller.sustained = {
      point: { x: mark.x, y: mark.y },
      weight: row,
      rounds: rounds + 1,
      turn: state.turn,
    };
  const ap = state.params.fireMissions.ap[row];
  return under.map(
    (u): SqStep => ({
      kind: 'fm-effect',
      caller: caller.id,
      unit: u.unit.id,
      row,
      ap,
      marker: { x: final.x, y: final.y },
      pool: u.pool,
      rules: extra,
    }),
  );
}

function rollHits(ctx: SqContext, dice: HitDice, purpose: string, player: string): number {
  if (dice === 'D3') return d3(ctx.dice, purpose, ['SQ-FM-10'], player);
  const face = d6(ctx.dice, purpose, ['SQ-FM-10'], player);
  return dice === 'D6+3' ? face + 3 : face;
}

/**
 * SQ-FM-10…14 / SQ-DEF-24: one unit under the template rolls a d6 on the row. Infantry: a pinning check with no
 * casualty modifier, or the hits with armour or cover saves (casualties from the models under the template
 * first) and a pinning check at −1 per casualty. Vehicles: a crew test, or one AT hit per result
 * (`fireMissions.vehicleHitsPerResult`): a direct hit (the marker on its base) at the listed class on the side
 * armour with no cover, otherwise one class lower on the front armour with a cover save if in cover.
 */
const effectStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as unknown as EffectStep;
  const unit = draftUnit(draft, step.unit);
  if (!onTable(unit)) return 'done';
  const state = draft as SqState;
  const caller = draftUnit(draft, step.caller);
  const face = d6(
    ctx.dice,
    `fire for effect (${step.row}): ${unit.name}`,
    ['SQ-FM-10', 'SQ-DEF-24'],
    caller.player,
  );
  const effect = EFFECT_TABLE[step.row][face] ?? { kind: 'nothing' };
  const base = ['SQ-FM-10', 'SQ-DEF-24', ...step.rules];
  ctx.emit({
    type: 'template-effect',
    unit: unit.id,
    effect: effect.kind === 'damage' ? `AT ${effect.at} / AP, ${effect.hits} hits` : effect.kind,
    roll: face,
    rules: base,
  });
  if (effect.kind === 'nothing') return 'done';
  if (effect.kind === 'pin') {
    if (unit.kind === 'vehicle') return [{ kind: 'crew-test', unit: unit.id, rules: [...base, 'SQ-DEF-17'] }];
    return [{ kind: 'pin-check', unit: unit.id, modifier: 0, rules: base }];
  }
  if (unit.kind === 'vehicle') {
    const direct = alive(unit).some((m) => geometry.distance(m, step.marker) <= baseRadius(unit) + 1e-9);
    const cover = direct ? undefined : coverSave(state, unit);
    const hit: SqStep = direct
      ? {
          kind: 'vehicle-hit',
          unit: unit.id,
          at: effect.at,
          facing: 'side',
          rules: [...base, 'SQ-FM-11', 'SQ-FM-14'],
        }
      : {
          kind: 'vehicle-hit',
          unit: unit.id,
          at: stepDown(effect.at),
          facing: 'front',
          ...(cover !== undefined ? { cover } : {}),
          rules: [...base, 'SQ-FM-12', 'SQ-FM-13'],
        };
    return Array.from({ length: state.params.fireMissions.vehicleHitsPerResult }, () => hit);
  }
  const hits = rollHits(ctx, effect.hits, `fire-mission hits (${effect.hits}): ${unit.name}`, caller.player);
  const cover = coverSave(state, unit);
  return [
    {
      kind: 'hits',
      unit: unit.id,
      groups: [{ hits, ap: step.ap }],
      ...(cover !== undefined ? { cover } : {}),
      pool: step.pool,
      pin: { modifier: 0, rules: base },
      rules: [...base, 'SQ-FM-13'],
    },
  ];
};

/**
 * SQ-AIR-02 / SQ-AIR-08 / SQ-DEF-25: an airstrike line at the marked midpoint and heading (no scatter).
 * Strafing: 3d6 shots hitting on `airstrike.strafeToHit`, pooled for the target owner to spread. Anti-vehicle:
 * D3 shots the caller assigns to enemy vehicles under the line. No enemy under the line: nothing happens.
 */
function lineStrike(
  draft: SqDraft,
  step: CallStep,
  caller: UnitState,
  strike: 'strafing' | 'antiVehicle',
  ctx: SqContext,
): SqStep[] | 'done' {
  const state = draft as SqState;
  const mark = step.mark as Vec2;
  const heading = step.heading ?? 0;
  delete caller.sustained;
  const ends = lineEnds(state, mark, heading);
  const under = enemiesUnderLine(state, caller, ends, strike === 'antiVehicle');
  const rules = strike === 'strafing' ? ['SQ-AIR-02', 'SQ-DEF-25'] : ['SQ-AIR-08', 'SQ-DEF-25'];
  ctx.emit({
    type: 'fire-mission',
    unit: caller.id,
    step: 'line',
    asset: strike,
    at: { x: mark.x, y: mark.y },
    heading: geometry.normalizeDegrees(heading),
    detail: under.map((u) => u.id).join(', ') || 'no enemy target under the line',
    rules: ['SQ-FM-06', ...rules],
  });
  if (under.length === 0) return 'done';
  if (strike === 'antiVehicle') {
    const shots = d3(ctx.dice, `anti-vehicle shots: ${caller.name}`, ['SQ-AIR-08'], caller.player);
    ctx.emit({ type: 'fire-mission', unit: caller.id, step: 'shots', asset: strike, shots, rules });
    return [{ kind: 'fm-antivehicle', caller: caller.id, shots, among: under.map((u) => u.id) }];
  }
  const shots = sumD6(
    ctx.dice,
    STRAFING_SHOT_DICE,
    `strafing shots: ${caller.name}`,
    ['SQ-AIR-02'],
    caller.player,
  );
  const need = state.params.airstrike.strafeToHit;
  const roll = ctx.dice.roll({
    purpose: `strafing to-hit: ${caller.name}`,
    sides: 6,
    count: shots,
    target: { per: 'die', op: 'atLeast', value: need },
    rules,
    player: caller.player,
  });
  const hits = roll.dice.filter((d) => d >= need && !(state.params.dice.natural1Fails && d === 1)).length;
  ctx.emit({ type: 'fire-mission', unit: caller.id, step: 'shots', asset: strike, shots, hits, rules });
  return [{ kind: 'fm-strafe', caller: caller.id, hits, among: under.map((u) => u.id) }];
}

/**
 * SQ-AIR-03…06 / SQ-DEF-25: the strafing hits, spread by the target owner (forced when one unit is under the
 * line): infantry save with armour at −2 or cover and take casualties from any models; vehicles take AT U hits
 * on the side armour (cover allowed). Then every unit under the line tests, hit or not: a pinning check at −1 per
 * casualty, or a crew test.
 */
const strafeStep: SqStepHandler = (draft, raw) => {
  const step = raw as unknown as StrafeStep;
  const state = draft as SqState;
  const among = step.among.filter((id) => onTable(draftUnit(draft, id)));
  if (among.length === 0) return 'done';
  if (!step.allocation) {
    if (step.hits > 0 && among.length > 1) {
      const owner = draftUnit(draft, among[0] as string).player;
      draft.stage = { kind: 'spread-hits', player: owner, hits: step.hits, among };
      return 'wait';
    }
    step.allocation = { [among[0] as string]: step.hits };
  }
  const out: SqStep[] = [];
  const pinRules = ['SQ-AIR-05', 'SQ-DEF-25'];
  for (const id of among) {
    const unit = draftUnit(draft, id);
    const n = step.allocation[id] ?? 0;
    const cover = coverSave(state, unit);
    if (unit.kind === 'vehicle') {
      for (let i = 0; i < n; i++)
        out.push({
          kind: 'vehicle-hit',
          unit: id,
          at: STRAFING_AT,
          facing: 'side',
          ...(cover !== undefined ? { cover } : {}),
          rules: ['SQ-AIR-03', 'SQ-AIR-04', 'SQ-DEF-25'],
        });
      out.push({ kind: 'crew-test', unit: id, rules: [...pinRules, 'SQ-DEF-17'] });
      continue;
    }
    if (n === 0) {
      out.push({ kind: 'pin-check', unit: id, modifier: 0, rules: pinRules });
      continue;
    }
    out.push({
      kind: 'hits',
      unit: id,
      groups: [{ hits: n, ap: 0 }],
      ...(cover !== undefined ? { cover } : {}),
      armourModifier: STRAFING_ARMOUR_MODIFIER,
      pin: { modifier: 0, rules: pinRules },
      rules: ['SQ-AIR-03', 'SQ-AIR-04', 'SQ-AIR-06', 'SQ-DEF-25'],
    });
  }
  return out;
};

/**
 * SQ-AIR-08 / SQ-DEF-25: anti-vehicle shots, assigned by the caller (forced when one vehicle is under the line),
 * each hitting on a 5+ as AT Med on the side armour, with a cover save if the vehicle is in cover, then G18.
 */
const antiVehicleStep: SqStepHandler = (draft, raw, ctx) => {
  const step = raw as unknown as AntiVehicleStep;
  const state = draft as SqState;
  const among = step.among.filter((id) => onTable(draftUnit(draft, id)));
  if (among.length === 0) return 'done';
  const caller = draftUnit(draft, step.caller);
  if (!step.targets) {
    if (among.length > 1) {
      draft.stage = {
        kind: 'assign-shots',
        player: caller.player,
        unit: caller.id,
        shots: step.shots,
        among,
      };
      return 'wait';
    }
    step.targets = Array.from({ length: step.shots }, () => among[0] as string);
  }
  const targets = step.targets.filter((id) => among.includes(id));
  if (targets.length === 0) return 'done';
  const rules = ['SQ-AIR-08', 'SQ-DEF-25'];
  const roll = ctx.dice.roll({
    purpose: `anti-vehicle to-hit: ${caller.name}`,
    sides: 6,
    count: targets.length,
    target: { per: 'die', op: 'atLeast', value: ANTI_VEHICLE_TO_HIT },
    rules,
    player: caller.player,
  });
  const out: SqStep[] = [];
  targets.forEach((id, i) => {
    const face = roll.dice[i] as number;
    ctx.emit({
      type: 'shots-fired',
      unit: caller.id,
      target: id,
      shots: 1,
      hits: face >= ANTI_VEHICLE_TO_HIT ? 1 : 0,
      why: 'anti-vehicle airstrike',
      rules,
    });
    if (face < ANTI_VEHICLE_TO_HIT) return;
    const cover = coverSave(state, draftUnit(draft, id));
    out.push({
      kind: 'vehicle-hit',
      unit: id,
      at: ANTI_VEHICLE_AT,
      facing: 'side',
      ...(cover !== undefined ? { cover } : {}),
      rules,
    });
  });
  return out;
};

/** The fire-mission steps' handlers. */
export const FIRE_STEPS: Record<string, SqStepHandler> = {
  'fm-call': callStep,
  'fm-effect': effectStep,
  'fm-strafe': strafeStep,
  'fm-antivehicle': antiVehicleStep,
};
