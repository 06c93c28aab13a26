import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
/** A second server in single-channel mode with the metro brand, for the tests under tests/single-channel. */
export const SINGLE_CHANNEL = { port: port + 1, slug: 'fixedchannel', name: 'Fixed Channel' };
const root = path.resolve(import.meta.dirname, '..');
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };

/**
 * One app server started the way `npm start` starts it: PGlite in a fresh DATA_DIR, mail to the outbox.
 */
function appServer(serverPort: number, dataDir: string, extraEnv: Record<string, string>) {
  return {
    command: `rm -rf ${dataDir} && npx tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
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
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...extraEnv,
    },
  };
}

/** Drives Debian's Chromium against the app servers; browsers are never downloaded here. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/playwright.json') }]],
  outputDir: path.join(root, '.tmp/playwright-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    appServer(port, `.tmp/e2e-data-${port}`, {}),
    appServer(SINGLE_CHANNEL.port, `.tmp/e2e-single-${SINGLE_CHANNEL.port}`, { SINGLE_CHANNEL: SINGLE_CHANNEL.slug, BRAND: 'metro' }),
  ],
});
