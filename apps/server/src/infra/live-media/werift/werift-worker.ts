import { parentPort, workerData } from 'node:worker_threads';
import type { CallName, CallRequest, WeriftNetworkOptions, WorkerMessage } from './protocol.js';
import { SfuEngine } from './sfu-engine.js';

// The worker thread's body (started by worker-entry.mjs): every werift object lives here, so ICE, DTLS, SRTP and the
// per-viewer packet copies run on this thread's event loop and never delay the API's requests.
const port = parentPort;
if (!port) throw new Error('werift-worker.ts runs as a worker thread (see createWeriftBackend)');

const post = (message: WorkerMessage) => port.postMessage(message);

const engine = new SfuEngine(workerData as WeriftNetworkOptions, {
  feedEnded: (feedId) => post({ type: 'feedEnded', feedId }),
  info: (message, context) => post({ type: 'log', level: 'info', message, context }),
  warn: (message, context) => post({ type: 'log', level: 'warn', message, context }),
});

port.on('message', (request: CallRequest) => {
  void dispatch(request).then(
    (value) => post({ type: 'reply', id: request.id, ok: true, value }),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      post({ type: 'reply', id: request.id, ok: false, error: { name, message } });
    },
  );
});

function dispatch<K extends CallName>({ method, args }: CallRequest<K>): Promise<unknown> {
  // TypeScript cannot relate `args` to the method picked by `method` once K is a union, though CallRequest<K> ties them.
  const call = engine[method] as (...callArgs: Parameters<SfuEngine[K]>) => Promise<unknown>;
  return call.apply(engine, args);
}
