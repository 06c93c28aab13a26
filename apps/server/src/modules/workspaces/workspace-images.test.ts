import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { TINY_PNG_BASE64 } from '../../test/images.js';

describe('replacing a channel logo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { SECRET_KEY: 'x'.repeat(32) });
  });
  afterAll(() => t.close());

  it('keeps exactly the newest file when uploads overlap, and removes each replaced one', async () => {
    const host = await signedInUser(t.app, 'host');
    const channel = (await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: host.cookie } })).json()
      .results[0];
    const upload = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/workspaces/${channel.id}/logo`,
        headers: { cookie: host.cookie },
        payload: { base64: `data:image/png;base64,${TINY_PNG_BASE64}`, name: 'logo.png', filetype: 'image/png' },
      });
    const answers = await Promise.all([upload(), upload(), upload()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await upload();

    const directory = path.join(t.container.config.dataDir, 'files', 'workspaces', channel.id);
    const stored = fs.readdirSync(directory).filter((name) => name.startsWith('logo-'));
    expect(stored).toHaveLength(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${channel.id}`, headers: { cookie: host.cookie } })).json();
    expect(detail.logo_url).toContain(stored[0]);
  });
});
