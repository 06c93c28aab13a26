import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCash, IconCrown, IconPencil, IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_TILES, type DashboardTileKey } from '../lib/channelSections';

const ICONS: Record<DashboardTileKey, Icon> = {
  edit: IconPencil,
  courses: IconSchool,
  plans: IconCrown,
  earnings: IconCash,
  users: IconUsers,
};

/** Spec §2: tiles to edit the channel, courses, subscription plans and users; and the plans' earnings. */
export function DashboardTiles() {
  const { t } = useTranslation('workspaces');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="md">
      {DASHBOARD_TILES.map(({ key, to }) => {
        const TileIcon = ICONS[key];
        return (
          <Card key={key} component={Link} to={to} withBorder padding="lg" radius="md">
            <Stack gap="xs">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <TileIcon size={20} />
              </ThemeIcon>
              <Text fw={600}>{t(`channelDashboard.tiles.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`channelDashboard.tiles.${key}.description`)}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
