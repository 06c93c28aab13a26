import { Badge, Group } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconSchool } from '@tabler/icons-react';

/** The courses a video belongs to (spec §2 playback: course list). */
export function CourseBadges({ courses }: Pick<Activity, 'courses'>) {
  return (
    <Group gap="xs">
      {courses.map((course) => (
        <Badge key={course.id} variant="outline" size="lg" tt="none" leftSection={<IconSchool size={14} aria-hidden />}>
          {course.title.en}
        </Badge>
      ))}
    </Group>
  );
}
