import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { unit } from '../engine-support';

/**
 * Puts a position where `target`'s owner has just rolled `die` to save a hit from `weapon` (AP, Damage) fired
 * from `from`, and is deciding whether to spend a Command re-roll of `commander` on it (R4): the moment every
 * failed save reaches when a commander is in range. The `reroll` command then resolves the hit.
 */
export function savePending(
  state: XzState,
  hit: {
    target: string;
    model?: number;
    attacker: string;
    ap: number;
    damage: number;
    from: { x: number; y: number };
    die: number;
    top?: boolean;
    assault?: boolean;
  },
  commander: string,
): XzState {
  const t = unit(state, hit.target);
  const model = t.models[hit.model ?? 0];
  if (!model) throw new Error('no such model');
  unit(state, commander).rerolls = Math.max(1, unit(state, commander).rerolls);
  state.queue = [
    {
      kind: 'hit',
      unit: t.id,
      model: model.id,
      attacker: hit.attacker,
      weapon: 'Test Gun',
      ap: hit.ap,
      damage: hit.damage,
      from: hit.from,
      ...(hit.top ? { top: true } : {}),
      ...(hit.assault ? { assault: true } : {}),
      dice: [hit.die],
      offered: false,
    },
  ];
  state.reroll = { player: t.player, commander, purpose: 'save', dice: [hit.die], eligible: [0], sides: 6 };
  state.stage = { kind: 'reroll', player: t.player };
  return state;
}
