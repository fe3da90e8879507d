import { geometry, type Vec2 } from 'sandtable';
import type { UnitState, XenocideState } from '../../state';
import { coverFactsOf, coverSave } from './cover';
import { shootingModels } from './engagement';

/**
 * XEN-HIT-10 / XEN-CP-09 / R59: the shooter's directed-fire choice, declared with the target before rolling:
 * chosen models (one or more), every model of one profile, or the models in (or out of) cover.
 */
export type DirectedFire =
  | { readonly kind: 'models'; readonly models: readonly string[] }
  | { readonly kind: 'profile'; readonly profile: string }
  | { readonly kind: 'in-cover' }
  | { readonly kind: 'out-of-cover' };

/**
 * XEN-HIT-10 / R59: the target models a directed-fire choice names (pass them as `directedAt`). Cover is
 * judged as saves judge it (XEN-SAVE-06), from the shooting unit's nearest model.
 */
export function directedModels(
  state: XenocideState,
  shooter: UnitState,
  target: UnitState,
  choice: DirectedFire,
): string[] {
  const models = shootingModels(state, target);
  switch (choice.kind) {
    case 'models':
      return models.filter((m) => choice.models.includes(m.id)).map((m) => m.id);
    case 'profile':
      return models.filter((m) => m.profile === choice.profile).map((m) => m.id);
    default: {
      const eyes: Vec2[] = shootingModels(state, shooter).map((m) => ({ x: m.x, y: m.y }));
      const inCover = (m: (typeof models)[number]) => {
        const at = { x: m.x, y: m.y };
        const from = eyes.reduce<Vec2 | undefined>(
          (best, p) => (!best || geometry.distance(p, at) < geometry.distance(best, at) ? p : best),
          undefined,
        );
        return coverSave(coverFactsOf(state, target, m, from)) > 0;
      };
      return models.filter((m) => inCover(m) === (choice.kind === 'in-cover')).map((m) => m.id);
    }
  }
}
