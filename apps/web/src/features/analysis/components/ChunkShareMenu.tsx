import { Button, Menu, Stack, Text, TextInput } from '@mantine/core';
import { chunkLinkPath } from '@platform/shared';
import {
  IconBrandFacebook,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandLine,
  IconCopy,
  IconShare,
  IconShare2,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, shareTargetUrl, type ShareTarget } from '../lib/shareTargets';

type CopyState = 'idle' | 'copied' | 'failed';

/** Phones (and some desktops) share through the system's own sheet: any app the viewer has, not only ours. */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * A chunk's Share button: copies its link, opens the system share sheet where there is one, and offers WhatsApp,
 * Facebook, X, LINE and Telegram by their plain share addresses. The menu is Mantine's: arrow keys, Enter and Escape.
 */
export function ChunkShareMenu({
  activityId,
  chunkId,
  title,
  compact = false,
}: {
  activityId: string;
  chunkId: string;
  title: string;
  /** On a chunk's card among others: a small button whose name says which chunk it shares. */
  compact?: boolean;
}) {
  const { t } = useTranslation('analysis');
  const [copy, setCopy] = useState<CopyState>('idle');
  const link = `${window.location.origin}${chunkLinkPath(activityId, chunkId)}`;
  const targets: { target: ShareTarget; label: string; icon: ReactNode }[] = [
    { target: 'whatsapp', label: t('share.whatsapp'), icon: <IconBrandWhatsapp size={16} aria-hidden /> },
    { target: 'facebook', label: t('share.facebook'), icon: <IconBrandFacebook size={16} aria-hidden /> },
    { target: 'x', label: t('share.x'), icon: <IconBrandX size={16} aria-hidden /> },
    { target: 'line', label: t('share.line'), icon: <IconBrandLine size={16} aria-hidden /> },
    { target: 'telegram', label: t('share.telegram'), icon: <IconBrandTelegram size={16} aria-hidden /> },
  ];

  const copyLink = async () => setCopy((await copyText(link)) ? 'copied' : 'failed');
  // The viewer closing the sheet rejects the promise: nothing went wrong.
  const shareNatively = () => void navigator.share({ title, url: link }).catch(() => undefined);

  return (
    <Stack gap={4} align="flex-start">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant={compact ? 'subtle' : 'default'}
            size={compact ? 'compact-sm' : 'sm'}
            leftSection={<IconShare size={16} aria-hidden />}
            aria-label={compact ? t('share.buttonFor', { title }) : undefined}
            onClick={() => setCopy('idle')}
          >
            {t('share.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('share.menuLabel')}>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyLink()}>
            {t('share.copy')}
          </Menu.Item>
          {canShareNatively() && (
            <Menu.Item leftSection={<IconShare2 size={16} aria-hidden />} onClick={shareNatively}>
              {t('share.device')}
            </Menu.Item>
          )}
          <Menu.Divider />
          {targets.map(({ target, label, icon }) => (
            <Menu.Item
              key={target}
              component="a"
              href={shareTargetUrl(target, link, title)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={icon}
            >
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <div role="status" aria-live="polite">
        {copy === 'copied' && (
          <Text size="sm" c="teal.8">
            {t('share.copied')}
          </Text>
        )}
      </div>
      {copy === 'failed' && (
        <TextInput
          label={t('share.copyFailed')}
          value={link}
          readOnly
          w="100%"
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
        />
      )}
    </Stack>
  );
}
