import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcriber } from '../../infra/transcription/index.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { webinarQueuedForAnalysis } from '../../../test-support/analysis/queued-analysis.js';
import { makeToneVideo } from '../../../test-support/analysis/tone-video.js';

/**
 * An engine whose first transcription waits for the test and then hears "first take"; every later one hears "second
 * take" at once. The test restarts the analysis while the first is waiting.
 */
function heldFirstTranscriber() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  let firstStarted = () => {};
  const started = new Promise<void>((resolve) => {
    firstStarted = resolve;
  });
  const transcriber: Transcriber = {
    engine: 'held',
    supports: () => true,
    async transcribe(_wav, { language }) {
      calls += 1;
      const take = calls === 1 ? 'first take' : 'second take';
      if (calls === 1) {
        firstStarted();
        await released;
      }
      return { engine: 'held', model: null, language, lines: [{ start: 1, end: 2, speaker: '', text: take }] };
    },
  };
  return { transcriber, started, release, calls: () => calls };
}

describe.each(databaseKinds(import.meta.url))('restarting a running analysis on %s', (kind) => {
  let t: TestApp;
  let video: Awaited<ReturnType<typeof makeToneVideo>>;
  const engine = heldFirstTranscriber();

  beforeAll(async () => {
    video = await makeToneVideo(6);
    t = await createTestApp(kind, { transcribers: [engine.transcriber] });
  }, 120_000);

  afterAll(async () => {
    engine.release();
    await t?.close();
    video?.remove();
  });

  it('stops the run under way and lets the new run write the chunks, with all of its steps', async () => {
    const { call, activityId } = await webinarQueuedForAnalysis(t, video.file);

    const analysing = t.jobs.drain();
    await engine.started;
    const restarted = await call('PUT', `/api/activities/${activityId}/status`, { command: 'retry-analysis' });
    expect(restarted.json().activity.status).toBe('ANALYZING');
    engine.release();
    expect(await analysing).toMatchObject({ failed: 0 });
    // The restart's job may have been put off while the first run still held the lease.
    await t.jobs.drain();

    expect(engine.calls()).toBe(2);
    const progress = (await call('GET', `/api/activities/${activityId}/analysis`)).json() as {
      status: string;
      steps: { step: string; percent: number }[];
    };
    expect(progress.status).toBe('PENDING_REVIEW');
    expect(progress.steps.map((entry) => entry.step)).toEqual(
      expect.arrayContaining(['audio', 'transcription', 'segmentation', 'summaries']),
    );
    const chunks = (await call('GET', `/api/activities/${activityId}/chunks`)).json().results as { transcript: { text: string }[] }[];
    expect(chunks.flatMap((chunk) => chunk.transcript.map((line) => line.text))).toEqual(['second take']);
  }, 120_000);
});
