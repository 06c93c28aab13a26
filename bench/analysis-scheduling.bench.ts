/**
 * Scheduling alone, without the app: a bare Node HTTP server asked 20 times a second while one pocketsphinx per core
 * decodes speech on the same cores, started as the transcriber starts it (nice 10) and in Linux's idle scheduling
 * class (SCHED_IDLE, `chrt --idle 0`), and with nothing beside it; rounds in turn, so other work on a shared machine
 * falls on all of them alike. For each: answer p50/p99/max, how long the server's main thread waited for a core per
 * time it ran (/proc schedstat), and how much CPU the decoders got. Not a test: the numbers depend on the machine.
 * `npx tsx bench/analysis-scheduling.bench.ts`; BENCH_SCHEDULING_SECONDS (per round, default 15),
 * BENCH_SCHEDULING_ROUNDS (default 2), BENCH_PORT.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runTool } from '../apps/server/src/infra/media/run-ffmpeg.js';
import { summarise } from './latency-summary.js';

const SECONDS = Number(process.env.BENCH_SCHEDULING_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_SCHEDULING_ROUNDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const PER_SECOND = 20;
const DECODER = ['pocketsphinx_continuous', '-time', 'yes', '-logfn', '/dev/null'];

/** Two minutes of espeak-ng speech as 16 kHz mono, what the transcriber is given. */
function speech(dir: string): string {
  const text = 'The central bank raised interest rates again this quarter, and the markets answered at once. '.repeat(20);
  const raw = path.join(dir, 'raw.wav');
  const wav = path.join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'en-us+klatt', '-w', raw, text]);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-ar', '16000', '-ac', '1', wav]);
  return wav;
}

const SERVER = `require('node:http').createServer((request, response) => response.end('{"ok":true}')).listen(${PORT}, '127.0.0.1')`;

function schedstat(pid: number) {
  const [onCpu, waiting, slices] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return { onCpu: onCpu!, waiting: waiting!, slices: slices! };
}

async function probe(serverPid: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  const before = schedstat(serverPid);
  const startedAt = performance.now();
  for (let sent = 0; performance.now() - startedAt < SECONDS * 1000; sent += 1) {
    const wait = startedAt + (sent * 1000) / PER_SECOND - performance.now();
    if (wait > 0) await sleep(wait);
    const asked = performance.now();
    await new Promise<void>((resolve, reject) => {
      http.get(`http://127.0.0.1:${PORT}/`, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject);
    });
    samples.push(performance.now() - asked);
  }
  agent.destroy();
  const after = schedstat(serverPid);
  return { ...summarise(samples), waitPerSliceUs: (after.waiting - before.waiting) / 1e3 / Math.max(1, after.slices - before.slices) };
}

/** One decoder per core, started again whenever one finishes, until `stop` is aborted. */
function decodeOnEveryCore(wav: string, how: 'nice 10' | 'idle class', stop: AbortSignal) {
  const options = { timeoutMs: 600_000, signal: stop };
  const decodeOnce = () =>
    how === 'nice 10'
      ? // As the transcriber starts it.
        runTool(DECODER[0]!, [...DECODER.slice(1), '-infile', wav], { ...options, niceness: 10 }, () => {})
      : // Linux's idle scheduling class (util-linux chrt): preempted at once by any task that wakes.
        runTool('chrt', ['--idle', '0', ...DECODER, '-infile', wav], options, () => {});
  return Promise.all(
    Array.from({ length: os.availableParallelism() }, async () => {
      // A decoder that fails would be started again at once, a storm of process starts instead of decoding.
      while (!stop.aborted)
        await decodeOnce().catch((error: unknown) => {
          if (!stop.aborted) throw error;
        });
    }),
  );
}

/** CPU time so far (user and system, ticks of 10 ms) of each decoder this process runs, by pid. */
function decodersCpuMs(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const [head, rest] = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ');
      const fields = rest!.split(' ');
      if (!head!.includes('pocketsphinx') || Number(fields[1]) !== process.pid) continue;
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended while the list was read.
    }
  }
  return cpu;
}

/** Cores' worth of CPU the decoders got between two readings (a decoder started meanwhile counts from zero). */
function decoderCores(before: Map<number, number>, after: Map<number, number>, seconds: number): number {
  let ms = 0;
  for (const [pid, cpu] of after) ms += cpu - (before.get(pid) ?? 0);
  return ms / 1000 / seconds;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scheduling-'));
  const server = spawn(process.execPath, ['-e', SERVER], { stdio: 'inherit' });
  try {
    const wav = speech(dir);
    await sleep(1000);
    const rows: { how: string; round: number; load: number; result: Awaited<ReturnType<typeof probe>>; decoderCores: number }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const how of ['nothing beside it', 'nice 10', 'idle class'] as const) {
        const stop = new AbortController();
        const decoding = how === 'nothing beside it' ? Promise.resolve() : decodeOnEveryCore(wav, how, stop.signal);
        await sleep(1000);
        const load = os.loadavg()[0]!;
        const cpuBefore = decodersCpuMs();
        const result = await probe(server.pid!);
        const cores = decoderCores(cpuBefore, decodersCpuMs(), SECONDS);
        stop.abort();
        await decoding;
        rows.push({ how, round, load, result, decoderCores: cores });
      }
    }
    console.log(
      `\n| decoders beside the server | round | load average | p50 ms | p99 ms | max ms | main thread's wait for a core per run, µs | cores the decoders got |`,
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { how, round, load, result, decoderCores: cores } of rows)
      console.log(
        `| ${how} | ${round} | ${load.toFixed(1)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.max.toFixed(1)} | ${result.waitPerSliceUs.toFixed(0)} | ${cores.toFixed(2)} |`,
      );
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
