import { geometry, readDraft } from 'sandtable';
import {
  companyById,
  opponentOf,
  setStage,
  sideIndex,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { enqueueFlow } from '../flow/queue';
import { boardingProblem, carrierAt, placedModels, placementProblem } from '../scenarios/deployment';
import { deploymentRules } from '../scenarios/deployment-rules';
import { deploymentProblem } from '../scenarios/zones';
import type { CommandOfType } from './schema';

/** XEN-SCEN-04/05/13/14/16/25: deploy one company, alternating (R52). */
export function deployCompany(
  draft: XenocideDraft,
  command: CommandOfType<'deploy-company'>,
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
  let embarked: { transport: string; models: string[] }[] = [];
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
    const writes: { unit: (typeof units)[number]; entry: (typeof command.units)[number] }[] = [];
    const placedNow = new Map<string, { x: number; y: number; facing: number }>();
    const boarding: { model: string; transport: string; unit: string }[] = [];
    for (const unit of units) {
      const entry = command.units.find((e) => e.unit === unit.id);
      if (!entry)
        return ctx.reject(
          'illegal-action',
          `Unit '${unit.name}' (${unit.id}) has no placement; deploy every unit of the company.`,
          { path: ['units'] },
        );
      const live = unit.models.filter((m) => !m.removed);
      const aboard = new Set<string>();
      for (const e of entry.embark ?? []) {
        if (!live.some((m) => m.id === e.model))
          return ctx.reject('unknown-entity', `'${e.model}' is not a model of unit '${unit.name}'.`, {
            path: ['units'],
          });
        if (aboard.has(e.model) || entry.models.some((p) => p.model === e.model))
          return ctx.reject(
            'invalid-payload',
            `Model ${e.model} is listed twice: a model is either placed or aboard a transport.`,
            { path: ['units'] },
          );
        aboard.add(e.model);
        boarding.push({ ...e, unit: unit.id });
      }
      const standing = live.filter((m) => !aboard.has(m.id));
      const placements = [];
      for (const model of standing) {
        const place = entry.models.find((p) => p.model === model.id);
        if (!place)
          return ctx.reject('illegal-action', `Model ${model.id} of '${unit.name}' has no placement.`, {
            path: ['units'],
          });
        const problem = placementProblem(state, model, place.at, taken);
        if (problem) return ctx.reject('out-of-range', `Cannot deploy: ${problem}.`, { path: ['units'] });
        taken.push({ ...place.at, radius: model.radius });
        placements.push({ ...place.at, radius: model.radius });
        placedNow.set(model.id, {
          ...place.at,
          facing: place.facing ?? (side?.edge === 'north' ? 180 : 0),
        });
      }
      if (entry.models.length !== standing.length) {
        return ctx.reject(
          'invalid-payload',
          `Unit '${unit.name}' lists ${entry.models.length} placements for ${standing.length} models.`,
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
      writes.push({ unit, entry });
    }
    const boardingWhy = boardingProblem(state, command.player, boarding, placedNow);
    if (boardingWhy)
      return ctx.reject(boardingWhy.code, boardingWhy.message, { rule: 'XEN-TRANS-01', path: ['units'] });
    for (const { unit, entry } of writes) {
      const du = draft.units[state.units.indexOf(unit)] as {
        status: string;
        overwatch: boolean;
        high: boolean;
        models: { id: string; x: number; y: number; facing: number; embarkedIn?: string }[];
      };
      du.status = 'on-table';
      du.overwatch = entry.overwatch ?? false;
      if (entry.high !== undefined) du.high = entry.high || unit.high;
      for (const m of du.models) {
        const ride = boarding.find((b) => b.model === m.id);
        const at = placedNow.get(ride ? ride.transport : m.id) ?? (ride && carrierAt(state, ride.transport));
        if (!at) continue;
        m.x = at.x;
        m.y = at.y;
        m.facing = at.facing;
        if (ride) m.embarkedIn = ride.transport;
      }
    }
    embarked = [...new Set(boarding.map((b) => b.transport))].map((transport) => ({
      transport,
      models: boarding.filter((b) => b.transport === transport).map((b) => b.model),
    }));
  }
  const now = readDraft(draft);
  const deployed = company.units.map((id) => unitById.get(now, id)).filter((u) => u !== undefined);
  ctx.emit({
    type: 'company-deployed',
    player: command.player,
    company: company.id,
    reserve: command.reserve ?? false,
    rules: [
      ...deploymentRules(now, deployed, command.reserve ?? false),
      ...(embarked.length > 0 ? ['XEN-TRANS-01'] : []),
    ],
    ...(embarked.length > 0 ? { embarked } : {}),
  });
  const remaining = (p: string) =>
    now.companies.some(
      (c) => c.player === p && c.units.some((id) => unitById.get(now, id)?.status === 'undeployed'),
    );
  const other = opponentOf(state, command.player);
  if (remaining(other)) setStage(draft, { kind: 'deploy', player: other });
  else if (remaining(command.player)) setStage(draft, { kind: 'deploy', player: command.player });
  else enqueueFlow(draft, { kind: 'start-turn' });
}

/** The `deploy-company` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const deployCompanyCommand: XenocideCommandSpec<'deploy-company'> = { apply: deployCompany };
