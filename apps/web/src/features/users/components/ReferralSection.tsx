import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UserProfile } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useProfileFormErrors, useUpdateProfile } from '../hooks/useUpdateProfile';
import { referralFormSchema, referralUpdate, type ReferralFormValues } from '../lib/profileForms';
import { CopyReferralLinkButton } from './CopyReferralLinkButton';
import { ProfileSection } from './ProfileSection';

const FIELDS = ['referrer_referral_code'] as const;
/** The server's refusals of a referrer code, shown next to the field. */
const REFERRER_ERRORS = Object.fromEntries(
  ['REFERRAL_CODE_NOT_FOUND', 'OWN_REFERRAL_CODE', 'REFERRAL_CODE_ALREADY_SET', 'REFERRAL_CODE_LOCKED', 'REFERRAL_CODE_IN_CHAIN'].map(
    (msg) => [msg, FIELDS[0]],
  ),
);

export function ReferralSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile(profile.email);
  const usedCode = profile.used_referral_code ?? '';
  // Spec §2 'locked once set'; and closed once the account has paid, so nobody moves a paying account under a referrer.
  const locked = usedCode !== '' || profile.referrer_locked;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = useForm<ReferralFormValues, unknown, z.output<typeof referralFormSchema>>({
    resolver: zodResolver(referralFormSchema),
    defaultValues: { referrer_referral_code: usedCode },
  });

  const { showServerError } = useProfileFormErrors(setError, FIELDS, REFERRER_ERRORS);

  const onSubmit = handleSubmit(({ referrer_referral_code }) =>
    update.mutate(referralUpdate(referrer_referral_code, locked), {
      onSuccess: ({ user }) => reset({ referrer_referral_code: user.used_referral_code ?? '' }),
      onError: showServerError,
    }),
  );

  return (
    <ProfileSection title={t('profile.referral.title')}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('profile.referral.myCode')}
        </Text>
        <Group gap="sm">
          <Code fz="lg" data-testid="my-referral-code">
            {profile.referral_code}
          </Code>
          <CopyReferralLinkButton code={profile.referral_code} />
        </Group>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('profile.referral.referrerCode')}
            description={usedCode ? t('profile.referral.locked') : locked ? t('profile.referral.lockedAfterPayment') : undefined}
            // Read-only rather than disabled: the code once given stays readable, in full contrast.
            readOnly={locked}
            variant={locked ? 'filled' : 'default'}
            autoComplete="off"
            error={fieldError(errors.referrer_referral_code)}
            {...register('referrer_referral_code')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={locked || watch('referrer_referral_code').trim() === ''}>
              {t('actions.update')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
