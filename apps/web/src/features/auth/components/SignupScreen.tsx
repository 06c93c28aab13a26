import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { SignedOutOnly } from './SignedOutOnly';
import { SignupForm } from './SignupForm';
import { ThankYou } from './ThankYou';
import { loginPath, PATHS } from '../../../app/paths';

/** The viewer (/sign-up) and creator (/creator-sign-up) pages differ only by the channel-name field. */
export function SignupScreen({ isCreator }: { isCreator: boolean }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const query = params.toString();
  const otherPage = `${isCreator ? PATHS.signUp : PATHS.creatorSignUp}${query ? `?${query}` : ''}`;

  if (signedUpEmail !== null) return <ThankYou sourceRedirectUrl={params.get('source_redirect_url')} email={signedUpEmail} />;

  return (
    <SignedOutOnly>
      <FormPanel title={isCreator ? t('signUp.creatorTitle') : t('signUp.title')}>
        <Text c="dimmed" size="sm">
          {isCreator ? t('signUp.creatorIntro') : t('signUp.intro')}
        </Text>
        <SignupForm isCreator={isCreator} initialReferralCode={params.get('referral_code') ?? ''} onSignedUp={setSignedUpEmail} />
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
