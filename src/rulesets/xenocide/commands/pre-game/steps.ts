import {
  geometry,
  hasChosen,
  isSecretChoiceComplete,
  openSecretChoices,
  readDraft,
  revealSecretChoices,
  withSecretChoice,
} from 'sandtable';
import {
  companyById,
  draftUnit,
  opponentOf,
  setStage,
  sideIndex,
  unitById,
  type XenocideContext,
  type XenocideDraft,
} from '../../context';
import { enqueueFlow } from '../../flow/queue';
import { placedModels, placementProblem } from '../../scenarios/deployment';
import { deploymentProblem, objectivePlacementProblem, oppositeEdge } from '../../scenarios/zones';
import { type Edge, SCENARIOS, type ScenarioId, type XenocideState } from '../../state';
import type { CommandOfType, XenocideCommand } from '../schema';

type Cmd<T extends XenocideCommand['type']> = CommandOfType<T>;

/** Objectives each player places: XEN-SCEN-07 (Seize Ground: 2) and XEN-SCEN-22 (Command Centers: 3). */
export function objectivesPerPlayer(scenario: XenocideState['scenario']): number {
  return scenario === 'seize-ground' ? 2 : scenario === 'command-centers' ? 3 : 0;
}

/** XEN-SCEN-02 / R52: a random scenario is uniform over the four: a d6, rerolling 5 and 6. */
export function rollScenario(
  draft: XenocideDraft,
  command: Cmd<'roll-scenario'>,
  ctx: XenocideContext,
): void {
  let roll = ctx.dice.d6('scenario', command.player);
  while (roll > 4) roll = ctx.dice.d6('scenario (reroll 5–6)', command.player);
  const scenario = SCENARIOS[roll - 1] as ScenarioId;
  draft.scenario = scenario;
  ctx.emit({ type: 'scenario-chosen', scenario });
  afterScenario(draft);
}

/** XEN-SCEN-01: the pre-game steps in order once the scenario is known. */
export function afterScenario(draft: XenocideDraft): void {
  const state = draft as XenocideState;
  switch (state.scenario) {
    case 'seize-ground':
      setStage(draft, { kind: 'roll-off', purpose: 'objectives' });
      return;
    case 'invasion':
      setStage(draft, { kind: 'roll-off', purpose: 'roles' });
      return;
    default:
      // Attrition (XEN-SCEN-06) and Command Centers (whose objectives are measured from the owner's edge,
      // so sides are settled first: see docs/decisions.md).
      return sidesStage(draft);
  }
}

/** XEN-SCEN-03/04: the other player chooses when one set up the terrain; otherwise a roll-off. */
function sidesStage(draft: XenocideDraft): void {
  const setter = (draft as XenocideState).terrainSetBy;
  setStage(
    draft,
    setter
      ? { kind: 'choose-edge', player: opponentOf(draft as XenocideState, setter) }
      : { kind: 'roll-off', purpose: 'table-sides' },
  );
}

/** R52 / XEN-SCEN-22: both players roll a d6, ties reroll; the winner decides. */
export function rollOff(draft: XenocideDraft, command: Cmd<'roll-off'>, ctx: XenocideContext): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'roll-off') return ctx.reject('illegal-action', 'No roll-off is due now.');
  const [a, b] = ctx.base.players;
  let winner: string | undefined;
  while (!winner) {
    const ra = ctx.dice.d6(`roll-off: ${stage.purpose}`, a);
    const rb = ctx.dice.d6(`roll-off: ${stage.purpose}`, b);
    if (ra !== rb) winner = ra > rb ? a : b;
  }
  draft.rollOffWinner = winner;
  ctx.emit({ type: 'roll-off-won', purpose: stage.purpose, player: winner });
  if (stage.purpose === 'table-sides') setStage(draft, { kind: 'choose-edge', player: winner });
  else if (stage.purpose === 'roles') setStage(draft, { kind: 'choose-role', player: winner });
  else setStage(draft, { kind: 'place-objective', player: winner });
  void command;
}

/** XEN-SCEN-03/04, XEN-SCEN-12: choose a table edge (Invasion: the defender picks the attacker's edge). */
export function chooseEdge(draft: XenocideDraft, command: Cmd<'choose-edge'>, ctx: XenocideContext): void {
  const state = ctx.base;
  const chooser = command.player;
  const other = opponentOf(state, chooser);
  const invasion = state.scenario === 'invasion';
  // In Invasion the defender names the attacker's edge; otherwise the chooser names their own.
  const chooserEdge: Edge = invasion ? oppositeEdge(command.edge) : command.edge;
  (draft.sides[sideIndex(state, chooser)] as { edge?: Edge }).edge = chooserEdge;
  (draft.sides[sideIndex(state, other)] as { edge?: Edge }).edge = oppositeEdge(chooserEdge);
  ctx.emit({ type: 'edge-chosen', player: chooser, edge: chooserEdge });
  ctx.emit({ type: 'edge-chosen', player: other, edge: oppositeEdge(chooserEdge) });
  if (invasion) {
    draft.firstDeployer = chooser;
    setStage(draft, { kind: 'deploy', player: chooser });
    return;
  }
  draft.firstDeployer = other;
  if (state.scenario === 'command-centers') {
    setStage(draft, { kind: 'roll-off', purpose: 'objectives' });
    return;
  }
  setStage(draft, { kind: 'deploy', player: other });
}

/** R22 / XEN-SCEN-11/15: the roll-off winner chooses attacker or defender; the attacker starts off the table. */
export function chooseRole(draft: XenocideDraft, command: Cmd<'choose-role'>, ctx: XenocideContext): void {
  const state = ctx.base;
  const other = opponentOf(state, command.player);
  const attacker = command.role === 'attacker' ? command.player : other;
  const defender = opponentOf(state, attacker);
  (draft.sides[sideIndex(state, attacker)] as { role?: string }).role = 'attacker';
  (draft.sides[sideIndex(state, defender)] as { role?: string }).role = 'defender';
  ctx.emit({ type: 'role-chosen', player: command.player, role: command.role });
  // XEN-SCEN-15: the attacker has no units on the table; every company arrives as reinforcements.
  draft.companies.forEach((company, i) => {
    if (company.player !== attacker) return;
    company.reserve = true;
    for (const unitId of (state.companies[i] as { units: readonly string[] }).units) {
      const u = draftUnit(draft, unitId);
      if (u) u.status = 'reserve';
    }
  });
  setStage(draft, { kind: 'choose-edge', player: defender });
}

/** XEN-SCEN-07/08, XEN-SCEN-22/23: place objectives alternately. */
export function placeObjective(
  draft: XenocideDraft,
  command: Cmd<'place-objective'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const problem = objectivePlacementProblem(state, command.player, command.at);
  if (problem)
    return ctx.reject('out-of-range', `The objective cannot go there: ${problem}.`, { path: ['at'] });
  const id = `o${state.objectives.length + 1}`;
  draft.objectives.push({
    id,
    owner: command.player,
    x: command.at.x,
    y: command.at.y,
    revealed: false,
    removed: false,
  });
  ctx.emit({ type: 'objective-placed', player: command.player, objective: id, at: command.at });
  const per = objectivesPerPlayer(state.scenario);
  const placed = (p: string) => (draft as XenocideState).objectives.filter((o) => o.owner === p).length;
  const other = opponentOf(state, command.player);
  if (placed(other) < per) setStage(draft, { kind: 'place-objective', player: other });
  else if (placed(command.player) < per) setStage(draft, { kind: 'place-objective', player: command.player });
  else if (state.scenario === 'command-centers') {
    setStage(draft, { kind: 'choose-command-center', choices: openSecretChoices<string>(state.players) });
  } else sidesStage(draft);
}

/** XEN-SCEN-24: each player secretly records which objective is the real command center. */
export function chooseCommandCenter(
  draft: XenocideDraft,
  command: Cmd<'choose-command-center'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'choose-command-center')
    return ctx.reject('illegal-action', 'No command center is chosen now.');
  if (hasChosen(stage.choices, command.player))
    return ctx.reject('already-chosen', 'You have already chosen your command center.');
  const objective = state.objectives.find((o) => o.id === command.objective);
  if (!objective || objective.owner !== command.player) {
    return ctx.reject(
      'unknown-entity',
      `'${command.objective}' is not one of your objectives (XEN-SCEN-24).`,
      { rule: 'XEN-SCEN-24', path: ['objective'] },
    );
  }
  const choices = withSecretChoice(stage.choices, command.player, command.objective);
  ctx.emit({
    type: 'command-center-chosen',
    player: command.player,
    objective: command.objective,
    visibleTo: [command.player],
  });
  if (!isSecretChoiceComplete(choices)) {
    setStage(draft, { kind: 'choose-command-center', choices });
    return;
  }
  const real = new Set(revealSecretChoices(choices).map((c) => c.choice));
  for (const o of draft.objectives) o.real = real.has(o.id);
  setStage(draft, { kind: 'deploy', player: state.firstDeployer ?? state.players[0] });
}

/** XEN-SCEN-04/05/13/14/16/25: deploy one company, alternating (R52). */
export function deployCompany(
  draft: XenocideDraft,
  command: Cmd<'deploy-company'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const company = companyById.get(state, command.company);
  if (!company || company.player !== command.player) {
    return ctx.reject('unknown-entity', `'${command.company}' is not one of your companies.`, {
      path: ['company'],
    });
  }
  const units = company.units.map((id) => unitById.get(state, id)).filter((u) => u !== undefined);
  if (units.some((u) => u.status !== 'undeployed')) {
    return ctx.reject('illegal-action', `Company '${company.name}' has already been deployed.`, {
      path: ['company'],
    });
  }
  const side = state.sides[sideIndex(state, command.player)];
  if (command.reserve) {
    if (side?.role !== 'defender') {
      return ctx.reject(
        'illegal-action',
        'Only the Invasion defender may keep companies in reserve (XEN-SCEN-14).',
        { rule: 'XEN-SCEN-14' },
      );
    }
    const inReserve = state.companies.filter((c) => c.player === command.player && c.reserve).length;
    if (inReserve >= 2)
      return ctx.reject(
        'illegal-action',
        'The defender may keep at most 2 companies in reserve (XEN-SCEN-14).',
        { rule: 'XEN-SCEN-14' },
      );
    const ci = state.companies.indexOf(company);
    (draft.companies[ci] as { reserve: boolean }).reserve = true;
    for (const u of units) (draft.units[state.units.indexOf(u)] as { status: string }).status = 'reserve';
  } else {
    const stranger = command.units.find((entry) => !company.units.includes(entry.unit));
    if (stranger) {
      return ctx.reject('unknown-entity', `'${stranger.unit}' is not a unit of company '${company.name}'.`, {
        path: ['units'],
      });
    }
    const taken = placedModels(state);
    for (const unit of units) {
      const entry = command.units.find((e) => e.unit === unit.id);
      if (!entry)
        return ctx.reject(
          'illegal-action',
          `Unit '${unit.name}' (${unit.id}) has no placement; deploy every unit of the company.`,
          { path: ['units'] },
        );
      const live = unit.models.filter((m) => !m.removed);
      const placements = [];
      for (const model of live) {
        const place = entry.models.find((p) => p.model === model.id);
        if (!place)
          return ctx.reject('illegal-action', `Model ${model.id} of '${unit.name}' has no placement.`, {
            path: ['units'],
          });
        const problem = placementProblem(state, model, place.at, taken);
        if (problem) return ctx.reject('out-of-range', `Cannot deploy: ${problem}.`, { path: ['units'] });
        taken.push({ ...place.at, radius: model.radius });
        placements.push({ ...place.at, radius: model.radius });
      }
      if (entry.models.length !== live.length) {
        return ctx.reject(
          'invalid-payload',
          `Unit '${unit.name}' lists ${entry.models.length} placements for ${live.length} models.`,
          { path: ['units'] },
        );
      }
      const zone = deploymentProblem(state, command.player, placements);
      if (zone)
        return ctx.reject('out-of-range', `Unit '${unit.name}' cannot deploy there: ${zone}.`, {
          path: ['units'],
        });
      const bases = placements.map((p) => ({ center: p, radius: p.radius }));
      if (!geometry.isCoherentPairwise(bases, 8)) {
        return ctx.reject(
          'coherency',
          `Unit '${unit.name}' would deploy out of coherency: no two models may be more than 8" apart (XEN-MOVE-07).`,
          { rule: 'XEN-MOVE-07', path: ['units'] },
        );
      }
      if (entry.overwatch && side?.role !== 'defender') {
        return ctx.reject(
          'illegal-action',
          'Only Invasion defender units may start on overwatch for free (XEN-SCEN-16).',
          { rule: 'XEN-SCEN-16' },
        );
      }
      const ui = state.units.indexOf(unit);
      const du = draft.units[ui] as {
        status: string;
        overwatch: boolean;
        high: boolean;
        models: { id: string; x: number; y: number; facing: number }[];
      };
      du.status = 'on-table';
      du.overwatch = entry.overwatch ?? false;
      if (entry.high !== undefined) du.high = entry.high || unit.high;
      for (const m of du.models) {
        const place = entry.models.find((p) => p.model === m.id);
        if (place) {
          m.x = place.at.x;
          m.y = place.at.y;
          m.facing = place.facing ?? (side?.edge === 'north' ? 180 : 0);
        }
      }
    }
  }
  ctx.emit({
    type: 'company-deployed',
    player: command.player,
    company: company.id,
    reserve: command.reserve ?? false,
  });
  const now = readDraft(draft);
  const remaining = (p: string) =>
    now.companies.some(
      (c) => c.player === p && c.units.some((id) => unitById.get(now, id)?.status === 'undeployed'),
    );
  const other = opponentOf(state, command.player);
  if (remaining(other)) setStage(draft, { kind: 'deploy', player: other });
  else if (remaining(command.player)) setStage(draft, { kind: 'deploy', player: command.player });
  else enqueueFlow(draft, { kind: 'start-turn' });
}
