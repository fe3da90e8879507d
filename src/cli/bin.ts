import { isSimWorkerThread, runSimWorker } from 'sandtable/sim';
import { main } from './main.js';

// The built CLI imports the package's own entry points (one copy of the engine in dist); `simulate` starts
// it again as its worker threads, which import the rulesets and bots by the names the registry gives them
// (`sandtable/xenocide`, ...): the same files the CLI already loaded.
if (isSimWorkerThread()) {
  runSimWorker();
} else {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `sandtable: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 70;
    },
  );
}
