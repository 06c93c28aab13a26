import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** A plan of the host's channel, created through the API. */
export async function createPlan(t: TestApp, hostCookie: string, workspaceId: string, extra: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie: hostCookie },
    payload: {
      workspace_id: workspaceId,
      name: 'Gold',
      description: 'All videos',
      type: 'RECURRING',
      unit_amount: 1999,
      interval_count: 1,
      trial_period: 0,
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string; workspace_id: string };
}

/** Buys a plan as a person would: checkout, the sandbox page with the test card, then the events processed. */
export async function buyPlan(t: TestApp, buyerCookie: string, planId: string, mode: 'subscription' | 'payment' = 'subscription') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/sessions',
    headers: { cookie: buyerCookie },
    payload: { origin: 'http://app.test', stripe_code: planId, mode },
  });
  expect(created.statusCode).toBe(201);
  const sessionId = created.json().session_id as string;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${sessionId}/pay`,
    payload: { card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  expect(paid.statusCode).toBe(200);
  await t.jobs.drain();
  return sessionId;
}
