import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** A module mocked with vi.mock would stay mocked for the next files of a worker that shares its modules. */
const SERVER_FILES_THAT_MOCK_MODULES = ['src/modules/analysis/text/tokenize-fallback.test.ts'];

const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['./src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // The tests spend much of their time waiting on ffmpeg, Janus and PostgreSQL in other processes, so a worker more
    // than there are cores keeps both busy: on the 2-core machine (2026-11-28, nothing else running, CI's database set)
    // the suite took 173 s with 2 workers, 149 s with 3 and 153 s with 4. One worker took 487 s (2026-11-26).
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'shared',
          // Pure functions and schemas, no module state a file changes: see the web project's note.
          isolate: false,
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...configDefaults.exclude, ...SERVER_FILES_THAT_MOCK_MODULES],
          // Each test file builds its own app on its own database, so the server's modules can be loaded once per
          // worker instead of once per file: with one worker the suite took 487 s this way, 699 s loading them per file.
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-isolated', include: SERVER_FILES_THAT_MOCK_MODULES },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          // One module graph per worker, as the server's files have: the web and shared projects took 37 CPU s loading
          // React, Mantine and i18next anew for each of their 103 files, and 13 CPU s this way (2026-11-29). The files
          // that stub a global undo it after each test (vi.unstubAllGlobals).
          isolate: false,
          environment: 'node',
        },
      },
    ],
  },
});
