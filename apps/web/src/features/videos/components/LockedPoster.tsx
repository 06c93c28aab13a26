import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Activity } from '@platform/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { videoPicture } from '../lib/recordings';
import { PlanChooserModal } from './PlanChooserModal';
import { PosterOverlay } from './PosterOverlay';

/** Where the player would be for a locked video (spec §4): its picture behind a lock, and the plan chooser. */
export function LockedPoster({ activity }: { activity: Activity }) {
  const { t } = useTranslation('videos');
  const [opened, chooser] = useDisclosure(false);
  return (
    <>
      <PosterOverlay
        picture={videoPicture(activity)}
        icon={IconLock}
        title={t('playback.locked')}
        body={t('playback.lockedBody', { channel: activity.workspace.name })}
        testId="locked-poster"
        action={
          <Button variant="white" onClick={chooser.open} aria-haspopup="dialog">
            {t('playback.unlock')}
          </Button>
        }
      />
      <PlanChooserModal opened={opened} onClose={chooser.close} activity={activity} />
    </>
  );
}
