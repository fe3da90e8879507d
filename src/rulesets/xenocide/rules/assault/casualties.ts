import type { Dice, PlayerId } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { XenocideState } from '../../state';
import type {
  AssaultState,
  AssignedKill,
  LostTransport,
  RoundCasualties,
  StrikeTarget,
} from '../../state/assault';
import { cadWeight } from '../shooting/assault-suppression';
import { resolveTitanAssaultHits } from '../titans/titan-damage';
import type { AssaultEffect, AssaultStepResult } from './effects';
import { defaultKills, type Kill, type Victim, victimsOf, whyBadKills } from './kill-rules';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';
import { strikeOf } from './strike';

/** XEN-CA-24 / XEN-CA-29: the struck player's kills per struck unit (dice are indices into its `pending`). */
export type CasualtyAssignment = readonly { readonly unit: string; readonly kills: readonly Kill[] }[];

function openTargets(assault: AssaultState): readonly StrikeTarget[] {
  const step = assault.step;
  if (step.kind !== 'casualties') return [];
  return (strikeOf(assault, step.side)?.targets ?? []).filter((t) => t.pending.length > 0);
}

/**
 * XEN-CA-24..26 / XEN-CA-29 / R47: why a casualty assignment is refused: it must come at the struck
 * player's turn, and for every struck unit with dice to assign be acceptable to {@link whyBadKills} (a unit
 * left out assigns nothing, which is refused when one of its dice can kill).
 */
export function whyBadCasualtyAssignment(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  assignment: CasualtyAssignment,
): AssaultRefusal | undefined {
  if (assault.step.kind !== 'casualties' || assault.step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn to assign close-assault casualties; the player whose units were struck assigns them (XEN-CA-24, XEN-CA-29).',
    );
  }
  const targets = openTargets(assault);
  for (const [i, entry] of assignment.entries()) {
    if (!targets.some((t) => t.unit === entry.unit))
      return refuse('unknown-entity', `Unit ${entry.unit} has no attack dice to assign.`, [i, 'unit']);
  }
  for (const target of targets) {
    const kills = assignment.find((a) => a.unit === target.unit)?.kills ?? [];
    const why = whyBadKills(target.pending, victimsOf(state, assault, target.unit), kills);
    if (why) return refuse('illegal-action', `Unit ${target.unit}: ${why}`, [target.unit]);
  }
  return undefined;
}

/** XEN-CA-24..26: a bot's assignment: {@link defaultKills} for every struck unit with dice to assign. */
export function defaultCasualties(state: XenocideState, assault: AssaultState): CasualtyAssignment {
  return openTargets(assault).map((t) => ({
    unit: t.unit,
    kills: defaultKills(t.pending, victimsOf(state, assault, t.unit)),
  }));
}

interface KillOutcome {
  readonly record: AssignedKill;
  readonly effects: AssaultEffect[];
  readonly weight: number;
  readonly lostTransport?: LostTransport;
}

function resolveKill(
  state: XenocideState,
  dice: Dice,
  victim: Victim,
  kill: Kill,
  values: readonly number[],
  titan: { core: number; layers: number } | undefined,
  owner: PlayerId,
): KillOutcome {
  if (titan) {
    // XEN-TITAN-27 / XEN-TITAN-28: one hit, through the titan rules' own resolution.
    const hit = resolveTitanAssaultHits(
      dice,
      { core: titan.core, layers: titan.layers, power: 0, boostThisTurn: 0 },
      1,
      owner,
    );
    titan.core = hit.status.core;
    titan.layers = hit.status.layers;
    const roll = hit.deflectorRolls[0];
    if (hit.blocked > 0 && roll !== undefined) {
      return {
        record: { model: kill.model, dice: values, blocked: { by: 'deflector', roll }, removed: false },
        effects: [{ kind: 'titan-damaged', unit: victim.unit, model: victim.model, ...titan }],
        weight: 0,
      };
    }
    if (!hit.destroyed) {
      return {
        record: { model: kill.model, dice: values, titanCore: titan.core, removed: false },
        effects: [{ kind: 'titan-damaged', unit: victim.unit, model: victim.model, ...titan }],
        weight: 1,
      };
    }
  } else if (victim.shield !== undefined) {
    const roll = dice.roll({
      purpose: 'close-assault-shield',
      sides: 6,
      rules: ['XEN-CA-39'],
      target: { per: 'die', op: 'atMost', value: victim.shield },
      player: owner,
    }).dice[0] as number;
    if (roll <= victim.shield) {
      return {
        record: { model: kill.model, dice: values, blocked: { by: 'shield', roll }, removed: false },
        effects: [],
        weight: 0,
      };
    }
  }
  const passengers = state.units.flatMap((u) =>
    u.models.filter((m) => !m.removed && m.embarkedIn === victim.model).map((m) => m.id),
  );
  return {
    record: { model: kill.model, dice: values, removed: true },
    effects: [{ kind: 'model-killed', unit: victim.unit, model: victim.model, cause: 'close-assault' }],
    weight: titan ? 1 : cadWeight(victim.printed),
    ...(passengers.length > 0 ? { lostTransport: { transport: victim.model, passengers } } : {}),
  };
}

function addCasualty(list: RoundCasualties[], unit: string, weight: number, model?: string): void {
  const at = list.findIndex((c) => c.unit === unit);
  const old = list[at] ?? { unit, weighted: 0, models: [] };
  const next = { unit, weighted: old.weighted + weight, models: model ? [...old.models, model] : old.models };
  if (at < 0) list.push(next);
  else list[at] = next;
}

/**
 * XEN-CA-24..27 / XEN-CA-29 / XEN-CA-39 / XEN-TITAN-27 / XEN-TITAN-28 / R34 / R47: steps 4 and 6: the
 * struck player's kills are carried out in order: a model with Shield X survives on d6 ≤ X (the dice are
 * spent), a titan's deflector blocks on d6 ≤ 4 while a layer remains, a titan hit otherwise takes a core
 * level (at core 0 it destroys it), and any other kill removes the model, counted (weighted) for the
 * round's suppression tests. When saves leave models that the unassigned dice can still kill, the same
 * player assigns again; otherwise the unassigned dice are lost.
 */
export function assignCasualties(
  state: XenocideState,
  assault: AssaultState,
  dice: Dice,
  player: PlayerId,
  assignment: CasualtyAssignment,
): AssaultStepResult {
  assertAccepted(
    'assignCasualties',
    'whyBadCasualtyAssignment',
    whyBadCasualtyAssignment(state, assault, player, assignment),
  );
  const step = assault.step;
  if (step.kind !== 'casualties')
    throw rulesetBug('xenocide: assignCasualties called outside a casualties step.');
  const effects: AssaultEffect[] = [];
  const casualties = [...assault.casualties];
  const lostTransports = [...assault.lostTransports];
  let again = false;
  const resolved = new Map<string, StrikeTarget>();
  for (const target of openTargets(assault)) {
    const victims = victimsOf(state, assault, target.unit);
    const kills = assignment.find((a) => a.unit === target.unit)?.kills ?? [];
    const titans = new Map(victims.flatMap((v) => (v.titan ? [[v.model, { ...v.titan }] as const] : [])));
    const records: AssignedKill[] = [];
    for (const kill of kills) {
      const victim = victims.find((v) => v.model === kill.model) as Victim;
      const values = kill.dice.map((i) => target.pending[i] as number);
      const outcome = resolveKill(state, dice, victim, kill, values, titans.get(victim.model), player);
      records.push(outcome.record);
      effects.push(...outcome.effects);
      if (outcome.weight > 0 || outcome.record.removed)
        addCasualty(casualties, target.unit, outcome.weight, outcome.record.removed ? kill.model : undefined);
      if (outcome.lostTransport && assault.kind === 'overrun') lostTransports.push(outcome.lostTransport);
    }
    const used = new Set(kills.flatMap((k) => k.dice));
    const left = target.pending.filter((_, i) => !used.has(i));
    const survivors: Victim[] = victims
      .filter((v) => !records.some((r) => r.model === v.model && r.removed))
      .map((v) => {
        const t = titans.get(v.model);
        return t ? { ...v, titan: t } : v;
      });
    const more = left.length > 0 && whyBadKills(left, survivors, []) !== undefined;
    if (more) again = true;
    resolved.set(target.unit, {
      ...target,
      kills: [...target.kills, ...records],
      pending: more ? left : [],
      lost: more ? target.lost : [...target.lost, ...left],
    });
  }
  const strikes = assault.strikes.map((s) =>
    s.side !== step.side ? s : { ...s, targets: s.targets.map((t) => resolved.get(t.unit) ?? t) },
  );
  const next = again
    ? step
    : step.side === 'attacker'
      ? ({ kind: 'strike', side: 'defender', player: assault.defender } as const)
      : ({ kind: 'suppression' } as const);
  return { assault: { ...assault, strikes, casualties, lostTransports, step: next }, effects };
}
