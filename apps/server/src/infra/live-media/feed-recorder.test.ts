import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfprobe } from '../media/run-ffmpeg.js';
import { startFeedRecording } from './feed-recorder.js';
import type { MediaBackend } from './media-backend.js';
import { publishInNewRoom } from '../../../test-support/live-media/test-peers.js';
import { createWeriftBackend } from './werift/werift-backend.js';

interface Probe {
  streams: { codec_type: string; codec_name: string }[];
  format: { duration: string };
}

async function probe(file: string): Promise<Probe> {
  const json = await runFfprobe(['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration', '-of', 'json', file], {
    timeoutMs: 10_000,
  });
  return JSON.parse(json) as Probe;
}

describe('startFeedRecording', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-recorder-test-'));
  let backend: MediaBackend;
  const cleanups: (() => unknown)[] = [];

  beforeAll(() => {
    backend = createWeriftBackend();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const publishedFeed = async () => (await publishInNewRoom(backend, cleanups)).feedId;

  /** A recording that a failed assertion left running is stopped too (stop() is idempotent). */
  async function record(feedId: string, output: string, log?: pino.Logger) {
    const recording = await startFeedRecording(backend, feedId, output, log);
    cleanups.push(() => recording.stop().catch(() => undefined));
    return recording;
  }

  it('records the feed’s VP8 video and Opus audio, as long as it ran', async () => {
    const feedId = await publishedFeed();
    const output = path.join(dir, 'camera.mkv');
    const recording = await record(feedId, output);
    await sleep(4_000);
    const { path: recorded, startedAt, stoppedAt } = await recording.stop();

    expect(recorded).toBe(output);
    const { streams, format } = await probe(output);
    expect(streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual(['audio:opus', 'video:vp8']);
    const recordedSeconds = (stoppedAt.getTime() - startedAt.getTime()) / 1_000;
    expect(Math.abs(Number(format.duration) - recordedSeconds)).toBeLessThan(1);
  });

  it('finishes the file when the feed ended before the recording was stopped', async () => {
    const feedId = await publishedFeed();
    const output = path.join(dir, 'ended.mkv');
    const recording = await record(feedId, output);
    await sleep(3_000);
    const feedEndedAt = Date.now();
    await backend.unpublish(feedId);
    await sleep(1_000);
    const stopCalledAt = Date.now();
    const { startedAt } = await recording.stop();

    expect(Date.now() - stopCalledAt).toBeLessThan(2_000); // finished, not killed after the grace period
    const { streams, format } = await probe(output);
    expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['opus', 'vp8']);
    expect(Math.abs(Number(format.duration) - (feedEndedAt - startedAt.getTime()) / 1_000)).toBeLessThan(1);
  });

  it('records a feed published while another feed of the room ends, as long as it runs', async () => {
    const first = await publishedFeed();
    const firstOutput = path.join(dir, 'first.mkv');
    const firstRecording = await record(first, firstOutput);
    // The first feed ends once its recording has begun (ffmpeg writes the file from its first packets): a fixed second
    // was sometimes over before ffmpeg had any, and a recording of nothing fails.
    await expect.poll(() => fs.existsSync(firstOutput) && fs.statSync(firstOutput).size > 0, { timeout: 10_000 }).toBe(true);
    await backend.unpublish(first);
    await firstRecording.stop();
    const second = await publishedFeed();
    const output = path.join(dir, 'second.mkv');
    const recording = await record(second, output);
    await sleep(5_000);
    const { startedAt, stoppedAt } = await recording.stop();
    const { format } = await probe(output);
    expect(Math.abs(Number(format.duration) - (stoppedAt.getTime() - startedAt.getTime()) / 1_000)).toBeLessThan(1);
  });

  it('logs when ffmpeg fails on its own, and rejects on stop', async () => {
    const feedId = await publishedFeed();
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    // ffmpeg opens its output only once it has the input's first packets: it fails then, in the background.
    const recording = await record(feedId, path.join(dir, 'no-such-dir', 'camera.mkv'), log);
    await expect.poll(() => lines.join(''), { timeout: 10_000 }).toContain('ffmpeg failed before the recording was stopped');
    await expect(recording.stop()).rejects.toMatchObject({ code: 'FAILED' });
  });

  it('fails to start for a feed that is not published', async () => {
    await expect(startFeedRecording(backend, 'no-such-feed', path.join(dir, 'none.mkv'))).rejects.toThrow(/not published/);
  });
});
