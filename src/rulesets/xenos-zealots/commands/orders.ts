import { conceal } from 'sandtable/kit';
import { refuse } from '../rules/refuse';
import { orderableUnits } from '../rules/turn';
import { sideOf, unitById } from '../rules/units';
import type { XzState } from '../state';
import type { XzCommandRow } from '../tables';

/**
 * XZ-TURN-05 / XZ-TURN-06 / XZ-MOR-03 / R20 / R34: places face-down counters on some or all of the player's
 * good-morale units (a later command may change a counter until the player's last unit has one); once every such
 * unit has one, the player's Command Phase is done.
 */
export const assignOrdersCommand: XzCommandRow<'assign-orders'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    if (draft.stage.kind !== 'orders' || !draft.stage.players.includes(command.player))
      return refuse(ctx, {
        code: 'illegal-action',
        message:
          'Order counters are placed in the Command Phase, until all your units have one (XZ-TURN-05).',
        rule: 'XZ-TURN-05',
      });
    const seen = new Set<string>();
    command.orders.forEach((o, i) => {
      const unit = unitById(state, o.unit);
      if (!unit || unit.player !== command.player || unit.status !== 'on-table')
        refuse(ctx, {
          code: 'unknown-entity',
          message: `'${o.unit}' is not one of your units on the table.`,
          rule: 'XZ-TURN-05',
          path: ['orders', i, 'unit'],
        });
      if (unit.morale !== 'ok')
        refuse(ctx, {
          code: 'poor-morale',
          message: `'${unit.name}' is ${unit.morale}: only units on good morale receive order counters (XZ-MOR-03).`,
          rule: 'XZ-MOR-03',
          path: ['orders', i, 'unit'],
        });
      if (seen.has(o.unit))
        refuse(ctx, {
          code: 'duplicate-unit',
          message: `'${unit.name}' is given two counters; a unit takes exactly one (R20).`,
          rule: 'R20',
          path: ['orders', i],
        });
      seen.add(o.unit);
      if (o.order === 'charge' && unit.noChargeTurn === state.turn)
        refuse(ctx, {
          code: 'no-charge',
          message: `'${unit.name}' lost an assault and withdrew last turn, so it can't take a CHARGE counter this turn (XZ-ASLT-16, R34).`,
          rule: 'XZ-ASLT-16',
          path: ['orders', i, 'order'],
        });
    });
    for (const o of command.orders) {
      const unit = draft.units.find((u) => u.id === o.unit);
      if (unit) unit.order = conceal(command.player, o.order);
    }
    const side = sideOf(state, command.player) as XzState['sides'][number];
    const done = orderableUnits(state, command.player).every((u) => u.order !== undefined);
    if (done) {
      side.ordersDone = true;
      ctx.emit({
        type: 'orders-placed',
        player: command.player,
        units: orderableUnits(state, command.player).map((u) => u.id),
        rules: ['XZ-TURN-05', 'XZ-TURN-06', 'R20', 'XZ-MOR-03', 'XZ-ORD-02'],
      });
    }
  },
};

/**
 * XZ-TURN-07 / R3: requests an off-table asset once this Command Phase: on D6 ≥ `supportRequestTarget` its 4
 * markers go on the table, and which one is active stays the owner's secret.
 */
export const requestSupportCommand: XzCommandRow<'request-support'> = {
  apply(draft, command, ctx) {
    const state = draft as XzState;
    if (draft.stage.kind !== 'orders' || !draft.stage.players.includes(command.player))
      return refuse(ctx, {
        code: 'illegal-action',
        message:
          'Off-table support is requested in the Command Phase, before your counters are all placed (XZ-TURN-07).',
        rule: 'XZ-TURN-07',
      });
    const side = draft.sides.find((s) => s.player === command.player);
    const asset = side?.assets[command.asset];
    const data = state.forces[command.player]?.offTableAssets[command.asset];
    if (!side || !asset || !data)
      return refuse(ctx, {
        code: 'unknown-entity',
        message: `You have no off-table asset number ${command.asset} (R3).`,
        rule: 'R3',
        path: ['asset'],
      });
    if (asset.status !== 'available' || asset.requestedTurn === state.turn)
      return refuse(ctx, {
        code: 'already-requested',
        message: `${data.kind === 'strike' ? data.name : data.unit.name} has already been requested${asset.status === 'available' ? ' this Command Phase' : ''}; each asset is requested at most once per Command Phase (R3).`,
        rule: 'R3',
        path: ['asset'],
      });
    const { width, depth } = state.scenario.table;
    const off = command.markers.findIndex((p) => p.x < 0 || p.y < 0 || p.x > width || p.y > depth);
    if (off >= 0)
      return refuse(ctx, {
        code: 'off-table',
        message: 'Every marker must be placed on the table (XZ-TURN-07).',
        rule: 'XZ-TURN-07',
        path: ['markers', off],
      });
    const name = data.kind === 'strike' ? data.name : data.unit.name;
    asset.requestedTurn = state.turn;
    const roll = ctx.dice.roll({
      purpose: `request ${name}`,
      sides: 6,
      player: command.player,
      target: { per: 'die', op: 'atLeast', value: state.params.supportRequestTarget },
      rules: ['XZ-TURN-07', 'R3'],
    });
    if (!roll.success) {
      ctx.emit({
        type: 'support-requested',
        player: command.player,
        asset: command.asset,
        name,
        success: false,
        rules: ['XZ-TURN-07', 'R3'],
      });
      return;
    }
    asset.status = 'requested';
    asset.markers = command.markers.map((p) => ({ x: p.x, y: p.y }));
    asset.active = conceal(command.player, command.active);
    ctx.emit({
      type: 'support-requested',
      player: command.player,
      asset: command.asset,
      name,
      success: true,
      markers: asset.markers,
      rules: ['XZ-TURN-07', 'R3'],
    });
  },
};
