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
