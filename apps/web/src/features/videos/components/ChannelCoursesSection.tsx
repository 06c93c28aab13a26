import { Accordion, Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useChannelCourses } from '../hooks/useChannelCourses';
import { CourseVideos } from './CourseVideos';

interface ChannelCoursesSectionProps {
  /** The channel's id (or slug). */
  channelId: string;
  /** Shown when the channel has no courses; the channel page keeps its own wording. */
  empty: ReactNode;
}

/**
 * Spec §2 channel page: the channel's courses, each opening to its videos. Only an open course loads its videos, so
 * a channel with many courses costs one call until the viewer picks one; the first starts open.
 */
export function ChannelCoursesSection({ channelId, empty }: ChannelCoursesSectionProps) {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const courses = useChannelCourses(channelId);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);

  if (courses.isPending) return <Skeleton h={120} radius="md" />;
  if (courses.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(courses.error)}
      </Alert>
    );
  }
  const list = courses.data.results;
  if (list.length === 0) return <>{empty}</>;
  // Until the viewer opens or closes one, the first course is open.
  const open = chosen === undefined ? (list[0]?.id ?? null) : chosen;

  return (
    <Accordion value={open} onChange={setChosen} variant="separated" radius="md">
      {list.map((course) => (
        <Accordion.Item key={course.id} value={course.id}>
          <Accordion.Control icon={<IconSchool size={20} aria-hidden />}>
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {course.title.en}
              </Text>
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {t('courses.videoCount', { count: course.video_count })}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {course.description.en.trim() && <Text size="sm">{course.description.en}</Text>}
              {open === course.id && <CourseVideos courseId={course.id} />}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
