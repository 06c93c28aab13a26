import { Button } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralSignupLink } from '../lib/referralLink';

const COPIED_LABEL_MS = 2500;

export function CopyReferralLinkButton({ code }: { code: string }) {
  const { t } = useTranslation('users');
  const [copied, setCopied] = useState(false);
  const { start } = useTimeout(() => setCopied(false), COPIED_LABEL_MS);

  const copy = async () => {
    const link = referralSignupLink(window.location.origin, code);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      start();
    } catch {
      // Browsers may refuse clipboard access (or lack it outside https); the user can still copy by hand.
      notifications.show({ color: 'yellow', message: t('profile.referral.copyFailed', { link }) });
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
    >
      {copied ? t('profile.referral.linkCopied') : t('profile.referral.copyLink')}
    </Button>
  );
}
