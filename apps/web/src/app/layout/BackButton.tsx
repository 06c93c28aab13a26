import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../paths';

/**
 * Back within the app. The first page of a visit has nowhere to go back to inside the app, so the arrow goes home
 * instead of leaving it; on the home page itself it would lead nowhere, so it is not shown.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const firstPageOfVisit = location.key === 'default';
  if (firstPageOfVisit && location.pathname === PATHS.home) return null;
  const goBack = () => (firstPageOfVisit ? navigate(PATHS.home) : navigate(-1));

  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label={t('topBar.back')}>
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );
}
