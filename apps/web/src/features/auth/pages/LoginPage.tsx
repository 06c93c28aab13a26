import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { PageLoader } from '../../../components/PageLoader';
import { LoginForm } from '../components/LoginForm';
import { useLoginLocale } from '../hooks/useLoginLocale';
import { useMe } from '../hooks/useMe';
import { afterLoginPath, signUpPath } from '../../../app/paths';

/** The platform's own login page, opened with redirect_url and locale like the external one (spec §7). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const me = useMe();
  useLoginLocale(params.get('locale'));

  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to={afterLoginPath(me.data.role, params.get('redirect_url'))} replace />;

  return (
    <FormPanel title={t('login.title')}>
      <LoginForm />
      <Anchor component={Link} to={signUpPath(params.get('redirect_url'))} size="sm" ta="center">
        {t('login.noAccount')}
      </Anchor>
    </FormPanel>
  );
}
