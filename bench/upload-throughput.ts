/**
 * A large recording through the multipart flow, start to completion, next to a plain single-stream copy of the same
 * file to the same disk. Part of bench/activities.bench.ts.
 */
import { multipartPartSize } from '@platform/shared';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { base } from './bench-support.js';

const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 500) * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
/** As the web app sends them (features/webinars/lib/uploadRecording.ts). */
const PARALLEL_PARTS = 3;
const json = { 'content-type': 'application/json' };

interface Host {
  cookie: string;
  workspaceId: string;
}

/**
 * A real MP4 (two seconds of picture and sound) followed by a `free` box, which players skip, up to `bytes`: completing
 * the upload probes it as a recording and queues its processing, as for a user's file.
 */
function writeSourceRecording(file: string, bytes: number): void {
  const clip = `${file}.clip.mp4`;
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine', '-t', '2'],
    ...['-c:v', 'libx264', '-c:a', 'aac', clip],
  ]);
  const recording = fs.readFileSync(clip);
  fs.rmSync(clip);
  const boxHeader = Buffer.alloc(8);
  boxHeader.writeUInt32BE(bytes - recording.length, 0);
  boxHeader.write('free', 4, 'latin1');
  const descriptor = fs.openSync(file, 'w');
  try {
    fs.writeSync(descriptor, recording);
    fs.writeSync(descriptor, boxHeader);
    const zeros = Buffer.alloc(1024 * 1024);
    for (let left = bytes - recording.length - boxHeader.length; left > 0;)
      left -= fs.writeSync(descriptor, zeros, 0, Math.min(left, zeros.length));
  } finally {
    fs.closeSync(descriptor);
  }
}

async function api<T>(host: Host, method: string, url: string, body?: object): Promise<T> {
  const response = await fetch(`${base}${url}`, { method, headers: { ...json, cookie: host.cookie }, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A part PUT to its signed URL with node:http. The browser sends parts from its own network process; in this process
 * fetch (undici) used about a core for 200 MB/s of parts, more than the server, on the two cores both share.
 */
function putPart(agent: http.Agent, url: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      { method: 'PUT', agent, headers: { 'content-type': 'application/octet-stream', 'content-length': body.length } },
      (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`part: ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Start, sign and PUT each part (three at a time, as the browser does), complete; the seconds that took. */
async function uploadInParts(host: Host, file: string): Promise<{ seconds: number; activityId: string }> {
  const { id: activityId } = await api<{ id: string }>(host, 'POST', `/api/workspaces/${host.workspaceId}/activities`, {
    name: 'Bench recording',
  });
  const agent = new http.Agent({ keepAlive: true });
  const handle = await fs.promises.open(file);
  const started = performance.now();
  try {
    const { uploadId, key } = await api<{ uploadId: string; key: string }>(host, 'POST', '/api/s3/multipart', {
      activityId,
      size: UPLOAD_BYTES,
      fileName: 'bench.mp4',
    });
    const keyQuery = `key=${encodeURIComponent(key)}`;
    const partSize = multipartPartSize(UPLOAD_BYTES);
    const numbers = Array.from({ length: Math.ceil(UPLOAD_BYTES / partSize) }, (_, index) => index + 1);
    const worker = async () => {
      // One buffer per sender, as a browser reads slices of the file: a new 8 MB buffer per part had this process
      // collecting garbage beside the server.
      const buffer = Buffer.allocUnsafe(partSize);
      for (let number = numbers.shift(); number !== undefined; number = numbers.shift()) {
        const { url } = await api<{ url: string }>(host, 'GET', `/api/s3/multipart/${uploadId}/${number}?${keyQuery}`);
        const body = buffer.subarray(0, Math.min(partSize, UPLOAD_BYTES - (number - 1) * partSize));
        await handle.read(body, 0, body.length, (number - 1) * partSize);
        await putPart(agent, url, body);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PARTS }, worker));
    const stored = await api<{ PartNumber: number; ETag: string }[]>(host, 'GET', `/api/s3/multipart/${uploadId}?${keyQuery}`);
    const parts = stored.map(({ PartNumber, ETag }) => ({ PartNumber, ETag }));
    await api(host, 'POST', `/api/s3/multipart/${uploadId}/complete?${keyQuery}`, { parts });
    return { seconds: (performance.now() - started) / 1000, activityId };
  } finally {
    await handle.close();
    agent.destroy();
  }
}

async function untilProcessed(host: Host, activityId: string): Promise<void> {
  for (;;) {
    const { results } = await api<{ results: { media_state: string }[] }>(host, 'GET', `/api/activities/${activityId}/recording`);
    if (results[0]?.media_state !== 'processing') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Rounds of copy then upload. Each phase starts with the disk's dirty pages written out (`sync`): otherwise the
 * writeback of the phase before runs during the next one and decides which of the two looks faster.
 */
export async function measureUploadThroughput(host: Host, dataDir: string) {
  const source = path.join(dataDir, 'upload-source.mp4');
  writeSourceRecording(source, UPLOAD_BYTES);
  const megabytes = UPLOAD_BYTES / 1024 / 1024;
  const rounds: { copySeconds: number; uploadSeconds: number; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    execFileSync('sync');
    const copyStarted = performance.now();
    const copy = path.join(dataDir, 'upload-copy.mp4');
    await pipeline(fs.createReadStream(source), fs.createWriteStream(copy));
    const copySeconds = (performance.now() - copyStarted) / 1000;
    fs.rmSync(copy);
    execFileSync('sync');
    const upload = await uploadInParts(host, source);
    rounds.push({ copySeconds, uploadSeconds: upload.seconds, ratio: copySeconds / upload.seconds });
    await untilProcessed(host, upload.activityId);
  }
  fs.rmSync(source);
  const copySeconds = median(rounds.map((round) => round.copySeconds));
  const uploadSeconds = median(rounds.map((round) => round.uploadSeconds));
  return {
    megabytes,
    rounds,
    copySeconds,
    uploadSeconds,
    copyMBps: megabytes / copySeconds,
    uploadMBps: megabytes / uploadSeconds,
    ratio: median(rounds.map((round) => round.ratio)),
  };
}
