import { Button, Group } from '@mantine/core';
import { CATEGORIES, type Category } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelCategoryPath } from '../../../app/paths';

/** Spec §2: the four categories, as links that filter /channel/category. */
export function CategoryLinks({ active }: { active: Category | undefined }) {
  const { t } = useTranslation('workspaces');
  return (
    <Group gap="xs" role="group" aria-label={t('category.categories')}>
      {CATEGORIES.map((category) => (
        <Button
          key={category}
          component={Link}
          to={channelCategoryPath({ category })}
          variant={category === active ? 'filled' : 'light'}
          aria-current={category === active ? 'page' : undefined}
          size="xs"
          radius="xl"
        >
          {t(`categories.${category}`)}
        </Button>
      ))}
    </Group>
  );
}
