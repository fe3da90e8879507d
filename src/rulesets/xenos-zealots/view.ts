import { type HiddenView, redact } from 'sandtable/kit';
import type { OrderKind, SideState, UnitState, XzState } from './state';

/** A unit as a player sees it: another player's counter face down until it is turned over (XZ-TURN-06). */
export type UnitView = Omit<UnitState, 'order'> & { readonly order?: HiddenView<OrderKind> | undefined };
/** An off-table asset as a player sees it: the markers, but not which one is active (XZ-TURN-07). */
export type AssetView = Omit<SideState['assets'][number], 'active'> & {
  readonly active?: HiddenView<number> | undefined;
};
/** A side as a player sees it. */
export type SideView = Omit<SideState, 'assets'> & { readonly assets: readonly AssetView[] };

/** What a player may see of a Xenos & Zealots game. */
export type XzView = Omit<XzState, 'units' | 'sides'> & {
  readonly units: readonly UnitView[];
  readonly sides: readonly SideView[];
};

/**
 * XZ-TURN-06 / XZ-TURN-07 / R3 / R20: what `player` may see: the opponent's order counters face down (only that
 * a unit has one) until turned over, and the opponent's markers without the active one; everything else is public.
 */
export function xzViewFor(state: XzState, player: string): XzView {
  return {
    ...state,
    units: state.units.map((u) => (u.order === undefined ? u : { ...u, order: redact(u.order, player) })),
    sides: state.sides.map((s) => ({
      ...s,
      assets: s.assets.map((a) => (a.active === undefined ? a : { ...a, active: redact(a.active, player) })),
    })),
  };
}
