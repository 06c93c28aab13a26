// Entry point of the server-render worker thread, in plain JavaScript so that Node starts it as it is; it loads the
// TypeScript worker the way infra/live-media/werift/worker-entry.mjs does (that file says why).
import { register } from 'tsx/esm/api';

register();
await import('./server-render-worker.ts');
