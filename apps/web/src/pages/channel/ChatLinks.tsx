import { Button, Group } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../lib/safeExternalUrl';

/** The channel's published social chat links (spec §2 /channel/edit: whatsapp, telegram, ... forum). */
export function ChatLinks({ links }: { links: WorkspaceDetail['chat_platforms'] }) {
  const { t } = useTranslation('workspaces');
  const shown = links.flatMap((link) => {
    const href = link.publish ? safeExternalUrl(link.invitation_link) : null;
    return href ? [{ name: link.chat_platform_name, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('channel.chatLinks')} role="group">
      {shown.map(({ name, href }) => (
        <Button
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size="xs"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t(`chatPlatforms.${name}`)}
        </Button>
      ))}
    </Group>
  );
}
