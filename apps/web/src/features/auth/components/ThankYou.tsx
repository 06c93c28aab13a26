import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { afterSignUpPath, loginState } from '../loginParams';
import type { SignedUpAccount } from './SignupForm';
import { loginPath } from '../../../app/paths';

/**
 * Spec §2: sign-up ends on a thank-you screen whose button goes to login with the new address filled in, keeping
 * source_redirect_url (or, for a creator who came from nowhere in particular, their new channel's dashboard).
 */
export function ThankYou({ sourceRedirectUrl, account }: { sourceRedirectUrl: string | null; account: SignedUpAccount }) {
  const { t } = useTranslation('auth');
  return (
    <div data-testid="thank-you">
      <FormPanel title={t('thankYou.title')}>
        <Stack gap="lg">
          <Text>{t('thankYou.body')}</Text>
          <Button
            component={Link}
            to={loginPath(afterSignUpPath(sourceRedirectUrl, account.workspaceId))}
            state={loginState(account.email)}
            fullWidth
          >
            {t('thankYou.goToLogin')}
          </Button>
        </Stack>
      </FormPanel>
    </div>
  );
}
