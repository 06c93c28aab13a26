import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createWorkspaceBodySchema, type CreateWorkspaceBody, type WorkspaceLanguage } from '@platform/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { RichTextField } from '../../../components/RichTextField';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { serverFieldErrors } from '../../../lib/serverFieldErrors';
import { useCreateWorkspace } from '../hooks/useCreateWorkspace';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { useWorkspaceLanguageOptions } from '../hooks/useWorkspaceLanguageOptions';
import { channelDashboardPath } from '../lib/paths';

const FIELDS = ['name', 'language', 'description'] as const;
const FIELD_OF_MSG = { NAME_IS_TOO_SHORT: 'name' } as const;
/** A Hong Kong viewer reading Chinese most likely speaks Cantonese in their webinars. */
const DEFAULT_LANGUAGE: Record<'en' | 'zh', WorkspaceLanguage> = { en: 'en-US', zh: 'yue-Hant-HK' };

export function CreateChannelForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const fieldError = useFieldErrorText();
  const apiErrorText = useApiErrorText();
  const { language: displayLanguage } = useDisplayLanguage();
  const languages = useWorkspaceLanguageOptions();
  const create = useCreateWorkspace();
  const { setCurrent } = useCurrentWorkspace();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateWorkspaceBody, unknown, z.output<typeof createWorkspaceBodySchema>>({
    resolver: zodResolver(createWorkspaceBodySchema),
    defaultValues: { name: '', language: DEFAULT_LANGUAGE[displayLanguage], description: '' },
  });

  const onSubmit = handleSubmit((body) => {
    setFormError(null);
    create.mutate(body, {
      onSuccess: ({ workspace_id, slug }) => {
        setCurrent(workspace_id);
        notifications.show({ color: 'green', message: t('createChannel.created') });
        navigate(channelDashboardPath({ id: workspace_id, slug }));
      },
      onError: (error) => {
        const placed = serverFieldErrors(error, FIELDS, FIELD_OF_MSG);
        placed.forEach(({ field, key }) => setError(field, { type: 'server', message: key }, { shouldFocus: true }));
        if (placed.length === 0) setFormError(apiErrorText(error));
      },
    });
  });

  // The first page of a visit has nowhere to go back to inside the app, so Cancel goes home instead of leaving it.
  const cancel = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        <TextInput label={t('fields.channelName')} autoComplete="off" error={fieldError(errors.name)} {...register('name')} />
        <NativeSelect
          label={t('channelForm.language')}
          data={languages}
          error={fieldError(errors.language)}
          {...register('language')}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextField
              label={t('channelForm.description')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('createChannel.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
