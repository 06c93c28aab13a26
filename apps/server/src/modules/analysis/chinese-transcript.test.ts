import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcriber } from '../../infra/transcription/index.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, uploadRecording, type TestApp } from '../../test/test-app.js';
import { makeToneVideo } from '../../../test-support/analysis/tone-video.js';

/** What a Mandarin engine writes: Simplified characters, whatever the channel. */
const SIMPLIFIED_LINES = [
  '美国联储局宣布加息，恒生指数应声下跌。',
  '分析师预期联储局年内会再加息，恒生指数或会继续受压。',
  '按揭供款将会增加，楼市交投转淡，然后银行会调整利率。',
  '接下来我们谈谈煮饭，今日教大家煮番茄意粉。',
  '先将番茄切粒，再用橄榄油炒香蒜头。',
  '番茄酱汁煮好之后加入意粉，最后撒上芝士。',
];

/** Characters that exist only in Simplified writing; none may reach a Hong Kong channel. */
const SIMPLIFIED_ONLY = /[国联储数应师预会继续压楼银调谈饭将榄后酱头转]/u;

const fakeMandarin: Transcriber = {
  engine: 'fake-mandarin',
  supports: (language) => /^(zh|yue|cmn)\b/i.test(language),
  async transcribe(_wav, { language, durationSeconds }) {
    const step = durationSeconds / SIMPLIFIED_LINES.length;
    return {
      engine: 'fake-mandarin',
      model: null,
      language,
      lines: SIMPLIFIED_LINES.map((text, i) => ({ start: i * step, end: (i + 0.9) * step, speaker: '', text })),
    };
  },
};

interface ChunkAnswer {
  keywords: { keyword: string }[];
  transcript: { text: string }[];
  titles: { en: string };
  summary: string;
}

/** Through the API: a recording of a Mandarin talk, analysed on a channel whose default language is set per test. */
describe.each(databaseKinds(import.meta.url))('Chinese transcripts on %s', (kind) => {
  let t: TestApp;
  let video: Awaited<ReturnType<typeof makeToneVideo>>;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: host.cookie }, payload });

  beforeAll(async () => {
    video = await makeToneVideo(36);
    t = await createTestApp(kind, { transcribers: [fakeMandarin] });
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine')).json().results[0].id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    video?.remove();
  });

  async function analyse(channelLanguage: string): Promise<ChunkAnswer[]> {
    expect((await call('PUT', `/api/workspaces/${channelId}`, { language: channelLanguage })).statusCode).toBe(200);
    const activityId = (await call('POST', `/api/workspaces/${channelId}/activities`, { name: 'Markets', language: 'zh-CN' })).json().id;
    expect(await uploadRecording(t.app, host.cookie, activityId, video.file)).toBe(200);
    await t.jobs.drain();
    expect((await call('PUT', `/api/activities/${activityId}/status`, { command: 'trigger-analysis' })).statusCode).toBe(200);
    expect(await t.jobs.drain()).toMatchObject({ failed: 0, retrying: 0 });
    expect((await call('GET', `/api/activities/${activityId}/analysis`)).json()).toMatchObject({ status: 'PENDING_REVIEW' });
    return (await call('GET', `/api/activities/${activityId}/chunks`)).json().results;
  }

  it('shows a Mandarin recording on a Hong Kong channel in Traditional: transcript, titles, summaries and keywords', async () => {
    const chunks = await analyse('yue-Hant-HK');
    const transcript = chunks.flatMap((chunk) => chunk.transcript.map((line) => line.text));
    expect(transcript[0]).toBe('美國聯儲局宣佈加息，恒生指數應聲下跌。');
    expect(transcript).toContain('接下來我們談談煮飯，今日教大家煮番茄意粉。');
    const written = chunks.flatMap((chunk) => [chunk.titles.en, chunk.summary, ...chunk.keywords.map((k) => k.keyword), ...transcript]);
    expect(written.join('')).not.toMatch(SIMPLIFIED_ONLY);
    expect(chunks.every((chunk) => chunk.summary.length > 0 && chunk.keywords.length > 0)).toBe(true);
    expect(chunks.flatMap((chunk) => chunk.keywords.map((k) => k.keyword))).toEqual(expect.arrayContaining(['恒生指數', '聯儲局']));
  }, 120_000);

  it('leaves it in Simplified on a channel whose default language is Simplified Chinese', async () => {
    const chunks = await analyse('zh-CN');
    expect(chunks.flatMap((chunk) => chunk.transcript.map((line) => line.text))).toEqual(SIMPLIFIED_LINES);
  }, 120_000);
});
