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
    // Vitest's default leaves one core to its main process: one worker on a 2-core machine. The tests spend much of
    // their time waiting on ffmpeg, Janus and PostgreSQL in other processes, so one worker per core finished the suite
    // in 369 s where one worker took 487 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
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
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
