import type { WhisperReply, WhisperRequest } from './whisper.js';
import { loadWhisperBinding } from './whisper-binding.js';
import { segmentsToLines } from './whisper-language.js';

// The child of createWhisperTranscriber: it takes one request, loads the model, transcribes, replies and exits. All
// native work happens here, so a crash or an abort of whisper.cpp ends this process only.

function send(message: WhisperReply): Promise<void> {
  return new Promise((resolve) => {
    process.send?.(message, () => resolve());
  });
}

async function transcribe(request: WhisperRequest): Promise<WhisperReply> {
  const { WhisperContext } = loadWhisperBinding(request.binding);
  // Loads the whole model synchronously; throws 'Failed to initialize whisper context' on a file it cannot read.
  const context = new WhisperContext({ filePath: request.modelPath, useGpu: false });
  const { promise } = context.transcribeFile(request.wav, {
    language: request.language,
    maxThreads: request.threads,
    onProgress: (percent) => void send({ type: 'progress', fraction: Math.min(1, Math.max(0, percent / 100)) }),
  });
  const result = await promise;
  return { type: 'result', lines: segmentsToLines(result.segments, request.script) };
}

// The parent gone (killed, crashed), nobody waits for the result.
process.on('disconnect', () => process.exit(1));
process.once('message', (request: WhisperRequest) => {
  transcribe(request)
    .catch((error: unknown): WhisperReply => ({ type: 'error', message: error instanceof Error ? error.message : String(error) }))
    .then(send)
    .then(() => process.exit(0));
});
