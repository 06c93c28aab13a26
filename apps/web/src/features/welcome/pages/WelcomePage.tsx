import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useMe } from '../../auth';
import { displayNameOf } from '../../users';
import { PATHS } from '../../../app/paths';

export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const { data: me } = useMe();
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{me ? t('welcome.title', { name: displayNameOf(me) }) : t('welcome.titleNoName')}</PageTitle>
      <Text>{t('welcome.body')}</Text>
      <Group gap="sm">
        <Button component={Link} to={PATHS.home}>
          {t('welcome.explore')}
        </Button>
        <Button component={Link} to={PATHS.profile} variant="light">
          {t('welcome.profile')}
        </Button>
      </Group>
    </Stack>
  );
}
