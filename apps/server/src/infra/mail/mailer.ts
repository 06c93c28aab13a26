export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mail job's retries: an SMTP outage is retried for about a day (30 s doubling, capped by pg-boss), then given up. */
export const MAIL_RETRY_LIMIT = 12;

/** The embedded default: the message is handed to a store (the outbox) instead of an SMTP server. */
export function createStoringMailer(store: (message: MailMessage) => Promise<void>): Mailer {
  return { send: store };
}
