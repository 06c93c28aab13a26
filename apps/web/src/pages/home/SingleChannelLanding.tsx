import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath, PATHS } from '../../app/paths';

/** Single-channel mode, for a guest while the fixed channel is not published (spec §2: "otherwise a landing"). */
export function SingleChannelLanding({ fixedChannelPath }: { fixedChannelPath: string }) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('app.name'));
  return (
    <Paper p={{ base: 'lg', sm: 48 }} radius="lg" withBorder>
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('landing.title')}</Title>
        <Text size="lg">{t('landing.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to={loginPath(fixedChannelPath)}>
            {t('nav.login')}
          </Button>
          <Button component={Link} to={PATHS.signUp} variant="light">
            {t('nav.signUp')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
