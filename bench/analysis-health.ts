/**
 * What the server does for its other requests while an analysis runs in it (ROLE=all): /api/health asked at a steady
 * rate with each answer's time kept, the server's event-loop delay (analysis-server-probe.mjs, loaded into it), and
 * how long its main thread waited for a core (/proc schedstat). Slow answers are counted per analysis step, so that
 * a step that holds the loop or the cores shows by name.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { AnalysisProgress } from '@platform/shared';
import { base } from './bench-support.js';
import { summarise } from './latency-summary.js';

/** A steady trickle, as a balancer's health checks and a few visitors would send: not a load of its own. */
export const HEALTH_REQUESTS_PER_SECOND = 20;
/** Issue 30's goal for /api/health while an analysis runs in the same process (ROLE=all). */
export const HEALTH_P99_GOAL_MS = 10;

const probeModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'analysis-server-probe.mjs');

/** The server's environment for the probe: its event-loop delay is written to `file` on SIGUSR2. */
export function eventLoopProbeEnv(file: string): Record<string, string> {
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probeModule}`.trim(), BENCH_EVENT_LOOP_FILE: file };
}

interface EventLoopDelay {
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  /** [seconds since the stretch began, worst delay in that second, ms]. */
  worstPerSecond: [number, number][];
}

/** Ends the server's current event-loop stretch and reads it. */
export async function readEventLoopDelay(pid: number, file: string): Promise<EventLoopDelay> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 100 && !fs.existsSync(file); tries += 1) await sleep(20);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as EventLoopDelay;
}

/** The main thread's time on a core and time runnable but waiting for one, ns, and how many times it ran. */
function mainThreadSchedstat(pid: number) {
  const [onCpu, waiting, slices] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return { onCpu: onCpu!, waiting: waiting!, slices: slices! };
}

/** /api/health at a steady rate from now until `stop`; each answer's time, stamped with when it was asked. */
export function sampleHealth(serverPid: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: { atMs: number; ms: number }[] = [];
  const startedAt = performance.now();
  const schedstatBefore = mainThreadSchedstat(serverPid);
  let stopping = false;
  const running = (async () => {
    for (let sent = 0; !stopping; sent += 1) {
      const wait = startedAt + (sent * 1000) / HEALTH_REQUESTS_PER_SECOND - performance.now();
      if (wait > 0) await sleep(wait);
      const asked = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.get(`${base}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
      });
      if (status !== 200) throw new Error(`/api/health: ${status}`);
      samples.push({ atMs: asked - startedAt, ms: performance.now() - asked });
    }
  })();
  return {
    startedAt,
    async stop() {
      stopping = true;
      await running;
      agent.destroy();
      const after = mainThreadSchedstat(serverPid);
      const slices = after.slices - schedstatBefore.slices;
      const summary = summarise(samples.map((sample) => sample.ms));
      return {
        ...summary,
        samples,
        /** The server's main thread: ms runnable but waiting for a core, and that per time it was given one (µs). */
        mainThread: {
          waitingMs: (after.waiting - schedstatBefore.waiting) / 1e6,
          onCpuMs: (after.onCpu - schedstatBefore.onCpu) / 1e6,
          waitPerSliceUs: slices > 0 ? (after.waiting - schedstatBefore.waiting) / 1e3 / slices : 0,
        },
      };
    },
  };
}

export type HealthSamples = Awaited<ReturnType<ReturnType<typeof sampleHealth>['stop']>>;

/**
 * How many answers took over the goal and the worst, by the step under way when they were asked (a step spans from
 * the report of the one before it to its own; scene cuts run at the start of transcription). `jobStartMs`: when the
 * run's clock started, on the samples' clock.
 */
export function slowAnswersBySteps(samples: HealthSamples['samples'], steps: AnalysisProgress['steps'], jobStartMs: number) {
  const ends = [...steps].sort((a, b) => a.elapsed_ms - b.elapsed_ms);
  const stepAt = (atMs: number) => {
    if (atMs < jobStartMs) return 'before the job';
    return ends.find((entry) => jobStartMs + entry.elapsed_ms >= atMs)?.step ?? 'saving and after';
  };
  const bySteps = new Map<string, { slow: number; asked: number; worstMs: number }>();
  for (const sample of samples) {
    const step = stepAt(sample.atMs);
    const entry = bySteps.get(step) ?? { slow: 0, asked: 0, worstMs: 0 };
    entry.asked += 1;
    if (sample.ms > HEALTH_P99_GOAL_MS) entry.slow += 1;
    entry.worstMs = Math.max(entry.worstMs, sample.ms);
    bySteps.set(step, entry);
  }
  return [...bySteps].map(([step, entry]) => ({ step, ...entry, worstMs: Math.round(entry.worstMs * 10) / 10 }));
}
