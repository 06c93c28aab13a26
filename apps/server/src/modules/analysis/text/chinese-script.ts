import * as OpenCC from 'opencc-js';

type Convert = (text: string) => string;

export function isChinese(language: string): boolean {
  return /^(zh|yue|cmn)\b/i.test(language);
}

function subtags(language: string): string[] {
  return language.toLowerCase().split(/[-_]/).slice(1);
}

/** Cantonese, or Chinese written in Traditional characters or spoken in Hong Kong or Macau. */
function isHongKongChinese(language: string): boolean {
  return /^yue\b/i.test(language) || subtags(language).some((tag) => tag === 'hant' || tag === 'hk' || tag === 'mo');
}

function isSimplifiedChinese(language: string): boolean {
  return isChinese(language) && subtags(language).some((tag) => tag === 'hans' || tag === 'cn' || tag === 'sg');
}

/**
 * Whether a recording's Chinese text is shown in Hong Kong Traditional characters. Nothing but its default language
 * tells where a channel is: the platform targets Hong Kong, so every channel counts as a Hong Kong one unless its
 * default language is Simplified Chinese (zh-CN). A recording tagged Cantonese or Traditional is always shown so.
 */
export function showsHongKongTraditional(recordingLanguage: string, channelLanguage: string): boolean {
  if (!isChinese(recordingLanguage)) return false;
  return isHongKongChinese(recordingLanguage) || !isSimplifiedChinese(channelLanguage);
}

// Building the Simplified → Hong Kong tables takes about a second, so each converter is made on first use.
let toHongKong: Convert | undefined;
let toMainland: Convert | undefined;

/** Simplified (or mixed) Chinese in Hong Kong Traditional characters and variants (OpenCC cn → hk); idempotent. */
export function toHongKongTraditional(text: string): string {
  const convert = (toHongKong ??= OpenCC.Converter({ from: 'cn', to: 'hk' }));
  return convert(text);
}

/** Hong Kong Traditional in Simplified characters (OpenCC hk → cn), for tools whose dictionaries are Simplified. */
export function toSimplified(text: string): string {
  const convert = (toMainland ??= OpenCC.Converter({ from: 'hk', to: 'cn' }));
  return convert(text);
}
