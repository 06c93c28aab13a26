import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../paths';

export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has nowhere to go back to inside the app, so go home instead of leaving it.
  const goBack = () => (location.key === 'default' ? navigate(PATHS.home) : navigate(-1));

  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label={t('topBar.back')}>
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );
}
