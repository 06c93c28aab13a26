import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JanusError } from './janus-protocol.js';
import { JanusSession } from './janus-session.js';
import { type JanusTestServer, janusInstalled, startJanusTestServer } from '../../../../test-support/live-media/janus-test-server.js';

/** Janus checks its sessions' timeouts about every 2 s: a session it has not heard from for 2 s is gone soon after. */
const SESSION_TIMEOUT_S = 2;
const installed = janusInstalled();

describe.skipIf(!installed)('JanusSession', () => {
  let janus: JanusTestServer;
  const sessions: JanusSession[] = [];
  const open = async (keepaliveMs: number, onLost: (reason: string) => void = () => undefined) => {
    const session = await JanusSession.open({ url: janus.url, keepaliveMs, onLost });
    sessions.push(session);
    return session;
  };

  beforeAll(async () => {
    janus = await startJanusTestServer({ sessionTimeoutSeconds: SESSION_TIMEOUT_S });
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
    await janus?.stop();
  });

  it('answers a plugin error as a JanusError with Janus’s code', async () => {
    const handle = await (await open(1_000)).attach('janus.plugin.videoroom');
    const refused = handle.request({ request: 'create' }); // without the admin key this Janus requires
    await expect(refused).rejects.toBeInstanceOf(JanusError);
    await expect(refused).rejects.toMatchObject({ code: 429 });
    await expect(handle.request({ request: 'create', admin_key: janus.adminKey })).resolves.toMatchObject({
      data: { videoroom: 'created' },
    });
  });

  it('answers an error of Janus itself with its code', async () => {
    const session = await open(1_000);
    await expect(session.attach('janus.plugin.nosuchplugin')).rejects.toMatchObject({ code: 460 });
  });

  it('keeps its session alive with keepalives, and reports the loss of one Janus dropped', async () => {
    const kept = await open(500);
    const losses: string[] = [];
    await open(60_000, (reason) => losses.push(reason));
    // Polled rather than slept: on a busy machine Janus's watchdog may run late.
    for (let waited = 0; losses.length === 0 && waited < 20_000; waited += 250) await sleep(250);
    expect(losses).toHaveLength(1);
    await expect(kept.attach('janus.plugin.videoroom')).resolves.toHaveProperty('id');
  });

  it('fails to open with the address when Janus is not there', async () => {
    await expect(JanusSession.open({ url: 'ws://127.0.0.1:9', onLost: () => undefined })).rejects.toThrow(
      'cannot reach Janus at ws://127.0.0.1:9',
    );
  });
});
