import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { loginState } from '../loginParams';
import { loginPath } from '../../../app/paths';

/** Spec §2: sign-up ends on a thank-you screen whose button goes to login, keeping source_redirect_url. */
export function ThankYou({ sourceRedirectUrl, email }: { sourceRedirectUrl: string | null; email: string }) {
  const { t } = useTranslation('auth');
  return (
    <div data-testid="thank-you">
      <FormPanel title={t('thankYou.title')}>
        <Stack gap="lg">
          <Text>{t('thankYou.body')}</Text>
          <Button component={Link} to={loginPath(sourceRedirectUrl)} state={loginState(email)} fullWidth>
            {t('thankYou.goToLogin')}
          </Button>
        </Stack>
      </FormPanel>
    </div>
  );
}
