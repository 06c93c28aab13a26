import type { TimeInterval } from '../media/time-interval.js';

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
  /** 'none' when no engine handles the language, or every one that does failed. */
  engine: string;
  /** Path or id of the model used, for provenance. */
  model: string | null;
  language: string;
  lines: RecognisedLine[];
  /** Engines for the language that failed on this recording before `engine` (or before giving up), in order. */
  failedEngines?: string[];
}

export interface TranscribeOptions {
  /** BCP-47 tag of the recording's language, e.g. 'en-US', 'yue-Hant-HK'. */
  language: string;
  /** The audio's length; engines scale their timeout to it. */
  durationSeconds: number;
  signal?: AbortSignal;
  /** From 0 to 1, for engines that report how far they are. */
  onProgress?: (fraction: number) => void;
  /** The audio's quiet stretches when the caller has found them already: where it may be cut into pieces. */
  silences?: readonly TimeInterval[];
}

/**
 * Speech to text. Implementations run the engine in a child process with a timeout: a native engine that crashes
 * or hangs must not take the server with it: pocketsphinx (English, Debian's package) and whisper.cpp (a configured
 * ggml model); an adapter for sherpa-onnx fits here too.
 */
export interface Transcriber {
  readonly engine: string;
  /** The model's file or folder name, for admins (never a full path); absent for engines without one. */
  readonly model?: string;
  supports(language: string): boolean;
  /** `wav16kMono`: 16 kHz, 16-bit, mono PCM WAV. */
  transcribe(wav16kMono: string, options: TranscribeOptions): Promise<Transcript>;
}

/** The configured transcribers that handle the language, in the order they are tried; none: no transcript. */
export function transcribersFor(transcribers: readonly Transcriber[], language: string): Transcriber[] {
  return transcribers.filter((transcriber) => transcriber.supports(language));
}

/**
 * The transcript of the first configured transcriber for the language that succeeds. One that fails (its process
 * crashed or timed out, its model was refused) is reported and the next is tried; when none is left, the transcript
 * is unavailable and names the engines that failed, so the recording still gets its chunks from pauses and scenes.
 * A stop asked for through `options.signal` is not a failure: it ends the whole transcription.
 */
export async function transcribeWithFallback(
  transcribers: readonly Transcriber[],
  wav16kMono: string,
  options: TranscribeOptions,
  onFailure: (engine: string, error: unknown) => void,
): Promise<Transcript> {
  const failedEngines: string[] = [];
  for (const transcriber of transcribersFor(transcribers, options.language)) {
    try {
      const transcript = await transcriber.transcribe(wav16kMono, options);
      return failedEngines.length > 0 ? { ...transcript, failedEngines } : transcript;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      onFailure(transcriber.engine, error);
      failedEngines.push(transcriber.engine);
    }
  }
  return { engine: 'none', model: null, language: options.language, lines: [], failedEngines };
}
