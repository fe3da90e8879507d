import type { GameResult, SimulationJob } from './job.js';

/** `workerData` that marks a thread as a simulation worker (for entry files that also do other things). */
export const SIM_WORKER_MARK = 'sandtableSimWorker';

/** Messages from the main thread to a simulation worker. */
export type ToWorker =
  | { readonly kind: 'init'; readonly job: SimulationJob }
  | { readonly kind: 'play'; readonly indices: readonly number[] };

/** Messages from a simulation worker to the main thread. */
export type FromWorker =
  | { readonly kind: 'ready'; readonly ruleset: string; readonly bots: Readonly<Record<string, string>> }
  | { readonly kind: 'result'; readonly result: GameResult }
  | { readonly kind: 'failed'; readonly message: string };
