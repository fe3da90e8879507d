import * as bots from '../bots/index.js';
import * as wastelandTactics from '../rulesets/wasteland-tactics/index.js';
import * as xenocide from '../rulesets/xenocide/index.js';
import { isSimWorkerThread, runSimWorker } from '../sim/worker-main.js';
import { main } from './main.js';

// The built CLI is one file; `simulate` starts it again as its worker threads, which find the bundled
// rulesets and bots here instead of importing the package's other entry points.
if (isSimWorkerThread()) {
  runSimWorker({
    'sandtable/xenocide': xenocide,
    'sandtable/wasteland-tactics': wastelandTactics,
    'sandtable/bots': bots,
  });
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
