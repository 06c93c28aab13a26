export { DEFAULT_LINE_RULES, wordsToLines, type LineRules } from './display-lines.js';
export { createParallelTranscriber, type ParallelTranscriberOptions } from './parallel-transcriber.js';
export { createPocketsphinxTranscriber, parsePocketsphinxWords, POCKETSPHINX_EN_US_MODEL } from './pocketsphinx.js';
export { createWhisperTranscriber, WHISPER_ENGINE, type WhisperTranscriberOptions } from './whisper.js';
export { readWhisperModelHeader, WhisperModelError, type WhisperModelHeader } from './whisper-model.js';
export {
  transcribersFor,
  transcribeWithFallback,
  type RecognisedLine,
  type RecognisedWord,
  type Transcriber,
  type Transcript,
  type TranscribeOptions,
} from './transcriber.js';
