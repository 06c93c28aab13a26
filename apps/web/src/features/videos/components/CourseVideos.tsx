import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount } from '../../../lib/pageCount';
import { useCoursePlaybacks } from '../hooks/useCoursePlaybacks';
import { VideoGrid } from './VideoGrid';

/** One course's videos, 6 to a page. */
export function CourseVideos({ courseId }: { courseId: string }) {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const [page, setPage] = useState(1);
  const videos = useCoursePlaybacks(courseId, page);

  if (videos.isPending) return <Skeleton h={200} radius="md" />;
  if (videos.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(videos.error)}
      </Alert>
    );
  }
  if (videos.data.results.length === 0) return <Text c="dimmed">{t('courses.noVideos')}</Text>;
  return (
    <Stack gap="md">
      <VideoGrid videos={videos.data.results} />
      <PageNav total={pageCount(videos.data)} page={page} onChange={setPage} />
    </Stack>
  );
}
