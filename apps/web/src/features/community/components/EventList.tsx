import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_EVENTS } from '@platform/shared';
import { IconDeviceMobile, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ICONS = { 'csl-finance': IconDeviceMobile, referral: IconUsersPlus } as const;

/** The EVENT tab: the platform's events, the phone-verification event first (the order of PLATFORM_EVENTS). */
export function EventList() {
  const { t } = useTranslation('community');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {PLATFORM_EVENTS.map((event) => {
        const Icon = ICONS[event.id];
        return (
          <Card key={event.id} withBorder radius="md" padding="lg" component="article" aria-labelledby={`event-${event.id}`}>
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <Icon size={28} aria-hidden />
                <Title order={3} size="h4" id={`event-${event.id}`}>
                  {t(`eventList.${event.id}.title`)}
                </Title>
              </Group>
              <Badge variant="light" w="fit-content">
                {t(`eventList.${event.id}.badge`)}
              </Badge>
              <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                {t(`eventList.${event.id}.description`)}
              </Text>
              <Button component={Link} to={event.path} variant="light" aria-describedby={`event-${event.id}`}>
                {t(`eventList.${event.id}.action`)}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
