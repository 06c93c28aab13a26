import type { ReplayQuestion } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { formatLiveClock } from '../lib/replay';

/** Who asked and when, as a line under a question: "Asked by May at 12:31". */
export function useAskedLine() {
  const { t } = useTranslation('live');
  return (question: ReplayQuestion) => {
    const name = question.asker_name ?? t('qa.anonymousAsker');
    return question.asked_ms === null
      ? t('replay.askedBy', { name })
      : t('replay.askedByAt', { name, time: formatLiveClock(question.asked_ms) });
  };
}
