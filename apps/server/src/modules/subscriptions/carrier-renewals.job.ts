// The old name of carrier-renewals.jobs.ts, until subscriptions/index.ts imports the new one; then delete this file.
export * from './carrier-renewals.jobs.js';
