import type { Actor } from '../users/index.js';

/** The outbox holds other people's reset links: admins only. */
export function canReadOutbox(actor: Actor): boolean {
  return actor.role === 'admin';
}
