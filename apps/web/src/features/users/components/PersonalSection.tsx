import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UserProfile } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useProfileFormErrors, useUpdateProfile } from '../hooks/useUpdateProfile';
import { personalFormSchema, personalUpdate, personalValuesOf, type PersonalFormValues } from '../lib/profileForms';
import { ProfileSection } from './ProfileSection';
import { PersonNameFields } from '../../../components/PersonNameFields';

const FIELDS = ['first_name', 'last_name', 'display_name', 'old_password', 'new_password'] as const;

export function PersonalSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile(profile.email);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PersonalFormValues, unknown, z.output<typeof personalFormSchema>>({
    resolver: zodResolver(personalFormSchema),
    defaultValues: personalValuesOf(profile),
  });

  const { showServerError } = useProfileFormErrors(setError, FIELDS);

  const onSubmit = handleSubmit((values) => {
    const result = personalUpdate(values);
    if (!result.ok) {
      setError(result.emptyField, { type: 'pairing', message: 'PASSWORD_IS_NOT_MATCH' }, { shouldFocus: true });
      return;
    }
    update.mutate(result.body, { onSuccess: ({ user }) => reset(personalValuesOf(user)), onError: showServerError });
  });

  return (
    <ProfileSection title={t('profile.personal.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PersonNameFields
              given={{ ...register('first_name'), error: fieldError(errors.first_name) }}
              family={{ ...register('last_name'), error: fieldError(errors.last_name) }}
            />
            <TextInput
              label={t('fields.displayName')}
              autoComplete="nickname"
              error={fieldError(errors.display_name)}
              {...register('display_name')}
            />
            <TextInput label={t('fields.email')} value={profile.email} readOnly variant="filled" />
            <PasswordInput
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              error={fieldError(errors.old_password)}
              {...register('old_password')}
            />
            <PasswordInput
              label={t('fields.newPassword')}
              autoComplete="new-password"
              error={fieldError(errors.new_password)}
              {...register('new_password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            {/* Nothing changed, nothing to send: no "Profile updated." for a press on an untouched form. */}
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              {t('actions.update')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
