/** A recognised word, times in seconds from the start of the audio. */
export interface RecognisedWord {
  start: number;
  end: number;
  text: string;
}

/** A display line of a transcript, times in seconds. Engines without speaker separation leave `speaker` empty. */
export interface RecognisedLine {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

export interface Transcript {
  /** 'none' when no engine handles the language. */
  engine: string;
  /** Path or id of the model used, for provenance. */
  model: string | null;
  language: string;
  lines: RecognisedLine[];
}

export interface TranscribeOptions {
  /** BCP-47 tag of the recording's language, e.g. 'en-US', 'yue-Hant-HK'. */
  language: string;
  /** The audio's length; engines scale their timeout to it. */
  durationSeconds: number;
  signal?: AbortSignal;
  /** From 0 to 1, for engines that report how far they are. */
  onProgress?: (fraction: number) => void;
}

/**
 * Speech to text. Implementations run the engine in a child process with a timeout: a native engine that crashes
 * or hangs must not take the server with it: pocketsphinx (English, Debian's package) and whisper.cpp (a configured
 * ggml model); an adapter for sherpa-onnx fits here too.
 */
export interface Transcriber {
  readonly engine: string;
  supports(language: string): boolean;
  /** `wav16kMono`: 16 kHz, 16-bit, mono PCM WAV. */
  transcribe(wav16kMono: string, options: TranscribeOptions): Promise<Transcript>;
}

/** The first configured transcriber that handles the language, or null: then the transcript is unavailable. */
export function transcriberFor(transcribers: readonly Transcriber[], language: string): Transcriber | null {
  return transcribers.find((transcriber) => transcriber.supports(language)) ?? null;
}
