import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';

export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light">
        {t('errors:INVALID_RESET_LINK')}
      </Alert>
      <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
        {t('resetPassword.requestNewLink')}
      </Anchor>
    </Stack>
  );
}
