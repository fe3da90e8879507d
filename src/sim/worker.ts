/**
 * The file simulation worker threads run (built as `dist/sim-worker.js`).
 * @packageDocumentation
 */
import { runSimWorker } from './worker-main.js';

runSimWorker();
