import { geometry, type PlayerId } from 'sandtable';
import type { XzCommand } from '../commands/schema';
import { turnOf, unitsToAct } from '../rules/actions';
import { assaultSamples } from '../rules/assault/samples';
import { attachSamples, detachSamples } from '../rules/attach-samples';
import { coverSamples } from '../rules/cover';
import { deploymentSamples, undeployed } from '../rules/deployment';
import { moveSamples } from '../rules/move-samples';
import { shootSamples } from '../rules/shooting/samples';
import { closestEnemyPoint } from '../rules/threat';
import { orderableUnits } from '../rules/turn';
import { enemyUnits, isOneModel, leaderOf, sideOf } from '../rules/units';
import { deploymentZonesOf } from '../schemas/scenario';
import { ORDER_KINDS, type XzState } from '../state';
import type { XzDecision } from '../tables';

/** R37 / XZ-TURN-01: the first-listed player rolls odds or evens. */
export const oddsEvensDecision: XzDecision<'odds-evens'> = {
  accepts: ['roll-odds-evens'],
  rules: ['XZ-TURN-01', 'R37'],
  prompt: (_s, stage) => [
    {
      player: stage.player,
      kind: 'odds-evens',
      message:
        'Roll odds or evens: odd, you choose Attacker or Defender; even, your opponent does (XZ-TURN-01, R37).',
    },
  ],
  legal: (_s, player, stage) => (player === stage.player ? [{ type: 'roll-odds-evens', player }] : []),
};

/** XZ-TURN-01: the roll-off winner chooses to attack or defend. */
export const chooseRoleDecision: XzDecision<'choose-role'> = {
  accepts: ['choose-role'],
  rules: ['XZ-TURN-01'],
  prompt: (_s, stage) => [
    {
      player: stage.player,
      kind: 'choose-role',
      message:
        'Choose to be the Attacker (acts first) or the Defender (chooses the deployment zone) (XZ-TURN-01).',
    },
  ],
  legal: (_s, player, stage) =>
    player === stage.player
      ? [
          { type: 'choose-role', player, role: 'attacker' },
          { type: 'choose-role', player, role: 'defender' },
        ]
      : [],
};

/** XZ-TURN-02: the Defender picks a deployment zone. */
export const chooseZoneDecision: XzDecision<'choose-zone'> = {
  accepts: ['choose-zone'],
  rules: ['XZ-TURN-02', 'R2'],
  prompt: (_s, stage) => [
    { player: stage.player, kind: 'choose-zone', message: 'Choose your deployment zone (XZ-TURN-02).' },
  ],
  legal: (state, player, stage) =>
    player === stage.player
      ? deploymentZonesOf(state.scenario).map((z) => ({ type: 'choose-zone' as const, player, zone: z.id }))
      : [],
};

/** R2: place each unit in the zone, the Defender's first. */
export const deployDecision: XzDecision<'deploy'> = {
  accepts: ['deploy-unit'],
  rules: ['R2'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'deploy',
      message: 'Deploy a unit wholly inside your zone, in coherency (R2, XZ-UNIT-03).',
      constraints: {
        units: undeployed(state, stage.player).map((u) => u.id),
        zone: sideOf(state, stage.player).zone ?? null,
      },
    },
  ],
  legal(state, player, stage) {
    if (player !== stage.player) return [];
    return undeployed(state, player).flatMap((unit) =>
      deploymentSamples(state, unit, 3).map((models) => ({
        type: 'deploy-unit' as const,
        player,
        unit: unit.id,
        models,
      })),
    );
  },
  templates: (state, player, stage) =>
    player !== stage.player
      ? []
      : undeployed(state, player).map((unit) => ({
          type: 'deploy-unit',
          player,
          description: `Place every model of ${unit.name} inside zone '${sideOf(state, player).zone}', within its coherency of the leader.`,
          params: {
            unit: unit.id,
            models: unit.models.filter((m) => m.alive).map((m) => m.id),
            zone: sideOf(state, player).zone ?? null,
          },
        })),
};

/**
 * XZ-TURN-05 / XZ-TURN-06 / XZ-TURN-07 / R20: both players secretly place a counter on each good-morale unit (one
 * unit at a time or all at once) and may request off-table support.
 */
export const ordersDecision: XzDecision<'orders'> = {
  accepts: ['assign-orders', 'request-support'],
  rules: ['XZ-TURN-05', 'XZ-TURN-06', 'R20'],
  prompt: (state, stage) =>
    stage.players.map((player) => ({
      player,
      kind: 'orders' as const,
      secret: true,
      message:
        'Place a face-down order counter on each of your units on good morale (XZ-TURN-05); you may request off-table support first (XZ-TURN-07).',
      constraints: {
        units: orderableUnits(state, player).map((u) => u.id),
        unassigned: orderableUnits(state, player)
          .filter((u) => u.order === undefined)
          .map((u) => u.id),
        orders: [...ORDER_KINDS],
      },
    })),
  legal(state, player, stage) {
    if (!stage.players.includes(player)) return [];
    const out: XzCommand[] = [];
    for (const unit of orderableUnits(state, player)) {
      if (unit.order !== undefined) continue;
      for (const order of ORDER_KINDS) {
        if (order === 'charge' && unit.noChargeTurn === state.turn) continue;
        out.push({ type: 'assign-orders', player, orders: [{ unit: unit.id, order }] });
      }
    }
    out.push(...supportRequests(state, player));
    return out;
  },
};

/** R3: a request for each available asset, its markers on the closest enemy units (the first one active). */
function supportRequests(state: XzState, player: PlayerId): XzCommand[] {
  const side = sideOf(state, player);
  const targets = enemyUnits(state, player)
    .map((u) => leaderOf(u))
    .filter((m) => m !== undefined);
  if (targets.length === 0) return [];
  return side.assets
    .filter((a) => a.status === 'available' && a.requestedTurn !== state.turn)
    .map((a) => {
      const markers = [0, 1, 2, 3].map((i) => {
        const t = targets[i % targets.length] as { x: number; y: number };
        return { x: Math.round(t.x * 100) / 100, y: Math.round(t.y * 100) / 100 };
      });
      return { type: 'request-support' as const, player, asset: a.index, markers, active: 0 };
    });
}

/**
 * XZ-TURN-08 … XZ-TURN-11 / XZ-ORD-01 / R20 / R22 / R23: the acting player takes the next action of one of its
 * units, in any order; a Suppressed unit does its one behaviour.
 */
export const actDecision: XzDecision<'act'> = {
  accepts: ['move', 'shoot', 'assault', 'ready', 'pass-action', 'move-to-cover', 'withdraw', 'turn-to-face'],
  rules: ['XZ-TURN-08', 'XZ-ORD-01', 'XZ-ORD-09'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'act',
      message: `${state.phase === 'primary' ? 'Primary' : 'Secondary'} Actions: take the next action of one of your units (XZ-ORD-01).`,
      constraints: {
        units: unitsToAct(state, stage.player).map((u) => {
          const turn = turnOf(state, u);
          return { unit: u.id, action: turn?.kind === 'action' ? turn.action : ('behaviour' as const) };
        }),
      },
    },
  ],
  legal(state, player, stage) {
    if (player !== stage.player) return [];
    const out: XzCommand[] = [];
    for (const unit of unitsToAct(state, player)) {
      const turn = turnOf(state, unit);
      if (!turn) continue;
      if (turn.kind === 'behaviour') {
        out.push({ type: 'move-to-cover', player, unit: unit.id, models: [] });
        for (const models of coverSamples(state, unit))
          out.push({ type: 'move-to-cover', player, unit: unit.id, models });
        out.push({ type: 'withdraw', player, unit: unit.id });
        out.push(...shootSamples(state, unit));
        if (isOneModel(unit)) {
          const threat = closestEnemyPoint(state, unit);
          const m = leaderOf(unit);
          if (threat && m)
            out.push({
              type: 'turn-to-face',
              player,
              unit: unit.id,
              facing: Math.round(geometry.bearing(m, threat)),
            });
        }
        continue;
      }
      out.push({ type: 'pass-action', player, unit: unit.id });
      if (turn.action === 'ready') out.push({ type: 'ready', player, unit: unit.id });
      if (turn.action === 'move') {
        for (const models of moveSamples(state, unit))
          out.push({ type: 'move', player, unit: unit.id, models });
        for (const sample of attachSamples(state, unit))
          out.push({ type: 'move', player, unit: unit.id, models: sample.models, attach: sample.host });
        for (const models of detachSamples(state, unit))
          out.push({ type: 'move', player, unit: unit.id, models, detach: true });
      }
      if (turn.action === 'shoot') out.push(...shootSamples(state, unit));
      if (turn.action === 'assault') out.push(...assaultSamples(state, unit));
    }
    return out;
  },
  templates: (state, player, stage) =>
    player !== stage.player
      ? []
      : unitsToAct(state, player).flatMap((unit) => {
          const turn = turnOf(state, unit);
          if (turn?.kind !== 'action' || turn.action !== 'move') return [];
          return [
            {
              type: 'move',
              player,
              description: `Move ${unit.name}: the leader first, then each model up to its Mobility, ending in coherency and out of contact with the enemy (XZ-MOVE-01, XZ-MOVE-05, XZ-MOVE-11).`,
              params: { unit: unit.id, models: unit.models.filter((m) => m.alive).map((m) => m.id) },
            },
          ];
        }),
};

/**
 * XZ-RES-10 / XZ-STAT-08 / R4 / XZ-RES-12: the owner of a roll may spend Command re-rolls on its failed dice
 * (offered only while a commander's pool has re-rolls left and the rolling unit's leader is within its Command
 * radius), or re-roll the failed dice showing the natural value its unit's limited re-roll names (free).
 */
export const rerollDecision: XzDecision<'reroll'> = {
  accepts: ['reroll'],
  rules: ['XZ-RES-10'],
  prompt: (state, stage) => {
    const limited = state.reroll?.limited;
    const purpose = state.reroll?.purpose ?? 'your roll';
    return [
      {
        player: stage.player,
        kind: 'reroll',
        message: limited
          ? `Re-roll any failed dice of ${purpose} showing a natural ${limited.natural} with ${limited.name}, or keep them (XZ-RES-12).`
          : `Re-roll any of the failed dice of ${purpose} with Command re-rolls, or keep them (XZ-RES-10, XZ-STAT-08, R4).`,
        constraints: {
          dice: state.reroll?.dice ?? [],
          eligible: state.reroll?.eligible ?? [],
          ...(limited ? { natural: limited.natural } : {}),
        },
        rules: limited ? ['XZ-RES-12'] : ['XZ-STAT-08', 'R4'],
      },
    ];
  },
  legal(state, player, stage) {
    if (player !== stage.player || !state.reroll) return [];
    const pool = state.reroll.limited
      ? state.reroll.eligible.length
      : (state.units.find((u) => u.id === state.reroll?.commander)?.rerolls ?? 0);
    const eligible = state.reroll.eligible.slice(0, pool);
    const out: XzCommand[] = [{ type: 'reroll', player, dice: [] }];
    if (eligible.length > 0) out.push({ type: 'reroll', player, dice: eligible });
    if (eligible.length > 1) out.push({ type: 'reroll', player, dice: [eligible[0] as number] });
    return out;
  },
};

/** R27: the owner names a new leader. */
export const newLeaderDecision: XzDecision<'new-leader'> = {
  accepts: ['choose-leader'],
  rules: ['R27', 'XZ-UNIT-02'],
  prompt: (_s, stage) => [
    {
      player: stage.player,
      kind: 'new-leader',
      message: 'Your unit leader was removed: name the new leader (R27).',
      constraints: { unit: stage.unit },
    },
  ],
  legal(state, player, stage) {
    if (player !== stage.player) return [];
    const unit = state.units.find((u) => u.id === stage.unit);
    return (unit?.models ?? [])
      .filter((m) => m.alive && m.body !== 'gun')
      .map((m) => ({ type: 'choose-leader' as const, player, unit: stage.unit, model: m.id }));
  },
};

/** The game is over: nobody is asked anything. */
export const gameOverDecision: XzDecision<'game-over'> = {
  accepts: [],
  prompt: () => [],
  legal: () => [],
};
