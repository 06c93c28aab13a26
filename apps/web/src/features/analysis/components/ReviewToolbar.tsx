import { Button, Group } from '@mantine/core';
import { IconArrowMerge, IconCut, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReviewToolbarProps {
  selectedMarker: number | null;
  selectedChunk: number | null;
  chunkCount: number;
  onSplit: () => void;
  onAdd: () => void;
  onRemove: (marker: number) => void;
  onMerge: (chunk: number) => void;
  onReset: () => void;
}

/** The review editor's buttons: split at the playhead, add and delete markers, merge with the next chunk, start over. */
export function ReviewToolbar({
  selectedMarker,
  selectedChunk,
  chunkCount,
  onSplit,
  onAdd,
  onRemove,
  onMerge,
  onReset,
}: ReviewToolbarProps) {
  const { t } = useTranslation('analysis');
  return (
    <Group gap="xs">
      <Button variant="light" leftSection={<IconCut size={16} />} onClick={onSplit}>
        {t('review.split')}
      </Button>
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
        {t('review.add')}
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => selectedMarker !== null && onRemove(selectedMarker)}
        disabled={selectedMarker === null}
      >
        {t('review.remove')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconArrowMerge size={16} />}
        onClick={() => selectedChunk !== null && onMerge(selectedChunk)}
        disabled={selectedChunk === null || selectedChunk >= chunkCount - 1}
      >
        {t('review.merge')}
      </Button>
      <Button variant="subtle" leftSection={<IconRestore size={16} />} onClick={onReset}>
        {t('review.reset')}
      </Button>
    </Group>
  );
}
