import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../features/system';
import { BRAND_NAMES, BrandLogo } from './BrandLogo';
import { PATHS } from '../paths';

export function Logo() {
  const { t } = useTranslation();
  const { config } = usePublicConfig();
  return (
    <Anchor component={Link} to={PATHS.home} underline="never" aria-label={t('topBar.home', { brand: BRAND_NAMES[config.brand] })}>
      <BrandLogo brand={config.brand} />
    </Anchor>
  );
}
