import type { SqCommand } from './commands/schema';
import type { SqDecision } from './prompts';
import { assetOf, callAtHead } from './rules/fire-missions/steps';
import { isLineStrike } from './rules/fire-missions/tables';
import { markProblem, markSamples, onBoardArtillery } from './rules/fire-missions/targeting';
import { unitById } from './rules/units';
import type { SqState, Stage, UnitState } from './state';

type Row<K extends Stage['kind']> = SqDecision<K>;

/** SQ-ACT-06 / SQ-DEF-22: the call-fire command, when the acting unit has a point it could mark. */
export function fireActionCommands(state: SqState, unit: UnitState, player: string): SqCommand[] {
  const onBoard = onBoardArtillery(state, unit) !== undefined;
  if (markSamples(state, unit, onBoard, false, 1).length === 0) return [];
  return [{ type: 'call-fire', player, unit: unit.id }];
}

/**
 * SQ-FM-06 / SQ-DEF-22 / SQ-DEF-25 (decision: owner): the target point; for strafing and anti-vehicle strikes the
 * point is the line's midpoint and a heading is given. Samples: the centre and first model of each enemy unit
 * that may be marked (a 6" grid when none may), the live chain's point first (SQ-FM-08).
 */
export const markTargetRow: Row<'mark-target'> = {
  accepts: ['mark-target'],
  rules: ['SQ-FM-06', 'SQ-DEF-22'],
  prompt(s, st) {
    const head = callAtHead(s);
    const line = isLineStrike(head ? assetOf(head) : undefined);
    const chain = head?.chain;
    return [
      {
        kind: 'mark-target',
        player: st.player,
        message: line
          ? `Mark the midpoint of the ${s.params.airstrike.lineLength}" ${st.asset} line and its heading.`
          : chain
            ? `Mark (${chain.point.x}, ${chain.point.y}) again to sustain the ${chain.weight} fire, or mark a new point.`
            : `Mark the target point of the ${st.asset} fire mission.`,
        constraints: {
          unit: st.unit,
          asset: st.asset,
          heading: line,
          ...(chain ? { sustain: { x: chain.point.x, y: chain.point.y } } : {}),
        },
        ...(line ? { rules: ['SQ-DEF-25'] } : chain ? { rules: ['SQ-FM-08'] } : {}),
      },
    ];
  },
  legal(state, player, st) {
    if (player !== st.player) return [];
    const head = callAtHead(state);
    if (!head) return [];
    const caller = unitById(state, st.unit);
    const line = isLineStrike(assetOf(head));
    const out: SqCommand[] = [];
    const chain = head.chain;
    if (chain && !markProblem(state, caller, chain.point, head.onBoard))
      out.push({ type: 'mark-target', player, unit: caller.id, at: { ...chain.point } });
    for (const s of markSamples(state, caller, head.onBoard, line))
      out.push({
        type: 'mark-target',
        player,
        unit: caller.id,
        at: s.at,
        ...(s.heading !== undefined ? { heading: s.heading } : {}),
      });
    return out;
  },
};

/** SQ-AIR-01 (decision: owner): on a 4–6 the caller chooses the airstrike. */
export const chooseStrikeRow: Row<'choose-strike'> = {
  accepts: ['choose-strike'],
  rules: ['SQ-AIR-01'],
  prompt: (_s, st) => [
    {
      kind: 'choose-strike',
      player: st.player,
      message: 'Choose the airstrike: a strafing run, light bombs or anti-vehicle fire.',
      constraints: { unit: st.unit, strikes: ['strafing', 'lightBombs', 'antiVehicle'] },
    },
  ],
  legal: (_s, player, st) =>
    player === st.player
      ? (['strafing', 'lightBombs', 'antiVehicle'] as const).map((strike) => ({
          type: 'choose-strike' as const,
          player,
          unit: st.unit,
          strike,
        }))
      : [],
};

/** Round-robin over `among`, `n` entries. */
function roundRobin(among: readonly string[], n: number): string[] {
  return Array.from({ length: n }, (_, i) => among[i % among.length] as string);
}

/** SQ-AIR-08 / SQ-DEF-25 (decision: owner): each anti-vehicle shot's target vehicle. */
export const assignShotsRow: Row<'assign-shots'> = {
  accepts: ['assign-shots'],
  rules: ['SQ-AIR-08', 'SQ-DEF-25'],
  prompt: (_s, st) => [
    {
      kind: 'assign-shots',
      player: st.player,
      message: `Assign ${st.shots} anti-vehicle shot(s) to the enemy vehicles under the line.`,
      constraints: { unit: st.unit, shots: st.shots, among: st.among },
    },
  ],
  legal(_s, player, st) {
    if (player !== st.player) return [];
    const options = [...st.among.map((id) => roundRobin([id], st.shots)), roundRobin(st.among, st.shots)];
    const seen = new Set<string>();
    const out: SqCommand[] = [];
    for (const targets of options) {
      const key = targets.join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: 'assign-shots', player, unit: st.unit, targets });
    }
    return out;
  },
};

/** SQ-AIR-06 / SQ-DEF-25 (decision: target owner): the pooled strafing hits spread over its units. */
export const spreadHitsRow: Row<'spread-hits'> = {
  accepts: ['spread-hits'],
  rules: ['SQ-AIR-06', 'SQ-DEF-25'],
  prompt: (_s, st) => [
    {
      kind: 'spread-hits',
      player: st.player,
      message: `Spread ${st.hits} strafing hit(s) over your units under the line.`,
      constraints: { hits: st.hits, among: st.among },
    },
  ],
  legal(_s, player, st) {
    if (player !== st.player) return [];
    const allocations: Record<string, number>[] = st.among.map((id) => ({ [id]: st.hits }));
    const even: Record<string, number> = {};
    for (const id of roundRobin(st.among, st.hits)) even[id] = (even[id] ?? 0) + 1;
    allocations.push(even);
    const seen = new Set<string>();
    const out: SqCommand[] = [];
    for (const allocation of allocations) {
      const key = st.among.map((id) => allocation[id] ?? 0).join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: 'spread-hits', player, allocation });
    }
    return out;
  },
};
