import { Badge } from '@mantine/core';
import type { ParticipantRole } from '@platform/shared';
import { useTranslation } from 'react-i18next';

const ROLE_COLORS: Record<ParticipantRole, string> = { host: 'red', admin: 'grape', speaker: 'indigo', viewer: 'gray' };

/**
 * A person's role in the room as the server gave it, beside their name wherever it shows, viewers' included: a viewer
 * who names themselves 'Host' still reads as a viewer.
 */
export function RoleBadge({ role }: { role: ParticipantRole }) {
  const { t } = useTranslation('live');
  return (
    <Badge size="xs" variant="light" color={ROLE_COLORS[role]} data-testid="role-badge" style={{ flexShrink: 0 }}>
      {t(`participants.roles.${role}`)}
    </Badge>
  );
}
