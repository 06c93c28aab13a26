import { SegmentedControl } from '@mantine/core';
import { isDisplayLanguage } from '@platform/shared';
import { useDisplayLanguage } from '../../i18n/useDisplayLanguage';
import { useTranslation } from 'react-i18next';

// Each language is named in its own script, so these labels are the same whatever language is shown.
const OPTIONS = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '繁' },
];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useDisplayLanguage();
  return (
    <SegmentedControl
      data-testid="language-switch"
      aria-label={t('topBar.language')}
      size="xs"
      data={OPTIONS}
      value={language}
      onChange={(value) => {
        if (isDisplayLanguage(value)) setLanguage(value);
      }}
    />
  );
}
