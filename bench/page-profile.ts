/**
 * The browser's sampling profiler around one page load (CDP `Profiler`), summarised as where the main thread spent its
 * time: by script file and by function, self time. Used by the first-visit bench to say what its blocking time is made
 * of. Times are of the throttled CPU, as the page's long tasks are.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright';
import { root } from './bench-support.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

interface TimeShare {
  /** Self time in ms by script file name, largest first; V8's own work ("(garbage collector)", "(program)") by its name. */
  byFile: { file: string; ms: number }[];
  /** The functions with the most self time, as name@file:line:column. */
  byFunction: { name: string; ms: number }[];
}

export interface ProfileSummary extends TimeShare {
  /** Time spent evaluating each script's top level, with all it called (innermost script wins), largest first. */
  evaluation: { file: string; ms: number }[];
  /**
   * Each run of busy samples over 50 ms, with what it spent its time in: one long task, or several back to back (the
   * sampler does not see where one task ends and the next begins).
   */
  busySpans: (TimeShare & { startMs: number; ms: number })[];
}

/** Finer than the default 1 ms: a slowed module evaluation is made of many short functions. */
const SAMPLING_INTERVAL_US = 200;
const TOP = 12;

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp: CDPSession): Promise<CpuProfile> {
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

function fileOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(anonymous)';
  return frame.url.split('/').pop()?.split('?')[0] ?? frame.url;
}

function largest(totals: Map<string, number>): { key: string; ms: number }[] {
  return [...totals]
    .map(([key, us]) => ({ key, ms: Math.round(us / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
}

const LONG_TASK_US = 50_000;

interface Sample {
  frame: CallFrame;
  /** From the profile's start. */
  atUs: number;
  us: number;
}

function share(samples: Sample[]): TimeShare {
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { frame, us } of samples) {
    const file = fileOf(frame);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const name = frame.url ? `${frame.functionName || '(anonymous)'}@${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : file;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  return {
    byFile: largest(byFile).map(({ key, ms }) => ({ file: key, ms })),
    byFunction: largest(byFunction).map(({ key, ms }) => ({ name: key, ms })),
  };
}

/** Adds each sample's interval to the node it landed in; the idle thread is left out, and ends a busy span. */
export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** The innermost script top level a node runs under: a module's own body, at line 1 column 1 of its file. */
  const evaluatingFile = (id: number): string | null => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at);
      if (frame?.url && frame.lineNumber === 0 && frame.columnNumber === 0) return fileOf(frame);
    }
    return null;
  };
  const evaluation = new Map<string, number>();
  const ids = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const busy: Sample[] = [];
  const spans: Sample[][] = [];
  let span: Sample[] = [];
  let atUs = 0;
  // A sample's time is the delta to the next sample; the last one has none.
  for (let index = 0; index + 1 < ids.length; index += 1) {
    atUs += deltas[index] ?? 0;
    const frame = nodes.get(ids[index]!);
    if (!frame || frame.functionName === '(idle)') {
      if (span.length > 0) spans.push(span);
      span = [];
      continue;
    }
    const sample = { frame, atUs, us: deltas[index + 1] ?? 0 };
    const evaluated = evaluatingFile(ids[index]!);
    if (evaluated) evaluation.set(evaluated, (evaluation.get(evaluated) ?? 0) + sample.us);
    busy.push(sample);
    span.push(sample);
  }
  if (span.length > 0) spans.push(span);
  const spanUs = (samples: Sample[]) => samples.reduce((sum, sample) => sum + sample.us, 0);
  return {
    ...share(busy),
    evaluation: largest(evaluation).map(({ key, ms }) => ({ file: key, ms })),
    busySpans: spans
      .filter((samples) => spanUs(samples) > LONG_TASK_US)
      .map((samples) => ({ startMs: Math.round(samples[0]!.atUs / 1000), ms: Math.round(spanUs(samples) / 1000), ...share(samples) })),
  };
}

const listed = ({ byFile, byFunction }: TimeShare, count: number) =>
  `${byFile
    .slice(0, count)
    .map(({ file, ms }) => `${file} ${ms}`)
    .join(', ')}; ${byFunction
    .slice(0, count)
    .map(({ name, ms }) => `${name} ${ms}`)
    .join(', ')}`;

/** Writes the whole profile to .tmp/first-visit-<page>.cpuprofile, a file DevTools opens. */
export function writeProfile(pagePath: string, profile: CpuProfile): void {
  const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const file = path.join(root, '.tmp', `first-visit-${name}.cpuprofile`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(profile));
}

export function printProfile(summary: ProfileSummary): void {
  console.log(`  main thread, self ms by file; by function: ${listed(summary, TOP)}`);
  console.log(`  scripts' top levels, ms with what they called: ${summary.evaluation.map(({ file, ms }) => `${file} ${ms}`).join(', ')}`);
  for (const span of summary.busySpans) {
    console.log(`  busy ${span.ms} ms from ${span.startMs} ms of the profile: ${listed(span, 6)}`);
  }
}
