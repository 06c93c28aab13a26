import { expect } from 'vitest';
import { signedInUser, uploadRecording, type TestApp } from '../../src/test/test-app.js';

/**
 * A new host's English webinar with `videoFile` uploaded and processed, and trigger-analysis sent: the analysis job
 * waits in the queue for the test's next drain. `call` acts as that host.
 */
export async function webinarQueuedForAnalysis(t: TestApp, videoFile: string) {
  const host = await signedInUser(t.app, 'host');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: host.cookie }, payload });
  const channelId = (await call('GET', '/api/workspaces/mine')).json().results[0].id;
  const activityId = (await call('POST', `/api/workspaces/${channelId}/activities`, { name: 'Talk', language: 'en-US' })).json()
    .id as string;
  expect(await uploadRecording(t.app, host.cookie, activityId, videoFile)).toBe(200);
  await t.jobs.drain();
  expect((await call('PUT', `/api/activities/${activityId}/status`, { command: 'trigger-analysis' })).statusCode).toBe(200);
  return { call, activityId };
}
