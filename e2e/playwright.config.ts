import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { freshDataDirCommand } from './support/data-template.js';

const port = Number(process.env.E2E_PORT ?? 3210);
/** A second server in single-channel mode with the metro brand, for the tests under tests/single-channel. */
export const SINGLE_CHANNEL = { port: port + 1, slug: 'fixedchannel', name: 'Fixed Channel' };
const root = path.resolve(import.meta.dirname, '..');
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };

/**
 * One app server started the way `npm start` starts it: PGlite in a fresh DATA_DIR (a copy of the migrated template
 * when scripts/test.sh made one: support/data-template.ts), mail to the outbox.
 */
function appServer(serverPort: number, dataDir: string, extraEnv: Record<string, string>) {
  return {
    command: `${freshDataDirCommand(dataDir)} && npx tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    timeout: 120_000,
    // scripts/test.sh starts these during the type check (e2e/support/start-app-servers.ts) and says so.
    reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Passwords hashed at the owasp cost took a core for about 150 ms per sign-up and log-in of the pass.
      PASSWORD_HASHING: 'test-only',
      // Every browser of the pass comes from 127.0.0.1: more logins and sign-ups than one address may make in an hour.
      ADDRESS_RATE_LIMITS: 'test-only',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...extraEnv,
    },
  };
}

/**
 * Janus journeys that CI (`npm test`) leaves to `npm run test:full` (TEST_MATRIX=full): live-room-janus checks nothing of
 * Janus that reconnection-janus does not (publishing, subscribing, the rtp_forward recording, the sub-second clock,
 * closing the room) and the rest of it (waiting room, chat, the end dialog) is the React app's, checked on werift.
 * speakers-screen-restream-janus (several publishers in one Janus room, a subscriber waiting for a speaker's
 * `webrtcup`, the restream fed by rtp_forward) goes there too, to keep CI within 12 minutes: janus-backend.test.ts still
 * checks one feed to two subscribers and the rtp_forward every CI run. reconnection-janus stays in CI: Janus outlives
 * the app server's restart and the new process must find the live's room again by its derived number and secret, and
 * Janus's hangup events drive the reload.
 */
const JANUS_JOURNEYS_FOR_FULL_RUN_ONLY =
  process.env.TEST_MATRIX === 'full' ? [] : ['live/live-room-janus.e2e.ts', 'live/speakers-screen-restream-janus.e2e.ts'];

/** Chromium's switches for these machines: no sandbox (root), no GPU, and nothing that reaches the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's headless-only build of Chromium when it is there (scripts/system-deps.sh installs it), as Playwright itself
 * uses for headless runs: over the same eight home and browse page loads it took 4.3 CPU s where the full browser took
 * 7.2-7.8, and 13.5-14.2 s instead of 17.9-20.5 s (2026-11-28, one machine, runs interleaved).
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Drives Debian's Chromium against the app servers; browsers are never downloaded here. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  // A 60 s journey has been seen to take 66 s beside the accessibility audits.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Three on two cores: the journeys wait on analysis jobs, polls and uploads, and with two the app pass kept 1.7 cores
  // busy; with three it took 3.8 min where two took 4.5 (2026-11-29, one machine, nothing else running). On a slower
  // machine where two already kept both cores busy (2026-11-28), four took 12.5 min where two took 9.4.
  workers: 3,
  retries: 0,
  // scripts/test.sh runs the two projects one after the other, each with a report of its own.
  reporter: [['list'], ['json', { outputFile: path.resolve(root, process.env.E2E_REPORT ?? '.tmp/playwright.json') }]],
  outputDir: path.join(root, '.tmp/playwright-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test (kept only for failures) cost Chromium 40-60% more CPU on page loads (13.8-16.6 s
    // against 19.9-25.4 s over the same 24 navigations), and the pass is CPU-bound on two cores: traces are asked for
    // with E2E_TRACE=1 when a failure's screenshot and page snapshot do not say enough.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Each project keeps its failures' screenshots in a folder of its own: scripts/test.sh runs the live pass after the
    // app pass, and a run clears the output folder of the projects it runs.
    { name: 'app', testIgnore: '**/live/**', outputDir: path.join(root, '.tmp/playwright-results/app') },
    // Each live test runs two or three Chromium pages that encode and decode video, ffmpeg recorders and its own app
    // server; two at once on two cores pushed the glass-to-glass delay past a second and other files' servers past
    // their start time, and one beside the other tests made those time out. scripts/test.sh runs this project before
    // the other, one file at a time, with only work at the lowest priority beside it (the type check and lint).
    {
      name: 'live',
      testMatch: 'live/**/*.e2e.ts',
      testIgnore: JANUS_JOURNEYS_FOR_FULL_RUN_ONLY,
      workers: 1,
      outputDir: path.join(root, '.tmp/playwright-results/live'),
    },
  ],
  // The live tests start a server of their own per file: scripts/test.sh sets E2E_LIVE_ONLY for their pass, which then
  // does not wait for these two (started beside it at the lowest priority).
  webServer:
    process.env.E2E_LIVE_ONLY === '1'
      ? []
      : [
          appServer(port, `.tmp/e2e-data-${port}`, {}),
          appServer(SINGLE_CHANNEL.port, `.tmp/e2e-single-${SINGLE_CHANNEL.port}`, { SINGLE_CHANNEL: SINGLE_CHANNEL.slug, BRAND: 'metro' }),
        ],
});
