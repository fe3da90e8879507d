import { castDraft } from 'immer';
import { readDraft } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import { settled, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import type { ShotGroupSummary } from '../../events';
import { enqueueFlow } from '../../flow/queue';
import { occupancyOf } from '../../rules/buildings/building-state';
import {
  addToTally,
  applyShootingResult,
  atSnapshot,
  attackResult,
  attackSummary,
  continueAttack,
  isAttackDone,
  overwatchers,
  type RolledUnit,
} from '../../rules/shooting';
import type { XenocideState } from '../../state';
import type { AttackInProgress, AttackSpec } from '../../state/shooting';
import { landAfterPopUp, openPopUpReplyWindow } from './pop-up';
import { allocationRules, saveRules, shotRules, titanDamageRules } from './shot-rules';

/** XEN-OW-06: the state an attack is measured in: for overwatch fire, the mover at the chosen snapshot. */
export function measuredState(state: XenocideState, spec: AttackSpec): XenocideState {
  return spec.snapshot ? atSnapshot(state, spec.target, spec.snapshot) : state;
}

/** The activation stage of a draft (commands that drive attacks run only in one). */
export function activationOf(draft: XenocideDraft): XenocideDraft['stage'] & { kind: 'activation' } {
  const stage = draft.stage;
  if (stage.kind !== 'activation') throw rulesetBug('xenocide: no activation in progress');
  return stage;
}

/** XEN-SHOOT-02 / XEN-HIT-01: the `shots-fired` event of a freshly rolled attack. */
export function emitShotsFired(ctx: XenocideContext, attack: AttackInProgress): void {
  const groups: ShotGroupSummary[] = [];
  const summary = (weapon: string, group: AttackInProgress['volleys'][number]['groups'][number]) => ({
    weapon,
    at: group.target,
    models: group.models.length,
    shots: group.shots,
    accuracy: group.roll.accuracy,
    strength: group.strength,
    dice: group.roll.dice.map((d) => d.first),
    hits: group.roll.hits,
    splashes: group.roll.splashes,
    aoeHits: group.aoe.reduce((n, a) => n + a.hits, 0),
    focused: group.focused,
  });
  for (const v of attack.volleys) for (const g of v.groups) groups.push(summary(v.weapon, g));
  for (const r of attack.rerolls) groups.push(summary(r.weapon, r.group));
  const { spec } = attack;
  const state = measuredState(ctx.base, spec);
  const rules = shotRules(state, attack);
  // XEN-TERR-24/25/31 / XEN-TITAN-14: the rules that let this fire happen as it did.
  if (spec.phase === 'bombing') rules.push('XEN-TERR-31');
  if (spec.popUp) rules.push('XEN-TERR-24');
  if (spec.popUpReply) rules.push('XEN-TERR-25');
  if (spec.sightFrom) rules.push('XEN-TITAN-14');
  // XEN-SHOOT-08: a unit that already fired a weapon system this activation fires others now.
  if ((unitById.get(state, spec.shooter)?.activity.firedWeapons?.length ?? 0) > 0) rules.push('XEN-SHOOT-08');
  ctx.emit({
    type: 'shots-fired',
    player: attack.player,
    shooter: spec.shooter,
    target: spec.target,
    phase: spec.phase,
    ...(spec.popUp ? { popUp: true } : {}),
    ...(spec.sightFrom ? { sightFrom: spec.sightFrom } : {}),
    ...(rules.length > 0 ? { rules } : {}),
    ...(spec.snapshot ? { snapshot: spec.snapshot.index } : {}),
    ...(spec.directedAt ? { directedAt: [...spec.directedAt] } : {}),
    groups,
    hits: attack.hits.length,
    rules,
  });
}

/** XEN-ALLOC-02 / XEN-SAVE-02: `hits-allocated` and one `saves-rolled` per pool of a unit. */
function emitRolled(
  ctx: XenocideContext,
  state: XenocideState,
  rolled: RolledUnit,
  attack: AttackInProgress,
): void {
  ctx.emit({
    type: 'hits-allocated',
    unit: rolled.unit,
    pools: rolled.pools.map((p) => ({
      pool: p.key,
      profile: p.profile,
      cover: p.cover,
      hits: p.hits.length,
      models: [...p.models],
    })),
    lost: rolled.allocation.lost.length,
    rules: allocationRules(state, rolled, attack.hits, attack.spec.directedAt !== undefined),
  });
  const player = unitById.get(state, rolled.unit)?.player ?? '';
  const sheltered = buildingCoverRules(state, rolled.unit);
  for (const p of rolled.pools) {
    // XEN-BLD-16/09/11: a building's cover; XEN-SAVE-04: Shield Breaker hits on shielded models.
    const rules = [...(sheltered && p.cover > 0 ? sheltered : []), ...saveRules(state, p, attack.hits)];
    ctx.emit({
      type: 'saves-rolled',
      player,
      unit: rolled.unit,
      pool: p.key,
      profile: p.profile,
      hits: p.hits.length,
      steps: p.rolls.map((r) => ({
        step: r.step,
        target: r.target,
        dice: [...r.dice],
        saved: r.saved.length,
      })),
      unsaved: p.unsaved.length,
      ...(rules.length > 0 ? { rules } : {}),
    });
  }
}

/**
 * XEN-BLD-16 / XEN-BLD-09 / XEN-BLD-11: the rules behind the cover save of a unit inside a building: the
 * building's cover (hard 2 for a normal building, soft 1 for a weak one and 2 for a strong one), or
 * undefined when the unit is in none.
 */
function buildingCoverRules(state: XenocideState, unitId: string): string[] | undefined {
  const buildings = state.buildings ?? [];
  const at = buildings.length > 0 ? occupancyOf(buildings, unitId) : undefined;
  const building = at ? buildings.find((b) => b.id === at.building) : undefined;
  if (!building) return undefined;
  return ['XEN-BLD-16', building.construction === 'normal' ? 'XEN-BLD-09' : 'XEN-BLD-11'];
}

/**
 * XEN-SHOOT-02: carries an attack on from where it stands: allocation, saves and casualties unit by unit,
 * stopping (the attack kept in the stage) when a player has a real choice; once every hit is resolved the
 * casualties are applied, the phase's suppression tally grows (not for overwatch, XEN-OW-09) and an
 * overwatch window moves on to the next overwatching unit.
 */
export function driveAttack(draft: XenocideDraft, ctx: XenocideContext, attack: AttackInProgress): void {
  const base = ctx.base;
  const measured = measuredState(base, attack.spec);
  const step = continueAttack(measured, ctx.dice, attack, { interactive: true });
  for (const rolled of step.rolled) emitRolled(ctx, measured, rolled, step.attack);
  const stage = activationOf(draft);
  if (!isAttackDone(step.attack)) {
    stage.attack = settled(step.attack);
    return;
  }
  delete stage.attack;
  const result = attackResult(measured, step.attack);
  for (const outcome of result.outcomes) {
    for (const pool of outcome.pools) {
      if (!pool.titan) continue;
      ctx.emit({
        type: 'titan-damaged',
        unit: pool.unit,
        model: pool.titan.model,
        coreBefore: pool.titan.coreBefore,
        core: pool.titan.core,
        layers: pool.titan.layers,
        rules: titanDamageRules(measured, pool, step.attack.hits),
      });
    }
  }
  applyShootingResult(draft, base, result, ctx);
  const summary = attackSummary(result);
  ctx.emit({
    type: 'attack-resolved',
    shooter: result.shooter,
    target: result.target,
    phase: result.phase,
    shots: summary.shots,
    hits: summary.hits,
    saved: { ...summary.saved },
    unsaved: summary.unsaved,
    removed: [...summary.removed],
    lost: summary.lost,
  });
  if (result.phase === 'shooting') {
    const before = base.stage.kind === 'activation' ? (base.stage.tally ?? []) : [];
    stage.tally = settled(addToTally(before, result.tally));
    // XEN-TERR-25 / R19: enemy overwatch may reply to a pop-up once its fire is resolved.
    if (attack.spec.popUp) openPopUpReplyWindow(draft, ctx, result.shooter);
    return;
  }
  if (result.phase === 'bombing') {
    // R40: the bombs count toward the target's suppression test after the flyer's move; on to the next unit.
    const run = base.stage.kind === 'activation' ? base.stage.bombing : undefined;
    if (run && stage.bombing) stage.bombing.tally = castDraft(settled(addToTally(run.tally, result.tally)));
    enqueueFlow(draft, { kind: 'continue-bombing' });
    return;
  }
  ctx.emit({ type: 'overwatch-removed', unit: result.shooter, reason: 'fired', rules: ['XEN-OW-10'] });
  afterOverwatchFire(draft, ctx, result.shooter, readDraft(draft) as XenocideState);
}

/**
 * XEN-OW-08 / XEN-OW-10: after an overwatching unit's fire is resolved, the window stays open for the other
 * units that can still fire (the mover may have lost models), or closes.
 */
function afterOverwatchFire(
  draft: XenocideDraft,
  ctx: XenocideContext,
  fired: string,
  state: XenocideState,
): void {
  const stage = activationOf(draft);
  const window = state.stage.kind === 'activation' ? state.stage.overwatch : undefined;
  if (!window) return;
  const units = overwatchers(
    state,
    window.player,
    window.mover,
    window.snapshots,
    window.units.filter((u) => u !== fired),
  );
  if (units.length > 0) {
    stage.overwatch = castDraft({ ...window, units });
    return;
  }
  delete stage.overwatch;
  // XEN-TERR-24 / R19: a popped-up unit descends once the reply is over.
  landAfterPopUp(draft, ctx, window.mover);
}
