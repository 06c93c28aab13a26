import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { transcriptNote, type TranscriptSource } from '../lib/transcriptNote';

/** Where the transcript did not come from the first engine for the video's language, the page says why. */
export function TranscriptSourceNote({ transcript }: { transcript: TranscriptSource }) {
  const { t } = useTranslation('analysis');
  const note = transcriptNote(transcript);
  if (!note) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle />} data-testid="transcript-unavailable">
      {'values' in note ? t(note.key, note.values) : t(note.key)}
    </Alert>
  );
}
