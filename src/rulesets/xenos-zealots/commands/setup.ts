import { deployingPlayer, deploymentProblem } from '../rules/deployment';
import { refuse } from '../rules/refuse';
import { cardOf, opponentOf, unitById } from '../rules/units';
import { deploymentZonesOf } from '../schemas/scenario';
import { formatMobility } from '../schemas/unit-stats';
import type { XzState } from '../state';
import type { XzCommandRow } from '../tables';

/** R37 / XZ-TURN-01: odd, the first-listed player chooses the roles; even, the other player does. */
export const rollOddsEvensCommand: XzCommandRow<'roll-odds-evens'> = {
  apply(draft, command, ctx) {
    if (draft.stage.kind !== 'odds-evens' || draft.stage.player !== command.player)
      return refuse(ctx, {
        code: 'illegal-action',
        message: 'Roles are not being decided now.',
        rule: 'XZ-TURN-01',
      });
    const die = ctx.dice.roll({
      purpose: 'odds or evens: who chooses Attacker or Defender',
      sides: 6,
      player: command.player,
      rules: ['XZ-TURN-01', 'R37'],
    }).dice[0] as number;
    const first = draft.players[0] as string;
    const chooser = die % 2 === 1 ? first : opponentOf(draft as XzState, first);
    ctx.emit({ type: 'odds-evens-rolled', die, chooser, rules: ['XZ-TURN-01', 'R37'] });
    draft.stage = { kind: 'choose-role', player: chooser };
  },
};

/** XZ-TURN-01: the roll-off winner takes the role it chose; the other player takes the other. */
export const chooseRoleCommand: XzCommandRow<'choose-role'> = {
  apply(draft, command, ctx) {
    if (draft.stage.kind !== 'choose-role' || draft.stage.player !== command.player)
      return refuse(ctx, {
        code: 'illegal-action',
        message: 'You are not choosing a role now.',
        rule: 'XZ-TURN-01',
      });
    const other = opponentOf(draft as XzState, command.player);
    for (const side of draft.sides)
      side.role =
        side.player === command.player ? command.role : command.role === 'attacker' ? 'defender' : 'attacker';
    const attacker = command.role === 'attacker' ? command.player : other;
    ctx.emit({
      type: 'roles-decided',
      attacker,
      defender: attacker === command.player ? other : command.player,
      chooser: command.player,
      rules: ['XZ-TURN-01', 'R37'],
    });
  },
};

/** XZ-TURN-02 / R2: the Defender picks a deployment zone; the Attacker gets the other. */
export const chooseZoneCommand: XzCommandRow<'choose-zone'> = {
  apply(draft, command, ctx) {
    if (draft.stage.kind !== 'choose-zone' || draft.stage.player !== command.player)
      return refuse(ctx, {
        code: 'illegal-action',
        message: 'Only the Defender chooses a deployment zone, before deployment.',
        rule: 'XZ-TURN-02',
      });
    const zones = deploymentZonesOf(draft.scenario as XzState['scenario']);
    const zone = zones.find((z) => z.id === command.zone);
    const other = zones.find((z) => z.id !== command.zone);
    if (!zone || !other)
      return refuse(ctx, {
        code: 'unknown-entity',
        message: `There is no deployment zone '${command.zone}'; choose ${zones.map((z) => `'${z.id}'`).join(' or ')} (XZ-TURN-02).`,
        rule: 'XZ-TURN-02',
        path: ['zone'],
      });
    for (const side of draft.sides) side.zone = side.player === command.player ? zone.id : other.id;
    ctx.emit({
      type: 'zone-chosen',
      player: command.player,
      zone: zone.id,
      other: other.id,
      rules: ['XZ-TURN-02', 'R2'],
    });
  },
};

/** R2: places one unit wholly inside its zone, in coherency (XZ-UNIT-03), on no other model. */
export const deployUnitCommand: XzCommandRow<'deploy-unit'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    if (deployingPlayer(state) !== command.player || draft.phase !== 'deploy')
      return refuse(ctx, {
        code: 'not-now',
        message: 'It is not your deployment now: the Defender deploys every unit first (R2).',
        rule: 'R2',
      });
    const unit = unitById(state, command.unit);
    if (!unit || unit.player !== command.player || unit.status !== 'undeployed')
      return refuse(ctx, {
        code: 'unknown-entity',
        message: `'${command.unit}' is not one of your units waiting to deploy.`,
        rule: 'R2',
        path: ['unit'],
      });
    const problem = deploymentProblem(state, unit, command.models);
    if (problem) return refuse(ctx, { ...problem, path: ['models'] });
    for (const p of command.models) {
      const m = unit.models.find((x) => x.id === p.model);
      if (!m) continue;
      m.x = p.x;
      m.y = p.y;
      m.facing = p.facing ?? m.facing;
    }
    unit.status = 'on-table';
    ctx.emit({
      type: 'unit-deployed',
      player: command.player,
      unit: unit.id,
      mobility: formatMobility(cardOf(state, unit).mobility),
      models: unit.models
        .filter((m) => m.alive)
        .map((m) => ({ model: m.id, at: { x: m.x, y: m.y }, facing: m.facing })),
      rules: [
        'R2',
        'XZ-UNIT-03',
        'XZ-UNIT-01',
        'XZ-UNIT-06',
        'XZ-MOR-01',
        'XZ-TERR-01',
        'XZ-MOVE-10',
        ...deployRules(state, unit),
      ],
    });
  },
};

/**
 * The unit rules a deployed unit shows: several vehicles or monsters as one unit (XZ-UNIT-05), artillery
 * (XZ-UNIT-08, XZ-UNIT-09; on a vehicle, as a vehicle: XZ-UNIT-10), a Hero deployed alone as a single-model unit
 * (XZ-SMU-16).
 */
function deployRules(state: XzState, unit: XzState['units'][number]): string[] {
  const card = cardOf(state, unit);
  const out: string[] = [];
  if (unit.models.filter((m) => m.systems).length > 1) out.push('XZ-UNIT-05');
  if (card.artillery === 'mobile') out.push('XZ-UNIT-08');
  if (card.artillery === 'massive') out.push('XZ-UNIT-09');
  if (card.artillery === 'vehicle-mounted') out.push('XZ-UNIT-10');
  if (card.character) out.push('XZ-SMU-16');
  return out;
}
