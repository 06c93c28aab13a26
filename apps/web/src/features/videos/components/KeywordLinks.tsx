import { Badge, Group } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { Link } from 'react-router';
import { channelPath } from '../../../app/paths';

/** The video's keywords; each opens the channel's videos filtered by it (the channel page's `keyword` parameter). */
export function KeywordLinks({ keywords, workspace }: Pick<Activity, 'keywords' | 'workspace'>) {
  const base = channelPath(workspace);
  return (
    <Group gap="xs">
      {keywords.map((item) => (
        <Badge
          key={item.id}
          component={Link}
          to={`${base}?${new URLSearchParams({ keyword: item.keyword }).toString()}#videos`}
          variant="light"
          size="lg"
          tt="none"
          className="mantine-focus-auto"
          style={{ cursor: 'pointer' }}
        >
          {item.keyword}
        </Badge>
      ))}
    </Group>
  );
}
