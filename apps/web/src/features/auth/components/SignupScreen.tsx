import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { SignedOutOnly } from './SignedOutOnly';
import { SignupForm, type SignedUpAccount } from './SignupForm';
import { ThankYou } from './ThankYou';
import { loginPath, PATHS } from '../../../app/paths';

/** The viewer (/sign-up) and creator (/creator-sign-up) pages differ only by the channel-name field. */
export function SignupScreen({ isCreator }: { isCreator: boolean }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [signedUp, setSignedUp] = useState<SignedUpAccount | null>(null);
  const query = params.toString();
  const otherPage = `${isCreator ? PATHS.signUp : PATHS.creatorSignUp}${query ? `?${query}` : ''}`;

  if (signedUp !== null) return <ThankYou sourceRedirectUrl={params.get('source_redirect_url')} account={signedUp} />;

  return (
    <SignedOutOnly>
      <FormPanel title={isCreator ? t('signUp.creatorTitle') : t('signUp.title')}>
        <Text c="dimmed" size="sm">
          {isCreator ? t('signUp.creatorIntro') : t('signUp.intro')}
        </Text>
        <SignupForm isCreator={isCreator} initialReferralCode={params.get('referral_code') ?? ''} onSignedUp={setSignedUp} />
        <Anchor component={Link} to={loginPath(params.get('source_redirect_url'))} size="sm" ta="center">
          {t('signUp.haveAccount')}
        </Anchor>
        <Anchor component={Link} to={otherPage} size="sm" ta="center">
          {isCreator ? t('signUp.viewerLink') : t('signUp.creatorLink')}
        </Anchor>
      </FormPanel>
    </SignedOutOnly>
  );
}
