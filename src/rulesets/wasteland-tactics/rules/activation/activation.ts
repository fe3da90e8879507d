import { castDraft } from 'immer';
import type { ActionDeclaration } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import { isMelee, isRanged } from '../../schemas/weapon';
import type { CasterChoice, DeclaredAction, UnitState, WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import { casterModelProblem, castProblem, resolveCastAction } from '../casting/cast';
import { fightProblem, startCharge } from '../fighting/fight';
import { rulesNamedIn, withRules } from '../rule-ids';
import { resolveShootAction } from '../shooting/shoot';
import { declaredTargets, shootProblem, shootTarget } from '../shooting/targets';
import { actsFromCarrier, carrierOf, fightsAfterDisembark } from '../transport/carriers';
import {
  areEnemies,
  draftUnitsById,
  effectiveMarkers,
  isVehicle,
  liveModels,
  profileOf,
  supportGrants,
  unitHas,
  unitRule,
  unitsById,
} from '../units/units';
import { actionsAllowed, hasActivationOption } from './eligibility';

/** WT-ACT-07/08: gives the turn to the next player in initiative order who can still activate; false when none can. */
export function offerActivation(draft: WastelandDraft): boolean {
  const state = draft as WastelandState;
  const order = state.initiative;
  for (let k = 0; k < order.length; k++) {
    const index = (state.turn + k) % order.length;
    const player = order[index] as string;
    if (!hasActivationOption(state, player)) continue;
    draft.turn = index;
    setStage(draft, { kind: 'activate', player });
    return true;
  }
  return false;
}

/** Why a declared action list is not allowed for this unit, with where the problem is; undefined when fine. */
export function declarationProblem(
  state: WastelandState,
  unit: UnitState,
  actions: readonly ActionDeclaration[],
  allowed: number,
): { message: string; path: (string | number)[] } | undefined {
  if (actions.length > allowed)
    return {
      message: `${unit.name} has ${allowed} action${allowed === 1 ? '' : 's'} this activation (WT-ACT-01/04).`,
      path: ['actions'],
    };
  const profile = profileOf(state, unit);
  for (const [i, action] of actions.entries()) {
    const path = ['actions', i];
    const problem = actionProblem(state, unit, action, i, actions[0]);
    if (problem) return { message: problem, path };
    const weapons = action.type === 'shoot' || action.type === 'fight' ? (action.weapons ?? []) : [];
    for (const choice of weapons) {
      const model = unit.models.find((m) => m.id === choice.model && m.alive);
      const weapon = profile.weapons.find((w) => w.name === choice.weapon);
      const fits = weapon && (action.type === 'shoot' ? isRanged(weapon) : isMelee(weapon));
      if (!model || !fits)
        return {
          message: `${choice.model} cannot use '${choice.weapon}' in a ${action.type === 'shoot' ? 'Shoot' : 'Fight'} action (WT-SHOOT-03 / WT-FIGHT-08).`,
          path: [...path, 'weapons'],
        };
    }
  }
  return undefined;
}

function actionProblem(
  state: WastelandState,
  unit: UnitState,
  action: ActionDeclaration,
  index: number,
  first: ActionDeclaration | undefined,
): string | undefined {
  if (unit.status === 'embarked' && action.type === 'fight' && index === 1 && first?.type === 'move') {
    // WT-SUR-54 / WT-SUR-37 / R30: a Fight after disembarking only from an Open transport that moved less.
    const carrier = carrierOf(state, unit);
    if (!carrier || !fightsAfterDisembark(state, carrier))
      return `${unit.name} may not Fight in the round it disembarks (WT-SUR-54; from an Open transport that took fewer than two Move actions it may, WT-SUR-37).`;
  } else if (unit.status === 'embarked' && action.type !== 'move') {
    const open = (action.type === 'shoot' || action.type === 'cast') && actsFromCarrier(state, unit);
    if (!open)
      return `${unit.name} is embarked and may only disembark with a Move action, or Shoot or Cast from an Open transport (WT-SUR-52, WT-SUR-37).`;
  }
  if (index === 1 && first?.type === 'defend' && ['move', 'fight', 'defend'].includes(action.type))
    return 'After a Defend action the second action cannot be Move, Fight or Defend (WT-DEF-01).';
  switch (action.type) {
    case 'move':
      return undefined;
    case 'defend':
      if (index !== 0) return 'Defend can only be the first action (WT-DEF-01).';
      if (unitHas(state, unit, 'Fearless')) return `${unit.name} is Fearless and may not Defend (WT-SUR-17).`;
      if (isVehicle(state, unit)) return `${unit.name} is a Vehicle/Monster and may not Defend (WT-SUR-62).`;
      return undefined;
    case 'shoot': {
      if (!profileOf(state, unit).weapons.some(isRanged))
        return `${unit.name} has no ranged weapon (WT-SHOOT-01).`;
      for (const id of declaredTargets(action)) {
        const target = shootTarget(state, id);
        if (!target || !areEnemies(state, unit.player, target.player)) return `'${id}' is not an enemy unit.`;
        const problem = index === 0 ? shootProblem(state, unit, target) : undefined;
        if (problem) return problem;
      }
      return undefined;
    }
    case 'fight': {
      if (!profileOf(state, unit).weapons.some(isMelee))
        return `${unit.name} has no melee or Assault weapon (WT-FIGHT-01).`;
      if (new Set(action.targets).size !== action.targets.length) return 'Name each charge target once.';
      for (const id of action.targets) {
        const target = shootTarget(state, id);
        if (!target || !areEnemies(state, unit.player, target.player)) return `'${id}' is not an enemy unit.`;
      }
      return index === 0 ? fightProblem(state, unit, action.targets) : undefined;
    }
    case 'cast': {
      if (unitRule(state, unit, 'Caster') === undefined)
        return `${unit.name} has no Caster model (WT-CAST-01).`;
      const models = action.casters?.map((c) => c.model) ?? [];
      if (new Set(models).size !== models.length) return 'Name each Caster model once (WT-CAST-02).';
      for (const choice of action.casters ?? [])
        if (!liveModels(unit).some((m) => m.id === choice.model))
          return `${choice.model} is not a model of ${unit.name} (WT-CAST-02).`;
      if (index !== 0) return undefined;
      for (const choice of [action, ...(action.casters ?? [])]) {
        const problem = castProblem(state, unit, choice.power, choice.target);
        if (problem) return problem;
      }
      // A model given its own choice must reach it; the others try the declared one and may fall short.
      for (const choice of action.casters ?? []) {
        const problem = casterModelProblem(state, unit, choice.model, choice.power, choice.target);
        if (problem) return problem;
      }
      return undefined;
    }
  }
}

/** WT-ADV-06: the unit's player has the Grizzled veterans advantage (its units gain Stubborn 1). */
function isGrizzled(state: WastelandState, unit: UnitState): boolean {
  return (
    state.settings.advanced?.advantages === true &&
    state.sides.find((s) => s.player === unit.player)?.advantage === 'grizzled-veterans'
  );
}

/** Records an activation and its declared actions (also used by Ambush arrivals). */
export function beginActivation(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unit: UnitState,
  actions: readonly ActionDeclaration[],
): void {
  draftUnitsById.require(draft, unit.id).activated = true;
  // R19: a Seize lapses after the player's next activation.
  for (const other of ctx.base.units)
    if (other.player === unit.player && other.seized) delete draftUnitsById.require(draft, other.id).seized;
  const declared: DeclaredAction[] = actions.map((a): DeclaredAction => {
    if (a.type === 'shoot')
      return {
        type: 'shoot',
        target: a.target,
        ...(a.weapons ? { weapons: a.weapons } : {}),
        ...(a.focus ? { focus: a.focus } : {}),
        ...(a.reroll === undefined ? {} : { reroll: a.reroll }),
      };
    if (a.type === 'fight')
      return {
        type: 'fight',
        targets: a.targets,
        ...(a.weapons ? { weapons: a.weapons } : {}),
        ...(a.reroll === undefined ? {} : { reroll: a.reroll }),
      };
    if (a.type === 'cast')
      return { type: 'cast', power: a.power, target: a.target, ...(a.casters ? { casters: a.casters } : {}) };
    return { type: a.type };
  });
  draft.activation = castDraft({ player: unit.player, unit: unit.id, actions: declared, next: 0 });
  ctx.emit({
    type: 'unit-activated',
    player: unit.player,
    unit: unit.id,
    actions: declared.map((a) => a.type),
    ...withRules([
      ...(effectiveMarkers(ctx.base, unit) === 1 ? ['WT-ACT-04'] : []),
      ...(unit.markers > effectiveMarkers(ctx.base, unit)
        ? [
            'WT-SUR-45',
            // WT-SUR-46 / R34: Stubborn granted by a Support model lowered the markers that count.
            ...(supportGrants(ctx.base, unit).some((r) => r.rule === 'Stubborn') ? ['WT-SUR-46'] : []),
          ]
        : []),
      // WT-ADV-06: Grizzled veterans' Stubborn 1 lowered the markers that count.
      ...(unit.markers > 0 && isGrizzled(ctx.base, unit)
        ? [
            'WT-ADV-06',
            ...(profileOf(ctx.base, unit).rules.some((r) => r.rule === 'Stubborn') ? ['WT-SUR-01'] : []),
          ]
        : []),
      ...(unit.seized ? ['WT-SUR-31'] : []),
      // WT-UNIT-03: several models acting as one unit.
      ...(liveModels(unit).length > 1 ? ['WT-UNIT-03'] : []),
    ]),
  });
}

/** WT-ACT-02/03/05/09: why the unit may not be activated now, naming the rule that forbids it. */
export function activationRefusal(state: WastelandState, unit: UnitState): string {
  if (unit.activated) return `${unit.name} has already been activated this round (WT-ACT-09).`;
  if (actionsAllowed(state, unit) === 0)
    return `${unit.name} has two suppression markers and cannot be activated (WT-ACT-05).`;
  if (unit.status !== 'on-table' && unit.status !== 'embarked') return `${unit.name} is not on the table.`;
  const type = profileOf(state, unit).unitType;
  return type === 'Heavy'
    ? `Heavy units are activated last; activate your other units first (WT-ACT-03).`
    : `Fast and Transport units are activated first (WT-ACT-02).`;
}

/** WT-CAST-02: one Caster model's attempt; a choice no longer possible (its target gone) is wasted. */
function castWith(draft: WastelandDraft, ctx: WastelandContext, unit: UnitState, choice: CasterChoice): void {
  if (!liveModels(unit).some((m) => m.id === choice.model)) return;
  const state = draft as WastelandState;
  const problem =
    castProblem(state, unit, choice.power, choice.target, { attempt: true }) ??
    casterModelProblem(state, unit, choice.model, choice.power, choice.target);
  if (problem)
    ctx.emit({
      type: 'action-wasted',
      unit: unit.id,
      action: 'cast',
      reason: `${choice.model}: ${problem}`,
      ...withRules(rulesNamedIn(problem)),
    });
  else resolveCastAction(draft, ctx, unit.id, choice.model, choice.power, choice.target);
}

/**
 * WT-ACT-06 / R17: starts the next declared action of the activation in progress; an action that is no
 * longer possible is wasted. Returns false when a player must now decide (a Move's paths).
 */
export function stepActivation(draft: WastelandDraft, ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const activation = state.activation;
  if (!activation) return true;
  const unit = unitsById.get(state, activation.unit);
  const present =
    unit && (unit.status === 'on-table' || unit.status === 'embarked') && liveModels(unit).length > 0;
  if (unit && present && activation.awaitingMove) {
    setStage(draft, { kind: 'move', player: unit.player, unit: unit.id });
    return false;
  }
  const caster = activation.casting?.[0];
  if (caster) {
    // WT-CAST-02 / R29: each Caster model of the unit makes its own attempt, one after another.
    const rest = activation.casting?.slice(1) ?? [];
    if (rest.length > 0) (draft.activation as { casting: CasterChoice[] }).casting.shift();
    else delete (draft.activation as { casting?: CasterChoice[] }).casting;
    if (unit && present) castWith(draft, ctx, unit, caster);
    return true;
  }
  const action = activation.actions[activation.next];
  if (unit?.blessing === 'active') delete draftUnitsById.require(draft, unit.id).blessing;
  if (!unit || !present || !action) {
    delete draft.activation;
    draft.turn = (state.turn + 1) % Math.max(1, state.initiative.length);
    return true;
  }
  (draft.activation as { next: number }).next += 1;
  if (unit.blessing === 'ready') draftUnitsById.require(draft, unit.id).blessing = 'active'; // WT-SUR-15: its next action.
  ctx.emit({ type: 'action-started', unit: unit.id, action: action.type });
  switch (action.type) {
    case 'move':
      (draft.activation as { awaitingMove?: boolean }).awaitingMove = true;
      setStage(draft, { kind: 'move', player: unit.player, unit: unit.id });
      return false;
    case 'defend':
      draftUnitsById.require(draft, unit.id).defending = true;
      ctx.emit({ type: 'unit-defending', unit: unit.id });
      return true;
    case 'shoot':
      resolveShootAction(draft, ctx, unit.id, action);
      return true;
    case 'fight': {
      const targets = (action.targets ?? []).filter((id) => shootTarget(state, id)?.status === 'on-table');
      const problem = fightProblem(state, unit, targets);
      if (problem)
        ctx.emit({
          type: 'action-wasted',
          unit: unit.id,
          action: 'fight',
          reason: problem,
          ...withRules(rulesNamedIn(problem)),
        });
      else startCharge(draft, ctx, unit.id, targets, action.weapons ?? [], action.reroll !== false);
      return true;
    }
    case 'cast': {
      const power = action.power ?? 'war-blessing';
      const problem = castProblem(state, unit, power, action.target ?? '');
      if (problem) {
        ctx.emit({
          type: 'action-wasted',
          unit: unit.id,
          action: 'cast',
          reason: problem,
          ...withRules(rulesNamedIn(problem)),
        });
        return true;
      }
      // WT-SUR-11 / R29: one Cast action is one attempt for each Caster model of the unit.
      draftUnitsById.require(draft, unit.id).casts = (unit.casts ?? 0) + 1;
      const casting = liveModels(unit).map(
        (m): CasterChoice =>
          action.casters?.find((c) => c.model === m.id) ?? {
            model: m.id,
            power,
            target: action.target ?? '',
          },
      );
      (draft.activation as { casting?: CasterChoice[] }).casting = casting;
      return true;
    }
  }
}
