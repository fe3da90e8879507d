import { type Dice, geometry, type PlayerId } from 'sandtable';
import { profileOf, refuse, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import { enqueueFlow } from '../../flow/queue';
import {
  type AssaultDecisionKind,
  type AssaultRefusal,
  type AssaultStepResult,
  advanceOptions,
  assaultDecision,
  boardingFleeMoves,
  boardingFollowUps,
  buildingTargetsOf,
  defaultAssaultPower,
  defaultAttackAllocation,
  defaultBuildingJoin,
  defaultCancellation,
  defaultCasualties,
  defaultCollapseEscape,
  defaultDiceSplit,
  defaultFleeMove,
  defaultFleeMoves,
  defaultManeuver,
  defaultRetreat,
  defaultSuppressionDice,
  diceOf,
  escapeCollapse,
  fightingUnits,
  joinCandidates,
  type Maneuver,
  moveInOptions,
  poolOf,
  presentModels,
  REINFORCEMENT_DISTANCE,
  reinforcementCandidates,
  sideOfPlayer,
  specialFleeMoves,
  straightFleeMoves,
  strikingUnits,
  type UnitMove,
  whyBadAttackAllocation,
  whyBadCollapseEscape,
  whyBadDiceSplit,
  whyBadFleeMoves,
  whyBadFollowUp,
  whyBadManeuver,
  whyBadReinforcement,
  whyBadRetreat,
  withAssaultPower,
} from '../../rules/assault';
import { defaultBuildingRetreat } from '../../rules/buildings/building-retreat';
import type { EscapePlan } from '../../rules/buildings/escape';
import { baseAllowance } from '../../rules/movement/allowance';
import { traitsOf } from '../../rules/movement/traits';
import type { XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import type { AssaultUnitMovePayload, CommandOfType, XenocideCommand } from '../schema';
import { stagedAssault, writeAssaultStep } from './staged';

/** XEN-CA-04: the command that answers each close-assault decision, and the rule that asks for it. */
export const ASSAULT_DECISION_COMMANDS = {
  join: { command: 'assault-join', what: 'choice of units joining', rule: 'XEN-BLD-30' },
  reinforce: { command: 'assault-reinforce', what: 'reinforcement', rule: 'XEN-CA-09' },
  maneuver: { command: 'assault-maneuver', what: 'maneuver', rule: 'XEN-CA-05' },
  split: { command: 'assault-split', what: 'dice split', rule: 'XEN-CA-15' },
  strike: { command: 'assault-strike', what: 'attack allocation', rule: 'XEN-CA-19' },
  escape: { command: 'escape-building', what: 'escape plan after a collapse', rule: 'XEN-BLD-24' },
  cancel: { command: 'assault-cancel', what: 'cancellation with defence dice', rule: 'XEN-CA-22' },
  casualties: { command: 'assign-assault-casualties', what: 'casualty assignment', rule: 'XEN-CA-24' },
  'suppression-die': { command: 'assault-suppression-die', what: 'suppression die', rule: 'XEN-CP-14' },
  flee: { command: 'assault-flee', what: 'flee move', rule: 'XEN-CA-31' },
  retreat: { command: 'assault-retreat', what: 'retreat decision', rule: 'XEN-CA-36' },
  'follow-up': { command: 'assault-follow-up', what: 'follow-up move', rule: 'XEN-CA-37' },
} as const satisfies Record<
  AssaultDecisionKind,
  { command: XenocideCommand['type']; what: string; rule: string }
>;

type Validate = (state: XenocideState, assault: AssaultState) => AssaultRefusal | undefined;
type Run = (state: XenocideState, assault: AssaultState, dice: Dice) => AssaultStepResult;

/**
 * XEN-CA-04: answers the decision the stage's assault waits for: it must be this player's decision of this
 * kind; the choice is checked by the rules' validator (refused before any die, its path under `field`, or as
 * given when `field` is ''), then
 * the step runs, its effects are written and the assault goes on to the next decision.
 */
export function decide(
  draft: XenocideDraft,
  ctx: XenocideContext,
  player: PlayerId,
  kind: AssaultDecisionKind,
  field: string,
  validate: Validate,
  run: Run,
): void {
  const staged = stagedAssault(ctx.base);
  const decision = staged ? assaultDecision(staged.assault) : undefined;
  const label = ASSAULT_DECISION_COMMANDS[kind];
  if (!staged || !decision || decision.kind !== kind || decision.player !== player) {
    return ctx.reject(
      'illegal-action',
      `No close-assault ${label.what} waits for you now (${label.rule}); answer the prompt you were given.`,
      { rule: label.rule },
    );
  }
  const why = validate(ctx.base, staged.assault);
  if (why)
    return refuse(ctx, why, {
      path: field === '' ? [...(why.path ?? [])] : [field, ...(why.path ?? [])],
    });
  const result = run(ctx.base, staged.assault, ctx.dice);
  writeAssaultStep(draft, ctx, staged.assault, result);
  enqueueFlow(draft, { kind: 'settle-assault', assault: result.assault, slot: staged.slot });
}

/** A close-assault move without undefined fields (payload to rules, or back). */
function copyMove(m: AssaultUnitMovePayload | UnitMove): UnitMove & AssaultUnitMovePayload {
  return {
    unit: m.unit,
    ...(m.mode === undefined ? {} : { mode: m.mode }),
    models: m.models.map((x) => ({ model: x.model, path: x.path.map((p) => ({ x: p.x, y: p.y })) })),
    ...(m.embark === undefined
      ? {}
      : { embark: m.embark.map((e) => ({ model: e.model, transport: e.transport })) }),
    ...(m.disembark === undefined
      ? {}
      : { disembark: m.disembark.map((d) => ({ model: d.model, at: { x: d.at.x, y: d.at.y } })) }),
    ...(m.into === undefined ? {} : { into: { building: m.into.building, section: m.into.section } }),
  };
}

/** Close-assault moves as the rules take them. */
export function unitMoves(moves: readonly AssaultUnitMovePayload[] | undefined): UnitMove[] {
  return (moves ?? []).map(copyMove);
}

/** Rules moves as a command payload. */
function payloadMoves(moves: readonly UnitMove[]): AssaultUnitMovePayload[] {
  return moves.map(copyMove);
}

/** XEN-CA-05: the maneuver a command describes, as the rules take it (moves, and models set down from transports). */
export function maneuverOf(command: CommandOfType<'assault-maneuver'>): Maneuver {
  const moves = unitMoves(command.moves);
  return command.disembark
    ? { moves, disembark: command.disembark.map((e) => ({ model: e.model, at: { x: e.at.x, y: e.at.y } })) }
    : { moves };
}

/**
 * XEN-BLD-23 / XEN-BLD-24: after a strike (a close assault's, or a titan's overrun of a building) collapsed a
 * section, the occupants' owner says where the models that got out go, with the `escape-building` command
 * that answers a collapse under fire and the same checks; the assault then goes on (XEN-CA-22).
 * @example assaultEscape(draft, { type: 'escape-building', player: 'blue',
 *   plan: [{ unit: 'blue.c1.u1', positions: [{ model: 'blue.c1.u1.m1', at: { x: 22, y: 25 } }] }] }, ctx);
 */
export function assaultEscape(
  draft: XenocideDraft,
  command: CommandOfType<'escape-building'>,
  ctx: XenocideContext,
): void {
  const plan: EscapePlan = escapePayload(command.plan);
  decide(
    draft,
    ctx,
    command.player,
    'escape',
    'plan',
    (s, a) => whyBadCollapseEscape(s, a, command.player, plan),
    (s, a) => escapeCollapse(s, a, command.player, plan),
  );
}

type EscapeEntry = EscapePlan[number] | CommandOfType<'escape-building'>['plan'][number];

/** XEN-BLD-24: an escape plan, the rules' or a command's, as a fresh plain copy with no undefined fields. */
function escapePayload(plan: readonly EscapeEntry[]): {
  unit: string;
  section?: string;
  positions?: { model: string; at: { x: number; y: number } }[];
}[] {
  return plan.map((p) => ({
    unit: p.unit,
    ...(p.section === undefined ? {} : { section: p.section }),
    ...(p.positions === undefined
      ? {}
      : { positions: p.positions.map((q) => ({ model: q.model, at: { x: q.at.x, y: q.at.y } })) }),
  }));
}

function unique<T>(commands: T[]): T[] {
  const seen = new Set<string>();
  return commands.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * XEN-CA-04: the answers `player` may give to the stage's close-assault decision: the rules' default choice
 * (so bots and random play always have an accepted command) and simple alternatives (no defence dice or all
 * of them, no cancellations, no extra dice, retreating), each one the rules' validator accepts.
 */
export function assaultDecisionCommands(state: XenocideState, player: PlayerId): XenocideCommand[] {
  const staged = stagedAssault(state);
  const decision = staged ? assaultDecision(staged.assault) : undefined;
  if (!staged || !decision || decision.player !== player) return [];
  const a = staged.assault;
  switch (decision.kind) {
    case 'join': {
      const all = joinCandidates(state, a, player);
      return unique([[], defaultBuildingJoin(state, a, player), all]).map((units) => ({
        type: 'assault-join' as const,
        player,
        units: [...units],
      }));
    }
    case 'reinforce':
      return [
        { type: 'assault-reinforce', player, moves: [] },
        ...reinforcementSamples(state, a, player).map((move) => ({
          type: 'assault-reinforce' as const,
          player,
          moves: payloadMoves([move]),
        })),
      ];
    case 'maneuver': {
      const chosen = defaultManeuver(state, a);
      return unique<XenocideCommand>([
        { type: 'assault-maneuver', player, moves: payloadMoves(chosen.moves) },
        { type: 'assault-maneuver', player, moves: [] },
      ]).filter((c) => c.type === 'assault-maneuver' && !whyBadManeuver(state, a, player, maneuverOf(c)));
    }
    case 'split': {
      const own = defaultDiceSplit(state, a, player);
      const none = own.map((s) => ({ unit: s.unit, defence: 0 }));
      const most = own.map((s) => ({ unit: s.unit, defence: poolOf(a, s.unit)?.maxDefence ?? 0 }));
      const plain = unique([own, none, most])
        .filter((split) => !whyBadDiceSplit(state, a, player, split))
        .map((split) => ({ type: 'assault-split' as const, player, split: split.map((s) => ({ ...s })) }));
      // XEN-TITAN-26: the titans' power into their close-assault weapons, with the bot's split of the new pools.
      const power = defaultAssaultPower(state, a, player);
      if (power.length === 0) return plain;
      const powered = defaultDiceSplit(state, withAssaultPower(state, a, power), player);
      if (whyBadDiceSplit(state, a, player, powered, power)) return plain;
      return [
        ...plain,
        {
          type: 'assault-split' as const,
          player,
          split: powered.map((s) => ({ ...s })),
          power: power.map((p) => ({ ...p })),
        },
      ];
    }
    case 'strike': {
      const chosen = defaultAttackAllocation(state, a, player);
      const out: XenocideCommand[] = [
        { type: 'assault-strike', player, allocation: chosen.map((x) => ({ ...x })) },
      ];
      // XEN-BLD-32: the first unit that can puts all its attack dice on the building sheltering the enemy.
      for (const unit of strikingUnits(a, sideOfPlayer(a, player))) {
        const target = buildingTargetsOf(state, a, unit)[0];
        const attack = diceOf(a, unit)?.attack ?? 0;
        if (target === undefined || attack === 0) continue;
        const allocation = [
          ...chosen
            .filter((x) => x.unit !== unit || (x.antiArmor ?? 0) > 0)
            .map((x) => (x.unit === unit ? { ...x, dice: 0 } : { ...x })),
          { unit, target, dice: attack },
        ];
        if (!whyBadAttackAllocation(state, a, player, allocation))
          out.push({ type: 'assault-strike', player, allocation });
        break;
      }
      return out;
    }
    case 'escape': {
      const plan = defaultCollapseEscape(state, a);
      return [{ type: 'escape-building', player, plan: escapePayload(plan) }];
    }
    case 'cancel': {
      const greedy = defaultCancellation(a);
      const none = greedy.map((c) => ({ unit: c.unit, pairs: [] }));
      return unique([greedy, none]).map((c) => ({
        type: 'assault-cancel' as const,
        player,
        cancellation: c.map((x) => ({ unit: x.unit, pairs: x.pairs.map((p) => ({ ...p })) })),
      }));
    }
    case 'casualties':
      return [
        {
          type: 'assign-assault-casualties',
          player,
          assignment: defaultCasualties(state, a).map((x) => ({
            unit: x.unit,
            kills: x.kills.map((k) => ({ model: k.model, dice: [...k.dice] })),
          })),
        },
      ];
    case 'suppression-die':
      return unique([[], defaultSuppressionDice(state, a, player)]).map((units) => ({
        type: 'assault-suppression-die' as const,
        player,
        units: [...units],
      }));
    case 'flee': {
      const moves = defaultFleeMoves(state, a, player);
      const out: XenocideCommand[] = [{ type: 'assault-flee', player, moves: payloadMoves(moves) }];
      const inside = withBuildingRetreats(state, a, moves);
      if (inside && !whyBadFleeMoves(state, a, player, inside))
        out.push({ type: 'assault-flee', player, moves: payloadMoves(inside) });
      // XEN-CA-34: units that jump or teleport farther than 8" may flee by that special move.
      const special = specialFleeMoves(state, a, moves);
      if (special && !whyBadFleeMoves(state, a, player, special))
        out.push({ type: 'assault-flee', player, moves: payloadMoves(special) });
      // XEN-TRANS-12: units with their own transports may take their models aboard and flee in them.
      const aboard = boardingFleeMoves(state, a, moves);
      if (aboard && !whyBadFleeMoves(state, a, player, aboard))
        out.push({ type: 'assault-flee', player, moves: payloadMoves(aboard) });
      // XEN-CA-31 / XEN-MOVE-12: fleeing straight back even where the default would turn aside.
      const straight = straightFleeMoves(state, a, player);
      if (straight) out.push({ type: 'assault-flee', player, moves: payloadMoves(straight) });
      return out;
    }
    case 'retreat': {
      const out: XenocideCommand[] = [{ type: 'assault-retreat', player, retreat: false }];
      const chosen = defaultRetreat(state, a, player);
      const moves = chosen.retreat ? chosen.moves : retreatMoves(state, a, player);
      if (moves && !whyBadRetreat(state, a, player, { retreat: true, moves }))
        out.push({ type: 'assault-retreat', player, retreat: true, moves: payloadMoves(moves) });
      const inside = moves ? withBuildingRetreats(state, a, moves) : undefined;
      if (inside && !whyBadRetreat(state, a, player, { retreat: true, moves: inside }))
        out.push({ type: 'assault-retreat', player, retreat: true, moves: payloadMoves(inside) });
      return chosen.retreat ? out.reverse() : out;
    }
    case 'follow-up': {
      const out: XenocideCommand[] = [{ type: 'assault-follow-up', player, moves: [] }];
      // XEN-BLD-07: the winners may move into the building the enemy fled.
      const into = moveInOptions(state, a, player);
      if (into.length > 0 && !whyBadFollowUp(state, a, player, into))
        out.push({ type: 'assault-follow-up', player, moves: payloadMoves(into) });
      // XEN-CA-37: the remaining units advance up to 4" toward the enemy, outside its zones of control.
      const advance = advanceOptions(state, a, player);
      if (advance.length > 0) out.push({ type: 'assault-follow-up', player, moves: payloadMoves(advance) });
      // XEN-TRANS-10: the units' models on foot get back into the transports they reach.
      const boarding = boardingFollowUps(state, a, player);
      if (boarding.length > 0) out.push({ type: 'assault-follow-up', player, moves: payloadMoves(boarding) });
      return out;
    }
  }
}

/**
 * XEN-BLD-31: the same flee or retreat moves with every unit in a building that may move to another section
 * doing so ({@link defaultBuildingRetreat}), or undefined when none may.
 */
function withBuildingRetreats(
  state: XenocideState,
  assault: AssaultState,
  moves: readonly UnitMove[],
): UnitMove[] | undefined {
  const buildings = state.buildings ?? [];
  if (buildings.length === 0) return undefined;
  let changed = false;
  const out = moves.map((m) => {
    const unit = unitById.get(state, m.unit);
    const enemies = fightingUnits(state, assault)
      .filter((u) => u.player !== unit?.player)
      .map((u) => u.id);
    const into = defaultBuildingRetreat(state, buildings, m.unit, enemies);
    if (!into) return m;
    changed = true;
    return { unit: m.unit, models: [], into };
  });
  return changed ? out : undefined;
}

/** XEN-CA-36: a retreat option: every unit of the side still fighting moves by the default flee move. */
function retreatMoves(state: XenocideState, assault: AssaultState, player: PlayerId): UnitMove[] | undefined {
  const units = fightingUnits(state, assault, sideOfPlayer(assault, player));
  return units.length > 0 ? units.map((u) => defaultFleeMove(state, assault, u.id)) : undefined;
}

/**
 * XEN-CA-09 / R62: for each unit that could reinforce, a straight move of the whole unit toward the nearest
 * enemy model in the assault that ends 2" from it (within its 8" and its allowance), when the rules accept it.
 */
function reinforcementSamples(state: XenocideState, assault: AssaultState, player: PlayerId): UnitMove[] {
  const enemies = fightingUnits(state, assault)
    .filter((u) => u.player !== player)
    .flatMap((u) => presentModels(state, u).map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius })));
  const out: UnitMove[] = [];
  for (const id of reinforcementCandidates(state, assault, player)) {
    const unit = unitById.get(state, id);
    const models = unit?.models.filter((m) => !m.removed && m.embarkedIn === undefined) ?? [];
    if (!unit || models.length === 0) continue;
    let best: { from: { x: number; y: number }; to: { x: number; y: number }; gap: number } | undefined;
    for (const m of models) {
      const near = geometry.nearest({ center: m, radius: m.radius }, enemies);
      const to = near ? enemies[near.index]?.center : undefined;
      if (near && to && (!best || near.distance < best.gap))
        best = { from: { x: m.x, y: m.y }, to, gap: near.distance };
    }
    if (!best || best.gap <= 2) continue;
    const allowance = Math.min(
      REINFORCEMENT_DISTANCE,
      ...models.map((m) =>
        baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
      ),
    );
    const step = Math.min(allowance - 0.01, best.gap - 2);
    if (step <= 0) continue;
    const shift = geometry.scale(geometry.normalize(geometry.subtract(best.to, best.from)), step);
    const move: UnitMove = {
      unit: id,
      models: models.map((m) => ({
        model: m.id,
        path: [
          { x: Math.round((m.x + shift.x) * 1000) / 1000, y: Math.round((m.y + shift.y) * 1000) / 1000 },
        ],
      })),
    };
    if (!whyBadReinforcement(state, assault, player, [move])) out.push(move);
  }
  return out;
}
