import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as bots from '../bots/index.js';
import { type LoadedJob, loadJob, playIndexedGame } from './job.js';
import type { ModuleTable } from './module-ref.js';
import { type FromWorker, SIM_WORKER_MARK, type ToWorker } from './worker-protocol.js';

/** Whether this thread was started by `simulate` as one of its workers. */
export function isSimWorkerThread(): boolean {
  return !isMainThread && (workerData as Record<string, unknown> | null)?.[SIM_WORKER_MARK] === true;
}

/**
 * Serves a simulation from inside a worker thread: loads the job's ruleset and bots (from `modules` when
 * listed there, else by `import`), then plays the games it is sent and posts each result.
 */
export function runSimWorker(modules: ModuleTable = {}): void {
  const port = parentPort;
  if (!port) throw new Error('runSimWorker: call it inside a worker thread started by simulate().');
  const table: ModuleTable = { 'sandtable/bots': bots, ...modules };
  const post = (message: FromWorker) => port.postMessage(message);
  let job: LoadedJob | undefined;
  port.on('message', async (message: ToWorker) => {
    try {
      if (message.kind === 'init') {
        job = await loadJob(message.job, table);
        const names = Object.fromEntries(Object.entries(job.bots).map(([player, bot]) => [player, bot.name]));
        post({ kind: 'ready', ruleset: job.ruleset.id, bots: names });
        return;
      }
      if (!job) throw new Error('a worker was asked to play before it was initialised.');
      for (const index of message.indices) post({ kind: 'result', result: playIndexedGame(job, index) });
    } catch (error) {
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
