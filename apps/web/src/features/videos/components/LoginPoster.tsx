import { Button } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { videoPicture } from '../lib/recordings';
import { PosterOverlay } from './PosterOverlay';
import { loginPath } from '../../../app/paths';

/**
 * A guest may read about a public channel's video but not play it: the server serves recordings to signed-in users
 * only (spec §6: guests are sent to log in from video pages). Logging in brings them back here.
 */
export function LoginPoster({ activity }: { activity: Activity }) {
  const { t } = useTranslation('videos');
  const location = useLocation();
  return (
    <PosterOverlay
      picture={videoPicture(activity)}
      icon={IconLogin}
      title={t('playback.logIn')}
      body={t('playback.logInBody')}
      testId="login-poster"
      action={
        <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)} variant="white">
          {t('nav.login')}
        </Button>
      }
    />
  );
}
