import { Alert, Text } from '@mantine/core';
import type { ActivityStatus, WorkspaceLanguage } from '@platform/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth';
import { usePublicConfig } from '../../system';
import { warnsOfNoTranscript } from '../lib/transcriptionNotice';

interface NoTranscriptNoticeProps {
  language: WorkspaceLanguage;
  status: ActivityStatus;
}

/**
 * Tells the host, before they upload or go live, that this server cannot transcribe the webinar's spoken language.
 * Admins are told where transcription is configured: no page of the app sets it, the server's WHISPER_MODEL does.
 */
export function NoTranscriptNotice({ language, status }: NoTranscriptNoticeProps) {
  const { t } = useTranslation('webinars');
  const { config, isPending } = usePublicConfig();
  const me = useMe();
  if (isPending || !warnsOfNoTranscript(language, status, config.transcribed_languages)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="no-transcript-notice">
      <Text size="sm">{t('noTranscript.body', { language: t(`workspaces:workspaceLanguages.${language}`) })}</Text>
      <Text size="sm" mt={4} c="dimmed">
        {me.data?.role === 'admin' ? t('noTranscript.admin') : t('noTranscript.host')}
      </Text>
    </Alert>
  );
}
