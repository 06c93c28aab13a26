import { Anchor, Group, Paper, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type ChannelSection } from '../../features/workspaces';

/** Sits under the 64px top bar while the page scrolls. */
const TOP_BAR_HEIGHT = 64;

/** The menu of the sections the page shows, each a link to its hash. */
export function ChannelSectionMenu({ sections }: { sections: readonly ChannelSection[] }) {
  const { t } = useTranslation('workspaces');
  const { hash } = useLocation();
  return (
    <Paper
      component="nav"
      aria-label={t('channel.sections.label')}
      withBorder
      radius="md"
      px="sm"
      py={6}
      style={{ position: 'sticky', top: TOP_BAR_HEIGHT, zIndex: 2 }}
    >
      <ScrollArea type="never">
        <Group gap="lg" wrap="nowrap">
          {sections.map((section) => (
            <Anchor
              key={section}
              href={`#${section}`}
              fw={600}
              size="sm"
              c={hash === `#${section}` ? 'indigo' : 'dimmed'}
              aria-current={hash === `#${section}` ? 'location' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {t(`channel.sections.${section}`)}
            </Anchor>
          ))}
        </Group>
      </ScrollArea>
    </Paper>
  );
}
