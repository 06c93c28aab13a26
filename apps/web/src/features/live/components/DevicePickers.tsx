import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalMedia } from '../hooks/useLocalMedia';
import { deviceOptions } from '../lib/media';

/** Which camera and microphone to use; the one in use is shown until another is picked. */
export function DevicePickers({ local }: { local: LocalMedia }) {
  const { t } = useTranslation('live');
  const fallback = (position: number) => t('config.deviceFallback', { position });
  const inUse = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('config.camera')}
        data={deviceOptions(local.devices, 'videoinput', fallback)}
        value={local.choice.videoId ?? inUse(local.stream?.getVideoTracks()[0])}
        onChange={(videoId) => local.choose({ videoId })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('config.microphone')}
        data={deviceOptions(local.devices, 'audioinput', fallback)}
        value={local.choice.audioId ?? inUse(local.stream?.getAudioTracks()[0])}
        onChange={(audioId) => local.choose({ audioId })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
