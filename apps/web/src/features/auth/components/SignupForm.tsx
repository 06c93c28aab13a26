import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { signupFormSchema } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useSignup } from '../hooks/useSignup';
import { toSignupBody, type SignupFormValues } from '../signupBody';
import { ReferralCodeField } from './ReferralCodeField';
import { PersonNameFields } from '../../../components/PersonNameFields';

type SignupFormInput = z.input<typeof signupFormSchema>;

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'workspace_name', 'referral_code'] as const;
const FIELD_OF_MSG = {
  DUPLICATE_USER_EMAIL: 'email',
  NAME_IS_TOO_SHORT: 'workspace_name',
  REFERRAL_CODE_NOT_FOUND: 'referral_code',
} as const;

export interface SignedUpAccount {
  email: string;
  workspaceId: string | null;
}

interface SignupFormProps {
  isCreator: boolean;
  initialReferralCode: string;
  /** Called with the new account's email and, for a creator, their new channel's id. */
  onSignedUp: (account: SignedUpAccount) => void;
}

export function SignupForm({ isCreator, initialReferralCode, onSignedUp }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      workspace_name: '',
      referral_code: initialReferralCode,
      is_creator: isCreator,
    },
  });
  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, {
    fields: FIELDS,
    fieldOfMsg: FIELD_OF_MSG,
    fallbackKey: 'errors:SIGNUP_FAILED',
  });

  const onSubmit = handleSubmit((form) => {
    clearFormError();
    signup.mutate(toSignupBody(form), {
      onSuccess: ({ user, workspace_id }) => onSignedUp({ email: user.email, workspaceId: workspace_id }),
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PersonNameFields
            given={{ ...register('first_name'), error: fieldError(errors.first_name) }}
            family={{ ...register('last_name'), error: fieldError(errors.last_name) }}
          />
        </SimpleGrid>
        {isCreator && (
          <TextInput
            label={t('fields.channelName')}
            autoComplete="off"
            error={fieldError(errors.workspace_name)}
            {...register('workspace_name')}
          />
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirm_password)}
          {...register('confirm_password')}
        />
        <ReferralCodeField
          registration={register('referral_code')}
          error={fieldError(errors.referral_code)}
          initiallyShown={initialReferralCode !== ''}
        />
        <Button type="submit" loading={signup.isPending} fullWidth mt="xs">
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
