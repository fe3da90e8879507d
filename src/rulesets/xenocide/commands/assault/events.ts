import { unitById, type XenocideContext } from '../../context';
import { type AssaultEffect, diceOf, strikeOf } from '../../rules/assault';
import { markersAfterTest } from '../../rules/shooting';
import type { XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';

type Ctx = Pick<XenocideContext, 'emit'>;

function ownerOf(state: XenocideState, unit: string): string {
  return unitById.get(state, unit)?.player ?? '';
}

/** XEN-CA-11..16: `dice-split` for the units of the player who just declared. */
function emitSplit(ctx: Ctx, state: XenocideState, after: AssaultState, player: string): void {
  const units = after.pools
    .filter((p) => ownerOf(state, p.unit) === player)
    .map((pool) => {
      const dice = diceOf(after, pool.unit);
      return {
        unit: pool.unit,
        dice: pool.dice,
        attack: dice?.attack ?? 0,
        defence: dice?.defence ?? 0,
        antiArmor: dice?.antiArmor ?? 0,
        disadvantage: [...pool.disadvantage],
      };
    });
  ctx.emit({ type: 'dice-split', assault: after.id, player, units });
}

/** XEN-CA-19..23: `assault-struck` once a side's attack and defence dice are rolled. */
function emitStrike(ctx: Ctx, after: AssaultState, side: 'attacker' | 'defender', player: string): void {
  const strike = strikeOf(after, side);
  ctx.emit({
    type: 'assault-struck',
    assault: after.id,
    player,
    side,
    targets: (strike?.targets ?? []).map((t) => ({
      unit: t.unit,
      attack: t.attacks.flatMap((a) => a.dice),
      defence: [...t.defenceRolled],
      lowestFace: t.lowestFace,
      attackKept: [...t.attack],
      defenceKept: [...t.defence],
    })),
  });
}

/** XEN-BLD-32: `building-assaulted` for each unit's dice at a building section in this strike. */
function emitBuildingStrikes(ctx: Ctx, after: AssaultState, side: 'attacker' | 'defender'): void {
  for (const b of strikeOf(after, side)?.buildings ?? [])
    ctx.emit({
      type: 'building-assaulted',
      assault: after.id,
      unit: b.unit,
      building: b.building,
      section: b.section,
      dice: [...b.dice],
      cad: b.cad,
      successes: b.successes,
      structureLost: b.lost,
      structure: b.structure,
      collapsed: b.collapsed,
    });
}

/** XEN-BLD-23: `building-escapes-rolled` for each section the strike collapsed with models inside. */
function emitEscapeRolls(ctx: Ctx, after: AssaultState): void {
  for (const p of after.escapes ?? [])
    ctx.emit({
      type: 'building-escapes-rolled',
      building: p.damage.building,
      section: p.damage.section,
      rolls: p.escapes.map((e) => ({ ...e })),
    });
}

/** XEN-BLD-24: `building-escaped` for each unit that got models out of the collapse, read from the escape's effects. */
function emitEscaped(
  ctx: Ctx,
  state: XenocideState,
  before: AssaultState,
  effects: readonly AssaultEffect[],
): void {
  const pending = before.escapes?.[0];
  if (!pending) return;
  const changes = effects.flatMap((e) => (e.kind === 'building-changed' ? e.effects : []));
  for (const unit of new Set(pending.escapes.filter((e) => e.escaped).map((e) => e.unit))) {
    const into = changes.flatMap((e) =>
      e.kind === 'occupancy-changed' && e.unit === unit && e.to ? [e.to] : [],
    );
    ctx.emit({
      type: 'building-escaped',
      player: ownerOf(state, unit),
      unit,
      ...(into[0] ? { section: into[0].section } : {}),
      models: changes.flatMap((e) =>
        e.kind === 'model-moved' && e.unit === unit && e.reason === 'escape' ? [e.model] : [],
      ),
      trapped: changes.flatMap((e) =>
        e.kind === 'model-killed' && e.unit === unit && e.cause === 'trapped-in-collapse' ? [e.model] : [],
      ),
    });
  }
}

/** XEN-CA-22: `attacks-cancelled` when the struck player had defence dice to use. */
function emitCancel(ctx: Ctx, after: AssaultState, side: 'attacker' | 'defender', player: string): void {
  const targets = strikeOf(after, side)?.targets ?? [];
  if (!targets.some((t) => t.defence.length > 0)) return;
  ctx.emit({
    type: 'attacks-cancelled',
    assault: after.id,
    player,
    targets: targets.map((t) => ({
      unit: t.unit,
      cancelled: t.cancelled.map((c) => ({
        defence: t.defence[c.defence] ?? 0,
        attack: t.attack[c.attack] ?? 0,
      })),
      remaining: [...t.pending],
    })),
  });
}

/** XEN-CA-24..27 / XEN-CA-39 / R47: `casualties-assigned` with the new kills and the dice lost. */
function emitCasualties(
  ctx: Ctx,
  before: AssaultState,
  after: AssaultState,
  side: 'attacker' | 'defender',
  player: string,
): void {
  const old = strikeOf(before, side)?.targets ?? [];
  const targets = (strikeOf(after, side)?.targets ?? [])
    .map((t) => {
      const was = old.find((o) => o.unit === t.unit);
      return {
        unit: t.unit,
        kills: t.kills.slice(was?.kills.length ?? 0).map((k) => ({
          model: k.model,
          dice: [...k.dice],
          removed: k.removed,
          ...(k.blocked ? { blocked: k.blocked.by } : {}),
          ...(k.titanCore === undefined ? {} : { titanCore: k.titanCore }),
        })),
        lost: t.lost.slice(was?.lost.length ?? 0),
      };
    })
    .filter((t) => t.kills.length > 0 || t.lost.length > 0);
  if (targets.length > 0) ctx.emit({ type: 'casualties-assigned', assault: after.id, player, targets });
}

/** XEN-CA-30 / XEN-SUP-16..25: `suppression-tested` for every unit of step 7. */
function emitTests(ctx: Ctx, state: XenocideState, after: AssaultState): void {
  for (const t of after.tests) {
    ctx.emit({
      type: 'suppression-tested',
      player: ownerOf(state, t.unit),
      unit: t.unit,
      assault: after.id,
      target: t.test.target,
      modifiers: t.target.modifiers.map((m) => ({ ...m })),
      dice: [...t.test.dice],
      kept: [...t.test.kept],
      total: t.test.total,
      natural: t.test.natural,
      passed: t.test.passed,
    });
  }
}

/** XEN-CP-14: `suppression-die-added` for each die bought in this step. */
function emitExtraDice(ctx: Ctx, before: AssaultState, after: AssaultState, player: string): void {
  for (const unit of after.extraDice.filter((u) => !before.extraDice.includes(u))) {
    const t = after.tests.find((x) => x.unit === unit);
    if (!t) continue;
    ctx.emit({
      type: 'suppression-die-added',
      player,
      unit,
      die: t.test.extra ?? 0,
      total: t.test.total,
      target: t.test.target,
      passed: t.test.passed,
    });
  }
}

/** XEN-SUP-01 / XEN-OW-12: `markers-changed` (and a lost overwatch counter) for every failed test. */
function emitMarkers(ctx: Ctx, state: XenocideState, before: AssaultState): void {
  for (const t of before.tests) {
    if (t.test.passed) continue;
    const after = markersAfterTest(t.markersBefore, t.test);
    if (after === t.markersBefore) continue;
    ctx.emit({
      type: 'markers-changed',
      unit: t.unit,
      before: t.markersBefore,
      after,
      cause: 'suppression-test',
    });
    if (after > 0 && unitById.get(state, t.unit)?.overwatch)
      ctx.emit({ type: 'overwatch-removed', unit: t.unit, reason: 'suppressed' });
  }
}

/**
 * XEN-CA-04: the events of one close-assault step, from the assault before and after it (read before its
 * effects are written, so they come first): new rounds, units joining, dice splits, strikes (with the escape
 * rolls of a collapse), escapes (read from the step's `effects`), cancellations, casualties, suppression
 * tests, extra dice and markers, units fleeing or retreating, and the end.
 */
export function emitAssaultEvents(
  ctx: Ctx,
  state: XenocideState,
  before: AssaultState,
  after: AssaultState,
  effects: readonly AssaultEffect[] = [],
): void {
  if (after.round > before.round)
    ctx.emit({ type: 'assault-round-started', assault: after.id, round: after.round });
  for (const p of after.participants) {
    if (before.participants.some((q) => q.unit === p.unit)) continue;
    ctx.emit({ type: 'assault-joined', assault: after.id, unit: p.unit, side: p.side, joinedBy: p.joinedBy });
  }
  const step = before.step;
  const moved = JSON.stringify(step) !== JSON.stringify(after.step) || after.round !== before.round;
  if (moved) {
    switch (step.kind) {
      case 'split':
        emitSplit(ctx, state, after, step.player);
        break;
      case 'strike':
        emitStrike(ctx, after, step.side, step.player);
        emitBuildingStrikes(ctx, after, step.side);
        emitEscapeRolls(ctx, after);
        break;
      case 'cancel':
        emitCancel(ctx, after, step.side, step.player);
        break;
      case 'suppression':
        emitTests(ctx, state, after);
        break;
      case 'suppression-die':
        emitExtraDice(ctx, before, after, step.player);
        break;
      case 'markers':
        emitMarkers(ctx, state, before);
        break;
      default:
        break;
    }
  }
  if (step.kind === 'casualties') emitCasualties(ctx, before, after, step.side, step.player);
  // Two collapses escaped by one owner leave the step unchanged: written whenever an escape step ran.
  if (step.kind === 'escape') emitEscaped(ctx, state, before, effects);
  for (const p of after.participants) {
    const was = before.participants.find((q) => q.unit === p.unit);
    if (!was || was.status === p.status) continue;
    const player = ownerOf(state, p.unit);
    if (p.status === 'fled') ctx.emit({ type: 'unit-fled', assault: after.id, unit: p.unit, player });
    if (p.status === 'retreated')
      ctx.emit({ type: 'unit-retreated', assault: after.id, unit: p.unit, player });
  }
  if (after.step.kind === 'ended' && before.step.kind !== 'ended') {
    ctx.emit({
      type: 'assault-ended',
      assault: after.id,
      kind: after.kind,
      reason: after.step.reason,
      rounds: after.round,
    });
  }
}
