import { Button } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemLink } from '../lib/redeemCodes';

const COPIED_LABEL_MS = 2500;

/** Copies the link that opens a viewer's subscriptions page and redeems the code at once. */
export function CopyRedeemLinkButton({ code }: { code: string }) {
  const { t } = useTranslation('plans');
  const [copied, setCopied] = useState(false);
  const { start } = useTimeout(() => setCopied(false), COPIED_LABEL_MS);

  const copy = async () => {
    const link = redeemLink(window.location.origin, code);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      start();
    } catch {
      // Browsers may refuse clipboard access (or lack it outside https); the host can still copy by hand.
      notifications.show({ color: 'yellow', message: t('redeem.copyFailed', { link }), autoClose: false });
    }
  };

  return (
    <Button
      variant="light"
      size="compact-sm"
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
      aria-label={copied ? t('redeem.linkCopied') : t('redeem.copyLinkNamed', { code })}
    >
      {copied ? t('redeem.linkCopied') : t('redeem.copyLink')}
    </Button>
  );
}
