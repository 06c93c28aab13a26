import type { WorkspaceLanguage } from '@platform/shared';

/** The few words a page's head says beyond the host's own text, in the channel's language. */
export interface HeadWords {
  /** BCP 47, for `<html lang>` and JSON-LD's inLanguage. */
  lang: string;
  ogLocale: string;
  untitledChunk(number: number): string;
  chunkTitle(chunk: string, video: string): string;
  chunkFallback(video: string, channel: string): string;
  videoFallback(channel: string): string;
  lockedVideo(channel: string): string;
  channelFallback(channel: string): string;
}

const ENGLISH: Omit<HeadWords, 'lang' | 'ogLocale'> = {
  untitledChunk: (number) => `Part ${number}`,
  chunkTitle: (chunk, video) => `${chunk} · ${video}`,
  chunkFallback: (video, channel) => `A moment of “${video}” by ${channel}.`,
  videoFallback: (channel) => `A video by ${channel}.`,
  lockedVideo: (channel) => `Subscribe to ${channel} to watch this video.`,
  channelFallback: (channel) => `Videos and live webinars by ${channel}.`,
};

const CHINESE: Omit<HeadWords, 'lang' | 'ogLocale'> = {
  untitledChunk: (number) => `第 ${number} 段`,
  chunkTitle: (chunk, video) => `${chunk} · ${video}`,
  chunkFallback: (video, channel) => `${channel}「${video}」中的一段。`,
  videoFallback: (channel) => `${channel}的影片。`,
  lockedVideo: (channel) => `訂閱${channel}即可觀看此影片。`,
  channelFallback: (channel) => `${channel}的影片及網上研討會。`,
};

const BY_LANGUAGE: Record<WorkspaceLanguage, HeadWords> = {
  'en-US': { lang: 'en-US', ogLocale: 'en_US', ...ENGLISH },
  // The platform speaks English and Hong Kong Chinese; a Japanese channel's own text stays Japanese.
  'ja-JP': { lang: 'ja-JP', ogLocale: 'ja_JP', ...ENGLISH },
  'yue-Hant-HK': { lang: 'zh-HK', ogLocale: 'zh_HK', ...CHINESE },
  'zh-CN': { lang: 'zh-CN', ogLocale: 'zh_CN', ...CHINESE },
};

/** Search engines and previews cut descriptions near here; a longer one is only bytes. */
const DESCRIPTION_LENGTH = 300;

/** `text` on one line, cut at a length previews show whole. */
export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export function headWords(language: WorkspaceLanguage): HeadWords {
  return BY_LANGUAGE[language] ?? BY_LANGUAGE['en-US'];
}
