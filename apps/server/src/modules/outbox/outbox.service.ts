import type { OutboxMessage } from '@platform/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import { canReadOutbox } from './outbox.policy.js';
import type { OutboxRepository } from './outbox.repository.js';

export function createOutboxService(repository: OutboxRepository) {
  return {
    async storeEmail(message: MailMessage): Promise<void> {
      await repository.insert({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
    /** A text message of the sandbox carrier gateway (verification codes), kept for admins to read. */
    async storeSms(recipient: string, text: string): Promise<void> {
      await repository.insert({ channel: 'sms', recipient, subject: '', text, html: null });
    },
    async list(actor: Actor, limit: number, offset: number): Promise<{ results: OutboxMessage[]; _total_count: number; _limit: number }> {
      if (!canReadOutbox(actor)) throw new AppError('FORBIDDEN', 'admins only');
      const { rows, total } = await repository.page(limit, offset);
      return {
        results: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
        _total_count: total,
        _limit: limit,
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
