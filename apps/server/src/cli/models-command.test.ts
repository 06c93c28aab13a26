import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startModelStandin } from '../../test-support/models/model-standin.js';
import { publishedModel } from '../infra/models/whisper-catalogue.js';
import { runModelsCommand } from './models-command.js';

const content = randomBytes(64 * 1024);
const sha256 = createHash('sha256').update(content).digest('hex');

describe('npm run models', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  let standin: Awaited<ReturnType<typeof startModelStandin>>;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'models-cmd-'));
    out = [];
    err = [];
    standin = await startModelStandin(content);
  });
  afterEach(async () => {
    await standin.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const run = (args: string[], hash = sha256) =>
    runModelsCommand(args, {
      dataDir,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      catalogue: (size) => ({ ...publishedModel(size), url: standin.url, sha256: hash }),
    });

  it('stores whisper <size> under DATA_DIR/models and prints the WHISPER_MODEL line to set', async () => {
    expect(await run(['whisper', 'small'])).toBe(0);
    const target = path.join(dataDir, 'models', 'ggml-small.bin');
    expect(fs.readFileSync(target).equals(content)).toBe(true);
    expect(out.at(-1)).toBe(`WHISPER_MODEL=${target}`);
  });

  it('does not download again a model that is there with the right hash', async () => {
    await run(['whisper', 'base']);
    expect(await run(['whisper', 'base'])).toBe(0);
    expect(standin.ranges).toHaveLength(1);
    expect(out.some((line) => line.includes('already there'))).toBe(true);
  });

  it('refuses a download with another hash, stores nothing and exits 1', async () => {
    const wrong = createHash('sha256').update('not it').digest('hex');
    expect(await run(['whisper', 'tiny'], wrong)).toBe(1);
    expect(err.at(-1)).toMatch(/^Not stored: .*not the published/);
    expect(fs.readdirSync(path.join(dataDir, 'models'))).toEqual([]);
  });

  it('answers its usage, naming the sizes, for anything else', async () => {
    for (const args of [[], ['whisper'], ['whisper', 'huge'], ['sherpa', 'small'], ['whisper', 'small', 'extra']]) {
      expect(await run(args)).toBe(2);
    }
    expect(err.at(-1)).toMatch(/^usage: npm run models -- whisper <size> +\(sizes: large-v3, large-v3-turbo, medium, small, base, tiny\)$/);
    expect(standin.ranges).toEqual([]);
  });
});

describe('the published whisper models', () => {
  it('name their file as whisper.cpp publishes it, with a SHA-256 of 64 hex digits', () => {
    expect(publishedModel('large-v3')).toEqual({
      size: 'large-v3',
      file: 'ggml-large-v3.bin',
      url: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-large-v3.bin',
      sha256: '64d182b440b98d5203c4f9bd541544d84c605196c4f7b845dfa11fb23594d1e2',
    });
    for (const size of ['large-v3-turbo', 'medium', 'small', 'base', 'tiny'] as const) {
      expect(publishedModel(size).sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
