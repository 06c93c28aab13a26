import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierChargeError, CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import { startCarrierStandin, type CarrierStandin } from '../../../../test-support/carrier-billing/carrier-standin.js';
import { databaseKinds } from '../../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';
import { freshPhoneNumber } from '../../../test/phones.js';
import { PENDING_CHARGE_GIVE_UP_MS, RECONCILE_AFTER_MS } from './carrier-billing.service.js';
import { carrierCharges, invoices, subscriptions } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
/** What becomes of the next charge on its way: its answer lost after the carrier decided, or the request itself lost. */
type Fault = 'none' | 'answer-lost' | 'never-arrives';

const GATEWAYS = ['sandbox', 'http'] as const;

describe.each(databaseKinds(import.meta.url).flatMap((kind) => GATEWAYS.map((gateway) => [kind, gateway] as const)))(
  'carrier charge reconciliation on %s with the %s gateway',
  (kind, gatewayKind) => {
    let t: TestApp;
    let standin: CarrierStandin | null = null;
    let host: User;
    let channelId: string;
    let adminCookie: string;
    let planId: string;
    let fault: Fault = 'none';
    /** When set, the gateway answers every charge lookup with this: still undecided, or no answer at all. */
    let lookup: 'pending' | 'silent' | null = null;

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
      t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

    /** The code as the phone received it: from the outbox (sandbox) or the stand-in's texts (HTTP gateway). */
    const codeSentTo = async (phone: string) => {
      const texts = standin
        ? standin.sms.filter((sms) => sms.to === `852${phone}`).map((sms) => sms.text)
        : (await call('GET', '/api/admin/outbox?limit=50', adminCookie))
            .json()
            .results.filter((message: { to: string }) => message.to === `+852${phone}`)
            .map((message: { text: string }) => message.text);
      return /verification code is (\d{6})/.exec(texts.at(-1) ?? '')![1]!;
    };

    /** A viewer verifies a fresh phone and asks for the charge, which meets the fault set now. */
    const chargeWith = async (nextFault: Fault, phone = freshPhoneNumber()) => {
      const viewer = await signedInUser(t.app);
      expect((await call('POST', '/api/dcb/otp/send', viewer.cookie, { phone_number: phone })).statusCode).toBe(200);
      const otp = await codeSentTo(phone);
      expect((await call('POST', '/api/dcb/verify', viewer.cookie, { phone_number: phone, otp })).statusCode).toBe(200);
      fault = nextFault;
      const answer = await call('POST', '/api/dcb/charge', viewer.cookie, { phone_number: phone, otp, plan_id: planId });
      fault = 'none';
      return { viewer, answer };
    };

    const rowsOf = async (userId: string) => {
      const db = t.database.handle.db;
      return {
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        invoices: await db.select().from(invoices).where(eq(invoices.userId, userId)),
        charges: await db.select().from(carrierCharges).where(eq(carrierCharges.userId, userId)),
      };
    };

    /** By default the code has long expired: the charge is as old as reconciliation waits for, and a minute more. */
    const ageCharges = (userId: string, ageMs = RECONCILE_AFTER_MS) =>
      t.database.handle.db
        .update(carrierCharges)
        .set({ createdAt: new Date(Date.now() - ageMs - 60_000) })
        .where(eq(carrierCharges.userId, userId));

    const reconcile = async () => {
      t.jobs.tick();
      await t.jobs.drain();
    };

    beforeAll(async () => {
      const wrap = (gateway: CarrierGateway): CarrierGateway => ({
        ...gateway,
        name: gateway.name,
        charge: async (request) => {
          if (fault === 'never-arrives') throw new CarrierGatewayError('the request was lost on the way');
          if (fault === 'none') return gateway.charge(request);
          // The carrier decides, then its answer (made or refused) is lost on the way back.
          await gateway.charge(request).catch((error: unknown) => {
            if (!(error instanceof CarrierChargeError)) throw error;
          });
          throw new CarrierGatewayError('the carrier gateway did not answer in time');
        },
        findCharge: async (reference) => {
          if (lookup === 'silent') throw new CarrierGatewayError('the carrier gateway did not answer the lookup');
          if (lookup === 'pending') return { status: 'pending' };
          return gateway.findCharge(reference);
        },
      });
      let env: NodeJS.ProcessEnv = ADMIN_ENV;
      if (gatewayKind === 'http') {
        standin = await startCarrierStandin();
        env = { ...ADMIN_ENV, CARRIER_GATEWAY_URL: standin.baseUrl, CARRIER_GATEWAY_API_KEY: standin.apiKey };
      }
      t = await createTestApp(kind, { wrapCarrierGateway: wrap }, env);
      adminCookie = await logInAsAdmin(t.app);
      host = await signedInUser(t.app, 'host');
      channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
      expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
      const plan = await call('POST', '/api/products', host.cookie, {
        workspace_id: channelId,
        name: 'Reconciled plan',
        description: 'Paid on the phone bill',
        type: 'RECURRING',
        unit_amount: 1999,
        interval_count: 1,
        trial_period: 0,
        dcb_price: 3800,
      });
      planId = plan.json().id;
    });
    afterAll(async () => {
      await t.close();
      await standin?.close();
    });

    it('records a charge whose answer was lost once the carrier says it was made, and only once', async () => {
      const { viewer, answer } = await chargeWith('answer-lost');
      expect(answer.statusCode).toBe(502);
      expect(answer.json().msg).toBe('CARRIER_CHARGE_UNCONFIRMED');
      expect((await rowsOf(viewer.user.id)).charges).toMatchObject([{ status: 'pending', amountCents: 3800 }]);

      // Not yet: the buyer may still retry with the same code.
      await reconcile();
      expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(0);

      await ageCharges(viewer.user.id);
      await reconcile();
      await reconcile();
      const rows = await rowsOf(viewer.user.id);
      expect(rows.subscriptions).toMatchObject([{ status: 'active', type: 'DCB', source: 'carrier' }]);
      expect(rows.invoices).toMatchObject([{ amountPaid: 3800, currency: 'hkd' }]);
      expect(rows.charges).toMatchObject([{ status: 'succeeded', chargeId: rows.subscriptions[0]!.providerRef }]);
      const mine = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results;
      expect(mine).toMatchObject([{ status: 'active', plan: { id: planId } }]);
    });

    it('grants nothing for a charge the carrier never received', async () => {
      const { viewer, answer } = await chargeWith('never-arrives');
      expect(answer.json().msg).toBe('CARRIER_CHARGE_UNCONFIRMED');
      await ageCharges(viewer.user.id);
      await reconcile();
      const rows = await rowsOf(viewer.user.id);
      expect(rows.subscriptions).toHaveLength(0);
      expect(rows.charges).toMatchObject([{ status: 'failed', chargeId: null }]);
    });

    it('grants nothing for a charge the carrier refused when the refusal was lost', async () => {
      const { viewer, answer } = await chargeWith('answer-lost', freshPhoneNumber('4000'));
      expect(answer.json().msg).toBe('CARRIER_CHARGE_UNCONFIRMED');
      await ageCharges(viewer.user.id);
      await reconcile();
      const rows = await rowsOf(viewer.user.id);
      expect(rows.subscriptions).toHaveLength(0);
      expect(rows.invoices).toHaveLength(0);
      expect(rows.charges).toMatchObject([{ status: 'failed' }]);
    });

    it.each(['pending', 'silent'] as const)(
      'keeps asking about a charge the carrier calls %s, and gives it up as not made after three days',
      async (answer) => {
        const { viewer } = await chargeWith('answer-lost');
        lookup = answer;
        try {
          await ageCharges(viewer.user.id);
          await reconcile();
          expect((await rowsOf(viewer.user.id)).charges).toMatchObject([{ status: 'pending' }]);

          await ageCharges(viewer.user.id, PENDING_CHARGE_GIVE_UP_MS);
          await reconcile();
          const rows = await rowsOf(viewer.user.id);
          expect(rows.charges).toMatchObject([{ status: 'failed', chargeId: null }]);
          expect(rows.subscriptions).toHaveLength(0);
          expect(rows.invoices).toHaveLength(0);
        } finally {
          lookup = null;
        }
        // Given up: the carrier's late word is no longer asked for.
        await reconcile();
        expect((await rowsOf(viewer.user.id)).charges).toMatchObject([{ status: 'failed' }]);
      },
    );

    it('settles a charge with a clear answer at once, leaving nothing to reconcile', async () => {
      const { viewer, answer } = await chargeWith('none');
      expect(answer.statusCode).toBe(200);
      expect((await rowsOf(viewer.user.id)).charges).toMatchObject([{ status: 'succeeded' }]);
    });
  },
);
