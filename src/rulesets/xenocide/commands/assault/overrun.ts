import { castDraft } from 'immer';
import { geometry, type Rejection, type Vec2 } from 'sandtable';
import { opponentOf, refuse, sideIndex, type XenocideContext, type XenocideDraft } from '../../context';
import { enqueueFlow } from '../../flow/queue';
import {
  applyAssaultEffects,
  type OverrunPlan,
  overrunApproach,
  overrunContact,
  startOverrun,
  whyCannotOverrun,
} from '../../rules/assault';
import { checkEligibility, isRejection } from '../../rules/movement/move-eligibility';
import type { MovePlan } from '../../rules/movement/move-plan';
import { validateMove } from '../../rules/movement/validate-move';
import type { OverrunInProgress } from '../../state';
import { titanOverrunBurst } from '../buildings/enter';
import { tidyOccupants } from '../buildings/occupants';
import type { MoveUnitCommand } from '../schema';
import { activationOf } from '../shooting/attack-flow';
import { markInvolved } from './staged';

/** XEN-OVR-01: a checked overrun: the movement plan and the overrun the rules accepted. */
export interface CheckedOverrun {
  readonly plan: MovePlan;
  readonly overrun: OverrunPlan;
}

/**
 * XEN-OVR-01 / XEN-OVR-02 / R7 / R41: everything a `move-unit` with `overrun` checks before a die is rolled:
 * a normal move of a unit on the table (no jump, teleport, flying high, transport moves or leaving the
 * table), valid by the movement rules except for the target's zone of control, and an overrun the rules
 * allow (every model through the target's zone of control and out more than 4" beyond, no terrain test).
 */
export function checkOverrun(state: Parameters<typeof validateMove>[0], command: MoveUnitCommand) {
  const refuse = (message: string, path: (string | number)[] = []): Rejection => ({
    code: 'illegal-action',
    message,
    ...(path.length ? { path } : {}),
  });
  if (command.mode !== 'normal')
    return refuse('An overrun is made with a normal move, not a jump or teleport (XEN-OVR-01).', ['mode']);
  if (command.embark?.length || command.disembark?.length)
    return refuse(
      'An overrun moves the unit through the enemy; embark or disembark in another move (XEN-OVR-01).',
      ['overrun'],
    );
  if (command.leaveTable)
    return refuse('A unit leaving the table cannot overrun (XEN-OVR-01).', ['leaveTable']);
  if (command.high) return refuse('Units flying high neither overrun nor are overrun (R41).', ['high']);
  if (command.enter)
    return refuse('An overrun is a move past the enemy; enter a building in another move (XEN-OVR-01).', [
      'overrun',
    ]);
  const eligible = checkEligibility(state, command.player, command.unit);
  if (isRejection(eligible)) return eligible;
  if (eligible.entering)
    return refuse('Only a unit already on the table can overrun; enter the table first (XEN-OVR-01).', [
      'overrun',
    ]);
  const overrun: OverrunPlan = {
    unit: command.unit,
    target: command.overrun as string,
    paths: command.models.map((m) => ({ model: m.model, path: m.path })),
  };
  const why = whyCannotOverrun(state, command.player, overrun);
  if (why) {
    const path = why.path?.[0] === 'paths' ? ['models'] : why.path?.[0] === 'target' ? ['overrun'] : why.path;
    return { ...why, ...(path ? { path } : {}) } as Rejection;
  }
  const plan = validateMove(state, command);
  if ('code' in plan) return plan;
  return { plan, overrun } satisfies CheckedOverrun;
}

/** XEN-OVR-05: the part of a path (start included) beyond `distance` inches from its start, without its start. */
function pathBeyond(path: readonly Vec2[], distance: number): Vec2[] {
  const out: Vec2[] = [];
  let travelled = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const b = path[i + 1] as Vec2;
    travelled += geometry.distance(path[i] as Vec2, b);
    if (travelled > distance + 1e-9) out.push({ ...b });
  }
  return out;
}

/**
 * XEN-OVR-01..04 / XEN-OVR-10 / R7 / R8: a move that overruns an enemy unit. Everything is checked first;
 * then the unit moves to where its first model enters the target's zone of control, and one close-assault
 * round (steps 2–8, the mover attacking) is fought there. When it ends the move completes or fails
 * ({@link completeOverrun}).
 * @example overrunMove(draft, { type: 'move-unit', player: 'red', unit: 'red.c1.u1', mode: 'normal',
 *   overrun: 'blue.c1.u1', models: [{ model: 'red.c1.u1.m1', path: [{ x: 10, y: 30 }] }] }, ctx);
 */
export function overrunMove(draft: XenocideDraft, command: MoveUnitCommand, ctx: XenocideContext): void {
  // XEN-BLD-34 / R51: a titan overrunning the unit inside a building bursts into it.
  const { burst } = command;
  if (burst) return titanOverrunBurst(draft, { ...command, burst }, ctx);
  const state = ctx.base;
  const checked = checkOverrun(state, command);
  if ('code' in checked) return refuse(ctx, checked, checked.path ? { path: checked.path } : {});
  const { plan, overrun } = checked;
  const unit = draft.units[plan.unitIndex];
  const before = state.units[plan.unitIndex];
  if (!unit || !before) return;
  if (plan.buySuppressedMove) {
    const side = draft.sides[sideIndex(state, command.player)];
    if (side) side.cp -= 1;
    unit.activity.suppressedMoveBought = true;
    ctx.emit({
      type: 'cp-spent',
      player: command.player,
      cp: 1,
      use: 'suppressed move (XEN-CP-13)',
      left: side?.cp ?? 0,
      rules: ['XEN-CP-13', 'XEN-SUP-03'],
    });
  }
  const starts = new Map(before.models.map((m) => [m.id, { x: m.x, y: m.y }]));
  const contact = overrunContact(state, overrun);
  const moves = contact
    .filter((c) => c.path.length > 0)
    .map((c) => ({
      model: c.model,
      from: starts.get(c.model) as Vec2,
      to: c.path[c.path.length - 1] as Vec2,
      path: [...c.path],
    }));
  if (moves.length > 0)
    applyAssaultEffects(
      draft,
      state,
      [{ kind: 'models-moved', unit: unit.id, reason: 'overrun', mode: 'normal', moves }],
      ctx,
    );
  unit.activity.moved = true;
  unit.dugIn = false;
  tidyOccupants(draft, ctx);
  let length = 0;
  const rest = command.models.map((m) => {
    const start = starts.get(m.model) as Vec2;
    const full = [start, ...m.path];
    length = Math.max(length, geometry.pathLength(full));
    const reached = contact.find((c) => c.model === m.model)?.path ?? [];
    return { model: m.model, path: pathBeyond(full, geometry.pathLength([start, ...reached])) };
  });
  unit.activity.distance = Math.max(0, ...moves.map((m) => geometry.pathLength([m.from, ...m.path])));
  const approach = overrunApproach(state, overrun);
  const assault = startOverrun({
    id: `${command.unit}.overrun`,
    attacker: command.player,
    defender: opponentOf(state, command.player),
    unit: command.unit,
    target: overrun.target,
    ...(approach ? { approach } : {}),
  });
  const inProgress: OverrunInProgress = {
    assault,
    rest,
    from: command.models.map((m) => ({ model: m.model, at: starts.get(m.model) as Vec2 })),
    length,
  };
  activationOf(draft).overrun = castDraft(inProgress);
  ctx.emit({
    type: 'assault-started',
    assault: assault.id,
    kind: 'overrun',
    attacker: assault.attacker,
    defender: assault.defender,
    attackers: [command.unit],
    defenders: [overrun.target],
    // XEN-OVR-01 / XEN-OVR-02: the move the rules accepted: through the target's zone of control and out
    // more than 4" beyond, with no terrain test on the way.
    rules: ['XEN-OVR-01', 'XEN-OVR-02'],
  });
  markInvolved(draft, assault);
  enqueueFlow(draft, { kind: 'settle-assault', assault, slot: 'overrun' });
}
