// The old name of payment-events.jobs.ts, until subscriptions/index.ts and payments.service.ts import the new one; then delete this file.
export * from './payment-events.jobs.js';
