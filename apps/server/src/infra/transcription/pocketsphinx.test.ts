import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('reports how far into the audio it has got as utterances come out, then the whole transcript', async () => {
    // Prints two utterances half a second apart, as pocketsphinx does while it decodes a 10 s recording.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pocketsphinx-progress-'));
    const engine = path.join(dir, 'engine.sh');
    fs.writeFileSync(
      engine,
      [
        '#!/bin/sh',
        "printf 'interest rates\\n<s> 0.000 0.100 1.0\\ninterest 0.100 0.600 0.9\\nrates 0.600 2.500 0.9\\n'",
        'sleep 0.5',
        "printf 'go up\\ngo 5.000 5.300 0.9\\nup 5.300 7.500 0.9\\n</s> 7.500 8.000 1.0\\n'",
      ].join('\n'),
      { mode: 0o755 },
    );
    const fractions: number[] = [];
    const transcriber = createPocketsphinxTranscriber({ command: engine, modelDir: dir });
    const transcript = await transcriber.transcribe('/tmp/none.wav', {
      language: 'en-US',
      durationSeconds: 10,
      onProgress: (fraction) => fractions.push(fraction),
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(fractions).toEqual([0.25, 0.75]);
    expect(transcript.lines.flatMap((line) => line.text.split(' '))).toEqual(['interest', 'rates', 'go', 'up']);
  });
});
