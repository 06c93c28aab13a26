import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../../container.js';
import { makeClips } from '../../../test-support/media/test-clips.js';
import { createRootLogger } from '../../infra/logging/logger.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser } from '../../test/test-app.js';

const FAST_QUEUE = { queue: 'pg-boss', queueOptions: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } } as const;

describe.each(databaseKinds(import.meta.url))('recording processing in a worker on %s', (kind) => {
  let clips: Awaited<ReturnType<typeof makeClips>>;
  beforeAll(async () => {
    clips = await makeClips(['vp9-in-mp4.mp4']);
  }, 30_000);
  afterAll(() => clips.remove());

  it('processes in a worker process what an API process received, after the API has stopped', async () => {
    const api = await createTestApp(kind, FAST_QUEUE);
    const host = await signedInUser(api.app, 'host');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      api.app.inject({ method, url, headers: { cookie: host.cookie }, payload });
    const channel = (await call('GET', '/api/workspaces/mine')).json().results[0];
    const activity = (await call('POST', `/api/workspaces/${channel.id}/activities`, { name: 'Transcoded talk' })).json();
    const { url } = (await call('POST', '/api/s3/', { activityId: activity.id })).json();
    const stored = await api.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: fs.readFileSync(clips.clip('vp9-in-mp4.mp4')),
    });
    expect(stored.statusCode).toBe(200);
    // The API role never works jobs: it stops with the processing still queued.
    await api.app.close();
    await api.container.close();

    const worker = await createContainer(api.container.config, api.database.handle, createRootLogger({ level: 'silent' }), FAST_QUEUE);
    try {
      await worker.startWorker();
      const deadline = Date.now() + 30_000;
      let recording = (await worker.services.activities.detail({ id: host.user.id, role: 'host' }, activity.id)).recording[0];
      while (recording?.media_state === 'processing' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        recording = (await worker.services.activities.detail({ id: host.user.id, role: 'host' }, activity.id)).recording[0];
      }
      // VP9 cannot be copied into the HLS rendition browsers play: the worker transcoded it.
      expect(recording).toMatchObject({ media_state: 'ready', reencoded: true, progress: 1 });
    } finally {
      await worker.close();
      await api.database.dispose();
    }
  }, 60_000);
});
