import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logInByApi, uniqueEmail } from './accounts.js';
import { launchLiveBrowser } from './live-media.js';
import { HOOK_TIMEOUT_MS, ownServer } from './own-server.js';

const PASSWORD = 'e2e-password';

/** Signs up (a host when `role: 'host'`) and answers an API context logged in as that account. */
export async function signUpAndLogIn(baseURL: string, body: Record<string, unknown>): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const signUp = await context.post('/api/signup', { data: { password: PASSWORD, ...body } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  expect((await context.post('/api/auth/login', { data: { email: body.email, password: PASSWORD } })).status()).toBe(200);
  return context;
}

/** A host with a published channel and a webinar whose waiting room is open. */
export async function hostWithOpenRoom(baseURL: string, prefix: string, title: string) {
  const email = uniqueEmail(`${prefix}-host`);
  const api = await signUpAndLogIn(baseURL, { email, role: 'host', workspace_name: `${title} ${Date.now()}` });
  const [channel] = (await (await api.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await api.put(`/api/workspaces/${channel!.id}`, { data: { publish: true } })).status()).toBe(200);
  const activityId = (await (await api.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: title } })).json()).id as string;
  expect((await api.put(`/api/activities/${activityId}/status`, { data: { command: 'open-waitingroom' } })).status()).toBe(200);
  return { api, email, activityId };
}

/** A viewer on a phone whose browser speaks Traditional Chinese (Hong Kong), signed up and in the room under `name`. */
export async function phoneViewerInChinese(serverUrl: string, browser: Browser, activityId: string, name: string): Promise<Page> {
  const api = await signUpAndLogIn(serverUrl, { email: uniqueEmail('live-zh-phone-viewer') });
  const context = await browser.newContext({
    baseURL: serverUrl,
    storageState: await api.storageState(),
    locale: 'zh-HK',
    extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' },
    viewport: { width: 390, height: 844 },
  });
  await api.dispose();
  const page = await context.newPage();
  await page.goto(`/webinar/live/${activityId}`);
  const dialog = page.getByRole('dialog', { name: '加入直播室' });
  await dialog.getByLabel('顯示名稱').fill(name);
  await dialog.getByRole('button', { name: '加入', exact: true }).click();
  return page;
}

/** A viewer account, signed up; answers its email. */
export async function viewerAccount(baseURL: string, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await (await signUpAndLogIn(baseURL, { email })).dispose();
  return email;
}

/** A page of its own browser context, logged in (through the API: the live journeys are about the room). */
export async function pageAs(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInByApi(page, email, PASSWORD);
  return { context, page };
}

/** Opens the live room and answers its display-name dialog. */
export async function enterRoom(page: Page, activityId: string, name: string, options: { reload?: boolean } = {}) {
  if (options.reload) await page.reload();
  else await page.goto(`/webinar/live/${activityId}`);
  const dialog = page.getByRole('dialog', { name: 'Join the live room' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('button', { name: 'Join' }).click();
}

/** The recording of a finished live, once processed: downloaded by the host, with the live's length in seconds. */
export async function readyRecording(
  host: APIRequestContext,
  activityId: string,
): Promise<{ body: Buffer; liveSeconds: number; goLive: number }> {
  const activity = await (await host.get(`/api/activities/${activityId}`)).json();
  let archiveUrl = '';
  await expect
    .poll(
      async () => {
        const { results } = await (await host.get(`/api/activities/${activityId}/recording`)).json();
        archiveUrl = results[0]?.archive_url ?? '';
        return results[0]?.media_state ?? 'none';
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('ready');
  // The recording is served to signed-in callers only.
  const download = await host.get(archiveUrl);
  expect(download.status()).toBe(200);
  const goLive = Date.parse(activity.go_live_time);
  return { body: await download.body(), liveSeconds: (Date.parse(activity.end_live_time) - goLive) / 1000, goLive };
}

/**
 * A live test file's own app server and live-room Chromium, started before its tests and stopped after them; the
 * file's tests run one after another. Answers the server and the browser (available once the tests run).
 */
export function liveTestFile(portOffset: number, name: string, extraEnv: Record<string, string> = {}) {
  const server = ownServer(Number(process.env.E2E_PORT ?? 3210) + portOffset, name, extraEnv);
  let browser: Browser | undefined;
  test.use({ baseURL: server.url });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT_MS);
    server.fresh();
    await server.start();
    browser = await launchLiveBrowser();
  });
  test.afterAll(async () => {
    await browser?.close();
    await server.stop();
  });
  return { server, browser: () => browser! };
}

type OwnServer = ReturnType<typeof ownServer>;

/** The embedded SFU's app server that the werift files of one Playwright worker share, started by the first of them. */
let weriftServer: OwnServer | undefined;

/**
 * `test` for the live files on the embedded SFU (werift): their app server is started once per Playwright worker and
 * shared by the files that worker runs (the live project runs them one after another in one worker), then stopped
 * when the worker ends. Each journey makes its own host, viewers and webinar, so sharing the server shares nothing
 * they check; a journey that restarts the server leaves it running. The live pass waits on each start (a server
 * compiled by tsx and a database copied from the template), so one start serves all of them.
 */
export const weriftTest = test.extend<object, { weriftServerStopped: void }>({
  weriftServerStopped: [
    async ({}, use) => {
      await use();
      await weriftServer?.stop();
      weriftServer = undefined;
    },
    { scope: 'worker', auto: true },
  ],
});

/**
 * A live test file on the worker's shared werift app server (see weriftTest; the file declares its tests with it) and
 * a live-room Chromium of its own. Answers the server and the browser (available once the tests run).
 */
export function weriftTestFile() {
  const server = (weriftServer ??= ownServer(Number(process.env.E2E_PORT ?? 3210) + 15, 'e2e-live-werift', {
    LIVE_RESTREAM_ALLOW_PRIVATE: 'true',
  }));
  let browser: Browser | undefined;
  weriftTest.use({ baseURL: server.url });
  weriftTest.describe.configure({ mode: 'serial' });
  weriftTest.beforeAll(async () => {
    weriftTest.setTimeout(HOOK_TIMEOUT_MS);
    if (!server.running) {
      server.fresh();
      await server.start();
    }
    browser = await launchLiveBrowser();
  });
  weriftTest.afterAll(async () => {
    await browser?.close();
  });
  return { server, browser: () => browser! };
}
