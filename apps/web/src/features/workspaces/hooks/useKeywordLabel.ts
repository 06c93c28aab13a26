import { HOME_KEYWORD_ROWS, SUGGESTED_SEARCH_KEYWORDS } from '@platform/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const LABELLED: readonly string[] = [...new Set<string>([...HOME_KEYWORD_ROWS, ...SUGGESTED_SEARCH_KEYWORDS])];

/**
 * Keywords are stored in English and searched as such; the ones the app itself suggests are shown in the display
 * language, any other keyword as typed.
 */
export function useKeywordLabel(): (keyword: string) => string {
  const { t } = useTranslation('workspaces');
  return useCallback((keyword: string) => (LABELLED.includes(keyword) ? t(`keywordLabels.${keyword}`) : keyword), [t]);
}
