import { LIVE_LIMITS } from '@platform/shared';
import { useTranslation } from 'react-i18next';

/**
 * The count a chat line or question shows near its limit, so that a long paste cut short by the field does not pass
 * unseen; nothing further from it.
 */
export function useChatLengthHint(text: string): string | undefined {
  const { t } = useTranslation('live');
  return text.length >= LIVE_LIMITS.chatMaxLength * 0.9
    ? t('chat.length', { count: text.length, max: LIVE_LIMITS.chatMaxLength })
    : undefined;
}
