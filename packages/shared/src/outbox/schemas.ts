import { z } from 'zod';
import { OUTBOX_CHANNELS } from '../common/constants.js';
import { pagedSchema } from '../common/http.js';

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = pagedSchema(outboxMessageSchema);
