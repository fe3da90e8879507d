import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameResult, SimulationJob } from './job.js';
import { type FromWorker, SIM_WORKER_MARK, type ToWorker } from './worker-protocol.js';

/**
 * The file worker threads run: `sim-worker.js` next to the built package's code, or, when running from the
 * TypeScript sources (tests, tsx), `worker.ts` loaded through tsx.
 */
export function defaultWorkerEntry(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('./worker.ts', here) : new URL('./sim-worker.js', here);
}

function tsxApi(): string {
  try {
    const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
    return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  } catch {
    return 'tsx/esm/api';
  }
}

function spawn(entry: URL): Worker {
  const workerData = { [SIM_WORKER_MARK]: true };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData });
  // TypeScript sources: register tsx inside the worker before importing the entry.
  const boot = `import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** What the workers loaded: the ruleset's id and each player's bot name. */
export interface WorkerRunInfo {
  readonly ruleset: string;
  readonly bots: Readonly<Record<string, string>>;
}

/** Options of {@link runOnWorkers}. */
export interface WorkerRunOptions {
  readonly job: SimulationJob;
  readonly games: number;
  readonly workers: number;
  readonly entry: URL;
  /** Called once per game, in completion order (callers sort by index). */
  readonly onResult: (result: GameResult) => void;
}

/**
 * Plays games 0..games-1 on `workers` threads, handing out small batches of indices as threads become free.
 * Resolves to what the workers loaded; rejects with the first failure (naming the game and its seed) and
 * always terminates the threads.
 */
export async function runOnWorkers(options: WorkerRunOptions): Promise<WorkerRunInfo> {
  const { job, games, onResult } = options;
  const batch = Math.max(1, Math.min(8, Math.floor(games / (options.workers * 4))));
  let next = 0;
  let done = 0;
  let info: WorkerRunInfo = { ruleset: '', bots: {} };
  const threads = Array.from({ length: options.workers }, () => spawn(options.entry));
  try {
    await new Promise<void>((resolve, reject) => {
      const outstanding = new Map<Worker, number>();
      const send = (worker: Worker, message: ToWorker) => worker.postMessage(message);
      const feed = (worker: Worker) => {
        const indices: number[] = [];
        while (indices.length < batch && next < games) indices.push(next++);
        outstanding.set(worker, indices.length);
        if (indices.length > 0) send(worker, { kind: 'play', indices });
      };
      for (const worker of threads) {
        worker.on('message', (message: FromWorker) => {
          if (message.kind === 'failed') return reject(new Error(message.message));
          if (message.kind === 'ready') {
            info = { ruleset: message.ruleset, bots: message.bots };
            return feed(worker);
          }
          onResult(message.result);
          done++;
          const left = (outstanding.get(worker) ?? 1) - 1;
          outstanding.set(worker, left);
          if (done === games) resolve();
          else if (left === 0) feed(worker);
        });
        worker.on('error', (error) => reject(new Error(`A simulation worker crashed: ${error.message}`)));
        worker.on('exit', (code) => {
          if (done < games) reject(new Error(`A simulation worker exited early (code ${code}).`));
        });
        send(worker, { kind: 'init', job });
      }
    });
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
  return info;
}
