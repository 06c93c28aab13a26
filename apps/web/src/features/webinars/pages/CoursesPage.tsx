import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSingleFlight } from '../../../lib/singleFlight';
import { CurrentWorkspaceGate } from '../../workspaces';
import { CourseRow } from '../components/CourseRow';
import { useCourseMutations, useCourses } from '../hooks/useCourses';

function ChannelCourses({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const courses = useCourses(workspaceId);
  const { generate } = useCourseMutations(workspaceId);
  // A double click makes one course, not two.
  const generateOnce = useSingleFlight(generate);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('courses.intro')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => generateOnce()} loading={generate.isPending}>
          {t('courses.generate')}
        </Button>
      </Group>
      {courses.data?.results.map((course) => (
        <CourseRow key={course.id} course={course} />
      ))}
      {courses.data?.results.length === 0 && <Text c="dimmed">{t('courses.empty')}</Text>}
      {(courses.isError || generate.isError) && (
        <Alert color="red" variant="light">
          {apiErrorText(courses.error ?? generate.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** Spec §2 /channel/courses: manage courses (title, publish; generate course). */
export function CoursesPage() {
  const { t } = useTranslation('webinars');
  return (
    <Stack gap="lg">
      <PageTitle>{t('courses.title')}</PageTitle>
      <CurrentWorkspaceGate>{(workspaceId) => <ChannelCourses workspaceId={workspaceId} />}</CurrentWorkspaceGate>
    </Stack>
  );
}
