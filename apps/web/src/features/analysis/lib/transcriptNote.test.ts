import { describe, expect, it } from 'vitest';
import { transcriptNote, type TranscriptSource } from './transcriptNote';

const source = (engine: string, failed: string[]): TranscriptSource => ({
  engine,
  model: null,
  language: 'en-US',
  available: engine !== 'none',
  failed_engines: failed,
});

describe('transcriptNote', () => {
  it('says nothing when the first engine for the language made the transcript', () => {
    expect(transcriptNote(source('pocketsphinx', []))).toBeNull();
  });

  it('tells apart no engine for the language from engines that failed on the recording', () => {
    expect(transcriptNote(source('none', []))).toEqual({ key: 'transcript.unavailableForLanguage' });
    expect(transcriptNote(source('none', ['whisper.cpp', 'pocketsphinx']))).toEqual({
      key: 'transcript.engineFailed',
      values: { engines: 'whisper.cpp, pocketsphinx' },
    });
  });

  it('names the engine that stood in for one that failed', () => {
    expect(transcriptNote(source('pocketsphinx', ['whisper.cpp']))).toEqual({
      key: 'transcript.fellBack',
      values: { failed: 'whisper.cpp', engine: 'pocketsphinx' },
    });
  });
});
