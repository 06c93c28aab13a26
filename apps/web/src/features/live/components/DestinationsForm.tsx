import { ActionIcon, Button, Fieldset, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { STREAM_PLATFORMS, type StreamPlatform } from '@platform/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddDestination, type DestinationEntry, type DestinationErrors } from '../lib/destinations';

interface DestinationsFormProps {
  entries: DestinationEntry[];
  errors: DestinationErrors[];
  onChange: (entries: DestinationEntry[]) => void;
}

const isPlatform = (value: string | null): value is StreamPlatform => STREAM_PLATFORMS.some((platform) => platform === value);

/** Spec §5 streaming destinations: YouTube, Facebook or a custom RTMP(S) server, 3 at most. */
export function DestinationsForm({ entries, errors, onChange }: DestinationsFormProps) {
  const { t } = useTranslation('live');
  const nextKey = useRef(0);
  const errorText = (key: string | undefined) => (key ? t(`validation:${key}`) : undefined);
  const update = (index: number, change: Partial<DestinationEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const add = () => {
    nextKey.current += 1;
    onChange([...entries, { key: `destination-${nextKey.current}`, platform: 'youtube', serverUrl: '', streamName: '' }]);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('destinations.intro')}
      </Text>
      {entries.map((entry, index) => (
        <Fieldset key={entry.key} legend={t('destinations.row', { position: index + 1 })} pos="relative" pt="xs">
          <ActionIcon
            variant="subtle"
            color="red"
            pos="absolute"
            top={4}
            right={4}
            aria-label={t('destinations.remove', { position: index + 1 })}
            onClick={() => onChange(entries.filter((_, at) => at !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
          <Stack gap="xs">
            <Select
              label={t('destinations.platform')}
              data={STREAM_PLATFORMS.map((platform) => ({ value: platform, label: t(`destinations.platforms.${platform}`) }))}
              value={entry.platform}
              onChange={(value) => isPlatform(value) && update(index, { platform: value })}
              allowDeselect={false}
            />
            {entry.platform === 'custom' && (
              <TextInput
                label={t('destinations.serverUrl')}
                placeholder="rtmps://"
                value={entry.serverUrl}
                error={errorText(errors[index]?.serverUrl)}
                onChange={(event) => update(index, { serverUrl: event.currentTarget.value })}
              />
            )}
            <PasswordInput
              label={t('destinations.streamKey')}
              autoComplete="off"
              value={entry.streamName}
              error={errorText(errors[index]?.streamName)}
              onChange={(event) => update(index, { streamName: event.currentTarget.value })}
            />
          </Stack>
        </Fieldset>
      ))}
      {canAddDestination(entries.length) && (
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} w="fit-content">
          {t('destinations.add')}
        </Button>
      )}
    </Stack>
  );
}
