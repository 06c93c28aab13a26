import fs from 'node:fs';

/** 'ggml' read as a little-endian uint32: a whisper.cpp model file starts with the bytes 'lmgg'. */
export const GGML_MAGIC = 0x67676d6c;

/** The magic and the 11 int32 hyperparameters that whisper.cpp reads first (whisper_model_load). */
const HEADER_BYTES = 4 + 11 * 4;

/**
 * The smallest published whisper ggml file (tiny, q5_1) is 31 MB; tiny's 39 M weights cannot fit below this even at
 * 4 bits. Anything smaller is a truncated download or a header without weights.
 */
export const MIN_MODEL_BYTES = 16 * 1024 * 1024;

/** English-only models (*.en) have this many tokens; multilingual ones 51865, and large-v3 (and its turbo) 51866. */
const ENGLISH_ONLY_VOCAB = 51864;
const LARGE_V3_VOCAB = 51866;

export interface WhisperModelHeader {
  nVocab: number;
  nAudioLayer: number;
  nTextLayer: number;
  nMels: number;
  ftype: number;
  /** Bytes on disk. */
  size: number;
}

/** Why a configured model file cannot be a whisper.cpp model; the message names the file and says what to fix. */
export class WhisperModelError extends Error {
  override readonly name = 'WhisperModelError';
}

/**
 * Reads and checks a whisper.cpp ggml model's header without loading it: the file exists, is large enough to hold
 * weights, starts with the ggml magic and has hyperparameters that a whisper model has. whisper.cpp itself fails
 * cleanly on most bad files, but its loader trusts the header's sizes, so a wrong file is refused before it is handed
 * to native code.
 */
export function readWhisperModelHeader(modelPath: string): WhisperModelHeader {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(modelPath);
  } catch {
    throw new WhisperModelError(`${modelPath}: no such file (expected a whisper.cpp ggml model such as ggml-large-v3.bin)`);
  }
  if (!stat.isFile()) throw new WhisperModelError(`${modelPath}: not a file (expected a whisper.cpp ggml model such as ggml-large-v3.bin)`);
  if (stat.size < MIN_MODEL_BYTES) {
    throw new WhisperModelError(`${modelPath}: ${stat.size} bytes is too small for a whisper model (the smallest is about 31 MB)`);
  }
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = fs.openSync(modelPath, 'r');
  try {
    fs.readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.readUInt32LE(0) !== GGML_MAGIC) {
    throw new WhisperModelError(
      `${modelPath}: does not start with the ggml magic 'lmgg': not a whisper.cpp ggml model (GGUF, PyTorch and ONNX files do not load)`,
    );
  }
  const field = (index: number) => header.readInt32LE(4 + index * 4);
  const parsed: WhisperModelHeader = {
    nVocab: field(0),
    nAudioLayer: field(4),
    nTextLayer: field(8),
    nMels: field(9),
    ftype: field(10),
    size: stat.size,
  };
  const plausible =
    parsed.nVocab >= ENGLISH_ONLY_VOCAB &&
    parsed.nVocab <= LARGE_V3_VOCAB &&
    (parsed.nMels === 80 || parsed.nMels === 128) &&
    parsed.nAudioLayer >= 1 &&
    parsed.nAudioLayer <= 64 &&
    parsed.nTextLayer >= 1 &&
    parsed.nTextLayer <= 64;
  if (!plausible) {
    throw new WhisperModelError(
      `${modelPath}: a ggml file, but not a whisper model (n_vocab ${parsed.nVocab}, n_mels ${parsed.nMels}, layers ${parsed.nAudioLayer}/${parsed.nTextLayer})`,
    );
  }
  return parsed;
}

/** Models other than the English-only ones recognise the 99 (100 for large-v3) languages of whisper. */
export function isMultilingual(header: WhisperModelHeader): boolean {
  return header.nVocab > ENGLISH_ONLY_VOCAB;
}

/** Whisper's 'yue' (Cantonese) token exists in the large-v3 vocabulary only; older models write Cantonese as 'zh'. */
export function hasCantoneseToken(header: WhisperModelHeader): boolean {
  return header.nVocab === LARGE_V3_VOCAB;
}
