import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';

export function VideoPlaybackPage() {
  const { t } = useTranslation('videos');
  return <PageTitle>{t('playback.title')}</PageTitle>;
}
