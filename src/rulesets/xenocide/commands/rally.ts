import {
  draftUnit,
  refuse,
  sideIndex,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { hasCompanySupport, rollRally, setSuppressionMarkers } from '../rules/shooting';
import type { XenocideState } from '../state';
import type { CommandOfType, XenocideCommand } from './schema';

type Refusal = {
  readonly code: 'illegal-action' | 'unknown-entity' | 'insufficient-resources';
  readonly message: string;
};

/**
 * XEN-SUP-26 / XEN-END-01 / XEN-END-02 / XEN-CP-10 / R63: why `unitId` may not try to rally now: in its own
 * Morale phase, a suppressed unit acting with the company (coordinated-in units included, coordinated-away
 * units not), once per activation; the CP die needs 1 CP.
 */
export function whyCannotRally(
  state: XenocideState,
  player: string,
  unitId: string,
  cpDie: boolean,
): Refusal | undefined {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.phase !== 'morale' || stage.player !== player) {
    return {
      code: 'illegal-action',
      message: 'Units rally in the Morale phase of their own activation (XEN-END-01, XEN-SUP-26).',
    };
  }
  const unit = unitById.get(state, unitId);
  if (!unit) return { code: 'unknown-entity', message: `There is no unit '${unitId}'.` };
  if (!stage.units.includes(unit.id)) {
    return {
      code: 'illegal-action',
      message:
        unit.coordinatedWith !== undefined && unit.player === player
          ? `Unit ${unit.id} was coordinated with ${unit.coordinatedWith} and rallies in that company's activation, not now (XEN-END-02, XEN-TURN-12).`
          : `Unit ${unit.id} does not act in this activation, so it cannot rally now (XEN-END-02, R63).`,
    };
  }
  if (unit.suppression <= 0)
    return {
      code: 'illegal-action',
      message: `Unit ${unit.id} is not suppressed; there is nothing to rally from (XEN-SUP-26).`,
    };
  if (unit.activity.rallied)
    return {
      code: 'illegal-action',
      message: `Unit ${unit.id} has already tried to rally in this activation (XEN-SUP-26, R63).`,
    };
  const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
  if (cpDie && cp < 1) {
    return {
      code: 'insufficient-resources',
      message: `The rally die costs 1 CP and you have ${cp} (XEN-CP-03, XEN-CP-10).`,
    };
  }
  return undefined;
}

/**
 * XEN-SUP-26..30 / XEN-CP-10 / R5 / R63: a suppressed unit tries to rally: 2d6 (3d6 keeping the best two
 * with the CP die, declared before rolling), +1 with a unit of the company within 12", against 6 + its
 * markers; a pass removes every marker, a failure leaves at most one.
 * @example rally(draft, { type: 'rally', player: 'red', unit: 'red.c1.u1', cpDie: true }, ctx);
 */
export function rally(draft: XenocideDraft, command: CommandOfType<'rally'>, ctx: XenocideContext): void {
  const state = ctx.base;
  const refusal = whyCannotRally(state, command.player, command.unit, command.cpDie);
  if (refusal) return refuse(ctx, refusal, { path: ['unit'] });
  const unit = unitById.get(state, command.unit);
  const stage = state.stage;
  if (!unit || stage.kind !== 'activation') return;
  if (command.cpDie) {
    const side = draft.sides[sideIndex(state, command.player)];
    if (side) {
      side.cp -= 1;
      ctx.emit({
        type: 'cp-spent',
        player: command.player,
        cp: 1,
        use: 'rally die (XEN-CP-10)',
        left: side.cp,
      });
    }
  }
  const result = rollRally(ctx.dice, {
    markers: unit.suppression,
    support: hasCompanySupport(state, unit, stage.units),
    cpDie: command.cpDie,
    player: command.player,
  });
  setSuppressionMarkers(draft, unit.id, result.markersAfter);
  const u = draftUnit(draft, unit.id);
  if (u) u.activity.rallied = true;
  ctx.emit({
    type: 'rallied',
    player: command.player,
    unit: unit.id,
    cpDie: command.cpDie,
    dice: [...result.dice],
    kept: [...result.kept],
    bonus: result.bonus,
    total: result.total,
    target: result.target,
    passed: result.passed,
    // XEN-SUP-29: a pass clears every marker; XEN-SUP-30: a fail leaves one of several.
    ...(result.passed
      ? { rules: ['XEN-SUP-29'] }
      : result.markersBefore > 1
        ? { rules: ['XEN-SUP-30'] }
        : {}),
  });
  if (result.markersAfter !== result.markersBefore) {
    ctx.emit({
      type: 'markers-changed',
      unit: unit.id,
      before: result.markersBefore,
      after: result.markersAfter,
      cause: 'rally',
    });
  }
}

/** XEN-SUP-26 / XEN-CP-10: for each unit that may rally, a `rally` without and (with CP) with the CP die. */
export function rallyCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.phase !== 'morale' || stage.player !== player) return [];
  if (stage.attack || stage.suppression || stage.overwatch || stage.assaults || stage.overrun) return [];
  return stage.units.flatMap((unit) =>
    [false, true]
      .filter((cpDie) => whyCannotRally(state, player, unit, cpDie) === undefined)
      .map((cpDie) => ({ type: 'rally' as const, player, unit, cpDie })),
  );
}

/** The `rally` command's row of the command table. */
export const rallyCommand: XenocideCommandSpec<'rally'> = { apply: rally };
