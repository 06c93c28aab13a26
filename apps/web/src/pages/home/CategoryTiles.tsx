import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { CATEGORIES, type Category } from '@platform/shared';
import type { Icon } from '@tabler/icons-react';
import { IconBook, IconChartLine, IconHeart, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionTitle } from '../../components/SectionTitle';
import { channelCategoryPath } from '../../app/paths';

const ICONS: Record<Category, Icon> = {
  K1_FINANCE: IconChartLine,
  K1_EDUCATION: IconBook,
  K1_SHOPPING: IconShoppingBag,
  K1_INTEREST: IconHeart,
};

/** Spec §2 home: tiles for the finance, education, shopping and interest categories. */
export function CategoryTiles() {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" gap="sm">
      <SectionTitle>{t('home.categories')}</SectionTitle>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {CATEGORIES.map((category) => {
          const TileIcon = ICONS[category];
          return (
            <Card key={category} component={Link} to={channelCategoryPath({ category })} withBorder padding="lg" radius="md">
              <Stack align="center" gap="xs">
                <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
                  <TileIcon size={26} />
                </ThemeIcon>
                <Text fw={600}>{t(`categories.${category}`)}</Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
