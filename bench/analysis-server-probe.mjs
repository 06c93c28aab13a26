/**
 * Loaded into the server by the analysis bench (`--import`, through NODE_OPTIONS, before tsx: plain JavaScript): the
 * server's event-loop delay, over the whole measured stretch and as the worst delay of each second, written to
 * BENCH_EVENT_LOOP_FILE as JSON on SIGUSR2, which also starts the next stretch. Tells JavaScript work on the server's
 * own loop apart from the process waiting for a core (which the bench reads from /proc schedstat).
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
// The sampling timer's period: a shorter one wakes the server more often than the requests it is there to observe.
const RESOLUTION_MS = 5;

if (file) {
  const whole = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const second = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  whole.enable();
  second.enable();
  let startedAt = performance.now();
  let worstPerSecond = [];
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  setInterval(() => {
    worstPerSecond.push([Math.round((performance.now() - startedAt) / 1000), ms(second.max)]);
    second.reset();
  }, 1000).unref();
  process.on('SIGUSR2', () => {
    const summary = {
      seconds: (performance.now() - startedAt) / 1000,
      p50Ms: ms(whole.percentile(50)),
      p99Ms: ms(whole.percentile(99)),
      maxMs: ms(whole.max),
      meanMs: ms(whole.mean),
      worstPerSecond,
    };
    // Renamed into place, so that the bench never reads half a file.
    fs.writeFileSync(`${file}.part`, JSON.stringify(summary));
    fs.renameSync(`${file}.part`, file);
    whole.reset();
    second.reset();
    worstPerSecond = [];
    startedAt = performance.now();
  });
}
