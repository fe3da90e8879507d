/**
 * Xenos & Zealots test support: the bundled setups, and its secrets for the hidden-information law (the face-down
 * order counters, XZ-TURN-05/06 and R20, and which off-table marker is the live one, XZ-TURN-07 and R3).
 */
import type { Ruleset } from 'sandtable';
import {
  BUNDLED_FORCE_INPUTS,
  BUNDLED_SCENARIO_IDS,
  BUNDLED_SCENARIO_INPUTS,
  type BundledForceId,
  type BundledScenarioId,
  type ForceInput,
  ORDER_KINDS,
  type XzCommand,
  type XzEvent,
  type XzSetup,
  type XzState,
  xenosZealots,
} from '../../src/rulesets/xenos-zealots/index';

/**
 * `xenosZealots` as `sandtable/testing` types a ruleset: its helpers (`playRandomGame`, `rulesetLaws`) take one
 * whose view and setup input are its state and setup types, while Xenos & Zealots has its own `XzView` (the
 * opponent's counters face down) and a setup input with defaults. The object is the same.
 */
export const xzRuleset = xenosZealots as unknown as Ruleset<XzState, XzCommand, XzEvent, XzSetup>;

/** A bundled game: the crusade (first seat, `zealots`) against the brood (`xenos`) unless told otherwise. */
export function xzSetup(
  scenario: BundledScenarioId = 'ashfall-crossing',
  forces: readonly [BundledForceId, BundledForceId] = ['ashen-sun-crusade', 'vyrkai-brood'],
  extra: Partial<XzSetup> = {},
): XzSetup {
  return {
    players: [
      { id: 'zealots', force: forces[0] },
      { id: 'xenos', force: forces[1] },
    ],
    scenario,
    ...extra,
  };
}

/** A bundled game cut short: the table's scenario with `maxTurns` turns (R2), for the quick suite. */
export function shortSetup(
  maxTurns: number,
  scenario: BundledScenarioId = 'ashfall-crossing',
  extra: Partial<XzSetup> = {},
): XzSetup {
  return xzSetup(scenario, undefined, {
    scenario: { ...BUNDLED_SCENARIO_INPUTS[scenario], maxTurns },
    ...extra,
  });
}

/** A bundled force without its off-table assets (R3: reserves and strikes), written in full. */
export function withoutSupport(force: BundledForceId): ForceInput {
  return { ...BUNDLED_FORCE_INPUTS[force], offTableAssets: [] };
}

/** Every bundled table with both seatings. */
export const XZ_SETUPS: readonly XzSetup[] = BUNDLED_SCENARIO_IDS.flatMap((scenario) => [
  xzSetup(scenario),
  xzSetup(scenario, ['vyrkai-brood', 'ashen-sun-crusade']),
]);

/**
 * Copies of `game` in which only the secrets of the player other than `viewer` differ, each a state the rules
 * can reach: every face-down counter of theirs turned into another kind (never a CHARGE the unit may not take,
 * R34), and the live marker of each of their requested assets moved to another of its 4 markers.
 */
export function alterSecrets(game: XzState, viewer: string): XzState[] {
  const out: XzState[] = [];
  const hidden = (u: XzState['units'][number]) => u.player !== viewer && u.order && !u.order.revealed;
  if (game.units.some(hidden)) {
    const units = game.units.map((u) => {
      if (!hidden(u) || !u.order) return u;
      const allowed = ORDER_KINDS.filter(
        (k) => k !== u.order?.value && !(k === 'charge' && u.noChargeTurn === game.turn),
      );
      return { ...u, order: { ...u.order, value: allowed[game.turn % allowed.length] ?? u.order.value } };
    });
    out.push({ ...game, units });
  }
  const live = (a: XzState['sides'][number]['assets'][number]) =>
    a.active !== undefined && !a.active.revealed && a.markers.length > 1;
  if (game.sides.some((s) => s.player !== viewer && s.assets.some(live))) {
    const sides = game.sides.map((s) =>
      s.player === viewer
        ? s
        : {
            ...s,
            assets: s.assets.map((a) =>
              live(a) && a.active
                ? { ...a, active: { ...a.active, value: (a.active.value + 1) % a.markers.length } }
                : a,
            ),
          },
    );
    out.push({ ...game, sides });
  }
  return out;
}

/** Whether a command showed `viewer` a secret of the other player: a counter turned over, a live marker known. */
export function reveals(before: XzState, after: XzState, viewer: string): boolean {
  const shown = (game: XzState) =>
    JSON.stringify([
      game.units
        .filter((u) => u.player !== viewer)
        .map((u) => [u.id, u.order === undefined ? '-' : u.order.revealed ? u.order.value : '?']),
      game.sides
        .filter((s) => s.player !== viewer)
        .map((s) => s.assets.map((a) => [a.status, a.active?.revealed ?? '-'])),
    ]);
  return shown(before) !== shown(after);
}
