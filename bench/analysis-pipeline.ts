import type { AnalysisProgress, AnalysisStep } from '@platform/shared';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeSpeechFixture, wordErrorRate } from '../apps/server/test-support/analysis/speech-fixture.js';
import { defaultSegmentOptions } from '../apps/server/src/modules/analysis/text/segmenter.js';
import { HEALTH_P99_GOAL_MS, HEALTH_REQUESTS_PER_SECOND, readEventLoopDelay, sampleHealth, slowAnswersBySteps } from './analysis-health.js';
import { api, base, signUpHost } from './bench-support.js';
import { TEN_MINUTE_TALK } from './ten-minute-talk.js';

/** Issue 30's goal: the whole pipeline within 8 s of wall time per minute of audio on 2 cores (the first issue's: 20). */
export const SECONDS_PER_MINUTE_GOAL = 8;
const POLL_MS = 250;
/** /api/health on the idle server before the analysis, to tell what the analysis adds. */
const IDLE_HEALTH_SECONDS = 10;

/**
 * Polls the analysis page's own call until the run leaves `running`; the seconds it took, from `since`, and the
 * latest the run's clock can have started (each poll's time less the last step's elapsed_ms), within a poll.
 */
async function waitWhile(activityId: string, cookie: string, running: string, since: number) {
  let runStartedBy = Infinity;
  for (;;) {
    const progress = await api<AnalysisProgress>('GET', `/api/activities/${activityId}/analysis`, cookie);
    const elapsed = Math.max(-Infinity, ...progress.steps.map((entry) => entry.elapsed_ms));
    if (progress.status === running && elapsed >= 0) runStartedBy = Math.min(runStartedBy, performance.now() - elapsed);
    if (progress.status !== running) return { progress, seconds: (performance.now() - since) / 1000, runStartedBy };
    await sleep(POLL_MS);
  }
}

export interface StepTiming {
  step: string;
  /** Wall seconds; null when the run did not report the step. */
  seconds: number | null;
}

/**
 * Per step wall time from the run's progress reports, each stamped with the time since the job started. Scene cuts and
 * transcription run side by side after the silences (where the transcriber cuts the audio) are found: each is timed
 * from there, and the transcription step is reported once both are done.
 */
function stepTimings(steps: AnalysisProgress['steps'], plan: readonly (readonly [string, AnalysisStep, AnalysisStep | null])[]) {
  const at = (step: AnalysisStep | null) => (step === null ? 0 : steps.find((entry) => entry.step === step)?.elapsed_ms);
  return plan.map(([label, step, after]): StepTiming => {
    const end = at(step);
    const start = at(after);
    return { step: label, seconds: end === undefined || start === undefined ? null : (end - start) / 1000 };
  });
}

const ANALYSIS_PLAN = [
  ['download from storage and ffprobe', 'probe', null],
  ['16 kHz mono audio', 'audio', 'probe'],
  ['silences (where the audio is cut)', 'silences', 'audio'],
  ['scene cuts (beside transcription)', 'scenes', 'silences'],
  ['transcription (pocketsphinx), until it and the scene cuts are done', 'transcription', 'silences'],
  ['segmentation', 'segmentation', 'transcription'],
  ['titles, summaries and keywords', 'summaries', 'segmentation'],
] as const;

const COMPILE_PLAN = [
  ['mezzanine (2 s GOP)', 'mezzanine', null],
  ['clips and thumbnails', 'clips', 'mezzanine'],
] as const;

interface ChunkAnswer {
  start: number;
  end: number;
  transcript: { text: string }[];
}

/** A talk of about ten minutes (TEN_MINUTE_TALK, or its first BENCH_ANALYSIS_TOPICS topics) synthesised now. */
export async function synthesiseTalk(dir: string) {
  const topics = TEN_MINUTE_TALK.slice(0, Number(process.env.BENCH_ANALYSIS_TOPICS ?? TEN_MINUTE_TALK.length));
  fs.mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const fixture = await makeSpeechFixture(dir, topics);
  const synthesisSeconds = (performance.now() - started) / 1000;
  console.log(
    `\nSynthesised ${topics.length} topics, ${fixture.sentences.length} sentences, ${(fixture.durationSeconds / 60).toFixed(2)} min of speech in ${synthesisSeconds.toFixed(0)} s`,
  );
  return { fixture, topics: topics.length, synthesisSeconds };
}

export type Talk = Awaited<ReturnType<typeof synthesiseTalk>>;

/** CPU time of a process and of the children it has reaped (Linux /proc fields 14 to 17, in ticks of 10 ms), in ms. */
function cpuWithChildrenMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0) * 10;
}

/**
 * The talk uploaded as a video, analysed through trigger-analysis as a host would, then its proposed chunks submitted
 * unchanged and compiled. Wall time per step from the run's progress, the whole from the command to the status change,
 * the server's CPU time (its own and its child processes') over the analysis, and /api/health meanwhile.
 * `serverPid`: the server, which runs the analysis itself (ROLE=all).
 */
export async function measurePipeline({ fixture, topics, synthesisSeconds }: Talk, serverPid: number, eventLoopFile: string) {
  const minutes = fixture.durationSeconds / 60;
  const host = await signUpHost('Bench analysis');
  const { id: activityId } = await api<{ id: string }>('POST', `/api/workspaces/${host.workspaceId}/activities`, host.cookie, {
    name: 'Bench talk',
    language: 'en-US',
  });
  const { url } = await api<{ url: string }>('POST', '/api/s3/', host.cookie, { activityId });
  const put = await fetch(`${base}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: fs.readFileSync(fixture.video),
  });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  for (;;) {
    const { results } = await api<{ results: { media_state: string }[] }>('GET', `/api/activities/${activityId}/recording`, host.cookie);
    if (results[0]?.media_state === 'ready') break;
    if (results[0]?.media_state === 'failed') throw new Error('the uploaded recording could not be processed');
    await sleep(POLL_MS);
  }

  await readEventLoopDelay(serverPid, eventLoopFile);
  const idle = sampleHealth(serverPid);
  await sleep(IDLE_HEALTH_SECONDS * 1000);
  const { samples: _idleSamples, ...healthIdle } = await idle.stop();
  const eventLoopIdle = await readEventLoopDelay(serverPid, eventLoopFile);

  const loadAverage = os.loadavg()[0]!;
  const cpuBefore = cpuWithChildrenMs(serverPid);
  const health = sampleHealth(serverPid);
  let started = performance.now();
  await api('PUT', `/api/activities/${activityId}/status`, host.cookie, { command: 'trigger-analysis' });
  const analysis = await waitWhile(activityId, host.cookie, 'ANALYZING', started);
  const { samples, ...healthDuringAnalysis } = await health.stop();
  const eventLoop = await readEventLoopDelay(serverPid, eventLoopFile);
  const cpuSeconds = (cpuWithChildrenMs(serverPid) - cpuBefore) / 1000;
  if (analysis.progress.status !== 'PENDING_REVIEW')
    throw new Error(`analysis ended in ${analysis.progress.status}: ${analysis.progress.err_msg}`);
  const analysisSteps = stepTimings(analysis.progress.steps, ANALYSIS_PLAN);
  const lastReport = Math.max(...analysis.progress.steps.map((entry) => entry.elapsed_ms)) / 1000;
  analysisSteps.push({ step: 'queue pick-up, saving, status change (and polling)', seconds: analysis.seconds - lastReport });

  const { results: chunks } = await api<{ results: ChunkAnswer[] }>('GET', `/api/activities/${activityId}/chunks`, host.cookie);
  started = performance.now();
  await api(
    'PUT',
    `/api/activities/${activityId}/chunks`,
    host.cookie,
    chunks.map(({ start, end }) => ({ start, end })),
  );
  const compiling = await waitWhile(activityId, host.cookie, 'COMPILING', started);
  if (compiling.progress.status !== 'PROCESSED')
    throw new Error(`compiling ended in ${compiling.progress.status}: ${compiling.progress.err_msg}`);
  const compileSteps = stepTimings(compiling.progress.steps, COMPILE_PLAN);

  // How well it worked, so that a fast run is not a broken one.
  const near = (a: number, b: number) => Math.abs(a - b) <= 4;
  const cuts = chunks.slice(1).map((chunk) => chunk.start / 1000);
  const reference = fixture.sentences.map((sentence) => sentence.text).join(' ');
  const hypothesis = chunks.flatMap((chunk) => chunk.transcript.map((line) => line.text)).join(' ');
  return {
    topics,
    audioMinutes: minutes,
    synthesisSeconds,
    /** 1-minute load average when the analysis started: other work on the 2 cores slows every step. */
    loadAverage,
    analysis: {
      seconds: analysis.seconds,
      secondsPerMinute: analysis.seconds / minutes,
      steps: analysisSteps,
      /** The server's and its children's (ffmpeg, pocketsphinx) CPU time over the analysis: what the load does not move. */
      cpuSeconds,
      cpuSecondsPerMinute: cpuSeconds / minutes,
      health: healthDuringAnalysis,
      slowHealthBySteps: slowAnswersBySteps(samples, analysis.progress.steps, analysis.runStartedBy - health.startedAt),
      eventLoop,
    },
    idle: { seconds: IDLE_HEALTH_SECONDS, health: healthIdle, eventLoop: eventLoopIdle },
    compiling: { seconds: compiling.seconds, secondsPerMinute: compiling.seconds / minutes, steps: compileSteps },
    quality: {
      chunks: chunks.length,
      minChunkSeconds: defaultSegmentOptions(fixture.durationSeconds).minChunkSeconds,
      topicSeconds: fixture.durationSeconds / topics,
      /** Chunk boundaries within 4 s of a topic change, of all the chunk boundaries. */
      cutsAtTopicChanges: cuts.filter((cut) => fixture.boundaries.some((truth) => near(cut, truth))).length,
      cuts: cuts.length,
      wordErrorRate: wordErrorRate(reference, hypothesis),
    },
  };
}

export type PipelineResult = Awaited<ReturnType<typeof measurePipeline>>;

export interface LabelledPipeline {
  /** The ANALYSIS_CONCURRENCY the server ran with. */
  label: string;
  result: PipelineResult;
}

/** The runs side by side, wall time per step, then for each the goals, its CPU time, /api/health and the result's quality. */
export function printPipelines(runs: readonly LabelledPipeline[]): void {
  const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const cell = (seconds: number | null, minutes: number) =>
    seconds === null ? 'not reported | –' : `${seconds.toFixed(1)} | ${(seconds / minutes).toFixed(2)}`;
  const row = (label: string, pick: (result: PipelineResult) => number | null) =>
    console.log(`| ${label} | ${runs.map(({ result }) => cell(pick(result), result.audioMinutes)).join(' | ')} |`);
  const whole = (result: PipelineResult) => result.analysis.seconds + result.compiling.seconds;
  const minutes = runs[0]!.result.audioMinutes;
  console.log(
    `\n| step (${minutes.toFixed(2)} min of audio) | ${runs.map(({ label }) => `${label}: wall s | s per audio minute`).join(' | ')} |` +
      `\n|---|${runs.map(() => '---|---|').join('')}`,
  );
  runs[0]!.result.analysis.steps.forEach(({ step }, i) => row(step, (result) => result.analysis.steps[i]!.seconds));
  row('**analysis, trigger-analysis to PENDING_REVIEW**', (result) => result.analysis.seconds);
  runs[0]!.result.compiling.steps.forEach(({ step }, i) => row(step, (result) => result.compiling.steps[i]!.seconds));
  row('**compiling, submit to PROCESSED**', (result) => result.compiling.seconds);
  row('**analysis and compiling**', whole);
  row('server and child-process CPU s over the analysis', (result) => result.analysis.cpuSeconds);
  for (const { label, result } of runs) {
    const { analysis, quality } = result;
    const withCompiling = whole(result) / result.audioMinutes;
    console.log(
      `\n${label} (load average ${result.loadAverage.toFixed(1)} on ${os.availableParallelism()} cores when the analysis started): ` +
        `analysis ${analysis.secondsPerMinute.toFixed(1)} s per audio minute, ${pass(analysis.secondsPerMinute <= SECONDS_PER_MINUTE_GOAL)} against ` +
        `≤ ${SECONDS_PER_MINUTE_GOAL}; with compiling ${withCompiling.toFixed(1)}, ${pass(withCompiling <= SECONDS_PER_MINUTE_GOAL)}. ` +
        `CPU ${analysis.cpuSecondsPerMinute.toFixed(1)} s per audio minute (${(analysis.cpuSeconds / analysis.seconds).toFixed(2)} cores busy on average).`,
    );
    const { health, eventLoop, slowHealthBySteps } = analysis;
    const idle = result.idle;
    console.log(
      `/api/health at ${HEALTH_REQUESTS_PER_SECOND} req/s during the analysis: p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms ` +
        `over ${health.count} requests: ${pass(health.p99 <= HEALTH_P99_GOAL_MS)} against ≤ ${HEALTH_P99_GOAL_MS} ms ` +
        `(idle server before it, ${idle.seconds} s: p99 ${idle.health.p99.toFixed(1)} ms, max ${idle.health.max.toFixed(1)} ms).`,
    );
    console.log(
      `Server event-loop delay during the analysis: p50 ${eventLoop.p50Ms} ms, p99 ${eventLoop.p99Ms} ms, max ${eventLoop.maxMs} ms ` +
        `(idle: p99 ${idle.eventLoop.p99Ms} ms, max ${idle.eventLoop.maxMs} ms); seconds with a delay over ${HEALTH_P99_GOAL_MS} ms: ` +
        `${eventLoop.worstPerSecond.filter(([, worst]) => worst > HEALTH_P99_GOAL_MS).length} of ${eventLoop.worstPerSecond.length}. ` +
        `Main thread waiting for a core: ${health.mainThread.waitingMs.toFixed(0)} ms over the analysis ` +
        `(${health.mainThread.waitPerSliceUs.toFixed(0)} µs per time it ran; idle: ${idle.health.mainThread.waitPerSliceUs.toFixed(0)} µs), ` +
        `on a core ${(health.mainThread.onCpuMs / analysis.seconds).toFixed(0)} ms a second (idle: ${(idle.health.mainThread.onCpuMs / idle.seconds).toFixed(0)}).`,
    );
    console.log(
      `Answers over ${HEALTH_P99_GOAL_MS} ms by step: ` +
        slowHealthBySteps.map((entry) => `${entry.step} ${entry.slow}/${entry.asked} (worst ${entry.worstMs} ms)`).join(', '),
    );
    console.log(
      `Result: ${quality.chunks} chunks for ${result.topics} topics of ${quality.topicSeconds.toFixed(0)} s on average (the segmenter's ` +
        `minimum chunk for this length is ${quality.minChunkSeconds.toFixed(0)} s); ${quality.cutsAtTopicChanges} of the ${quality.cuts} chunk ` +
        `boundaries lie within 4 s of a topic change; word error rate ${quality.wordErrorRate.toFixed(3)}.`,
    );
  }
}
