import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';

/** Spec §4 and §8: the invitation's expired notice. */
export function InvitationExpired() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" data-testid="invitation-expired">
        {t('errors:INVITATION_EXPIRED')}
      </Alert>
      <Button component={Link} to={PATHS.login} variant="light">
        {t('nav.login')}
      </Button>
    </Stack>
  );
}
