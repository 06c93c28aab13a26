// Entry point of the whisper.cpp child process, in plain JavaScript so that Node starts it as it is, whether the
// server runs under tsx (which the child inherits through execArgv) or under vitest (which it does not); see
// ../live-media/werift/worker-entry.mjs, which loads TypeScript the same way.
import { register } from 'tsx/esm/api';

register();
await import('./whisper-child.ts');
