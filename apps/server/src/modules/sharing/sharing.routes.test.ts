import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities, recordings } from '../activities/activities.table.js';
import { chunks } from '../analysis/analysis.table.js';

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Chunks.AI</title>\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/index-Ab12.js"></script></body>\n</html>\n';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The parts of a served page a link preview or a crawler reads, without running it. */
function parsePage(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = new Map<string, string>();
  for (const [, , key, content] of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g))
    meta.set(key!, decode(content!));
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: decode(/<link rel="canonical" href="([^"]+)" \/>/.exec(head)?.[1] ?? ''),
    structuredData: scripts as Record<string, unknown>[],
    head,
  };
}

interface Clip {
  '@type': string;
  name: string;
  startOffset: number;
  endOffset: number;
  url: string;
}

describe.each(databaseKinds(import.meta.url))('shared links and search engines on %s', (kind) => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sharing-dist-'));
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let viewer: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let privateChannelId: string;
  let open: { id: string; chunkIds: string[] };
  let locked: { id: string; chunkIds: string[] };
  let hidden: { id: string; chunkIds: string[] };
  let privateVideo: { id: string; chunkIds: string[] };
  let draft: { id: string; chunkIds: string[] };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const page = async (url: string) => {
    const answer = await call('GET', url);
    expect(answer.statusCode).toBe(200);
    return parsePage(answer.body);
  };

  /** A published video with a ready recording and these compiled chunks (title, summary, start and end in ms). */
  async function video(cookie: string, workspaceId: string, title: string, parts: [string, string, number, number][]) {
    const created = await call('POST', `/api/workspaces/${workspaceId}/activities`, cookie, { name: title, language: 'en-US' });
    const id = created.json().id as string;
    const db = t.database.handle.db;
    await db
      .update(activities)
      .set({ status: 'PUBLISHED', description: `<p>All about ${title}.</p>` })
      .where(eq(activities.id, id));
    await db
      .insert(recordings)
      .values({ activityId: id, sourceKey: `rec/${id}.mp4`, sizeBytes: 1000, mediaState: 'ready', durationSeconds: 95 });
    const rows = await db
      .insert(chunks)
      .values(
        parts.map(([chunkTitle, summary, startMs, endMs], i) => ({
          activityId: id,
          title: chunkTitle,
          summary,
          startMs,
          endMs,
          clipKey: `chunks/${id}/${i}/clip.mp4`,
          thumbnailKey: `chunks/${id}/${i}/thumbnail.jpg`,
        })),
      )
      .returning();
    for (const row of rows) await t.container.localFiles!.put(row.thumbnailKey!, JPEG, 'image/jpeg');
    return { id, chunkIds: rows.sort((a, b) => a.startMs - b.startMs).map((row) => row.id) };
  }

  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    t = await createTestApp(kind, {}, { WEB_DIST_DIR: distDir });
    host = await signedInUser(t.app, 'host');
    viewer = await signedInUser(t.app);
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true, language: 'yue-Hant-HK' })).statusCode).toBe(
      200,
    );
    open = await video(host.cookie, channelId, '利率走勢', [
      ['加息對樓按的影響', '聯儲局再次加息，供樓負擔加重。', 61_400, 95_000],
      ['', '', 0, 61_400],
    ]);
    locked = await video(host.cookie, channelId, 'Members only', [['Secret rates', 'Where rates go next year.', 0, 30_000]]);
    const plan = await call('POST', '/api/products', host.cookie, {
      workspace_id: channelId,
      name: 'Members',
      description: 'Every video',
      type: 'RECURRING',
      unit_amount: 500,
      interval_count: 1,
      trial_period: 0,
    });
    expect((await call('PUT', `/api/activities/${locked.id}`, host.cookie, { plans: [plan.json().id] })).statusCode).toBe(200);

    draft = await video(host.cookie, channelId, 'Draft', [['Draft chunk', 'Not out yet.', 0, 5_000]]);
    await t.database.handle.db.update(activities).set({ status: 'PROCESSED' }).where(eq(activities.id, draft.id));

    const other = await signedInUser(t.app, 'host');
    const otherChannelId = (await call('GET', '/api/workspaces/mine', other.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${otherChannelId}`, other.cookie, { publish: true, language: 'en-US' })).statusCode).toBe(
      200,
    );
    hidden = await video(other.cookie, otherChannelId, 'Hidden </script><script>alert(1)</script>', [
      ['Hidden "chunk" <b>', 'A summary nobody outside should read.', 0, 10_000],
    ]);
    const otherPlan = await call('POST', '/api/products', other.cookie, {
      workspace_id: otherChannelId,
      name: 'Members',
      description: 'Every video',
      type: 'RECURRING',
      unit_amount: 500,
      interval_count: 1,
      trial_period: 0,
    });
    expect((await call('PUT', `/api/activities/${hidden.id}`, other.cookie, { plans: [otherPlan.json().id] })).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/workspaces/${otherChannelId}/share-settings`, other.cookie, { locked_titles_public: false })).statusCode,
    ).toBe(200);

    const privateHost = await signedInUser(t.app, 'host');
    privateChannelId = (await call('GET', '/api/workspaces/mine', privateHost.cookie)).json().results[0].id;
    privateVideo = await video(privateHost.cookie, privateChannelId, 'Private talk', [['Private chunk', 'Members only.', 0, 5_000]]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("gives a chunk link the chunk's title, summary and thumbnail, in the channel's language, with its clip for an open video", async () => {
    const chunkId = open.chunkIds[1]!;
    const { lang, title, meta, canonical } = await page(`/video-playback/${open.id}?chunk=${chunkId}`);
    expect(lang).toBe('zh-HK');
    expect(meta.get('og:locale')).toBe('zh_HK');
    expect(meta.get('og:title')).toBe('加息對樓按的影響 · 利率走勢');
    expect(title).toBe('加息對樓按的影響 · 利率走勢');
    expect(meta.get('og:description')).toBe('聯儲局再次加息，供樓負擔加重。');
    expect(meta.get('description')).toBe('聯儲局再次加息，供樓負擔加重。');
    expect(meta.get('og:url')).toBe(`http://app.test/video-playback/${open.id}?chunk=${chunkId}`);
    expect(canonical).toBe(`http://app.test/video-playback/${open.id}?chunk=${chunkId}`);
    expect(meta.get('og:image')).toBe(`http://app.test/api/share/chunks/${chunkId}/thumbnail.jpg`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:title')).toBe('加息對樓按的影響 · 利率走勢');
    expect(meta.get('og:video')).toBe(`http://app.test/api/chunks/${chunkId}/media/clip.mp4`);
    // The thumbnail a preview shows is fetched without an account.
    const thumbnail = await call('GET', `/api/share/chunks/${chunkId}/thumbnail.jpg`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.rawPayload.equals(JPEG)).toBe(true);
  });

  it('describes the video with a VideoObject whose key moments are a Clip per published chunk, in order', async () => {
    const { structuredData, meta } = await page(`/video-playback/${open.id}`);
    expect(meta.get('og:title')).toBe('利率走勢 · Test channel');
    expect(meta.get('og:description')).toBe('All about 利率走勢.');
    expect(meta.get('og:video')).toMatch(new RegExp(`^http://app\\.test/api/activities/${open.id}/.+/source\\.mp4$`));
    expect(structuredData).toHaveLength(1);
    const video = structuredData[0]!;
    expect(video).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: '利率走勢',
      description: 'All about 利率走勢.',
      url: `http://app.test/video-playback/${open.id}`,
      inLanguage: 'zh-HK',
      isAccessibleForFree: true,
      duration: 'PT95S',
    });
    expect(typeof video.uploadDate).toBe('string');
    expect(String(video.contentUrl)).toMatch(/^http:\/\/app\.test\/api\/activities\/.+\/source\.mp4$/);
    expect(video.hasPart).toEqual([
      {
        '@type': 'Clip',
        name: '第 1 段',
        startOffset: 0,
        endOffset: 62,
        url: `http://app.test/video-playback/${open.id}?chunk=${open.chunkIds[0]}`,
      },
      {
        '@type': 'Clip',
        name: '加息對樓按的影響',
        startOffset: 61,
        endOffset: 95,
        url: `http://app.test/video-playback/${open.id}?chunk=${open.chunkIds[1]}`,
      },
    ] satisfies Clip[]);
  });

  it("shows a locked video's chunk title and summary but no media address at all", async () => {
    const answer = await call('GET', `/video-playback/${locked.id}?chunk=${locked.chunkIds[0]}`);
    const { meta, structuredData, head } = parsePage(answer.body);
    expect(meta.get('og:title')).toBe('Secret rates · Members only');
    expect(meta.get('og:description')).toBe('Where rates go next year.');
    expect(meta.has('og:video')).toBe(false);
    expect(head).not.toMatch(/\/media\/|source\.mp4|clip\.mp4|\.m3u8|\/api\/share\/chunks/);
    const video = structuredData[0]!;
    expect(video.isAccessibleForFree).toBe(false);
    expect(video.contentUrl).toBeUndefined();
    expect((video.hasPart as Clip[]).map((clip) => clip.name)).toEqual(['Secret rates']);
    // Nor is its chunk's thumbnail handed to guests through the preview route.
    expect((await call('GET', `/api/share/chunks/${locked.chunkIds[0]}/thumbnail.jpg`)).statusCode).toBe(403);
  });

  it('follows the host’s choice at once, though the page was just served with the titles', async () => {
    const url = `/video-playback/${locked.id}?chunk=${locked.chunkIds[0]}`;
    expect((await page(url)).meta.get('og:title')).toBe('Secret rates · Members only');
    const off = await call('PUT', `/api/workspaces/${channelId}/share-settings`, host.cookie, { locked_titles_public: false });
    expect(off.json()).toEqual({ locked_titles_public: false });
    const hiddenNow = await page(url);
    expect(hiddenNow.meta.get('og:title')).toBe('Members only · Test channel');
    expect(hiddenNow.head).not.toContain('Secret rates');
    expect((await call('PUT', `/api/workspaces/${channelId}/share-settings`, host.cookie, { locked_titles_public: true })).statusCode).toBe(
      200,
    );
    expect((await page(url)).meta.get('og:title')).toBe('Secret rates · Members only');
  });

  it('keeps a locked video’s chunk titles and summaries out of its pages when the host turned that off', async () => {
    const answer = await call('GET', `/video-playback/${hidden.id}?chunk=${hidden.chunkIds[0]}`);
    const { lang, title, meta, structuredData, head } = parsePage(answer.body);
    expect(lang).toBe('en-US');
    expect(answer.body).not.toContain('Hidden "chunk"');
    expect(answer.body).not.toContain('Hidden &quot;chunk&quot;');
    expect(answer.body).not.toContain('nobody outside');
    expect(title).toBe('Hidden </script><script>alert(1)</script> · Test channel');
    expect(meta.get('og:description')).toBe('Subscribe to Test channel to watch this video.');
    expect(structuredData[0]!.hasPart).toBeUndefined();
    // The video's own title is in the page, but only ever as text: no element of it is opened.
    expect(head).not.toContain('<script>alert(1)');
  });

  it('lets only the channel’s host read and change what its locked videos show', async () => {
    expect((await call('GET', `/api/workspaces/${channelId}/share-settings`, host.cookie)).json()).toEqual({ locked_titles_public: true });
    expect(
      (await call('PUT', `/api/workspaces/${channelId}/share-settings`, viewer.cookie, { locked_titles_public: false })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/workspaces/${channelId}/share-settings`)).statusCode).toBe(401);
    expect((await call('GET', `/api/workspaces/${channelId}/share-settings`, host.cookie)).json()).toEqual({ locked_titles_public: true });
  });

  it('gives the title and summary of a chunk to those who may see its video, unless the host keeps a locked one’s to subscribers', async () => {
    const preview = await call('GET', `/api/share/chunks/${locked.chunkIds[0]}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      id: locked.chunkIds[0],
      activity_id: locked.id,
      start: 0,
      end: 30_000,
      title: 'Secret rates',
      summary: 'Where rates go next year.',
    });
    expect((await call('GET', `/api/share/chunks/${hidden.chunkIds[0]}`)).statusCode).toBe(403);
    expect((await call('GET', `/api/share/chunks/${privateVideo.chunkIds[0]}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/share/chunks/${privateVideo.chunkIds[0]}`, viewer.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/share/chunks/${draft.chunkIds[0]}`, host.cookie)).statusCode).toBe(404);
  });

  it("serves a private channel's video page with the app's own head", async () => {
    const answer = await call('GET', `/video-playback/${privateVideo.id}?chunk=${privateVideo.chunkIds[0]}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX_HTML);
  });

  it('gives a public channel its name and description, and leaves the other pages under /channel/ alone', async () => {
    const { meta, lang } = await page(`/channel/${channelId}`);
    expect(meta.get('og:title')).toBe('Test channel · Chunks.AI');
    expect(lang).toBe('zh-HK');
    expect((await call('GET', '/channel/browse')).body).toBe(INDEX_HTML);
    expect((await call('GET', `/channel/${privateChannelId}`)).body).toBe(INDEX_HTML);
  });

  it('redirects a short chunk link to the chunk on its video’s page', async () => {
    const answer = await call('GET', `/m/${open.chunkIds[1]}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/video-playback/${open.id}?chunk=${open.chunkIds[1]}`);
    expect((await call('GET', '/m/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', `/m/${draft.chunkIds[0]}`)).statusCode).toBe(404);
  });

  it('lists public channels, their videos and the chunk links that may be shown in sitemap.xml, and points robots.txt at it', async () => {
    const answer = await call('GET', '/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc!));
    expect(locations).toEqual(
      expect.arrayContaining([
        `http://app.test/channel/${channelId}`,
        `http://app.test/video-playback/${open.id}`,
        `http://app.test/video-playback/${open.id}?chunk=${open.chunkIds[0]}`,
        `http://app.test/video-playback/${open.id}?chunk=${open.chunkIds[1]}`,
        `http://app.test/video-playback/${locked.id}?chunk=${locked.chunkIds[0]}`,
        `http://app.test/video-playback/${hidden.id}`,
      ]),
    );
    expect(locations.join('\n')).not.toContain(hidden.chunkIds[0]);
    expect(locations.join('\n')).not.toContain(privateChannelId);
    expect(locations.join('\n')).not.toContain(privateVideo.id);
    expect(locations.join('\n')).not.toContain(draft.id);
    const robots = await call('GET', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://app.test/sitemap.xml');
  });
});
