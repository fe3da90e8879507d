import { hasChosen } from 'sandtable';
import { assaultDecisionCommands } from './commands/assault-decisions';
import { buildingAssaultCommands } from './commands/assault-declarations';
import { stagedAssault } from './commands/assault-flow';
import { assaultMoveSamples, overrunSamples } from './commands/assault-moves';
import { attackDecisionCommands } from './commands/attack-decisions';
import { digInCommands } from './commands/dig-in';
import { enterCommands } from './commands/enter-building';
import { goOnOverwatchCommands } from './commands/go-on-overwatch';
import { moveTemplates, sampleMoves } from './commands/move-unit';
import { overwatchCommands } from './commands/overwatch-window';
import type { XenocideCommand } from './commands/schema';
import { shootCommands } from './commands/shoot';
import { spendPowerCommands } from './commands/spend-power';
import { sideIndex } from './context';
import { rallyCommands } from './phases/morale';
import { suppressionDieCommands } from './phases/shooting-phase';
import {
  actingUnits,
  companiesToActivate,
  isInvasionFirstTurn,
  mustActivateFirst,
  orderableCompanies,
} from './phases/turn-sequence';
import { autoDeploy } from './scenarios/deployment';
import { objectivePlacementProblem } from './scenarios/zones';
import type { XenocideState } from './state';

/** The discrete commands open to `player` now (moves are samples; see commandTemplates). */
export function xenocideLegalCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = state.stage;
  const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
  switch (stage.kind) {
    case 'roll-scenario':
      return player === state.players[0] ? [{ type: 'roll-scenario', player }] : [];
    case 'roll-off':
      return player === state.players[0] ? [{ type: 'roll-off', player }] : [];
    case 'choose-edge':
      return stage.player === player
        ? [
            { type: 'choose-edge', player, edge: 'south' },
            { type: 'choose-edge', player, edge: 'north' },
          ]
        : [];
    case 'choose-role':
      return stage.player === player
        ? [
            { type: 'choose-role', player, role: 'attacker' },
            { type: 'choose-role', player, role: 'defender' },
          ]
        : [];
    case 'place-objective':
      return stage.player === player
        ? objectiveSpots(state, player).map((at) => ({ type: 'place-objective', player, at }))
        : [];
    case 'choose-command-center':
      if (hasChosen(stage.choices, player) || !stage.choices.players.includes(player)) return [];
      return state.objectives
        .filter((o) => o.owner === player)
        .map((o) => ({ type: 'choose-command-center', player, objective: o.id }));
    case 'deploy': {
      if (stage.player !== player) return [];
      const companies = state.companies.filter(
        (c) =>
          c.player === player &&
          c.units.some((id) => state.units.find((u) => u.id === id)?.status === 'undeployed'),
      );
      const out: XenocideCommand[] = [];
      for (const company of companies) {
        const deploy = autoDeploy(state, company.id);
        if (deploy) out.push(deploy);
      }
      const side = state.sides[sideIndex(state, player)];
      if (
        side?.role === 'defender' &&
        state.companies.filter((c) => c.player === player && c.reserve).length < 2
      ) {
        for (const company of companies)
          out.push({ type: 'deploy-company', player, company: company.id, reserve: true, units: [] });
      }
      return out;
    }
    case 'plan-turn': {
      if (hasChosen(stage.plans, player) || !stage.plans.players.includes(player)) return [];
      const order = orderableCompanies(state, player).map((c) => c.id);
      const orders = [order, [...order].reverse()].filter(
        (o, i, all) => i === 0 || o.join() !== all[0]?.join(),
      );
      const cps = isInvasionFirstTurn(state) ? [0] : [0, ...(cp > 0 ? [1] : [])];
      return orders.flatMap((o) =>
        cps.map((initiativeCp) => ({ type: 'plan-turn' as const, player, order: o, initiativeCp })),
      );
    }
    case 'choose-initiative':
      return stage.player === player
        ? [
            { type: 'choose-initiative', player, first: true },
            { type: 'choose-initiative', player, first: false },
          ]
        : [];
    case 'activate': {
      if (stage.player !== player) return [];
      const next = companiesToActivate(state, player);
      const out: XenocideCommand[] = [];
      const candidates =
        isInvasionFirstTurn(state) && state.sides[sideIndex(state, player)]?.role === 'defender'
          ? next
          : next.slice(0, 1);
      for (const company of candidates) {
        const acting = actingUnits(state, company.id);
        const hasFlyer = (id: string) =>
          state.units
            .find((u) => u.id === id)
            ?.models.some((m) => !m.removed && state.profiles[m.profile]?.types.includes('Flyer'));
        for (const order of ['move-and-fire', 'fire-and-move', 'assault'] as const) {
          const orders = acting.map((unit) => {
            const u = state.units.find((x) => x.id === unit);
            const fixed = order === 'assault' && hasFlyer(unit) ? 'move-and-fire' : order;
            return {
              unit,
              order:
                u?.status === 'reserve' && fixed === 'fire-and-move' ? ('move-and-fire' as const) : fixed,
            };
          });
          out.push({ type: 'activate-company', player, company: company.id, orders });
        }
      }
      const first = next[0];
      const later = next[1];
      if (first && later && cp >= 2 && !candidates.includes(later))
        out.push({ type: 'delay-company', player, company: first.id, with: later.id });
      const opponent = state.players.find((p) => p !== player) as string;
      const mayPass = !mustActivateFirst(state, player);
      if (mayPass && cp >= 1 && companiesToActivate(state, opponent).length > next.length)
        out.push({ type: 'skip-activation', player });
      return out;
    }
    case 'activation': {
      if (stagedAssault(state)) return assaultDecisionCommands(state, player);
      if (stage.assaults?.declaring) return buildingAssaultCommands(state, player);
      if (stage.assaults?.ordering)
        return stage.player === player ? assaultOrders(stage.assaults.groups.length, player) : [];
      if (stage.attack?.decision) return attackDecisionCommands(state, player);
      if (stage.suppression?.waiting) return suppressionDieCommands(state, player);
      if (stage.overwatch) return overwatchCommands(state, player);
      if (stage.player !== player) return [];
      const out: XenocideCommand[] = [{ type: 'end-phase', player }];
      out.push(...spendPowerCommands(state, player));
      if (stage.phase === 'first-movement' || stage.phase === 'second-movement') {
        for (const unit of stage.units)
          out.push(
            ...sampleMoves(state, unit),
            ...assaultMoveSamples(state, unit),
            ...overrunSamples(state, unit),
          );
        out.push(...enterCommands(state, player));
      }
      if (stage.phase === 'shooting') {
        out.push(...shootCommands(state, player));
        out.push(...digInCommands(state, player));
        out.push(...goOnOverwatchCommands(state, player));
      }
      if (stage.phase === 'morale') out.push(...rallyCommands(state, player));
      return out;
    }
    case 'break-test':
      if (hasChosen(stage.commits, player) || !stage.commits.players.includes(player)) return [];
      return Array.from({ length: Math.min(cp, 3) + 1 }, (_, n) => ({
        type: 'commit-break-cp' as const,
        player,
        cp: n,
      }));
    case 'game-over':
      return [];
  }
}

export { moveTemplates };

/** A few valid objective spots on a coarse grid (deterministic). */
function objectiveSpots(state: XenocideState, player: string): { x: number; y: number }[] {
  const spots: { x: number; y: number }[] = [];
  for (let y = 6; y <= state.table.depth - 6 && spots.length < 4; y += 6) {
    for (let x = 6; x <= state.table.width - 6 && spots.length < 4; x += 6) {
      if (!objectivePlacementProblem(state, player, { x, y })) spots.push({ x, y });
    }
  }
  return spots;
}

/** XEN-CA-38: orders for resolving `count` close assaults: as found, and reversed. */
function assaultOrders(count: number, player: string): XenocideCommand[] {
  const order = Array.from({ length: count }, (_, i) => i);
  return [
    { type: 'order-assaults', player, order },
    { type: 'order-assaults', player, order: [...order].reverse() },
  ];
}
