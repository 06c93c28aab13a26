import { describe, expect, it } from 'vitest';
import { warnsOfNoTranscript } from './transcriptionNotice';

describe('warnsOfNoTranscript', () => {
  it('warns of a Cantonese webinar on a server that transcribes English only, before the upload and during the live', () => {
    expect(warnsOfNoTranscript('yue-Hant-HK', 'SETUP', ['en-US'])).toBe(true);
    expect(warnsOfNoTranscript('yue-Hant-HK', 'PENDING_LIVE', ['en-US'])).toBe(true);
    expect(warnsOfNoTranscript('yue-Hant-HK', 'LIVE', ['en-US'])).toBe(true);
  });

  it('does not warn of a language the server transcribes', () => {
    expect(warnsOfNoTranscript('en-US', 'SETUP', ['en-US'])).toBe(false);
    expect(warnsOfNoTranscript('yue-Hant-HK', 'SETUP', ['en-US', 'yue-Hant-HK'])).toBe(false);
  });

  it('no longer warns once the recording is analysed', () => {
    expect(warnsOfNoTranscript('yue-Hant-HK', 'PENDING_REVIEW', [])).toBe(false);
    expect(warnsOfNoTranscript('yue-Hant-HK', 'PUBLISHED', [])).toBe(false);
  });
});
