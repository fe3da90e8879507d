import { unitById, type XenocideContext } from '../../context';
import { type AssaultEffect, diceOf, strikeOf } from '../../rules/assault';
import { hasBuildingBonus } from '../../rules/buildings/assault-reach';
import { occupancyOf } from '../../rules/buildings/building-state';
import { rideOf } from '../../rules/movement/passengers';
import { markersAfterTest } from '../../rules/shooting';
import type { UnitState, XenocideState } from '../../state';
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
  ctx.emit({ type: 'dice-split', assault: after.id, player, units, rules: splitRules(state, after, player) });
}

/**
 * The rules that made a player's dice in step 2: XEN-STAT-14 (each engaged model's CAA), XEN-CA-13 (infantry
 * defence dice), XEN-CA-14 / XEN-STAT-16 (close-assault specials), XEN-CA-16 / XEN-CA-17 (a disadvantaged
 * unit), XEN-OVR-04 (an overrunner off Assault orders), XEN-TITAN-24 (a suppressed titan), XEN-CA-40 (a unit
 * on Assault orders fighting without penalty), XEN-TRANS-09 / XEN-TRANS-11 / XEN-TRANS-18 (passengers: closed
 * ones sit out round 1, those set down into the assault are disadvantaged, open-transport riders fight from inside).
 */
function splitRules(state: XenocideState, after: AssaultState, player: string): string[] {
  const rules = new Set(['XEN-STAT-14']);
  for (const pool of after.pools) {
    const unit = unitById.get(state, pool.unit);
    if (!unit || unit.player !== player) continue;
    if (pool.infantryDefence > 0) rules.add('XEN-CA-13');
    if (pool.specialDefence > 0) rules.add('XEN-CA-14').add('XEN-STAT-16');
    if (pool.antiArmor > 0) rules.add('XEN-STAT-16');
    if (pool.disadvantage.length > 0) rules.add('XEN-CA-16').add('XEN-CA-17');
    if (pool.disadvantage.includes('overrun')) rules.add('XEN-OVR-04');
    const titan = unit.models.some((m) => !m.removed && m.titan !== undefined);
    if (titan && pool.disadvantage.includes('suppressed')) rules.add('XEN-TITAN-24');
    // XEN-TITAN-12: a titan that assaulted on Fire and Move orders is not disadvantaged by them;
    // XEN-TITAN-25: a titan at core 0 fights with half its CAA.
    const entry = after.participants.find((q) => q.unit === pool.unit);
    if (titan && entry?.initiator && entry.side === 'attacker' && unit.order === 'fire-and-move')
      rules.add('XEN-TITAN-12');
    if (unit.models.some((m) => !m.removed && m.titan?.core === 0)) rules.add('XEN-TITAN-25');
    if (unit.order === 'assault' && pool.disadvantage.length === 0) rules.add('XEN-CA-40');
    // XEN-TRANS-11: models set down from their transports into the assault it began fight disadvantaged;
    // XEN-TRANS-18: open-transport riders fight from inside; XEN-TRANS-09: closed-transport ones sit out round 1.
    if (pool.disadvantage.includes('disembarked')) rules.add('XEN-TRANS-11');
    const engaged = unit.models.filter((m) => pool.engaged.includes(m.id));
    if (engaged.some((m) => rideOf(state, m) === 'open')) rules.add('XEN-TRANS-18');
    if (after.round === 1 && carriesClosedRiders(state, unit)) rules.add('XEN-TRANS-09');
  }
  return [...rules];
}

/** XEN-TRANS-09: some transport model of the unit carries live models in a closed transport. */
function carriesClosedRiders(state: XenocideState, unit: UnitState): boolean {
  const own = new Set(unit.models.filter((m) => !m.removed).map((m) => m.id));
  return state.units.some((u) =>
    u.models.some(
      (m) =>
        !m.removed && m.embarkedIn !== undefined && own.has(m.embarkedIn) && rideOf(state, m) === 'closed',
    ),
  );
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
  state: XenocideState,
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
  if (targets.length === 0) return;
  // XEN-CA-03 / XEN-STAT-15: kills go by CAD with no armor or cover save; XEN-CA-29: the attacker assigns the
  // defender's dice; XEN-CA-25 / XEN-CA-26: lost dice, 6s taken in pairs or triplets; XEN-CA-39 /
  // XEN-TITAN-27 / XEN-TITAN-28: kills blocked by shields or deflectors, titan core lost.
  const kills = targets.flatMap((t) => t.kills);
  const victims = targets
    .filter((t) => t.kills.length > 0)
    .flatMap((t) => {
      const unit = unitById.get(state, t.unit);
      return unit ? [unit] : [];
    });
  const rules = [
    'XEN-CA-03',
    'XEN-STAT-15',
    ...(side === 'defender' ? ['XEN-CA-29'] : []),
    ...(targets.some((t) => t.lost.length > 0) ? ['XEN-CA-25'] : []),
    ...(kills.some((k) => k.dice.length > 1) ? ['XEN-CA-26'] : []),
    ...(kills.some((k) => k.blocked === 'shield') ? ['XEN-CA-39'] : []),
    ...(kills.some((k) => k.blocked === 'deflector') ? ['XEN-TITAN-27'] : []),
    ...(kills.some((k) => k.titanCore !== undefined) ? ['XEN-TITAN-28'] : []),
    // XEN-CA-18: a suppressed victim's CAD is 1 lower; XEN-CA-21: a dug-in defender's 1 higher.
    ...(victims.some((u) => u.suppression > 0) ? ['XEN-CA-18'] : []),
    ...(victims.some((u) => u.dugIn && side === 'attacker') ? ['XEN-CA-21'] : []),
    ...buildingCadRules(state, after, victims, side),
  ];
  ctx.emit({ type: 'casualties-assigned', assault: after.id, player, targets, rules });
}

/**
 * XEN-BLD-25 / XEN-BLD-26 / XEN-BLD-37 / XEN-CA-21: the building rules behind the CAD of victims inside a
 * building: defenders there get +1 (XEN-BLD-25, with XEN-CA-21), units assaulting out of one do not
 * (XEN-BLD-25), both sides of a section-to-section assault do (XEN-BLD-37), and a suppressed unit entitled
 * to the bonus keeps its printed CAD (XEN-BLD-26).
 */
function buildingCadRules(
  state: XenocideState,
  assault: AssaultState,
  victims: readonly UnitState[],
  striking: 'attacker' | 'defender',
): string[] {
  const buildings = state.buildings ?? [];
  if (buildings.length === 0) return [];
  const rules = new Set<string>();
  for (const unit of victims) {
    if (!occupancyOf(buildings, unit.id)) continue;
    const side =
      assault.participants.find((p) => p.unit === unit.id)?.side ??
      (striking === 'attacker' ? 'defender' : 'attacker');
    const bonus = hasBuildingBonus(true, side, assault.sectionAssault === true);
    if (!bonus) rules.add('XEN-BLD-25');
    else if (unit.suppression > 0) rules.add('XEN-BLD-26');
    else if (assault.sectionAssault) rules.add('XEN-BLD-37');
    else rules.add('XEN-BLD-25').add('XEN-CA-21');
  }
  return [...rules].sort();
}

/**
 * XEN-CA-30 / XEN-SUP-16..25: `suppression-tested` for every unit of step 7; in an overrun the overrun unit's
 * test is the one XEN-OVR-10 adds (R8).
 */
function emitTests(ctx: Ctx, state: XenocideState, after: AssaultState): void {
  for (const t of after.tests) {
    const overrun = after.kind === 'overrun' && after.overrun?.target === t.unit;
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
      ...(overrun ? { rules: ['XEN-OVR-10'] } : {}),
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
      ctx.emit({ type: 'overwatch-removed', unit: t.unit, reason: 'suppressed', rules: ['XEN-OW-12'] });
  }
}

/**
 * The rules that sent a unit fleeing: XEN-CA-35 (an 8" flee ending 4" from every enemy); a defender flees by
 * XEN-CA-32 (XEN-OVR-10 when overrun); an overrunner's failed overrun is XEN-OVR-06.
 */
function fleeRules(after: AssaultState, side: 'attacker' | 'defender'): string[] {
  const overrun = after.kind === 'overrun';
  if (side === 'defender') {
    // XEN-CA-33: with every attacker fled, a suppressed defender flees only by its owner's choice.
    const attackersGone = after.participants.every((q) => q.side !== 'attacker' || q.status === 'fled');
    if (attackersGone) return ['XEN-CA-35', 'XEN-CA-33'];
    return ['XEN-CA-35', 'XEN-CA-32', ...(overrun ? ['XEN-OVR-10'] : [])];
  }
  return ['XEN-CA-35', ...(overrun ? ['XEN-OVR-06'] : [])];
}

/**
 * XEN-CA-33: every attacker fled and a suppressed defender still fighting was not forced to flee: it held.
 */
function heldAfterAttackersFled(state: XenocideState, after: AssaultState): boolean {
  const attackers = after.participants.filter((q) => q.side === 'attacker');
  if (attackers.length === 0 || attackers.some((q) => q.status !== 'fled')) return false;
  return after.participants.some(
    (q) =>
      q.side === 'defender' && q.status === 'fighting' && (unitById.get(state, q.unit)?.suppression ?? 0) > 0,
  );
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
    // XEN-CA-09 / XEN-CA-10 / XEN-CP-12: a unit paid in between rounds (it still activates with its company).
    const joined = p.joinedBy === 'reinforcement' ? { rules: ['XEN-CA-09', 'XEN-CA-10', 'XEN-CP-12'] } : {};
    ctx.emit({
      type: 'assault-joined',
      assault: after.id,
      unit: p.unit,
      side: p.side,
      joinedBy: p.joinedBy,
      ...joined,
    });
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
  if (step.kind === 'casualties') emitCasualties(ctx, state, before, after, step.side, step.player);
  // Two collapses escaped by one owner leave the step unchanged: written whenever an escape step ran.
  if (step.kind === 'escape') emitEscaped(ctx, state, before, effects);
  for (const p of after.participants) {
    const was = before.participants.find((q) => q.unit === p.unit);
    if (!was || was.status === p.status) continue;
    const player = ownerOf(state, p.unit);
    if (p.status === 'fled')
      ctx.emit({
        type: 'unit-fled',
        assault: after.id,
        unit: p.unit,
        player,
        rules: fleeRules(after, p.side),
      });
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
      ...(heldAfterAttackersFled(state, after) ? { rules: ['XEN-CA-33'] } : {}),
    });
  }
}
