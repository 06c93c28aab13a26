import fs from 'node:fs';
import { GGML_MAGIC, MIN_MODEL_BYTES } from '../../src/infra/transcription/whisper-model.js';

export interface FakeModelOptions {
  /** 51864: English-only; 51865: multilingual; 51866: large-v3. */
  nVocab?: number;
  nAudioLayer?: number;
  magic?: number;
  size?: number;
  /** What follows the header: zeros, or bytes from a seeded generator (the same on every run). */
  body?: 'zeros' | 'noise';
}

/**
 * A file with a whisper ggml header (tiny's hyperparameters unless told) and no real weights, for tests of validation
 * and of failure paths. whisper.cpp cannot transcribe anything with it (research/analysis-probe.md §3).
 */
export function writeFakeModel(file: string, options: FakeModelOptions = {}): string {
  const { nVocab = 51865, nAudioLayer = 4, magic = GGML_MAGIC, size = MIN_MODEL_BYTES, body = 'zeros' } = options;
  const header = Buffer.alloc(48);
  header.writeUInt32LE(magic, 0);
  // n_vocab, n_audio_ctx, n_audio_state, n_audio_head, n_audio_layer, n_text_ctx, n_text_state, n_text_head,
  // n_text_layer, n_mels, ftype
  [nVocab, 1500, 384, 6, nAudioLayer, 448, 384, 6, 4, 80, 1].forEach((value, i) => header.writeInt32LE(value, 4 + i * 4));
  fs.writeFileSync(file, header.subarray(0, Math.min(48, size)));
  if (body === 'zeros') {
    fs.truncateSync(file, size);
  } else {
    const noise = Buffer.alloc(Math.max(0, size - 48));
    let state = 0x2545f491;
    for (let i = 0; i + 4 <= noise.length; i += 4) {
      // xorshift32
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      noise.writeInt32LE(state | 0, i);
    }
    fs.appendFileSync(file, noise);
  }
  return file;
}
