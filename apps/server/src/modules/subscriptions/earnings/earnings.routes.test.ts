import { eq } from 'drizzle-orm';
import { hongKongMonth } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases.js';
import { buyPlan, createPlan } from '../../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';
import { users } from '../../users/index.js';
import { invoices } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

describe.each(databaseKinds(import.meta.url))("a channel's earnings and payments export on %s", (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  let hkd: { id: string };
  let usd: { id: string };
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const buyer = async (displayName: string) => {
    const user = await signedInUser(t.app);
    await t.database.handle.db.update(users).set({ displayName }).where(eq(users.id, user.user.id));
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, ADMIN_ENV);
    host = await signedInUser(t.app, 'host');
    channelId = (await get('/api/workspaces/mine', host.cookie)).json().results[0].id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${channelId}`,
      headers: { cookie: host.cookie },
      payload: { publish: true },
    });
    hkd = await createPlan(t, host.cookie, channelId, { name: '港股, "月費"', currency: 'hkd', unit_amount: 3800 });
    usd = await createPlan(t, host.cookie, channelId, { name: 'Gold', unit_amount: 1999 });
    const [chan, alex, chris] = [await buyer('陳大文'), await buyer('=HYPERLINK("x")'), await buyer('Chris')];
    await buyPlan(t, chan.cookie, hkd.id);
    await buyPlan(t, alex.cookie, hkd.id);
    await buyPlan(t, chris.cookie, usd.id);
    // Alex's payment is given back: it stays listed, refunded.
    await t.database.handle.db.update(invoices).set({ status: 'refunded' }).where(eq(invoices.userId, alex.user.id));
  });
  afterAll(() => t.close());

  it('totals each currency apart, by month and by plan, with the refund counted and taken off', async () => {
    const response = await get(`/api/invoices?workspace_id=${channelId}`, host.cookie);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const hkdTotal = { currency: 'hkd', gross_amount: 7600, payment_count: 2, refunded_amount: 3800, refunded_count: 1, net_amount: 3800 };
    const usdTotal = { currency: 'usd', gross_amount: 1999, payment_count: 1, refunded_amount: 0, refunded_count: 0, net_amount: 1999 };
    expect(report.totals).toEqual(expect.arrayContaining([hkdTotal, usdTotal]));
    expect(report.totals).toHaveLength(2);
    expect(report.plans).toEqual(
      expect.arrayContaining([
        { plan_id: hkd.id, plan_name: '港股, "月費"', ...hkdTotal },
        { plan_id: usd.id, plan_name: 'Gold', ...usdTotal },
      ]),
    );
    const { year, month } = hongKongMonth(new Date());
    expect(report.results).toHaveLength(1);
    expect(report.results[0]).toMatchObject({ year, month });
    expect(report.results[0].totals).toEqual(expect.arrayContaining([hkdTotal, usdTotal]));
    expect(report.results[0].invoices.map((line: { status: string }) => line.status).sort()).toEqual(['paid', 'paid', 'refunded']);
  });

  it('downloads the payments as CSV: a header, then one quoted row per payment on Hong Kong time', async () => {
    const response = await get(`/api/workspaces/${channelId}/payments.csv`, host.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Date (Hong Kong time)', 'Plan', 'Buyer', 'Amount', 'Currency', 'Method', 'Status']);
    expect(
      rows.map(([, plan, buyerName, amount, currency, method, status]) => [plan, buyerName, amount, currency, method, status]),
    ).toEqual(
      expect.arrayContaining([
        ['港股, "月費"', '陳大文', '38.00', 'HKD', 'card', 'paid'],
        ['港股, "月費"', `'=HYPERLINK("x")`, '38.00', 'HKD', 'card', 'refunded'],
        ['Gold', 'Chris', '19.99', 'USD', 'card', 'paid'],
      ]),
    );
    expect(rows).toHaveLength(3);
    const hongKongNow = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const [date] of rows) expect(date).toMatch(new RegExp(`^${hongKongNow} \\d{2}:\\d{2}:\\d{2}$`));
  });

  it('refuses the earnings and the export to another host, a viewer and a guest; an admin may read them', async () => {
    const otherHost = await signedInUser(t.app, 'host');
    const viewer = await signedInUser(t.app);
    for (const url of [`/api/workspaces/${channelId}/payments.csv`, `/api/invoices?workspace_id=${channelId}`]) {
      for (const cookie of [otherHost.cookie, viewer.cookie]) {
        const refused = await get(url, cookie);
        expect([refused.statusCode, refused.json().msg]).toEqual([403, 'FORBIDDEN']);
      }
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, await logInAsAdmin(t.app))).statusCode).toBe(200);
    }
  });
});
