import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/database.js';
import { MIGRATIONS_FOLDER, migrate } from '../../database/migrate.js';
import { createHostingRepository } from '../hosting/hosting.repository.js';
import { databaseKinds, openEmptyTestDatabase, type TestDatabase } from '../../test/databases.js';

/** The migration that moved the hosting fee's invoices into the ledger. */
const LEDGER_MIGRATION = '0032_invoice_ledger';

const kinds = databaseKinds(import.meta.url);

/** Applies the migrations before `tag` as migrate() would, so that migrate() later applies `tag` and those after it. */
async function migrateUpTo(handle: DatabaseHandle, tag: string): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(before).toBeGreaterThan(0);
  const { db } = handle;
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).slice(0, before)) {
    await db.transaction(async (tx) => {
      for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    });
  }
}

describe.each(kinds)('the invoice ledger migration on %s', (kind) => {
  let database: TestDatabase;
  const hostId = '00000000-0000-4000-8000-000000000001';
  const subscriptionId = '00000000-0000-4000-8000-000000000002';
  const renewalId = '00000000-0000-4000-8000-000000000003';
  const duplicateId = '00000000-0000-4000-8000-000000000004';

  beforeAll(async () => {
    database = await openEmptyTestDatabase(kind);
    await migrateUpTo(database.handle, LEDGER_MIGRATION);
    const { db } = database.handle;
    await db.execute(sql`insert into users (id, email, password_hash, referral_code) values (${hostId}, 'host@example.com', 'x', 'REF1')`);
    await db.execute(sql`insert into hosting_subscriptions (id, user_id, plan_key, status, provider, provider_ref)
      values (${subscriptionId}, ${hostId}, 'starter', 'active', 'stripe', 'sub_1')`);
    // A paid renewal with its receipt sent, and a second plan bought by mistake and refunded (no subscription, no page).
    await db.execute(sql`insert into hosting_invoices
      (id, user_id, subscription_id, plan_key, amount, currency, status, provider, provider_ref, receipt_url, created_at, receipt_queued_at)
      values (${renewalId}, ${hostId}, ${subscriptionId}, 'starter', 2900, 'usd', 'paid', 'stripe', 'in_1',
        'https://invoice.stripe.com/i/in_1', '2026-10-01T02:03:04.005Z', '2026-10-01T02:03:05Z'),
      (${duplicateId}, ${hostId}, null, 'professional', 9900, 'usd', 'refunded', 'stripe', 'in_2', null, '2026-11-02T00:00:00Z', null)`);
    await migrate(database.handle);
  }, 120_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('reads a hosting invoice written before it the same after', async () => {
    const repository = createHostingRepository(database.handle.db);
    expect(await repository.findInvoice(renewalId)).toEqual({
      id: renewalId,
      userId: hostId,
      subscriptionId,
      planKey: 'starter',
      amount: 2900,
      currency: 'usd',
      status: 'paid',
      provider: 'stripe',
      providerRef: 'in_1',
      receiptUrl: 'https://invoice.stripe.com/i/in_1',
      createdAt: new Date('2026-10-01T02:03:04.005Z'),
      receiptQueuedAt: new Date('2026-10-01T02:03:05Z'),
    });
    const { rows, total } = await repository.invoicesOf(hostId, 10, 0);
    expect(total).toBe(2);
    expect(rows.map((row) => [row.id, row.subscriptionId, row.planKey, row.amount, row.status, row.receiptUrl])).toEqual([
      [duplicateId, null, 'professional', 9900, 'refunded', null],
      [renewalId, subscriptionId, 'starter', 2900, 'paid', 'https://invoice.stripe.com/i/in_1'],
    ]);
  });

  it('keeps its receipt claimed, and moves it forward only', async () => {
    const repository = createHostingRepository(database.handle.db);
    expect(await repository.claimReceipt('stripe', 'in_1', new Date())).toBeNull();
    await repository.saveInvoice({
      userId: hostId,
      subscriptionId: null,
      planKey: 'starter',
      amount: 2900,
      currency: 'usd',
      status: 'failed',
      provider: 'stripe',
      providerRef: 'in_1',
      receiptUrl: null,
      createdAt: new Date('2026-10-01T02:03:04.005Z'),
    });
    expect(await repository.findInvoice(renewalId)).toMatchObject({
      status: 'paid',
      subscriptionId,
      receiptUrl: 'https://invoice.stripe.com/i/in_1',
    });
  });

  it('leaves one ledger: the hosting rows are of the product hosting-plan, and hosting_invoices is gone', async () => {
    const { db } = database.handle;
    const products = await db.execute(sql`select product, count(*)::int as n from invoices group by product`);
    expect((products as unknown as { rows: unknown[] }).rows).toEqual([{ product: 'hosting-plan', n: 2 }]);
    const old = await db.execute(sql`select to_regclass('public.hosting_invoices') as name`);
    expect((old as unknown as { rows: unknown[] }).rows).toEqual([{ name: null }]);
  });
});
