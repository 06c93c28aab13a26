// The old name of sandbox-renewals.jobs.ts, until subscriptions/index.ts imports the new one; then delete this file.
export * from './sandbox-renewals.jobs.js';
