import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, uniqueEmail, type TestApp } from '../../test/test-app.js';

const FAST_QUEUE = { queue: 'pg-boss', queueOptions: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } } as const;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startSmtpServer(port: number, received: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  return once(server.server, 'listening').then(() => server);
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(databaseKinds(import.meta.url))('invitation mail through the job queue on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers the host at once while SMTP is down, and delivers the mail once SMTP is back', async () => {
    const port = await freePort();
    const t: TestApp = await createTestApp(kind, FAST_QUEUE, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => t.close());
    await t.container.startWorker();
    const host = await signedInUser(t.app, 'host');
    const channel = (await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: host.cookie } })).json()
      .results[0];
    const invitee = uniqueEmail('invitee');

    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${channel.id}/invitations`,
      headers: { cookie: host.cookie },
      payload: { email: invitee },
    });
    expect(response.statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(2000);

    const received: string[] = [];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const smtp = await startSmtpServer(port, received);
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve())));
    await waitFor(() => received.includes(invitee));
  });

  it('lets a worker process send what the API enqueued after the API has stopped', async () => {
    const api = await createTestApp(kind, { queue: 'pg-boss' });
    const email = uniqueEmail('reset');
    const signup = await api.app.inject({ method: 'POST', url: '/api/signup', payload: { email, password: 'longenough' } });
    expect(signup.statusCode).toBe(201);
    // The API role never works jobs: stop it with the welcome mail still queued.
    await api.app.close();
    await api.container.close();

    const { createContainer } = await import('../../container.js');
    const { createRootLogger } = await import('../../infra/logging/logger.js');
    const worker = await createContainer(api.container.config, api.database.handle, createRootLogger({ level: 'silent' }), FAST_QUEUE);
    cleanups.push(async () => {
      await worker.close();
      await api.database.dispose();
    });
    await worker.startWorker();
    const { outboxMessages } = await import('../outbox/outbox.table.js');
    await waitFor(async () => (await api.database.handle.db.select().from(outboxMessages)).some((mail) => mail.recipient === email));
  });
});
