import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClips } from '../../../test-support/media/test-clips.js';
import { createTestApp, signedInUser, uploadRecording, type TestApp } from '../../test/test-app.js';
import { activities } from '../activities/activities.table.js';

/** Below HTTP where a job is the subject: the stopped live's analysis, and a language without an engine. */
describe('analysis jobs', () => {
  let t: TestApp;
  let clips: Awaited<ReturnType<typeof makeClips>>;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: host.cookie }, payload });

  beforeAll(async () => {
    clips = await makeClips(['h264-aac.mp4']);
    t = await createTestApp('pglite');
    host = await signedInUser(t.app, 'host');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    clips.remove();
  });

  it('analyses a stopped live once its recording is ready; with no engine for Cantonese, chunks come without transcript', async () => {
    const channel = (await call('GET', '/api/workspaces/mine')).json().results[0];
    const { id } = (await call('POST', `/api/workspaces/${channel.id}/activities`, { name: '直播', language: 'yue-Hant-HK' })).json();
    expect(await uploadRecording(t.app, host.cookie, id, clips.clip('h264-aac.mp4'))).toBe(200);
    // As the live room's stop leaves it: ANALYZING, with the recording stored and still to be processed.
    await t.database.handle.db.update(activities).set({ status: 'ANALYZING' }).where(eq(activities.id, id));
    // The recording's processing queues the analysis in its own transaction; the same drain runs both.
    expect(await t.jobs.drain()).toMatchObject({ failed: 0, retrying: 0 });
    const progress = (await call('GET', `/api/activities/${id}/analysis`)).json();
    expect(progress).toMatchObject({
      status: 'PENDING_REVIEW',
      err_msg: null,
      transcript: { engine: 'none', model: null, available: false, language: 'yue-Hant-HK' },
    });
    const chunks = (await call('GET', `/api/activities/${id}/chunks`)).json().results;
    expect(chunks).toMatchObject([{ start: 0, transcript: [], summary: '', keywords: [], titles: { en: '第1部分（0:00–0:06）' } }]);
    expect(chunks[0].end).toBeGreaterThan(5500);
  });
});
