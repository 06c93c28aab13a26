import { Anchor, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface ReferralCodeFieldProps {
  registration: UseFormRegisterReturn<'referral_code'>;
  error: string | undefined;
  initiallyShown: boolean;
}

/** Spec §5: the referral code is optional and waits behind a link unless a link already carried one. */
export function ReferralCodeField({ registration, error, initiallyShown }: ReferralCodeFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(initiallyShown);

  if (!shown && !error) {
    return (
      <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setShown(true)}>
        {t('signUp.haveReferralCode')}
      </Anchor>
    );
  }
  return <TextInput label={t('signUp.referralCode')} autoComplete="off" error={error} {...registration} />;
}
