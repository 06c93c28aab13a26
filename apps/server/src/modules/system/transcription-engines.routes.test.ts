import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPocketsphinxTranscriber, type Transcriber } from '../../infra/transcription/index.js';
import { databaseKinds } from '../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

/** Stands for whisper with a Chinese-only set-up; it is never asked to transcribe here. */
const chineseWhisper: Transcriber = {
  engine: 'whisper',
  model: 'ggml-small.bin',
  supports: (language) => language === 'yue-Hant-HK' || language === 'zh-CN',
  transcribe: () => Promise.reject(new Error('not used')),
};

describe.each(databaseKinds(import.meta.url))('GET /api/admin/transcription on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { transcribers: [chineseWhisper, createPocketsphinxTranscriber()] }, ADMIN_ENV);
  });
  afterAll(() => t.close());

  it('tells an admin, per spoken language, the engine and model that transcribe it, or none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/transcription', headers: { cookie: await logInAsAdmin(t.app) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      languages: [
        // Debian's pocketsphinx model (scripts/system-deps.sh), by its folder name, never its path.
        { language: 'en-US', engine: 'pocketsphinx', model: 'en-us' },
        { language: 'ja-JP', engine: null, model: null },
        { language: 'yue-Hant-HK', engine: 'whisper', model: 'ggml-small.bin' },
        { language: 'zh-CN', engine: 'whisper', model: 'ggml-small.bin' },
      ],
    });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/transcription' })).statusCode).toBe(401);
    const { cookie } = await signedInUser(t.app);
    const viewer = await t.app.inject({ method: 'GET', url: '/api/admin/transcription', headers: { cookie } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().msg).toBe('FORBIDDEN');
  });
});
