export { DEFAULT_LINE_RULES, wordsToLines, type LineRules } from './display-lines.js';
export { createPocketsphinxTranscriber, parsePocketsphinxWords, POCKETSPHINX_EN_US_MODEL } from './pocketsphinx.js';
export {
  transcriberFor,
  type RecognisedLine,
  type RecognisedWord,
  type Transcriber,
  type Transcript,
  type TranscribeOptions,
} from './transcriber.js';
