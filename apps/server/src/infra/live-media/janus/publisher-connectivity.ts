/* Whether a Janus publisher is up yet, and waiting until it is: a subscription to it is refused before. */

/**
 * Janus refuses a subscriber ("No such feed") until the publisher's PeerConnection is up, while the app announces a
 * feed as soon as its answer is sent: a subscription waits this long for it.
 */
const PUBLISHER_UP_WAIT_MS = 10_000;

/** Whether Janus has said `webrtcup` for a publisher, and who waits for it. */
export interface Connectivity {
  up: boolean;
  waiters: (() => void)[];
}

/** Lets everyone waiting go on: the publisher came up, or its feed ended and they find it gone. */
export function wake(connectivity: Connectivity): void {
  for (const waiter of connectivity.waiters.splice(0)) waiter();
}

/** Waits until the publisher of the feed is up (or woken), at most PUBLISHER_UP_WAIT_MS. */
export function publisherUp(feedId: string, connectivity: Connectivity): Promise<void> {
  if (connectivity.up) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connectivity.waiters = connectivity.waiters.filter((waiter) => waiter !== done);
      reject(new Error(`feed ${feedId} did not connect within ${PUBLISHER_UP_WAIT_MS} ms`));
    }, PUBLISHER_UP_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    connectivity.waiters.push(done);
  });
}
