import { WORKSPACE_LANGUAGES, type TranscriptionEngines } from '@platform/shared';
import { AppError } from '../../errors.js';
import { transcribersFor, type Transcriber } from '../../infra/transcription/index.js';
import type { Actor } from '../users/index.js';

/** Which engine and model this server uses for each spoken language: the first configured one that takes it. */
export function createTranscriptionEngines(transcribers: readonly Transcriber[]) {
  const languages = WORKSPACE_LANGUAGES.map((language) => {
    const [first] = transcribersFor(transcribers, language);
    return { language, engine: first?.engine ?? null, model: first ? (first.model ?? null) : null };
  });
  return {
    /** Admins only: it names the server's model files. */
    list(actor: Actor): TranscriptionEngines {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'admins only');
      return { languages };
    },
  };
}
