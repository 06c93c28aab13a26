import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { HONG_KONG_BANKS, type UserProfile } from '@platform/shared';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useProfileFormErrors, useUpdateProfile } from '../hooks/useUpdateProfile';
import { bankMatches } from '../lib/bankSearch';
import { bankFormSchema, bankUpdate, bankValuesOf, isBankCode, type BankFormValues } from '../lib/profileForms';
import { ProfileSection } from './ProfileSection';

const FIELDS = ['bank_name', 'bank_account_number'] as const;

export function BankSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const { language } = useDisplayLanguage();
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile(profile.email);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<BankFormValues, unknown, z.output<typeof bankFormSchema>>({
    resolver: zodResolver(bankFormSchema),
    defaultValues: bankValuesOf(profile),
  });

  // Spec §2: banks are listed with their clearing codes, e.g. "024 Hang Seng Bank Limited".
  const bankByCode = useMemo(() => new Map(HONG_KONG_BANKS.map((bank) => [bank.code as string, bank])), []);
  const banks = useMemo(() => HONG_KONG_BANKS.map((bank) => ({ value: bank.code, label: `${bank.code} ${bank[language]}` })), [language]);

  const { showServerError } = useProfileFormErrors(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    update.mutate(bankUpdate(values), { onSuccess: ({ user }) => reset(bankValuesOf(user)), onError: showServerError }),
  );

  return (
    <ProfileSection title={t('profile.bank.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="bank_name"
              render={({ field, fieldState }) => (
                <Select
                  label={t('profile.bank.bankName')}
                  placeholder={t('profile.bank.bankPlaceholder')}
                  data={banks}
                  searchable
                  filter={({ options, search }) =>
                    options.filter((option) => 'value' in option && bankMatches(bankByCode.get(option.value)!, search))
                  }
                  clearable
                  nothingFoundMessage={t('profile.bank.noBankFound')}
                  value={field.value}
                  onChange={(value) => field.onChange(isBankCode(value) ? value : null)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
            <TextInput
              label={t('profile.bank.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              error={fieldError(errors.bank_account_number)}
              {...register('bank_account_number')}
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
