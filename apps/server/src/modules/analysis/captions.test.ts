import type { WorkspaceLanguage } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import type { WatchAccess } from '../activities/index.js';
import type { AnalysisRepository } from './analysis.repository.js';
import { captionLines, createCaptions } from './captions.js';

const line = (start: number, end: number, text: string) => ({ start, end, speaker: '', text });

describe('captionLines', () => {
  it('takes the host’s lines inside each chunk and the recording’s lines outside every chunk', () => {
    const recording = [line(0, 1_000, 'intro'), line(2_000, 3_000, 'misheard'), line(9_000, 9_500, 'left out')];
    const chunks = [{ startMs: 1_500, endMs: 8_000, transcript: [line(2_000, 3_000, 'corrected')] }];
    expect(captionLines(recording, chunks).map((l) => l.text)).toEqual(['intro', 'left out', 'corrected']);
  });
});

/** A published video in `language` of a channel in `channelLanguage`, with one chunk holding `text`. */
function captionsOf(
  text: string,
  language: WorkspaceLanguage,
  channelLanguage: string,
  status: WatchAccess['row']['status'] = 'PUBLISHED',
) {
  const chunk = { startMs: 0, endMs: 5_000, transcript: [line(0, 2_000, text)] };
  const repository = {
    findRun: async () => ({ recordingId: 'rec-1' }),
    findTranscript: async () => ({ lines: chunk.transcript }),
    chunksOf: async () => [chunk],
  } as unknown as AnalysisRepository;
  const captions = createCaptions({ repository, channelLanguage: async () => channelLanguage });
  const row = { id: 'video-1', workspaceId: 'channel-1', language, status } as WatchAccess['row'];
  const made = (recordingId = 'rec-1', canManage = false) => captions.captionsOf({ row, locked: false, canManage }, recordingId);
  made.language = (recordingId = 'rec-1', canManage = false) => captions.languageOf({ row, locked: false, canManage }, recordingId);
  return made;
}

describe('createCaptions', () => {
  it('writes Chinese in Hong Kong Traditional characters for a Hong Kong channel, a host’s Simplified correction included', async () => {
    const captions = await captionsOf('美国联储局宣布加息', 'yue-Hant-HK', 'yue-Hant-HK')();
    expect(captions).toEqual({ language: 'yue-Hant-HK', vtt: expect.stringContaining('\n美國聯儲局宣佈加息\n') });
  });

  it('keeps Simplified characters for a mainland channel’s Mandarin video', async () => {
    const captions = await captionsOf('美国联储局宣布加息', 'zh-CN', 'zh-CN')();
    expect(captions!.vtt).toContain('\n美国联储局宣布加息\n');
  });

  it('gives none for another recording than the one analysed, and none to viewers before the video is published', async () => {
    expect(await captionsOf('rates rise', 'en-US', 'en-US')('rec-2')).toBeNull();
    const processed = captionsOf('rates rise', 'en-US', 'en-US', 'PROCESSED');
    expect(await processed()).toBeNull();
    expect((await processed('rec-1', true))!.vtt).toContain('rates rise');
  });

  it('gives none when no line has words', async () => {
    expect(await captionsOf('  ', 'en-US', 'en-US')()).toBeNull();
  });

  it('names the language of the captions it would make, and none where it would make none, for the playlists', async () => {
    expect(await captionsOf('美国联储局宣布加息', 'yue-Hant-HK', 'yue-Hant-HK').language()).toBe('yue-Hant-HK');
    expect(await captionsOf('rates rise', 'en-US', 'en-US').language('rec-2')).toBeNull();
    expect(await captionsOf('  ', 'en-US', 'en-US').language()).toBeNull();
    const processed = captionsOf('rates rise', 'en-US', 'en-US', 'PROCESSED');
    expect(await processed.language()).toBeNull();
    expect(await processed.language('rec-1', true)).toBe('en-US');
  });
});
