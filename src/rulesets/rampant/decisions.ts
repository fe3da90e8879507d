import type { Vec2 } from 'sandtable';
import type { DecisionTable } from 'sandtable/kit';
import { deployProblem, orderProblem, transportsWithRoom } from './commands/index';
import type { RmpCommand, RmpCommandOf } from './commands/schema';
import type { RmpDecision, RmpPrompt } from './prompts';
import { attackTargets, shootTargets, wildTargets } from './rules/combat';
import { passengerSpots, removableModels } from './rules/damage';
import { attackPlan, translated } from './rules/movement';
import { deploySpots, halfAllowance, moveSamples } from './rules/samples';
import { alive, classOf, findUnit, hasRule, maxMovement, unitById } from './rules/units';
import { orderable } from './settle';
import type { RmpState, Stage, UnitState } from './state';

type Row<K extends Stage['kind']> = RmpDecision<K>;

const rollOff: Row<'roll-off'> = {
  accepts: ['roll-off'],
  rules: ['RMP-DEF-02', 'RMP-DEF-21'],
  prompt: (_s, st) => [
    {
      kind: 'roll-off',
      player: st.player,
      message: 'Roll off (a d6 each): the winner picks a zone and goes first.',
    },
  ],
  legal: (_s, player, st) => (player === st.player ? [{ type: 'roll-off', player }] : []),
};

const chooseZone: Row<'choose-zone'> = {
  accepts: ['choose-zone'],
  rules: ['RMP-DEF-02', 'RMP-DEF-21'],
  prompt: (_s, st) => [
    { kind: 'choose-zone', player: st.player, message: 'Choose your deployment zone: south or north.' },
  ],
  legal: (_s, player, st) =>
    player === st.player
      ? [
          { type: 'choose-zone', player, zone: 'south' },
          { type: 'choose-zone', player, zone: 'north' },
        ]
      : [],
};

const undeployed = (state: RmpState, player: string) =>
  state.units.filter((u) => u.player === player && u.status === 'undeployed');

/** RMP-DEF-02: legal deployments: each undeployed unit at spread-out spots (and aboard a transport with room). */
export function deployCommands(state: RmpState, player: string): RmpCommandOf<'deploy'>[] {
  const out: RmpCommandOf<'deploy'>[] = [];
  const spots = deploySpots(state, player);
  for (const unit of undeployed(state, player)) {
    let n = 0;
    for (const at of spots) {
      if (deployProblem(state, unit, at)) continue;
      out.push({ type: 'deploy', player, unit: unit.id, at });
      if (++n >= 3) break;
    }
    for (const t of transportsWithRoom(state, unit))
      if (t.status === 'table') out.push({ type: 'deploy', player, unit: unit.id, embarkIn: t.id });
  }
  return out;
}

const deploy: Row<'deploy'> = {
  accepts: ['deploy'],
  rules: ['RMP-DEF-02', 'RMP-DEF-21'],
  prompt: (s, st) => [
    {
      kind: 'deploy',
      player: st.player,
      message: 'Deploy a unit wholly inside your zone (or start infantry aboard a transport).',
      constraints: { units: undeployed(s, st.player).map((u) => u.id) },
    },
  ],
  legal: (s, player, st) => (player === st.player ? deployCommands(s, player) : []),
};

const rally: Row<'rally'> = {
  accepts: ['rally'],
  rules: ['RMP-PHS-02', 'RMP-SUP-01', 'RMP-DEF-21'],
  prompt: (_s, st) => [
    {
      kind: 'rally',
      player: st.player,
      message: 'Rally a Suppressed unit (a Courage test).',
      constraints: { units: st.units },
    },
  ],
  legal: (_s, player, st) =>
    player === st.player ? st.units.map((unit) => ({ type: 'rally' as const, player, unit })) : [],
};

const wildCharge: Row<'wild-charge'> = {
  accepts: ['wild-charge'],
  rules: ['RMP-PHS-03', 'RMP-DEF-11', 'RMP-DEF-21'],
  prompt: (_s, st) => [
    {
      kind: 'wild-charge',
      player: st.player,
      message: 'Test a unit for a Wild Charge (on a pass it attacks the nearest enemy).',
      constraints: { units: st.units },
    },
  ],
  legal: (s, player, st) => {
    if (player !== st.player) return [];
    const out: RmpCommand[] = [];
    for (const id of st.units)
      for (const t of wildTargets(s, unitById(s, id)))
        out.push({ type: 'wild-charge', player, unit: id, target: t.id });
    return out;
  },
};

/**
 * RMP-PHS-04 / RMP-DEF-04: every order a unit may be given now (positions sampled). Each is checked with the
 * same functions `order` checks with (the move samples by `moveProblem`, a Shoot after a move from the moved
 * position), so every listed order is accepted.
 */
export function orderCommands(state: RmpState, unit: UnitState, player: string): RmpCommandOf<'order'>[] {
  const out: RmpCommandOf<'order'>[] = [];
  const base = { type: 'order' as const, player, unit: unit.id };
  if (unit.status === 'embarked') {
    const t = unit.transport ? findUnit(state, unit.transport) : undefined;
    const hull = t && t.status === 'table' ? alive(t)[0] : undefined;
    if (hull)
      for (const to of passengerSpots(state, unit, hull).slice(0, 3)) {
        const c = { ...base, action: 'move' as const, to };
        if (!orderProblem(state, c)) out.push(c);
      }
    return out;
  }
  // moveSamples checks each destination exactly as an order to Move does.
  for (const to of moveSamples(state, unit, maxMovement(state, unit)))
    out.push({ ...base, action: 'move', to });
  for (const t of transportsWithRoom(state, unit))
    if (t.status === 'table' && attackPlan(state, unit, t, maxMovement(state, unit)))
      out.push({ ...base, action: 'move', embark: t.id });
  const cls = classOf(state, unit);
  if (cls.range !== null) {
    const targets = shootTargets(state, unit);
    for (const t of targets) out.push({ ...base, action: 'shoot', target: t.id });
    const skirmish = hasRule(state, unit, 'skirmish');
    const moveAndFire = hasRule(state, unit, 'moveAndFire');
    const halfMoves = skirmish || moveAndFire ? moveSamples(state, unit, halfAllowance(state, unit), 3) : [];
    if (skirmish)
      for (const t of targets.slice(0, 2))
        for (const to of halfMoves.slice(0, 2))
          out.push({ ...base, action: 'skirmish', target: t.id, to, shootFirst: true });
    for (const to of halfMoves) {
      const { ghost, moved } = movedTo(state, unit, to);
      for (const t of shootTargets(ghost, moved)) {
        if (skirmish) out.push({ ...base, action: 'skirmish', target: t.id, to, shootFirst: false });
        if (moveAndFire) out.push({ ...base, action: 'move-and-fire', target: t.id, to });
      }
    }
  }
  for (const t of attackTargets(state, unit)) out.push({ ...base, action: 'attack', target: t.id });
  return out;
}

/** The state with one unit moved as a block to a new centre (what a Shoot after a move sees). */
function movedTo(state: RmpState, unit: UnitState, to: Vec2): { ghost: RmpState; moved: UnitState } {
  const positions = translated(unit, to);
  let i = 0;
  const moved = {
    ...unit,
    models: unit.models.map((m) => (m.alive ? { ...m, ...(positions[i++] as Vec2) } : m)),
  };
  return { ghost: { ...state, units: state.units.map((u) => (u.id === unit.id ? moved : u)) }, moved };
}

/** The units that may still be ordered this phase. */
export function orderableUnits(state: RmpState): UnitState[] {
  return state.units.filter((u) => orderable(state, u));
}

const order: Row<'order'> = {
  accepts: ['order', 'end-phase'],
  rules: ['RMP-PHS-04', 'RMP-DEF-04', 'RMP-DEF-21'],
  prompt: (s, st) => [
    {
      kind: 'order',
      player: st.player,
      message: 'Order a unit (an activation test: a failure ends your phase), or end your phase.',
      constraints: { units: orderableUnits(s).map((u) => u.id) },
      // RMP-SUP-02 / RMP-SUP-04: the player's Suppressed units are left out (they may only Rally, never move).
      ...(s.units.some((u) => u.player === st.player && u.status === 'table' && u.suppressed)
        ? { rules: ['RMP-SUP-02', 'RMP-SUP-04'] }
        : {}),
    },
  ],
  legal: (s, player, st) => {
    if (player !== st.player) return [];
    const out: RmpCommand[] = [];
    for (const u of orderableUnits(s)) out.push(...orderCommands(s, u, player));
    out.push({ type: 'end-phase', player });
    return out;
  },
};

const reaction: Row<'reaction'> = {
  accepts: ['react'],
  rules: ['RMP-DEF-09', 'RMP-DEF-21'],
  prompt: (_s, st) => [
    {
      kind: 'reaction',
      player: st.player,
      message: `React with ${st.unit} to ${st.against}: ${st.options.join(', ')}.`,
      constraints: { unit: st.unit, against: st.against, options: st.options },
    },
  ],
  legal: (_s, player, st) =>
    player === st.player ? st.options.map((reaction) => ({ type: 'react' as const, player, reaction })) : [],
};

const removeModels: Row<'remove-models'> = {
  accepts: ['remove-models'],
  rules: ['RMP-DEF-06', 'RMP-DEF-21'],
  prompt: (s, st) => [
    {
      kind: 'remove-models',
      player: st.player,
      message: `Remove ${st.count} model(s) from ${st.unit}.`,
      constraints: { unit: st.unit, count: st.count, models: removableModels(s, unitById(s, st.unit)) },
    },
  ],
  legal: (s, player, st) => {
    if (player !== st.player) return [];
    const unit = unitById(s, st.unit);
    // Remove one at a time in the engine's order (each choice keeps coherency), ends first.
    const picks: string[] = [];
    let models = unit.models.map((m) => ({ ...m }));
    for (let i = 0; i < st.count; i++) {
      const ghost = { ...unit, models };
      const options = removableModels(s, ghost);
      const pick = options[options.length - 1];
      if (!pick) return [];
      picks.push(pick);
      models = models.map((m) => (m.id === pick ? { ...m, alive: false } : m));
    }
    return [{ type: 'remove-models', player, unit: unit.id, models: picks }];
  },
};

const retreat: Row<'retreat'> = {
  accepts: ['retreat'],
  rules: ['RMP-RET-04', 'RMP-DEF-21'],
  prompt: (_s, st) => [
    {
      kind: 'retreat',
      player: st.player,
      message: `${st.unit} Retreats: move into cover (${st.cover.join(', ')}) or flee.`,
      constraints: { unit: st.unit, cover: st.cover },
    },
  ],
  legal: (_s, player, st) =>
    player === st.player
      ? [
          ...st.cover.map((cover) => ({ type: 'retreat' as const, player, unit: st.unit, cover })),
          { type: 'retreat' as const, player, unit: st.unit, cover: null },
        ]
      : [],
};

const placePassengers: Row<'place-passengers'> = {
  accepts: ['place-passengers'],
  rules: ['RMP-DEF-17', 'RMP-DEF-21'],
  prompt: (s, st) => {
    const step = s.queue[0];
    const near = step?.kind === 'passengers' ? step.at : { x: 0, y: 0 };
    return [
      {
        kind: 'place-passengers',
        player: st.player,
        message: `Place ${st.unit} within 3" of its lost transport.`,
        constraints: { unit: st.unit, near: { x: near.x, y: near.y } },
      },
    ];
  },
  legal: (s, player, st) => {
    const step = s.queue[0];
    if (player !== st.player || step?.kind !== 'passengers') return [];
    const unit = unitById(s, st.unit);
    return passengerSpots(s, unit, step.at as Vec2)
      .slice(0, 4)
      .map((at) => ({ type: 'place-passengers' as const, player, unit: unit.id, at }));
  },
};

const gameOver: Row<'game-over'> = { accepts: [], prompt: () => [], legal: () => [] };

/** Every stage and what it asks. */
export const DECISIONS: DecisionTable<RmpState, RmpCommand, RmpPrompt, Stage> = {
  'roll-off': rollOff,
  'choose-zone': chooseZone,
  deploy,
  rally,
  'wild-charge': wildCharge,
  order,
  reaction,
  'remove-models': removeModels,
  retreat,
  'place-passengers': placePassengers,
  'game-over': gameOver,
} as DecisionTable<RmpState, RmpCommand, RmpPrompt, Stage>;
