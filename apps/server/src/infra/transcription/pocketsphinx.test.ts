import { describe, expect, it } from 'vitest';
import { createPocketsphinxTranscriber, parsePocketsphinxWords } from './pocketsphinx.js';

const OUTPUT = `the settle down to raise interest rates
<s> 0.000 0.020 0.998801
the 0.030 0.110 0.410162
<sil> 0.810 0.880 0.972969
to(3) 0.890 0.950 0.385656
interest(4) 1.270 1.800 0.810159
[NOISE] 1.900 2.000 0.5
</s> 4.450 4.830 1.000000
`;

describe('parsePocketsphinxWords', () => {
  it('keeps the words with their times, without markers, the hypothesis line or pronunciation numbers', () => {
    expect(parsePocketsphinxWords(OUTPUT)).toEqual([
      { text: 'the', start: 0.03, end: 0.11 },
      { text: 'to', start: 0.89, end: 0.95 },
      { text: 'interest', start: 1.27, end: 1.8 },
    ]);
  });
});

describe('pocketsphinx transcriber', () => {
  it('handles English only', () => {
    const transcriber = createPocketsphinxTranscriber();
    expect(transcriber.supports('en-US')).toBe(true);
    expect(transcriber.supports('yue-Hant-HK')).toBe(false);
    expect(transcriber.supports('zh-CN')).toBe(false);
  });

  it('rejects with a typed error when the engine cannot run, and the caller goes on', async () => {
    const transcriber = createPocketsphinxTranscriber({ command: '/nonexistent/pocketsphinx' });
    await expect(transcriber.transcribe('/tmp/none.wav', { language: 'en-US', durationSeconds: 1 })).rejects.toMatchObject({
      name: 'MediaError',
      code: 'FAILED',
    });
  });
});
