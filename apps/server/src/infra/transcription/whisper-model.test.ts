import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasCantoneseToken, isMultilingual, MIN_MODEL_BYTES, readWhisperModelHeader, WhisperModelError } from './whisper-model.js';
import { writeFakeModel } from '../../../test-support/transcription/whisper-test-models.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whisper-model-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function rejection(file: string): string {
  try {
    readWhisperModelHeader(file);
  } catch (error) {
    expect(error).toBeInstanceOf(WhisperModelError);
    return (error as Error).message;
  }
  throw new Error(`${file} was accepted`);
}

describe('readWhisperModelHeader', () => {
  it('reads the hyperparameters of a ggml whisper file', () => {
    const file = writeFakeModel(path.join(dir, 'large-v3.bin'), { nVocab: 51866, nAudioLayer: 32 });
    expect(readWhisperModelHeader(file)).toEqual({
      nVocab: 51866,
      nAudioLayer: 32,
      nTextLayer: 4,
      nMels: 80,
      ftype: 1,
      size: MIN_MODEL_BYTES,
    });
  });

  it('refuses a missing file, naming it', () => {
    expect(rejection(path.join(dir, 'absent.bin'))).toMatch(/absent\.bin: no such file/);
  });

  it('refuses a directory', () => {
    expect(rejection(dir)).toMatch(/not a file/);
  });

  it('refuses a file too short to hold weights, such as a header alone', () => {
    expect(rejection(writeFakeModel(path.join(dir, 'header-only.bin'), { size: 48 }))).toMatch(/48 bytes is too small/);
    expect(rejection(writeFakeModel(path.join(dir, 'short.bin'), { size: MIN_MODEL_BYTES - 1 }))).toMatch(/too small/);
  });

  it("refuses a file without the 'lmgg' magic, such as a GGUF file", () => {
    const gguf = writeFakeModel(path.join(dir, 'model.gguf'), { magic: 0x46554747 });
    expect(rejection(gguf)).toMatch(/does not start with the ggml magic 'lmgg'/);
  });

  it('refuses a ggml file whose hyperparameters are not those of a whisper model', () => {
    const llama = writeFakeModel(path.join(dir, 'llama.bin'), { nVocab: 32000 });
    expect(rejection(llama)).toMatch(/not a whisper model \(n_vocab 32000/);
  });

  it('tells English-only, multilingual and large-v3 models apart by their vocabulary', () => {
    const header = (nVocab: number) => readWhisperModelHeader(writeFakeModel(path.join(dir, `${nVocab}.bin`), { nVocab }));
    expect([51864, 51865, 51866].map((n) => isMultilingual(header(n)))).toEqual([false, true, true]);
    expect([51864, 51865, 51866].map((n) => hasCantoneseToken(header(n)))).toEqual([false, false, true]);
  });
});
