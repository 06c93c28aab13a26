import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PLAN_LIMITS, type CreateProductBody } from '@platform/shared';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/RichTextField';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { ApiError } from '../../../lib/api';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useCreatePlan } from '../hooks/usePlans';
import { PLAN_FORM_DEFAULTS, canCreatePlan, planFormSchema, withFormFieldPaths, type PlanFormValues } from '../lib/planForm';
import { PlanPriceFields } from './PlanPriceFields';

const FIELDS = ['name', 'type', 'interval', 'currency', 'amount', 'trial', 'description', 'carrierPrice'] as const;

/**
 * Spec §2 and §5: name, charge type, interval (months) and trial (days) for recurring plans, the card price in USD
 * (the default) or HKD, description, and an optional carrier price in HKD. Create is enabled once name, amount and description are valid.
 */
export function CreatePlanForm({ workspaceId, onCreated }: { workspaceId: string; onCreated: () => void }) {
  const { t } = useTranslation('plans');
  const fieldError = useFieldErrorText();
  const hintId = useId();
  const create = useCreatePlan(workspaceId);
  const schema = useMemo(() => planFormSchema(workspaceId), [workspaceId]);
  const [forbidden, setForbidden] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlanFormValues, unknown, CreateProductBody>({
    resolver: zodResolver(schema),
    defaultValues: PLAN_FORM_DEFAULTS,
    // Create stays disabled until name, amount and description are valid, so a field's problem shows as it is left.
    mode: 'onTouched',
  });
  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });
  const [type, name, amount, description, currency] = useWatch({
    control,
    name: ['type', 'name', 'amount', 'description', 'currency'],
  });
  const recurring = type === 'RECURRING';
  const ready = canCreatePlan({ name, amount, description });

  const onSubmit = handleSubmit((body) => {
    clearFormError();
    setForbidden(false);
    create.mutate(body, {
      onSuccess: (plan) => {
        notifications.show({ color: 'green', message: t('create.created', { plan: plan.name }) });
        onCreated();
      },
      onError: (error) => {
        setForbidden(error instanceof ApiError && error.status === 403);
        showServerError(withFormFieldPaths(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('create.title')}>
      <Stack gap="md">
        {formError && (
          // Spec §8: a failed create is a warning 'Create Subscription failed...'; 403 says the host may not do it.
          <Alert
            color={forbidden ? 'red' : 'yellow'}
            variant="light"
            role="alert"
            title={forbidden ? t('create.noPermission') : t('create.failed')}
          >
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('create.name')}
          required
          maxLength={PLAN_LIMITS.nameMaxLength}
          autoComplete="off"
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Radio.Group label={t('create.type')} value={field.value} onChange={(value) => field.onChange(value)} name={field.name}>
              <Group gap="lg" mt={6}>
                <Radio value="RECURRING" label={t('types.recurring')} description={t('create.recurringHint')} />
                <Radio value="ONE_TIME" label={t('types.oneTime')} description={t('create.oneTimeHint')} />
              </Group>
            </Radio.Group>
          )}
        />
        <PlanPriceFields register={register} errors={errors} currency={currency} recurring={recurring} />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextField
              label={t('create.description')}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" align="center">
          {!ready && (
            <Text id={hintId} size="sm" c="dimmed">
              {t('create.readyHint')}
            </Text>
          )}
          <Button type="submit" loading={create.isPending} disabled={!ready} aria-describedby={ready ? undefined : hintId}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
