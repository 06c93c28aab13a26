import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hongKongIsoDate, REDEEM_CODE_LIMITS, type CreateRedeemCodesBody, type Plan } from '@platform/shared';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { usePlanFieldError } from '../hooks/usePlanFieldError';
import { useCreateRedeemCodes } from '../hooks/useRedeemCodes';
import { REDEEM_FORM_DEFAULTS, redeemFormSchema, type RedeemFormValues } from '../lib/redeemCodes';

const FIELDS = ['maxUses', 'count', 'expiresOn'] as const;

/** Codes for one plan: single-use or shared by up to N people, optionally until a day (Hong Kong time). */
export function RedeemCodeForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const fieldError = usePlanFieldError();
  const create = useCreateRedeemCodes(plan.workspace_id);
  // The earliest expiry date the picker offers: today in Hong Kong.
  const today = hongKongIsoDate(new Date());
  const schema = useMemo(() => redeemFormSchema(today), [today]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RedeemFormValues, unknown, CreateRedeemCodesBody>({ resolver: zodResolver(schema), defaultValues: REDEEM_FORM_DEFAULTS });
  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });
  const use = useWatch({ control, name: 'use' });

  const onSubmit = handleSubmit((body) => {
    clearFormError();
    create.mutate(
      { planId: plan.id, body },
      {
        onSuccess: ({ results }) => {
          notifications.show({ color: 'green', message: t('redeem.created', { count: results.length, plan: plan.name }) });
          reset(REDEEM_FORM_DEFAULTS);
        },
        onError: showServerError,
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('redeem.formLabel', { plan: plan.name })}>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <Controller
          control={control}
          name="use"
          render={({ field }) => (
            <Radio.Group label={t('redeem.use')} value={field.value} onChange={field.onChange} name={`${field.name}-${plan.id}`}>
              <Group gap="lg" mt={6}>
                <Radio value="single" label={t('redeem.single')} />
                <Radio value="multi" label={t('redeem.multi')} />
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: use === 'multi' ? 3 : 2 }} spacing="sm">
          {use === 'multi' && (
            <TextInput
              label={t('redeem.maxUses')}
              type="number"
              inputMode="numeric"
              min={1}
              max={REDEEM_CODE_LIMITS.maxUses}
              step={1}
              error={fieldError(errors.maxUses)}
              {...register('maxUses')}
            />
          )}
          <TextInput
            label={t('redeem.count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={REDEEM_CODE_LIMITS.maxBatch}
            step={1}
            error={fieldError(errors.count)}
            {...register('count')}
          />
          <TextInput
            label={t('redeem.expiresOn')}
            description={t('redeem.expiresHint')}
            type="date"
            min={today}
            error={fieldError(errors.expiresOn)}
            {...register('expiresOn')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={create.isPending}>
            {t('redeem.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
