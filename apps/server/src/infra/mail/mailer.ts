export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The embedded default: the message is handed to a store (the outbox) instead of an SMTP server. */
export function createStoringMailer(store: (message: MailMessage) => Promise<void>): Mailer {
  return { send: store };
}
