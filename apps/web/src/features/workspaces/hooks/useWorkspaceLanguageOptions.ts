import { WORKSPACE_LANGUAGES, type WorkspaceLanguage } from '@platform/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The channel default languages of spec §9 (en-US, ja-JP, yue-Hant-HK, zh-CN), named in the display language. */
export function useWorkspaceLanguageOptions(): { value: WorkspaceLanguage; label: string }[] {
  const { t } = useTranslation('workspaces');
  return useMemo(() => WORKSPACE_LANGUAGES.map((language) => ({ value: language, label: t(`workspaceLanguages.${language}`) })), [t]);
}
