import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';

/** The home page's pitch for guests: what the platform is, and the ways in. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Paper
      p={{ base: 'md', sm: 48 }}
      radius="lg"
      c="white"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-indigo-8), var(--mantine-color-violet-6))' }}
    >
      <Stack gap="md" maw={720}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('home.title')}
        </Title>
        <Text size="lg" visibleFrom="sm">
          {t('home.pitch')}
        </Text>
        <Group gap="sm" mt="sm">
          <Button component={Link} to={PATHS.signUp} size="md" variant="white">
            {t('home.signUp')}
          </Button>
          <Button component={Link} to={PATHS.creatorSignUp} size="md" variant="outline" color="white">
            {t('home.creatorSignUp')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
