import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { MediaBackend } from '../media-backend.js';
import type { CallName, CallRequest, EngineCalls, WeriftNetworkOptions, WorkerMessage } from './protocol.js';
import { feedEndedListeners } from '../feed-ended.js';

export type { IceServer, WeriftNetworkOptions } from './protocol.js';

export interface WeriftBackendOptions extends WeriftNetworkOptions {
  logger?: Logger;
  /**
   * A call the worker has not answered by then is rejected, so that a stuck worker fails the request instead of
   * holding it. A reply that comes later is dropped. Default 20 s.
   */
  callTimeoutMs?: number;
  /** Starts the worker thread. Default `startWeriftWorker`; tests wrap it to get hold of the worker. */
  startWorker?: (network: WeriftNetworkOptions) => Worker;
}

type Result<K extends CallName> = Awaited<ReturnType<EngineCalls[K]>>;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread and what the main thread must know about it when it dies. */
interface Connection {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Feeds published through this worker, by id, with their room: they all end if the worker dies. */
  feeds: Map<string, string>;
}

const DEFAULT_CALL_TIMEOUT_MS = 20_000;

/** Starts the SFU's worker thread (worker-entry.mjs explains how it loads TypeScript). */
export function startWeriftWorker(network: WeriftNetworkOptions): Worker {
  return new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: network, name: 'werift-sfu' });
}

/**
 * The embedded media engine (ARCHITECTURE.md §5): a werift SFU in a worker thread, reached by messages. The thread
 * starts on the first call. If it dies, its pending calls reject, its feeds are reported ended, and the next call
 * starts a new one.
 */
export function createWeriftBackend(options: WeriftBackendOptions = {}): MediaBackend {
  const { logger, callTimeoutMs = DEFAULT_CALL_TIMEOUT_MS, startWorker = startWeriftWorker } = options;
  const network: WeriftNetworkOptions = {
    iceServers: options.iceServers,
    iceAdditionalHostAddresses: options.iceAdditionalHostAddresses,
    iceInterfaceAddresses: options.iceInterfaceAddresses,
    iceUseIpv4: options.iceUseIpv4,
    iceUseIpv6: options.iceUseIpv6,
    icePortRange: options.icePortRange,
  };
  const feedEnded = feedEndedListeners('werift', logger);
  let connection: Connection | undefined;
  let lastCallId = 0;
  let closed = false;

  const onMessage = (current: Connection, message: WorkerMessage) => {
    if (message.type === 'log') {
      logger?.[message.level](message.context, `werift: ${message.message}`);
    } else if (message.type === 'feedEnded') {
      current.feeds.delete(message.feedId);
      feedEnded.emit(message.feedId);
    } else {
      const pending = current.pending.get(message.id);
      if (!pending) return; // already rejected by its timeout
      current.pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
    }
  };

  const onExit = (current: Connection, reason: string) => {
    if (connection === current) connection = undefined;
    for (const pending of current.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error(`the werift worker stopped (${reason})`));
    }
    current.pending.clear();
    const lostFeeds = [...current.feeds.keys()];
    current.feeds.clear();
    if (closed) return; // close() ended the feeds on purpose
    logger?.error({ reason, lostFeeds: lostFeeds.length }, 'werift: the worker stopped');
    for (const feedId of lostFeeds) feedEnded.emit(feedId);
  };

  const connect = (): Connection => {
    if (connection) return connection;
    const current: Connection = { worker: startWorker(network), pending: new Map(), feeds: new Map() };
    current.worker.on('message', (message: WorkerMessage) => onMessage(current, message));
    current.worker.on('error', (error) => logger?.error({ err: error }, 'werift: uncaught error in the worker'));
    current.worker.on('exit', (code) => onExit(current, `exit code ${code}`));
    connection = current;
    return current;
  };

  const call = <K extends CallName>(method: K, args: Parameters<EngineCalls[K]>): Promise<Result<K>> => {
    if (closed) return Promise.reject(new Error('the werift backend is closed'));
    const current = connect();
    const id = ++lastCallId;
    return new Promise<Result<K>>((resolve, reject) => {
      const timer = setTimeout(() => {
        current.pending.delete(id);
        reject(new Error(`the werift worker did not answer ${method} within ${callTimeoutMs} ms`));
      }, callTimeoutMs);
      // The worker replies with the engine method's own result; the cast restores the type lost in postMessage.
      current.pending.set(id, { resolve: (value) => resolve(value as Result<K>), reject, timer });
      const request: CallRequest<K> = { id, method, args };
      current.worker.postMessage(request);
    });
  };

  return {
    engine: 'werift',
    openRoom: (roomId) => call('openRoom', [roomId]),
    // After each `await call(...)`, `connection` is still the worker that replied: nothing runs in between.
    closeRoom: async (roomId) => {
      await call('closeRoom', [roomId]);
      for (const [feedId, feedRoomId] of connection?.feeds ?? []) {
        if (feedRoomId === roomId) connection?.feeds.delete(feedId);
      }
    },
    publish: async (request) => {
      const result = await call('publish', [request]);
      connection?.feeds.set(result.feedId, request.roomId);
      return result;
    },
    unpublish: async (feedId) => {
      await call('unpublish', [feedId]);
      connection?.feeds.delete(feedId);
    },
    subscribe: (roomId, feedId) => call('subscribe', [roomId, feedId]),
    answer: (subscriptionId, answerSdp) => call('answer', [subscriptionId, answerSdp]),
    unsubscribe: (subscriptionId) => call('unsubscribe', [subscriptionId]),
    startForward: (feedId, target) => call('startForward', [feedId, target]),
    stopForward: (forwardId) => call('stopForward', [forwardId]),
    onFeedEnded: (listener) => {
      feedEnded.add(listener);
    },
    // Read from this thread: event loop utilisation counts the time the worker's loop was not waiting for I/O.
    busy: () =>
      connection ? { thread: connection.worker.threadId, busyMs: connection.worker.performance.eventLoopUtilization().active } : null,
    // The rooms' connections are closed before the thread ends: Node aborts the whole process when a worker is
    // terminated while one of its UDP sockets receives a datagram (UDPWrap::OnRecv in a dying isolate: "v8::FromJust
    // Maybe value is Nothing"), which a browser still sending would cause. It tells browsers nothing sooner: werift 0.24
    // sends no DTLS close alert, so they notice when ICE consent stops either way.
    close: async () => {
      const rooms = new Set(connection?.feeds.values());
      // Each call has its timeout, so a stuck worker holds the close no longer than that.
      await Promise.allSettled([...rooms].map((roomId) => call('closeRoom', [roomId])));
      closed = true;
      await connection?.worker.terminate();
    },
  };
}
