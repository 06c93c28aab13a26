import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { forumLockOf } from '../lib/forumAccess';
import { LockedForum } from './LockedForum';

/**
 * Spec §8: a forum page refused shows the server's message with a way back; a guest or a viewer without a plan sees
 * the blurred samples and what would open the forum.
 */
export function ForumAccessNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('forum');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const lock = forumLockOf(error);
  return (
    <Stack gap="md" maw={900} mx="auto" w="100%">
      {lock === null && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(error)}
        </Alert>
      )}
      {lock !== null && <LockedForum lock={lock} />}
      <Button variant="default" onClick={() => void navigate(-1)} style={{ alignSelf: 'flex-start' }}>
        {t('page.back')}
      </Button>
    </Stack>
  );
}
