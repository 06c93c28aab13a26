import type { DisplayLanguage } from './constants.js';

/**
 * Chinese for visitors in Hong Kong; otherwise the browser's first language we have (zh or en); English last.
 */
export function chooseDisplayLanguage(country: string | null, acceptLanguage: string | undefined): DisplayLanguage {
  if (country === 'HK') return 'zh';
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), quality: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((preference) => preference.tag && preference.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of preferences) {
    if (tag === 'zh' || tag.startsWith('zh-') || tag === 'yue' || tag.startsWith('yue-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
