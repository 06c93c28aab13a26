import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createWorkspaceBodySchema, type CreateWorkspaceBody, type WorkspaceLanguage } from '@platform/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { RichTextField } from '../../../components/RichTextField';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useCreateWorkspace } from '../hooks/useCreateWorkspace';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { useWorkspaceLanguageOptions } from '../hooks/useWorkspaceLanguageOptions';
import { channelDashboardPath, PATHS } from '../../../app/paths';

const FIELDS = ['name', 'language', 'description'] as const;
const FIELD_OF_MSG = { NAME_IS_TOO_SHORT: 'name' } as const;
/** A Hong Kong viewer reading Chinese most likely speaks Cantonese in their webinars. */
const DEFAULT_LANGUAGE: Record<'en' | 'zh', WorkspaceLanguage> = { en: 'en-US', zh: 'yue-Hant-HK' };

export function CreateChannelForm() {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const location = useLocation();
  const fieldError = useFieldErrorText();
  const { language: displayLanguage } = useDisplayLanguage();
  const languages = useWorkspaceLanguageOptions();
  const create = useCreateWorkspace();
  const { setCurrent } = useCurrentWorkspace();
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
  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS, fieldOfMsg: FIELD_OF_MSG });

  const onSubmit = handleSubmit((body) => {
    clearFormError();
    create.mutate(body, {
      onSuccess: ({ workspace_id, slug }) => {
        setCurrent(workspace_id);
        notifications.show({ color: 'green', message: t('createChannel.created') });
        navigate(channelDashboardPath({ id: workspace_id, slug }));
      },
      onError: showServerError,
    });
  });

  // The first page of a visit has nowhere to go back to inside the app, so Cancel goes home instead of leaving it.
  const cancel = () => (location.key === 'default' ? navigate(PATHS.home) : navigate(-1));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput label={t('fields.channelName')} autoComplete="off" error={fieldError(errors.name)} {...register('name')} />
        <NativeSelect label={t('channelForm.language')} data={languages} error={fieldError(errors.language)} {...register('language')} />
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
