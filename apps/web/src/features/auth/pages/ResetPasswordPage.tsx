import { resetPasswordBodySchema } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormPanel } from '../../../components/FormPanel';
import { InvalidResetLink } from '../components/InvalidResetLink';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

const linkSchema = resetPasswordBodySchema.pick({ id: true, code: true });

/** Opened from the reset email: /reset-password?id=<uuid>&code=<code>. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = linkSchema.safeParse({ id: params.get('id') ?? '', code: params.get('code') ?? '' });

  return (
    <FormPanel title={t('resetPassword.title')}>
      {link.success ? <ResetPasswordForm id={link.data.id} code={link.data.code} /> : <InvalidResetLink />}
    </FormPanel>
  );
}
