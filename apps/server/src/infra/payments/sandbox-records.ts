import { eq } from 'drizzle-orm';
import { randomToken } from '../crypto/tokens.js';
import type { Database } from '../../database/drivers.js';
import { sandboxCheckoutSessions, sandboxPrices } from './sandbox.table.js';

/* The ids and the lookups of its own rows that the sandbox provider's parts share. */

export type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/** An id in the shape of Stripe's (`cs_…`, `in_…`), marked as the sandbox's so it is never taken for a real one. */
export const newId = (prefix: string) => `${prefix}_sbx_${randomToken(12)}`;

/** A checkout session, which every caller got from the sandbox itself: a missing one is a bug, not a user's error. */
export async function sessionRow(db: Database, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  if (!row) throw new Error(`no such sandbox checkout session: ${id}`);
  return row;
}

export async function priceRow(db: Database, id: string) {
  const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, id));
  return price;
}

/** A session still open past its expiry reads as expired, as Stripe's does, before anything has closed it. */
export function sessionStatus(row: SessionRow, now: number): SessionRow['status'] {
  return row.status === 'open' && row.expiresAt.getTime() <= now ? 'expired' : row.status;
}
