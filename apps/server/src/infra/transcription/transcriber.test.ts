import { describe, expect, it } from 'vitest';
import { transcribeWithFallback, type Transcriber } from './transcriber.js';

function engine(name: string, languages: RegExp, outcome: 'works' | 'crashes'): Transcriber {
  return {
    engine: name,
    supports: (language) => languages.test(language),
    async transcribe(_wav, { language }) {
      if (outcome === 'crashes') throw new Error(`${name} exited with signal SIGSEGV`);
      return { engine: name, model: `${name}-model`, language, lines: [{ start: 0, end: 1, speaker: '', text: `from ${name}` }] };
    },
  };
}

describe('transcribeWithFallback', () => {
  const options = { language: 'en-US', durationSeconds: 10 };

  it('takes the first engine for the language and does not try the others', async () => {
    const failures: string[] = [];
    const transcript = await transcribeWithFallback(
      [engine('cantonese-only', /^yue/, 'works'), engine('first', /^en/, 'works'), engine('second', /^en/, 'works')],
      'talk.wav',
      options,
      (name) => failures.push(name),
    );
    expect(transcript).toMatchObject({ engine: 'first', model: 'first-model' });
    expect(transcript.failedEngines).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it('goes on to the next engine for the language when one fails, and says which failed', async () => {
    const failures: { name: string; message: string }[] = [];
    const transcript = await transcribeWithFallback(
      [engine('whisper', /^en/, 'crashes'), engine('pocketsphinx', /^en/, 'works')],
      'talk.wav',
      options,
      (name, error) => failures.push({ name, message: (error as Error).message }),
    );
    expect(transcript).toMatchObject({ engine: 'pocketsphinx', failedEngines: ['whisper'], lines: [{ text: 'from pocketsphinx' }] });
    expect(failures).toEqual([{ name: 'whisper', message: 'whisper exited with signal SIGSEGV' }]);
  });

  it('answers an unavailable transcript naming every engine that failed when none is left', async () => {
    const transcript = await transcribeWithFallback(
      [engine('whisper', /^en/, 'crashes'), engine('pocketsphinx', /^en/, 'crashes')],
      'talk.wav',
      options,
      () => {},
    );
    expect(transcript).toEqual({ engine: 'none', model: null, language: 'en-US', lines: [], failedEngines: ['whisper', 'pocketsphinx'] });
  });

  it('lets a stop asked for end the transcription instead of trying the next engine', async () => {
    const controller = new AbortController();
    const stopped: Transcriber = {
      ...engine('whisper', /^en/, 'works'),
      async transcribe() {
        controller.abort();
        throw new Error('aborted');
      },
    };
    await expect(
      transcribeWithFallback(
        [stopped, engine('pocketsphinx', /^en/, 'works')],
        'talk.wav',
        { ...options, signal: controller.signal },
        () => {},
      ),
    ).rejects.toThrow('aborted');
  });
});
