import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcriber } from '../../infra/transcription/index.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, uploadRecording, type TestApp } from '../../test/test-app.js';
import { makeToneVideo } from '../../../test-support/analysis/tone-video.js';

/** An engine for English and Japanese whose process dies on every recording, as a native engine with a broken model would. */
const crashing: Transcriber = {
  engine: 'crashing',
  supports: (language) => language === 'en-US' || language === 'ja-JP',
  async transcribe() {
    throw new Error('the transcription process exited with signal SIGSEGV');
  },
};

/** A second engine for English that works, and none for Japanese. */
const working: Transcriber = {
  engine: 'working',
  supports: (language) => language === 'en-US',
  async transcribe(_wav, { language }) {
    return { engine: 'working', model: 'small', language, lines: [{ start: 1, end: 3, speaker: '', text: 'welcome to the talk' }] };
  },
};

/** Through the API: an engine that fails on a recording no longer fails its analysis. */
describe.each(databaseKinds(import.meta.url))('a transcription engine that fails, on %s', (kind) => {
  let t: TestApp;
  let video: Awaited<ReturnType<typeof makeToneVideo>>;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: host.cookie }, payload });

  beforeAll(async () => {
    video = await makeToneVideo(8);
    t = await createTestApp(kind, { transcribers: [crashing, working] });
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine')).json().results[0].id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    video?.remove();
  });

  async function analyse(language: string) {
    const activityId = (await call('POST', `/api/workspaces/${channelId}/activities`, { name: 'Talk', language })).json().id;
    expect(await uploadRecording(t.app, host.cookie, activityId, video.file)).toBe(200);
    await t.jobs.drain();
    expect((await call('PUT', `/api/activities/${activityId}/status`, { command: 'trigger-analysis' })).statusCode).toBe(200);
    expect(await t.jobs.drain()).toMatchObject({ failed: 0, retrying: 0 });
    const progress = (await call('GET', `/api/activities/${activityId}/analysis`)).json();
    const chunks = (await call('GET', `/api/activities/${activityId}/chunks`)).json().results as { transcript: { text: string }[] }[];
    return { progress, chunks };
  }

  it('takes the transcript from the next engine for the language and says which one failed', async () => {
    const { progress, chunks } = await analyse('en-US');
    expect(progress).toMatchObject({
      status: 'PENDING_REVIEW',
      transcript: { engine: 'working', model: 'small', available: true, failed_engines: ['crashing'] },
    });
    expect(chunks.flatMap((chunk) => chunk.transcript.map((line) => line.text))).toEqual(['welcome to the talk']);
  }, 120_000);

  it('still cuts the recording into chunks, with no transcript, when no engine for the language is left', async () => {
    const { progress, chunks } = await analyse('ja-JP');
    expect(progress).toMatchObject({
      status: 'PENDING_REVIEW',
      err_msg: null,
      transcript: { engine: 'none', available: false, failed_engines: ['crashing'] },
    });
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((chunk) => chunk.transcript.length === 0)).toBe(true);
  }, 120_000);
});
