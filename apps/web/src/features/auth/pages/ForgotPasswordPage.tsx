import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { PATHS } from '../../../app/paths';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <FormPanel title={t('forgotPassword.title')}>
      <Text c="dimmed" size="sm">
        {t('forgotPassword.intro')}
      </Text>
      <ForgotPasswordForm />
      <Anchor component={Link} to={PATHS.login} size="sm" ta="center">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </FormPanel>
  );
}
