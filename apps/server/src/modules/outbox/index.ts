import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../database/database.js';
import type { AppModule } from '../module.js';
import { createOutboxRepository } from './outbox.repository.js';
import { outboxRoutes } from './outbox.routes.js';
import { createOutboxService } from './outbox.service.js';

export type { OutboxService } from './outbox.service.js';

/** Built before the other modules: without SMTP, the mailer they get stores into it. */
export function createOutboxModule(db: Database) {
  const service = createOutboxService(createOutboxRepository(db));
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(outboxRoutes, { outbox: service });
  };
  return { module: { name: 'outbox', routes } satisfies AppModule, service };
}
