import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { PATHS } from '../../../app/paths';

/** Why a process page could not be opened (another channel's webinar, a deleted one), with the way back to the list. */
export function ProcessLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" w="100%">
        {apiErrorText(error)}
      </Alert>
      <Anchor component={Link} to={PATHS.manageWebinars}>
        {t('toWebinars')}
      </Anchor>
    </Stack>
  );
}
