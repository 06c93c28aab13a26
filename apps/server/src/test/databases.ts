import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../database/database.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The test files that run on PostgreSQL too in CI (`npm test` with TEST_DATABASE_URL set), each with what it checks
 * there; every other file runs on PGlite only. `npm run test:full` (TEST_MATRIX=full) runs every file on both. Named by
 * file name, not path, so a file keeps its place when its folder moves; global-setup.ts fails the run when a name here
 * matches no test file.
 *
 * Why these: PGlite is one connection in the test's own process, so it runs every "at once" of a test one statement
 * after another; only PostgreSQL runs them side by side, with row locks (`select … for update`), unique-conflict
 * upserts and pg-boss's `skip locked` really contended. PGlite is PostgreSQL 18 and CI's server is 15, so SQL past
 * plain CRUD (text search, regular expressions, jsonb, arrays, `ilike`) is checked on both. The migrations run on
 * PostgreSQL once per run, into the template every file's database is copied from (global-setup.ts).
 */
export const POSTGRES_IN_CI: Readonly<Record<string, string>> = {
  // Money
  'subscriptions.routes.test.ts':
    'a card checkout completed three times at once (return and two webhook deliveries): `for update` on the session, `on conflict do nothing` on the invoice, one subscription',
  'trial-and-coupon.abuse.test.ts':
    'one free trial per viewer and channel (`min(created_at)` over trials), a coupon re-checked at payment and closed after a refund',
  'checkout-coupons.routes.test.ts': 'several checkouts started at once with one coupon leave one payable checkout',
  'redeem.routes.test.ts': 'the last use of a multi-use code handed out once to four people at once (`for update`, `used_count + 1`)',
  'refunds.routes.test.ts': 'one refund request per invoice (`on conflict (invoice_id)`), approved under `for update`',
  'carrier.routes.test.ts': 'two phone-bill charges at once, OTP attempts counted in SQL, a unique charge reference',
  'money.abuse.test.ts':
    'issue 28 money abuse: 300 redeem guesses at once counted exactly by the rate-limit upsert, caps shared across accounts',
  'stripe-webhook.routes.test.ts': "Stripe's signed webhooks through the job queue, deduplicated by the unique (source, provider_ref)",
  'hosting.routes.test.ts':
    'a hosting checkout return asked three times at once (`for update`), each provider invoice recorded once and its status only moved forward',
  'invoice-ledger.migration.test.ts':
    "migration 0032 moving the hosting fee's invoices into the one ledger, run on PostgreSQL 15 as production runs it",
  // Jobs, limits, analysis progress
  'pg-boss-queue.test.ts':
    "pg-boss's own schema, `skip locked` fetches, a job left running by a stopped process; production runs it on PostgreSQL",
  'rate-limiter.test.ts': 'twenty hits at once from two limiters counted exactly by one `on conflict do update … case` statement',
  'analysis.repository.test.ts': 'step reports made at once merged into one jsonb column without losing any',
  'teasers.routes.test.ts': "two free-preview marks at once hold the channel's limit per video (the video's chunks locked `for update`)",
  // Search
  'search.routes.test.ts':
    "transcript search: to_tsquery('simple'), `~*` with `\\m`, `ilike` over jsonb lines, `@> array[…]`, row-value paging",
  'workspaces.routes.test.ts': 'channel search by `ilike` over names, descriptions and keywords, `nulls last` paging',
  'spoken-search.routes.test.ts':
    'spoken words across public channels: `@@ to_tsquery`, `@> array[…]` ORed per script, `~*`/`ilike` over jsonb lines, the newest videos walked in order, a MATERIALIZED CTE for the rest',
  'spoken-index.routes.test.ts':
    'the index of spoken words kept in step by statement triggers with transition tables, read past `pg_snapshot_xmin(pg_current_snapshot())` while other connections write',
  // Live
  'live.routes.test.ts': 'live presence: participant upserts (`on conflict do update`) and connections of four viewers joining at once',
  'live.abuse.test.ts':
    'a refund, cancellation or removal ends a viewer’s place in the live room by a domain event worked on the job queue, sockets closed across two instances through Redis',
  'media-input.abuse.test.ts':
    "refused uploads aborted by the conditional state moves of an upload's row, and completions of parts of any size",
  // Referrals
  'referral.abuse.test.ts':
    'issue 28 referral abuse: two accounts naming each other at once (`pg_advisory_xact_lock`), the referral chain walked by a recursive CTE',
  // Forum
  'forum.abuse.test.ts': 'issue 28: words hidden from the filter refused in titles, renames and replies, no row written',
};

/**
 * The databases a test file runs on: `describe.each(databaseKinds(import.meta.url))`. PGlite always; PostgreSQL too
 * when TEST_DATABASE_URL names a server and either TEST_MATRIX=full or the file is one of POSTGRES_IN_CI.
 */
export function databaseKinds(testFileUrl: string): DatabaseKind[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  if (process.env.TEST_MATRIX === 'full') return ['pglite', 'postgres'];
  return Object.hasOwn(POSTGRES_IN_CI, path.basename(fileURLToPath(testFileUrl))) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/**
 * PGlite databases of this worker's finished files, emptied, for its next files. Loading the 43 MB template took 1-2.6 s
 * of CPU per file (a machine shared with other work) and emptying one takes about 0.1 s; the server project runs its
 * files in one module graph per worker (`isolate: false`), so this list outlives each file.
 */
const emptiedPglites: PGlite[] = [];

/** The template's own tables, to tell a database a test left as the template made it from one it added to. */
let templateTables: string | null = null;

const USER_TABLES_SQL = `select string_agg(format('%I.%I', schemaname, tablename), ', ' order by schemaname, tablename) as tables
  from pg_tables where schemaname not in ('pg_catalog', 'information_schema') and tablename <> '__drizzle_migrations'`;

async function userTables(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ tables: string | null }>(USER_TABLES_SQL);
  return rows[0]?.tables ?? '';
}

/**
 * Brings a used database back to the template's state: no rows, sequences restarted, session settings reset. A
 * database whose tables differ from the template's (a test that installed pg-boss's schema, say) is not reused.
 */
async function emptyForReuse(client: PGlite): Promise<boolean> {
  // A test that failed inside a transaction may have left it open; outside one this is only a warning.
  await client.exec('rollback');
  const tables = await userTables(client);
  if (tables !== templateTables) return false;
  await client.exec(`truncate ${tables} restart identity cascade`);
  // Separately: several statements in one exec() run as one transaction, and DISCARD may not run in one.
  await client.exec('discard all');
  return true;
}

async function pgliteFromTemplate(): Promise<TestDatabase> {
  let client = emptiedPglites.pop();
  while (client?.closed) client = emptiedPglites.pop();
  if (!client) {
    const template = fs.readFileSync(inject('pgliteTemplatePath'));
    client = await PGlite.create({ loadDataDir: new Blob([template]) });
    templateTables ??= await userTables(client);
  }
  const leased = client;
  // The file holds this client only until it disposes of it: a second dispose, or a close() that comes late, must not
  // reach the client once it is pooled for the worker's next file.
  let held = true;
  const handle = {
    ...fromPglite(leased),
    close: async () => {
      if (!held) return;
      held = false;
      await leased.close();
    },
  };
  return {
    handle,
    async dispose() {
      if (!held) return;
      held = false;
      if (await emptyForReuse(leased)) emptiedPglites.push(leased);
      else await leased.close();
    },
  };
}

/** A database of its own on the server TEST_DATABASE_URL points to, a copy of `template` or empty, dropped by dispose(). */
async function ownPostgres(template: string | null): Promise<TestDatabase> {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const handle = fromPostgres(databaseUrl.toString());
  return {
    handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl.toString() });
      await cleanup.connect();
      // pool.end() resolves before its connections have finished closing; forcing the drop while one still closes
      // makes that client emit an error nobody listens to. Wait for them to go first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query<{ open: string }>('select count(*) as open from pg_stat_activity where datname = $1', [name]);
        if (Number(rows[0]?.open) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh database per test file, migrated: copied from the run's migrated template (about a second of migrations saved). */
function freshPostgres(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('global-setup.ts makes the PostgreSQL template when TEST_DATABASE_URL is set');
  return ownPostgres(template);
}

/** A database no migration has run on, for the tests of a migration itself. */
export async function openEmptyTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') return ownPostgres(null);
  const handle = fromPglite(await PGlite.create());
  return { handle, dispose: () => handle.close() };
}

export function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? pgliteFromTemplate() : freshPostgres();
}
