// Entry point of the werift worker thread, in plain JavaScript so that Node starts it as it is. Under `tsx main.ts`
// and `node --import tsx` the worker inherits tsx through execArgv; under vitest it does not: vite-node transforms the
// test's modules in-process and never sees a worker's files, and `--import tsx` added to execArgv would resolve 'tsx'
// from the working directory. Registering tsx here, resolved from this file, works in all three. Where tsx was
// inherited, this second registration only transforms already-transformed source again, which is harmless.
import { register } from 'tsx/esm/api';

register();
await import('./werift-worker.ts');
