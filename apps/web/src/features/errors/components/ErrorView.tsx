import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../auth';
import { PATHS } from '../../../app/paths';

interface ErrorViewProps {
  code: string;
  message: string | null;
}

/** Spec §2 /errors/{code}: big code, message, and 'Take me home' except for a server error (500). */
export function ErrorView({ code, message }: ErrorViewProps) {
  const { t } = useTranslation();
  const me = useMe();
  useDocumentTitle(`${code} | ${t('app.name')}`);
  const home = me.data?.role === 'admin' ? PATHS.adminDashboard : PATHS.home;
  // Wait for the user so an admin's link never points home first and then jumps to the dashboard.
  const showHomeLink = code !== '500' && !me.isPending;

  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1} fz={{ base: 72, sm: 120 }} lh={1} c="indigo" data-testid="error-code">
        {code}
      </Title>
      <Text size="xl">{message || t('errorPage.defaultMessage')}</Text>
      {showHomeLink && (
        <Button component={Link} to={home} size="md">
          {t('errorPage.takeMeHome')}
        </Button>
      )}
    </Stack>
  );
}
