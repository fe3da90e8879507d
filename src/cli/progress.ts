import type { CliIo } from './io.js';

/** Draws a simulation's progress on stderr: in place on a terminal, every 10% as lines elsewhere. */
export interface ProgressBar {
  update(done: number, total: number): void;
  finish(): void;
}

const WIDTH = 30;

/** A progress bar on `io.stderr`; the clock only feeds the displayed speed, never the results. */
export function progressBar(io: CliIo): ProgressBar {
  const start = io.now();
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastDecile = -1;
  let drawn = false;
  const render = (done: number, total: number) => {
    const filled = Math.round((done / total) * WIDTH);
    const seconds = (io.now() - start) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    return `[${bar}] ${done}/${total} games  ${rate.toFixed(1)} games/s  ${done < total ? `ETA ${eta.toFixed(0)} s` : `${seconds.toFixed(1)} s`}`;
  };
  return {
    update(done, total) {
      if (io.stderrIsTTY) {
        const now = io.now();
        if (done < total && now - lastDraw < 100) return;
        lastDraw = now;
        io.stderr(`\r${render(done, total)}`);
        drawn = true;
        return;
      }
      const decile = Math.floor((done / total) * 10);
      if (decile === lastDecile) return;
      lastDecile = decile;
      io.stderr(`${render(done, total)}\n`);
    },
    finish() {
      if (drawn) io.stderr('\n');
    },
  };
}
