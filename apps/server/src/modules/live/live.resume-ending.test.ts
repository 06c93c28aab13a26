import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContainer, type Container } from '../../container.js';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import { createRootLogger } from '../../infra/logging/logger.js';
import { makeClips } from '../../../test-support/media/test-clips.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities } from '../activities/activities.table.js';
import { liveRecordingSegments } from './live.table.js';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(databaseKinds(import.meta.url))('a live whose ending the server did not live to finish, on %s', (kind) => {
  let t: TestApp;
  let clips: Awaited<ReturnType<typeof makeClips>>;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  /** The first server's SFU does not close the room until this is called: its ending stops there, as a killed one would. */
  let releaseCloseRoom!: () => void;
  const closeRoomHeld = new Promise<void>((resolve) => (releaseCloseRoom = resolve));
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  beforeAll(async () => {
    const wrapMediaBackend = (backend: MediaBackend): MediaBackend => ({
      ...backend,
      closeRoom: async (roomId) => {
        await closeRoomHeld;
        return backend.closeRoom(roomId);
      },
    });
    [t, clips] = await Promise.all([createTestApp(kind, { wrapMediaBackend }), makeClips(['h264-aac.mp4'])]);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    releaseCloseRoom();
    await t.close();
    clips.remove();
  });

  /**
   * A webinar live for the last 8 s with one feed file recorded on this machine, as the recorder leaves it while live
   * (a live of a moment has no video to analyse, which is a result of its own).
   */
  async function liveWithRecordedFile() {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Cut short' })).json();
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' })).statusCode).toBe(200);
    const wentLive = new Date(Date.now() - 8_000);
    await t.database.handle.db.update(activities).set({ goLiveTime: wentLive }).where(eq(activities.id, id));
    const segmentId = randomUUID();
    const localPath = path.join(t.container.config.dataDir, 'live', id, `${segmentId}.mkv`);
    fs.mkdirSync(path.dirname(localPath), { recursive: true });
    fs.copyFileSync(clips.clip('h264-aac.mp4'), localPath);
    await t.database.handle.db.insert(liveRecordingSegments).values({
      id: segmentId,
      activityId: id,
      feedId: randomUUID(),
      userId: host.user.id,
      kind: 'camera',
      localPath,
      startedAt: wentLive,
    });
    return { id: id as string, segmentId, localPath };
  }

  const segment = async (segmentId: string) =>
    (await t.database.handle.db.select().from(liveRecordingSegments).where(eq(liveRecordingSegments.id, segmentId)))[0]!;

  it('finishes the ending when the server starts again, so the recording is kept, and leaves a live still going alone', async () => {
    const stopped = await liveWithRecordedFile();
    const stillLive = await liveWithRecordedFile();
    const stop = await call('PUT', `/api/activities/${stopped.id}/status`, host.cookie, { command: 'stop' });
    expect(stop.json().activity.status).toBe('ANALYZING');
    // The first server's ending waits on the SFU: the file has not gone to storage.
    expect((await segment(stopped.segmentId)).storageKey).toBeNull();

    // The server as it starts again: the same database and data directory.
    const restarted: Container = await createContainer(t.container.config, t.database.handle, createRootLogger({ level: 'silent' }), {
      queue: 'inline',
    });
    try {
      await vi.waitFor(
        async () => {
          await restarted.inlineJobs!.drain();
          const recordings = (await call('GET', `/api/activities/${stopped.id}/recording`, host.cookie)).json().results;
          expect(recordings).toHaveLength(1);
        },
        { timeout: 60_000, interval: 200 },
      );
      expect((await segment(stopped.segmentId)).storageKey).toBe(`activities/${stopped.id}/live/segments/${stopped.segmentId}.mkv`);
      expect(fs.existsSync(stopped.localPath)).toBe(false);
      expect((await segment(stillLive.segmentId)).storageKey).toBeNull();
      expect(fs.existsSync(stillLive.localPath)).toBe(true);
    } finally {
      await restarted.close();
    }
  }, 90_000);

  it('a server shutting down waits for the lives it is ending, so their files reach storage first', async () => {
    const stopped = await liveWithRecordedFile();
    expect((await call('PUT', `/api/activities/${stopped.id}/status`, host.cookie, { command: 'stop' })).statusCode).toBe(200);
    let releaseRestartedRoom!: () => void;
    const restartedRoomHeld = new Promise<void>((resolve) => (releaseRestartedRoom = resolve));
    const restarted = await createContainer(t.container.config, t.database.handle, createRootLogger({ level: 'silent' }), {
      queue: 'inline',
      wrapMediaBackend: (backend) => ({
        ...backend,
        closeRoom: async (roomId) => {
          await restartedRoomHeld;
          return backend.closeRoom(roomId);
        },
      }),
    });
    let closed = false;
    const closing = restarted.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    releaseRestartedRoom();
    await closing;
    expect((await segment(stopped.segmentId)).storageKey).toBe(`activities/${stopped.id}/live/segments/${stopped.segmentId}.mkv`);
  }, 60_000);
});
