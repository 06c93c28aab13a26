import type { Container } from '../container.js';

const POLL_MS = 1_000;

/**
 * Lets the background jobs run until `done` says so or `timeoutMs` passes (answers whether it was done). With the
 * job queue of a real install, this process works them as the server's worker would (the server may be stopped while
 * the seed runs); with the tests' in-memory queue, each drain runs what is waiting.
 */
export function createBackgroundWork(container: Container) {
  let working = false;
  return async function workUntil(done: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    if (container.inlineJobs) {
      while (!(await done())) {
        const { completed, retrying } = await container.inlineJobs.drain();
        if ((completed === 0 && retrying === 0) || Date.now() > deadline) return done();
      }
      return true;
    }
    if (!working) {
      await container.startWorker();
      working = true;
    }
    while (!(await done())) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  };
}

export type WorkUntil = ReturnType<typeof createBackgroundWork>;
