import { geometry, type Vec2 } from 'sandtable';
import type { DecisionTable } from 'sandtable/kit';
import { inZone } from './commands/index';
import type { SqCommand } from './commands/schema';
import { assaultCommands, consolidateDecision, splitAttacksDecision } from './decisions-cqb';
import {
  assignShotsRow,
  chooseStrikeRow,
  fireActionCommands,
  markTargetRow,
  spreadHitsRow,
} from './decisions-fire';
import type { SqDecision, SqPrompt } from './prompts';
import { availableActions, smokeRange, transportsFor } from './rules/actions';
import { removalChoices } from './rules/damage';
import { baseInImpassable, baseOnTable, centroid } from './rules/geometry';
import { checkMove, isProblem, placementProblem } from './rules/movement';
import { deploySamples, moveSamples, nearestEnemy } from './rules/samples';
import { shootableTargets } from './rules/shooting';
import { activatable } from './rules/turn';
import { alive, findUnit, hasRule, moveAllowance, unitById } from './rules/units';
import type { SqState, Stage, UnitState } from './state';

export type { SqPrompt } from './prompts';

type Row<K extends Stage['kind']> = SqDecision<K>;

/** Where the unit would like to go: objectives and the nearest enemy. */
function goals(state: SqState, unit: UnitState): Vec2[] {
  const out: Vec2[] = [...state.scenario.objectives];
  const enemy = nearestEnemy(state, unit);
  if (enemy) out.push(centroid(enemy));
  return out;
}

/** SQ-DEF-30: every command the acting unit may send now (sampled for positions). */
export function actionCommands(state: SqState, unit: UnitState, player: string): SqCommand[] {
  const out: SqCommand[] = [];
  for (const action of availableActions(state, unit)) {
    switch (action) {
      case 'move': {
        const allowance = moveAllowance(state, unit);
        for (const positions of moveSamples(state, unit, goals(state, unit), { allowance }))
          out.push({ type: 'move', player, unit: unit.id, positions });
        if (hasRule(state, unit, 'jumpInfantry'))
          for (const positions of moveSamples(
            state,
            unit,
            goals(state, unit),
            { allowance: 12, jump: true },
            false,
          ))
            out.push({ type: 'move', player, unit: unit.id, positions, jump: true });
        break;
      }
      case 'shoot':
        for (const t of shootableTargets(state, unit))
          out.push({ type: 'shoot', player, unit: unit.id, target: t.id });
        break;
      case 'overwatch':
      case 'rally':
      case 'hold':
        out.push({ type: action, player, unit: unit.id });
        break;
      case 'smoke': {
        const c = centroid(unit);
        const enemy = nearestEnemy(state, unit);
        const towards = enemy ? geometry.normalize(geometry.subtract(centroid(enemy), c)) : { x: 0, y: 1 };
        const reach = Math.min(smokeRange(state, unit), 3);
        out.push({
          type: 'smoke',
          player,
          unit: unit.id,
          at: { x: round(c.x + towards.x * reach), y: round(c.y + towards.y * reach) },
        });
        break;
      }
      case 'embark':
        for (const t of transportsFor(state, unit)) {
          const hull = t.models[0];
          if (!hull) continue;
          const positions = ringAround(hull, alive(unit).length, 2.2);
          const result = checkMove(state, unit, positions);
          if (!isProblem(result))
            out.push({ type: 'embark', player, unit: unit.id, transport: t.id, positions });
        }
        break;
      case 'exit': {
        const transport = unit.transport ? findUnit(state, unit.transport) : undefined;
        const hull = transport?.models[0];
        if (!hull) break;
        exits: for (const radius of [2.5, 3.5])
          for (let turn = 0; turn < 8; turn++) {
            const positions = ringAround(hull, alive(unit).length, radius, (turn * Math.PI) / 4);
            const bases = positions.map((p) => ({ center: p, radius: 0.5 }));
            if (bases.some((b) => !baseOnTable(state, b) || baseInImpassable(state, b))) continue;
            if (!placementProblem(state, unit, bases)) {
              out.push({ type: 'exit', player, unit: unit.id, positions });
              break exits;
            }
          }
        break;
      }
      case 'assault':
        out.push(...assaultCommands(state, unit, player));
        break;
      case 'call-fire':
        out.push(...fireActionCommands(state, unit, player));
        break;
    }
  }
  return out;
}

/** `n` points on a ring around a hull, spaced so neighbours stay within coherency. */
function ringAround(hull: Vec2, n: number, radius: number, start = 0): Vec2[] {
  const out: Vec2[] = [];
  const step = Math.min((2 * Math.PI) / Math.max(n, 1), 1.4 / radius);
  for (let i = 0; i < n; i++) {
    const a = start - Math.PI / 2 + (i - (n - 1) / 2) * step;
    out.push({ x: round(hull.x + Math.cos(a) * radius), y: round(hull.y + Math.sin(a) * radius) });
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const rollOff: Row<'roll-off'> = {
  accepts: ['roll-off'],
  rules: ['SQ-DEF-02'],
  prompt: (_s, st) => [
    { kind: 'roll-off', player: st.player, message: 'Roll off for deployment (both players roll a d6).' },
  ],
  legal: (_s, player, st) => (player === st.player ? [{ type: 'roll-off' as const, player }] : []),
};

const chooseZone: Row<'choose-zone'> = {
  accepts: ['choose-zone'],
  rules: ['SQ-DEF-02'],
  prompt: (_s, st) => [
    {
      kind: 'choose-zone',
      player: st.player,
      message: 'You won the roll-off: choose your deployment zone (south or north); you deploy first.',
    },
  ],
  legal: (_s, player, st) =>
    player === st.player
      ? (['south', 'north'] as const).map((zone) => ({ type: 'choose-zone' as const, player, zone }))
      : [],
};

const deploy: Row<'deploy'> = {
  accepts: ['deploy'],
  rules: ['SQ-DEF-02'],
  prompt: (s, st) => [
    {
      kind: 'deploy',
      player: st.player,
      message:
        'Place one unit wholly inside your deployment zone (or start infantry embarked in a transport).',
      constraints: {
        units: s.units.filter((u) => u.player === st.player && u.status === 'undeployed').map((u) => u.id),
      },
    },
  ],
  legal(state, player, st) {
    if (player !== st.player) return [];
    const out: SqCommand[] = [];
    for (const unit of state.units) {
      if (unit.player !== player || unit.status !== 'undeployed') continue;
      for (const positions of deploySamples(state, unit, player, (b) => inZone(state, player, b)))
        out.push({ type: 'deploy', player, unit: unit.id, positions });
      for (const t of transportsFor(state, unit))
        out.push({ type: 'deploy', player, unit: unit.id, transport: t.id });
    }
    return out;
  },
};

const recon: Row<'recon'> = {
  accepts: ['recon-move'],
  rules: ['SQ-SPC-12', 'SQ-DEF-26'],
  prompt: (s, st) => [
    {
      kind: 'recon',
      player: st.player,
      message: 'Make a free Recon move with one of your Recon units (or decline it).',
      constraints: {
        units: s.units
          .filter(
            (u) => u.player === st.player && u.status === 'table' && !u.reconDone && hasRule(s, u, 'recon'),
          )
          .map((u) => u.id),
      },
    },
  ],
  legal(state, player, st) {
    if (player !== st.player) return [];
    const out: SqCommand[] = [];
    for (const unit of state.units) {
      if (
        unit.player !== player ||
        unit.status !== 'table' ||
        unit.reconDone ||
        !hasRule(state, unit, 'recon')
      )
        continue;
      out.push({ type: 'recon-move', player, unit: unit.id });
      for (const positions of moveSamples(
        state,
        unit,
        goals(state, unit),
        { allowance: moveAllowance(state, unit) },
        false,
      ))
        out.push({ type: 'recon-move', player, unit: unit.id, positions });
    }
    return out;
  },
};

const activate: Row<'activate'> = {
  accepts: ['activate'],
  rules: ['SQ-DEF-03'],
  prompt: (s, st) => [
    {
      kind: 'activate',
      player: st.player,
      message: 'Choose the unit to activate next.',
      constraints: { units: activatable(s, st.player).map((u) => u.id) },
    },
  ],
  legal: (state, player, st) =>
    player === st.player
      ? activatable(state, player).map((u) => ({ type: 'activate' as const, player, unit: u.id }))
      : [],
};

const action: Row<'action'> = {
  accepts: ['move', 'shoot', 'overwatch', 'assault', 'embark', 'exit', 'call-fire', 'smoke', 'rally', 'hold'],
  rules: ['SQ-DEF-04'],
  prompt: (s, st) => {
    const unit = unitById(s, st.unit);
    return [
      {
        kind: 'action',
        player: st.player,
        message: `Choose ${unit.name}'s action.`,
        constraints: { unit: unit.id, actions: availableActions(s, unit) },
      },
    ];
  },
  legal: (state, player, st) =>
    player === st.player ? actionCommands(state, unitById(state, st.unit), player) : [],
};

const casualties: Row<'casualties'> = {
  accepts: ['remove-casualties'],
  rules: ['SQ-DEF-10'],
  prompt: (s, st) => {
    const unit = unitById(s, st.unit);
    const head = s.queue[0] as { pool?: string[] } | undefined;
    const { must } = removalChoices(unit, head?.pool);
    return [
      {
        kind: 'casualties',
        player: st.player,
        message: `Remove ${st.count} model(s) of ${unit.name}${must.length > 0 ? ', from those hit first' : ''}.`,
        constraints: { unit: unit.id, count: st.count, first: must, models: alive(unit).map((m) => m.id) },
      },
    ];
  },
  legal(state, player, st) {
    if (player !== st.player) return [];
    const unit = unitById(state, st.unit);
    const head = state.queue[0] as { pool?: string[] } | undefined;
    const { must, rest } = removalChoices(unit, head?.pool);
    const order = [...must, ...rest];
    const take = (ids: string[]) => ({
      type: 'remove-casualties' as const,
      player,
      unit: unit.id,
      models: ids,
    });
    const out = [take(order.slice(0, st.count))];
    // The same count, taking the last-listed hit models instead.
    const firstN = Math.min(must.length, st.count);
    const alt = [...must.slice(must.length - firstN), ...rest.slice(0, st.count - firstN)];
    if (alt.join() !== out[0]?.models.join()) out.push(take(alt));
    return out;
  },
};

const overwatch: Row<'overwatch'> = {
  accepts: ['overwatch-fire', 'overwatch-pass'],
  rules: ['SQ-DEF-14'],
  prompt: (_s, st) => [
    {
      kind: 'overwatch',
      player: st.player,
      message: `Fire on overwatch at ${st.target}?`,
      constraints: { target: st.target, shooters: st.shooters },
    },
  ],
  legal: (_s, player, st) =>
    player === st.player
      ? [
          ...st.shooters.map((u) => ({ type: 'overwatch-fire' as const, player, unit: u })),
          { type: 'overwatch-pass' as const, player },
        ]
      : [],
};

const gameOver: Row<'game-over'> = { accepts: [], prompt: () => [], legal: () => [] };

/** Every stage and what it asks (CQB and fire-mission stages are filled in by their modules). */
export const DECISIONS: DecisionTable<SqState, SqCommand, SqPrompt, Stage> = {
  'roll-off': rollOff,
  'choose-zone': chooseZone,
  deploy,
  recon,
  activate,
  action,
  casualties,
  overwatch,
  consolidate: consolidateDecision,
  'split-attacks': splitAttacksDecision,
  'mark-target': markTargetRow,
  'choose-strike': chooseStrikeRow,
  'assign-shots': assignShotsRow,
  'spread-hits': spreadHitsRow,
  'game-over': gameOver,
};
