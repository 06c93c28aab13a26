import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, NativeSelect, Radio, SimpleGrid, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { KEYWORD_MAX_LENGTH, type WorkspaceDetail } from '@platform/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/RichTextField';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useKeywords } from '../hooks/useKeywords';
import { useUpdateWorkspace } from '../hooks/useUpdateWorkspace';
import { useWorkspaceLanguageOptions } from '../hooks/useWorkspaceLanguageOptions';
import {
  channelEditFormSchema,
  channelEditValuesOf,
  PUBLISH_OPTIONS,
  type ChannelEditFormInput,
  type ChannelEditFormValues,
} from '../lib/channelEditForm';
import { ChatLinksFields } from './ChatLinksFields';

const FIELDS = ['name', 'slug', 'language', 'description', 'keywords'] as const;
const FIELD_OF_MSG = { SLUG_TAKEN: 'slug', SLUG_INVALID: 'slug', NAME_IS_TOO_SHORT: 'name' } as const;

/** Spec §2 /channel/edit; Save stays disabled until something changed. */
export function EditChannelForm({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  const fieldError = useFieldErrorText();
  const languages = useWorkspaceLanguageOptions();
  const keywords = useKeywords();
  const update = useUpdateWorkspace(channel.id);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ChannelEditFormInput, unknown, ChannelEditFormValues>({
    resolver: zodResolver(channelEditFormSchema),
    defaultValues: channelEditValuesOf(channel),
  });
  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS, fieldOfMsg: FIELD_OF_MSG });

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(channelEditValuesOf(saved));
        notifications.show({ color: 'green', message: t('editChannel.saved') });
      },
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('editChannel.hostEmail')} value={channel.host_email ?? ''} readOnly variant="filled" />
          <TextInput label={t('fields.channelName')} autoComplete="off" error={fieldError(errors.name)} {...register('name')} />
          <TextInput
            label={t('editChannel.slug')}
            description={t('editChannel.slugHint')}
            autoComplete="off"
            error={fieldError(errors.slug)}
            {...register('slug')}
          />
          <NativeSelect label={t('channelForm.language')} data={languages} error={fieldError(errors.language)} {...register('language')} />
        </SimpleGrid>
        <Controller
          control={control}
          name="publish"
          render={({ field }) => (
            <Radio.Group
              label={t('editChannel.publish')}
              description={t('editChannel.publishHint')}
              value={field.value}
              onChange={(value) => field.onChange(PUBLISH_OPTIONS.find((option) => option === value) ?? field.value)}
            >
              <Group gap="lg" mt="xs">
                {PUBLISH_OPTIONS.map((option) => (
                  <Radio key={option} value={option} label={t(`channels.${option}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextField
              label={t('channelForm.description')}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="keywords"
          render={({ field, fieldState }) => (
            <TagsInput
              label={t('editChannel.keywords')}
              description={t('editChannel.keywordsHint')}
              data={keywords.data?.results.map((keyword) => keyword.keyword) ?? []}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              maxLength={KEYWORD_MAX_LENGTH}
              // Enter takes the suggestion shown first: typing 財 and Enter picks 理財 rather than making a new keyword.
              selectFirstOptionOnChange
              // The first suggestion is picked as the text changes: text typed before the suggestions arrived would
              // leave none picked, and Enter would make a keyword of the fragment typed. The field waits for them.
              disabled={keywords.isPending}
              // Mounted only while open, so the field's label names the input alone (the closed list carries it too).
              comboboxProps={{ keepMounted: false }}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Divider />
        <Title order={2} fz="h4">
          {t('editChannel.chatLinks')}
        </Title>
        <ChatLinksFields control={control} register={register} errors={errors} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!isDirty} loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
