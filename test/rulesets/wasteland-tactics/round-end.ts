import type { MissionId, MissionState } from '../../../src/rulesets/wasteland-tactics/index';
import { battle, type Game, play, run, type UnitSpec } from './builders';

/** Red's last unit passes, ending the round. */
export const pass = { type: 'activate-unit' as const, player: 'red', unit: 'x', actions: [] };
/** The default table. */
export const table = { width: 72, depth: 48 };

/** A position where red's last unit passes so the round ends (round 8 is the last). */
export function roundEnd(
  mission: MissionId,
  units: UnitSpec[],
  options: {
    round?: number;
    missionState?: Partial<MissionState>;
    terrain?: Parameters<typeof battle>[0]['terrain'];
    dice?: number[];
    passerMarkers?: number;
  } = {},
): Game {
  const state = battle({
    mission,
    round: options.round ?? 1,
    terrain: options.terrain ?? [],
    units: [
      {
        id: 'x',
        player: 'red',
        profile: 'trooper',
        at: [{ x: 70, y: 2 }],
        markers: options.passerMarkers ?? 0,
      },
      ...units.map((u) => ({ ...u, extra: { activated: true, ...u.extra } })),
    ],
  });
  return play(
    { ...state, mission: { ...state.mission, ...options.missionState } },
    options.dice ?? [5, 6, 7, 8],
  );
}

/** A one-profile unit. */
export const troops = (
  id: string,
  player: string,
  at: { x: number; y: number }[],
  profile = 'trooper',
): UnitSpec => ({ id, player, profile, at });

/** The outcome after red passes. */
export const outcome = (game: Game) => run(game, pass).state.outcome;
