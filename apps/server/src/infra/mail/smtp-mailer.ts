import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** The only importer of nodemailer. `smtp://user:pass@host:port` upgrades with STARTTLS when offered. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close: () => transport.close(),
  };
}
