import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './databases.js';

async function countUsers(database: Awaited<ReturnType<typeof openTestDatabase>>): Promise<number> {
  const result = await database.handle.executeSql('select count(*)::int as count from users');
  return Number((result.rows[0] as { count: number }).count);
}

async function insertUser(database: Awaited<ReturnType<typeof openTestDatabase>>, email: string): Promise<void> {
  await database.handle.executeSql('insert into users (email, password_hash, referral_code) values ($1, $2, $3)', [email, 'x', email]);
}

describe('test databases reused within a worker', () => {
  it('hands the next file an empty database, even when a file disposes of its own twice or closes it late', async () => {
    const first = await openTestDatabase('pglite');
    await insertUser(first, 'a@example.com');
    expect(await countUsers(first)).toBe(1);
    await first.dispose();
    await first.dispose();
    await first.handle.close();

    const second = await openTestDatabase('pglite');
    const third = await openTestDatabase('pglite');
    expect(await countUsers(second)).toBe(0);
    expect(await countUsers(third)).toBe(0);
    await insertUser(second, 'b@example.com');
    // Two files at once must never share one client: the third does not see the second's row.
    expect(await countUsers(third)).toBe(0);
    await second.dispose();
    await third.dispose();
  });

  it('does not hand out a database a file closed itself', async () => {
    const closedByItsFile = await openTestDatabase('pglite');
    await closedByItsFile.handle.close();
    await closedByItsFile.dispose();
    const next = await openTestDatabase('pglite');
    expect(await countUsers(next)).toBe(0);
    await next.dispose();
  });
});
