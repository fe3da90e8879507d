import * as bots from 'sandtable/bots';
import { isSimWorkerThread, runSimWorker } from 'sandtable/sim';
import * as wastelandTactics from 'sandtable/wasteland-tactics';
import * as xenocide from 'sandtable/xenocide';
import { main } from './main.js';

// The built CLI imports the package's own entry points (one copy of the engine in dist); `simulate` starts
// it again as its worker threads, which find the rulesets and bots the CLI already loaded here.
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
