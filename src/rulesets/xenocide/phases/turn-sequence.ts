import { castDraft } from 'immer';
import {
  hasChosen,
  isSecretChoiceComplete,
  openSecretChoices,
  revealSecretChoices,
  withSecretChoice,
} from 'sandtable';
import { beginCloseAssaultPhase } from '../commands/assault-flow';
import { tidyOccupants } from '../commands/enter-building';
import type { CommandOfType } from '../commands/schema';
import {
  draftUnit,
  findUnit,
  opponentOf,
  readable,
  setStage,
  sideIndex,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { crashStalledFlyers } from '../rules/movement/flyers';
import {
  activateTitans,
  applyTitanActivations,
  defaultRestartChoice,
  titanActivationEvent,
  whyBadRestartChoice,
} from '../rules/titans';
import { emptyActivity } from '../setup';
import type { ActivationPhase, CompanyState, TurnPlan, XenocideState } from '../state';
import { endOfActivation, endOfTurn } from './end-of-turn';
import { checkOverwatchCounters } from './morale';
import { buySuppressionDie, runSuppressionTests, suppressionQueue } from './shooting-phase';

/** XEN-TURN-14: the five activation phases in order. */
export const ACTIVATION_PHASES: readonly ActivationPhase[] = [
  'first-movement',
  'shooting',
  'second-movement',
  'close-assault',
  'morale',
];

/**
 * Whether a company still has a unit in the game (XEN-TURN-03), counting units coordinated into it this
 * turn, which are its members for the rest of the turn (XEN-TURN-12).
 */
export function isCompanyAlive(state: XenocideState, company: CompanyState): boolean {
  const alive = company.units.some((id) => {
    const status = findUnit(state, id)?.status;
    return status !== undefined && status !== 'eliminated';
  });
  return alive || state.units.some((u) => u.coordinatedWith === company.id && u.status !== 'eliminated');
}

/** XEN-TURN-02: the companies a player orders this turn: every non-eliminated one. */
export function orderableCompanies(state: XenocideState, player: string): CompanyState[] {
  return state.companies.filter((c) => c.player === player && isCompanyAlive(state, c));
}

/** Whether this is Invasion's first turn, when the defender sets no order (XEN-SCEN-17) and no initiative is rolled (R24). */
export function isInvasionFirstTurn(state: XenocideState): boolean {
  return state.scenario === 'invasion' && state.turn === 1;
}

/** XEN-TURN-01 / XEN-CP-01: a new turn: fresh CP, companies unactivated, then the secret plans. */
export function startTurn(draft: XenocideDraft, ctx: XenocideContext): void {
  draft.turn += 1;
  for (const side of draft.sides) side.cp = draft.cpPerTurn;
  for (const unit of draft.units) {
    delete unit.coordinatedWith;
    unit.activity = castDraft(emptyActivity());
    if (unit.models.some((m) => m.titan)) for (const m of unit.models) if (m.titan) m.titan.boostThisTurn = 0;
  }
  // XEN-TURN-03: a company eliminated before the turn is not ordered, so it has nothing to skip.
  const state = readable(draft);
  for (const company of draft.companies) company.activated = !isCompanyAlive(state, company);
  delete draft.nextToActivate;
  ctx.emit({ type: 'turn-started', turn: draft.turn });
  const planners = isInvasionFirstTurn(state)
    ? state.sides.filter((s) => s.role === 'attacker').map((s) => s.player)
    : [...state.players];
  setStage(draft, { kind: 'plan-turn', plans: openSecretChoices<TurnPlan>(planners) });
}

/** XEN-TURN-02 / XEN-CP-04: a player's secret activation order and initiative CP. */
export function planTurn(
  draft: XenocideDraft,
  command: CommandOfType<'plan-turn'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'plan-turn')
    return ctx.reject('illegal-action', 'Turn plans are made at the start of a turn.');
  if (hasChosen(stage.plans, command.player))
    return ctx.reject('already-chosen', 'You have already planned this turn.');
  const expected = orderableCompanies(state, command.player).map((c) => c.id);
  const given = new Set(command.order);
  if (
    given.size !== command.order.length ||
    given.size !== expected.length ||
    expected.some((id) => !given.has(id))
  ) {
    const names = expected.join(', ');
    return ctx.reject(
      'illegal-action',
      `The activation order must list each of your companies still in the game exactly once: ${names} (XEN-TURN-02, XEN-TURN-03).`,
      { path: ['order'] },
    );
  }
  const cp = state.sides[sideIndex(state, command.player)]?.cp ?? 0;
  if (isInvasionFirstTurn(state) && command.initiativeCp > 0) {
    return ctx.reject(
      'illegal-action',
      'No initiative is rolled on the first turn of Invasion, so no CP can be spent on it (R24).',
      { path: ['initiativeCp'] },
    );
  }
  if (command.initiativeCp > cp) {
    return ctx.reject(
      'insufficient-resources',
      `You have ${cp} CP; you cannot commit ${command.initiativeCp} to initiative (XEN-CP-03, XEN-CP-04).`,
      {
        path: ['initiativeCp'],
      },
    );
  }
  const plans = withSecretChoice(stage.plans, command.player, {
    order: command.order,
    initiativeCp: command.initiativeCp,
  });
  ctx.emit({ type: 'turn-planned', player: command.player });
  if (!isSecretChoiceComplete(plans)) {
    setStage(draft, { kind: 'plan-turn', plans });
    return;
  }
  for (const { player, choice } of revealSecretChoices(plans)) {
    const side = draft.sides[sideIndex(state, player)] as { activationOrder: string[]; cp: number };
    side.activationOrder = [...choice.order];
    if (choice.initiativeCp > 0) {
      side.cp -= choice.initiativeCp;
      ctx.emit({
        type: 'cp-spent',
        player,
        cp: choice.initiativeCp,
        use: 'initiative dice (XEN-CP-04)',
        left: side.cp,
      });
    }
  }
  if (isInvasionFirstTurn(state)) {
    // XEN-SCEN-18 / R24: the attacker makes the first activation; no initiative roll.
    const attacker = state.sides.find((s) => s.role === 'attacker')?.player ?? state.players[0];
    draft.nextToActivate = attacker;
    const defender = opponentOf(state, attacker);
    (draft.sides[sideIndex(state, defender)] as { activationOrder: string[] }).activationOrder = [];
    // XEN-TURN-05 / R24: for a turn-2 tie the defender counts as having lost turn-1 initiative.
    for (const side of draft.sides) side.lostInitiative = side.player === defender;
    return advance(draft, ctx);
  }
  rollInitiative(draft, ctx, revealSecretChoices(plans));
}

/** XEN-TURN-04..06: both roll 1 d6 plus CP dice, highest die wins; ties per turn. */
function rollInitiative(
  draft: XenocideDraft,
  ctx: XenocideContext,
  plans: { player: string; choice: TurnPlan }[],
): void {
  const state = ctx.base;
  let winner: string | undefined;
  let rolls: { player: string; dice: readonly number[]; cp: number }[] = [];
  while (!winner) {
    rolls = plans.map(({ player, choice }) => ({
      player,
      cp: choice.initiativeCp,
      dice: ctx.dice.roll({ purpose: 'initiative', count: 1 + choice.initiativeCp, sides: 6, player }).dice,
    }));
    const [a, b] = rolls.map((r) => Math.max(...r.dice)) as [number, number];
    if (a !== b) winner = (a > b ? rolls[0] : rolls[1])?.player;
    else if (state.turn > 1) {
      // XEN-TURN-05: the player who lost initiative last turn wins the tie.
      winner = state.sides.find((s) => s.lostInitiative)?.player ?? state.players[0];
    }
    // XEN-TURN-06: on turn 1 both reroll with the same dice counts.
  }
  for (const side of draft.sides) side.lostInitiative = side.player !== winner;
  ctx.emit({ type: 'initiative-rolled', rolls, winner });
  setStage(draft, { kind: 'choose-initiative', player: winner });
}

/** XEN-TURN-04: the winner chooses to activate first or second. */
export function chooseInitiative(
  draft: XenocideDraft,
  command: CommandOfType<'choose-initiative'>,
  ctx: XenocideContext,
): void {
  const first = command.first ? command.player : opponentOf(ctx.base, command.player);
  draft.nextToActivate = first;
  ctx.emit({ type: 'initiative-chosen', player: command.player, first });
  advance(draft, ctx);
}

/** The companies a player has not yet activated this turn, in the order they will come. */
export function companiesToActivate(state: XenocideState, player: string): CompanyState[] {
  const side = state.sides[sideIndex(state, player)];
  const open = (c: CompanyState | undefined): c is CompanyState =>
    c !== undefined && c.player === player && !c.activated && isCompanyAlive(state, c);
  if (isInvasionFirstTurn(state) && side?.role === 'defender') return state.companies.filter(open);
  return (side?.activationOrder ?? []).map((id) => state.companies.find((c) => c.id === id)).filter(open);
}

/**
 * XEN-TURN-03/07/08/09: hands the next activation to the right player, skipping eliminated companies;
 * ends the turn when nobody has a company left.
 */
export function advance(draft: XenocideDraft, ctx: XenocideContext): void {
  const before = readable(draft);
  // XEN-TURN-03: companies eliminated after ordering are skipped when reached.
  for (const [i, company] of before.companies.entries()) {
    if (!company.activated && !isCompanyAlive(before, company)) {
      (draft.companies[i] as { activated: boolean }).activated = true;
      ctx.emit({
        type: 'company-skipped',
        player: company.player,
        company: company.id,
        reason: 'eliminated',
      });
    }
  }
  const state = readable(draft);
  const preferred = state.nextToActivate ?? state.players[0];
  const other = opponentOf(state, preferred);
  const player =
    companiesToActivate(state, preferred).length > 0
      ? preferred
      : companiesToActivate(state, other).length > 0
        ? other
        : undefined;
  if (!player) return endOfTurn(draft, ctx);
  draft.nextToActivate = player;
  setStage(draft, { kind: 'activate', player });
}

/** XEN-TURN-13 / XEN-CP-06 / XEN-TURN-12: reveal and activate the next company, giving every unit an order. */
export function activateCompany(
  draft: XenocideDraft,
  command: CommandOfType<'activate-company'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const player = command.player;
  const next = companiesToActivate(state, player);
  const company = state.companies.find((c) => c.id === command.company && c.player === player);
  if (!company)
    return ctx.reject('unknown-entity', `'${command.company}' is not one of your companies.`, {
      path: ['company'],
    });
  const free = isInvasionFirstTurn(state) && state.sides[sideIndex(state, player)]?.role === 'defender';
  if (!free && next[0]?.id !== company.id) {
    const expected = next[0];
    return ctx.reject(
      'illegal-action',
      `Company '${company.name}' is not next in your secret activation order; '${expected?.name ?? '—'}' is (XEN-TURN-02, XEN-TURN-07).`,
      { path: ['company'] },
    );
  }
  if (!next.some((c) => c.id === company.id)) {
    return ctx.reject('illegal-action', `Company '${company.name}' has already activated this turn.`, {
      path: ['company'],
    });
  }
  const side = state.sides[sideIndex(state, player)];
  let cp = side?.cp ?? 0;
  const coordinated = new Set<string>();
  if (command.coordinate) {
    const { units, with: target } = command.coordinate;
    const later = next.find((c) => c.id === target && c.id !== company.id);
    if (!later) {
      return ctx.reject(
        'illegal-action',
        `Units can only be coordinated with one of your companies that has not activated yet (XEN-CP-06).`,
        {
          path: ['coordinate', 'with'],
        },
      );
    }
    for (const id of units) {
      if (!company.units.includes(id)) {
        return ctx.reject('unknown-entity', `'${id}' is not a unit of '${company.name}' (XEN-CP-06).`, {
          path: ['coordinate', 'units'],
        });
      }
      coordinated.add(id);
    }
    if (cp < 1)
      return ctx.reject(
        'insufficient-resources',
        'Coordinating units costs 1 CP and you have none (XEN-CP-03, XEN-CP-06).',
      );
    cp -= 1;
  }
  const acting = actingUnits(state, company.id).filter((id) => !coordinated.has(id));
  const twice = command.orders.find((o, i) => command.orders.findIndex((p) => p.unit === o.unit) !== i);
  if (twice) {
    return ctx.reject(
      'illegal-action',
      `'${twice.unit}' is given more than one order; give each unit one order (XEN-TURN-13).`,
      {
        path: ['orders'],
      },
    );
  }
  for (const order of command.orders) {
    if (!acting.includes(order.unit)) {
      return ctx.reject('unknown-entity', `'${order.unit}' does not act in this activation.`, {
        path: ['orders'],
      });
    }
  }
  for (const id of acting) {
    const unit = findUnit(state, id);
    const order = command.orders.find((o) => o.unit === id)?.order;
    if (!unit || !order) {
      return ctx.reject(
        'illegal-action',
        `Give every acting unit an order: '${unit?.name ?? id}' (${id}) has none (XEN-TURN-13).`,
        {
          path: ['orders'],
        },
      );
    }
    if (
      order === 'assault' &&
      unit.models.some((m) => !m.removed && state.profiles[m.profile]?.types.includes('Flyer'))
    ) {
      return ctx.reject(
        'illegal-action',
        `'${unit.name}' has flyers, which may never take Assault orders (XEN-TURN-17).`,
        { path: ['orders'] },
      );
    }
    if (unit.status === 'reserve' && order === 'fire-and-move') {
      return ctx.reject(
        'illegal-action',
        `'${unit.name}' enters as reinforcements and must be on Move and Fire or Assault orders (XEN-SCEN-19).`,
        {
          path: ['orders'],
        },
      );
    }
  }
  // XEN-TITAN-03: the titans at core 0 that roll to restart (default: every one, a restart costs nothing).
  const restarts = command.restartTitans ?? defaultRestartChoice(state, acting);
  const badRestart = whyBadRestartChoice(state, acting, restarts);
  if (badRestart)
    return ctx.reject(badRestart.code, badRestart.message, {
      path: ['restartTitans', ...(badRestart.path ?? [])],
    });
  // Accepted: write it down.
  const ci = state.companies.indexOf(company);
  (draft.companies[ci] as { activated: boolean }).activated = true;
  if (command.coordinate) {
    const s = draft.sides[sideIndex(state, player)] as { cp: number };
    s.cp = cp;
    ctx.emit({ type: 'cp-spent', player, cp: 1, use: 'coordinate units (XEN-CP-06)', left: cp });
    for (const id of coordinated) {
      const u = draftUnit(draft, id);
      if (u) u.coordinatedWith = command.coordinate.with;
    }
    ctx.emit({ type: 'units-coordinated', player, units: [...coordinated], with: command.coordinate.with });
  }
  const orders = acting.map((id) => ({
    unit: id,
    order: command.orders.find((o) => o.unit === id)?.order ?? 'move-and-fire',
  }));
  for (const { unit: id, order } of orders) {
    const u = draftUnit(draft, id);
    if (!u) continue;
    u.order = order;
    // XEN-TRANS-06: a transport locked earlier this turn stays locked for the rest of the turn.
    u.activity = castDraft({ ...emptyActivity(), transportLocked: u.activity.transportLocked });
  }
  ctx.emit({ type: 'company-activated', player, company: company.id, name: company.name, orders });
  // XEN-TITAN-02 / XEN-TITAN-03 / R60: each acting titan's power becomes its core (after any restart roll).
  const activations = activateTitans(state, ctx.dice, acting, restarts);
  applyTitanActivations(draft, activations);
  for (const activation of activations) ctx.emit(titanActivationEvent(activation));
  setStage(draft, {
    kind: 'activation',
    player,
    company: company.id,
    phase: 'first-movement',
    units: acting,
  });
  ctx.emit({ type: 'phase-started', company: company.id, phase: 'first-movement' });
}

/** XEN-TURN-12: the units acting with a company: its own not coordinated away, plus those coordinated in. */
export function actingUnits(state: XenocideState, companyId: string): string[] {
  return state.units
    .filter((u) => u.status !== 'eliminated')
    .filter((u) => (u.coordinatedWith ?? u.company) === companyId)
    .map((u) => u.id);
}

/** XEN-CP-07: 2 CP: the whole company activates with a later company; this activation passes. */
export function delayCompany(
  draft: XenocideDraft,
  command: CommandOfType<'delay-company'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const next = companiesToActivate(state, command.player);
  const company = next[0];
  if (!company || company.id !== command.company) {
    return ctx.reject(
      'illegal-action',
      `Only the company next in your order can be delayed; that is '${company?.name ?? '—'}' (XEN-CP-07).`,
      {
        path: ['company'],
      },
    );
  }
  const later = next.find((c) => c.id === command.with && c.id !== company.id);
  if (!later)
    return ctx.reject(
      'illegal-action',
      'Delay a company to one of your companies that has not activated yet (XEN-CP-07).',
      { path: ['with'] },
    );
  const side = state.sides[sideIndex(state, command.player)];
  if ((side?.cp ?? 0) < 2)
    return ctx.reject(
      'insufficient-resources',
      `Delaying a company costs 2 CP; you have ${side?.cp ?? 0} (XEN-CP-07).`,
    );
  const s = draft.sides[sideIndex(state, command.player)] as { cp: number };
  s.cp -= 2;
  ctx.emit({ type: 'cp-spent', player: command.player, cp: 2, use: 'delay company (XEN-CP-07)', left: s.cp });
  const units = actingUnits(state, company.id);
  for (const id of units) {
    const u = draftUnit(draft, id);
    if (u) u.coordinatedWith = later.id;
  }
  (draft.companies[state.companies.indexOf(company)] as { activated: boolean }).activated = true;
  ctx.emit({ type: 'units-coordinated', player: command.player, units, with: later.id });
  ctx.emit({ type: 'activation-passed', player: command.player });
  draft.nextToActivate = opponentOf(state, command.player);
  advance(draft, ctx);
}

/** XEN-SCEN-18: on Invasion's first turn the attacker must make the first activation. */
export function mustActivateFirst(state: XenocideState, player: string): boolean {
  return (
    isInvasionFirstTurn(state) &&
    state.sides[sideIndex(state, player)]?.role === 'attacker' &&
    !state.companies.some((c) => c.player === player && c.activated)
  );
}

/** XEN-CP-05 / XEN-TURN-11 / R26: 1 CP lets the opponent activate instead, if they have more companies left. */
export function skipActivation(
  draft: XenocideDraft,
  command: CommandOfType<'skip-activation'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  if (mustActivateFirst(state, command.player)) {
    return ctx.reject(
      'illegal-action',
      'The Invasion attacker must make the first activation of the battle; it cannot skip it (XEN-SCEN-18).',
    );
  }
  const mine = companiesToActivate(state, command.player).length;
  const theirs = companiesToActivate(state, opponentOf(state, command.player)).length;
  if (theirs <= mine) {
    return ctx.reject(
      'illegal-action',
      `You may skip only while your opponent has more companies left to activate than you (${theirs} vs your ${mine}) (XEN-CP-05).`,
    );
  }
  const side = state.sides[sideIndex(state, command.player)];
  if ((side?.cp ?? 0) < 1)
    return ctx.reject(
      'insufficient-resources',
      'Skipping an activation costs 1 CP and you have none (XEN-CP-05).',
    );
  const s = draft.sides[sideIndex(state, command.player)] as { cp: number };
  s.cp -= 1;
  ctx.emit({
    type: 'cp-spent',
    player: command.player,
    cp: 1,
    use: 'skip activation (XEN-CP-05)',
    left: s.cp,
  });
  ctx.emit({ type: 'activation-passed', player: command.player });
  draft.nextToActivate = opponentOf(state, command.player);
  advance(draft, ctx);
}

/**
 * XEN-TURN-14: ends the current phase; ending Shooting first runs the phase's suppression tests (XEN-SUP-05),
 * entering Close Assault starts the assaults the moves created (XEN-CA-01), and after Morale the activation
 * ends and the opponent goes next (XEN-TURN-07).
 */
export function endPhase(
  draft: XenocideDraft,
  command: CommandOfType<'end-phase'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'activation' || stage.player !== command.player)
    return ctx.reject('illegal-action', 'There is no activation phase of yours to end now.');
  if (stage.attack || stage.suppression || stage.overwatch)
    return ctx.reject('illegal-action', 'Finish the attack, test or overwatch window in progress first.');
  if (stage.overrun || stage.assaults)
    return ctx.reject('illegal-action', 'Finish the close assault in progress first (XEN-CA-04, XEN-CA-38).');
  if (stage.phase === 'shooting') {
    runSuppressionTests(draft, ctx, suppressionQueue(ctx.base), () => leavePhase(draft, ctx));
    return;
  }
  leavePhase(draft, ctx);
}

/** XEN-SUP-05 / XEN-CP-14: the owner's answer to a failed suppression test; the phase ends after the last. */
export function answerSuppressionDie(
  draft: XenocideDraft,
  command: CommandOfType<'buy-suppression-die'>,
  ctx: XenocideContext,
): void {
  buySuppressionDie(draft, command, ctx, () => leavePhase(draft, ctx));
}

/** XEN-TURN-14: moves the activation to its next phase, or ends it after Morale. */
function leavePhase(draft: XenocideDraft, ctx: XenocideContext): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'activation') return;
  // XEN-BLD-01: units that left their building by other than a move-unit no longer occupy it.
  tidyOccupants(draft, ctx);
  const player = stage.player;
  if (stage.phase === 'second-movement') {
    // XEN-TERR-27 / R40: a flyer of this activation that never moved falls out of the sky.
    crashStalledFlyers(draft, ctx.base, stage.units, ctx);
  }
  const index = ACTIVATION_PHASES.indexOf(stage.phase);
  const nextPhase = ACTIVATION_PHASES[index + 1];
  if (nextPhase) {
    const now = draft.stage;
    if (now.kind === 'activation') {
      now.phase = nextPhase;
      if (nextPhase === 'morale') delete now.moves;
    }
    ctx.emit({ type: 'phase-started', company: stage.company, phase: nextPhase });
    // XEN-CA-01: the close assaults the movement phases created are fought now.
    if (nextPhase === 'close-assault') beginCloseAssaultPhase(draft, ctx);
    return;
  }
  // XEN-OW-11: counters held from an earlier activation are lost by moving or shooting in this one.
  checkOverwatchCounters(draft, ctx, stage.units);
  endOfActivation(draft, ctx);
  ctx.emit({ type: 'activation-ended', player, company: stage.company });
  if ((draft as XenocideState).stage.kind === 'game-over') return;
  draft.nextToActivate = opponentOf(ctx.base, player);
  advance(draft, ctx);
}
