import type { PlayerId } from 'sandtable';

/** Where the game is: the decision it waits for. */
export type Stage =
  | { readonly kind: 'start' }
  | { readonly kind: 'deploy'; readonly player: PlayerId }
  | { readonly kind: 'activate'; readonly player: PlayerId }
  | {
      readonly kind: 'place-ambush';
      readonly player: PlayerId;
      readonly unit: string;
      readonly distance: number;
    }
  | { readonly kind: 'move'; readonly player: PlayerId; readonly unit: string }
  | {
      readonly kind: 'charge-reaction';
      readonly player: PlayerId;
      readonly unit: string;
      readonly charger: string;
    }
  | { readonly kind: 'casualties'; readonly player: PlayerId; readonly unit: string }
  | { readonly kind: 'nullify'; readonly player: PlayerId; readonly caster: string }
  | {
      readonly kind: 'setup-choice';
      readonly player: PlayerId;
      readonly choice: 'terrible-commander' | 'traitors';
    }
  | { readonly kind: 'misfire'; readonly player: PlayerId; readonly unit: string }
  | { readonly kind: 'strike-targets'; readonly player: PlayerId; readonly unit: string }
  | { readonly kind: 'place-survivors'; readonly player: PlayerId; readonly unit: string }
  | { readonly kind: 'recover'; readonly player: PlayerId; readonly unit: string }
  | { readonly kind: 'priority'; readonly player: PlayerId }
  | { readonly kind: 'game-over' };
