import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';

export function ChannelVideosPage() {
  const { t } = useTranslation('videos');
  return <PageTitle>{t('channelVideos.title')}</PageTitle>;
}
