import { DISPLAY_TIMEZONE, type DisplayLanguage } from '@platform/shared';

const LOCALE_OF: Record<DisplayLanguage, string> = { en: 'en-HK', zh: 'zh-HK' };

/** A chat message's time of day, in Hong Kong time like every time on the site (spec §9). */
export function formatChatTime(iso: string, language: DisplayLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    timeZone: DISPLAY_TIMEZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
