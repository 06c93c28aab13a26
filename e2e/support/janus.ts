import { test } from '@playwright/test';
import { type JanusTestServer, janusInstalled, startJanusTestServer } from '../../apps/server/test-support/live-media/janus-test-server.js';
import { liveTestFile } from './live-room.js';

/**
 * A live test file on a Janus VideoRoom server of its own: Janus starts before the file's app server (which connects
 * to it on the first live call) and stops after it. The file is skipped where the `janus` binary is missing.
 */
export function liveTestFileOnJanus(portOffset: number, name: string, extraEnv: Record<string, string> = {}) {
  const janusPort = Number(process.env.E2E_PORT ?? 3210) + 1000 + portOffset;
  const adminKey = `e2e-janus-admin-${portOffset}`;
  let janus: JanusTestServer | undefined;
  test.skip(!janusInstalled(), 'the `janus` binary is missing (scripts/system-deps.sh installs it)');
  test.beforeAll(async () => {
    janus = await startJanusTestServer({ port: janusPort, adminKey });
  });
  test.afterAll(async () => {
    await janus?.stop();
  });
  return liveTestFile(portOffset, name, {
    ...extraEnv,
    LIVE_MEDIA_ENGINE: 'janus',
    JANUS_WS_URL: `ws://127.0.0.1:${janusPort}`,
    JANUS_ADMIN_KEY: adminKey,
  });
}
