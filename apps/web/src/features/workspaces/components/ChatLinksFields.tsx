import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CHAT_PLATFORMS } from '@platform/shared';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import type { ChannelEditFormInput } from '../lib/channelEditForm';

/** Example addresses that satisfy each platform's rule (spec §5), shown as placeholders. */
const PLACEHOLDERS: Record<(typeof CHAT_PLATFORMS)[number], string> = {
  whatsapp: 'https://chat.whatsapp.com/…',
  telegram: 'https://t.me/…',
  discord: 'https://discord.gg/…',
  line: 'https://line.me/…',
  facebook: 'https://www.facebook.com/…',
  forum: 'https://…',
};

interface ChatLinksFieldsProps {
  control: Control<ChannelEditFormInput>;
  register: UseFormRegister<ChannelEditFormInput>;
  errors: FieldErrors<ChannelEditFormInput>;
}

/** One link per social platform, in the fixed order of the form's rows; an empty link means none. */
export function ChatLinksFields({ control, register, errors }: ChatLinksFieldsProps) {
  const { t } = useTranslation('workspaces');
  const fieldError = useFieldErrorText();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('editChannel.chatLinksHint')}
      </Text>
      {CHAT_PLATFORMS.map((platform, index) => (
        <Group key={platform} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t(`chatPlatforms.${platform}`)}
            placeholder={PLACEHOLDERS[platform]}
            type="url"
            autoComplete="off"
            style={{ flex: 1 }}
            error={fieldError(errors.chat_platforms?.[index]?.invitation_link)}
            {...register(`chat_platforms.${index}.invitation_link`)}
          />
          <Controller
            control={control}
            name={`chat_platforms.${index}.publish`}
            render={({ field }) => (
              <Switch
                label={t('editChannel.showLink')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                mt={32}
              />
            )}
          />
        </Group>
      ))}
    </Stack>
  );
}
