// The old name of carrier-reconciliation.jobs.ts, until subscriptions/index.ts imports the new one; then delete this file.
export * from './carrier-reconciliation.jobs.js';
