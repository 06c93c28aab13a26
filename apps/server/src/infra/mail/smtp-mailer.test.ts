import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.js';

describe('createSmtpMailer against a real SMTP server', () => {
  const received: { from: string; to: string[]; data: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'app' && auth.password === 'secret') callback(null, { user: 'app' });
        else callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('authenticates and delivers a UTF-8 message', async () => {
    const mailer = createSmtpMailer(`smtp://app:secret@127.0.0.1:${port}`, 'Chunks <no-reply@example.com>');
    await mailer.send({ to: 'viewer@example.com', subject: 'Reset your password 重設密碼', text: '請打開連結 https://x/reset' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['viewer@example.com'], user: 'app' });
    expect(received[0]!.data).toMatch(/Subject: =\?UTF-8\?/i);
  });

  it('fails loudly with wrong credentials', async () => {
    const mailer = createSmtpMailer(`smtp://app:wrong@127.0.0.1:${port}`, 'no-reply@example.com');
    await expect(mailer.send({ to: 'viewer@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});
