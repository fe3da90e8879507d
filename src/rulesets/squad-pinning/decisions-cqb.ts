import type { Vec2 } from 'sandtable';
import { assaultMoveProblem } from './commands/cqb';
import type { SqCommand } from './commands/schema';
import type { SqDecision } from './prompts';
import { assaultTargets, splitCandidates } from './rules/cqb/reach';
import { assaultSamples, splitSample } from './rules/cqb/samples';
import { moveSamples } from './rules/samples';
import { alive, hasRule, isVehicle, unitById } from './rules/units';
import type { SqState, Stage, UnitState } from './state';

type Row<K extends Stage['kind']> = SqDecision<K>;

/** The state with a unit's living models moved to `positions` (to check a partner's move after it). */
function withMoved(state: SqState, unit: UnitState, positions: readonly Vec2[]): SqState {
  let i = 0;
  return {
    ...state,
    units: state.units.map((u) =>
      u.id !== unit.id
        ? u
        : { ...u, models: u.models.map((m) => (m.alive ? { ...m, ...(positions[i++] as Vec2) } : m)) },
    ),
  };
}

/**
 * SQ-ACT-04 / SQ-DEF-19 / SQ-CQS-05: sample `assault` commands for the acting unit: an engaged unit fights on
 * where it stands; otherwise one assault move per reachable target (jump packs when walking cannot reach), and a
 * multiple assault with the first friendly unit that can join it.
 */
export function assaultCommands(state: SqState, unit: UnitState, player: string): SqCommand[] {
  const here = alive(unit).map((m) => ({ x: m.x, y: m.y }));
  if (unit.engaged.length > 0)
    return unit.engaged.map((target) => ({
      type: 'assault',
      player,
      unit: unit.id,
      target,
      positions: here,
    }));
  const out: SqCommand[] = [];
  const targets = assaultTargets(state, unit);
  for (const target of targets) {
    const check = (u: UnitState, jump: boolean, s: SqState) => (positions: Vec2[]) =>
      !('code' in assaultMoveProblem(s, u, positions, jump, [target], () => target));
    let jump = false;
    let [positions] = assaultSamples(state, unit, target, false, check(unit, false, state));
    if (!positions && hasRule(state, unit, 'jumpInfantry')) {
      jump = true;
      [positions] = assaultSamples(state, unit, target, true, check(unit, true, state));
    }
    if (!positions) continue;
    const base = {
      type: 'assault' as const,
      player,
      unit: unit.id,
      target: target.id,
      positions,
      ...(jump ? { jump: true } : {}),
    };
    out.push(base);
    if (state.params.cqb.maxAssaultingUnits < 2) continue;
    const moved = withMoved(state, unit, positions);
    const partner = state.units.find(
      (p) =>
        p.player === player &&
        p.id !== unit.id &&
        !p.activated &&
        p.status === 'table' &&
        alive(p).length > 0 &&
        p.engaged.length === 0 &&
        !p.pinned &&
        !p.broken &&
        !p.calledThisTurn &&
        (!isVehicle(p) || state.params.vehicles.mayAssault) &&
        assaultTargets(state, p).some((t) => t.id === target.id),
    );
    if (!partner) continue;
    const [pp] = assaultSamples(moved, partner, target, false, check(partner, false, moved));
    if (pp) out.push({ ...base, partner: { unit: partner.id, positions: pp } });
  }
  const infantry = splitCandidates(state, unit);
  if (!isVehicle(unit) && alive(unit).length > 1)
    for (const first of targets.filter((t) => !isVehicle(t)))
      for (const second of infantry.filter((t) => t.id !== first.id)) {
        const models = alive(unit);
        const split = splitSample(state, unit, first, second, (positions, sent) => {
          const result = assaultMoveProblem(state, unit, positions, false, [first, second], (k) =>
            sent.includes(models[k]?.id ?? '') ? second : first,
          );
          return !('code' in result);
        });
        if (split)
          out.push({
            type: 'assault',
            player,
            unit: unit.id,
            target: first.id,
            positions: split.positions,
            split: { target: second.id, models: split.sent },
          });
      }
  return out;
}

/** SQ-CQB-13: the winner's consolidation: stay, or one of a few moves of up to 3". */
export const consolidateDecision: Row<'consolidate'> = {
  accepts: ['consolidate'],
  rules: ['SQ-CQB-13', 'SQ-CQB-14'],
  prompt: (s, st) => [
    {
      kind: 'consolidate',
      player: st.player,
      message: `${unitById(s, st.unit).name} won the CQB: consolidate up to 3" (or stay); it then becomes Pinned.`,
      constraints: { unit: st.unit, maxDistance: 3 },
    },
  ],
  legal(state, player, st) {
    if (player !== st.player) return [];
    const unit = unitById(state, st.unit);
    const out: SqCommand[] = [{ type: 'consolidate', player, unit: unit.id }];
    for (const positions of moveSamples(state, unit, [], { allowance: 3, noClearance: true }).slice(0, 4))
      out.push({ type: 'consolidate', player, unit: unit.id, positions });
    return out;
  },
};

/** SQ-DEF-20: the lone unit's owner splits its attacks: all at one unit, or as evenly as they go. */
export const splitAttacksDecision: Row<'split-attacks'> = {
  accepts: ['split-attacks'],
  rules: ['SQ-DEF-20'],
  prompt: (_s, st) => [
    {
      kind: 'split-attacks',
      player: st.player,
      message: `Split ${st.attacks} CQB attack(s) among ${st.among.join(' and ')}.`,
      constraints: { unit: st.unit, among: st.among, attacks: st.attacks },
    },
  ],
  legal(_state, player, st) {
    if (player !== st.player) return [];
    const out: SqCommand[] = st.among.map((id) => ({
      type: 'split-attacks' as const,
      player,
      unit: st.unit,
      allocation: { [id]: st.attacks },
    }));
    if (st.among.length === 2 && st.attacks > 1) {
      const half = Math.floor(st.attacks / 2);
      out.push({
        type: 'split-attacks',
        player,
        unit: st.unit,
        allocation: { [st.among[0] as string]: st.attacks - half, [st.among[1] as string]: half },
      });
    }
    return out;
  },
};
