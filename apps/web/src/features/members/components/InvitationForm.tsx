import { PersonNameFields } from '../../../components/PersonNameFields';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { ApiError } from '../../../lib/api';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { loginState } from '../../auth';
import { useAcceptInvitation } from '../hooks/useInvitation';
import {
  acceptInvitationBody,
  canSubmitInvitation,
  invitationFormSchema,
  INVITE_PASSWORDS_DIFFER,
  passwordsDiffer,
  type InvitationFormInput,
  type InvitationFormValues,
} from '../lib/invitationForm';
import { PATHS } from '../../../app/paths';

const FIELDS = ['email', 'first_name', 'last_name', 'password', 'confirm_password'] as const;

interface InvitationFormProps {
  workspaceId: string;
  token: string;
  email: string;
  onExpired: () => void;
}

/** Spec §2 /invite: email, first name, last name, password and confirmation; then on to log in. */
export function InvitationForm({ workspaceId, token, email, onExpired }: InvitationFormProps) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const accept = useAcceptInvitation();
  const {
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InvitationFormInput, unknown, InvitationFormValues>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { email, first_name: '', last_name: '', password: '', confirm_password: '' },
  });
  // Submit and the mismatch message follow every keystroke (spec §5).
  const values = watch();
  const mismatch = passwordsDiffer(values);

  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });

  const onSubmit = handleSubmit((form) => {
    clearFormError();
    accept.mutate(acceptInvitationBody(form, workspaceId, token), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('invite.done') });
        navigate(PATHS.login, { state: loginState(form.email) });
      },
      // An expired invitation is a page of its own, not a message on the form.
      onError: (error) => (error instanceof ApiError && error.msg === 'INVITATION_EXPIRED' ? onExpired() : showServerError(error)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <TextInput label={t('fields.email')} type="email" readOnly variant="filled" {...register('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PersonNameFields
            given={{ ...register('first_name'), error: fieldError(errors.first_name) }}
            family={{ ...register('last_name'), error: fieldError(errors.last_name) }}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={mismatch ? t(`validation:${INVITE_PASSWORDS_DIFFER}`) : fieldError(errors.confirm_password)}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={!canSubmitInvitation(values)} loading={accept.isPending} fullWidth mt="xs">
          {t('invite.submit')}
        </Button>
      </Stack>
    </form>
  );
}
