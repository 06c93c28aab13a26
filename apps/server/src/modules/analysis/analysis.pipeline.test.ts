import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../infra/media/index.js';
import { createTestApp, signedInUser, uploadRecording, type TestApp } from '../../test/test-app.js';
import { makeSpeechFixture, wordErrorRate, type SpeechFixture } from '../../../test-support/analysis/speech-fixture.js';
import { THREE_TOPICS } from '../../../test-support/analysis/three-topics.js';

interface ChunkAnswer {
  id: string;
  start: number;
  end: number;
  url: string | null;
  thumbnail_url: string | null;
  keywords: { keyword: string }[];
  transcript: { text: string; start: number }[];
  titles: { en: string };
  summary: string;
  low_confidence: boolean;
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .trim()
    .split(/\s+/);

/**
 * The whole pipeline on synthesized speech, through the API: upload, fast-analysis (analysis, then compile without
 * review), chunks, clips and thumbnails. pocketsphinx and espeak-ng are deterministic, so the figures repeat.
 */
describe('analysis pipeline on a synthesized three-topic talk', () => {
  let t: TestApp;
  let dir: string;
  let fixture: SpeechFixture;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let activityId: string;
  let chunks: ChunkAnswer[];
  const timings: Record<string, number> = {};
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers: { cookie: host.cookie }, payload });
    // A clip or thumbnail path sends the browser on to the signed URL of its bytes.
    if (method !== 'GET' || answer.statusCode !== 302) return answer;
    return t.app.inject({ method, url: answer.headers.location as string });
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analysis-fixture-'));
    let started = Date.now();
    fixture = await makeSpeechFixture(dir);
    timings.fixture = Date.now() - started;
    t = await createTestApp('pglite');
    host = await signedInUser(t.app, 'host');
    const channel = (await call('GET', '/api/workspaces/mine')).json().results[0];
    activityId = (await call('POST', `/api/workspaces/${channel.id}/activities`, { name: 'Three topics', language: 'en-US' })).json().id;
    expect(await uploadRecording(t.app, host.cookie, activityId, fixture.video)).toBe(200);
    started = Date.now();
    await t.jobs.drain();
    timings.recording = Date.now() - started;

    const fast = await call('PUT', `/api/activities/${activityId}/status`, { command: 'fast-analysis' });
    expect(fast.statusCode).toBe(200);
    expect(fast.json().activity.status).toBe('ANALYZING');
    started = Date.now();
    expect(await t.jobs.drain()).toMatchObject({ failed: 0, retrying: 0 });
    timings.analysisAndCompile = Date.now() - started;
    chunks = (await call('GET', `/api/activities/${activityId}/chunks`)).json().results;
  }, 900_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ends PROCESSED with the steps reported and the engine recorded', async () => {
    const progress = (await call('GET', `/api/activities/${activityId}/analysis`)).json();
    expect(progress.status).toBe('PROCESSED');
    expect(progress.transcript).toMatchObject({ engine: 'pocketsphinx', available: true, language: 'en-US' });
    expect(progress.steps.map((s: { step: string }) => s.step)).toEqual(expect.arrayContaining(['mezzanine', 'clips']));
    console.log('analysis timings (ms)', JSON.stringify(timings), 'compile steps', JSON.stringify(progress.steps));
  });

  it('finds exactly the three topics, boundaries within 4 s', () => {
    expect(chunks).toHaveLength(3);
    const errors = chunks.slice(1).map((chunk, i) => Math.abs(chunk.start / 1000 - fixture.boundaries[i]!));
    console.log(
      'boundaries (s)',
      JSON.stringify(chunks.map((c) => c.start / 1000)),
      'truth',
      JSON.stringify(fixture.boundaries),
      'errors',
      JSON.stringify(errors),
    );
    for (const error of errors) expect(error).toBeLessThan(4);
  });

  it('transcribes with a word error rate of at most 0.6', () => {
    const reference = fixture.sentences.map((sentence) => sentence.text).join(' ');
    const hypothesis = chunks.flatMap((chunk) => chunk.transcript.map((line) => line.text)).join(' ');
    const wer = wordErrorRate(reference, hypothesis);
    console.log('WER', wer.toFixed(3));
    expect(wer).toBeLessThanOrEqual(0.6);
  });

  it('gives each chunk keywords of its own topic, a title and a summary', () => {
    expect(chunks).toHaveLength(3);
    chunks.forEach((chunk, i) => {
      const words = chunk.keywords.map((keyword) => keyword.keyword);
      const lexicon = THREE_TOPICS[i]!.lexicon as readonly string[];
      console.log(`chunk ${i + 1}:`, chunk.titles.en, '|', words.join(', '));
      expect(words.some((word) => lexicon.some((entry) => word.includes(entry) || entry.includes(word)))).toBe(true);
      expect(chunk.titles.en.length).toBeGreaterThan(0);
      expect(chunk.summary.length).toBeGreaterThan(0);
    });
  });

  it('summarises each chunk with whole sentences of its topic and titles it with a keyword of its topic', () => {
    expect(chunks).toHaveLength(3);
    chunks.forEach((chunk, i) => {
      console.log(`chunk ${i + 1}:`, chunk.titles.en, '|', chunk.summary);
      const lexicon = THREE_TOPICS[i]!.lexicon as readonly string[];
      expect(chunk.titles.en).not.toContain('&');
      expect(lexicon.some((word) => chunk.titles.en.toLowerCase().includes(word))).toBe(true);
      expect(chunk.low_confidence).toBe(false);
      const starts = fixture.sentences.filter((sentence) => sentence.topic === i).map((sentence) => sentence.start);
      const summary = chunk.summary.split(/(?<=[.!?])\s+/);
      expect(summary.length).toBeGreaterThan(0);
      for (const sentence of summary) {
        expect(plain(sentence).length).toBeGreaterThanOrEqual(8);
        // Where the transcript says the sentence's first words is where a sentence of this topic starts (±0.5 s).
        const opening = plain(sentence).slice(0, 4).join(' ');
        const said = chunk.transcript.filter((line) => plain(line.text).join(' ').startsWith(opening)).map((line) => line.start / 1000);
        expect(
          said.some((at) => starts.some((start) => Math.abs(start - at) <= 0.5)),
          `${sentence} at ${said} / ${starts}`,
        ).toBe(true);
      }
    });
  });

  it('cuts clips as long as their chunks (±0.25 s) and thumbnails that decode', async () => {
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) {
      const clip = await call('GET', chunk.url!);
      expect(clip.statusCode).toBe(200);
      const clipFile = path.join(dir, `${chunk.id}.mp4`);
      fs.writeFileSync(clipFile, clip.rawPayload);
      const probe = await probeMedia(clipFile);
      expect(Math.abs(probe.durationSeconds - (chunk.end - chunk.start) / 1000)).toBeLessThanOrEqual(0.25);
      const thumbnail = await call('GET', chunk.thumbnail_url!);
      const thumbFile = path.join(dir, `${chunk.id}.jpg`);
      fs.writeFileSync(thumbFile, thumbnail.rawPayload);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      const frame = await probeMedia(thumbFile).catch((error: unknown) => error);
      // A still image is not media to the recording probe; it must still have been read as a JPEG of 320 px.
      expect(frame).toMatchObject({ code: 'NOT_MEDIA' });
      expect(thumbnail.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
  });
});
