import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath, PATHS } from '../../../app/paths';

/** Achievements and coupons are personal: a guest is asked to log in, and comes back here afterwards (spec §2). */
export function LoginPrompt() {
  const { t } = useTranslation('community');
  const location = useLocation();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="sm">
        <IconLock size={28} aria-hidden />
        <Text ta="center">{t('loginPrompt.text')}</Text>
        <Group>
          <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)}>
            {t('loginPrompt.login')}
          </Button>
          <Button component={Link} to={PATHS.signUp} variant="default">
            {t('loginPrompt.signUp')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
