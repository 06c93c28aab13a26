import type { AnalysisProgress, AnalysisStep } from '@platform/shared';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeSpeechFixture, wordErrorRate } from '../apps/server/test-support/analysis/speech-fixture.js';
import { defaultSegmentOptions } from '../apps/server/src/modules/analysis/text/segmenter.js';
import { base, signUpHost } from './bench-support.js';
import { TEN_MINUTE_TALK } from './ten-minute-talk.js';

/** The analysis issue's goal: the whole pipeline within 20 s of wall time per minute of audio, on 2 cores. */
export const SECONDS_PER_MINUTE_GOAL = 20;
const POLL_MS = 250;
const json = { 'content-type': 'application/json' };

async function api<T>(method: string, url: string, cookie: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : json), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls the analysis page's own call until the run leaves `running`; the seconds it took, from `since`. */
async function waitWhile(activityId: string, cookie: string, running: string, since: number) {
  for (;;) {
    const progress = await api<AnalysisProgress>('GET', `/api/activities/${activityId}/analysis`, cookie);
    if (progress.status !== running) return { progress, seconds: (performance.now() - since) / 1000 };
    await sleep(POLL_MS);
  }
}

export interface StepTiming {
  step: string;
  /** Wall seconds; null when the run did not report the step. */
  seconds: number | null;
}

/**
 * Per step wall time from the run's progress reports, each stamped with the time since the job started. Silences,
 * scene cuts and transcription run side by side after the audio is extracted: each is timed from there, and the
 * transcription step is reported once all three are done.
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
  ['silences (beside transcription)', 'silences', 'audio'],
  ['scene cuts (beside transcription)', 'scenes', 'audio'],
  ['transcription (pocketsphinx), until all three are done', 'transcription', 'audio'],
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

/**
 * A talk of about ten minutes (TEN_MINUTE_TALK, or its first BENCH_ANALYSIS_TOPICS topics) synthesised now, uploaded
 * as a video, analysed through trigger-analysis as a host would, then its proposed chunks submitted unchanged and
 * compiled. Wall time per step from the run's progress, and the whole from the command to the status change.
 */
export async function measurePipeline(dir: string) {
  const topics = TEN_MINUTE_TALK.slice(0, Number(process.env.BENCH_ANALYSIS_TOPICS ?? TEN_MINUTE_TALK.length));
  fs.mkdirSync(dir, { recursive: true });
  let started = performance.now();
  const fixture = await makeSpeechFixture(dir, topics);
  const synthesisSeconds = (performance.now() - started) / 1000;
  const minutes = fixture.durationSeconds / 60;
  console.log(
    `\nSynthesised ${topics.length} topics, ${fixture.sentences.length} sentences, ${minutes.toFixed(2)} min of speech in ${synthesisSeconds.toFixed(0)} s`,
  );

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

  const loadAverage = os.loadavg()[0]!;
  started = performance.now();
  await api('PUT', `/api/activities/${activityId}/status`, host.cookie, { command: 'trigger-analysis' });
  const analysis = await waitWhile(activityId, host.cookie, 'ANALYZING', started);
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
    topics: topics.length,
    audioMinutes: minutes,
    synthesisSeconds,
    /** 1-minute load average when the analysis started: other work on the 2 cores slows every step. */
    loadAverage,
    analysis: { seconds: analysis.seconds, secondsPerMinute: analysis.seconds / minutes, steps: analysisSteps },
    compiling: { seconds: compiling.seconds, secondsPerMinute: compiling.seconds / minutes, steps: compileSteps },
    quality: {
      chunks: chunks.length,
      minChunkSeconds: defaultSegmentOptions(fixture.durationSeconds).minChunkSeconds,
      topicSeconds: fixture.durationSeconds / topics.length,
      /** Chunk boundaries within 4 s of a topic change, of all the chunk boundaries. */
      cutsAtTopicChanges: cuts.filter((cut) => fixture.boundaries.some((truth) => near(cut, truth))).length,
      cuts: cuts.length,
      wordErrorRate: wordErrorRate(reference, hypothesis),
    },
  };
}

export type PipelineResult = Awaited<ReturnType<typeof measurePipeline>>;

export function printPipeline(result: PipelineResult): void {
  const { audioMinutes } = result;
  const cell = (seconds: number | null) =>
    seconds === null ? 'not reported | –' : `${seconds.toFixed(1)} | ${(seconds / audioMinutes).toFixed(2)}`;
  console.log(`\nLoad average when the analysis started: ${result.loadAverage.toFixed(1)} on ${os.availableParallelism()} cores.`);
  console.log(`\n| step (${audioMinutes.toFixed(2)} min of audio) | wall s | s per audio minute |\n|---|---|---|`);
  for (const { step, seconds } of result.analysis.steps) console.log(`| ${step} | ${cell(seconds)} |`);
  console.log(`| **analysis, trigger-analysis to PENDING_REVIEW** | ${cell(result.analysis.seconds)} |`);
  for (const { step, seconds } of result.compiling.steps) console.log(`| ${step} | ${cell(seconds)} |`);
  console.log(`| **compiling, submit to PROCESSED** | ${cell(result.compiling.seconds)} |`);
  const whole = result.analysis.seconds + result.compiling.seconds;
  console.log(`| **analysis and compiling** | ${cell(whole)} |`);
  const verdict = (secondsPerMinute: number) => (secondsPerMinute <= SECONDS_PER_MINUTE_GOAL ? 'met' : 'MISSED');
  console.log(
    `\nGoal ≤ ${SECONDS_PER_MINUTE_GOAL} s per audio minute: analysis ${result.analysis.secondsPerMinute.toFixed(1)} s/min (${verdict(result.analysis.secondsPerMinute)}); ` +
      `with compiling ${(whole / audioMinutes).toFixed(1)} s/min (${verdict(whole / audioMinutes)}).`,
  );
  const { quality } = result;
  console.log(
    `Result: ${quality.chunks} chunks for ${result.topics} topics of ${quality.topicSeconds.toFixed(0)} s on average (the segmenter's ` +
      `minimum chunk for this length is ${quality.minChunkSeconds.toFixed(0)} s); ${quality.cutsAtTopicChanges} of the ${quality.cuts} chunk ` +
      `boundaries lie within 4 s of a topic change; word error rate ${quality.wordErrorRate.toFixed(2)}.`,
  );
}
