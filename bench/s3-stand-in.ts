import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './bench-support.js';

const BUCKET = 'media';
/** s3rver accepts any well-formed signature made with these. */
const CREDENTIALS = 'S3RVER';

export interface S3StandIn {
  /** The server's environment for using the stand-in as its storage. */
  env: Record<string, string>;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * s3rver, the S3-compatible server the storage tests use, in a process of its own: it serves every segment in the S3
 * part of a bench, which would otherwise share the event loop of the process timing the API.
 */
export async function startS3StandIn(port: number): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-s3-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
      ...['--directory', directory, '--address', '127.0.0.1', '--port', String(port), '--silent'],
      ...['--configure-bucket', BUCKET],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      // Any answer, even an S3 error document, says it listens.
      await fetch(`${endpoint}/${BUCKET}`);
      return {
        env: {
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: CREDENTIALS,
          S3_SECRET_ACCESS_KEY: CREDENTIALS,
          S3_FORCE_PATH_STYLE: 'true',
        },
        pid: child.pid,
        stop,
      };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  throw new Error(`the S3 stand-in did not listen on ${endpoint}`);
}
