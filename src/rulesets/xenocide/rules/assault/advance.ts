import type { Dice, PlayerId } from 'sandtable';
import type { XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { hasEscapeChoice } from '../buildings/escape';
import { type AssaultDecisionKind, clearRound } from './assault-state';
import {
  buySuppressionDice,
  markerEffects,
  rollAssaultSuppression,
  suppressionDieCandidates,
} from './assault-suppression';
import { defaultAttackAllocation, isAllocationForced, strikingUnits } from './attack-allocation';
import { afterJoin, joinCandidates } from './building-join';
import { canCancel, cancelAttacks } from './cancel';
import { assignCasualties, whyBadCasualtyAssignment } from './casualties';
import { defaultCollapseEscape, escapeCollapse } from './collapse-escape';
import { diceOf, poolOf, tallyAssault } from './dice-pool';
import { declareDiceSplit } from './dice-split';
import type { AssaultStepResult } from './effects';
import { fleeDuty } from './flee';
import { afterManeuver, maneuveringUnits } from './maneuver';
import { overrunSucceeded, strandedModels } from './overrun';
import { fightingUnits, inContact, sideOfPlayer } from './participants';
import { reinforcementCandidates } from './reinforcement';
import { strike } from './strike';
import { assaultPowerCandidates } from './titan-power';

/** XEN-CA-04: who must decide what before the assault can go on. */
export interface AssaultDecision {
  readonly player: PlayerId;
  readonly kind: AssaultDecisionKind;
}

const DECISIONS: readonly string[] = [
  'join',
  'reinforce',
  'maneuver',
  'split',
  'strike',
  'escape',
  'cancel',
  'casualties',
  'suppression-die',
  'flee',
  'retreat',
  'follow-up',
];

/**
 * XEN-CA-04: the decision the assault waits for, or undefined when the next step is automatic (run
 * {@link advanceAssault}) or the assault is over. Only meaningful after `advanceAssault` made no progress.
 */
export function assaultDecision(assault: AssaultState): AssaultDecision | undefined {
  const step = assault.step;
  if (!('player' in step) || !DECISIONS.includes(step.kind)) return undefined;
  return { player: step.player, kind: step.kind as AssaultDecisionKind };
}

/** XEN-CA-04: whether the assault is over. */
export function isAssaultOver(assault: AssaultState): boolean {
  return assault.step.kind === 'ended';
}

/** XEN-CA-04: the result of {@link advanceAssault}: `progressed` is false when a player must decide (or it is over). */
export interface AdvanceResult extends AssaultStepResult {
  readonly progressed: boolean;
}

const same = (assault: AssaultState): AdvanceResult => ({ assault, effects: [], progressed: false });
const moved = (result: AssaultStepResult): AdvanceResult => ({ ...result, progressed: true });
const to = (assault: AssaultState, step: AssaultState['step']): AdvanceResult =>
  moved({ assault: { ...assault, step }, effects: [] });

function canManeuver(state: XenocideState, assault: AssaultState): boolean {
  return maneuveringUnits(state, assault).some((id) => {
    const unit = state.units.find((u) => u.id === id);
    if (!unit) return false;
    const titan = unit.models.some((m) => !m.removed && m.titan !== undefined);
    return unit.suppression === 0 || titan || unit.activity.suppressedMoveBought;
  });
}

function hasPassengersToLand(state: XenocideState, assault: AssaultState, player: PlayerId): boolean {
  if (assault.round < 2) return false;
  const carriers = new Set(
    fightingUnits(state, assault).flatMap((u) => u.models.filter((m) => !m.removed).map((m) => m.id)),
  );
  return state.units.some(
    (u) =>
      u.player === player &&
      u.models.some((m) => !m.removed && m.embarkedIn !== undefined && carriers.has(m.embarkedIn)),
  );
}

/**
 * XEN-CA-04 / XEN-CA-16 / XEN-CA-30 / XEN-CA-36 / XEN-OVR-03: runs the next automatic step of the
 * assault, or skips a decision nobody has to make (a player with nothing to choose, such as an escape with
 * no safe place for anyone, XEN-BLD-24): the step-2 tally, the
 * suppression rolls and markers, the contact check of step 9, new rounds and the end of an overrun. It
 * reads `state` as it is after the previous step's effects were written. Returns `progressed: false` when
 * a player must decide ({@link assaultDecision}) or the assault is over.
 */
export function advanceAssault(state: XenocideState, assault: AssaultState, dice: Dice): AdvanceResult {
  const step = assault.step;
  const overrun = assault.kind === 'overrun';
  switch (step.kind) {
    case 'join':
      if (joinCandidates(state, assault, step.player).length > 0) return same(assault);
      return moved({ assault: afterJoin(state, assault, step.player), effects: [] });
    case 'reinforce': {
      const cp = state.sides.find((s) => s.player === step.player)?.cp ?? 0;
      if (
        !overrun &&
        assault.round > 1 &&
        cp > 0 &&
        reinforcementCandidates(state, assault, step.player).length > 0
      )
        return same(assault);
      return to(
        assault,
        step.player === assault.defender
          ? { kind: 'reinforce', player: assault.attacker }
          : { kind: 'maneuver', player: assault.defender },
      );
    }
    case 'maneuver': {
      if (overrun) return to(assault, { kind: 'tally' });
      if (
        canManeuver(state, assault) ||
        (step.units === undefined && hasPassengersToLand(state, assault, step.player))
      )
        return same(assault);
      const next = afterManeuver(assault, assault.maneuvers);
      return to({ ...assault, maneuvers: next.queue }, next.step);
    }
    case 'tally':
      return to(
        { ...assault, pools: tallyAssault(state, assault) },
        { kind: 'split', player: assault.defender },
      );
    case 'split': {
      const own = fightingUnits(state, assault, sideOfPlayer(assault, step.player));
      if (own.some((u) => (poolOf(assault, u.id)?.maxDefence ?? 0) > 0)) return same(assault);
      if (assaultPowerCandidates(state, assault, step.player).length > 0) return same(assault);
      return moved(declareDiceSplit(state, assault, step.player, []));
    }
    case 'strike': {
      const units = strikingUnits(assault, step.side);
      const armed = units.some((u) => {
        const d = diceOf(assault, u);
        return (poolOf(assault, u)?.reach.length ?? 0) > 0 && d !== undefined && d.attack + d.antiArmor > 0;
      });
      if (armed && !isAllocationForced(state, assault, step.side)) return same(assault);
      return moved(
        strike(state, assault, dice, step.player, defaultAttackAllocation(state, assault, step.player)),
      );
    }
    case 'escape': {
      // XEN-BLD-24: asked only when some escaped model has a real choice (as when shooting collapses it).
      const plan = defaultCollapseEscape(state, assault);
      if (hasEscapeChoice(plan)) return same(assault);
      return moved(escapeCollapse(state, assault, step.player, plan));
    }
    case 'cancel':
      if (canCancel(assault)) return same(assault);
      return moved(cancelAttacks(state, assault, step.player, []));
    case 'casualties':
      if (whyBadCasualtyAssignment(state, assault, step.player, [])) return same(assault);
      return moved(assignCasualties(state, assault, dice, step.player, []));
    case 'suppression':
      return moved(rollAssaultSuppression(state, assault, dice));
    case 'suppression-die': {
      const cp = state.sides.find((s) => s.player === step.player)?.cp ?? 0;
      if (cp > 0 && suppressionDieCandidates(state, assault, step.player).length > 0) return same(assault);
      return moved(buySuppressionDice(state, assault, dice, step.player, []));
    }
    case 'markers':
      return moved({
        assault: { ...assault, step: { kind: 'flee', player: assault.attacker } },
        effects: markerEffects(assault),
      });
    case 'flee': {
      const duty = fleeDuty(state, assault, step.player);
      if (duty.forced.length + duty.optional.length > 0) return same(assault);
      if (step.player === assault.attacker) return to(assault, { kind: 'flee', player: assault.defender });
      return to(assault, overrun ? { kind: 'overrun-end' } : { kind: 'contact' });
    }
    case 'contact':
      if (inContact(state, assault)) return to(assault, { kind: 'retreat', player: assault.attacker });
      return to(assault, { kind: 'follow-up', player: assault.attacker });
    case 'retreat':
      return same(assault);
    case 'new-round':
      return to(clearRound(assault, assault.round + 1), { kind: 'reinforce', player: assault.defender });
    case 'overrun-end':
      return moved({
        assault: {
          ...assault,
          step: {
            kind: 'ended',
            reason: overrunSucceeded(state, assault) ? 'overrun-completed' : 'overrun-failed',
          },
        },
        effects: strandedModels(state, assault),
      });
    case 'follow-up': {
      if (fightingUnits(state, assault, sideOfPlayer(assault, step.player)).length > 0) return same(assault);
      return to(
        assault,
        step.player === assault.attacker
          ? { kind: 'follow-up', player: assault.defender }
          : { kind: 'ended', reason: 'no-contact' },
      );
    }
    case 'ended':
      return same(assault);
  }
}
