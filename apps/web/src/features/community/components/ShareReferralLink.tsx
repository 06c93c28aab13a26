import { Button, Code, Group, Text } from '@mantine/core';
import { BRAND_NAMES } from '@platform/shared';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../system';
import { CopyReferralLinkButton, referralSignupLink } from '../../users';
import { whatsAppShareLink } from '../lib/whatsAppShare';

/** My referral code with the two ways to pass my sign-up link on: copy it, or send it in a WhatsApp chat. */
export function ShareReferralLink({ code }: { code: string }) {
  const { t } = useTranslation('community');
  const { config } = usePublicConfig();
  const message = t('referral.whatsAppMessage', {
    brand: BRAND_NAMES[config.brand],
    link: referralSignupLink(window.location.origin, code),
  });
  return (
    <Group gap="sm">
      <Text>
        {t('referral.myCode')} <Code>{code}</Code>
      </Text>
      <CopyReferralLinkButton code={code} />
      <Button
        component="a"
        href={whatsAppShareLink(message)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="xs"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
      >
        {t('referral.shareWhatsApp')}
      </Button>
    </Group>
  );
}
