import { createRequire } from 'node:module';

/**
 * The native module of `@fugood/whisper.node` 1.1.3 as its platform package exports it (checked against the binding's
 * src/WhisperContext.cpp and src/common.cpp). Only what this adapter calls is declared.
 *
 * The wrapper package itself is not a dependency: its optionalDependencies install the CUDA and Vulkan builds too
 * (266 MB), and its loader does nothing but import `@fugood/node-whisper-<platform>-<arch>`, which is done here.
 */
export interface WhisperBinding {
  WhisperContext: new (options: { filePath: string; useGpu?: boolean; useFlashAttn?: boolean }) => NativeWhisperContext;
}

export interface NativeTranscribeOptions {
  language?: string;
  /** whisper_full_params.n_threads; the binding's default is every core, up to 8. */
  maxThreads?: number;
  /** Called with 0 to 100 from whisper's progress callback. */
  onProgress?: (percent: number) => void;
}

export interface NativeSegment {
  text: string;
  /** Milliseconds from the start of the audio (the binding multiplies whisper's 10 ms ticks by 10). */
  t0: number;
  t1: number;
}

export interface NativeTranscribeResult {
  language?: string;
  result: string;
  segments: NativeSegment[];
  isAborted: boolean;
}

export interface NativeWhisperContext {
  /** Reads a WAV (or any file miniaudio decodes) and transcribes it on a worker thread of the addon. */
  transcribeFile(
    filePath: string,
    options?: NativeTranscribeOptions,
  ): { stop: () => Promise<void>; promise: Promise<NativeTranscribeResult> };
  release(): Promise<void>;
}

/** The prebuilt binary for this machine, e.g. @fugood/node-whisper-linux-x64 (an optional dependency of the server). */
export function platformPackage(): string {
  return `@fugood/node-whisper-${process.platform}-${process.arch}`;
}

/** Loads the native module: the platform package by default, or a module path given instead (tests). */
export function loadWhisperBinding(specifier = platformPackage()): WhisperBinding {
  const require = createRequire(import.meta.url);
  try {
    return require(specifier) as WhisperBinding;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'MODULE_NOT_FOUND') {
      throw new Error(`whisper.cpp is not installed for ${process.platform}-${process.arch}: npm package ${specifier} is missing`);
    }
    throw error;
  }
}
