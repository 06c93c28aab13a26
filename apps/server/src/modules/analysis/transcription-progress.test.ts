import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcriber } from '../../infra/transcription/index.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { webinarQueuedForAnalysis } from '../../../test-support/analysis/queued-analysis.js';
import { makeToneVideo } from '../../../test-support/analysis/tone-video.js';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * An engine that says nothing until the test lets it hear its first utterance, then reports 40 % and waits again for
 * the test to let it finish.
 */
function gatedTranscriber() {
  const firstUtterance = gate();
  const end = gate();
  const transcriber: Transcriber = {
    engine: 'gated',
    supports: () => true,
    async transcribe(_wav, { language, onProgress }) {
      await firstUtterance.opened;
      onProgress?.(0.4);
      await end.opened;
      return { engine: 'gated', model: null, language, lines: [{ start: 1, end: 2, speaker: '', text: 'hello there' }] };
    },
  };
  return {
    transcriber,
    hear: firstUtterance.open,
    finish: () => {
      firstUtterance.open();
      end.open();
    },
  };
}

describe.each(databaseKinds(import.meta.url))('transcription progress on %s', (kind) => {
  let t: TestApp;
  let video: Awaited<ReturnType<typeof makeToneVideo>>;
  const engine = gatedTranscriber();

  beforeAll(async () => {
    video = await makeToneVideo(8);
    t = await createTestApp(kind, { transcribers: [engine.transcriber] });
  }, 120_000);

  afterAll(async () => {
    engine.finish();
    await t?.close();
    video?.remove();
  });

  it('shows transcription under way before the engine reports, then its progress, then 100 when it is done', async () => {
    const { call, activityId } = await webinarQueuedForAnalysis(t, video.file);

    const transcriptionPercent = async () => {
      const { steps } = (await call('GET', `/api/activities/${activityId}/analysis`)).json() as {
        steps: { step: string; percent: number }[];
      };
      return steps.find((entry) => entry.step === 'transcription')?.percent;
    };
    const analysing = t.jobs.drain();
    await expect.poll(transcriptionPercent, { timeout: 60_000, interval: 100 }).toBe(0);
    engine.hear();
    await expect.poll(transcriptionPercent, { timeout: 60_000, interval: 100 }).toBe(40);
    engine.finish();
    expect(await analysing).toMatchObject({ failed: 0, retrying: 0 });
    expect(await transcriptionPercent()).toBe(100);
    expect((await call('GET', `/api/activities/${activityId}/analysis`)).json()).toMatchObject({ status: 'PENDING_REVIEW' });
  }, 120_000);
});
