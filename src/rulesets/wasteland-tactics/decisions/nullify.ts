import { nullifiers } from '../rules/casting/cast';
import { unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-CAST-03: the opponent may nullify a manifested power with a Caster within 24", or decline. */
export const nullifyDecision: WastelandDecision<'nullify'> = {
  accepts: ['nullify'],
  rules: ['WT-CAST-03'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'nullify',
      message: `${unitName(state, stage.caster)} manifests ${state.cast?.power ?? 'a power'}: nullify it with a Caster within 24", or decline (WT-CAST-03).`,
      constraints: { caster: stage.caster, face: state.cast?.face ?? 0 },
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player || !state.cast) return withStanding(state, player, []);
    return withStanding(state, player, [
      { type: 'nullify', player },
      ...nullifiers(state, player, state.cast).map((u) => ({ type: 'nullify' as const, player, unit: u.id })),
    ]);
  },
};
