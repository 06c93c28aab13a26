import { Button, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COURSE_TITLE_MAX_LENGTH, type Course } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useCourseMutations } from '../hooks/useCourses';

/** One course: its title and publish switch, saved with 'course updated'. */
export function CourseRow({ course }: { course: Course }) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const { update } = useCourseMutations(course.workspace_id);
  const [title, setTitle] = useState(course.title.en);
  const [publish, setPublish] = useState(course.publish);
  const changed = title.trim() !== course.title.en || publish !== course.publish;

  function save() {
    if (!changed || !title.trim() || update.isPending) return;
    update.mutate(
      { id: course.id, title: title.trim(), publish },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('courses.updated') }),
        onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
      },
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" data-testid="course-row">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('courses.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          // The length the server takes, and Enter saves as the button does.
          maxLength={COURSE_TITLE_MAX_LENGTH}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Switch label={t('courses.publish')} checked={publish} onChange={(event) => setPublish(event.currentTarget.checked)} mb={8} />
        <Text size="sm" c="dimmed" mb={8}>
          {t('courses.videoCount', { count: course.video_count })}
        </Text>
        <Button onClick={save} disabled={!changed || !title.trim()} loading={update.isPending}>
          {t('courses.save')}
        </Button>
      </Group>
    </Paper>
  );
}
