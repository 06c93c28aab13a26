import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" underline="never" fw={800} fz="xl" aria-label={t('topBar.home')}>
      {t('app.name')}
    </Anchor>
  );
}
