import { expect, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import { apiAs, signUpByApi, uniqueEmail } from './accounts.js';
import { makeSpeechVideo } from './speech.js';

/** The password of the host analysedVideo() signs up, for tests that log them in through a page. */
export const ANALYSED_VIDEO_HOST_PASSWORD = 'host-password';

export interface AnalysedVideo {
  /** Signed in as the channel's host. */
  host: APIRequestContext;
  hostEmail: string;
  channelId: string;
  videoId: string;
}

/**
 * A new host with a published channel and a spoken video (espeak-ng, made in `workDir`) uploaded, prepared for
 * streaming and cut into chunks by fast-analysis: PROCESSED, or PUBLISHED when `publish` is set. Takes a minute or two.
 */
export async function analysedVideo(
  baseURL: string,
  { workDir, title, publish }: { workDir: string; title: string; publish: boolean },
): Promise<AnalysedVideo> {
  const { video } = makeSpeechVideo(workDir);
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('analysedhost');
  await signUpByApi(baseURL, {
    email: hostEmail,
    password: ANALYSED_VIDEO_HOST_PASSWORD,
    role: 'host',
    workspace_name: `${title} ${stamp}`,
  });
  const host = await apiAs(baseURL, hostEmail, ANALYSED_VIDEO_HOST_PASSWORD);
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await host.put(`/api/workspaces/${channel!.id}`, { data: { publish: true } })).status()).toBe(200);
  const created = await host.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: title, language: 'en-US' } });
  expect(created.status(), await created.text()).toBe(201);
  const videoId = ((await created.json()) as { id: string }).id;
  const { url } = (await (await host.post('/api/s3/', { data: { activityId: videoId } })).json()) as { url: string };
  const stored = await host.put(url, { headers: { 'content-type': 'application/octet-stream' }, data: fs.readFileSync(video) });
  expect(stored.status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await host.get(`/api/activities/${videoId}/recording`)).json()) as { results: { media_state: string }[] }).results[0]
          ?.media_state,
      { timeout: 120_000, message: 'the recording is prepared for streaming' },
    )
    .toBe('ready');
  expect((await host.put(`/api/activities/${videoId}/status`, { data: { command: 'fast-analysis' } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await host.get(`/api/activities/${videoId}/analysis`)).json()) as { status: string }).status, {
      timeout: 240_000,
      intervals: [2_000],
      message: 'the recording is transcribed and cut into chunks',
    })
    .toBe('PROCESSED');
  if (publish) expect((await host.put(`/api/activities/${videoId}/status`, { data: { command: 'publish' } })).status()).toBe(200);
  return { host, hostEmail, channelId: channel!.id, videoId };
}
